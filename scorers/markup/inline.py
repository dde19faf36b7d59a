"""Turn a block's Markdown source into *prose*: the words a reader reads.

Every function here is length preserving: markup (list markers, ``#``, link
targets, code spans, HTML tags, emphasis markers …) is replaced by spaces, so an
offset into the prose is the same offset into the block's source. That is what
lets the checks report spans into the writer's text without any mapping.

Example:
    >>> strip_markup("See [the report](https://x.org/a1) from **2024**.", "paragraph").prose
    'See  the report                     from   2024  .'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from scorers.markup import placeholders
from scorers.markup.blocks import (
    CODE,
    DEFINITION,
    FRONT_MATTER,
    HEADING,
    HTML,
    LIST_ITEM,
    QUOTE,
    RULE,
    TABLE,
)

# Block markers at the start of a line.
_HEADING_MARK = re.compile(r"^( {0,3}#{1,6}[ \t]*)|(?<![ \t])([ \t]++#++[ \t]*+)$", re.M)
# Heading ids and classes ("## Modules {#modules}", attr_list) are markup, not words.
# (Started only where a run of spaces starts: bounded on a heading of 100,000 spaces.)
_HEADING_ATTRS = re.compile(r"(?<![ \t])[ \t]*+\{[#.:][^{}\n]{0,200}\}[ \t]*$", re.M)
# MDX comments and expressions ("{/* note */}", "{props.title}") are code, not prose.
_MDX_EXPRESSION = re.compile(r"\{/\*[\s\S]{0,2000}?\*/\}|\{[A-Za-z_$][\w$.]*\}")
# Template tags of static site generators ({{< figure >}}, {{image "a.png"}}, {% raw %})
# are markup the page renders, not words. (MDN's {{HTTPHeader("Vary")}} renders its
# argument, a word of the page: it is left as text.)
_TEMPLATE_TAG = re.compile(
    r"\{\{[<%][^{}\n]{0,500}[>%]\}\}|\{%[^{}\n]{0,500}%\}"
    r"|\{\{\s*\w+\s+\"[^\"\n]{0,300}\.(?:png|jpe?g|gif|svg|webp)\"\s*\}\}", re.I)
_SETEXT_LINE = re.compile(r"\n[ \t]*(=+|-+)[ \t]*$")
_QUOTE_MARK = re.compile(r"^(?:[ \t]*>[ \t]?)+", re.M)
_BULLET_MARK = re.compile(r"^[ \t]*(?:[-+*]|\d{1,9}[.)])(?:[ \t]+\[[ xX]\])?[ \t]?", re.M)
_TABLE_SEP_ROW = re.compile(r"^[ \t|:\-]+$", re.M)
_PIPE = re.compile(r"\|")

# Inline markup.
# Bounded time: no pattern below may re-read a run once for every position in it.
# Where a failed match at the start of a run means a failure at every later position
# of that run (the run ends at the same place and what follows is the same), the
# pattern's last alternative consumes the run instead, with its groups unset, and the
# callers leave such a match as it is. Other repeats are possessive where giving
# characters back can never lead to a match. The results are those of the plain
# patterns (tests/equivalence/test_bounded_patterns.py keeps those as its reference), except that a
# code span's backticks are at most 32 long (a longer delimiter was quadratic).
_CODE_SPAN = re.compile(r"(`{1,32})(?!`)[^\n]{0,2000}?(?<!`)\1(?!`)")
_IMAGE = re.compile(r"!\[(?:([^\]\n]*+\](?:\([^)\n]*+\)|\[[^\]\n]*+\]))|[^\]\n]*+)")
_LINK_TITLE = r"[\"'(][^\n]{0,300}?[\"')]"
_LINK = re.compile(
    r"\[(?:([^\]\n]++)\]\((?:\s*+<?([^)\s>]*+)>?(?:\s++" + _LINK_TITLE + r")?\s*+\)"
    r"|\s++" + _LINK_TITLE + r"\s*+\))|[^\]\n]*+)")
_REF_LINK = re.compile(r"\[(?:([^\]\n^][^\]\n]*+)\]\[([^\]\n]*+)\]|(?=[^\]\n^])[^\]\n]*+)")
_FOOTNOTE_REF = re.compile(r"\[\^[^\]\s]+\]")
_AUTOLINK = re.compile(r"<((?:https?|ftp|mailto):[^>\s]+)>")
_BARE_URL = re.compile(r"\b(?:https?://|www\.)[^\s<>()\[\]\u3000-\u303f\uff00-\uffef]+", re.I)
_HTML_TAG = re.compile(
    r"</?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]{0,500})?/?>|<!--[\s\S]{0,5000}?-->")
_EMPHASIS = re.compile(
    r"(?<![\\\w])(?:\*{1,3}|_{1,3}|~~)(?=\S)|(?<=\S)(?:\*{1,3}|_{1,3}|~~)(?![\w])")
_SURROGATE = re.compile(r"[\ud800-\udfff]")
_ESCAPE = re.compile(r"\\(?=[\\`*_{}\[\]()#+\-.!|>~<])")
#: A space written as an HTML entity ("workloads.&nbsp;This migration …", common in posts
#: imported from a CMS) is a space: read as text it joined two sentences into one.
_SPACE_ENTITY = re.compile(r"&(?:nbsp|ensp|emsp|thinsp|#160|#[xX][aA]0|#820[1-2]|#819[4-5]);")

#: Kinds of block that hold no prose at all.
_OPAQUE = frozenset({CODE, HTML, FRONT_MATTER, RULE})


@dataclass(slots=True)
class Markup:
    """The prose of a block and what its markup told us.

    Attributes:
        prose: same length as the block's source, markup blanked out.
        links: ``(start, end, url)`` of every link, autolink and bare URL.
        footnotes: spans of footnote references such as ``[^1]``.
        code: spans of short inline code (``Content-Encoding``, `max_age`): in technical
            writing these are the named things a reader can look up.
        placeholders: spans of the writer's notes for later ("[TODO: …]", "XX%", 待补),
            blanked in ``prose`` (:mod:`scorers.markup.placeholders`).
        images: ``(start, end, alt)`` of every image, its alt text stripped.
    """

    prose: str
    links: list[tuple[int, int, str]] = field(default_factory=list)
    footnotes: list[tuple[int, int]] = field(default_factory=list)
    code: list[tuple[int, int]] = field(default_factory=list)
    placeholders: list[tuple[int, int]] = field(default_factory=list)
    images: list[tuple[int, int, str]] = field(default_factory=list)


def _blank(match: re.Match[str]) -> str:
    return re.sub(r"[^\n]", " ", match.group(0))


def _blank_image(match: re.Match[str]) -> str:
    return match.group(0) if match.group(1) is None else _blank(match)


def strip_markup(source: str, kind: str) -> Markup:
    """Return the prose of one block and the links and footnotes in it.

    Args:
        source: the block's Markdown source.
        kind: its kind (see :mod:`scorers.markup.blocks`).
    """
    if kind in _OPAQUE:
        return Markup(re.sub(r"[^\n]", " ", source))

    # Lone surrogates (from a broken paste) cannot be encoded, and spaCy encodes every
    # token: replace each by U+FFFD, which keeps the length and so every offset.
    text = source if source.isascii() else _SURROGATE.sub("\ufffd", source)
    links: list[tuple[int, int, str]] = []
    footnotes: list[tuple[int, int]] = []

    if kind == HEADING:
        text = _SETEXT_LINE.sub(_blank, text)
        text = _HEADING_MARK.sub(_blank, text)
        text = _HEADING_ATTRS.sub(_blank, text)
    elif kind == QUOTE:
        text = _QUOTE_MARK.sub(_blank, text)
    elif kind == LIST_ITEM:
        text = _BULLET_MARK.sub(_blank, text, count=1)
    elif kind == TABLE:
        text = _TABLE_SEP_ROW.sub(_blank, text)
        text = _PIPE.sub(" ", text)
    elif kind == DEFINITION:
        label_end = text.find("]:")
        if text.startswith("[^"):
            footnotes.append((0, label_end + 1))
        else:
            url = text[label_end + 2:].split()
            links.append((0, len(text), url[0] if url else ""))
            return Markup(re.sub(r"[^\n]", " ", text), links, footnotes)
        text = " " * (label_end + 2) + text[label_end + 2:]

    # A quote may hold list markers of its own ("> - item").
    if kind == QUOTE:
        text = _BULLET_MARK.sub(_blank, text)

    # Each pattern needs a character most prose lacks (a backtick, a bracket, "<" …):
    # without it the pattern cannot match and is not run.
    code: list[tuple[int, int]] = []
    if "`" in text:
        code = [m.span() for m in _CODE_SPAN.finditer(text) if len(m.group(0)) <= 42]
        text = _CODE_SPAN.sub(_blank, text)
    if "{" in text:
        text = _TEMPLATE_TAG.sub(_blank, text)
        text = _MDX_EXPRESSION.sub(_blank, text)
    images: list[tuple[int, int, str]] = []
    if "![" in text:
        # (A match without its first group is a run of text that makes no image.)
        images = [(m.start(), m.end(), _alt(m.group(0))) for m in _IMAGE.finditer(text)
                  if not m.groups() or m.group(1) is not None]
        text = _IMAGE.sub(_blank_image, text)

    def keep_link_text(match: re.Match[str]) -> str:
        if match.group(1) is None:
            return match.group(0)  # brackets that make no link
        links.append((match.start(), match.end(), match.group(2) or ""))
        inner_start = match.start(1) - match.start()
        inner_end = match.end(1) - match.start()
        whole = match.group(0)
        return " " * inner_start + whole[inner_start:inner_end] + " " * (len(whole) - inner_end)

    def keep_ref_text(match: re.Match[str]) -> str:
        if match.group(1) is None:
            return match.group(0)
        links.append((match.start(), match.end(), match.group(2) or match.group(1)))
        whole = match.group(0)
        label_len = len(match.group(1))
        return " " + whole[1:1 + label_len] + " " * (len(whole) - 1 - label_len)

    def mask_link(match: re.Match[str]) -> str:
        links.append((match.start(), match.end(), match.group(1) if match.groups() else
                      match.group(0)))
        return " " * len(match.group(0))

    def mask_footnote(match: re.Match[str]) -> str:
        footnotes.append((match.start(), match.end()))
        return " " * len(match.group(0))

    if "[" in text:
        text = _LINK.sub(keep_link_text, text)
        text = _REF_LINK.sub(keep_ref_text, text)
        text = _FOOTNOTE_REF.sub(mask_footnote, text)
    if "<" in text:
        text = _AUTOLINK.sub(mask_link, text)
    if "://" in text or "www." in text.lower():
        text = _BARE_URL.sub(mask_link, text)
    if "<" in text:
        text = _HTML_TAG.sub(_blank, text)
    if "*" in text or "_" in text or "~~" in text:
        text = _EMPHASIS.sub(_blank, text)
    if "\\" in text:
        text = _ESCAPE.sub(" ", text)
    if "&" in text:
        text = _SPACE_ENTITY.sub(_blank, text)
    # Last, once links, tags and emphasis are gone: a note the reader must not be
    # credited with ("[TODO: cite a study]", "**TBD**") reads as nothing.
    notes = placeholders.find(text)
    text = placeholders.blank(text, notes)
    links.sort()
    return Markup(text, links, footnotes, code, notes, images)


def _alt(image: str) -> str:
    """The alt text of ``![alt](url)`` or ``![alt][ref]``, white space collapsed."""
    end = image.find("]", 2)
    return " ".join(image[2:end if end >= 0 else len(image)].split())
