"""Several labelled patterns run over a text in one pass, each finding its own matches.

The fact rules (:data:`scorers.rules.patterns.FACT_PATTERNS`) are seven patterns run over
every block of prose, and a later one keeps only the matches that no earlier one
took. Run one after another, each makes ``re`` read the whole block for the
characters it can open on (digits, capitals, currency signs): about 1 ms per
pattern over a 20,000-word article, most of it spent stepping through characters
that open nothing, and that reading was repeated seven times.

:class:`Labelled` reads the block once. Each pattern's fast twin
(:func:`scorers.fastpatterns.rewrites.speed_up`) opens on one single-character atom ``X`` and
goes on with a rest ``R`` (:func:`scorers.fastpatterns.regex_source.split_first`), so the pattern
matches at ``p`` exactly when ``X`` matches the character at ``p`` and ``R`` matches
at ``p + 1``. One combined pattern opens on the union of the ``X`` and, for every
pattern in turn, captures what ``R`` matches there inside a look-ahead::

    [U](?:(?<=X1)(?=(R1))|)(?:(?<=X2)(?=(R2))|)…(?(1)|(?(2)|…(?!)))

The closing conditions refuse a position where no pattern matched, so the combined
pattern stops only where some pattern matches, and there it tells which ones do and
where each match ends: what each pattern's own ``match`` at that position gives,
since a look-ahead runs its pattern on the same text, looking behind as far as the
text goes. Each pattern's ``finditer`` is then read off these positions: the first
one at or after the end of its previous match (its matches are never empty: each
opens on a character). ``tests/equivalence/test_onepass.py`` compares them with the patterns.

Patterns that fold case (run over the lower-cased text, :mod:`scorers.fastpatterns.fastre`) or
whose source cannot be split so are run on their own, as before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from scorers.fastpatterns import fastre
from scorers.fastpatterns.regex_source import split_first, union_class
from scorers.fastpatterns.rewrites import speed_up

Span = tuple[int, int]


def _combined(sources: Sequence[str], flags: int) -> re.Pattern[str] | None:
    # The one pattern described in the module docstring, or None when a source does not
    # open on one single-character atom (or holds groups of its own, which would shift
    # the numbers the closing conditions test).
    splits = [split_first(f"(?:{source})", union=True) for source in sources]
    if any(split is None for split in splits):
        return None
    atoms = [atom for atom, _ in splits]  # type: ignore[misc]
    union = union_class(atoms)
    if union is None:
        return None
    steps = []
    for atom, rest in splits:  # type: ignore[misc]
        behind = "" if atom == union else f"(?<={atom})"
        steps.append(f"(?:{behind}(?=({rest}))|)")
    closing = "(?!)"
    for group in range(len(sources), 0, -1):
        closing = f"(?({group})|{closing})"
    try:
        combined = re.compile(union + "".join(steps) + closing, flags)
    except re.error:
        return None  # a back-reference, say, that meant another group there
    return combined if combined.groups == len(sources) else None


#: Texts longer than this run each pattern on its own. The one pass tries every pattern
#: at every character one of them opens on; where nearly every character does (a run of
#: 100,000 digits) that costs ~15% more than the patterns' own scans, which then skip
#: nothing. No block of prose is this long but a hostile one.
LONGEST = 20_000

#: One fast twin per pattern, however many tables hold it.
_TWINS: dict[re.Pattern[str], fastre.Fast] = {}


def _twin(pattern: re.Pattern[str]) -> fastre.Fast:
    twin = _TWINS.get(pattern)
    if twin is None:
        twin = _TWINS.setdefault(pattern, fastre.Fast(pattern))
    return twin


class Labelled:
    """Labelled patterns run in order, a later one keeping only what no earlier one took
    (see the module): :meth:`spans` gives what running each pattern's ``finditer`` in
    turn and dropping overlapping matches gives.

    Args:
        table: ``(label, pattern)`` pairs, in order of precedence.
    """

    def __init__(self, table: Sequence[tuple[str, re.Pattern[str]]]) -> None:
        self.labels = tuple(label for label, _ in table)
        self._table = tuple(table)
        self._built = False
        fastre._UNBUILT.append(self)  # compiled by fastre.build_all() at warm-up

    def build(self) -> None:
        """Compile the combined pattern now, unless it is already."""
        if not self._built:
            self._build()

    def _build(self) -> None:
        # Patterns that match case as written share the combined pattern; those that fold
        # case run their own fast twin over the folded text.
        shared = [i for i, (_, pattern) in enumerate(self._table)
                  if not pattern.flags & re.IGNORECASE]
        flags = {self._table[i][1].flags for i in shared}
        combined = None
        if len(shared) > 1 and len(flags) == 1:
            sources = [speed_up(self._table[i][1].pattern, self._table[i][1].flags)
                       for i in shared]
            combined = _combined(sources, flags.pop())
        self._combined = combined
        self._shared = tuple(shared) if combined is not None else ()
        self._fast = tuple(None if i in self._shared else _twin(pattern)
                           for i, (_, pattern) in enumerate(self._table))
        self._built = True

    def matches(self, text: str, low: str | None = None) -> list[list[Span]]:
        """Each pattern's matches in ``text``, in order, as its own ``finditer`` finds
        them (``low``: ``text`` folded, :func:`~scorers.fastpatterns.fastre.fold`, when the
        caller has it)."""
        if not self._built:
            self._build()
        if len(text) > LONGEST:
            return [[m.span() for m in _twin(pattern).finditer(text, low)]
                    for _, pattern in self._table]
        found: list[list[Span]] = [[] for _ in self._table]
        shared = self._shared
        if shared:
            lists = [found[i] for i in shared]
            ends = [0] * len(shared)
            groups = range(1, len(shared) + 1)
            for match in self._combined.finditer(text):  # type: ignore[union-attr]
                start = match.start()
                regs = match.regs
                for group in groups:
                    end = regs[group][1]
                    # A pattern's next match opens at or after the end of its last one.
                    if end >= 0 and start >= ends[group - 1]:
                        lists[group - 1].append((start, end))
                        ends[group - 1] = end
        for i, fast in enumerate(self._fast):
            if fast is not None:
                found[i] = [m.span() for m in fast.finditer(text, low)]
        return found

    def spans(self, text: str, low: str | None = None) -> list[tuple[str, int, int]]:
        """``(label, start, end)`` of every match kept, in order of ``start``: each
        pattern's matches, less those overlapping a match of an earlier pattern."""
        # One byte per character marks what an earlier pattern took: a C-speed find()
        # keeps this linear even for a 5,000-row table full of numbers.
        taken = bytearray(len(text))
        kept: list[tuple[str, int, int]] = []
        for label, spans in zip(self.labels, self.matches(text, low), strict=True):
            for start, end in spans:
                if end == start or taken.find(1, start, end) != -1:
                    continue
                taken[start:end] = b"\x01" * (end - start)
                kept.append((label, start, end))
        kept.sort(key=lambda item: item[1])
        return kept
