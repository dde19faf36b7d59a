"""GEO scoring engine: Markdown in, an explained report on five GEO dimensions out.

Pure Python: nothing below this package imports Qt.

Example:
    >>> from scorers import score
    >>> report = score("# Title\\n\\nIn 2024 the survey asked 9,648 developers.")
    >>> sorted(report.to_dict()["dimensions"])
    ['clarity', 'extractability', 'facts', 'sources', 'structure']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scorers.bands import band
from scorers.dimensions import DIMENSION_IDS, DIMENSIONS
from scorers.report.results import BlockResult, CheckResult, DimensionResult, Finding, Mark, Report
from scorers.settings import Settings

if TYPE_CHECKING:
    from scorers.engine import Engine, score


def __getattr__(name: str) -> Any:
    # The engine (and, through the answer preview, numpy) is imported when first
    # asked for: the window's process only shows reports and never scores.
    if name in ("Engine", "score"):
        from scorers import engine

        return getattr(engine, name)
    raise AttributeError(f"module 'scorers' has no attribute {name!r}")


__all__ = [
    "DIMENSIONS",
    "DIMENSION_IDS",
    "BlockResult",
    "CheckResult",
    "DimensionResult",
    "Engine",
    "Finding",
    "Mark",
    "Report",
    "Settings",
    "band",
    "score",
]
