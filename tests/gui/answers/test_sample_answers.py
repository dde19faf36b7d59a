"""The bundled sample article, opened from the Help menu, answers its own title from its
TL;DR, as an answer engine reading the page would."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gui

TITLE = "How do AI answer engines pick the articles they cite?"


def test_the_samples_title_question_quotes_its_tldr(qtbot, window):
    window.resize(1280, 900)
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        window.actions_by_name["open_sample"].trigger()
        window.scoring.score_now()
    preview = window.panel.answer_preview
    qtbot.waitUntil(lambda: preview.card_for(TITLE) is not None, timeout=30_000)
    card = preview.card_for(TITLE)
    assert "Answer engines quote passages they can lift whole and check." in card.quote.text()
    assert "This is where a lot of drafts" not in card.quote.text()


def test_what_is_geo_on_the_sample_asks_for_a_definition_where_geo_first_appears(qtbot,
                                                                                 window):
    from tests.gui.answers.test_answer_tab import ask

    window.resize(1280, 900)
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        window.actions_by_name["open_sample"].trigger()
        window.scoring.score_now()
    card = ask(qtbot, window, "What is GEO?")
    advice = card.advice.text()
    # The sample never says what GEO is: the card asks for "GEO is …" in the opening,
    # where the TL;DR first names the GEO study, not under the study's results.
    assert "“GEO is …”" in advice, advice
    assert "How AI answer engines pick the articles they cite" in advice, advice
    assert "What raised visibility" not in advice, advice
