"""Markdown read a line at a time (what the editor colours) says of every line what the
blocks say (what the engine scores): one reading of Markdown."""

from __future__ import annotations

import bisect

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorers.markup.blocks import FRONT_MATTER, HEADING, _lines, front_matter_fence, segment
from scorers.markup.lines import START, STATE_LIMIT, read_line, read_lines
from tests.unit.engine.test_blocks import _PIECES


def line_kinds_of_blocks(text: str) -> list[str | None]:
    """The kind of the block each line of ``text`` lies in (None: in none)."""
    lines = _lines(text)
    kinds: list[str | None] = [None] * len(lines)
    for block in segment(text):
        first = k = block.line - 1
        while k < len(lines) and (k == first or lines[k][0] < block.end):
            kinds[k] = block.kind
            k += 1
    return kinds


def disagreements(text: str) -> list[tuple[int, str, str | None, str | None]]:
    lines = [line for _, line in _lines(text)]
    wanted = line_kinds_of_blocks(text)
    if lines and front_matter_fence(lines[0]) and wanted[0] != FRONT_MATTER:
        wanted = [FRONT_MATTER] * len(lines)  # never closed: read as front matter (documented)
    # A setext heading of several lines: the lines above the last read as paragraph.
    titles = set()
    for block in segment(text):
        count = len(_lines(block.text))
        if block.kind == HEADING and count > 2:
            titles.update(range(block.line - 1, block.line + count - 3))
    out = []
    for k, (line, reading) in enumerate(zip(lines, read_lines(lines), strict=True)):
        if not line.strip():
            continue  # blank lines are coloured by nobody
        if k in titles and reading.kind == "paragraph":
            continue
        if reading.kind != wanted[k]:
            out.append((k + 1, line, wanted[k], reading.kind))
    return out


@pytest.mark.parametrize("text", [
    "# Title\n\nText.\n",
    "Title\n=====\n\nSub\n---\n\nText\n***\n",
    "para\n1. numbered after a paragraph\n+ plus marker\n",
    "Text.\n\n    indented code\n\n    more code\n    - not a list\n\nEnd.",
    "- item\n\n    continued\n\n10.  wide\n\n    code\n",
    "---\ntitle: A\n---\n\n---\n",
    "a | b\n---\n| 1 | 2\nafter\n",
    "<div>\n# not a heading\n</div>\n\n<!--\n- hidden\n\n-->\n- shown",
    "```\n~~~\n``\n```\n> quote\nlazy line\n- list\n",
    "[^1]: note\n    more note\n\n[a]: https://example.org\n",
    "line one\nline two\n=====\n",
    "{#id}\r    # \r\n---",
])
def test_every_line_reads_as_the_block_it_lies_in(text):
    assert disagreements(text) == []


def test_every_golden_text_reads_line_by_line_as_its_blocks():
    from tests.support.golden_cases import cases

    for case in cases():
        assert disagreements(case.text) == [], case.name


@given(st.lists(st.one_of(_PIECES, st.text(max_size=4)), max_size=40).map("".join))
def test_random_markdown_reads_line_by_line_as_its_blocks(text):
    assert disagreements(text) == []


def test_what_the_next_line_decides_shows_in_the_state():
    # An editor that sees a line change reads the line above again and compares states.
    assert read_line("Title", START, "===").kind == HEADING
    assert read_line("Title", START, "===").state != read_line("Title", START, "Text").state
    header = read_line("a | b", START, "|---|---|")
    assert header.kind == "table" and header.state != read_line("a | b", START, None).state
    assert read_line("- item").marker == 1 and read_line("  12) item").marker == 5
    nested = read_line("    - nested", read_line("- item").state)
    assert (nested.kind, nested.opens, nested.marker) == ("list_item", False, 5)


def test_states_leave_room_and_qt_s_no_state_reads_as_the_start():
    text = "---\ntitle: x\n---\n" + "`" * 5000 + "\n- " + " " * 3000 + "x\n"
    lines = text.split("\n")
    assert all(0 <= r.state < STATE_LIMIT for r in read_lines(lines))
    assert read_line("---", -1, "a: b") == read_line("---", START, "a: b")


@given(st.lists(st.one_of(st.sampled_from(["\n", "\n\n", "a", "## b", " ", "数据"]),
                          st.text(max_size=3)), max_size=30).map("".join),
       st.floats(0, 1), st.lists(st.floats(0, 1), max_size=12))
def test_lines_read_when_asked_for_are_the_lines(text, where, asked):
    # Re-segmenting after an edit reads the lines around it from the text, found by
    # counting line breaks (scorers.markup.resegment), instead of making all of them.
    from scorers.markup.resegment import Lines, line_at

    text = text.replace("\r", "")
    lines = _lines(text)
    offset = int(where * len(text))
    index = bisect.bisect_right(lines, offset, key=lambda line: line[0]) - 1
    assert line_at(text, offset) == (index, lines[index][0] if lines else 0)
    if not lines:
        assert len(Lines(text, 0, 0)) == 0
        return
    lazy = Lines(text, index, lines[index][0])
    assert len(lazy) == len(lines)
    for at in asked:  # in any order, ahead of the first line asked for and behind it
        k = int(at * len(lines) * 1.2) - len(lines) // 10
        if -len(lines) <= k < len(lines):
            assert lazy[k] == lines[k]
        else:
            with pytest.raises(IndexError):
                lazy[k]
    assert list(lazy) == lines
