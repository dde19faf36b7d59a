"""Read Markdown one line at a time, as :func:`scorers.markup.blocks.segment` reads it.

An editor colours a document line by line as it is typed (Qt's syntax highlighter
sees one line and a number left by the line before). :func:`read_line` gives such a
reader the kind of block each line belongs to — heading, list item, quote, code,
table, front matter … — by the same line rules :mod:`scorers.markup.blocks` splits
the document with, and a small state (an int, ≥ 0) to hand to the next line. So the
editor's colours and the engine's blocks never disagree about what a line is.

Two things a line reader cannot know are read from the *next* line: whether a line of
text is the title of a setext heading (``Title`` over ``=====``) and whether a row is a
table's header (over ``|---|``). :attr:`LineReading.state` records it, so a reader
that sees the next line change can tell the line above needs reading again (read it
with the new next line and compare the states).

Where the reading differs from the blocks (``tests/equivalence/test_lines.py`` checks it on every
golden text and on random ones):

* A setext heading of several lines: only its last line and the underline read as
  heading; the lines above it read as paragraph.
* Front matter that is never closed: the blocks read a rule and text, the lines read
  front matter to the end (as an unclosed fence reads code).

Example:
    >>> state, kinds = START, []
    >>> text = "# Title\\n\\n- one\\n```\\ncode\\n```"
    >>> lines = text.split("\\n")
    >>> for line, after in zip(lines, [*lines[1:], None]):
    ...     reading = read_line(line, state, after)
    ...     kinds.append(reading.kind)
    ...     state = reading.state
    >>> kinds
    ['heading', None, 'list_item', 'code', 'code', 'code']
"""

from __future__ import annotations

from typing import NamedTuple

from scorers.markup.blocks import (
    ATX_HEADING,
    CODE,
    DEFINITION,
    DEFINITION_LINE,
    FENCE,
    FRONT_MATTER,
    HEADING,
    HTML,
    HTML_OPEN,
    HTML_PARAGRAPH,
    INDENTED,
    LIST_ITEM,
    LIST_MARKER,
    PARAGRAPH,
    QUOTE,
    QUOTE_MARKER,
    RULE,
    SETEXT_UNDERLINE,
    TABLE,
    THEMATIC_BREAK,
    closes_fence,
    closes_front_matter,
    closes_html,
    content_column,
    continues_list_item,
    ends_list_item,
    front_matter_fence,
    html_closer,
    interrupts_paragraph,
    is_blank,
    is_plain,
    is_table_row,
    starts_indented_code,
    starts_table,
)

#: The state before a document's first line (Qt's "no state", -1, reads the same).
START = 0

# Where the line before left the reader: the low five bits. Above them, what the place
# needs to remember (a fence's marker, a list item's text column, an HTML closer).
_START, _BETWEEN, _PARAGRAPH, _QUOTE, _LIST, _LIST_BLANK, _INDENTED_CODE, _FENCE, \
    _FRONT_MATTER, _HTML, _HTML_RAW, _TABLE_HEAD, _TABLE, _DEFINITION, _HTML_PARAGRAPH \
    = range(15)
_PLACE_BITS = 5
_PLACE = (1 << _PLACE_BITS) - 1
#: Set when the next line made this line a setext heading's title or a table's header.
_BY_NEXT = 1 << 27
_MOST = (1 << 21) - 1  # the largest remembered number (a marker's length, a column)

#: Every state :func:`read_line` returns is below this (room for a caller's own bits).
STATE_LIMIT = 1 << 28

_CLOSERS = ("-->", "</script>", "</pre>", "</style>", "</textarea>")
_FRONT_FENCES = ("---", "+++")


class LineReading(NamedTuple):
    """What one line is.

    Attributes:
        kind: the kind of block the line belongs to (the constants of
            :mod:`scorers.markup.blocks`), or None for a blank line.
        state: what to pass to :func:`read_line` with the next line.
        opens: the line starts a block (rather than continuing the one above).
        marker: where a list marker (``-``, ``1.``) ends on a line of a list item —
            its first line, or a list nested four spaces deep in its text — else 0.
    """

    kind: str | None
    state: int
    opens: bool = False
    marker: int = 0


def _state(place: int, value: int = 0) -> int:
    return place | (min(value, _MOST) << _PLACE_BITS)


def read_line(line: str, state: int = START, next_line: str | None = None) -> LineReading:
    """Read ``line`` in the ``state`` the line before left (:data:`START` for the first).

    Args:
        line: the line, without its line break.
        state: the :attr:`LineReading.state` of the line before; negative reads as
            :data:`START`.
        next_line: the line after, or None at the end of the document.
    """
    if state < 0:
        state = START
    place, value = state & _PLACE, (state & ~_BY_NEXT) >> _PLACE_BITS

    # Blocks that run to a closing line whatever is between.
    if place == _FENCE:
        marker = ("~" if value & 1 else "`") * (value >> 1)
        return LineReading(CODE, _BETWEEN if closes_fence(line, marker) else state)
    if place == _FRONT_MATTER:
        fence = _FRONT_FENCES[value]
        return LineReading(FRONT_MATTER, _BETWEEN if closes_front_matter(line, fence) else state)
    if place == _HTML_RAW:
        return LineReading(HTML, _BETWEEN if closes_html(line, _CLOSERS[value]) else state)

    if is_blank(line):
        if place in (_LIST, _LIST_BLANK):
            return LineReading(None, _state(_LIST_BLANK, value))
        if place == _INDENTED_CODE:
            return LineReading(None, state)  # indented code goes on after blank lines
        if place == _DEFINITION and INDENTED.match(line):
            return LineReading(DEFINITION, state)  # white space indented as far continues it
        return LineReading(None, _BETWEEN)

    # The block above goes on …
    if place == _PARAGRAPH:
        if is_plain(line):
            return _paragraph(state, next_line, opens=False)
        if SETEXT_UNDERLINE.match(line):
            return LineReading(HEADING, _BETWEEN)
        if not interrupts_paragraph(line):
            return _paragraph(state, next_line, opens=False)
    elif place == _QUOTE:
        if QUOTE_MARKER.match(line) or not interrupts_paragraph(line):
            return LineReading(QUOTE, state)
    elif place == _LIST:
        if not ends_list_item(line):
            return LineReading(LIST_ITEM, state, marker=_nested_marker(line))
    elif place == _LIST_BLANK:
        if continues_list_item(line, value):
            return LineReading(LIST_ITEM, _state(_LIST, value), marker=_nested_marker(line))
    elif place == _INDENTED_CODE:
        if INDENTED.match(line):
            return LineReading(CODE, state)
    elif place == _HTML:
        if not FENCE.match(line):
            return LineReading(HTML, state)
    elif place == _HTML_PARAGRAPH:
        if not FENCE.match(line):
            return LineReading(PARAGRAPH, state)
    elif place == _TABLE_HEAD:
        return LineReading(TABLE, _state(_TABLE))  # the separator row
    elif place == _TABLE:
        if is_table_row(line):
            return LineReading(TABLE, state)
    elif place == _DEFINITION:
        if INDENTED.match(line):
            return LineReading(DEFINITION, state)
    elif place == _START:
        fence = front_matter_fence(line)
        if fence is not None:
            return LineReading(FRONT_MATTER, _state(_FRONT_MATTER, _FRONT_FENCES.index(fence)),
                               opens=True)

    # … or a block starts here (the order of segment's tests).
    if not is_plain(line):
        fence_match = FENCE.match(line)
        if fence_match:
            marker = fence_match.group(1)
            return LineReading(CODE, _state(_FENCE, len(marker) << 1 | (marker[0] == "~")),
                               opens=True)
        if ATX_HEADING.match(line):
            return LineReading(HEADING, _BETWEEN, opens=True)
        if THEMATIC_BREAK.match(line):
            return LineReading(RULE, _BETWEEN, opens=True)
        # Where a block starts, an indented line is code: a list item above it would have
        # taken it in, unless a blank line came between (segment's condition).
        if starts_indented_code(line):
            return LineReading(CODE, _state(_INDENTED_CODE), opens=True)
        if QUOTE_MARKER.match(line):
            return LineReading(QUOTE, _state(_QUOTE), opens=True)
        if HTML_OPEN.match(line):
            closer = html_closer(line)
            if closer is None and HTML_PARAGRAPH.match(line):
                return LineReading(PARAGRAPH, _state(_HTML_PARAGRAPH), opens=True)
            if closer is None:
                return LineReading(HTML, _state(_HTML), opens=True)
            if closes_html(line, closer, first=True):
                return LineReading(HTML, _BETWEEN, opens=True)
            return LineReading(HTML, _state(_HTML_RAW, _CLOSERS.index(closer)), opens=True)
        bullet = LIST_MARKER.match(line)
        if bullet:
            return LineReading(LIST_ITEM, _state(_LIST, content_column(bullet)), opens=True,
                               marker=bullet.end(2))
        if DEFINITION_LINE.match(line):
            return LineReading(DEFINITION, _state(_DEFINITION), opens=True)
    if next_line is not None and starts_table(line, next_line):
        return LineReading(TABLE, _state(_TABLE_HEAD) | _BY_NEXT, opens=True)
    return _paragraph(_state(_PARAGRAPH), next_line, opens=True)


def _nested_marker(line: str) -> int:
    """Where the marker of a list nested (four spaces or more) in an item's text ends:
    the blocks keep such a line in the item above, and it is still a list marker."""
    text = line.lstrip()
    bullet = LIST_MARKER.match(text)
    return len(line) - len(text) + bullet.end(2) if bullet else 0


def _paragraph(state: int, next_line: str | None, opens: bool) -> LineReading:
    """A line of a paragraph: a setext heading's title when the next line underlines it."""
    state &= ~_BY_NEXT
    if next_line is not None and SETEXT_UNDERLINE.match(next_line):
        return LineReading(HEADING, state | _BY_NEXT, opens)
    return LineReading(PARAGRAPH, state, opens)


def read_lines(lines: list[str]) -> list[LineReading]:
    """Read every line of a document (a list of its lines) in order."""
    out = []
    state = START
    for i, line in enumerate(lines):
        reading = read_line(line, state, lines[i + 1] if i + 1 < len(lines) else None)
        out.append(reading)
        state = reading.state
    return out
