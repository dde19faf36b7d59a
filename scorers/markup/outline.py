"""The article's outline: its headings, their levels and titles, from the engine's blocks.

The window's Outline pane shows it; it is read from the same blocks the checks
read, so a line the engine does not take for a heading never appears there.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from scorers.markup.blocks import HEADING, segment


class _Located(Protocol):
    kind: str
    start: int
    end: int


@dataclass(frozen=True)
class Heading:
    """One heading: where it starts in the text (a Python offset), its level, its title."""

    start: int
    level: int
    title: str


def outline(text: str, blocks: Iterable[_Located] | None = None) -> list[Heading]:
    """The headings of ``text`` in order.

    ``blocks``: the text's blocks when the caller has them (a report's block
    results, say), so the text is not split again.
    """
    headings = []
    for block in segment(text) if blocks is None else blocks:
        if block.kind != HEADING:
            continue
        source = text[block.start:block.end]
        title = source.split("\n")[0].strip().lstrip("#").strip() or source.strip()
        level = len(source) - len(source.lstrip("#")) if source.startswith("#") else 1
        headings.append(Heading(block.start, max(1, level), title))
    return headings
