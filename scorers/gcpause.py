"""Pause Python's cycle collector while the engine scores.

Scoring a long article creates hundreds of thousands of small objects, and the
analyses it keeps live on: exactly the pattern for which Python's generational
collector starts full collections again and again (each time the long-lived
objects grew by a quarter), walking every object of the process. On a
20,000-word article that cost about 40 ms of a 200 ms full score, for nothing:
the engine's objects hold no reference cycles, and are freed as soon as they are
dropped, collector or not.

So :func:`paused` turns the cycle collector off for the duration of a scoring
and back on afterwards (if it was on). Any cyclic garbage made meanwhile waits
for the next collection. Scorings may overlap in two threads (the editor's
scoring worker and its reference indexer each own an engine): the collector
resumes when the last of them ends.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_depth = 0
_resume = False


@contextmanager
def paused() -> Iterator[None]:
    """Keep the cycle collector off inside the ``with`` block."""
    global _depth, _resume
    with _lock:
        if _depth == 0:
            _resume = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _resume:
                gc.enable()
