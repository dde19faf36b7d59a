"""Strings from files and documents shown by Qt as the text they are, never as HTML.

Qt guesses: a label, a message box or a tooltip whose text *looks* like HTML is
rendered as HTML, so a file named ``<a href=…>x.md`` would show a live link in the
Save prompt and ``<img src=/local/file width=3000>`` a huge tooltip. Everything that
can carry a file name, a heading or a document's text goes through here.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox


def plain_box(box: QMessageBox) -> QMessageBox:
    """Make every text of ``box`` plain (call it after its texts are set): Qt creates
    the informative label only when that text is set, so each label is set here."""
    box.setTextFormat(Qt.TextFormat.PlainText)
    for label in box.findChildren(QLabel):
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setOpenExternalLinks(False)
        label.setTextInteractionFlags(label.textInteractionFlags()
                                      & ~Qt.TextInteractionFlag.LinksAccessibleByMouse)
    return box


def plain_label(label: QLabel) -> QLabel:
    """``label`` showing its text as it is."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` as it is. Tooltips have no text format of their
    own: escaped HTML in a block that keeps line breaks is the only sure way."""
    if not text:
        return ""
    return f'<p style="white-space: pre-wrap">{html.escape(text, quote=False)}</p>'
