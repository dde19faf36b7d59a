"""Put a large text into the editor a slice at a time, so the window never freezes.

``setPlainText`` lays out and highlights the whole text in one go: a 20 MB file
held the UI thread for 12 s (1 MB for half a second). A large text is instead
appended in slices of about :data:`SLICE_SECONDS`, the event loop running
between them, with a progress dialog. The editor is read-only meanwhile and its
signals are held back, so nothing scores, renders or autosaves half a document;
one change is announced at the end.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from editor.document.background_task import CancelledError, progress_dialog

#: Texts up to this many characters go in at once.
DIRECT_LIMIT = 256 * 1024

#: UI-thread time one slice may take, in seconds.
SLICE_SECONDS = 0.03


def _announce(editor: QPlainTextEdit) -> None:
    # The slices were inserted with signals held back: tell the window once.
    if hasattr(editor, "revisionChanged"):
        editor.revision += 1
        editor.revisionChanged.emit(editor.revision)


def set_text(window: QWidget, editor: QPlainTextEdit, text: str, label: str) -> None:
    """Replace the editor's text with ``text``; unmodified, undo history cleared.

    Raises:
        CancelledError: the writer cancelled; the editor is then empty.
    """
    if len(text) <= DIRECT_LIMIT:
        editor.setPlainText(text)
        editor.document().setModified(False)
        return
    document = editor.document()
    dialog = progress_dialog(window, label)
    dialog.setRange(0, len(text))
    loop = QEventLoop()
    state = {"pos": 0, "size": 64 * 1024, "cancelled": False}
    editor.setPlainText("")
    document.setUndoRedoEnabled(False)
    editor.setReadOnly(True)
    blocked = editor.blockSignals(True)

    def step() -> None:
        if dialog.wasCanceled():
            state["cancelled"] = True
            loop.quit()
            return
        start = time.perf_counter()
        pos = state["pos"]
        end = min(len(text), pos + state["size"])
        if end < len(text):
            newline = text.rfind("\n", pos, end)
            end = newline + 1 if newline > pos else end
        cursor = QTextCursor(document)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(text[pos:end])
        state["pos"] = end
        spent = time.perf_counter() - start
        # Aim each slice at SLICE_SECONDS whatever the machine and the text.
        factor = max(0.5, min(2.0, SLICE_SECONDS / spent)) if spent > 0 else 2.0
        state["size"] = max(4096, int(state["size"] * factor))
        dialog.setValue(end)
        if end >= len(text):
            loop.quit()
        else:
            QTimer.singleShot(0, step)

    QTimer.singleShot(0, step)
    dialog.show()
    try:
        loop.exec()
    finally:
        dialog.close()
        dialog.deleteLater()
        editor.blockSignals(blocked)
        editor.setReadOnly(False)
        document.setUndoRedoEnabled(True)
    if state["cancelled"]:
        editor.setPlainText("")
        document.setModified(False)
        raise CancelledError()
    editor.moveCursor(QTextCursor.MoveOperation.Start)
    document.setModified(False)
    _announce(editor)
