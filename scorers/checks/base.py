"""Helpers shared by the checks: result construction and score curves."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from scorers.document import DocumentView
from scorers.report.results import CheckResult, Mark, params

CheckFunction = Callable[[DocumentView], CheckResult]


@dataclass(frozen=True, slots=True)
class Check:
    """A check of a dimension with its weight in the dimension's score."""

    id: str
    weight: float
    run: CheckFunction


def result(check_id: str, score: float | None, value: float | None, target: str, message: str,
           marks: Iterable[Mark] = (), /, **values: Any) -> CheckResult:
    """Build a CheckResult; the score is clamped to 0-100 and the value rounded."""
    if score is not None:
        score = max(0.0, min(100.0, score))
    if isinstance(value, float):
        value = round(value, 3)
    return CheckResult(check_id, score, value, target, message, params(**values), tuple(marks))


def not_applicable(check_id: str, message: str, /, **values: Any) -> CheckResult:
    """A check that has nothing to judge in this text."""
    return CheckResult(check_id, None, None, "", message, params(**values), state="na")


def too_short(check_id: str, message: str, marks: Iterable[Mark] = (), /,
              **values: Any) -> CheckResult:
    """A check that needs a longer text before it can judge (never a pass). Its marks,
    when it has some, still show: a filler word is a filler in any text."""
    return CheckResult(check_id, None, None, "", message, params(**values), tuple(marks),
                       state="short")


def mark(span: tuple[int, int], severity: str, message: str, suggestion: str, /,
         scope: str = "paragraph", **values: Any) -> Mark:
    """A finding about ``span``; ``scope`` says whether it is about a word, a sentence
    or the whole paragraph (the editor marks words and sentences in place)."""
    return Mark(span[0], span[1], severity, message, suggestion, params(**values), scope)


def doc_mark(message: str, suggestion: str, /, **values: Any) -> Mark:
    """A zero-width mark at the top for findings about the whole document."""
    return Mark(0, 0, "info", message, suggestion, params(**values), "document")


def at_least(value: float, target: float) -> float:
    """100 at or above ``target``, falling linearly to 0 at 0."""
    if target <= 0:
        return 100.0
    return 100.0 * min(1.0, max(0.0, value) / target)


def at_most(value: float, ok: float, bad: float) -> float:
    """100 up to ``ok``, falling linearly to 0 at ``bad``."""
    if value <= ok:
        return 100.0
    if value >= bad:
        return 0.0
    return 100.0 * (bad - value) / (bad - ok)


def pct(share: float) -> int:
    """A share as a whole percentage, for messages."""
    return round(share * 100)
