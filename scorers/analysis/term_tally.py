"""The document's term counts, kept up to date from one scoring to the next.

Counting every content term of a 20,000-word article takes about a millisecond;
after a keystroke only the edited block's terms changed. :class:`TermTally`
remembers the analyses it counted last time, finds the ones that left and the
ones that came (by identity: the engine reuses the analysis of an unchanged
block), and adjusts the counts by those alone. Counts are whole numbers, so the
result equals a fresh count (only the order of the keys may differ, and nothing
reads the order).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import chain, pairwise
from operator import attrgetter, indexOf, is_

from scorers.analysis.block import BlockAnalysis
from scorers.analysis.key_terms import NAME_PART_SHARE
from scorers.analysis.stuffing import phrases

_TERM_LIST = attrgetter("term_list")


def common_ends(old: Sequence[object], new: Sequence[object]) -> tuple[int, int]:
    """Lengths of the longest common prefix and (not overlapping it) suffix, by identity."""
    limit = min(len(old), len(new))
    # The first object that differs, found in C (map stops at the shorter sequence).
    try:
        prefix = indexOf(map(is_, old, new), False)
    except ValueError:
        prefix = limit
    try:
        suffix = indexOf(map(is_, reversed(old), reversed(new)), False)
    except ValueError:
        suffix = limit
    return prefix, min(suffix, limit - prefix)


class TermTally:
    """Counts the content terms of a sequence of block analyses, incrementally."""

    def __init__(self) -> None:
        self._counts: Counter[str] = Counter()
        self._analyses: list[BlockAnalysis] = []
        #: How the writer spells each term most often (DocumentView.surface), as found in
        #: the last document; kept for the terms no changed block holds.
        self.spellings: dict[str, str] = {}

    def count(self, analyses: list[BlockAnalysis]) -> Counter[str]:
        """The term counts of ``analyses`` (a fresh Counter the caller may keep)."""
        old = self._analyses
        prefix, suffix = common_ends(old, analyses)
        left = old[prefix:len(old) - suffix]
        came = analyses[prefix:len(analyses) - suffix]
        if len(left) + len(came) > len(analyses) // 4:
            # Counting a flat stream runs in C: cheaper than adjusting for many blocks.
            counts = Counter(chain.from_iterable(map(_TERM_LIST, analyses)))
            self.spellings = {}
        else:
            # A spelling depends on the blocks that hold the term, in order: those that
            # left or came (or moved, which is both) may change it.
            for a in chain(left, came):
                for term in a.surface:
                    self.spellings.pop(term, None)
            counts = self._counts
            for a in left:
                counts.subtract(a.terms)
                for term in a.terms:
                    if not counts[term]:
                        del counts[term]
            for a in came:
                counts.update(a.terms)
        self._counts, self._analyses = counts, analyses
        return Counter(counts)


def _phrase_stream(analyses: Sequence[BlockAnalysis], before: BlockAnalysis | None,
                   after: BlockAnalysis | None) -> list[str]:
    """The terms of ``analyses`` in order, between the last term of ``before`` and the
    first of ``after`` (the neighbours a phrase may cross to)."""
    stream = list(before.term_list[-1:]) if before is not None else []
    stream.extend(chain.from_iterable(map(_TERM_LIST, analyses)))
    if after is not None:
        stream.extend(after.term_list[:1])
    return stream


class PhraseTally:
    """Counts the two-word phrases of a sequence of block analyses (the prose's terms as
    one stream, :func:`scorers.analysis.stuffing.phrases`), incrementally.

    A phrase may join the last term of one block to the first of the next one that has
    terms. So after an edit the phrases of the changed blocks are recounted together
    with the nearest term on each side: the pairs wholly before or after them stay."""

    def __init__(self) -> None:
        self._counts: Counter[str] = Counter()
        self._analyses: list[BlockAnalysis] = []

    def count(self, analyses: list[BlockAnalysis]) -> Counter[str]:
        """The phrase counts of ``analyses`` (only positive counts; the caller must not
        change them)."""
        old = self._analyses
        prefix, suffix = common_ends(old, analyses)
        left = old[prefix:len(old) - suffix]
        came = analyses[prefix:len(analyses) - suffix]
        if len(left) + len(came) > len(analyses) // 4:
            counts = phrases(list(chain.from_iterable(map(_TERM_LIST, analyses))))
        else:
            before = next((a for a in reversed(analyses[:prefix]) if a.term_list), None)
            after = next((a for a in analyses[len(analyses) - suffix:] if a.term_list), None)
            counts = self._counts
            for phrase, n in phrases(_phrase_stream(left, before, after)).items():
                left_over = counts[phrase] - n
                if left_over:
                    counts[phrase] = left_over
                else:
                    del counts[phrase]
            counts.update(phrases(_phrase_stream(came, before, after)))
        self._counts, self._analyses = counts, analyses
        return counts


def _name_pairs(pairs: Counter[tuple[str, str]], sign: int,
                firsts: dict[str, Counter[str]]) -> None:
    """Adds ``sign`` × ``pairs`` to ``firsts`` (second term → first term → count), for the
    pairs that may make a name (:func:`scorers.analysis.key_terms.name_parts`: two
    different Latin-script terms); drops the counts that fall to 0."""
    for (first, second), n in pairs.items():
        if first != second and first.isascii() and second.isascii():
            before = firsts.get(second)
            if before is None:
                before = firsts[second] = Counter()
            left = before[first] + sign * n
            if left:
                before[first] = left
            else:
                del before[first]
                if not before:
                    del firsts[second]


def _pairs_of(analyses: Sequence[BlockAnalysis]) -> Counter[tuple[str, str]]:
    pairs: Counter[tuple[str, str]] = Counter()
    for terms in map(_TERM_LIST, analyses):
        pairs.update(pairwise(terms))
    return pairs


class NameParts:
    """The terms that are the second part of a name
    (:func:`scorers.analysis.key_terms.name_parts`, the same rule), asked one term at a
    time: the key terms ask about a few frequent terms, not about every pair."""

    __slots__ = ("_counts", "_firsts")

    def __init__(self, firsts: dict[str, Counter[str]], counts: Counter[str]) -> None:
        self._firsts = firsts
        self._counts = counts

    def __contains__(self, term: object) -> bool:
        firsts = self._firsts.get(term)  # type: ignore[call-overload]
        if not firsts:
            return False
        share = NAME_PART_SHARE * self._counts[term]  # type: ignore[index]
        return any(n >= 2 and n >= share for n in firsts.values())


class PairTally:
    """Counts the pairs of consecutive terms within each block (the pairs
    :func:`scorers.analysis.key_terms.name_parts` reads), incrementally, as
    :class:`TermTally` counts the terms."""

    def __init__(self) -> None:
        self._firsts: dict[str, Counter[str]] = {}
        self._analyses: list[BlockAnalysis] = []

    def parts(self, analyses: list[BlockAnalysis], counts: Counter[str]) -> NameParts:
        """The name parts of ``analyses``, whose term counts are ``counts``."""
        old = self._analyses
        prefix, suffix = common_ends(old, analyses)
        left = old[prefix:len(old) - suffix]
        came = analyses[prefix:len(analyses) - suffix]
        if len(left) + len(came) > len(analyses) // 4:
            firsts: dict[str, Counter[str]] = {}
            _name_pairs(_pairs_of(analyses), 1, firsts)
        else:
            firsts = self._firsts
            _name_pairs(_pairs_of(left), -1, firsts)
            _name_pairs(_pairs_of(came), 1, firsts)
        self._firsts, self._analyses = firsts, analyses
        return NameParts(firsts, counts)
