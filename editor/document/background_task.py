"""Run a slow step (reading a large file, exporting) off the UI thread, with a progress
dialog, for callers that want its result right away.

:func:`run_with_progress` starts the function in a worker thread and runs a local
event loop until it returns: the window keeps painting and answering meanwhile.
If it takes longer than a moment, a window-modal progress dialog with a Cancel
button appears (window-modal: the writer cannot edit the text the step works on).
Cancelling returns at once; the worker's result is then thrown away.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QEventLoop, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

T = TypeVar("T")

#: A step shorter than this shows no dialog.
SHOW_AFTER_MS = 400


class CancelledError(Exception):
    """The writer cancelled the step."""


class _Finished(QObject):
    done = Signal()


def progress_dialog(parent: QWidget, label: str) -> QProgressDialog:
    """A window-modal progress dialog (busy until given a range) with a Cancel button."""
    dialog = QProgressDialog(parent)  # its own Cancel button, translated by Qt
    dialog.setLabelText(label)
    dialog.setRange(0, 0)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(0)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.setWindowTitle(parent.windowTitle())
    return dialog


def run_with_progress(parent: QWidget, label: str, function: Callable[[], T],
                      show_after_ms: int = SHOW_AFTER_MS) -> T:
    """``function()`` run in a worker thread while the event loop keeps running.

    Returns:
        What ``function`` returned.

    Raises:
        CancelledError: the writer pressed Cancel.
        Exception: whatever ``function`` raised.
    """
    outcome: dict[str, Any] = {}
    finished = _Finished()
    loop = QEventLoop()
    finished.done.connect(loop.quit, Qt.ConnectionType.QueuedConnection)

    def work() -> None:
        try:
            outcome["result"] = function()
        except BaseException as error:  # handed to the UI thread, raised there
            outcome["error"] = error
        finished.done.emit()

    worker = threading.Thread(target=work, name="geo-task", daemon=True)
    dialog: list[QProgressDialog] = []

    def show() -> None:
        if "result" in outcome or "error" in outcome:
            return
        box = progress_dialog(parent, label)
        box.canceled.connect(loop.quit)
        dialog.append(box)
        box.show()

    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(show)
    timer.start(show_after_ms)
    worker.start()
    if "result" not in outcome and "error" not in outcome:
        loop.exec()
    timer.stop()
    cancelled = bool(dialog) and dialog[0].wasCanceled()
    for box in dialog:
        box.close()
        box.deleteLater()
    if cancelled and "result" not in outcome and "error" not in outcome:
        raise CancelledError()
    worker.join(0.1)
    if "error" in outcome:
        raise outcome["error"]
    return outcome["result"]
