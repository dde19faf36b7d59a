"""Place the checks' marks in the document: findings with line numbers, block results.

Each mark becomes a :class:`~scorers.report.results.Finding` with the line it starts on;
each block that a dimension scores gets a :class:`~scorers.report.results.BlockResult`:
100 per dimension, less a penalty per finding in it, and "weak" below the
language's threshold, with the findings that made it weak.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Iterable
from itertools import count

from scorers.analysis.block import BlockAnalysis
from scorers.dimensions import DIMENSIONS
from scorers.markup.blocks import Block
from scorers.report.results import BlockResult, Finding, Mark
from scorers.rules.thresholds import for_lang

#: Penalty a mark costs the block it falls in, per severity.
MARK_PENALTY = {"weak": 55, "warn": 15, "info": 5}

_LINE_END = re.compile(r"\r\n|\r|\n")

_DIMENSIONS_OF_KIND: dict[str, tuple[str, ...]] = {
    kind: tuple(d.id for d in DIMENSIONS if kind in d.block_kinds)
    for kind in {k for d in DIMENSIONS for k in d.block_kinds}
}


def _line_of(block: Block, offset: int) -> int:
    return block.line + len(_LINE_END.findall(block.text, 0, max(0, offset - block.start)))


def _column_of(block: Block, offset: int) -> int:
    """The 1-based column (in characters) of ``offset`` on its line."""
    inside = max(0, offset - block.start)
    line_start = max(block.text.rfind("\n", 0, inside), block.text.rfind("\r", 0, inside)) + 1
    return inside - line_start + 1


@functools.cache
def _unmarked(kind: str, lang: str) -> tuple[tuple[tuple[str, int], ...], bool]:
    """The scores of a block of ``kind`` without findings, and whether that is weak."""
    scores = tuple((d, 100) for d in _DIMENSIONS_OF_KIND[kind])
    return scores, any(score < for_lang(lang).weak_block_score for _, score in scores)


def place_findings(
    marks: Iterable[tuple[Mark, str, str]], blocks: list[Block], analyses: list[BlockAnalysis],
    text_length: int,
) -> tuple[tuple[Finding, ...], tuple[BlockResult, ...]]:
    """The findings of ``marks`` (each with its dimension and check ids), in order of
    position, and the result of each scored block."""
    starts = [b.start for b in blocks]
    ordered = sorted(marks, key=lambda m: (m[0].start, m[0].end, m[1], m[2]))
    findings: list[Finding] = []
    per_block: dict[int, list[int]] = {}
    for mark, dim_id, check_id in ordered:
        start = min(mark.start, text_length)
        end = min(max(mark.end, start), text_length)
        index = bisect.bisect_right(starts, start) - 1
        block = blocks[index] if index >= 0 else None
        if block is not None and not (block.start <= start < block.end or
                                      (start == end == block.start)):
            block = None
        line = _line_of(block, start) if block is not None else 1
        column = _column_of(block, start) if block is not None else 1
        findings.append(Finding(dim_id, check_id, mark.severity, start, end, line,
                                mark.message, mark.suggestion, mark.params, mark.scope, column))
        if block is not None and end > start:
            per_block.setdefault(index, []).append(len(findings) - 1)

    results: list[BlockResult] = []
    for index, block, analysis in zip(count(), blocks, analyses):
        if analysis.kind not in _DIMENSIONS_OF_KIND or not analysis.plain:
            continue
        mine = per_block.get(index)
        if mine is None:  # most blocks: nothing found, every dimension at 100
            # Such a result depends on the block alone and where it stands: the last one
            # is kept with the analysis and reused while the block has not moved.
            memo = analysis.memo
            result = memo.get("unmarked_result")
            if result is None or result.start != block.start or result.line != block.line:
                scores, weak = _unmarked(block.kind, analysis.lang)
                result = memo["unmarked_result"] = BlockResult(
                    block.start, block.end, block.line, block.kind, analysis.lang, scores, weak)
            results.append(result)
            continue
        penalties = dict.fromkeys(_DIMENSIONS_OF_KIND[block.kind], 0)
        for fi in mine:
            finding = findings[fi]
            if finding.dimension in penalties:
                penalties[finding.dimension] += MARK_PENALTY[finding.severity]
        scores = tuple((d, max(0, 100 - p)) for d, p in penalties.items())
        weak_limit = for_lang(analysis.lang).weak_block_score
        weak_dims = {d for d, s in scores if s < weak_limit}
        reasons = tuple(fi for fi in mine if findings[fi].dimension in weak_dims
                        and findings[fi].severity != "info")
        results.append(BlockResult(block.start, block.end, block.line, block.kind, analysis.lang,
                                   scores, bool(weak_dims), reasons))
    return tuple(findings), tuple(results)
