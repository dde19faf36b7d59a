"""R7: choosing a reference folder never walks it on the window's thread, and a folder
larger than the page limit is said to be so."""

from __future__ import annotations

import inspect
import time

import pytest

from editor.scoring import reference_indexer
from editor.scoring.reference_indexer import PAGE_LIMIT, ReferenceIndexer
from scorers import reference_pages
from scorers.answers import index_folder

pytestmark = pytest.mark.gui


@pytest.fixture
def big_folder(tmp_path):
    folder = tmp_path / "pages"
    for group in range(60):
        sub = folder / f"part-{group:02}"
        sub.mkdir(parents=True)
        for page in range(PAGE_LIMIT // 60 + 20):
            (sub / f"page-{page:04}.md").write_text("# T\n\nA line.\n", encoding="utf-8")
    return folder


def test_the_page_limit_is_the_engines():
    assert inspect.signature(reference_pages).parameters["limit"].default == PAGE_LIMIT


def test_choosing_a_large_folder_does_not_block_the_window(qtbot, big_folder, monkeypatch):
    walked_in: list[str] = []
    real_walk = reference_indexer._walk

    def walk(folder):
        import threading
        walked_in.append(threading.current_thread().name)
        return real_walk(folder)

    monkeypatch.setattr(reference_indexer, "_walk", walk)
    # The indexing process is another matter (tests/gui/panes/test_gui_answers.py):
    # here only what the window's thread does on choosing the folder.
    monkeypatch.setattr(ReferenceIndexer, "_launch", lambda self, folder: None)
    indexer = ReferenceIndexer()
    try:
        started = time.perf_counter()
        indexer.set_folder(str(big_folder))
        blocked = time.perf_counter() - started
        qtbot.waitUntil(lambda: indexer.over_limit, timeout=30_000)
        assert walked_in == ["geo-reference-walk"]  # not the window's thread
        assert blocked < 0.5
        # The watches are added a batch at a time, all of them in the end.
        qtbot.waitUntil(lambda: (len(indexer._watcher.directories()),
                                 len(indexer._watcher.files()))
                        == (61, reference_indexer.MAX_WATCHED_FILES), timeout=10_000)
    finally:
        indexer.shutdown()


def test_the_writer_is_told_when_only_the_first_pages_are_compared(qtbot, window, tmp_path):
    folder = tmp_path / "few"
    folder.mkdir()
    (folder / "one.md").write_text("# One\n\nA heat pump moves heat.\n", encoding="utf-8")
    window.answers.indexer.over_limit = True
    window.answers._reference_ready(index_folder(folder, cache=False))
    shown = window.panel.answer_preview.reference_status.text()
    assert "only the first 5,000 are compared" in shown
