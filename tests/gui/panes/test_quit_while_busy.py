"""R5: a scoring thread still busy when the window closes is let go, and is never
destroyed while it runs (Qt aborts the whole app then: SIGABRT on quit)."""

from __future__ import annotations

import threading

import pytest

from editor.scoring import background
from editor.scoring.background import LatestOnlyRunner

pytestmark = pytest.mark.gui


def test_a_busy_thread_let_go_stays_referenced_until_it_has_finished(qtbot):
    started, release = threading.Event(), threading.Event()

    def job(_payload):
        started.set()
        release.wait(10)

    runner = LatestOnlyRunner(job, "geo-scoring")
    runner.submit(None, 1)
    assert started.wait(5)
    thread = runner._thread
    runner.shutdown(wait_ms=50)  # the window closes while the job still runs
    assert thread in background._STILL_RUNNING and thread.isRunning()
    assert not background.wait_for_let_go(0)  # the app would end with os._exit here
    release.set()
    qtbot.waitUntil(thread.isFinished, timeout=5000)
    # Finished, yet still held: only the UI thread lets it go, never the thread itself
    # (its last reference dropped there destroyed a running QThread).
    assert thread in background._STILL_RUNNING
    assert background.wait_for_let_go(1000)
    assert thread not in background._STILL_RUNNING
