"""Whether an article writes a word in lower case, asked on every keystroke, and the
questions made with the answer, remembered from one keystroke to the next.

Mined questions (:func:`scorers.answers.questions.mine`) lower a heading's ordinary
words ("How do Attackers Crack Password Hashes?" → "How do attackers crack password
hashes?") when the article writes them in lower case: a search through its first
100,000 characters for each word of each heading. After a keystroke only the window
around the edit is searched (:class:`scorers.markup.resegment.Occurrences`), and a
heading's question is made again only when one of the answers it read changed.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import TypeVar

from scorers.markup.resegment import Occurrences

T = TypeVar("T")

_IN_BODY = Occurrences()
#: The answers :func:`written_lower` gave while :func:`made_again` makes a value.
_reading = threading.local()
#: Each value made, by key, with the answers it read: (word, answer) pairs.
_KEPT: dict[Hashable, tuple[object, tuple[tuple[str, bool], ...]]] = {}
_KEEP = 2048


def written_lower(word: str, body: str) -> bool:
    """Whether ``body`` writes ``word`` as a word of its own (" word ")."""
    found = _IN_BODY.contains(body, f" {word} ")
    read = getattr(_reading, "answers", None)
    if read is not None:
        read.append((word, found))
    return found


def made_again(make: Callable[[], T], key: Hashable, body: str) -> T:
    """``make()``, whose only reading of ``body`` is :func:`written_lower` and whose
    other inputs are all in ``key``: last time's value while every answer it read is
    the same in ``body``."""
    kept = _KEPT.get(key)
    if kept is not None and all(written_lower(word, body) is found for word, found in kept[1]):
        return kept[0]  # type: ignore[return-value]
    outer = getattr(_reading, "answers", None)
    read: list[tuple[str, bool]] = []
    _reading.answers = read
    try:
        value = make()
    finally:
        _reading.answers = outer
    if len(_KEPT) >= _KEEP:
        _KEPT.clear()
    _KEPT[key] = (value, tuple(read))
    return value
