"""Markdown → blocks with exact source offsets."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import markdown
import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorers.markup import blocks
from scorers.markup.blocks import segment
from scorers.markup.resegment import Segmenter


def kinds(text: str) -> list[str]:
    return [b.kind for b in segment(text)]


def test_offsets_are_exact_and_lines_are_one_based():
    text = "# Title\n\nFirst para\nstill first.\n\n- one\n- two\n"
    blocks = segment(text)
    assert [b.kind for b in blocks] == ["heading", "paragraph", "list_item", "list_item"]
    for block in blocks:
        assert text[block.start:block.end] == block.text
    assert [b.line for b in blocks] == [1, 3, 6, 7]
    assert blocks[1].text == "First para\nstill first."


def test_atx_and_setext_headings_with_levels():
    blocks = segment("Title\n=====\n\nSub\n---\n\n### Third ###\n")
    assert [(b.kind, b.level) for b in blocks] == [("heading", 1), ("heading", 2), ("heading", 3)]


def test_fenced_and_indented_code_are_single_blocks():
    text = "Intro.\n\n```python\nx = 1\n\n# not a heading\n```\n\n    indented\n    code\n\nEnd."
    assert kinds(text) == ["paragraph", "code", "code", "paragraph"]


def test_unclosed_fence_runs_to_the_end():
    assert kinds("Text.\n\n~~~\ncode\n# still code") == ["paragraph", "code"]


def test_tables_quotes_html_front_matter_and_definitions():
    text = (
        "---\ntitle: A\ndate: 2024-01-01\n---\n\n"
        "| a | b |\n|---|---|\n| 1 | 2 |\n\n"
        "> quoted\n> more\n\n"
        "<div class=\"x\">\nhtml\n</div>\n\n"
        "[^1]: A footnote.\n\n"
        "***\n"
    )
    assert kinds(text) == ["front_matter", "table", "quote", "html", "definition", "rule"]


def test_html_comments_run_to_their_end_across_blank_lines():
    text = "<!--\nhidden English\n\nstill hidden\n-->\nVisible.\n\n<!-- one -->\n\nAfter."
    blocks = segment(text)
    assert [b.kind for b in blocks] == ["html", "paragraph", "html", "paragraph"]
    assert blocks[0].text.endswith("-->")
    assert blocks[1].text == "Visible."


def test_list_items_keep_their_continuation_lines_and_nesting():
    text = "1. first\n   continued\n2. second\n   - nested\n"
    blocks = segment(text)
    assert [b.kind for b in blocks] == ["list_item", "list_item", "list_item"]
    assert blocks[0].text == "1. first\n   continued"
    assert blocks[2].level == 1


def test_crlf_and_cr_line_endings():
    text = "# T\r\n\r\nPara one.\r\n\r\nPara two.\rstill two.\r\rThree."
    blocks = segment(text)
    assert [b.kind for b in blocks] == ["heading", "paragraph", "paragraph", "paragraph"]
    assert all(text[b.start:b.end] == b.text for b in blocks)
    assert [b.line for b in blocks] == [1, 3, 5, 8]


def test_unicode_line_separator_is_not_a_markdown_line_break():
    text = "one\u2028two\n\nthree"
    assert [b.text for b in segment(text)] == ["one\u2028two", "three"]


@pytest.mark.parametrize("text", [
    "# Title\n\nA paragraph.\n\n## Sub\n\nAnother one.\n",
    "Intro.\n\n```\ncode\n```\n\n> quote\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
    "Setext\n======\n\nText.\n\n---\n\nMore.\n",
])
def test_block_boundaries_agree_with_the_preview_renderer(text):
    """Python-Markdown (the preview) sees one top-level element per block we see."""
    html = markdown.markdown(text, extensions=["extra", "sane_lists"])
    rendered = [child.tag for child in ET.fromstring(f"<root>{html}</root>")]
    ours = [b.kind for b in segment(text)]
    mapping = {"heading": "h", "paragraph": "p", "code": "pre", "quote": "blockquote",
               "table": "table", "rule": "hr"}
    assert [mapping[k] for k in ours] == ["h" if r[0] == "h" and r != "hr" else r
                                          for r in rendered]


_PIECES = st.sampled_from([
    "# ", "## ", "\n", "\n\n", "- ", "* ", "+ ", "1. ", "2) ", "> ", "```", "~~~", "    ", "\t",
    "|", "|---|", "---", "===", "***", "___", "<div>", "</div>", "<!--", "-->", "[^1]: ", "[a]: ",
    "text ", "Word", "词", "٣. ", "\u3000", "\r\n", "\r", "=", "-", " ", "<script>", "{#id}",
])


@given(st.lists(st.one_of(_PIECES, st.text(max_size=4)), max_size=40).map("".join))
def test_the_shortcuts_for_plain_lines_change_no_block(text):
    # Lines that open on a letter skip the construct tests, and lines are split with
    # str.split when there is no \r: the blocks are those of the full tests.
    fast = segment(text)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(blocks, "is_plain", lambda line: False)
        patch.setattr(blocks, "_lines", lambda text: [
            (start, text[start:end]) for start, end in _regex_lines(text)])
        assert segment(text) == fast


def _regex_lines(text):
    pos = 0
    for match in re.finditer(r"\r\n|\r|\n", text):
        yield pos, match.start()
        pos = match.end()
    if pos < len(text):
        yield pos, len(text)


@given(st.lists(st.one_of(_PIECES, st.text(max_size=4)), max_size=40).map("".join),
       st.lists(st.tuples(st.floats(0, 1), st.integers(0, 6),
                          st.lists(_PIECES, max_size=3).map("".join)), max_size=5))
def test_segmenting_again_after_edits_gives_the_blocks_of_the_new_text(text, edits):
    segmenter = Segmenter()
    assert segmenter.segment(text) == segment(text)
    for where, deleted, inserted in edits:
        at = int(where * len(text))
        text = text[:at] + inserted + text[at + deleted:]
        assert segmenter.segment(text) == segment(text)


def test_segmenting_again_reuses_the_blocks_above_an_edit():
    text = "".join(f"## Part {n}\n\nParagraph {n} of the text.\n\n" for n in range(200))
    segmenter = Segmenter()
    before = segmenter.segment(text)
    middle = text.index("Paragraph 100")
    after = segmenter.segment(text[:middle] + "x" + text[middle:])
    assert after == segment(text[:middle] + "x" + text[middle:])
    assert all(a is b for a, b in zip(after[:190], before[:190], strict=True))
    assert all(a.text is b.text for a, b in zip(after[202:], before[202:], strict=True))


def test_a_paragraph_written_in_html_is_read_as_a_paragraph():
    # The Go survey's results stood in "<p id=…>" paragraphs (anchors for its contents):
    # the scores and the answer preview never read them.
    from scorers import score
    from scorers.answers import Questions
    from scorers.markup.lines import read_line

    text = ("# Survey\n\nWe asked 9,648 developers in November 2020.\n\n"
            '<p id="TOC_4.1">Majorities said they use Go at work (76%) and outside of '
            "work (62%).\n</p>\n\n<div class=\"note\">\nnot prose\n</div>\n")
    assert kinds(text) == ["heading", "paragraph", "paragraph", "html"]
    # The editor's line reader agrees with the blocks.
    state, seen = 0, []
    lines = text.split("\n")
    for line, after in zip(lines, [*lines[1:], None], strict=True):
        reading = read_line(line, state, after)
        seen.append(reading.kind)
        state = reading.state
    assert seen[4:6] == ["paragraph", "paragraph"] and seen[7] == "html"
    answer = score(text, questions=Questions(("Do developers use Go at work?",), mine=False))
    assert "76%" in answer.answers.questions[0].best.quote
