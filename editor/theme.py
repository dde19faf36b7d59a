"""Colours of the dimensions and bands, and the light and dark palettes."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

DIMENSION_COLOURS = {
    "facts": "#2563eb",
    "structure": "#7c3aed",
    "sources": "#059669",
    "clarity": "#d97706",
    "extractability": "#db2777",
}

BAND_COLOURS = {
    "excellent": "#15803d",
    "good": "#0f766e",
    "fair": "#b45309",
    "needs_work": "#b91c1c",
}

STATUS_COLOURS = {"pass": "#15803d", "warn": "#b45309", "fail": "#b91c1c"}

THEMES = ("system", "light", "dark")


def tint(colour: str, alpha: int = 38) -> QColor:
    """A translucent version of ``colour`` for paragraph backgrounds."""
    c = QColor(colour)
    c.setAlpha(alpha)
    return c


def dark_palette() -> QPalette:
    palette = QPalette()
    base, window, text = QColor("#1e1f22"), QColor("#2b2d30"), QColor("#e6e6e6")
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        palette.setColor(group, QPalette.ColorRole.Window, window)
        palette.setColor(group, QPalette.ColorRole.WindowText, text)
        palette.setColor(group, QPalette.ColorRole.Base, base)
        palette.setColor(group, QPalette.ColorRole.AlternateBase, window)
        palette.setColor(group, QPalette.ColorRole.Text, text)
        palette.setColor(group, QPalette.ColorRole.Button, window)
        palette.setColor(group, QPalette.ColorRole.ButtonText, text)
        palette.setColor(group, QPalette.ColorRole.ToolTipBase, window)
        palette.setColor(group, QPalette.ColorRole.ToolTipText, text)
        palette.setColor(group, QPalette.ColorRole.Highlight, QColor("#2f65ca"))
        palette.setColor(group, QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
        palette.setColor(group, QPalette.ColorRole.Link, QColor("#7dd3fc"))
        palette.setColor(group, QPalette.ColorRole.PlaceholderText, QColor("#8b8d91"))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#777777"))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText,
                     QColor("#777777"))
    return palette


def apply_theme(app: QApplication, theme: str) -> str:
    """Apply ``system``, ``light`` or ``dark``; returns the effective ``light``/``dark``."""
    if theme == "dark":
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
        return "dark"
    if theme == "light":
        app.setStyle("Fusion")
        app.setPalette(app.style().standardPalette())
        return "light"
    app.setPalette(app.style().standardPalette())
    window = app.palette().color(QPalette.ColorRole.Window)
    return "dark" if window.lightness() < 128 else "light"
