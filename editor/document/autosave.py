"""Autosave: unsaved work reaches the recovery folder at most five seconds after it was typed.

A copy is written one second after the writer pauses, and at the latest five
seconds after the first change not yet copied, however fast they keep typing
(a timer that typing does not restart). The text is taken on the UI thread and
written by a worker, so a slow or full disk never stalls typing. :meth:`flush`
writes at once, on the calling thread, for SIGTERM and the end of the session.

The controller reports every write: when a copy could not be written anywhere,
``failing`` stays on (and the window says so) until a write succeeds again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from editor.document.recovery import RecoveryStore, WriteResult
from editor.scoring.background import LatestOnlyRunner

PAUSE_MS = 1_000  # after the writer stops typing
DEADLINE_MS = 5_000  # after the first change not yet copied, typing or not
RETRY_MS = 10_000  # while copies fail


@dataclass(frozen=True, slots=True)
class _Job:
    store: RecoveryStore
    doc_id: str
    text: str
    path: Path | None
    name: str
    version: int


def _write(job: _Job) -> WriteResult:
    return job.store.write(job.doc_id, job.text, job.path, job.name, job.version)


class Autosaver(QObject):
    """Keeps the recovery copy of one window's document current.

    Args:
        store: the recovery store.
        snapshot: returns ``(doc_id, text, path, name)`` of the document, or None when
            there is nothing unsaved to copy.

    Signals:
        written(WriteResult): a copy was written, or could not be written anywhere.
        failingChanged(bool): autosave started or stopped failing.
    """

    written = Signal(object)
    failingChanged = Signal(bool)

    def __init__(self, store: RecoveryStore,
                 snapshot: Callable[[], tuple[str, str, Path | None, str] | None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._snapshot = snapshot
        self.failing = False
        self.last_result: WriteResult | None = None
        self._closed = False
        self._pause = self._timer(PAUSE_MS)
        self._deadline = self._timer(DEADLINE_MS)
        self._retry = self._timer(RETRY_MS)
        self._runner = LatestOnlyRunner(_write, "geo-autosave", self)
        self._runner.done.connect(lambda result, _revision: self._report(result))
        self._runner.failed.connect(lambda message, _revision: self._report(
            WriteResult(False, None, (message,))))

    def _timer(self, interval: int) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(interval)
        timer.timeout.connect(self.save_soon)
        return timer

    def edited(self) -> None:
        """The text changed: copy it after a pause, and within five seconds at the latest."""
        self._pause.start()
        if not self._deadline.isActive():
            self._deadline.start()

    def save_soon(self) -> bool:
        """Take the text now and write it in the worker; False when nothing is unsaved."""
        self._pause.stop()
        self._deadline.stop()
        job = None if self._closed else self._job()
        if job is None:
            return False
        self._runner.submit(job, 0)
        return True

    def flush(self) -> WriteResult | None:
        """Write the copy now, on this thread (at exit, on SIGTERM); None if nothing is unsaved
        (or the window was closed: what it had was saved or discarded then)."""
        if self._closed:
            return None
        self._pause.stop()
        self._deadline.stop()
        job = self._job()
        if job is None:
            return None
        result = _write(job)
        self._report(result)
        return result

    def saved(self) -> None:
        """The document was saved or its changes discarded: no copy is needed any more."""
        self._pause.stop()
        self._deadline.stop()
        self._retry.stop()

    def _job(self) -> _Job | None:
        state = self._snapshot()
        if state is None:
            return None
        doc_id, text, path, name = state
        return _Job(self.store, doc_id, text, path, name, self.store.version(doc_id))

    def _report(self, result: WriteResult) -> None:
        self.last_result = result
        if result.ok:
            self._retry.stop()
        elif not self._retry.isActive():
            self._retry.start()
        if self.failing != (not result.ok):
            self.failing = not result.ok
            self.failingChanged.emit(self.failing)
        self.written.emit(result)

    @property
    def busy(self) -> bool:
        """A copy is being written or waits for its pause (or a retry) to run out."""
        return self._runner.in_flight or any(
            timer.isActive() for timer in (self._pause, self._deadline, self._retry))

    def shutdown(self) -> None:
        """Stop: no copy is written after this (the window closed, or the app exits)."""
        self._closed = True
        for timer in (self._pause, self._deadline, self._retry):
            timer.stop()
        self._runner.shutdown()
