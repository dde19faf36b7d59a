"""The five GEO dimensions, in their fixed order, and the checks of each."""

from __future__ import annotations

from dataclasses import dataclass

from scorers.checks import clarity, extractability, facts, sources, structure
from scorers.checks.base import Check
from scorers.markup.blocks import HEADING, LIST_ITEM, PARAGRAPH, QUOTE, TABLE


@dataclass(frozen=True, slots=True)
class Dimension:
    """A dimension: its id, its checks and the kinds of block it scores.

    ``shrinks`` says whether its score is pulled towards 50 while the text is too short
    to judge. Structure is not: its own Length check already asks for a text long
    enough to be a source, and the form of a short page (a title, an answer first, short
    paragraphs) can be read on a few lines; pulling it to 50 as well ranked a complete
    120-word FAQ entry or a security notice below long blog posts with many headings.
    """

    id: str
    checks: tuple[Check, ...]
    block_kinds: frozenset[str]
    shrinks: bool = True


_PROSE = frozenset({PARAGRAPH, LIST_ITEM, QUOTE})

DIMENSIONS: tuple[Dimension, ...] = (
    Dimension("facts", facts.CHECKS, _PROSE | {TABLE}),
    Dimension("structure", structure.CHECKS, _PROSE | {HEADING, TABLE}, shrinks=False),
    Dimension("sources", sources.CHECKS, _PROSE),
    Dimension("clarity", clarity.CHECKS, _PROSE),
    Dimension("extractability", extractability.CHECKS, _PROSE | {HEADING}),
)

DIMENSION_IDS: tuple[str, ...] = tuple(d.id for d in DIMENSIONS)
