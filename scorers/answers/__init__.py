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

from .format import answers_json, format_answers
from .preview import AnswerIndex
from .questions import Question, Questions, kind_of, mine, to_question
from .reference import ReferenceIndex, index_folder
from .results import DRAFT, Answers, Hit, QuestionAnswer, ReferenceInfo

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
