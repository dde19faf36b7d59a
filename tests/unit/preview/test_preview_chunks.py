"""The preview renders chunk by chunk and must show exactly what a whole render shows."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from editor.preview.chunks import ChunkRenderer
from editor.preview.rendering import blank_front_matter, render_body
from tests.support import texts

# Pieces of Markdown whose rendering depends on their neighbours in some way.
PIECES = [
    "# Storage costs fell",
    "## Method",
    "## Method",  # a repeated heading: its id must be numbered as in a whole render
    "## 方法",
    "Setext heading\n==============",
    "The survey covered 1,200 readers in 14 regions.",
    "Prices fell by 18% in 2024, [the report][annual] says.",
    "[annual]: https://example.org/annual-report \"Annual report\"",
    "- first item\n- second item",
    "- loose item\n\n- another loose item",
    "- item with a continuation\n\n    still the same item",
    "1. one\n2. two",
    "3. three",
    "> A quotation that runs\n> over two lines.",
    "> A second quotation right after.",
    "| Year | Share |\n|---|---|\n| 2023 | 41% |\n| 2024 | 57% |",
    "```python\nx = 1\n\ny = 2\n```",
    "    indented code\n\n    more indented code",
    "<div class=\"note\">\n\nInside the div.\n\n</div>",
    "<!-- a comment\n\nover blank lines -->",
    "Term\n\n: Its definition",
    "A paragraph with attributes\n{: #custom-id }",
    "***",
    "调查覆盖了 14 个地区的 1200 名读者，降幅达 18%。",
]


def normalised(html: str) -> str:
    return re.sub(r">\s+<", "><", html.strip())


def joined(renderer: ChunkRenderer, text: str) -> str:
    return normalised("".join(chunk.html for chunk in renderer.render(text)))


@given(st.lists(st.sampled_from(PIECES), min_size=1, max_size=12))
def test_chunks_together_render_exactly_like_the_whole_document(pieces):
    text = "\n\n".join(pieces) + "\n"
    assert joined(ChunkRenderer(), text) == normalised(render_body(text))


def test_the_test_articles_render_the_same_chunked_and_whole():
    for text in (texts.EN_ARTICLE, texts.ZH_ARTICLE, texts.FLUFFY_EN, texts.FLUFFY_ZH):
        assert joined(ChunkRenderer(), text) == normalised(render_body(text))


def test_a_keystroke_renders_only_the_chunk_it_touched():
    renderer = ChunkRenderer()
    before = renderer.render(texts.EN_ARTICLE)
    position = texts.EN_ARTICLE.index("forecast")
    edited = texts.EN_ARTICLE[:position] + "x" + texts.EN_ARTICLE[position:]
    after = renderer.render(edited)
    assert renderer.rendered_last == 1
    changed = [i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a.html != b.html]
    assert len(changed) == 1
    assert "xforecast" in after[changed[0]].html


def test_new_lines_shift_the_line_numbers_of_later_chunks_without_rendering_them():
    text = "# Title\n\nOne.\n\nTwo.\n"
    renderer = ChunkRenderer()
    assert [(c.line, c.lines) for c in renderer.render(text)] == [(1, 2), (3, 2), (5, 2)]
    moved = renderer.render("# Title\n\nOne.\nmore\n\nTwo.\n")
    assert [(c.line, c.lines) for c in moved] == [(1, 2), (3, 3), (6, 2)]
    assert renderer.rendered_last == 1


def test_front_matter_is_not_shown_and_lines_still_match():
    text = "---\ntitle: A\nweight: 10\n---\n# Title\n\nBody.\n"
    chunks = ChunkRenderer().render(text)
    assert "weight" not in "".join(c.html for c in chunks)
    assert [c.line for c in chunks] == [5, 7]


def test_a_changed_link_definition_rerenders_the_chunks_that_use_it():
    renderer = ChunkRenderer()
    text = "See [the report][r].\n\nMore text.\n\n[r]: https://example.org/old\n"
    assert "https://example.org/old" in renderer.render(text)[0].html
    chunks = renderer.render(text.replace("/old", "/new"))
    assert "https://example.org/new" in chunks[0].html


def test_footnotes_render_the_whole_document_as_one_chunk():
    text = "Claim one.[^1]\n\nClaim two.[^2]\n\n[^1]: First source.\n\n[^2]: Second source.\n"
    chunks = ChunkRenderer().render(text)
    assert len(chunks) == 1
    assert normalised(chunks[0].html) == normalised(render_body(text))
    assert "First source." in chunks[0].html and "href=\"#fn:1\"" in chunks[0].html


def test_chunks_are_sanitised():
    text = "Hi.\n\n<script>alert(1)</script>\n\n[x](javascript:alert(2))\n"
    chunks = ChunkRenderer().render(text)
    html = "".join(c.html for c in chunks)
    assert "alert" not in html and "javascript:" not in html


def test_same_text_twice_renders_nothing_new_and_memory_follows_the_document():
    renderer = ChunkRenderer()
    renderer.render(texts.ZH_ARTICLE)
    renderer.render(texts.ZH_ARTICLE)
    assert renderer.rendered_last == 0
    renderer.render("Short.\n")
    assert len(renderer._cache) == 1


def test_an_empty_document_has_no_chunks():
    assert ChunkRenderer().render("") == []
    assert ChunkRenderer().render("\n\n  \n") == []


def test_whole_render_helper_still_blanks_front_matter():
    assert blank_front_matter("---\na: 1\n---\nBody\n") == "\n\n\nBody\n"
