"""Shared helpers for the dimension-rule tests: one check's score in a report."""

from __future__ import annotations

from scorers import Engine


def check_score(text: str, dimension: str, check: str) -> float | None:
    """The score ``check`` of ``dimension`` gives ``text`` (None when not applicable)."""
    report = Engine().score(text)
    return next(c.score for c in report.dimension(dimension).checks if c.id == check)
