"""Which of a block's figures claim something about the world, counted in place.

A date or a version is no claim to source; a setting ("m=37 MiB", "N=2^16 (64 MiB)") is a
value to use. What remains are claim figures (:data:`CLAIM_LABELS`) and, among them,
statistics: percentages and multiples ("2.4 times", "3 倍"), the figures that most need
their source.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

#: Fact labels that are claims about the world (dates and versions are not in need of a source).
CLAIM_LABELS = frozenset({"PERCENT", "MONEY", "QUANTITY", "COUNT", "RANGE"})

#: A setting ("m=37 MiB", "t=1", "N=2^16 (64 MiB)"): a value to use, not a claim to source.
SETTING = re.compile(r"[\w.-]\s*[=:]\s*(?:[\w^.*+-]+\s*\(\s*)?$")

#: A multiple ("2.4 times", "3x", "3 倍"): a comparison that needs its source.
_MULTIPLE = re.compile(r"\d\s*(?:times|x|×|倍)$", re.I)

def claim_figures(text: str, facts: Sequence[tuple[str, int, int]], start: int = 0,
                   end: int | None = None) -> int:
    """Figures among ``facts`` (between ``start`` and ``end``) that claim something about
    the world: not dates or versions, not settings."""
    return _count(text, facts, start, end, lambda label, _start, _end: label in CLAIM_LABELS)


def statistics(text: str, facts: Sequence[tuple[str, int, int]], start: int = 0,
                end: int | None = None) -> int:
    """Percentages and multiples among ``facts`` (between ``start`` and ``end``)."""
    return _count(text, facts, start, end, lambda label, f_start, f_end: label == "PERCENT" or (
        label == "QUANTITY" and _MULTIPLE.search(text, f_start, f_end) is not None))


def _count(text: str, facts: Sequence[tuple[str, int, int]], start: int, end: int | None,
           wanted: Callable[[str, int, int], bool]) -> int:
    if not facts:
        return 0
    # The 20 characters before each figure ("N=2^16 (64 MiB)"), searched in place (SETTING
    # looks at nothing around them).
    setting = SETTING.search
    stop = len(text) if end is None else end
    return sum(1 for label, f_start, f_end in facts
               if start <= f_start < stop and wanted(label, f_start, f_end) and
               not setting(text, max(0, f_start - 20), f_start))
