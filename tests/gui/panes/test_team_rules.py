"""The app honours the team's switches as CI does: a check turned off by a comment the
writer types, or by the repository's .geo-writer.toml, leaves the panel's findings and
shows as turned off."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest

from editor.panel.widgets import STATUS_SIGN
from tests.support import texts
from tests.support.gui_helpers import set_text_and_wait

pytestmark = pytest.mark.gui


def _finding_checks(window) -> set[str]:
    return {row.finding.check for row in window.panel.findings.rows() if row.finding is not None}


def _fillers_label(window):
    section = window.panel.sections["clarity"]
    checks = window.report_view.report.dimension("clarity").checks
    return next(label for label, check in zip(section.check_labels, checks, strict=False)
                if check.id == "fillers")


def test_a_disable_comment_typed_into_the_draft_turns_the_check_off(qtbot, window):
    set_text_and_wait(qtbot, window, texts.FLUFFY_EN)
    assert "fillers" in _finding_checks(window)
    window.editor.moveCursor(QTextCursor.MoveOperation.Start)
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        QTest.keyClicks(window.editor, "<!-- geo-writer-disable clarity.fillers -->")
        QTest.keyClick(window.editor, "\r")
        window.scoring.score_now()
    qtbot.waitUntil(lambda: "fillers" not in _finding_checks(window), timeout=30_000)
    assert "hedging" in _finding_checks(window)  # only the named check
    assert _fillers_label(window).text().startswith(STATUS_SIGN["na"])


def test_the_repositorys_configuration_turns_a_check_off_in_the_app(qtbot, window, tmp_path):
    (tmp_path / ".geo-writer.toml").write_text('disable = ["clarity.fillers"]\n',
                                              encoding="utf-8")
    article = tmp_path / "fluffy.md"
    article.write_text(texts.FLUFFY_EN, encoding="utf-8")
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        assert window.documents.open_path(article, ask=False)
    qtbot.waitUntil(lambda: window.report_view.report is not None
                    and "hedging" in _finding_checks(window), timeout=30_000)
    assert "fillers" not in _finding_checks(window)
