"""Asking the answer preview one question of a small text the tests write themselves."""

from __future__ import annotations

from scorers import score
from scorers.answers import Questions


def ask(text: str, question: str, **kwargs):
    """The answer to ``question`` alone (nothing mined), and the text it was asked of."""
    report = score(text, questions=Questions((question,), mine=False), **kwargs)
    return report.answers.questions[0]


def mined(text: str) -> list:
    """The questions mined from ``text`` (the writer asked none)."""
    return list(score(text, questions=Questions()).answers.questions)


def quoted(text: str, answer) -> str:
    """The source of the sentence ``answer`` quotes."""
    return text[answer.best.quote_start:answer.best.quote_end]
