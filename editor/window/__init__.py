"""The main window's wiring: actions, menus, panes, status bar, outline, find bar, preferences."""
