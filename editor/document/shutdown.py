"""SIGTERM, SIGHUP, SIGINT and the end of the desktop session flush the recovery copies.

A terminated app used to exit without writing its recovery copy, losing what was
typed since the last autosave. Now the signal wakes the event loop (through a
socket pair, as Python signal handlers only run when Python code does), every
window writes its copy, the workers stop, and the app exits without questions:
the copies stay and are offered at the next start, as Vim keeps its swap file.
At the end of the session (``commitDataRequest``) and before any quit
(``aboutToQuit``) the copies are written too.
"""

from __future__ import annotations

import signal
import socket

from PySide6.QtCore import QSocketNotifier
from PySide6.QtWidgets import QApplication

_SIGNALS = ("SIGTERM", "SIGHUP", "SIGINT")
_state: dict[str, object] = {}


def _windows() -> list:
    from editor.window.main_window import MainWindow

    return [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]


def flush_all() -> None:
    """Write every window's recovery copy now."""
    for window in _windows():
        window.safety.flush_recovery()


def _flush_and_stop() -> None:
    flush_all()
    for window in _windows():
        window.stop_workers()  # a thread still running at exit aborts the process


def terminate(app: QApplication) -> None:
    """Flush the copies, stop the workers and leave the event loop (exit status 0)."""
    _flush_and_stop()
    app.exit(0)


def install(app: QApplication) -> None:
    """Handle termination signals and the end of the session for ``app``."""
    app.commitDataRequest.connect(lambda _manager: flush_all())
    app.aboutToQuit.connect(_flush_and_stop)
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    for name in _SIGNALS:
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), lambda _signum, _frame: None)
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)

    def woken() -> None:
        try:
            received = reader.recv(64)
        except OSError:
            return
        if received:
            terminate(app)

    notifier.activated.connect(woken)
    _state.update(reader=reader, writer=writer, notifier=notifier)
