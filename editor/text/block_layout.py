"""The editor's document layout: a keystroke repaints its paragraph, not the whole view.

QSyntaxHighlighter applies a line's formats with ``QTextLayout.setFormats``, which
throws the line's layout away. Qt's plain-text layout then cannot tell whether the
paragraph kept its height and repaints the whole viewport — on every keystroke in
any line the highlighter colours (a heading, a list item, a line with a link or
bold text), which cost more CPU than everything else a keystroke does.

:class:`EditLayout` notes the paragraph's height when the text changes (before the
highlighter runs) and, if the paragraph comes out of its new layout at that same
height, lets Qt repaint just that paragraph. A paragraph that grew or shrank (a
new wrapped line) still repaints everything below it, as Qt does.
"""

from __future__ import annotations

from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QPlainTextDocumentLayout


class EditLayout(QPlainTextDocumentLayout):
    """A QPlainTextDocumentLayout that repaints only the edited paragraph when it can.

    Create it on a document before any QSyntaxHighlighter is attached to that
    document: its note of the height must be taken before the highlighter runs.
    """

    def __init__(self, document: QTextDocument) -> None:
        super().__init__(document)
        self._before: tuple[int, float] | None = None  # (block number, height) at the edit
        self._block_count = document.blockCount()
        document.contentsChange.connect(self._note_height)

    def _note_height(self, position: int, _removed: int, _added: int) -> None:
        document = self.document()
        if not isinstance(document, QTextDocument):
            return  # being destroyed (see documentChanged)
        block = document.findBlock(position)
        # The block still holds the lines of its last layout (the text changed, the lines
        # did not yet): their height is the height on screen.
        if block.isValid() and block.layout().lineCount():
            self._before = (block.blockNumber(), self.blockBoundingRect(block).height())
        else:
            self._before = None

    def documentChanged(self, position: int, removed: int, added: int) -> None:  # noqa: N802
        before, self._before = self._before, None
        document = self.document()
        if not isinstance(document, QTextDocument):
            # Called while the document is being destroyed, when it is a QTextDocument no
            # more: touching it raised inside Qt's call and the app died with SIGSEGV
            # (issue 24, R17). There is nothing left to lay out.
            return
        if before is not None and document.blockCount() == self._block_count:
            block = document.findBlock(position)
            if block.blockNumber() == before[0] and not block.layout().lineCount() and \
                    block == document.findBlock(max(0, position + added - 1)):
                # blockBoundingRect lays the block out again. At the same height, Qt's
                # own check below finds it unchanged and repaints only this block (told
                # that nothing was removed: it takes removed + added characters from
                # ``position`` as the changed span, which would reach the next block).
                if self.blockBoundingRect(block).height() == before[1]:
                    removed = 0
                else:  # grew or shrank: Qt repaints everything below it
                    block.clearLayout()
        self._block_count = document.blockCount()
        super().documentChanged(position, removed, added)
