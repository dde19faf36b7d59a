"""GEO scoring engine: Markdown in, an explained report on five GEO dimensions out.

Pure Python: nothing below this package imports Qt.

Example:
    >>> from scorers import score
    >>> report = score("# Title\\n\\nIn 2024 the survey asked 9,648 developers.")
    >>> sorted(report.to_dict()["dimensions"])
    ['clarity', 'extractability', 'facts', 'sources', 'structure']
"""

from __future__ import annotations

from .bands import band
from .dimensions import DIMENSION_IDS, DIMENSIONS
from .engine import Engine, score
from .results import BlockResult, CheckResult, DimensionResult, Finding, Mark, Report
from .settings import Settings

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
