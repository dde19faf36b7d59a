"""The cycle collector is off while the engine scores, and as it was afterwards."""

from __future__ import annotations

import gc
import threading

from scorers import Engine, gcpause
from scorers.checks.base import Check
from scorers.dimensions import DIMENSIONS


def test_scoring_pauses_the_collector_and_leaves_it_as_it_was(monkeypatch):
    seen = []

    def spy(view):
        seen.append(gc.isenabled())
        return DIMENSIONS[0].checks[0].run(view)

    first = DIMENSIONS[0]
    patched = type(first)(first.id, (Check("spy", 0.0, spy), *first.checks), first.block_kinds)
    monkeypatch.setattr("scorers.engine.DIMENSIONS", (patched, *DIMENSIONS[1:]))
    assert gc.isenabled()
    Engine().score("# Title\n\nSome text with 12 words about solar panels in 2024.")
    assert seen == [False] and gc.isenabled()

    gc.disable()
    try:
        Engine().score("# Title\n\nMore text.")
        assert not gc.isenabled()  # a host that turned it off keeps it off
    finally:
        gc.enable()


def test_overlapping_pauses_resume_when_the_last_one_ends():
    inside = threading.Event()
    release = threading.Event()

    def other():
        with gcpause.paused():
            inside.set()
            release.wait(5)

    thread = threading.Thread(target=other)
    thread.start()
    inside.wait(5)
    with gcpause.paused():
        assert not gc.isenabled()
    assert not gc.isenabled()  # the other thread is still scoring
    release.set()
    thread.join(5)
    assert gc.isenabled()
