"""The Markdown text editor: a QPlainTextEdit with writer's conveniences and GEO marks.

It knows nothing of scores: the window gives it :class:`EditorMark` spans
(already in Qt positions) with a colour, a scope and a tooltip, and the
:class:`~editor.text.mark_layer.MarkLayer` draws them. The text sits in a centred
column of a comfortable width (about 70 characters by default, as in iA Writer
and Typora); in focus mode the paragraphs around the caret's are dimmed and
the marks are hidden.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QPaintEvent,
    QPalette,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QToolTip, QWidget

from editor.text.block_layout import EditLayout
from editor.text.mark_layer import EditorMark, MarkLayer
from editor.text.markdown_commands import INDENT, MarkdownCommands

__all__ = ["INDENT", "DroppableEditor", "EditorMark", "MarkdownEditor"]


class _Margin(QWidget):
    WIDTH = 8

    def __init__(self, editor: MarkdownEditor) -> None:
        super().__init__(editor)
        self._editor = editor
        # It paints every pixel of what it is asked to (base colour, then markers): Qt
        # need not paint the editor's background and frame under it first.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(self.WIDTH, 0)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        self._editor.mark_layer.paint_margin(self, event.rect(), self.WIDTH)


class MarkdownEditor(MarkdownCommands):
    """Plain-text Markdown editing with list continuation, indentation and GEO marks.

    Signals:
        revisionChanged(int): the text changed; the number only ever grows.
    """

    revisionChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        document = QTextDocument(self)
        document.setDocumentLayout(EditLayout(document))
        self.setDocument(document)
        self.revision = 0
        self._preedit_only = False
        self.mark_layer = MarkLayer(self)
        self._margin = _Margin(self)
        self._margin_lines = -1  # the document's line count when the margin was repainted
        self.column_chars = 0  # 0: the text fills the pane
        self.focus_mode = False
        self._dimmed_range: tuple[int, int] | None = None
        self._dim_selections: list[QTextEdit.ExtraSelection] = []
        # The sides of a centred column are the page, not the window around it.
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.setAutoFillBackground(True)
        self._update_margins()
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

    def insertFromMimeData(self, source) -> None:  # noqa: N802 - Qt override
        if not self.link_pasted_url(source):
            super().insertFromMimeData(source)

    # Fonts and the text column ----------------------------------------------------
    def set_editor_font(self, family: str, size: float) -> None:
        font = QFont(family) if family else QFont(self.font())
        if size > 0:
            font.setPointSizeF(size)
        self.setFont(font)
        self._base_point_size = font.pointSizeF()
        self._update_margins()

    def reset_zoom(self) -> None:
        font = self.font()
        font.setPointSizeF(self._base_point_size)
        self.setFont(font)
        self._update_margins()

    def set_column_width(self, chars: int) -> None:
        """Keep lines to about ``chars`` characters in a centred column (0: no limit)."""
        self.column_chars = max(0, chars)
        self._update_margins()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._update_margins()

    def _update_margins(self) -> None:
        left, right = _Margin.WIDTH + 4, 0
        if self.column_chars:
            column = self.column_chars * self.fontMetrics().averageCharWidth() + 8
            scrollbar = self.verticalScrollBar().sizeHint().width()
            extra = self.width() - 2 * self.frameWidth() - scrollbar - left - column
            if extra > 0:
                left, right = left + extra // 2, extra - extra // 2
        margins = self.viewportMargins()
        if (left, right) != (margins.left(), margins.right()):
            self.setViewportMargins(left, 0, right, 0)
        self._place_margin()

    def _place_margin(self) -> None:
        rect = self.contentsRect()
        x = rect.left() + self.viewportMargins().left() - _Margin.WIDTH - 4
        self._margin.setGeometry(QRect(max(rect.left(), x), rect.top(), _Margin.WIDTH,
                                       rect.height()))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        # The column's margins first: the text is then laid out for the viewport it will
        # have. The other way round a window opened wide kept lines as long as the old
        # viewport, cut off at the column's right edge.
        self._update_margins()
        super().resizeEvent(event)

    # Focus mode ---------------------------------------------------------------
    def set_focus_mode(self, on: bool) -> None:
        """Dim every paragraph but the caret's, and hide the marks."""
        if on != self.focus_mode:
            # Followed only in focus mode: a call per caret move would be wasted otherwise.
            if on:
                self.cursorPositionChanged.connect(self._update_dimming)
            else:
                self.cursorPositionChanged.disconnect(self._update_dimming)
        self.focus_mode = on
        self.mark_layer.visible = not on
        self._dimmed_range = None
        self._update_dimming()
        self._margin.update()

    def _paragraph_range(self) -> tuple[int, int]:
        """Start and end of the Markdown paragraph (lines up to blank ones) at the caret."""
        block = self.textCursor().block()
        first = last = block
        while first.previous().isValid() and first.previous().text().strip():
            first = first.previous()
        while last.next().isValid() and last.next().text().strip():
            last = last.next()
        return first.position(), last.position() + last.length() - 1

    def _update_dimming(self) -> None:
        selections: list[QTextEdit.ExtraSelection] = []
        if self.focus_mode:
            current = self._paragraph_range()
            if current == self._dimmed_range:
                return
            self._dimmed_range = current
            text = self.palette().color(QPalette.ColorRole.Text)
            base = self.palette().color(QPalette.ColorRole.Base)
            dim = QColor((text.red() + 2 * base.red()) // 3, (text.green() + 2 * base.green()) // 3,
                         (text.blue() + 2 * base.blue()) // 3)
            fmt = QTextCharFormat()
            fmt.setForeground(dim)
            end = self.document().characterCount() - 1
            for start, stop in ((0, current[0]), (current[1], end)):
                if stop > start:
                    cursor = QTextCursor(self.document())
                    cursor.setPosition(start)
                    cursor.setPosition(stop, QTextCursor.MoveMode.KeepAnchor)
                    selection = QTextEdit.ExtraSelection()
                    selection.cursor = cursor
                    selection.format = fmt
                    selections.append(selection)
        elif not self._dim_selections:
            return
        self._dim_selections = selections
        self._apply_selections()

    def dimmed_ranges(self) -> list[tuple[int, int]]:
        """The dimmed spans in focus mode (for tests)."""
        return [(s.cursor.selectionStart(), s.cursor.selectionEnd()) for s in self._dim_selections]

    # Marks ------------------------------------------------------------------
    def set_marks(self, marks: list[EditorMark],
                  alphas: tuple[int, int, int] | None = None) -> None:
        """Replace the GEO marks (positions are Qt positions in the current text).

        The tints are drawn again only when the marks or their alphas changed: new extra
        selections repaint the whole view.
        """
        restyled = alphas is not None and alphas != self.mark_layer.alphas
        if restyled:
            self.mark_layer.alphas = alphas
        if self.mark_layer.set_marks(marks) or restyled:
            self._apply_selections()

    def marks(self) -> list[tuple[int, int, EditorMark]]:
        """Current marks with their live positions."""
        return self.mark_layer.marks()

    def mark_at(self, position: int) -> EditorMark | None:
        found = self.mark_layer.marks_at(position)
        return found[0] if found else None

    def _apply_selections(self) -> None:
        self.setExtraSelections(self.mark_layer.selections() + self._dim_selections)
        self._margin.update()

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802 - Qt override
        # Hovering a mark shows its findings. Handled for the viewport (which gets a paint
        # event or so per keystroke), not in event(): the editor itself gets seven events
        # per keystroke (shortcut override, key press and release, input-method queries)
        # and each would be a call into Python.
        if event.type() == QEvent.Type.ToolTip:
            tooltip = self.mark_layer.tooltip_at(self.cursorForPosition(event.pos()).position())
            if tooltip:
                QToolTip.showText(event.globalPos(), tooltip, self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)

    def _on_update_request(self, rect: QRect, dy: int) -> None:
        if dy:
            self._margin.scroll(0, dy)
            return
        # A marker spans whole lines, from its mark's first line to its last. Typing in a
        # line that keeps its height (or the caret blinking) repaints that line alone and
        # leaves every marker where it was: the margin is repainted only when lines move
        # (the document's line count changed) or the whole view is.
        lines = self.document().lineCount()
        if lines != self._margin_lines or rect.height() >= self.viewport().height():
            self._margin_lines = lines
            self._margin.update(0, rect.y(), self._margin.width(),
                                self._margin.height() - rect.y())

    # Keys ---------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        key, mods = event.key(), event.modifiers()
        plain = not (mods & ~Qt.KeyboardModifier.KeypadModifier)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and plain and self.continue_block():
            return
        if key == Qt.Key.Key_Tab and plain and self.indent_lines(+1):
            return
        if key == Qt.Key.Key_Backtab and self.indent_lines(-1):
            return
        super().keyPressEvent(event)

    def select_span(self, start: int, end: int) -> None:
        """Select Qt positions ``start``..``end`` and scroll them into view."""
        length = self.document().characterCount() - 1
        cursor = QTextCursor(self.document())
        cursor.setPosition(max(0, min(start, length)))
        cursor.setPosition(max(0, min(end, length)), QTextCursor.MoveMode.KeepAnchor)
        self.setTextCursor(cursor)
        self.centerCursor()
        self.setFocus()


class DroppableEditor(MarkdownEditor):
    """The editor, except that dropped files are opened rather than pasted as paths.

    Signals:
        fileDropped(str): a local file was dropped on the text.
    """

    fileDropped = Signal(str)

    def canInsertFromMimeData(self, source) -> bool:  # noqa: N802 - Qt override
        return source.hasUrls() or super().canInsertFromMimeData(source)

    def insertFromMimeData(self, source) -> None:  # noqa: N802 - Qt override
        local = [u.toLocalFile() for u in source.urls() if u.isLocalFile()] if source.hasUrls() \
            else []
        if local:
            self.fileDropped.emit(local[0])
            return
        super().insertFromMimeData(source)
