"""Run a function off the UI thread on the newest input only.

One job is in flight at a time. Input that arrives meanwhile replaces any
input still waiting, so after a burst of keystrokes exactly one more job runs,
on the newest text (ghostwriter's preview and qutebrowser's throttle do the
same). Results carry the revision they were computed for; the caller drops
stale ones.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QDeadlineTimer, QObject, QThread, Signal, Slot

_STILL_RUNNING: list[QThread] = []  # threads let go by shutdown() until they finish


def wait_for_let_go(timeout_ms: int) -> bool:
    """Wait up to ``timeout_ms`` for the threads :meth:`LatestOnlyRunner.shutdown` let go.

    Called as the app exits: a QThread destroyed while it runs aborts the process.
    Returns whether all of them finished.
    """
    deadline = QDeadlineTimer(timeout_ms)
    for thread in list(_STILL_RUNNING):
        thread.wait(deadline)
    _forget_finished()
    return not _STILL_RUNNING


def _forget_finished() -> None:
    """Drop the threads that have finished, from the UI thread. Never from the thread
    itself (its ``finished`` signal is sent from it while it still runs): the last
    reference going there destroyed a running QThread, and Qt aborted the app (R5)."""
    _STILL_RUNNING[:] = [thread for thread in _STILL_RUNNING if not thread.isFinished()]


class _Worker(QObject):
    finished = Signal(object, int)
    failed = Signal(str, int)

    def __init__(self, function: Callable[[Any], Any]) -> None:
        super().__init__()
        self._function = function

    @Slot(object, int)
    def run(self, payload: Any, revision: int) -> None:
        try:
            result = self._function(payload)
        except Exception as error:  # never let a worker die: report and carry on
            detail = "".join(traceback.format_exception_only(type(error), error)).strip()
            self.failed.emit(detail, revision)
            return
        self.finished.emit(result, revision)


class LatestOnlyRunner(QObject):
    """Runs ``function(payload)`` in a worker thread; newest payload wins.

    Signals:
        done(result, revision): a job finished.
        failed(message, revision): a job raised; the message is one line.
        busy(bool): whether a job is running.
    """

    done = Signal(object, int)
    failed = Signal(str, int)
    busy = Signal(bool)
    _request = Signal(object, int)

    def __init__(self, function: Callable[[Any], Any], name: str,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread(self)
        self._thread.setObjectName(name)
        self._worker = _Worker(function)
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.run)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self._thread.finished.connect(self._worker.deleteLater)
        self._thread.start()
        self._in_flight = False
        self._pending: tuple[Any, int] | None = None

    @property
    def in_flight(self) -> bool:
        return self._in_flight

    def submit(self, payload: Any, revision: int) -> None:
        """Run on ``payload`` now, or as soon as the running job ends."""
        if self._in_flight:
            self._pending = (payload, revision)
            return
        self._start(payload, revision)

    def _start(self, payload: Any, revision: int) -> None:
        self._in_flight = True
        self.busy.emit(True)
        self._request.emit(payload, revision)

    def _next(self) -> None:
        self._in_flight = False
        if self._pending is not None:
            payload, revision = self._pending
            self._pending = None
            self._start(payload, revision)
        else:
            self.busy.emit(False)

    @Slot(object, int)
    def _on_finished(self, result: Any, revision: int) -> None:
        self.done.emit(result, revision)
        self._next()

    @Slot(str, int)
    def _on_failed(self, message: str, revision: int) -> None:
        self.failed.emit(message, revision)
        self._next()

    def shutdown(self, wait_ms: int = 10_000) -> None:
        """Stop the worker thread, waiting up to ``wait_ms`` for a running job to finish."""
        self._pending = None
        self._thread.quit()
        if not self._thread.wait(wait_ms):
            # A job still runs (the preview of a huge document): a QThread destroyed while
            # it runs aborts the whole app, so it is let go to finish on its own.
            _forget_finished()
            thread = self._thread
            thread.setParent(None)
            _STILL_RUNNING.append(thread)
