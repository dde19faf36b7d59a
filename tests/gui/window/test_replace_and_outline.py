"""Two things a writer reaches for without looking: Ctrl+H opens Replace, and the outline
shows each heading on one line, a long one ending in "…" with the whole of it on hover."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QTextDocumentFragment

from tests.support.gui_helpers import set_text_and_wait

pytestmark = pytest.mark.gui

LONG = ("The development of your site is an incremental process that never really ends, "
        "and that is fine")


def test_ctrl_h_opens_replace_and_the_menu_says_so(qtbot, window):
    set_text_and_wait(qtbot, window, "# Heat pumps\n\nA heat pump moves heat.\n")
    replace = window.actions_by_name["replace"]
    assert replace.shortcut() == QKeySequence("Ctrl+H")
    assert "Ctrl+H" in replace.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    # No other action of the window answers to the same keys.
    others = [name for name, action in window.actions_by_name.items()
              if name != "replace" and action.shortcut() == replace.shortcut()]
    assert others == []
    window.editor.setFocus()
    assert not window.find_bar.isVisible()
    qtbot.keyClick(window.editor, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert window.find_bar.isVisible() and window.find_bar.replace_field.isVisible()
    assert "A heat pump" in window.editor.toPlainText()  # Ctrl+H typed nothing


def test_the_outline_elides_a_long_heading_and_its_tooltip_holds_it_whole(qtbot, window):
    window.actions_by_name["show_outline"].trigger()
    outline = window.outline
    heading = f"{LONG} <b>really</b>"
    set_text_and_wait(qtbot, window, f"# Short\n\nText.\n\n## {heading}\n\nMore text.\n")
    qtbot.waitUntil(lambda: outline.topLevelItemCount() == 2)
    short, long = outline.topLevelItem(0), outline.topLevelItem(1)
    width = outline.viewport().width()
    assert outline.fontMetrics().horizontalAdvance(long.text(0)) > width
    # One line like the short heading, not wrapped or clipped mid-letter: elided with "…".
    assert outline.visualItemRect(long).height() == outline.visualItemRect(short).height()
    assert outline.visualItemRect(long).right() <= width
    assert not outline.wordWrap()
    assert outline.textElideMode() == Qt.TextElideMode.ElideRight
    assert outline.horizontalScrollBar().maximum() == 0 or \
        outline.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    # Hovering shows the whole heading, markup and all, as written.
    assert QTextDocumentFragment.fromHtml(long.toolTip(0)).toPlainText() == heading
