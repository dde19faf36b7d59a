"""Keep Python's full garbage collections out of the writer's typing.

A full (oldest-generation) collection walks every object the app holds — the
scoring cache, spaCy's pipelines, Qt wrappers — and stops every thread while it
runs: about 40 ms with a 100,000-word article open, a visible hitch if it lands
between two keystrokes. Young-generation collections stay automatic (they are
cheap); full ones run when the writer pauses, or at the latest every few
minutes of non-stop typing.
"""

from __future__ import annotations

import gc
import time

from PySide6.QtCore import QObject, QTimer, Slot

#: Quiet time after the last edit before a full collection, in milliseconds.
IDLE_MS = 1500
#: Longest time without a full collection, in seconds, even if the writer never pauses.
MAX_INTERVAL_S = 180.0
# Python starts a full collection after this many second-generation ones; high
# enough that it never does on its own while the app runs.
_NEVER = 1_000_000


class IdleCollector(QObject):
    """Runs full collections in typing pauses instead of whenever Python decides."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        young, middle, _full = gc.get_threshold()
        gc.set_threshold(young, middle, _NEVER)
        self._last = time.monotonic()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.collect)
        self.collections = 0

    @Slot()
    def edited(self) -> None:
        """The writer changed the text: wait for the next pause."""
        if time.monotonic() - self._last > MAX_INTERVAL_S:
            self.collect()
            return
        self._timer.start(IDLE_MS)

    @Slot()
    def collect(self) -> None:
        self._timer.stop()
        gc.collect()
        self._last = time.monotonic()
        self.collections += 1


_collector: IdleCollector | None = None


def collector() -> IdleCollector:
    """The app's one collector (created on first use)."""
    global _collector
    if _collector is None:
        _collector = IdleCollector()
    return _collector
