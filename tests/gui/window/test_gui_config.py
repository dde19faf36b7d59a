"""The app scores a document under a repository's .geo-writer.toml as the team's CI does."""

from __future__ import annotations

import io
import json
from dataclasses import replace

from scorers import Settings, score
from scorers.cli.command import main
from tests.support import texts
from tests.support.gui_helpers import answer_file_dialog


def cli_report(path) -> dict:
    out = io.StringIO()
    assert main(["--json", str(path)], stdout=out, stderr=io.StringIO()) == 0
    return json.loads(out.getvalue())


def open_from_recent_menu(qtbot, window, path) -> None:
    window.documents.recent.add(path)
    action = next(a for a in window.recent_menu.actions() if a.text() == str(path))
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        action.trigger()


def test_a_document_under_the_team_rules_shows_the_ci_score(qtbot, window, tmp_path):
    repo = tmp_path / "repo"
    (repo / "blog").mkdir(parents=True)
    (repo / "pyproject.toml").write_text(
        "[project]\nname = 'site'\n\n[tool.geo-writer]\nlang = 'en'\n\n"
        "[tool.geo-writer.weights]\nfacts = 5\n", encoding="utf-8")
    article = repo / "blog" / "post.md"
    article.write_text(texts.FLUFFY_EN, encoding="utf-8")

    open_from_recent_menu(qtbot, window, article.resolve())
    ci = cli_report(article)
    assert window.report_view.report.overall == ci["overall"]
    assert ci["overall"] != score(texts.FLUFFY_EN).overall  # the team's weights did count
    assert window.scoring.lang == "en"
    assert window.statusBar().currentMessage() == \
        f"Scoring with the rules in {(repo / 'pyproject.toml').resolve()}"

    # The writer's own weights do not override the team's for this document.
    window.set_preferences(replace(window.prefs, weights=tuple(
        (d, 5.0 if d == "clarity" else 1.0) for d, _ in window.prefs.weights)))
    window.report_view.wait()
    assert window.report_view.report.overall == ci["overall"]

    # Saved outside the repository, the document is scored by the writer's preferences.
    outside = tmp_path / "mine" / "post.md"
    outside.parent.mkdir()
    answer_file_dialog(window, outside)
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        assert window.documents.save_as()
    mine = score(texts.FLUFFY_EN, settings=Settings.with_weights({"clarity": 5}))
    assert window.report_view.report.overall == mine.overall != ci["overall"]
    assert window.scoring.lang is None and window.scoring.rules_file is None


def test_a_broken_team_file_is_reported_and_the_document_still_scored(qtbot, window, tmp_path):
    (tmp_path / ".geo-writer.toml").write_text("min-score = 'high'\n", encoding="utf-8")
    article = tmp_path / "post.md"
    article.write_text(texts.EN_ARTICLE, encoding="utf-8")
    open_from_recent_menu(qtbot, window, article.resolve())
    assert window.report_view.report.overall == score(texts.EN_ARTICLE).overall
    message = window.statusBar().currentMessage()
    assert message.startswith("Scoring rules not used: ")
    assert "min-score must be a number" in message
