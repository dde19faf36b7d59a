"""The values the engine returns: marks, check results, findings and the report.

All are plain, immutable and serialisable (``to_dict``), so a report can cross
a thread or process boundary and be compared for equality. Texts are stored
as message keys with parameters and rendered in the language the caller asks
for (see :mod:`scorers.report.messages`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from scorers.bands import band
from scorers.report import messages
from scorers.rules.evidence import Evidence, evidence_for
from scorers.rules.thresholds import status, target_met

if TYPE_CHECKING:  # the answer preview's values build on this module's
    from scorers.answers.results import Answers

SEVERITIES = ("info", "warn", "weak")

#: How much of the text a mark is about. The editor marks words and sentences in
#: place and tints whole paragraphs only for paragraph-level findings.
SCOPES = ("document", "paragraph", "sentence", "word")

#: What a check's result means: ``scored`` counts towards its dimension; ``na`` has
#: nothing to judge in this text; ``short`` needs a longer text to judge; ``info`` is
#: shown to the writer but counts nothing (e.g. formatting, which controlled studies
#: found no effect of).
CHECK_STATES = ("scored", "na", "short", "info")

#: What a report means: ``empty`` has no prose and no score; ``short`` is scored but
#: shrunk towards a neutral value because there is too little text to be sure.
REPORT_STATES = ("empty", "short", "scored")

Params = tuple[tuple[str, Any], ...]


def params(**values: Any) -> Params:
    """Freeze keyword arguments into hashable message parameters."""
    return tuple(sorted(values.items()))


@dataclass(frozen=True, slots=True)
class Mark:
    """A span of the source text that a check wants the writer to look at.

    Raises:
        ValueError: for a negative or reversed span or an unknown severity.
    """

    start: int
    end: int
    severity: str
    message: str
    suggestion: str
    params: Params = ()
    scope: str = "paragraph"

    def __post_init__(self) -> None:
        if not 0 <= self.start <= self.end:
            raise ValueError(f"invalid span {self.start}..{self.end}")
        if self.severity not in SEVERITIES:
            raise ValueError(f"unknown severity {self.severity!r}")
        if self.scope not in SCOPES:
            raise ValueError(f"unknown scope {self.scope!r}")

    def shifted(self, offset: int) -> Mark:
        """The same mark moved by ``offset`` characters."""
        return Mark(self.start + offset, self.end + offset, self.severity, self.message,
                    self.suggestion, self.params, self.scope)


@dataclass(frozen=True, slots=True)
class CheckResult:
    """What one check measured.

    Attributes:
        id: stable identifier, e.g. ``"fact_density"``.
        score: 0-100, or None when the check does not apply to this text.
        value: the measured figure.
        target: the figure aimed for, as text (``"≥ 0.35"``).
        message: message key explaining the result; ``params`` fill it in.
        marks: spans to highlight.
        error: set when the check crashed; the check then counts for nothing.
        state: one of :data:`CHECK_STATES`; only ``scored`` results count.
    """

    id: str
    score: float | None
    value: float | None
    target: str
    message: str
    params: Params = ()
    marks: tuple[Mark, ...] = ()
    error: str | None = None
    state: str = "scored"

    @property
    def counts(self) -> bool:
        """Whether this result counts towards its dimension's score."""
        return self.error is None and self.state == "scored" and self.score is not None

    @property
    def status(self) -> str:
        """``pass``, ``warn`` or ``fail`` for a scored result (``pass`` only when its
        target is met); otherwise ``error``, ``na``, ``short`` or ``info``."""
        if self.error is not None:
            return "error"
        if self.state != "scored":
            return self.state
        if self.score is None:
            return "na"
        return status(self.score, target_met(self.value, self.target))

    @property
    def evidence(self) -> Evidence:
        """What research or practice this check rests on."""
        return evidence_for(self.id)

    def text(self, ui_lang: str = "en") -> str:
        if self.error is not None:
            return messages.render("check_error", ui_lang, error=self.error)
        return messages.render(self.message, ui_lang, **dict(self.params))

    def to_dict(self, ui_lang: str = "en") -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "status": self.status,
            "score": None if self.score is None else round(self.score),
            "value": self.value,
            "target": self.target,
            "message": self.text(ui_lang),
            "evidence": self.evidence.to_dict(ui_lang),
        }
        if self.error is not None:
            out["error"] = self.error
        return out


@dataclass(frozen=True, slots=True)
class DimensionResult:
    """One of the five dimensions: its score and the checks that made it."""

    id: str
    score: int | None
    checks: tuple[CheckResult, ...]

    def label(self, ui_lang: str = "en") -> str:
        return messages.dimension_label(self.id, ui_lang)

    def to_dict(self, ui_lang: str = "en") -> dict[str, Any]:
        return {
            "score": self.score,
            "label": self.label(ui_lang),
            "checks": [check.to_dict(ui_lang) for check in self.checks],
        }


@dataclass(frozen=True, slots=True)
class Finding:
    """A mark placed in the document, with the dimension and check it came from."""

    dimension: str
    check: str
    severity: str
    start: int
    end: int
    line: int
    message: str
    suggestion: str
    params: Params = ()
    scope: str = "paragraph"
    column: int = 1

    @property
    def evidence(self) -> Evidence:
        return evidence_for(self.check)

    def text(self, ui_lang: str = "en") -> str:
        return messages.render(self.message, ui_lang, **dict(self.params))

    def suggestion_text(self, ui_lang: str = "en") -> str:
        return messages.render(self.suggestion, ui_lang, **dict(self.params))

    def to_dict(self, ui_lang: str = "en") -> dict[str, Any]:
        return {
            "dimension": self.dimension,
            "check": self.check,
            "severity": self.severity,
            "start": self.start,
            "end": self.end,
            "line": self.line,
            "column": self.column,
            "message": self.text(ui_lang),
            "suggestion": self.suggestion_text(ui_lang),
            "scope": self.scope,
        }


@dataclass(frozen=True, slots=True)
class BlockResult:
    """One block's span, language and per-dimension scores.

    ``findings`` holds indexes into :attr:`Report.findings` of the findings in
    this block that pulled a dimension below the weak threshold.
    """

    start: int
    end: int
    line: int
    kind: str
    lang: str
    scores: tuple[tuple[str, int], ...]
    weak: bool
    findings: tuple[int, ...] = ()

    def score(self, dimension: str) -> int | None:
        return dict(self.scores).get(dimension)

    def to_dict(self) -> dict[str, Any]:
        return {
            "start": self.start,
            "end": self.end,
            "line": self.line,
            "kind": self.kind,
            "lang": self.lang,
            "weak": self.weak,
            "scores": dict(self.scores),
        }


@dataclass(frozen=True, slots=True)
class Gate:
    """A fault that caps the overall score instead of costing a few points.

    Attributes:
        id: stable identifier, e.g. ``"keyword_stuffing"``.
        cap: the highest overall score the article can have while the fault stands.
        message: message key saying what is wrong; ``params`` fill it in.
        suggestion: message key saying how to lift the cap.
    """

    id: str
    cap: int
    message: str
    suggestion: str
    params: Params = ()

    def text(self, ui_lang: str = "en") -> str:
        return messages.render(self.message, ui_lang, **dict(self.params))

    def suggestion_text(self, ui_lang: str = "en") -> str:
        return messages.render(self.suggestion, ui_lang, **dict(self.params))

    def to_dict(self, ui_lang: str = "en") -> dict[str, Any]:
        return {"id": self.id, "cap": self.cap, "message": self.text(ui_lang),
                "suggestion": self.suggestion_text(ui_lang)}


@dataclass(frozen=True, slots=True)
class Report:
    """The scores of one document.

    Attributes:
        lang: the article language the rules were chosen for.
        overall: weighted mean of the dimension scores, 0-100, capped by the gates;
            None for an empty document, which has no score.
        dimensions: the five dimensions in their fixed order.
        blocks: per-block results, in document order.
        findings: every finding, ordered by position.
        file: the file name the report is for, when known.
        gates: faults that cap the overall score, with the reason.
        state: one of :data:`REPORT_STATES`.
        confidence: 0-1, how much text there was to judge (1 from a full article).
        answers: the answer preview (:class:`scorers.answers.Answers`): per question,
            the passage an engine would retrieve and the sentence it would quote.
    """

    lang: str
    overall: int | None
    dimensions: tuple[DimensionResult, ...]
    blocks: tuple[BlockResult, ...]
    findings: tuple[Finding, ...]
    file: str | None = None
    query: str | None = None
    gates: tuple[Gate, ...] = ()
    state: str = "scored"
    confidence: float = 1.0
    answers: Answers | None = None

    @property
    def empty(self) -> bool:
        """True when there is nothing to score (and so no score to show)."""
        return self.overall is None

    @property
    def band(self) -> str | None:
        """The band id of the overall score; None for an empty document."""
        return None if self.overall is None else band(self.overall)

    def dimension(self, dimension_id: str) -> DimensionResult:
        for dim in self.dimensions:
            if dim.id == dimension_id:
                return dim
        raise KeyError(dimension_id)

    def score(self, dimension_id: str) -> int | None:
        return self.dimension(dimension_id).score

    def weak_blocks(self) -> list[BlockResult]:
        return [block for block in self.blocks if block.weak]

    def to_dict(self, ui_lang: str = "en") -> dict[str, Any]:
        """The report as JSON-ready data; texts in ``ui_lang`` (``"en"``, ``"zh"`` …)."""
        return {
            "file": self.file,
            "lang": self.lang,
            "state": self.state,
            "overall": self.overall,
            "band": self.band,
            "band_label": None if self.band is None else messages.band_label(self.band,
                                                                             ui_lang),
            "confidence": round(self.confidence, 2),
            "gates": [gate.to_dict(ui_lang) for gate in self.gates],
            "dimensions": {dim.id: dim.to_dict(ui_lang) for dim in self.dimensions},
            "blocks": [block.to_dict() for block in self.blocks],
            "findings": [finding.to_dict(ui_lang) for finding in self.findings],
            "answers": self.answers.to_list(ui_lang) if self.answers is not None else [],
        }
