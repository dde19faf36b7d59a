"""The one place that maps a 0-100 score to a band (DESIGN.md).

======  ===========  ======
band    English      中文
======  ===========  ======
≥ 90    excellent    优秀
80–89   good         良好
70–79   fair         合格
< 70    needs work   需改进
======  ===========  ======
"""

from __future__ import annotations

BANDS = (("excellent", 90), ("good", 80), ("fair", 70), ("needs_work", 0))


def band(score: float) -> str:
    """The band id (``excellent``, ``good``, ``fair`` or ``needs_work``) of ``score``."""
    for name, floor in BANDS:
        if score >= floor:
            return name
    return "needs_work"
