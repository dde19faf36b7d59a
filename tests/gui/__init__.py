"""GUI tests: the real window driven with qtbot, offscreen (the fast tier, with unit)."""
