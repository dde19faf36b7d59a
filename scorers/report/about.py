"""What every dimension and check is for, in words a writer reads.

The panel's "why it matters" lines and Help → About the scores are made from
:func:`describe`, and the tables of checks in docs/scoring.md are tested against
it, so they never disagree with the checks the engine really runs.

Example:
    >>> from scorers.report.about import describe
    >>> [d.id for d in describe("en")][:2]
    ['facts', 'structure']
"""

from __future__ import annotations

from dataclasses import dataclass

from scorers.dimensions import DIMENSIONS
from scorers.report import messages
from scorers.rules.evidence import evidence_for


@dataclass(frozen=True, slots=True)
class CheckInfo:
    """One check explained: what it measures, its target and its evidence."""

    id: str
    title: str
    measures: str
    target: str
    weight: float
    tier: str
    tier_label: str
    source: str


@dataclass(frozen=True, slots=True)
class DimensionInfo:
    """One dimension explained: its label, why it matters, and its checks."""

    id: str
    label: str
    why: str
    checks: tuple[CheckInfo, ...]


def describe(ui_lang: str = "en") -> tuple[DimensionInfo, ...]:
    """Every dimension with its checks, in the engine's order, texts in ``ui_lang``."""
    out = []
    for dim in DIMENSIONS:
        total = sum(check.weight for check in dim.checks) or 1.0
        checks = []
        for check in dim.checks:
            evidence = evidence_for(check.id)
            checks.append(CheckInfo(
                check.id,
                messages.render(f"about.{check.id}.title", ui_lang),
                messages.render(f"about.{check.id}.measures", ui_lang),
                messages.render(f"about.{check.id}.target", ui_lang),
                check.weight / total,
                evidence.tier,
                evidence.tier_label(ui_lang),
                messages.evidence_source(evidence.source, ui_lang),
            ))
        out.append(DimensionInfo(dim.id, messages.dimension_label(dim.id, ui_lang),
                                 messages.render(f"about.{dim.id}.why", ui_lang),
                                 tuple(checks)))
    return tuple(out)


def dimension_why(dimension_id: str, ui_lang: str = "en") -> str:
    """The one line that says why ``dimension_id`` matters to answer engines."""
    return messages.render(f"about.{dimension_id}.why", ui_lang)


def check_title(check_id: str, ui_lang: str = "en") -> str:
    """A check's short name ("Fact density", "事实密度")."""
    return messages.render(f"about.{check_id}.title", ui_lang)
