"""Markdown → safe HTML, for the preview and the HTML export.

Python-Markdown renders (tables, fenced code with Pygments, footnotes, TOC,
sane lists); nh3 then removes everything dangerous from raw HTML the writer
may have pasted: scripts, event handlers, iframes/objects/embeds, and
``javascript:``/``data:`` URLs (``data:`` is kept for images only).

No Qt here: this runs in the preview worker (chunk by chunk, see
:mod:`editor.preview.chunks`), in the exports and in tests.
"""

from __future__ import annotations

import re
from html import escape as html_escape

import markdown
import nh3
from markdown.extensions.toc import slugify_unicode
from pygments.token import STANDARD_TYPES

from editor.preview.cjk_lines import CjkLineBreakExtension
from editor.preview.markdown_bounds import MarkdownBoundsExtension
from editor.preview.mdx_comments import MdxCommentExtension
from scorers import FRONT_MATTER, segment

EXTENSIONS = ["extra", "toc", "sane_lists", "codehilite"]
EXTENSION_CONFIGS = {
    # Token classes, not inline colours: the stylesheet of each theme colours them
    # (editor/preview/code_style.py), so one rendering serves the light and the dark preview.
    "codehilite": {"noclasses": False, "guess_lang": False, "css_class": "codehilite"},
    # Readable anchors for Chinese headings ("#核心技术") instead of "_1", "_2".
    "toc": {"permalink": False, "slugify": slugify_unicode},
}

_TAGS = {
    "a", "abbr", "b", "blockquote", "br", "code", "dd", "del", "details", "div", "dl", "dt",
    "em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "ins",
    "kbd", "li", "mark", "ol", "p", "pre", "q", "s", "small", "span", "strong", "sub",
    "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "u", "ul",
}
_ATTRIBUTES = {
    "*": {"id", "title", "lang", "dir"},
    "a": {"href", "name"},
    "img": {"src", "alt", "width", "height"},
    "td": {"align", "colspan", "rowspan", "style"},
    "th": {"align", "colspan", "rowspan", "style"},
    "ol": {"start", "type"},
    "span": {"style"},
    "div": {"style"},
    "pre": {"style"},
    "code": {"style"},
    "sup": {"id"},
    "li": {"id"},
    "abbr": {"title"},
}
_SAFE_STYLE = {"color", "background", "background-color", "font-weight", "font-style",
               "text-decoration", "text-align", "border", "padding", "margin", "line-height"}
SAFE_SCHEMES = {"http", "https", "mailto"}
# The only classes kept: Pygments' token classes inside a code block.
_CODE_CLASSES = {name for name in STANDARD_TYPES.values() if name} | {"hll"}
_CLASSES = {"div": {"codehilite"}, "span": _CODE_CLASSES}
_DATA_IMAGE = re.compile(r"^data:image/(?:png|jpeg|gif|webp|svg\+xml);", re.I)


def _filter_attribute(tag: str, attribute: str, value: str) -> str | None:
    if attribute in ("href", "src"):
        low = value.strip().lower()
        if low.startswith("data:"):
            return value if tag == "img" and _DATA_IMAGE.match(low) and "svg" not in low \
                else None
    return value


_CONTENT_DROPPED = frozenset({"script", "style", "iframe", "object", "noscript", "template",
                              "textarea", "select"})
_CONTENT_OPENER = re.compile(r"<(?:(" + "|".join(sorted(_CONTENT_DROPPED)) + r")(?=[\s/>])|(!--))",
                             re.I)


def _escape_unclosed(html: str) -> str:
    """Show a ``<script>``, ``<style>``, ``<textarea>``… or ``<!--`` that is never closed as
    text. Such an element is removed with all it contains, and unclosed it contains the
    rest of the page: "Use the <script> tag" in prose dropped the rest of the export."""
    if "<" not in html:
        return html
    out = []
    pos = 0
    lower = html.lower()
    while (match := _CONTENT_OPENER.search(html, pos)) is not None:
        closer = f"</{match.group(1).lower()}" if match.group(1) else "-->"
        end = lower.find(closer, match.end())
        if end >= 0:
            out.append(html[pos:end + len(closer)])
            pos = end + len(closer)
        else:
            out.append(html[pos:match.start()] + "&lt;")
            pos = match.start() + 1
    out.append(html[pos:])
    return "".join(out)


def sanitise(html: str) -> str:
    """Remove scripts, event handlers, embedded frames and unsafe URLs from ``html``; an
    element that would swallow everything after it, because it is never closed, is shown
    as text instead."""
    return nh3.clean(
        _escape_unclosed(html),
        tags=_TAGS,
        clean_content_tags=set(_CONTENT_DROPPED | {"embed"}),
        attributes=_ATTRIBUTES,
        allowed_classes=_CLASSES,
        attribute_filter=_filter_attribute,
        url_schemes=SAFE_SCHEMES | {"data"},
        filter_style_properties=_SAFE_STYLE,
        link_rel="noopener noreferrer",
        strip_comments=True,
    )


def converter() -> markdown.Markdown:
    """A Python-Markdown converter with the extensions the preview and exports use."""
    return markdown.Markdown(extensions=[*EXTENSIONS, CjkLineBreakExtension(),
                                         MarkdownBoundsExtension(), MdxCommentExtension()],
                             extension_configs=EXTENSION_CONFIGS, output_format="html")


#: Deeper nesting than this is flattened when Python-Markdown runs out of recursion.
MAX_DEPTH = 32
_DEEP_INDENT = re.compile(r"^([ \t>]*)", re.M)


def _flatten(text: str) -> str:
    """``text`` with list indentation and quote markers cut to :data:`MAX_DEPTH` levels."""
    def cut(match: re.Match[str]) -> str:
        prefix = match.group(1).expandtabs(4)
        quotes = prefix.count(">")
        spaces = len(prefix) - quotes
        return "> " * min(quotes, MAX_DEPTH) + " " * min(spaces, 4 * MAX_DEPTH)
    return _DEEP_INDENT.sub(cut, text)


def _too_deep(text: str) -> bool:
    # Cheap first look, so that a deep list is not rendered twice (once failing).
    if "\n " not in text and "\n\t" not in text and ">>" not in text.replace(" ", ""):
        return False
    return any(len(m.group(1).expandtabs(4)) > 4 * MAX_DEPTH or m.group(1).count(">") > MAX_DEPTH
               for m in _DEEP_INDENT.finditer(text) if len(m.group(1)) > MAX_DEPTH)


def convert(md: markdown.Markdown, text: str) -> str:
    """``text`` as sanitised HTML. Never raises on nesting: a list or quote nested deeper
    than Python-Markdown's recursion allows (500 levels did) is rendered flattened, and
    if even that fails, as preformatted text."""
    md.reset()
    if not _too_deep(text):
        try:
            return sanitise(md.convert(text))
        except RecursionError:
            md.reset()
    try:
        return sanitise(converter().convert(_flatten(text)))
    except RecursionError:
        return f"<pre>{html_escape(text)}</pre>"


def render_body(text: str) -> str:
    """The article as sanitised HTML (the body only), rendered as one piece."""
    return convert(converter(), text)


def blank_front_matter(text: str) -> str:
    """The text with its front matter replaced by as many empty lines (kept out of the
    rendering, while every later line keeps its number)."""
    blocks = segment(text)
    if blocks and blocks[0].kind == FRONT_MATTER:
        front = blocks[0]
        return "\n" * front.text.count("\n") + text[front.end:]
    return text

