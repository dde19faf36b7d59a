"""The Answer preview in the real window: typing questions, clicking quotes, per-document
questions, fixing an answer, and ranking against a reference folder."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QApplication, QFileDialog

from tests.unit.engine.test_answers import (
    PARAGRAPHS,
    QUESTION,
    REFERENCE_BETTER,
    ZH_PARAGRAPHS,
    article,
    zh_article,
)

pytestmark = pytest.mark.gui


def open_and_wait(qtbot, window, path) -> None:
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        window.documents.open_path(path, ask=False)


def ask(qtbot, window, question: str) -> None:
    """Type ``question`` into the panel's question field and press Enter."""
    window.panel.show_answer_preview()
    field = window.panel.answer_preview.add
    field.setFocus()
    qtbot.keyClicks(field, question)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.panel.answer_preview.card_for(question) is not None,
                    timeout=30_000)


def open_with_a_weak_answer(qtbot, window, tmp_path) -> None:
    """Open the article with the battery-life paragraph made vague, and ask about it."""
    weak = PARAGRAPHS.copy()
    weak[6] = ("Owners often ask how long a lithium-ion battery will last in an electric car. "
               "The answer depends on heat, charging habits and the warranty.")
    path = tmp_path / "weak.md"
    path.write_text(article(weak), encoding="utf-8")
    open_and_wait(qtbot, window, path)
    ask(qtbot, window, QUESTION)


def card(window, query: str):
    found = window.panel.answer_preview.card_for(query)
    assert found is not None, [c.answer.query for c in window.panel.answer_preview.cards]
    return found


@pytest.fixture
def ev_file(tmp_path):
    path = tmp_path / "ev.md"
    path.write_text(article(PARAGRAPHS), encoding="utf-8")
    return path


def test_typing_a_question_shows_the_quote_and_clicking_it_selects_the_sentence(
        qtbot, window, ev_file):
    open_and_wait(qtbot, window, ev_file)
    ask(qtbot, window, QUESTION)
    shown = card(window, QUESTION)
    assert shown.quote.text().startswith("“A lithium-ion battery in an electric car lasts")
    assert shown.coverage.text() == str(shown.answer.coverage)
    assert window.panel.answer_preview.add.text() == ""
    qtbot.mouseClick(shown.quote, Qt.MouseButton.LeftButton)
    selected = window.editor.textCursor().selectedText()
    assert selected.startswith("A lithium-ion battery in an electric car lasts 12 to 15 years")
    assert selected.endswith("6,300 vehicles.")


def test_a_chinese_question_typed_through_the_input_method(qtbot, window, tmp_path):
    path = tmp_path / "光伏.md"
    path.write_text(zh_article(), encoding="utf-8")
    open_and_wait(qtbot, window, path)
    window.panel.show_answer_preview()
    field = window.panel.answer_preview.add
    field.setFocus()
    QApplication.sendEvent(field, QInputMethodEvent("guangfu", []))
    commit = QInputMethodEvent("", [])
    commit.setCommitString("光伏板能用多少年？")
    QApplication.sendEvent(field, commit)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.panel.answer_preview.card_for("光伏板能用多少年？")
                    is not None, timeout=30_000)
    shown = card(window, "光伏板能用多少年？")
    assert "25 到 30 年" in shown.quote.text()
    assert ZH_PARAGRAPHS[2][:10] in window.editor.text()


def _called_worst(window) -> list[str]:
    """The questions whose card says "Worst covered"; each card checked against its verdict."""
    called = []
    for shown in window.panel.answer_preview.cards:
        falls_short = shown.answer.worst and shown.answer.status != "pass"
        assert shown.meta.text().startswith("Worst covered") == falls_short, shown.answer
        if falls_short:
            called.append(shown.answer.query)
    return called


def test_a_question_is_called_worst_covered_only_when_it_falls_short(qtbot, window, ev_file):
    open_and_wait(qtbot, window, ev_file)
    ask(qtbot, window, QUESTION)
    worst = next(c for c in window.panel.answer_preview.cards if c.answer.worst)
    assert worst.answer.status == "pass"  # every question is answered
    assert _called_worst(window) == []
    weak = PARAGRAPHS.copy()
    weak[6] = ("Owners often ask how long a lithium-ion battery will last in an electric car. "
               "The answer depends on heat, charging habits and the warranty.")
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        window.editor.set_text(article(weak))
    qtbot.waitUntil(lambda: card(window, QUESTION).answer.status != "pass", timeout=30_000)
    assert _called_worst(window) == [QUESTION]


def test_fixing_the_answer_raises_its_coverage(qtbot, window, tmp_path):
    open_with_a_weak_answer(qtbot, window, tmp_path)
    before = card(window, QUESTION).answer.coverage
    preview = window.panel.answer_preview
    assert preview.worst.isVisible() or before >= 80
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        window.editor.set_text(article(PARAGRAPHS))
    after = card(window, QUESTION).answer.coverage
    assert after > before
    assert "12 to 15 years" in card(window, QUESTION).quote.text()


def test_questions_belong_to_their_document_and_come_back_when_it_reopens(
        qtbot, window, ev_file, tmp_path):
    other = tmp_path / "other.md"
    other.write_text("# Heat pumps\n\nA heat pump moves heat from the air into a house.\n",
                     encoding="utf-8")
    open_and_wait(qtbot, window, ev_file)
    ask(qtbot, window, QUESTION)
    open_and_wait(qtbot, window, other)
    queries = [c.answer.query for c in window.panel.answer_preview.cards]
    assert QUESTION not in queries
    assert all(c.answer.origin == "mined" for c in window.panel.answer_preview.cards)
    open_and_wait(qtbot, window, ev_file)
    assert card(window, QUESTION).answer.origin == "asked"
    assert window.report_view.report.answers.questions[0].query == QUESTION
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        window.documents.new_document()
    assert window.panel.answer_preview.card_for(QUESTION) is None
    assert "What is" not in (window.panel.answer_preview.add.text())


def test_removing_a_mined_question_keeps_it_away(qtbot, window, ev_file):
    open_and_wait(qtbot, window, ev_file)
    mined = next(c for c in window.panel.answer_preview.cards if c.answer.origin == "mined")
    query = mined.answer.query
    qtbot.mouseClick(mined.remove, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.panel.answer_preview.card_for(query) is None,
                    timeout=30_000)
    revision = window.editor.revision
    window.editor.insertPlainText(" ")
    qtbot.waitUntil(lambda: window.report_view.report is not None
                    and window.scoring.last is not None
                    and window.scoring.last.text == window.editor.text(), timeout=30_000)
    assert window.editor.revision > revision
    assert window.panel.answer_preview.card_for(query) is None


def test_a_better_reference_passage_ranks_first_and_the_panel_says_so(
        qtbot, window, tmp_path, monkeypatch):
    folder = tmp_path / "refs"
    folder.mkdir()
    (folder / "battery-life.md").write_text(REFERENCE_BETTER, encoding="utf-8")
    open_with_a_weak_answer(qtbot, window, tmp_path)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(folder))
    preview = window.panel.answer_preview
    with qtbot.waitSignal(window.answers.indexer.ready, timeout=120_000):
        qtbot.mouseClick(preview.reference, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.report_view.report is not None
                    and window.report_view.report.answers.reference is not None,
                    timeout=30_000)
    shown = card(window, QUESTION)
    assert shown.answer.best.rank == 2
    assert "Rank 2" in shown.meta.text()
    assert "battery-life.md" in shown.advice.text()
    assert "a figure" in shown.advice.text()
    assert "1 pages" in preview.reference_status.text() or "1 page" in \
        preview.reference_status.text()
