"""The export keeps the whole article: an unclosed raw-text tag in prose, a title that
opens a comment, or a list nested 500 deep never drops, blanks or breaks the page."""

from __future__ import annotations

import json
import re

import pytest

from editor.preview.chunks import ChunkRenderer
from editor.preview.export import to_html
from editor.preview.rendering import render_body

# Tags whose content the sanitiser removes, and others HTML parses as raw text.
RAW_TEXT_TAGS = ["script", "style", "textarea", "select", "iframe", "noscript", "template",
                 "object", "title", "xmp", "noembed", "noframes", "plaintext", "math", "svg",
                 "embed"]


def _body(page: str) -> str:
    return page.split("<body>", 1)[1]


@pytest.mark.parametrize("tag", RAW_TEXT_TAGS)
def test_a_tag_named_in_prose_keeps_the_rest_of_the_export(tag):
    text = f"# T\n\nUse the <{tag}> tag here.\n\nSecond paragraph.\n\n## Later\n\nThe end.\n"
    body = _body(to_html(text))
    for words in ("tag here", "Second paragraph", "Later", "The end"):
        assert words in body
    preview = "".join(chunk.html for chunk in ChunkRenderer().render(text))
    assert "Second paragraph" in preview and "tag here" in preview


def test_an_unclosed_comment_keeps_the_rest_of_the_export():
    body = _body(to_html("# T\n\nA <!-- note that never ends.\n\nSecond paragraph.\n"))
    assert "never ends" in body and "Second paragraph" in body


def test_closed_scripts_and_comments_are_still_removed():
    body = _body(to_html("# T\n\nText <script>steal()</script> and <!-- hidden --> more.\n"))
    assert "steal()" not in body and "hidden" not in body and "more." in body
    assert "<script" not in body


@pytest.mark.parametrize("field", ["title", "description"])
def test_json_ld_cannot_open_a_comment_or_close_its_script(field):
    hostile = "<!--<script>"
    text = f"---\n{field}: {hostile}\n---\n\n# Heading\n\nBody text stays.\n\n" \
           "## FAQ\n\n### Is </script><script>alert(1)</script> safe?\n\nYes.\n"
    page = to_html(text)
    blocks = re.findall(r'<script type="application/ld\+json">\n(.*?)\n</script>', page, re.S)
    data = [json.loads(block) for block in blocks]
    assert any(hostile in json.dumps(obj, ensure_ascii=False) for obj in data)
    assert all("<" not in block for block in blocks)  # every "<" escaped as \u003c
    assert "Body text stays" in _body(page)
    assert data[-1]["@type"] == "FAQPage"


@pytest.mark.parametrize("prefix", ["  ", "    ", "\t"])
def test_a_list_nested_500_deep_renders_and_keeps_every_item(prefix):
    text = "# Deep\n\n" + "".join(prefix * d + f"- item {d}\n" for d in range(500))
    for html in (render_body(text), _body(to_html(text)),
                 "".join(c.html for c in ChunkRenderer().render(text))):
        assert all(f"item {d}<" in html or f"item {d}\n" in html for d in (0, 250, 499))


def test_quotes_nested_500_deep_render():
    text = "".join("> " * d + f"level {d}\n" for d in range(1, 501))
    assert "level 500" in render_body(text)
