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
