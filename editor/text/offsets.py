"""Convert between Python string offsets (code points) and Qt positions (UTF-16 units).

The engine reports spans as indices into a Python ``str``; ``QTextCursor``
counts UTF-16 code units, so every character outside the Basic Multilingual
Plane (emoji such as 💡, rare CJK ideographs) counts twice in Qt. A map is built
once per text; texts without such characters (most) map to themselves.
"""

from __future__ import annotations

import bisect
import re

_ASTRAL = re.compile(r"[\U00010000-\U0010FFFF]")


class OffsetMap:
    """Offsets of one text, in both counts.

    Example:
        >>> m = OffsetMap("a💡b")
        >>> m.to_qt(2), m.from_qt(3)
        (3, 2)
    """

    def __init__(self, text: str) -> None:
        # Code-point indices of astral characters; each adds one UTF-16 unit after it.
        self._astral = [m.start() for m in _ASTRAL.finditer(text)]
        self._qt = [index + n for n, index in enumerate(self._astral)]
        self.length = len(text)

    def to_qt(self, offset: int) -> int:
        """Qt position of Python offset ``offset``."""
        return offset + bisect.bisect_left(self._astral, offset)

    def from_qt(self, position: int) -> int:
        """Python offset of Qt position ``position`` (inside a surrogate pair: the pair's start)."""
        before = bisect.bisect_left(self._qt, position)
        return position - before

