"""Issue 24: preview and export read Markdown as the engine does (a list right after a
paragraph, item 11), and in time that grows with the text, not its square (R8)."""

from __future__ import annotations

import time

import pytest

from editor.preview import export
from editor.preview.chunks import render_document
from editor.preview.rendering import render_body
from scorers import segment

RENDERERS = {"preview": render_document, "export": export.to_html}


@pytest.mark.parametrize("token", ["[", "![", "[a]("])
@pytest.mark.parametrize("where", ["preview", "export"])
def test_runs_of_brackets_render_in_linear_time(token, where):
    render = RENDERERS[where]
    started = time.perf_counter()
    html = render(token * 4000)
    four = time.perf_counter() - started
    started = time.perf_counter()
    render(token * 16000)
    sixteen = time.perf_counter() - started
    assert four < 1.0, f"{four:.2f} s for 4,000"
    assert sixteen < 12 * four + 0.5  # 4× the text; quadratic would be 16×, and was more
    assert html.count("[") >= 4000  # the brackets are shown, not dropped


def test_links_images_and_references_survive_among_many_brackets():
    text = ("[" * 80 + " see [the study](https://example.org/a) and ![chart](c.png), "
            "[the report][r], a footnote[^1] and `code [x`.\n\n"
            "[r]: https://example.org/r\n\n[^1]: A note.\n")
    html = render_body(text)
    assert '<a href="https://example.org/a"' in html and "the study</a>" in html
    assert '<img alt="chart" src="c.png">' in html
    assert '<a href="https://example.org/r"' in html
    assert "<code>code [x</code>" in html
    assert "\\[" not in html


def test_brackets_in_code_blocks_are_left_as_they_are():
    code = "```\n" + "[" * 100 + "\n```\n"
    html = render_body(code)
    assert "[" * 100 in html and "\\" not in html


@pytest.mark.parametrize("where", ["preview", "export"])
@pytest.mark.parametrize("marker, tag", [("1.", "ol"), ("-", "ul"), ("*", "ul")])
def test_a_list_right_after_a_paragraph_is_a_list(where, marker, tag):
    second = "2." if marker == "1." else marker
    text = f"# Steps\n\nDo this first:\n{marker} open the valve\n{second} wait a minute\n"
    html = RENDERERS[where](text)
    assert f"<p>Do this first:</p>\n<{tag}>" in html
    assert "<li>open the valve</li>" in html and "<li>wait a minute</li>" in html
    # ... as the engine reads it: a paragraph, then list items.
    assert [b.kind for b in segment(text)][1:] == ["paragraph", "list_item", "list_item"]


def test_a_number_inside_a_paragraph_does_not_start_a_list():
    # CommonMark: only a list starting at 1 interrupts a paragraph.
    html = render_body("The plant opened in\n2024. It now runs all year.\n")
    assert "<ol>" not in html and "<li>" not in html
