"""The answer preview: which passage an answer engine would lift for each question.

Answer engines retrieve before they quote. For each of the writer's questions
(and questions mined from the title and headings) this package cuts the draft
into the passages an engine ranks, ranks them with BM25 over language-right
tokens (optionally together with a folder of reference pages), picks the
sentence most likely quoted, and judges how well the question is covered.

Example:
    >>> from scorers import Engine
    >>> from scorers.answers import Questions
    >>> report = Engine().score("# Solar panels\\n\\nSolar panels last 25 years.",
    ...                         questions=Questions(("How long do solar panels last?",)))
    >>> report.answers.questions[0].best.quote  # doctest: +SKIP
    'Solar panels last 25 years.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scorers.answers.answer_type import kind_of
from scorers.answers.format import answers_json, format_answers
from scorers.answers.questions import Question, Questions, mine, to_question
from scorers.answers.results import DRAFT, Answers, Hit, QuestionAnswer, ReferenceInfo

if TYPE_CHECKING:
    from scorers.answers.preview import AnswerIndex
    from scorers.answers.reference import ReferenceIndex, index_folder


def __getattr__(name: str) -> Any:
    # Imported when first asked for: they need numpy, which the window's process
    # (it only shows answers) does not.
    if name == "AnswerIndex":
        from scorers.answers import preview

        return preview.AnswerIndex
    if name in ("ReferenceIndex", "index_folder"):
        from scorers.answers import reference

        return getattr(reference, name)
    raise AttributeError(f"module 'scorers.answers' has no attribute {name!r}")


__all__ = [
    "DRAFT",
    "AnswerIndex",
    "Answers",
    "Hit",
    "Question",
    "QuestionAnswer",
    "Questions",
    "ReferenceIndex",
    "ReferenceInfo",
    "answers_json",
    "format_answers",
    "index_folder",
    "kind_of",
    "mine",
    "to_question",
]
