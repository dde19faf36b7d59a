"""What one keystroke makes the editor do: repaint the line typed in, not the whole view;
paint the margin without the editor under it, looking only at the marks beside it.

These count work (paint events and their areas, calls), never time, and check that
what is shown after the edit is what a fresh editor shows for the same text.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from editor.text.mark_layer import EditorMark
from editor.text.text_editor import MarkdownEditor

pytestmark = pytest.mark.gui

PARAGRAPH = ("Teachers in Lyon reported response times across 14 regions before the deadline, "
             "and the survey measured what answer engines quote.")


def _article(sections: int = 60) -> str:
    parts = ["# A long article"]
    for n in range(sections):
        parts += [f"## Section {n}", PARAGRAPH, f"- item {n} with **bold** words",
                  f"See [the data](https://example.org/{n}).", PARAGRAPH]
    return "\n\n".join(parts) + "\n"


class PaintLog(QObject):
    """The rects of the paint events a widget receives."""

    def __init__(self, widget) -> None:
        super().__init__()
        self.rects: list[QRect] = []
        widget.installEventFilter(self)

    def eventFilter(self, _obj, event) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            self.rects.append(QRect(event.rect()))
        return False


def _editor(window, text: str) -> MarkdownEditor:
    """The real window's editor with ``text``; reports no longer reach its marks, so the
    marks a test sets stay."""
    window.scoring.scored.disconnect(window.report_view.show_report)
    editor = window.editor
    editor.setCursorWidth(0)  # a blinking caret would make two grabs differ
    editor.set_text(text)
    editor.setFocus()
    QTest.qWait(0)
    return editor


def _put_caret(editor: MarkdownEditor, position: int) -> None:
    cursor = editor.textCursor()
    cursor.setPosition(position)
    editor.setTextCursor(cursor)
    editor.centerCursor()


def _type(qtbot, editor: MarkdownEditor, keys: str) -> list[QRect]:
    """Type ``keys`` one by one; the viewport rects repainted after each."""
    QTest.qWait(0)
    log = PaintLog(editor.viewport())
    for key in keys:
        QTest.keyClick(editor, key)
        QTest.qWait(0)  # let Qt paint
    return log.rects


@pytest.mark.parametrize("line", ["## Section 30", "- item 30 with **bold** words",
                                  "See [the data](https://example.org/30)."])
def test_typing_in_a_coloured_line_repaints_that_line_only(qtbot, window, line):
    # Headings, list items and links are coloured by the highlighter; a keystroke in
    # them used to repaint the whole viewport (every visible line laid out and drawn).
    text = _article()
    editor = _editor(window, text)
    _put_caret(editor, text.index(line) + len(line) - 3)
    rects = _type(qtbot, editor, "abc")
    height = editor.viewport().height()
    line_height = editor.fontMetrics().lineSpacing()
    assert rects, "typing painted nothing"
    assert max(r.height() for r in rects) <= 3 * line_height < height / 4
    assert "abc" in editor.textCursor().block().text()


def _on_screen(widget) -> QImage:
    """What the window shows of ``widget`` now: its pixels in the window's backing store
    (left from all the partial repaints so far), not a fresh rendering."""
    origin = widget.mapTo(widget.window(), QPoint(0, 0))
    return widget.screen().grabWindow(widget.window().winId(), origin.x(), origin.y(),
                                      widget.width(), widget.height()).toImage()


@pytest.mark.parametrize("typed", ["abc", "new words " * 6])
def test_what_is_on_screen_after_typing_is_a_full_repaint_of_the_text(qtbot, window, typed):
    # "new words " * 6 makes the heading wrap onto a second line: all below moves down.
    text = _article()
    heading = "## Section 30"
    editor = _editor(window, text)
    _put_caret(editor, text.index(heading) + 3)
    _type(qtbot, editor, typed)
    shown = _on_screen(editor.viewport())
    full = editor.viewport().grab().toImage().convertToFormat(shown.format())
    assert shown.size() == full.size()
    assert shown == full


def test_a_line_that_wraps_repaints_what_is_below_it(qtbot, window):
    text = _article()
    editor = _editor(window, text)
    heading = "## Section 30"
    _put_caret(editor, text.index(heading) + len(heading))
    width = editor.viewport().width()
    rects = []
    while editor.textCursor().block().layout().lineCount() < 2:
        rects += _type(qtbot, editor, "word ")
        assert len(rects) < 400, "the line never wrapped"
    caret_y = editor.cursorRect().top()
    # The wrap pushed the lines below down: everything from the heading down was repainted.
    assert any(r.width() >= width - 2 and r.bottom() >= editor.viewport().height() - 2
               and r.top() <= caret_y for r in rects)


def _marked_editor(window, paragraphs: int) -> MarkdownEditor:
    text = "\n\n".join(f"Paragraph {n}. {PARAGRAPH}" for n in range(paragraphs)) + "\n"
    editor = _editor(window, text)
    marks = []
    start = 0
    for n in range(paragraphs):
        end = start + len(f"Paragraph {n}. {PARAGRAPH}")
        if n % 2 == 0:  # every other paragraph is weak
            marks.append(EditorMark(start, end, "#c026d3", f"weak {n}", "paragraph"))
        start = end + 2
    editor.set_marks(marks, (255, 255, 255))
    QTest.qWait(0)
    return editor


def _margin_colour_at(editor: MarkdownEditor, y: int) -> QColor:
    image: QImage = editor._margin.grab().toImage()
    return image.pixelColor(image.width() // 2 - 1, y)


def _block_middle_y(editor: MarkdownEditor, number: int) -> int:
    block = editor.document().findBlockByNumber(number)
    rect = editor.blockBoundingGeometry(block).translated(editor.contentOffset())
    return int(rect.center().y())


def test_margin_markers_stay_beside_their_paragraphs_while_typing(qtbot, window):
    editor = _marked_editor(window, 40)
    _put_caret(editor, 0)
    marker, base = QColor("#c026d3"), editor.palette().base().color()
    assert _margin_colour_at(editor, _block_middle_y(editor, 0)) == marker  # weak
    assert _margin_colour_at(editor, _block_middle_y(editor, 2)) == base  # not weak
    # Two new lines at the top push every paragraph down by two blocks.
    editor.moveCursor(QTextCursor.MoveOperation.Start)
    QTest.keyClick(editor, Qt.Key.Key_Return)
    QTest.keyClick(editor, Qt.Key.Key_Return)
    QTest.qWait(0)
    assert _margin_colour_at(editor, _block_middle_y(editor, 2)) == marker  # paragraph 0
    assert _margin_colour_at(editor, _block_middle_y(editor, 4)) == base  # paragraph 1
    assert _margin_colour_at(editor, _block_middle_y(editor, 6)) == marker  # paragraph 2


def test_typing_in_a_line_leaves_the_margin_alone_until_lines_move(qtbot, window):
    editor = _marked_editor(window, 20)
    _put_caret(editor, 10)
    QTest.qWait(0)
    under = PaintLog(editor)
    margin = PaintLog(editor._margin)
    _type(qtbot, editor, "abcdef")  # the line keeps its height: the markers stay put
    assert margin.rects == [] and under.rects == []
    lines = editor.textCursor().block().layout().lineCount()
    while editor.textCursor().block().layout().lineCount() == lines:  # until it grows a line
        _type(qtbot, editor, "word ")
    assert margin.rects, "the markers below the grown paragraph were not moved"
    # Painted opaque: the editor is not painted under the margin first (it is under the
    # scroll bar, whose range grew by a line).
    assert not any(r.intersects(editor._margin.geometry()) for r in under.rects)
    marker = QColor("#c026d3")
    assert _margin_colour_at(editor, _block_middle_y(editor, 4)) == marker  # paragraph 2


def test_painting_the_margin_looks_only_at_the_marks_beside_it(qtbot, window, monkeypatch):
    editor = _marked_editor(window, 600)  # 300 marked paragraphs, a dozen in view
    _put_caret(editor, editor.document().characterCount() // 2)
    QTest.qWait(0)
    looked = []
    real = editor.blockBoundingGeometry
    monkeypatch.setattr(editor, "blockBoundingGeometry",
                        lambda block: looked.append(block.blockNumber()) or real(block))
    caret = editor.cursorRect()
    # The strip beside the caret's line, as Qt repaints it when that line is laid out again.
    editor._margin.repaint(0, caret.top(), editor._margin.width(), caret.height())
    assert looked, "no marker was painted beside the edited line"
    caret_block = editor.textCursor().blockNumber()
    # A marker beside the strip repainted (its first and last block); none from afar.
    assert len(looked) <= 3 * 2 * 2
    assert all(abs(number - caret_block) <= 4 for number in looked)


class EventLog(QObject):
    """Events of the given types that reach any widget of the app."""

    def __init__(self, *types: QEvent.Type) -> None:
        super().__init__()
        self.types = set(types)
        self.seen: list[tuple[str, str]] = []
        QApplication.instance().installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if event.type() in self.types:
            self.seen.append((event.type().name, obj.objectName() or type(obj).__name__))
        return False

    def stop(self) -> None:
        QApplication.instance().removeEventFilter(self)


def test_a_report_that_changes_nothing_redraws_nothing(qtbot, window, monkeypatch):
    from tests.gui.panes.test_gui_answers import ask
    from tests.support.gui_helpers import set_text_and_wait
    from tests.unit.engine.test_answers import PARAGRAPHS, QUESTION, article

    set_text_and_wait(qtbot, window, article(PARAGRAPHS) + "\n\nIt is really very good. "
                      "We think it might perhaps help.\n")
    ask(qtbot, window, QUESTION)
    window.editor.setFocus()
    assert window.editor.marks() and window.panel.finding_indexes()
    assert window.panel.answer_preview.card_for(QUESTION) is not None
    selections, resets = [], []
    monkeypatch.setattr(window.editor, "setExtraSelections", selections.append)
    window.panel.findings.model().modelReset.connect(lambda: resets.append(1))
    log = EventLog(QEvent.Type.StyleChange)
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        window.scoring.score_now()  # the same text scored again: the same report
    log.stop()
    assert selections == []  # the tints were not set again (that repaints the whole view)
    assert resets == []  # the findings list was not rebuilt and laid out again
    assert log.seen == []  # no widget of the panel was polished again with its style sheet


def test_marks_that_only_moved_with_the_text_are_kept(qtbot, window):
    editor = _marked_editor(window, 10)
    before = editor.marks()
    _put_caret(editor, 0)
    _type(qtbot, editor, "abc")  # every mark moves three characters on
    moved = [EditorMark(s, e, m.colour, m.tooltip, m.scope) for s, e, m in editor.marks()]
    assert [s for s, _e, _m in editor.marks()] == [s + 3 for s, _e, _m in before]
    calls = []
    real = editor.setExtraSelections
    editor.setExtraSelections = lambda selections: calls.append(1) or real(selections)
    editor.set_marks(moved, (255, 255, 255))  # the next report: the same findings, moved
    assert calls == []
    changed = [*moved[:-1], EditorMark(moved[-1].start, moved[-1].end - 5, "#c026d3",
                                       "shorter", "paragraph")]
    editor.set_marks(changed, (255, 255, 255))
    assert calls == [1]
    assert editor.marks()[-1][2].tooltip == "shorter"


def test_findings_that_only_moved_keep_their_rows_and_lead_to_their_new_place(qtbot,
                                                                             engine_factory):
    from dataclasses import replace

    from editor.panel.findings_view import FindingsView
    from tests.unit.engine.test_answers import PARAGRAPHS, article

    report = engine_factory().score(article(PARAGRAPHS) + "\n\nIt is really very good.\n")
    assert report.findings
    view = FindingsView()
    view.resize(360, 400)
    view.show()
    qtbot.addWidget(view)
    view.show_report(report, lambda line, text: f"Line {line}: {text}")
    rows = [row.title for row in view.rows()]
    resets = []
    view.model().modelReset.connect(lambda: resets.append(1))
    # Three characters typed on a line before them all: same texts, other offsets.
    moved = replace(report, findings=tuple(replace(f, start=f.start + 3, end=f.end + 3)
                                           for f in report.findings))
    view.show_report(moved, lambda line, text: f"Line {line}: {text}")
    assert resets == [] and [row.title for row in view.rows()] == rows
    index = view.finding_indexes()[0]
    with qtbot.waitSignal(view.findingActivated) as activated:
        view.activated.emit(index)
    shown = index.data(Qt.ItemDataRole.UserRole + 1).finding
    assert activated.args[0] == shown and shown in moved.findings


# Offscreen there is no window manager to raise the tooltip's window.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_hovering_a_mark_shows_its_findings_and_keys_call_no_python_event_handler(
        qtbot, window):
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    editor = _marked_editor(window, 6)
    _put_caret(editor, 0)
    QTest.qWait(0)
    start, _end, mark = editor.marks()[0]
    cursor = editor.textCursor()
    cursor.setPosition(start + 3)
    where = editor.cursorRect(cursor).center()
    viewport = editor.viewport()
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, where,
                                                viewport.mapToGlobal(where)))
    assert QToolTip.isVisible() and QToolTip.text() == mark.tooltip
    # The hover is handled for the viewport: the editor's own events (seven per keystroke:
    # shortcut override, key press and release, input-method queries) stay in Qt.
    assert not any("event" in vars(cls) for cls in type(editor).__mro__
                   if cls.__module__.startswith("editor."))
    assert editor.receivers("2cursorPositionChanged()") == 0  # followed in focus mode only
