"""Where an article's claims sit along its prose, from 0 (its start) to 1 (its end):
what "Key claims early" and the answer preview's strip read (engines cite the first
30% of a page most).

A claim's place is its block's start plus its offset inside the block, in proportion to
the block's size, over the size of all the prose. The two functions do the same
arithmetic, so a claim is placed at the same double by either.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from itertools import accumulate, compress, count
from operator import attrgetter
from typing import TYPE_CHECKING

from scorers.analysis.block_figures import BlockFigures

if TYPE_CHECKING:
    from scorers.document import Item

_CLAIM_INSIDES = attrgetter("claim_insides")
_SIZE = attrgetter("a.size")


def claims_within(prose: Sequence[Item], figures: Sequence[BlockFigures], total: float,
                  share: float) -> int:
    """How many claims sit in the first ``share`` of the prose (``total``: its size).

    Positions only grow along the article: a block's claims come after the blocks
    before it, and each lies inside its block. So the count is found by bisecting the
    blocks on their first claim, and reading one block's claims."""
    if not total:
        return 0
    insides = list(map(_CLAIM_INSIDES, figures))
    sizes = list(map(_SIZE, prose))
    befores = list(accumulate(sizes, initial=0.0))  # the same additions, in order

    def place(k: int, inside: float) -> float:
        return min(1.0, (befores[k] + inside * sizes[k]) / total)

    claimed = list(compress(count(), insides))
    first_beyond = bisect.bisect_left(claimed, True,
                                      key=lambda k: place(k, insides[k][0]) > share)
    if not first_beyond:
        return 0
    last = claimed[first_beyond - 1]
    before = sum(map(len, insides[:last]))
    return before + sum(1 for inside in insides[last] if place(last, inside) <= share)


def claim_positions(prose: Sequence[Item], total: float) -> list[float]:
    """Where each claim sits along the prose (``total``: its size), in order."""
    if not total:
        return []
    positions: list[float] = []
    before = 0.0
    for it in prose:
        size = it.a.size
        span = max(1, it.a.content[1] - it.a.content[0])
        for s in it.a.sentences:
            if s.claim is not None:
                inside = (s.start - it.a.content[0]) / span
                positions.append(min(1.0, (before + inside * size) / total))
        before += size
    return positions
