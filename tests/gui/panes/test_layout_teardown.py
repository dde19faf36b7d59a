"""R17: the editor's layout is called by Qt while its document is being destroyed, when
the document is a QTextDocument no more; it must not touch it (the app died with
SIGSEGV after "'QObject' object has no attribute 'blockCount'")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject
from PySide6.QtGui import QTextDocument

from editor.text.block_layout import EditLayout

pytestmark = pytest.mark.gui


def test_a_change_reported_while_the_document_dies_is_ignored(qtbot):
    document = QTextDocument()
    layout = EditLayout(document)
    document.setDocumentLayout(layout)
    document.setPlainText("# Title\n\nSome text.\n")
    dying = QObject()  # what document() returns while the QTextDocument part is gone
    layout.document = lambda: dying
    layout._note_height(3, 0, 1)  # no AttributeError raised inside Qt's call
    layout.documentChanged(3, 0, 1)
    del layout.document
    document.setPlainText("# Title\n\nMore text.\n")  # and it still lays out afterwards
    assert layout.blockBoundingRect(document.findBlock(12)).height() > 0
