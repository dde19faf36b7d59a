"""What the answer preview found: per question, the ranked passages and the quote.

Plain, immutable values like the rest of the report, so they cross the
scoring thread and serialise to JSON (``answers`` in the report).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scorers.report import messages
from scorers.report.results import Params
from scorers.rules.thresholds import status

DRAFT = "draft"


@dataclass(frozen=True, slots=True)
class Hit:
    """A retrieved passage.

    Attributes:
        source: :data:`DRAFT` or the reference file's path.
        start, end: the passage's span in its source text.
        line: the line of the quoted sentence in the draft (a reference passage's first
            line in its page).
        rank: 1-based place among all ranked passages (draft and reference).
        score: its BM25 score for the question.
        quote_start, quote_end: the sentence most likely quoted (same text as the span).
        quote_score: 0-1, how well that sentence answers.
        quote: that sentence's text.
        quote_alone: the quote stands on its own (no opening back-reference).
        quote_index: the quote's place in its paragraph (0: the first sentence).
        heading: the passage's heading path, " › "-joined.
        terms_found: how many of the question's terms the passage holds.
        claim: the quote's kind of claim (``figure``, ``definition``, ``named``) or None.
        position: where the passage starts in its source, 0-1.
        reasons: for a reference passage ranked above the draft's best, why:
            ``terms`` (more of the question's terms), ``figure``, ``earlier``.
    """

    source: str
    start: int
    end: int
    line: int
    rank: int
    score: float
    quote_start: int
    quote_end: int
    quote_score: float
    quote: str
    heading: str
    terms_found: int
    claim: str | None
    position: float
    quote_alone: bool = True
    quote_index: int = 0
    reasons: tuple[str, ...] = ()

    @property
    def in_draft(self) -> bool:
        return self.source == DRAFT

    def to_dict(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "start": self.start,
            "end": self.end,
            "line": self.line,
            "rank": self.rank,
            "score": round(self.score, 3),
            "quote": {"start": self.quote_start, "end": self.quote_end, "text": self.quote,
                      "score": round(self.quote_score, 3)},
            "heading": self.heading,
            "claim": self.claim,
            "reasons": list(self.reasons),
        }


@dataclass(frozen=True, slots=True)
class QuestionAnswer:
    """How one question is answered.

    Attributes:
        query: the question.
        origin: ``asked`` (the writer's) or ``mined`` (from a heading).
        kind: ``quantity``, ``definition`` or ``general``: the answer it wants.
        terms: the question's searchable terms.
        coverage: 0-100; None when the question has no searchable words.
        best: the draft's best passage (None when no passage shares a term).
        hits: the ranked passages: the first ten, and the draft's best after them
            when it ranks lower.
        beaten_by: the best reference passage ranked above the draft's, if any.
        missing: question terms the draft's best passage lacks.
        advice: message key of what to do; ``params`` fill it in.
        worst: this is the worst-covered question.
    """

    query: str
    origin: str
    kind: str
    terms: tuple[str, ...]
    coverage: int | None
    best: Hit | None
    hits: tuple[Hit, ...]
    beaten_by: Hit | None
    missing: tuple[str, ...]
    advice: str
    params: Params = ()
    worst: bool = False
    heading_start: int | None = None

    @property
    def status(self) -> str | None:
        """``"pass"``, ``"warn"`` or ``"fail"`` for the coverage, judged as a check's score
        is; None when the question has no searchable words."""
        return None if self.coverage is None else status(self.coverage)

    def advice_text(self, ui_lang: str = "en") -> str:
        return messages.render(self.advice, ui_lang, **dict(self.params))

    def to_dict(self, ui_lang: str = "en") -> dict[str, Any]:
        return {
            "query": self.query,
            "origin": self.origin,
            "kind": self.kind,
            "coverage": self.coverage,
            "worst": self.worst,
            "rank": self.best.rank if self.best else None,
            "missing_terms": list(self.missing),
            "advice": self.advice_text(ui_lang),
            "passages": [hit.to_dict() for hit in self.hits],
        }


@dataclass(frozen=True, slots=True)
class ReferenceInfo:
    """The reference folder the draft was ranked against."""

    folder: str
    files: int
    passages: int


@dataclass(frozen=True, slots=True)
class Answers:
    """The answer preview of a document.

    Attributes:
        questions: one entry per question, in the order shown.
        strip: counts of quotable claims in :data:`STRIP_BINS` equal slices of the
            article, for the position strip.
        quotable: the claims in the article (a sentence with a figure, a definition or
            a name): the sentences AI Extractability's early-claims check counts.
        early_share: the share of them in the first 30% of the article, as that check
            reads it.
        reference: the reference folder, when there is one.
        facts: the sentences carrying a checkable fact, as Fact density counts them.
    """

    questions: tuple[QuestionAnswer, ...]
    strip: tuple[int, ...] = ()
    quotable: int = 0
    early_share: float | None = None
    reference: ReferenceInfo | None = None
    facts: int = 0

    @property
    def worst(self) -> QuestionAnswer | None:
        for question in self.questions:
            if question.worst:
                return question
        return None

    def to_list(self, ui_lang: str = "en") -> list[dict[str, Any]]:
        """The ``answers`` section of the JSON report."""
        return [question.to_dict(ui_lang) for question in self.questions]
