"""A block's text as a reader reads it, for descriptions and summaries.

Unlike :mod:`scorers.markup.inline` (which blanks markup out to keep offsets), this
gives the words themselves: the text of code spans and links is kept, markup
and link targets go, and no space is added where markup stood next to Chinese
(``我是[黑雨](…)。`` reads ``我是黑雨。``). A leading label such as
"**Short answer:**" or "💡AI 极简速读：" is dropped, and :func:`shorten` ends a
description at a sentence boundary.

Example:
    >>> readable_text("> **TL;DR:** We shipped `v5` with [Tour](https://x.org).")
    'We shipped v5 with Tour.'
"""

from __future__ import annotations

import re

from scorers.language.detect import CJK_CHAR, CJK_WIDE

_LINE_MARK = re.compile(r"^[ \t]{0,3}(?:>[ \t]?)+"
                        r"|^[ \t]*(?:[-+*]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?"
                        r"|^[ \t]{0,3}#{1,6}[ \t]+", re.M)
_CODE_SPAN = re.compile(r"(`+)[ \t]?([^`\n]{1,500}?)[ \t]?\1(?!`)")
_IMAGE = re.compile(r"!\[[^\]\n]{0,300}\]\([^)\n]{0,500}\)|!\[[^\]\n]{0,300}\]\[[^\]\n]{0,100}\]")
_LINK = re.compile(r"\[([^\]\n]{1,300})\]\([^)\n]{0,500}\)"
                   r"|\[([^\]\n^][^\]\n]{0,300})\]\[[^\]\n]{0,100}\]")
_AUTOLINK = re.compile(r"<((?:https?|ftp|mailto):[^>\s]{1,500})>")
_FOOTNOTE_REF = re.compile(r"\[\^[^\]\s]{1,50}\]")
_HTML = re.compile(r"<!--.{0,5000}?-->|</?[A-Za-z][A-Za-z0-9-]{0,20}(?:\s[^<>]{0,500})?/?>", re.S)
_EMPHASIS = re.compile(r"(?<![\\\w])(?:\*{1,3}|_{1,3}|~~)(?=\S)|(?<=\S)(?:\*{1,3}|_{1,3}|~~)(?!\w)")
_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|>~<])")
_BOLD_LABEL = re.compile(r"^[ \t]*(?:\*\*|__)([^*_\n]{1,40}?)"
                         r"(?:[:：][ \t]*(?:\*\*|__)|(?:\*\*|__)[ \t]*[:：])[ \t]*")
_LABEL = re.compile(
    r"^[^\w\s]{0,3}[ \t]*(?:[^\s:：。.!?！？]{0,8}[ \t]?){0,2}?"
    r"(?:tl;?dr|summary|in short|in brief|short answer|quick answer|the answer|answer|"
    r"bottom line|key takeaways?|takeaways?|overview|at a glance|"
    r"摘要|速读|概要|要点|导读|导语|简介|概述|结论|核心观点|一句话总结|划重点)"
    r"[ \t]*[:：][ \t]*", re.I)
_SENTENCE_END = re.compile(r"[.!?](?=[\s\"'”’)]|$)|[。！？]")
_CLAUSE_END = re.compile(r"[，、；;,：:]")
_SPACES = re.compile(r"[ \t\u3000]+")
_PLACEHOLDER = re.compile(r"\x00(\d+)\x00")


def _join_lines(text: str) -> str:
    """Soft line breaks: nothing between two Chinese characters, a space otherwise."""
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    out = ""
    for line in lines:
        if out and not (CJK_WIDE.match(out[-1]) and CJK_WIDE.match(line[0])):
            out += " "
        out += line
    return out


def readable_text(source: str, drop_label: bool = True) -> str:
    """The words of Markdown ``source`` (one block) as a reader reads them."""
    text = _LINE_MARK.sub("", source)
    if drop_label:
        text = _BOLD_LABEL.sub("", text, count=1)
    codes: list[str] = []

    def keep_code(match: re.Match[str]) -> str:
        codes.append(match.group(2))
        return f"\x00{len(codes) - 1}\x00"

    text = _CODE_SPAN.sub(keep_code, text)
    text = _IMAGE.sub("", text)
    text = _LINK.sub(lambda m: m.group(1) or m.group(2) or "", text)
    text = _AUTOLINK.sub(r"\1", text)
    text = _FOOTNOTE_REF.sub("", text)
    text = _HTML.sub("", text)
    text = _EMPHASIS.sub("", text)
    text = _ESCAPE.sub(r"\1", text)
    text = _PLACEHOLDER.sub(lambda m: codes[int(m.group(1))], text)
    text = _SPACES.sub(" ", _join_lines(text)).strip()
    if drop_label:
        text = _LABEL.sub("", text, count=1)
    return text


def text_width(text: str) -> int:
    """Columns ``text`` takes in a search result."""
    # A Chinese character takes the room of two Latin letters in a search result.
    return len(text) + len(CJK_CHAR.findall(text))


def shorten(text: str, limit: int = 160) -> str:
    """``text`` cut to about ``limit`` columns (a Chinese character counts two) at the
    end of a sentence; a first sentence that is too long is cut at a word or clause
    with "…"."""
    if text_width(text) <= limit:
        return text
    fits = 0
    while fits < len(text) and text_width(text[:fits + 1]) <= limit:
        fits += 1
    head = text[:fits]
    ends = [m.end() for m in _SENTENCE_END.finditer(head)]
    if ends and ends[-1] >= min(40, fits * 0.3):
        return head[:ends[-1]].strip()
    clauses = [m.start() for m in _CLAUSE_END.finditer(head)]
    space = head.rfind(" ")
    cut = max(clauses[-1] if clauses else -1, space)
    if cut < fits * 0.5:
        cut = fits - 1
    return head[:cut].rstrip(" ,;:，、；：") + "…"
