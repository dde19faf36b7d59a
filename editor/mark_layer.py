"""GEO marks in the editor: where they are, how they look, what their tooltip says.

Marks come in three scopes, drawn as a writer knows them from Hemingway: a word
(a filler, a hedge) gets a coloured underline on a tint, a sentence a stronger
tint, and a whole paragraph only a light tint — and only paragraph- and
sentence-level marks put a marker in the left margin. Marks are held as
QTextCursors, so they follow the text while the writer types until the next
report replaces them.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtGui import QColor, QPainter, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QWidget

from .theme import tint

#: Narrow scopes first: they are drawn last (on top) and listed first in a tooltip.
SCOPE_ORDER = {"word": 0, "sentence": 1, "paragraph": 2, "document": 3}
TOOLTIP_FINDINGS = 3


@dataclass(frozen=True, slots=True)
class EditorMark:
    """A span to mark, in Qt positions, with its colour, scope and hover text."""

    start: int
    end: int
    colour: str
    tooltip: str
    scope: str = "paragraph"


class MarkLayer:
    """The marks of one editor: their cursors, extra selections, margin and tooltip."""

    def __init__(self, editor: QPlainTextEdit) -> None:
        self._editor = editor
        self._marks: list[tuple[QTextCursor, EditorMark]] = []
        self.alphas = (34, 60, 90)
        self.visible = True

    def set_marks(self, marks: list[EditorMark]) -> None:
        """Replace the marks (positions are Qt positions in the current text)."""
        document = self._editor.document()
        length = document.characterCount() - 1
        ordered = sorted(marks, key=lambda m: (-SCOPE_ORDER.get(m.scope, 2), m.start))
        self._marks = []
        for mark in ordered:
            cursor = QTextCursor(document)
            cursor.setPosition(max(0, min(mark.start, length)))
            cursor.setPosition(max(0, min(mark.end, length)), QTextCursor.MoveMode.KeepAnchor)
            self._marks.append((cursor, mark))

    def marks(self) -> list[tuple[int, int, EditorMark]]:
        """Current marks with their live positions."""
        return [(c.selectionStart(), c.selectionEnd(), m) for c, m in self._marks]

    def selections(self) -> list[QTextEdit.ExtraSelection]:
        if not self.visible:
            return []
        paragraph, sentence, word = self.alphas
        out = []
        drawn: set[tuple[int, int, str]] = set()
        for cursor, mark in self._marks:
            # Several findings about the same span are drawn once (their tooltips are
            # all kept): stacked translucent tints would darken into a wall of colour.
            key = (cursor.selectionStart(), cursor.selectionEnd(), mark.scope)
            if key in drawn:
                continue
            drawn.add(key)
            fmt = QTextCharFormat()
            if mark.scope == "word":
                fmt.setBackground(tint(mark.colour, word))
                fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.SingleUnderline)
                fmt.setUnderlineColor(QColor(mark.colour))
            else:
                fmt.setBackground(tint(mark.colour, sentence if mark.scope == "sentence"
                                       else paragraph))
            selection = QTextEdit.ExtraSelection()
            selection.cursor = cursor
            selection.format = fmt
            out.append(selection)
        return out

    def marks_at(self, position: int) -> list[EditorMark]:
        """The marks under ``position``, narrowest first."""
        found = [m for c, m in self._marks if c.selectionStart() <= position < c.selectionEnd()]
        return sorted(found, key=lambda m: SCOPE_ORDER.get(m.scope, 2))

    def tooltip_at(self, position: int) -> str | None:
        """At most three findings under ``position``, and how many more there are."""
        if not self.visible:
            return None
        found = self.marks_at(position)
        if not found:
            return None
        shown = [m.tooltip for m in found[:TOOLTIP_FINDINGS]]
        more = len(found) - len(shown)
        if more:
            more_text = QCoreApplication.translate("MarkLayer", "… and %1 more (see the GEO panel)")
            shown.append(more_text.replace("%1", str(more)))
        return "\n\n".join(shown)

    def paint_margin(self, margin: QWidget, rect: QRect, width: int) -> None:
        editor = self._editor
        painter = QPainter(margin)
        painter.fillRect(rect, editor.palette().base())
        if not self._marks or not self.visible:
            return
        offset = editor.contentOffset()
        top_visible = editor.firstVisibleBlock().position()
        document = editor.document()
        for cursor, mark in self._marks:
            if mark.scope == "word" or cursor.selectionEnd() < top_visible:
                continue
            first = document.findBlock(cursor.selectionStart())
            last = document.findBlock(max(cursor.selectionStart(), cursor.selectionEnd() - 1))
            top = editor.blockBoundingGeometry(first).translated(offset).top()
            if top > margin.height():
                continue
            bottom = editor.blockBoundingGeometry(last).translated(offset).bottom()
            painter.fillRect(QRect(1, int(top) + 1, width - 3, max(2, int(bottom - top) - 2)),
                             QColor(mark.colour))
