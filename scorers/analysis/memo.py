"""Figures derived from one block, remembered on its analysis.

The engine reuses a block's analysis for as long as the block's kind, text and
language stay the same. Whatever the checks derive from a block alone — its
most frequent term, which of its figures need a source, its number-salad
sentences — is therefore computed once and kept in the analysis's ``memo``,
and a keystroke elsewhere costs a dictionary lookup for it instead of the work.

A remembered value may depend on the block's kind, text and language only: never
on where the block stands (offsets, line numbers) or on the rest of the document.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import wraps
from itertools import compress, count, repeat
from operator import attrgetter, is_, itemgetter
from typing import Any, Protocol, TypeVar

T = TypeVar("T")

_MISSING = object()
_MEMO = attrgetter("a.memo")


class HasAnalysis(Protocol):
    a: Any
    block: Any


def placed(item: HasAnalysis, key: str, make: Callable[[], T]) -> T:
    """``make()``: something about one block that depends on the block alone and where
    it starts (its marks, with offsets into the document). Kept with the analysis under
    ``key`` and reused while the block starts at the same place."""
    start = item.block.start
    kept = item.a.memo.get(key)
    if kept is not None and kept[0] == start:
        return kept[1]
    value = make()
    item.a.memo[key] = (start, value)
    return value


def placed_for(item: HasAnalysis, key: str, given: Hashable, make: Callable[[], T]) -> T:
    """:func:`placed`, for a mark that also depends on something outside its block
    (``given``: the heading above it, say): reused while the block starts at the same
    place and ``given`` is equal."""
    start = item.block.start
    kept = item.a.memo.get(key)
    if kept is not None and kept[0] == start and kept[1] == given:
        return kept[2]
    value = make()
    item.a.memo[key] = (start, given, value)
    return value


def memos_of(items: Sequence[HasAnalysis]) -> list[dict[str, Any]]:
    """The memo of each item's analysis (to hand to :func:`remembered` for many keys)."""
    return list(map(_MEMO, items))


#: The memos of the last few sequences of items asked about, with the sequences (held,
#: so that no other list can take one's ``id``): the checks ask about the same lists of
#: a view (its prose, its headings) for many keys.
_RECENT: dict[int, tuple[Sequence[Any], list[dict[str, Any]]]] = {}
_KEEP_RECENT = 16


def _memos(items: Sequence[HasAnalysis]) -> list[dict[str, Any]]:
    kept = _RECENT.get(id(items))
    if kept is not None and kept[0] is items and len(kept[1]) == len(items):
        return kept[1]
    memos = list(map(_MEMO, items))
    if len(items) > 1 and isinstance(items, list):  # a view's lists, not a block alone
        if len(_RECENT) >= _KEEP_RECENT:
            _RECENT.clear()  # the last view's lists; a clear is safe between threads
        _RECENT[id(items)] = (items, memos)
    return memos


def remembered(items: Sequence[HasAnalysis], key: str, compute: Callable[[Any], T],
               memos: list[dict[str, Any]] | None = None) -> list[T]:
    """``compute(item)`` for each item, remembered in its analysis under ``key``
    (``memos``: :func:`memos_of` the items, when the caller has it)."""
    if memos is None:
        memos = _memos(items)
    # Read in C, with no default to compare, until a block lacks it (after a keystroke,
    # one of hundreds): the values read so far stay in the list, the missing one is
    # computed, and the reading goes on from the next block (a map resumes after its
    # function raised). One pass when a few blocks lack it.
    values: list[Any] = []
    reading = map(itemgetter(key), memos)
    for _ in range(_FEW_MISSING):
        try:
            values.extend(reading)
            return values
        except KeyError:
            index = len(values)
        values.append(compute(items[index]))
        memos[index][key] = values[index]
    # Many lack it (a new document): the rest read with a default, and the blocks that
    # have none found in C (an exception a block would cost more).
    start = len(values)
    values.extend(map(dict.get, memos[start:], repeat(key), repeat(_MISSING)))
    for index in compress(count(start), map(is_, values[start:], repeat(_MISSING))):
        values[index] = memos[index][key] = compute(items[index])
    return values


#: How many blocks lacking a key :func:`remembered` computes as it meets them.
_FEW_MISSING = 4


V = TypeVar("V")


def per_view(func: Callable[[V], T]) -> Callable[[V], T]:
    """``func(view)`` computed once per document view (several checks ask for it): kept
    in the view's ``__dict__``, which a view builds fresh for every scoring."""
    name = f"_per_view.{func.__module__}.{func.__qualname__}"

    @wraps(func)
    def once(view: V) -> T:
        kept = view.__dict__
        found = kept.get(name, _MISSING)
        if found is _MISSING:
            found = kept[name] = func(view)
        return found  # type: ignore[return-value]

    return once
