"""Python's garbage collections on the UI thread only, and the full ones in typing pauses.

Two reasons to take collection out of Python's hands while the window runs:

* **Which thread.** Python collects in whichever thread happens to allocate past the
  threshold, and the scoring and preview workers allocate the most. A collection
  there frees whatever cyclic garbage exists, Qt objects of the UI thread included,
  and a Qt object destroyed from a foreign thread can crash the app (calibre,
  pyqtgraph and novelWriter pin collection to the UI thread for this reason). So
  while :meth:`IdleCollector.pin` is in force, automatic collection is off and a timer
  of the UI thread collects the young generations when Python would have.
* **When.** A full (oldest-generation) collection walks every object the app holds —
  the scoring cache, spaCy's pipelines, Qt wrappers — and stops every thread while
  it runs: about 40 ms with a 100,000-word article open, a visible hitch if it
  lands between two keystrokes. Full ones run when the writer pauses, or at the
  latest every few minutes of non-stop typing.
"""

from __future__ import annotations

import gc
import time

from PySide6.QtCore import QObject, QTimer, Slot

#: Quiet time after the last edit before a full collection, in milliseconds.
IDLE_MS = 1500
#: Longest time without a full collection, in seconds, even if the writer never pauses.
MAX_INTERVAL_S = 180.0
#: How often the UI thread looks whether the young generations are due, in milliseconds.
TICK_MS = 500
# Python starts a full collection after this many second-generation ones; high
# enough that it never does on its own while the app runs.
_NEVER = 1_000_000


class IdleCollector(QObject):
    """Runs young collections on the UI thread and full ones in typing pauses."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        young, middle, _full = gc.get_threshold()
        gc.set_threshold(young, middle, _NEVER)
        self._young, self._middle = young, middle
        self._last = time.monotonic()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.collect)
        self._tick = QTimer(self)
        self._tick.timeout.connect(self._collect_young)
        self.collections = 0

    @property
    def pinned(self) -> bool:
        """Whether collections run only on the UI thread (see :meth:`pin`)."""
        return self._tick.isActive()

    def pin(self) -> None:
        """Turn automatic collection off; from now on this thread's timer collects."""
        gc.disable()
        self._tick.start(TICK_MS)

    def unpin(self) -> None:
        """Give collection back to Python (tests, after their window is gone)."""
        self._tick.stop()
        gc.enable()

    @Slot()
    def _collect_young(self) -> None:
        # The engine pauses the collector while it scores and turns it back on if it
        # was on when it began; a scoring begun before pin() would leave it on.
        if gc.isenabled():
            gc.disable()
        young, middle, _full = gc.get_count()
        if middle >= self._middle:
            gc.collect(1)
        elif young >= self._young:
            gc.collect(0)

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
    """The app's one collector (created on first use, in the UI thread)."""
    global _collector
    if _collector is None:
        _collector = IdleCollector()
    return _collector
