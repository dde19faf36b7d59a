"""Long documents must not crash the editor through a Qt-binding reference leak.

PySide6 6.12.0 drops a reference to None every time a QSyntaxHighlighter attached
to a QPlainTextEdit formats a line; after a few thousand lines None's count hits
zero and Python aborts ("deallocating None"). pyproject.toml keeps 6.12 out; this
test fails if a release with the bug gets installed again.
"""

from __future__ import annotations

import sys

import pytest

from editor.text.highlighter import MarkdownHighlighter
from editor.text.text_editor import MarkdownEditor
from tests.benchmarks.docgen import generate

pytestmark = pytest.mark.gui


def test_highlighting_a_long_document_keeps_none_alive(qtbot):
    editor = MarkdownEditor()
    qtbot.addWidget(editor)
    MarkdownHighlighter(editor.document())
    text = generate("en", 20_000)
    before = sys.getrefcount(None)
    editor.setPlainText(text)
    lines = editor.document().blockCount()
    assert lines > 1_000
    # A healthy binding leaves the count where it was (give or take a few references
    # held by new objects); the faulty one loses about one per formatted line.
    assert sys.getrefcount(None) - before > -lines // 4
