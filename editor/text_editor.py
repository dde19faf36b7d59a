"""The Markdown text editor: a QPlainTextEdit with writer's conveniences and GEO marks.

It knows nothing of scores: the window gives it :class:`EditorMark` spans
(already in Qt positions) with a colour and a tooltip, and it tints them, draws
a marker in the left margin and shows the tooltip on hover. Marks are held as
QTextCursors, so they follow the text while the writer types until the next
report replaces them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QToolTip, QWidget

from .theme import tint

_LIST_LINE = re.compile(r"^(\s*)([-+*]|(\d{1,9})([.)]))(\s+)(\[[ xX]\]\s+)?(.*)$")
_QUOTE_LINE = re.compile(r"^(\s*(?:>\s?)+)(.*)$")
INDENT = "    "  # Python-Markdown nests lists by four spaces


@dataclass(frozen=True, slots=True)
class EditorMark:
    """A span to highlight, in Qt positions, with its colour and hover text."""

    start: int
    end: int
    colour: str
    tooltip: str


class _Margin(QWidget):
    WIDTH = 8

    def __init__(self, editor: MarkdownEditor) -> None:
        super().__init__(editor)
        self._editor = editor

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(self.WIDTH, 0)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        self._editor.paint_margin(self, event)


class MarkdownEditor(QPlainTextEdit):
    """Plain-text Markdown editing with list continuation, indentation and GEO marks.

    Signals:
        revisionChanged(int): the text changed; the number only ever grows.
    """

    revisionChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.revision = 0
        self._preedit_only = False
        self._marks: list[tuple[QTextCursor, EditorMark]] = []
        self._margin = _Margin(self)
        self.setViewportMargins(_Margin.WIDTH + 4, 0, 0, 0)
        self.updateRequest.connect(self._on_update_request)
        self.document().contentsChange.connect(self._on_contents_change)
        self.setTabChangesFocus(False)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self._base_point_size = self.font().pointSizeF()
        self.setCenterOnScroll(False)

    # Text ------------------------------------------------------------------
    def text(self) -> str:
        """The document text with ``\\n`` line ends (non-breaking spaces kept)."""
        return self.document().toRawText().replace("\u2029", "\n").replace("\u2028", "\n")

    def set_text(self, text: str) -> None:
        self.setPlainText(text)
        self.document().setModified(False)

    def inputMethodEvent(self, event) -> None:  # noqa: N802 - Qt override
        # Qt reports every change of the composing (pre-edit) text as a contents
        # change, though the document text stays the same: do not count those, or
        # each keystroke of a Chinese input method would trigger a rescore.
        self._preedit_only = bool(event.preeditString()) and not event.commitString() \
            and not event.replacementLength()
        try:
            super().inputMethodEvent(event)
        finally:
            self._preedit_only = False

    def _on_contents_change(self, _position: int, removed: int, added: int) -> None:
        if self._preedit_only:
            return
        if removed or added:
            self.revision += 1
            self.revisionChanged.emit(self.revision)

    # Fonts ------------------------------------------------------------------
    def set_editor_font(self, family: str, size: float) -> None:
        font = QFont(family) if family else QFont(self.font())
        if size > 0:
            font.setPointSizeF(size)
        self.setFont(font)
        self._base_point_size = font.pointSizeF()

    def reset_zoom(self) -> None:
        font = self.font()
        font.setPointSizeF(self._base_point_size)
        self.setFont(font)

    # Marks ------------------------------------------------------------------
    def set_marks(self, marks: list[EditorMark]) -> None:
        """Replace the GEO marks (positions are Qt positions in the current text)."""
        length = self.document().characterCount() - 1
        self._marks = []
        for mark in marks:
            cursor = QTextCursor(self.document())
            cursor.setPosition(max(0, min(mark.start, length)))
            cursor.setPosition(max(0, min(mark.end, length)), QTextCursor.MoveMode.KeepAnchor)
            self._marks.append((cursor, mark))
        self._apply_marks()

    def marks(self) -> list[tuple[int, int, EditorMark]]:
        """Current marks with their live positions."""
        return [(c.selectionStart(), c.selectionEnd(), m) for c, m in self._marks]

    def _apply_marks(self) -> None:
        selections = []
        for cursor, mark in self._marks:
            selection = QTextEdit.ExtraSelection()
            selection.cursor = cursor
            fmt = QTextCharFormat()
            fmt.setBackground(tint(mark.colour))
            selection.format = fmt
            selections.append(selection)
        self.setExtraSelections(selections)
        self._margin.update()

    def mark_at(self, position: int) -> EditorMark | None:
        for cursor, mark in self._marks:
            if cursor.selectionStart() <= position < cursor.selectionEnd():
                return mark
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            pos = event.pos() - self.viewport().pos()
            cursor = self.cursorForPosition(pos)
            mark = self.mark_at(cursor.position())
            if mark is not None:
                QToolTip.showText(event.globalPos(), mark.tooltip, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    # Margin -------------------------------------------------------------------
    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        rect = self.contentsRect()
        self._margin.setGeometry(QRect(rect.left(), rect.top(), _Margin.WIDTH, rect.height()))

    def _on_update_request(self, rect: QRect, dy: int) -> None:
        if dy:
            self._margin.scroll(0, dy)
        else:
            self._margin.update(0, rect.y(), self._margin.width(), rect.height())

    def paint_margin(self, margin: QWidget, event: QPaintEvent) -> None:
        painter = QPainter(margin)
        painter.fillRect(event.rect(), self.palette().base())
        if not self._marks:
            return
        offset = self.contentOffset()
        top_visible = self.firstVisibleBlock().position()
        for cursor, mark in self._marks:
            if cursor.selectionEnd() < top_visible:
                continue
            first = self.document().findBlock(cursor.selectionStart())
            last = self.document().findBlock(max(cursor.selectionStart(),
                                                 cursor.selectionEnd() - 1))
            top = self.blockBoundingGeometry(first).translated(offset).top()
            bottom = self.blockBoundingGeometry(last).translated(offset).bottom()
            if top > margin.height():
                break
            painter.fillRect(QRect(1, int(top) + 1, _Margin.WIDTH - 3, int(bottom - top) - 2),
                             QColor(mark.colour))

    # Keys ---------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        key, mods = event.key(), event.modifiers()
        plain = not (mods & ~Qt.KeyboardModifier.KeypadModifier)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and plain and self._continue_block():
            return
        if key == Qt.Key.Key_Tab and plain and self._indent_list(+1):
            return
        if key == Qt.Key.Key_Backtab and self._indent_list(-1):
            return
        super().keyPressEvent(event)

    def _continue_block(self) -> bool:
        """Enter in a list item or quote starts the next one; on an empty one, ends it."""
        cursor = self.textCursor()
        if cursor.hasSelection():
            return False
        line = cursor.block().text()
        if cursor.positionInBlock() < len(line):
            return False
        item = _LIST_LINE.match(line)
        if item:
            indent, _marker, number, delimiter, space, task, body = item.groups()
            if not body.strip():
                self._clear_line(cursor)
                return True
            marker = f"{int(number) + 1}{delimiter}" if number else item.group(2)
            cursor.insertText("\n" + indent + marker + space + ("[ ] " if task else ""))
            self.ensureCursorVisible()
            return True
        quote = _QUOTE_LINE.match(line)
        if quote and line.strip() not in (">",):
            cursor.insertText("\n" + quote.group(1))
            self.ensureCursorVisible()
            return True
        if quote:
            self._clear_line(cursor)
            return True
        return False

    def _clear_line(self, cursor: QTextCursor) -> None:
        cursor.movePosition(QTextCursor.MoveOperation.StartOfBlock)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        self.setTextCursor(cursor)

    def _indent_list(self, direction: int) -> bool:
        """Tab / Shift+Tab on list items (or selected lines of them) nests or un-nests them."""
        cursor = self.textCursor()
        doc = self.document()
        first = doc.findBlock(cursor.selectionStart())
        last = doc.findBlock(cursor.selectionEnd())
        blocks = []
        block = first
        while block.isValid():
            blocks.append(block)
            if block == last:
                break
            block = block.next()
        if not all(_LIST_LINE.match(b.text()) for b in blocks):
            return False
        edit = QTextCursor(doc)
        edit.beginEditBlock()
        for b in blocks:
            edit.setPosition(b.position())
            if direction > 0:
                edit.insertText(INDENT)
            else:
                leading = len(b.text()) - len(b.text().lstrip(" "))
                remove = min(len(INDENT), leading)
                if remove:
                    edit.setPosition(b.position() + remove, QTextCursor.MoveMode.KeepAnchor)
                    edit.removeSelectedText()
        edit.endEditBlock()
        return True

    # Formatting commands --------------------------------------------------------
    def wrap_selection(self, before: str, after: str | None = None,
                       placeholder: str = "") -> None:
        """Surround the selection (or a placeholder) with ``before``/``after``."""
        after = before if after is None else after
        cursor = self.textCursor()
        selected = cursor.selectedText().replace("\u2029", "\n") or placeholder
        cursor.beginEditBlock()
        cursor.insertText(before + selected + after)
        cursor.endEditBlock()
        if not cursor.hasSelection() and selected == placeholder and placeholder:
            cursor.setPosition(cursor.position() - len(after) - len(placeholder))
            cursor.setPosition(cursor.position() + len(placeholder),
                               QTextCursor.MoveMode.KeepAnchor)
            self.setTextCursor(cursor)

    def insert_link(self, url: str = "https://") -> None:
        cursor = self.textCursor()
        label = cursor.selectedText() or "link"
        cursor.insertText(f"[{label}]({url})")

    def set_heading_level(self, level: int) -> None:
        """Make the current line a heading of ``level`` (0 removes the heading)."""
        cursor = self.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.StartOfBlock)
        line = cursor.block().text()
        stripped = re.sub(r"^\s*#{1,6}\s*", "", line)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        cursor.insertText(("#" * level + " " if level else "") + stripped)

    def select_span(self, start: int, end: int) -> None:
        """Select Qt positions ``start``..``end`` and scroll them into view."""
        length = self.document().characterCount() - 1
        cursor = QTextCursor(self.document())
        cursor.setPosition(max(0, min(start, length)))
        cursor.setPosition(max(0, min(end, length)), QTextCursor.MoveMode.KeepAnchor)
        self.setTextCursor(cursor)
        self.centerCursor()
        self.setFocus()
