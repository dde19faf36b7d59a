"""Headings with nothing under them (Structure's thin sections).

A subheading is hollow when no block that a reader sees as content stands under it
before the next heading of its level or above. A keystroke in a paragraph rarely
changes which headings are: the walk over the headings is made again only when what it
reads of them changes.
"""

from __future__ import annotations

from itertools import accumulate, compress, count, repeat
from operator import add, attrgetter, eq

from scorers.analysis.memo import remembered
from scorers.document import DocumentView, Item, says_nothing
from scorers.markup.blocks import HEADING

_LEVEL = attrgetter("a.level")


def _padding(it: Item) -> bool:
    """A block of statements that say nothing ("Beans matter.", 就是这样。): a heading over
    it alone is as hollow as one over nothing. A statement about code ("`useId` takes no
    parameters.") says what the code does: the prose reads it without its subject."""
    return it.a.is_prose and says_nothing(it) and "`" not in it.block.text


def hollow_headings(doc: DocumentView) -> set[int]:
    """The subheadings (by ``id`` of their item) with nothing under them before the next
    heading of their level or above: a parent heading whose subsections hold the text is
    not hollow, nor is one over a table, a picture, code or a block the site fills in
    (``{{Specifications}}``), which are content a reader sees; one over padding alone
    (:func:`_padding`) is."""
    items = doc.items
    # Only the headings are walked: whether a block between two of them fills them is read
    # off a running count of such blocks (each remembered with its block).
    fills = list(accumulate(remembered(items, "fills_heading", _fills), initial=0))
    heads = list(compress(count(), map(eq, doc.kinds, repeat(HEADING))))
    headings = list(map(items.__getitem__, heads))
    # What the walk reads of each heading, gathered in C: a keystroke in a paragraph
    # leaves it as it was, and the last walk's answer stands (the walk was 0.1 ms a rescore).
    shape = (tuple(remembered(headings, "blank_heading", _blank_heading)),
             tuple(map(_LEVEL, headings)), tuple(map(fills.__getitem__, heads)),
             tuple(map(fills.__getitem__, map(add, heads, repeat(1)))), fills[len(items)])
    global _last_hollow
    kept_shape, hollow = _last_hollow
    if kept_shape != shape:
        hollow = _hollow_places(*shape)
        _last_hollow = (shape, hollow)
    return {id(headings[place]) for place in hollow}


#: The shape of the headings last walked (:func:`hollow_headings`) and the places among
#: them of the hollow ones: one tuple, replaced whole.
_last_hollow: tuple[tuple, tuple[int, ...]] = ((), ())


def _hollow_places(blanks: tuple[bool, ...], levels: tuple[int, ...],
                   fills_at: tuple[int, ...], fills_after: tuple[int, ...],
                   fills_total: int) -> tuple[int, ...]:
    """The places (among the headings) of the hollow ones, from each heading's blankness
    and level, and the running count of filling blocks at it and just after it."""
    hollow: set[int] = set()
    filled: set[int] = set()
    open_headings: list[int] = []  # the headings whose subtree is still being read
    filled_before = 0  # the running count just after the last heading walked
    for place, blank in enumerate(blanks):
        if blank:
            continue  # a stray "###" with no words: no heading a reader sees
        if fills_at[place] > filled_before:  # something fills the headings still open
            filled.update(open_headings)
        filled_before = fills_after[place]
        level = levels[place]
        while open_headings and levels[open_headings[-1]] >= level:
            closed = open_headings.pop()
            if closed not in filled:
                hollow.add(closed)
        if level >= 2:
            open_headings.append(place)
    if fills_total > filled_before:
        filled.update(open_headings)
    hollow.update(place for place in open_headings if place not in filled)
    return tuple(sorted(hollow))


def _blank_heading(it: Item) -> bool:
    return not it.block.text.strip("# \t\n")


def _fills(it: Item) -> bool:
    """A block that gives the heading above it something to hold: no heading, no padding."""
    return it.block.kind != HEADING and not _padding(it)
