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
from itertools import compress, count
from operator import attrgetter, indexOf, is_, is_not, itemgetter
from typing import Any

from scorers.analysis.block import BlockAnalysis
from scorers.analysis.term_tally import common_ends
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


def _line_and_column(block: Block, memo: dict[str, Any], offset: int) -> tuple[int, int]:
    """The line and column of ``offset`` in ``block``. Where on its lines a block's marks
    fall depends on its text alone: kept with its analysis, for when it has moved (every
    block below a keystroke)."""
    inside = offset - block.start
    kept = memo.get("line_column")
    if kept is None:
        kept = memo["line_column"] = {}
    found = kept.get(inside)
    if found is None:
        found = kept[inside] = (_line_of(block, offset) - block.line, _column_of(block, offset))
    return block.line + found[0], found[1]


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
    return Placer().place(marks, blocks, analyses, text_length)


#: What a finding was placed from: its mark with its dimension and check, the index of
#: the block it fell in and the block, the finding, and its owner (the block's index, or
#: -1 for a finding of no width).
_Placed = tuple[Mark, str, str, int, Block, Finding, int]


_MARK, _DIMENSION, _CHECK = itemgetter(0), itemgetter(1), itemgetter(2)
_START, _END = attrgetter("start"), attrgetter("end")


def _ordered(entries: list[tuple[Mark, str, str]]) -> list[tuple[Mark, str, str]]:
    """``entries`` sorted by their marks' start and end, then dimension and check
    (stable), the keys made in C."""
    marks = list(map(_MARK, entries))
    keys = list(zip(map(_START, marks), map(_END, marks), map(_DIMENSION, entries),
                    map(_CHECK, entries), strict=True))
    return list(map(entries.__getitem__, sorted(range(len(entries)), key=keys.__getitem__)))


class Placer:
    """Places the checks' marks, one document after another (:func:`place_findings`).

    A check hands back the very same mark object for a block it judged before (it keeps
    it with the block's analysis while the block starts at the same place); such a mark
    in last time's very block (the engine keeps the block objects above and below an
    edit) is the same finding as last time, and a block with the same findings the same
    result. After a keystroke only the
    edited block's findings and result are made again."""

    def __init__(self) -> None:
        self._placed: dict[int, _Placed] = {}
        # The last document's blocks, analyses, the result of each block (None: not
        # scored), the findings in each block (indexes) and the findings.
        self._blocks: list[Block] = []
        self._analyses: list[BlockAnalysis] = []
        self._results: list[BlockResult | None] = []
        self._owners: list[int] = []
        self._findings: list[Finding] = []

    def place(
        self, marks: Iterable[tuple[Mark, str, str]], blocks: list[Block],
        analyses: list[BlockAnalysis], text_length: int,
    ) -> tuple[tuple[Finding, ...], tuple[BlockResult, ...]]:
        """The findings of ``marks`` (each with its dimension and check ids), in order of
        position, and the result of each scored block."""
        starts: list[int] | None = None
        last, placed = self._placed, {}
        ordered = _ordered(list(marks))
        findings: list[Finding] = []
        # The block each finding is in (-1: none, or a mark of no width).
        owners: list[int] = []
        count_blocks = len(blocks)
        for entry in ordered:
            mark = entry[0]
            kept = last.get(id(mark))
            # Last time's mark from the same check, in last time's very block (the block
            # objects of the text above and below an edit are kept): last time's finding.
            if kept is not None and kept[0] is mark and kept[1] == entry[1] and \
                    kept[2] == entry[2] and kept[3] < count_blocks and \
                    blocks[kept[3]] is kept[4] and mark.end <= text_length:
                findings.append(kept[5])
                owners.append(kept[6])
                placed[id(mark)] = kept
                continue
            _, dim_id, check_id = entry
            if starts is None:
                starts = [b.start for b in blocks]
            start = min(mark.start, text_length)
            end = min(max(mark.end, start), text_length)
            index = bisect.bisect_right(starts, start) - 1
            block = blocks[index] if index >= 0 else None
            if block is not None and not (block.start <= start < block.end or
                                          (start == end == block.start)):
                block = None
            if block is not None:
                line, column = _line_and_column(block, analyses[index].memo, start)
            else:
                line = column = 1
            finding = Finding(dim_id, check_id, mark.severity, start, end, line, mark.message,
                              mark.suggestion, mark.params, mark.scope, column)
            findings.append(finding)
            owner = index if block is not None and end > start else -1
            owners.append(owner)
            if block is not None and mark.end <= text_length:
                # The finding depends on the mark and the block alone.
                placed[id(mark)] = (mark, dim_id, check_id, index, block, finding, owner)
        self._placed = placed
        return tuple(findings), self._block_results(blocks, analyses, findings, owners)

    def _block_results(self, blocks: list[Block], analyses: list[BlockAnalysis],
                       findings: list[Finding], owners: list[int],
                       ) -> tuple[BlockResult, ...]:
        # A block that is last time's (the very block, with the very analysis) and had
        # no findings then and has none now has last time's result: only the blocks the
        # edit touched and those whose findings changed are judged again.
        old_blocks, old = self._blocks, self._results
        head, tail = common_ends(old_blocks, blocks)
        same_head, same_tail = common_ends(self._analyses, analyses)
        head, tail = min(head, same_head), min(tail, same_tail)
        count_blocks, moved = len(blocks), len(blocks) - len(old_blocks)
        results = old[:head] + [None] * (count_blocks - head - tail) + \
            (old[len(old) - tail:] if tail else [])
        again = set(range(head, count_blocks - tail))
        # A block above or below the edit keeps its result when its findings are last
        # time's (the very findings at the same indexes). Which findings differ from last
        # time's is found in C: when there are as many, those that are not the very same
        # object at the same index; otherwise all from the first that differs on (the
        # indexes of those after it moved). Only the blocks that held or hold one of them
        # are judged again.
        old_findings, old_owners = self._findings, self._owners
        if len(findings) == len(old_findings):
            changed = list(compress(count(), map(is_not, findings, old_findings)))
            new_owners = map(owners.__getitem__, changed)
            was = map(old_owners.__getitem__, changed)
        else:
            first = _common_start(findings, old_findings)
            new_owners, was = iter(owners[first:]), iter(old_owners[first:])
        again.update(filter((-1).__ne__, new_owners))
        old_tail = len(old) - tail
        again.update(index if index < head else index + moved for index in was
                     if index >= 0 and (index < head or index >= old_tail))
        # The findings in each block judged again (indexes into ``findings``).
        mine: dict[int, list[int]] = {}
        for position in compress(count(), map(again.__contains__, owners)):
            mine.setdefault(owners[position], []).append(position)
        for index in again:
            results[index] = _block_result(blocks[index], analyses[index], findings,
                                           mine.get(index))
        self._blocks, self._analyses, self._results = blocks, analyses, results
        self._findings, self._owners = findings, owners
        return tuple(filter(None, results))


def _common_start(new: list[Finding], old: list[Finding]) -> int:
    """How many findings at the start of ``new`` are those of ``old`` (the very objects)."""
    try:
        return indexOf(map(is_, new, old), False)
    except ValueError:
        return min(len(new), len(old))


def _block_result(block: Block, analysis: BlockAnalysis, findings: list[Finding],
                  mine: list[int] | None) -> BlockResult | None:
    """The result of one block (None for a block no dimension scores), with ``mine``,
    the indexes in ``findings`` of the findings in it (None: it has none)."""
    if analysis.kind not in _DIMENSIONS_OF_KIND or not analysis.plain:
        return None
    memo = analysis.memo
    if mine is None:  # most blocks: nothing found, every dimension at 100
        # Such a result depends on the block alone and where it stands: the last one
        # is kept with the analysis and reused while the block has not moved.
        result = memo.get("unmarked_result")
        if result is None or result.start != block.start or result.line != block.line:
            scores, weak = _unmarked(block.kind, analysis.lang)
            result = memo["unmarked_result"] = BlockResult(
                block.start, block.end, block.line, block.kind, analysis.lang, scores, weak)
        return result
    # The same findings (the very objects, at the same indexes) in the same place:
    # the same result.
    mine_findings = [findings[fi] for fi in mine]
    kept = memo.get("marked_result")
    if kept is not None and kept[0].start == block.start and kept[0].line == block.line \
            and kept[1] == mine and len(kept[2]) == len(mine_findings) \
            and all(map(is_, kept[2], mine_findings)):
        return kept[0]
    result = _marked_result(block, analysis, mine_findings, mine)
    memo["marked_result"] = (result, mine, mine_findings)
    return result


def _marked_result(block: Block, analysis: BlockAnalysis, mine_findings: list[Finding],
                   mine: list[int]) -> BlockResult:
    # The scores and the weak dimensions depend on the findings' dimensions and
    # severities alone: kept with the analysis for a block that moved with its findings.
    shape = tuple((f.dimension, f.severity) for f in mine_findings)
    kept = analysis.memo.get("marked_shape")
    if kept is None or kept[0] != shape:
        kept = analysis.memo["marked_shape"] = (shape, *_judged(block.kind, analysis.lang,
                                                                  shape))
    _, scores, weak, reasons = kept
    return BlockResult(block.start, block.end, block.line, block.kind, analysis.lang,
                       scores, weak, tuple(mine[j] for j in reasons))


def _judged(kind: str, lang: str, shape: tuple[tuple[str, str], ...],
            ) -> tuple[tuple[tuple[str, int], ...], bool, tuple[int, ...]]:
    """The scores of a block of ``kind`` with findings of ``shape`` (dimension, severity),
    whether it is weak, and which of the findings (positions in ``shape``) made it so."""
    penalties = dict.fromkeys(_DIMENSIONS_OF_KIND[kind], 0)
    for dimension, severity in shape:
        if dimension in penalties:
            penalties[dimension] += MARK_PENALTY[severity]
    scores = tuple((d, max(0, 100 - p)) for d, p in penalties.items())
    weak_limit = for_lang(lang).weak_block_score
    weak_dims = {d for d, s in scores if s < weak_limit}
    reasons = tuple(j for j, (dimension, severity) in enumerate(shape)
                    if dimension in weak_dims and severity != "info")
    return scores, bool(weak_dims), reasons
