"""A paragraph marked weak is tinted in a colour that does not read as "good": the
Sources tint was the green of a passed check, so a paragraph with figures and no source
looked approved."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from editor.window.theme import DARK, LIGHT
from tests.support.gui_helpers import set_text_and_wait

pytestmark = pytest.mark.gui

UNSOURCED = ("# Heat pumps in cold towns\n\n"
             "Heat pumps cut heating bills by 38% in 2024, and 71% of owners in towns below "
             "-10 °C kept them running all winter. Installers fitted 412,000 units that year, "
             "up 24% from 2023, at an average price of $11,200 each.\n")


def _greenish(colour: str) -> bool:
    hue = QColor(colour).hslHue()
    return 80 <= hue <= 170


def test_a_paragraph_weak_on_sources_is_not_tinted_green(qtbot, window):
    set_text_and_wait(qtbot, window, UNSOURCED)
    report = window.report_view.report
    assert any(f.dimension == "sources" and f.scope == "paragraph" for f in report.findings)
    sources = LIGHT.dimensions["sources"]
    tinted = [m for _s, _e, m in window.editor.marks() if m.colour == sources]
    assert tinted, "the unsourced paragraph is marked for Sources"
    for theme in (LIGHT, DARK):
        assert not _greenish(theme.dimensions["sources"])
        # Not the colour of a passed check either.
        assert theme.dimensions["sources"] != theme.status["pass"]
