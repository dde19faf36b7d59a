"""Split a text into blocks again after an edit, re-reading only the lines around it.

A keystroke changes one place of a long document. :class:`Segmenter` keeps the
previous text and its blocks; for the new text it finds the unchanged start and
end (character by character), keeps the blocks before the edit as they are,
scans from the block the edit falls in, and stops as soon as it reaches a block
that starts where an old block started in the unchanged end, after a block of
the same kind: from there on :func:`scorers.markup.blocks.scan` would read the same lines
in the same state, so the old blocks are moved by the edit's length instead.

Why the blocks before the edit stay: a block's extent depends on its own lines
and at most the line where the next block starts (a paragraph looks one line
ahead, a list item past blank lines to the next text). So every block before the
last one that starts above the edited line is untouched. The result always
equals :func:`scorers.markup.blocks.segment` of the new text (``tests/unit/engine/test_blocks.py``
checks random edits).
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from operator import attrgetter

from scorers.markup.blocks import Block, _lines, scan, segment

_CHUNK = 4096
_LINE = attrgetter("line")
_START = attrgetter("start")


def common_prefix(a: str, b: str) -> int:
    """Length of the longest common prefix of ``a`` and ``b`` (compared in C, by chunks)."""
    limit = min(len(a), len(b))
    i = 0
    step = _CHUNK
    while i < limit:
        if a[i:i + step] == b[i:i + step]:
            i += step
        elif step > 1:
            step //= 8 if step > 8 else step
        else:
            break
    return min(i, limit)


def common_suffix(a: str, b: str, limit: int) -> int:
    """Length of the longest common suffix of ``a`` and ``b``, at most ``limit``."""
    i = 0
    step = _CHUNK
    while i < limit:
        size = min(step, limit - i)
        if a[len(a) - i - size:len(a) - i] == b[len(b) - i - size:len(b) - i]:
            i += size
        elif step > 1:
            step //= 8 if step > 8 else step
        else:
            break
    return i


class Segmenter:
    """Segments successive versions of one document, reusing what an edit left alone.

    Blocks before the edit are the very same objects as last time (so are their
    texts); blocks after it are new ones with the same texts, moved (the very same
    objects too when the edit kept the text's length and its lines).
    """

    def __init__(self) -> None:
        self._text: str | None = None
        self._blocks: list[Block] = []
        self._line_count = 0
        self._newlines = 0  # the line breaks of the last text
        #: After :meth:`segment`: how many leading blocks are last time's very objects,
        #: and how many trailing ones are last time's last blocks, moved (same texts;
        #: the same objects when nothing moved).
        self.reused = (0, 0)

    def segment(self, text: str) -> list[Block]:
        """The blocks of ``text`` (see :func:`scorers.markup.blocks.segment`)."""
        old = self._text
        self.reused = (0, 0)
        if old is None or not self._blocks or "\r" in text or "\r" in old:
            blocks = segment(text)
            lines = len(_lines(text))
            newlines = text.count("\n")
        elif old == text:
            self.reused = (len(self._blocks), 0)
            return list(self._blocks)
        else:
            blocks, lines, newlines = self._resegment(old, text)
        self._text, self._blocks, self._line_count = text, blocks, lines
        self._newlines = newlines
        return list(blocks)

    def _resegment(self, old: str, text: str) -> tuple[list[Block], int, int]:
        prefix = common_prefix(old, text)
        suffix = common_suffix(old, text, min(len(old), len(text)) - prefix)
        old_blocks = self._blocks
        # The line breaks of the text: last time's, less those the edit took out, plus
        # those it put in (counting all of them again was a fifth of re-segmenting).
        newlines = self._newlines - old.count("\n", prefix, len(old) - suffix) + \
            text.count("\n", prefix, len(text) - suffix)
        # The line the edit starts on, counted on from the line of the last old block
        # that starts before it (the text up to the edit is last time's), and the last
        # old block that starts above that line.
        known = bisect.bisect_right(old_blocks, prefix, key=_START) - 1
        known_line, known_start = (old_blocks[known].line - 1, text.rfind(
            "\n", 0, old_blocks[known].start) + 1) if known >= 0 else (0, 0)
        edit_line, start = line_at(text, prefix, known_line, known_start)
        lines = Lines(text, edit_line, start, newlines)
        last = bisect.bisect_left(old_blocks, edit_line + 1, key=_LINE) - 1
        if last <= 0:
            return segment(text), len(lines), newlines
        blocks = old_blocks[:last]
        shift = len(text) - len(old)
        line_shift = len(lines) - self._line_count
        unchanged_from = len(text) - suffix  # characters from here on are the old ones

        def resync(i: int, found: list[Block]) -> bool:
            # Line i (and the line before it, which indented code looks at) must lie in
            # the unchanged end, an old block must start there, after a block of the
            # same kind as the one just found.
            if i < 1 or lines[i - 1][0] < unchanged_from:
                return False
            index = bisect.bisect_left(old_blocks, i - line_shift + 1, key=_LINE)
            if index >= len(old_blocks) or old_blocks[index].line != i - line_shift + 1:
                return False
            before = old_blocks[index - 1].kind if index else None
            return (found[-1].kind if found else None) == before

        stop = scan(text, lines, blocks, old_blocks[last].line - 1, resync)
        moved = 0
        if stop is not None:
            index = bisect.bisect_left(old_blocks, stop - line_shift + 1, key=_LINE)
            moved = len(old_blocks) - index
            if shift or line_shift:
                blocks.extend(Block(b.kind, b.start + shift, b.end + shift, b.text, b.level,
                                    b.line + line_shift) for b in old_blocks[index:])
            else:  # an edit that kept the length and the lines: the old blocks stand
                blocks.extend(old_blocks[index:])
        self.reused = (last, moved)
        return blocks, len(lines), newlines


def line_at(text: str, offset: int, known_line: int = 0, known_start: int = 0,
            ) -> tuple[int, int]:
    """The index and start of the last line of ``text`` (no "\\r") that starts at or
    before ``offset``, as :func:`~scorers.markup.blocks._lines` counts lines (-1 and 0
    when it has none), by counting line breaks instead of making the lines: from
    ``known_start``, the start of line ``known_line``, when it lies at or before it."""
    start = text.rfind("\n", 0, offset) + 1
    if start == len(text) and start:
        start = text.rfind("\n", 0, start - 1) + 1  # the final line break starts no line
    if not text:
        return -1, start
    if known_start > start:
        known_line = known_start = 0
    return known_line + text.count("\n", known_start, start), start


class Lines(Sequence[tuple[int, str]]):
    """The lines of a text without "\\r" as :func:`~scorers.markup.blocks._lines` gives
    them, each cut from the text when first asked for: a keystroke's scan reads the
    few lines around the edit, and building the list of all of them (a tuple and a
    string for each of 1,300 lines at 20k words) cost more than the rest of
    re-segmenting. The count comes from counting line breaks."""

    __slots__ = ("_first", "_lines", "_n", "_starts", "_text")

    def __init__(self, text: str, line: int, start: int, newlines: int | None = None) -> None:
        """``line``: the index of a line of ``text`` that starts at offset ``start``;
        ``newlines``: how many line breaks ``text`` holds, when known."""
        self._text = text
        if newlines is None:
            newlines = text.count("\n")
        self._n = newlines + (not text.endswith("\n") if text else 0)
        self._first = line  # the line self._starts[0] starts
        self._starts = [start]  # the starts of lines _first, _first + 1, … found so far
        self._lines: dict[int, tuple[int, str]] = {}

    def __len__(self) -> int:
        return self._n

    def __getitem__(self, i: int) -> tuple[int, str]:  # type: ignore[override]  # no slices
        line = self._lines.get(i)
        if line is not None:
            return line
        if i < 0:
            i += self._n
        if not 0 <= i < self._n:
            raise IndexError(i)
        text = self._text
        starts = self._starts
        while i < self._first:  # a line above the first one asked for: a look back
            starts.insert(0, text.rfind("\n", 0, starts[0] - 1) + 1)
            self._first -= 1
        while len(starts) <= i - self._first:
            starts.append(text.index("\n", starts[-1]) + 1)
        start = starts[i - self._first]
        end = text.find("\n", start)
        line = (start, text[start:] if end < 0 else text[start:end])
        self._lines[i] = line
        return line


class Occurrences:
    """Whether some strings occur in successive versions of one text, each version
    searched only around the edit that made it.

    A string found last time wholly before or wholly after the edit is still there (after
    it, moved by the edit's length); one found nowhere can only have come in the window
    around the edit; one found across the edit is looked for again. The answers are what
    ``needle in text`` gives. Safe between threads: each version's answers are kept in a
    state of their own, replaced whole."""

    def __init__(self, keep: int = 4096) -> None:
        self._keep = keep
        # The last text and, for each string asked about, where it occurs in it (-1: not).
        self._state: tuple[str | None, dict[str, int]] = (None, {})

    def contains(self, text: str, needle: str) -> bool:
        """Whether ``needle`` (not empty) occurs in ``text``."""
        state = self._state
        if state[0] is not text:
            state = self._state = self._moved(state, text)
        found = state[1]
        at = found.get(needle)
        if at is None:
            if len(found) >= self._keep:
                found.clear()
            at = found[needle] = text.find(needle)
        return at >= 0

    @staticmethod
    def _moved(state: tuple[str | None, dict[str, int]], text: str,
               ) -> tuple[str, dict[str, int]]:
        old, was = state
        if old is None:
            return text, {}
        prefix = common_prefix(old, text)
        suffix = common_suffix(old, text, min(len(old), len(text)) - prefix)
        old_end, new_end = len(old) - suffix, len(text) - suffix
        shift = len(text) - len(old)
        found: dict[str, int] = {}
        for needle, at in was.items():
            size = len(needle)
            if at < 0:  # only in the window around the edit, if anywhere
                found[needle] = text.find(needle, max(0, prefix - size + 1),
                                          min(len(text), new_end + size - 1))
            elif at + size <= prefix:
                found[needle] = at
            elif at >= old_end:
                found[needle] = at + shift
            # (across the edit: looked for again when asked)
        return text, found
