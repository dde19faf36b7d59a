"""The worst-covered question's card is framed in its verdict's colour, the colour of its
coverage badge: a fair 79 in amber, a 40 in red (the writer's review of 2026-12-02 saw
a 79 "fair" card framed in red)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from editor.panel.answer_preview import AnswerPreview, QuestionCard
from editor.window.theme import DARK, LIGHT
from scorers import QuestionAnswer

pytestmark = pytest.mark.gui


def answer(coverage: int) -> QuestionAnswer:
    return QuestionAnswer(query="How long does a compost pile take?", origin="asked",
                          kind="quantity", terms=("compost", "pile"), coverage=coverage,
                          best=None, hits=(), beaten_by=None, missing=(),
                          advice="answers.advice.missing",
                          params=(("query", "How long does a compost pile take?"),
                                  ("terms", "time")), worst=True)


def border_colour(qtbot, theme, coverage: int) -> QColor:
    preview = AnswerPreview()
    qtbot.addWidget(preview)
    preview.set_theme(theme)
    card = QuestionCard(preview)
    qtbot.addWidget(card)
    card.resize(360, 120)
    card.show_answer(answer(coverage), "en")
    card.show()
    image = card.grab().toImage()
    return image.pixelColor(0, image.height() // 2)


@pytest.mark.parametrize("theme", [LIGHT, DARK], ids=["light", "dark"])
@pytest.mark.parametrize(("coverage", "verdict"), [(79, "warn"), (60, "warn"), (40, "fail")])
def test_the_worst_card_is_framed_in_its_verdicts_colour(qtbot, theme, coverage, verdict):
    assert answer(coverage).status == verdict
    assert border_colour(qtbot, theme, coverage) == QColor(theme.status[verdict])
