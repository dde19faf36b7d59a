"""The panes: the GEO panel, the answer preview, highlighting, the preview."""
