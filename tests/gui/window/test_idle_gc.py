"""Garbage collections run on the UI thread only, and the full ones wait for a pause in
typing instead of landing between keys."""

from __future__ import annotations

import gc
import threading

import pytest
from PySide6.QtTest import QTest

from editor.scoring import idle_gc


@pytest.fixture
def full_collections():
    seen: list[int] = []

    def on_collect(phase, info):
        if phase == "stop" and info["generation"] == 2:
            seen.append(1)

    gc.callbacks.append(on_collect)
    yield seen
    gc.callbacks.remove(on_collect)


def make_cycles(n: int) -> None:
    for _ in range(n):
        a: list = []
        a.append(a)


def test_typing_defers_full_collections_to_the_pause(qtbot, window, full_collections,
                                                     monkeypatch):
    monkeypatch.setattr(idle_gc, "IDLE_MS", 300)
    collector = idle_gc.collector()
    before = collector.collections
    window.editor.setFocus()
    for key in "typing a sentence":
        QTest.keyClick(window.editor, key)
        make_cycles(30_000)  # plenty of allocations: Python would collect fully by now
    assert full_collections == []  # none landed between the keys
    qtbot.waitUntil(lambda: collector.collections == before + 1, timeout=5_000)
    assert full_collections == [1]


def test_non_stop_typing_still_collects_now_and_then(qtbot, window, full_collections,
                                                    monkeypatch):
    monkeypatch.setattr(idle_gc, "MAX_INTERVAL_S", 0.0)
    window.editor.setFocus()
    QTest.keyClick(window.editor, "x")
    assert full_collections == [1]


def test_garbage_made_by_a_worker_is_collected_by_the_ui_thread_only(qtbot, window):
    # A collection in a worker frees the UI thread's Qt objects from the wrong thread.
    collecting_threads: list[str] = []

    def on_collect(phase, info):
        if phase == "start":
            collecting_threads.append(threading.current_thread().name)

    gc.callbacks.append(on_collect)
    try:
        worker = threading.Thread(target=make_cycles, args=(200_000,), name="busy-worker")
        worker.start()
        worker.join()
        assert "busy-worker" not in collecting_threads
        qtbot.waitUntil(lambda: threading.main_thread().name in collecting_threads,
                        timeout=5_000)
    finally:
        gc.callbacks.remove(on_collect)
    assert "busy-worker" not in collecting_threads
