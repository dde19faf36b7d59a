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
from operator import attrgetter

from scorers.markup.blocks import Block, _lines, scan, segment

_CHUNK = 4096
_LINE = attrgetter("line")


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
    texts); blocks after it are new ones with the same texts, moved.
    """

    def __init__(self) -> None:
        self._text: str | None = None
        self._blocks: list[Block] = []
        self._line_count = 0
        #: After :meth:`segment`: how many leading blocks are last time's very objects,
        #: and how many trailing ones are last time's last blocks, moved (same texts).
        self.reused = (0, 0)

    def segment(self, text: str) -> list[Block]:
        """The blocks of ``text`` (see :func:`scorers.markup.blocks.segment`)."""
        old = self._text
        self.reused = (0, 0)
        if old is None or not self._blocks or "\r" in text or "\r" in old:
            blocks = segment(text)
            lines = len(_lines(text))
        elif old == text:
            self.reused = (len(self._blocks), 0)
            return list(self._blocks)
        else:
            blocks, lines = self._resegment(old, text)
        self._text, self._blocks, self._line_count = text, blocks, lines
        return list(blocks)

    def _resegment(self, old: str, text: str) -> tuple[list[Block], int]:
        lines = _lines(text)
        prefix = common_prefix(old, text)
        suffix = common_suffix(old, text, min(len(old), len(text)) - prefix)
        old_blocks = self._blocks
        # The line the edit starts on, and the last old block that starts above it.
        edit_line = bisect.bisect_right(lines, prefix, key=_line_start) - 1
        last = bisect.bisect_left(old_blocks, edit_line + 1, key=_LINE) - 1
        if last <= 0:
            return segment(text), len(lines)
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
            blocks.extend(Block(b.kind, b.start + shift, b.end + shift, b.text, b.level,
                                b.line + line_shift) for b in old_blocks[index:])
        self.reused = (last, moved)
        return blocks, len(lines)


def _line_start(line: tuple[int, str]) -> int:
    return line[0]
