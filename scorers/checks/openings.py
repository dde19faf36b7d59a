"""What opens each section: the first sentence under a heading, which the answer-first,
self-contained and summary checks judge.

What a block would be to the section it stands in (data, text, or nothing to read) is
remembered with the block; each section's first such block is then found by bisecting
their places, once per document view.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from itertools import compress, count, repeat
from operator import is_not, itemgetter

from scorers.analysis.block import Sentence
from scorers.analysis.memo import per_view, remembered
from scorers.document import DocumentView, Item, Section
from scorers.markup.blocks import CODE, PARAGRAPH, TABLE

_FIRST = itemgetter(0)

#: A paragraph that is only a bold label ("**解决措施**", "**Answer:**"): a heading in all
#: but name, which says what the next paragraph is and answers nothing itself.
_BOLD_LABEL = re.compile(r"(?:\*\*|__)[^*_\n]{1,40}(?:\*\*|__)\s*[:：]?")


def bold_label(it: Item) -> bool:
    """A paragraph that is only a bold label (:data:`_BOLD_LABEL`)."""
    return it.a.kind == PARAGRAPH and _BOLD_LABEL.fullmatch(it.block.text.strip()) is not None


def opening(section: Section) -> tuple[Item, Sentence] | str | None:
    """The first sentence under a heading; ``"data"`` when the section opens on a table
    or code (an answer of its own kind); None when the section has no text yet. A bold
    label on a line of its own ("**解决措施**", "**Solution**") is passed over: the answer
    is what it labels."""
    for it in section.items:
        opens = _opens(it)
        if opens is not None:
            return _opening_of(it, opens)
    return None


def _opens(it: Item) -> str | None:
    """What a block is to the section it may open: ``"data"`` (a table or code), ``"text"``
    (prose with sentences, not a bold label) or None (passed over: it opens nothing)."""
    if it.block.kind in (TABLE, CODE):
        return "data"
    if it.block.is_prose and it.a.sentences and not bold_label(it):
        return "text"
    return None


def _opening_of(it: Item, opens: str) -> tuple[Item, Sentence] | str:
    return "data" if opens == "data" else (it, it.a.sentences[0])


@per_view
def openings(doc: DocumentView) -> dict[int, tuple[Item, Sentence] | str | None]:
    """:func:`opening` of every section, by ``id`` of the section. What each block would
    be to its section is remembered with the block, and each section's first such block
    is found by bisecting their places: a keystroke costs a look-up per section, not a
    walk through every section's blocks (answer_first, self_contained and the summary
    ask for them all)."""
    items = doc.items
    opens = remembered(items, "opens_section", _opens)
    # The first block that opens something at or after each section's start (one past
    # the last block when none does), found in C.
    at = [*compress(count(), map(is_not, opens, repeat(None))), len(items)]
    bounds = doc.section_bounds
    firsts = map(at.__getitem__, map(bisect_left, repeat(at), map(_FIRST, bounds)))
    found: dict[int, tuple[Item, Sentence] | str | None] = dict.fromkeys(
        map(id, doc.sections))
    for section, index, (_, end) in zip(doc.sections, firsts, bounds, strict=True):
        if index < end:
            found[id(section)] = _opening_of(items[index], opens[index])
    return found


def opening_in(doc: DocumentView, section: Section) -> tuple[Item, Sentence] | str | None:
    """:func:`opening` of one of ``doc``'s sections (:func:`openings`)."""
    found = openings(doc)
    return found[id(section)] if id(section) in found else opening(section)
