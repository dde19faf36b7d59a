"""Colours of the light and dark themes: palettes, dimension, band and status colours.

Every colour used for text is chosen to reach WCAG AA (4.5:1) on both the
window and the base colour of its theme; ``tests/gui/window/test_contrast.py`` checks the
colours the widgets really show. Widgets ask :func:`colours` for the effective
theme instead of keeping colours of their own, so switching themes repaints
everything.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

THEMES = ("system", "light", "dark")


@dataclass(frozen=True, slots=True)
class ThemeColours:
    """The colours of one effective theme (``light`` or ``dark``)."""

    name: str
    dimensions: dict[str, str]
    bands: dict[str, str]
    status: dict[str, str]
    muted: str
    #: Alpha of a paragraph tint, of a sentence mark and of a word mark.
    tint_alpha: tuple[int, int, int]
    #: The empty part of a score bar.
    track: str
    #: Text on a badge filled with a status colour (a question's coverage).
    on_status: str
    #: Background and text of a call-out (the worst-covered question).
    alert: tuple[str, str]

    def dimension(self, dim_id: str) -> QColor:
        return QColor(self.dimensions.get(dim_id, self.muted))

    def status_colour(self, status: str) -> QColor:
        return QColor(self.status.get(status, self.muted))


LIGHT = ThemeColours(
    name="light",
    dimensions={"facts": "#1d4ed8", "structure": "#6d28d9", "sources": "#0e7490",
                "clarity": "#92400e", "extractability": "#be185d"},
    bands={"excellent": "#166534", "good": "#0f766e", "fair": "#92400e",
           "needs_work": "#b91c1c"},
    status={"pass": "#166534", "warn": "#92400e", "fail": "#b91c1c", "na": "#4b5563",
            "short": "#4b5563", "info": "#1d4ed8", "error": "#b91c1c"},
    muted="#4b5563",
    tint_alpha=(34, 60, 90),
    track="#d9dce1",
    on_status="#ffffff",
    alert=("#fef2f2", "#7f1d1d"),
)

DARK = ThemeColours(
    name="dark",
    dimensions={"facts": "#60a5fa", "structure": "#a78bfa", "sources": "#22d3ee",
                "clarity": "#fbbf24", "extractability": "#f472b6"},
    bands={"excellent": "#4ade80", "good": "#2dd4bf", "fair": "#fbbf24",
           "needs_work": "#f87171"},
    status={"pass": "#4ade80", "warn": "#fbbf24", "fail": "#f87171", "na": "#a1a6ad",
            "short": "#a1a6ad", "info": "#93c5fd", "error": "#f87171"},
    muted="#a1a6ad",
    tint_alpha=(40, 70, 105),
    track="#44474d",
    on_status="#111827",
    alert=("#3b2325", "#fecaca"),
)

_BY_NAME = {"light": LIGHT, "dark": DARK}


def colours(theme: str) -> ThemeColours:
    """The colours of effective theme ``theme`` (``light`` or ``dark``)."""
    return _BY_NAME.get(theme, LIGHT)


def tint(colour: str | QColor, alpha: int = 34) -> QColor:
    """A translucent version of ``colour`` for backgrounds of marked text."""
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
        palette.setColor(group, QPalette.ColorRole.BrightText, QColor("#ffffff"))
        palette.setColor(group, QPalette.ColorRole.Button, window)
        palette.setColor(group, QPalette.ColorRole.ButtonText, text)
        palette.setColor(group, QPalette.ColorRole.ToolTipBase, QColor("#3a3d41"))
        palette.setColor(group, QPalette.ColorRole.ToolTipText, text)
        palette.setColor(group, QPalette.ColorRole.Highlight, QColor("#2f65ca"))
        palette.setColor(group, QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
        palette.setColor(group, QPalette.ColorRole.Link, QColor("#7dd3fc"))
        palette.setColor(group, QPalette.ColorRole.LinkVisited, QColor("#c4b5fd"))
        palette.setColor(group, QPalette.ColorRole.PlaceholderText, QColor("#a1a6ad"))
        for role, colour in ((QPalette.ColorRole.Light, "#3d4045"),
                             (QPalette.ColorRole.Midlight, "#34373b"),
                             (QPalette.ColorRole.Mid, "#25272a"),
                             (QPalette.ColorRole.Dark, "#18191b"),
                             (QPalette.ColorRole.Shadow, "#0b0b0c")):
            palette.setColor(group, role, QColor(colour))
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText,
                 QPalette.ColorRole.WindowText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#8b8d91"))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Base, base)
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Window, window)
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Button, window)
    return palette


def light_palette() -> QPalette:
    """Fusion's light palette, with a placeholder colour that is readable (AA)."""
    from PySide6.QtWidgets import QStyleFactory

    palette = QStyleFactory.create("Fusion").standardPalette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        palette.setColor(group, QPalette.ColorRole.PlaceholderText, QColor("#5f6670"))
        palette.setColor(group, QPalette.ColorRole.Link, QColor("#0b62c4"))
        # Fusion's #308cc6 gives white text only 3.7:1.
        palette.setColor(group, QPalette.ColorRole.Highlight, QColor("#1f63b5"))
        palette.setColor(group, QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
        palette.setColor(group, QPalette.ColorRole.ToolTipBase, QColor("#ffffdc"))
        palette.setColor(group, QPalette.ColorRole.ToolTipText, QColor("#000000"))
    return palette


_SYSTEM: dict[str, object] = {}


def apply_theme(app: QApplication, theme: str) -> str:
    """Apply ``system``, ``light`` or ``dark``; returns the effective ``light``/``dark``.

    ``system`` puts back the style and palette the application started with, so
    switching dark → system → light never leaves colours of the previous theme.
    """
    if not _SYSTEM:
        _SYSTEM["style"] = app.style().name()
        _SYSTEM["palette"] = QPalette(app.palette())
    if theme == "dark":
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
        return "dark"
    if theme == "light":
        app.setStyle("Fusion")
        app.setPalette(light_palette())
        return "light"
    app.setStyle(str(_SYSTEM["style"]))
    app.setPalette(QPalette(_SYSTEM["palette"]))
    window = app.palette().color(QPalette.ColorRole.Window)
    return "dark" if window.lightness() < 128 else "light"
