"""A quote as the reader sees it: the sentence's Markdown rendered to plain text.

The quote keeps its offsets into the writer's source (clicking it selects the
sentence), but its text is what a page shows: no emphasis markers, a link's text
without its address, inline code without backticks, and no Hugo or Liquid
shortcodes (``{{< figure … >}}``, ``{% include … %}``).
"""

from __future__ import annotations

import functools
import html
import re

from scorers.markup.blocks import PARAGRAPH
from scorers.markup.inline import strip_markup

_SHORTCODE = re.compile(r"\{\{[<%][\s\S]{0,2000}?[%>]\}\}|\{%[\s\S]{0,2000}?%\}|"
                        r"\{\{[\s\S]{0,2000}?\}\}")
_CODE = re.compile(r"(`{1,3})([^`\n]{1,500}?)\1")
# A quote line's ">" (a sentence of a block quote that runs over several lines).
_QUOTE_MARK = re.compile(r"^[ \t]*(?:>[ \t]?)+", re.M)
# A sentence that ends inside a link's text leaves its "[" without a "]".
_OPEN_BRACKET = re.compile(r"\[(?![^\[\]]*\])")
# A link's address, with one level of parentheses inside it ("…/Go_(game)") and a title.
_ADDRESS = r"(?:\((?:[^()\s]|\([^()\s]*\))*(?:\s+[\"'][^\"']*[\"'])?\s*\)|\[[^\[\]]*\])"
# A link, kept as its text; an image is left to the markup blanking. Taken out before it,
# as the blanking leaves spaces where "[" and "](…)" were ("using bcrypt , use").
# (Its text may hold one level of brackets: "[[RFC] CSS variable theme](…)".)
_LINK = re.compile(rf"(?<!!)\[((?:[^\[\]]|\[[^\[\]]*\])*)\]{_ADDRESS}")
# A sentence that starts inside a link's text keeps its "](…)" without the "[".
_CLOSED_LINK = re.compile(rf"^([^\[\]]*)\]{_ADDRESS}")
# Emphasis, kept as its text: the markup blanking leaves a space where "**" was
# ("stored **passwords**, rather" would read "stored passwords , rather").
# (Underscores inside a word, "snake_case", are no emphasis.)
_EMPHASIS = re.compile(r"(\*\*|\*|(?<!\w)__|(?<!\w)_)(?=[^\s*_])([^\n]{1,500}?)(?<=[^\s*_])"
                       r"\1(?![*_])(?!(?<=_)\w)")
# A list item's marker, when a lead-in is quoted with its list ("such as: * Agile …").
_LIST_MARK = re.compile(r"^[ \t]*(?:[*+\-]|\d{1,3}[.)])[ \t]+", re.M)
# A table's row ("| Pro | $20 a month |"): a quote of one is its cells.
_TABLE_ROW = re.compile(r"^[ \t]*\|[^\n]*\|[ \t]*$")
_WIDE = "\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef"
# Blanked markup between two Chinese characters leaves a space no reader would see.
_WIDE_GAP = re.compile(f"(?<=[{_WIDE}]) (?=[{_WIDE}])")


@functools.lru_cache(maxsize=4096)  # the same sentences are quoted keystroke after keystroke
def rendered(source: str) -> str:
    """The plain text of a sentence's Markdown ``source``, white space collapsed.

    Example:
        >>> rendered("**TL;DR:** use [Jekyll](https://jekyllrb.com/) and `jekyll serve`.")
        'TL;DR: use Jekyll and jekyll serve.'
    """
    text = _SHORTCODE.sub(" ", source)
    if _TABLE_ROW.match(text):  # a table's row reads as its cells, not its pipes
        text = " · ".join(cell.strip() for cell in text.strip().strip("|").split("|")
                          if cell.strip())
    text = _QUOTE_MARK.sub("", text)
    # Inline code is kept as its text: the markup blanking would drop it altogether.
    text = _CODE.sub(lambda match: match.group(2), text)
    text = _LINK.sub(r"\1", _CLOSED_LINK.sub(r"\1", text))
    text = _LIST_MARK.sub("", _EMPHASIS.sub(r"\2", text))
    prose = _OPEN_BRACKET.sub(" ", strip_markup(text, PARAGRAPH).prose)
    # "&nbsp;", "&amp;": a page shows the character (a no-break space is white space).
    return _WIDE_GAP.sub("", " ".join(html.unescape(prose).split()))
