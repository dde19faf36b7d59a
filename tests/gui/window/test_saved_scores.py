"""An unchanged file shows the scores it had last time at once, then the live ones."""

from __future__ import annotations

import threading

import pytest

from editor.scoring.jobs import EngineHolder
from tests.benchmarks.docgen import generate


@pytest.fixture
def saving_window(monkeypatch, tmp_path, request):
    """The real window with saved reports on, kept in a folder of this test's own."""
    monkeypatch.setenv("GEO_WRITER_SAVED_REPORTS", "1")
    monkeypatch.setenv("GEO_WRITER_CACHE", str(tmp_path / "cache"))
    return request.getfixturevalue("window")


@pytest.fixture
def held_engine(monkeypatch):
    """Hold every scoring job while the event is clear: the engine has not answered yet."""
    gate = threading.Event()
    gate.set()
    score = EngineHolder.__call__

    def held(self, job):
        gate.wait(30)
        return score(self, job)

    monkeypatch.setattr(EngineHolder, "__call__", held)
    yield gate
    gate.set()


def _open_and_score(qtbot, window, path) -> None:
    assert window.documents.open_path(path, ask=False)
    qtbot.waitUntil(lambda: window.report_view.report is not None
                    and not window.report_view.saved and not window.scoring.busy,
                    timeout=30_000)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_reopening_an_unchanged_file_shows_its_scores_before_the_engine_answers(
        qtbot, saving_window, tmp_path, held_engine, lang):
    window = saving_window
    article, other = tmp_path / f"article-{lang}.md", tmp_path / "other.md"
    article.write_text(generate(lang, 2000), encoding="utf-8")
    other.write_text("# Notes\n\nSomething else entirely, written in 2025.\n", encoding="utf-8")
    _open_and_score(qtbot, window, article)
    live = window.report_view.report
    kept = tmp_path / "cache" / "reports"
    qtbot.waitUntil(lambda: any(kept.glob("*.json")), timeout=10_000)  # kept in a thread
    _open_and_score(qtbot, window, other)
    assert window.panel.overall.text() != str(live.overall)

    held_engine.clear()
    assert window.documents.open_path(article, ask=False)
    qtbot.waitUntil(lambda: window.report_view.report is not None, timeout=10_000)
    # The engine is still held: what the panel and the text show is the report kept
    # last time.
    assert window.scoring.busy and window.report_view.saved
    assert window.report_view.report == live
    assert window.panel.overall.text() == str(live.overall)
    marks = [(start, end) for start, end, _mark in window.editor.marks()]
    assert marks
    held_engine.set()
    # Then the live report replaces it, and says the same.
    qtbot.waitUntil(lambda: not window.report_view.saved, timeout=30_000)
    assert window.report_view.report == live
    assert [(start, end) for start, end, _mark in window.editor.marks()] == marks


def test_an_edited_file_shows_no_old_scores(qtbot, saving_window, tmp_path, held_engine):
    window = saving_window
    article = tmp_path / "article.md"
    article.write_text(generate("en", 2000), encoding="utf-8")
    _open_and_score(qtbot, window, article)
    kept = tmp_path / "cache" / "reports"
    qtbot.waitUntil(lambda: any(kept.glob("*.json")), timeout=10_000)
    window.documents.new_document()
    article.write_text(generate("en", 2000).replace("survey", "census"), encoding="utf-8")
    held_engine.clear()
    assert window.documents.open_path(article, ask=False)
    qtbot.wait(500)  # time enough for a saved report to be read, were there one
    assert window.report_view.report is None and window.scoring.busy
    held_engine.set()
    qtbot.waitUntil(lambda: window.report_view.report is not None, timeout=30_000)
    assert not window.report_view.saved
