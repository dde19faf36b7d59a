"""Helpers for tests that drive the real window: wait for reports, answer its dialogs."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLineEdit


def set_text_and_wait(qtbot, window, text: str) -> None:
    """Put ``text`` in the editor and wait until the panel shows its report."""
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        window.editor.set_text(text)
        window.scoring.score_now()


def answer_file_dialog(window, path: str | Path) -> None:
    """Type ``path`` into the next file dialog the window opens and accept it, as a
    writer would."""
    def answer():
        dialog = window.documents.file_dialog
        if dialog is not None and dialog.isVisible():
            dialog.findChild(QLineEdit, "fileNameEdit").setText(str(path))
            dialog.accept()
        else:
            QTimer.singleShot(20, answer)
    QTimer.singleShot(20, answer)


def dispose(window) -> None:
    """Close ``window`` without asking about its text and destroy it now, in this thread.

    A closed window left to Python's collector was destroyed whenever the collector
    next ran, in the middle of a later test with that test's workers busy: the
    suite crashed there now and then (CI, stop 29).
    """
    from PySide6.QtCore import QCoreApplication, QEvent

    if not shiboken6.isValid(window):
        return
    window.editor.document().setModified(False)
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
