"""Verdicts: does one article pass its limits, and if not, which score fell short and by how much.

Without a baseline, a file fails when its overall score is below the minimum
or a dimension is below its floor. With a baseline, a file that was in it fails
only when its overall score or a dimension dropped by more than the
tolerance; a file new since the baseline meets the minimum and floors. A
document with no overall score (an empty one) cannot fail: it is reported.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from scorers.cli.baseline import Scores, scores_of
from scorers.report import messages

#: Points a score may drop below its baseline before the file fails.
DEFAULT_TOLERANCE = 2.0

PASS, FAIL, EMPTY, ERROR = "pass", "fail", "empty", "error"
#: A page that is not an article (scorers.page_types) and the rules say to skip.
SKIPPED = "skipped"


@dataclass(frozen=True, slots=True)
class Limits:
    """The gates that apply to one file."""

    min_score: float | None = None
    min_dimensions: tuple[tuple[str, float], ...] = ()
    tolerance: float = DEFAULT_TOLERANCE
    skip_types: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Verdict:
    """``status`` is pass, fail, empty (no score) or error (not scored); ``reasons`` say why."""

    status: str
    reasons: tuple[str, ...] = ()

    @property
    def failed(self) -> bool:
        return self.status == FAIL


#: The reasons a file fails (``verdict.*`` messages), in the language of the report's messages.
_REASONS = ("below", "below_floor", "fell", "overall", "empty")


def _n(value: float) -> str:
    return f"{value:g}"


def _labels(report: Mapping[str, Any]) -> dict[str, str]:
    dimensions = report.get("dimensions") or {}
    return {d: (v.get("label") if isinstance(v, Mapping) else None) or d
            for d, v in dimensions.items()} if isinstance(dimensions, Mapping) else {}


def _below_minimums(now: Scores, gate: Limits, labels: dict[str, str],
                    text: Mapping[str, str]) -> list[str]:
    reasons = []
    if gate.min_score is not None and now.overall is not None and now.overall < gate.min_score:
        reasons.append(text["below"].format(score=_n(now.overall), minimum=_n(gate.min_score),
                                            gap=_n(gate.min_score - now.overall)))
    scores = dict(now.dimensions)
    for dimension, floor in gate.min_dimensions:
        score = scores.get(dimension)
        if score is not None and score < floor:
            reasons.append(text["below_floor"].format(
                label=labels.get(dimension, dimension), score=_n(score), minimum=_n(floor),
                gap=_n(floor - score)))
    return reasons


def _regressions(now: Scores, before: Scores, tolerance: float, labels: dict[str, str],
                 text: Mapping[str, str]) -> list[str]:
    pairs = [(text["overall"], before.overall, now.overall)]
    earlier = dict(before.dimensions)
    pairs += [(labels.get(d, d), earlier.get(d), score) for d, score in now.dimensions]
    return [text["fell"].format(label=label, old=_n(old), new=_n(new), drop=_n(old - new),
                                tolerance=_n(tolerance))
            for label, old, new in pairs
            if old is not None and new is not None and old - new > tolerance]


def judge(report: Mapping[str, Any], gate: Limits, before: Scores | None = None,
          ui_lang: str = "en") -> Verdict:
    """The verdict on one report (``Report.to_dict()``).

    Args:
        report: the file's report.
        gate: the minimums and the tolerance for this file.
        before: the file's scores in the baseline; None when there is no baseline
            or the file is new since it.
        ui_lang: the language of the reasons (``"en"``, ``"zh"`` …).
    """
    text = {name: messages.text(f"verdict.{name}", ui_lang) for name in _REASONS}
    kind = report.get("page_type")
    if kind in gate.skip_types:
        return Verdict(SKIPPED, (messages.render("verdict.skipped", ui_lang,
                                                 page=messages.text(f"page_type.{kind}", ui_lang),
                                                 kind=kind),))
    now = scores_of(report)
    if now.overall is None:
        return Verdict(EMPTY, (text["empty"],))
    labels = _labels(report)
    if before is not None and before.overall is not None:
        reasons = _regressions(now, before, gate.tolerance, labels, text)
    else:
        reasons = _below_minimums(now, gate, labels, text)
    return Verdict(FAIL if reasons else PASS, tuple(reasons))
