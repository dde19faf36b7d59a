"""The editor colours each line as what the engine reads it as: the highlighter takes a
line's kind from the engine's line reader (``scorers.read_line``), not from patterns of
its own. Driven through the real window's editor, reading the formats Qt applied."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCharFormat, QTextCursor
from PySide6.QtTest import QTest

from editor.text.highlighter import PALETTES

pytestmark = pytest.mark.gui

LIGHT = PALETTES["light"]


def _format_at(window, line: int, column: int = 0) -> QTextCharFormat | None:
    """The highlighter's format at ``column`` of line ``line`` (0-based), or None."""
    spans = window.editor.document().findBlockByNumber(line).layout().formats()
    found = None
    for span in spans:
        if span.start <= column < span.start + span.length:
            found = QTextCharFormat(span.format)  # a copy: the spans go with their list
    return found


def _colour(window, line: int, column: int = 0) -> str | None:
    fmt = _format_at(window, line, column)
    return None if fmt is None else fmt.foreground().color().name()


def _type(qtbot, window, text: str) -> None:
    """Type ``text`` into an empty editor key by key, as a writer does."""
    window.editor.set_text("")
    window.editor.setFocus()
    for char in text:
        if char == "\n":
            QTest.keyClick(window.editor, Qt.Key.Key_Return)
        else:
            QTest.keyClicks(window.editor, char)
    qtbot.wait(20)  # lines the next line changed are coloured again after the keystroke


def test_a_dash_line_under_text_makes_a_heading_not_a_rule(qtbot, window):
    # The engine reads "Title\n---" as a setext heading; the highlighter used to colour
    # the dashes as a rule and the title as text.
    _type(qtbot, window, "Intro.\n\nTitle\n---\n\nText\n\n---\n")
    heading, rule = LIGHT["heading"], LIGHT["rule"]
    assert _colour(window, 2) == heading  # the title, coloured again once underlined
    assert _format_at(window, 2).fontWeight() > 400
    assert _colour(window, 3) == heading
    assert _colour(window, 7) == rule  # dashes after a blank line: a rule
    assert _colour(window, 0) is None  # plain text


def test_removing_the_underline_makes_the_title_text_again(qtbot, window):
    _type(qtbot, window, "Title\n===")
    assert _colour(window, 0) == LIGHT["heading"]
    cursor = window.editor.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.End)
    window.editor.setTextCursor(cursor)
    for _ in range(3):
        QTest.keyClick(window.editor, Qt.Key.Key_Backspace)
    QTest.keyClicks(window.editor, "more text")
    qtbot.wait(20)
    assert _colour(window, 0) is None and _colour(window, 1) is None


def test_indented_code_and_fences_read_as_the_engine_reads_them(qtbot, window):
    # Indented code was plain text to the highlighter; a "~~~" line closed a "```" fence
    # (the engine: only a line of the same marker, as long, closes it).
    window.editor.set_text("Text.\n\n    indented code\n\n```\n~~~\n# still code\n```\n# Heading\n")
    qtbot.wait(10)
    code = LIGHT["code"]
    assert _colour(window, 2, 6) == code
    assert [_colour(window, line) for line in (4, 5, 6, 7)] == [code] * 4
    assert _colour(window, 8) == LIGHT["heading"]


def test_front_matter_only_at_the_top_and_lazy_quote_lines(qtbot, window):
    window.editor.set_text("---\ntitle: A\n---\n\n> quoted\nand its lazy line\n\n+ plus item\n"
                           "\nLater: x\n---\n")
    qtbot.wait(10)
    grey = LIGHT["comment"]
    assert [_colour(window, line) for line in (0, 1, 2)] == [grey] * 3
    assert _format_at(window, 5).fontItalic()  # the engine: part of the quote
    assert _colour(window, 7) == LIGHT["list"]
    assert _colour(window, 9) == LIGHT["heading"]  # not front matter down here: a heading


def test_a_table_is_a_header_over_a_separator(qtbot, window):
    window.editor.set_text("a | b\n--|--\n1 | 2\n\n| not | a table |\n")
    qtbot.wait(10)
    table = LIGHT["table"]
    assert _colour(window, 0, 2) == table and _colour(window, 2, 2) == table
    assert _colour(window, 4, 0) is None


def test_list_markers_of_items_and_of_lists_nested_in_them(qtbot, window):
    window.editor.set_text("Text\n1. numbered after text\n    - nested four deep\n"
                           "   continued\n\n        indented code\n")
    qtbot.wait(10)
    assert _colour(window, 1, 0) == LIGHT["list"]
    assert _colour(window, 2, 4) == LIGHT["list"] and _colour(window, 2, 8) is None
    assert _colour(window, 3, 5) is None
    assert _colour(window, 5, 8) is None  # the engine: still the item's text, not code
