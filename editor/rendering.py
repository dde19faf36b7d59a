"""Markdown → safe HTML, for the preview and the HTML export.

Python-Markdown renders (tables, fenced code with Pygments, footnotes, TOC,
sane lists); nh3 then removes everything dangerous from raw HTML the writer
may have pasted: scripts, event handlers, iframes/objects/embeds, and
``javascript:``/``data:`` URLs (``data:`` is kept for images only).

No Qt here: this runs in the preview worker (chunk by chunk, see
:mod:`editor.preview_chunks`), in the exports and in tests.
"""

from __future__ import annotations

import re

import markdown
import nh3
from markdown.extensions.toc import slugify_unicode
from pygments.token import STANDARD_TYPES

from scorers.blocks import FRONT_MATTER, segment

EXTENSIONS = ["extra", "toc", "sane_lists", "codehilite"]
EXTENSION_CONFIGS = {
    # Token classes, not inline colours: the stylesheet of each theme colours them
    # (editor/code_style.py), so one rendering serves the light and the dark preview.
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


def sanitise(html: str) -> str:
    """Remove scripts, event handlers, embedded frames and unsafe URLs from ``html``."""
    return nh3.clean(
        html,
        tags=_TAGS,
        clean_content_tags={"script", "style", "iframe", "object", "embed", "noscript",
                            "template", "textarea", "select"},
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
    return markdown.Markdown(extensions=EXTENSIONS, extension_configs=EXTENSION_CONFIGS,
                             output_format="html")


def render_body(text: str) -> str:
    """The article as sanitised HTML (the body only), as exported."""
    return sanitise(converter().convert(text))


def blank_front_matter(text: str) -> str:
    """The text with its front matter replaced by as many empty lines (kept out of the
    rendering, while every later line keeps its number)."""
    blocks = segment(text)
    if blocks and blocks[0].kind == FRONT_MATTER:
        front = blocks[0]
        return "\n" * front.text.count("\n") + text[front.end:]
    return text

