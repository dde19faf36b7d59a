"""GEO marks in the editor: where they are, how they look, what their tooltip says.

Marks come in three scopes, drawn as a writer knows them from Hemingway: a word
(a filler, a hedge) gets a coloured underline on a tint, a sentence a stronger
tint, and a whole paragraph only a light tint — and only paragraph- and
sentence-level marks put a marker in the left margin. Marks are held as
QTextCursors, so they follow the text while the writer types until the next
report replaces them.

The margin is repainted with each keystroke (the edited line's strip), so it
looks only at the marks near that strip: edits move the marks' positions but
never reorder them, so an index built when the report arrives stays valid.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtGui import QColor, QPainter, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QWidget

from editor.window.theme import tint

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
        # The marks with a margin marker, by start; _reach[i] is the one of
        # _margin[:i + 1] that ends last (edits keep both orders).
        self._margin: list[tuple[QTextCursor, EditorMark]] = []
        self._reach: list[QTextCursor] = []
        self.alphas = (34, 60, 90)
        self.visible = True

    def set_marks(self, marks: list[EditorMark]) -> bool:
        """Replace the marks (positions are Qt positions in the current text).

        Returns False, and keeps the marks as they are, when the new ones are the
        marks already shown where they now stand (a report after typing that changed
        no finding): nothing needs drawing again.
        """
        document = self._editor.document()
        length = document.characterCount() - 1
        ordered = sorted(marks, key=lambda m: (-SCOPE_ORDER.get(m.scope, 2), m.start))
        spans = [(max(0, min(m.start, length)), max(0, min(m.end, length))) for m in ordered]
        if len(ordered) == len(self._marks) and all(
                (c.selectionStart(), c.selectionEnd(), m.colour, m.tooltip, m.scope)
                == (*span, new.colour, new.tooltip, new.scope)
                for (c, m), new, span in zip(self._marks, ordered, spans, strict=True)):
            return False
        self._marks = []
        for mark, (start, end) in zip(ordered, spans, strict=True):
            cursor = QTextCursor(document)
            cursor.setPosition(start)
            cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
            self._marks.append((cursor, mark))
        self._margin = sorted(((c, m) for c, m in self._marks if m.scope != "word"),
                              key=lambda item: item[0].selectionStart())
        self._reach = []
        for cursor, _mark in self._margin:
            if not self._reach or cursor.selectionEnd() > self._reach[-1].selectionEnd():
                self._reach.append(cursor)
            else:
                self._reach.append(self._reach[-1])
        return True

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
        """Paint the markers of the paragraph and sentence marks in ``rect`` of ``margin``
        (which lies beside the viewport, at the same height)."""
        editor = self._editor
        painter = QPainter(margin)
        painter.fillRect(rect, editor.palette().base())
        if not self._margin or not self.visible:
            return
        first = editor.cursorForPosition(QPoint(0, rect.top())).block().position()
        last = editor.cursorForPosition(QPoint(editor.viewport().width(), rect.bottom()))
        last = last.block().position() + last.block().length()
        shown = self._margin
        # Marks that start before the strip's end, then back while one of them reaches it.
        index = bisect_right(shown, last, key=lambda item: item[0].selectionStart()) - 1
        found = []
        while index >= 0 and self._reach[index].selectionEnd() >= first:
            if shown[index][0].selectionEnd() >= first:
                found.append(shown[index])
            index -= 1
        # Paragraph markers first, sentence markers on top of them.
        found.sort(key=lambda item: -SCOPE_ORDER.get(item[1].scope, 2))
        offset = editor.contentOffset()
        document = editor.document()
        for cursor, mark in found:
            start, end = cursor.selectionStart(), cursor.selectionEnd()
            top = editor.blockBoundingGeometry(document.findBlock(start)).translated(offset).top()
            bottom = editor.blockBoundingGeometry(document.findBlock(max(start, end - 1))) \
                .translated(offset).bottom()
            painter.fillRect(QRect(1, int(top) + 1, width - 3, max(2, int(bottom - top) - 2)),
                             QColor(mark.colour))
