"""Full garbage collections wait for a pause in typing instead of landing between keys."""

from __future__ import annotations

import gc

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
