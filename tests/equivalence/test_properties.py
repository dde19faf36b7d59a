"""Property-based tests: any text is scored, spans stay inside, incremental equals full."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from scorers import Engine, score

# Text built from Markdown-significant pieces, CJK, emoji and control characters,
# so that generated documents hit the block and inline rules, not just plain words.
_PIECES = st.sampled_from([
    "# ", "## ", "### ", "\n", "\n\n", "- ", "1. ", "> ", "```", "~~~", "    ", "|", "---",
    "**", "_", "`", "[", "](", ")", "http://x.org/1 ", "[^1]", "<div>", "</div>", "<!--",
    "The ", "model ", "said ", "according to ", "in 2024 ", "3.5% ", "$12 ", "v1.2.3 ",
    "This ", "However, ", "very ", "was written ", ". ", "? ", "! ", "First, ", "second ",
    "模型", "训练", "据", "表示", "。", "，", "？", "这", "非常", "的", "一是", "二是", "2026年",
    "“", "”", "💡", "🎯", "\t", "\r\n", "\r", "\u2028", "\x00", "\ud800", "\x1b",
])
markdownish = st.lists(st.one_of(_PIECES, st.text(max_size=8)), max_size=60).map("".join)


@given(markdownish)
def test_any_text_is_scored_and_every_span_lies_inside_it(text):
    report = score(text)
    data = report.to_dict()
    assert data["overall"] is None or 0 <= data["overall"] <= 100
    for finding in report.findings:
        assert 0 <= finding.start <= finding.end <= len(text)
        assert finding.line >= 1
    for block in report.blocks:
        assert 0 <= block.start <= block.end <= len(text)


@given(st.text(max_size=300))
def test_arbitrary_unicode_never_raises(text):
    score(text)
    score(text, lang="zh")


edits = st.lists(
    st.tuples(st.floats(min_value=0, max_value=1), st.integers(min_value=0, max_value=5),
              markdownish),
    min_size=1, max_size=6)


@given(markdownish, edits)
def test_incremental_engine_equals_full_rescore_after_edits(start, edit_list):
    engine = Engine()
    text = start
    engine.score(text)
    for where, delete, insert in edit_list:
        pos = int(where * len(text))
        text = text[:pos] + insert + text[pos + delete:]
        assert engine.score(text).to_dict() == score(text).to_dict()


_DIRECTIVE_PIECES = st.sampled_from([
    "<!-- geo-writer off -->", "<!-- geo-writer on -->", "<!-- GEO-WRITER OFF -->",
    "<!-- geo-writer-disable facts.fact_density -->", "geo-writer", "<!--", "-->", "<", ">",
    "{{< figure >}}", "{% x %}", "{{ page.title }}", "{# c #}", "{/* a */}", "{", "}", "%",
    "<Tabs>", "</Tabs>", "<Note type=\"x\" />", "<b>", "import x from 'y'\n",
    "export const a = 1\n",
    "\n", " ", "45% ", "数据", "The ", "\r\n",
])


def _blank_out_as_it_was(text, mdx):
    # scorers.markup.directives.blank_out before the quick look for "<" and "{": the
    # full path, taken unless none of its markers is there.
    from scorers.markup import directives

    if not any(marker in text for marker in directives._QUICK) \
            and directives._JSX.search(text) is None \
            and not (mdx and directives._MDX_MODULE.search(text)):
        return directives.Directives(text)
    return directives.blank_out(text, (re.compile("(?!)"),), mdx)  # a pattern forces it


@given(st.lists(st.one_of(_DIRECTIVE_PIECES, st.text(max_size=4)), max_size=20).map("".join),
       st.booleans())
def test_site_markup_and_switches_are_blanked_as_before_the_quick_look(text, mdx):
    from scorers.markup.directives import blank_out

    assert blank_out(text, mdx=mdx) == _blank_out_as_it_was(text, mdx)
