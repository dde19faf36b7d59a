"""The writer's placeholders: notes left in a draft for later.

"[TODO: cite a study]", "TBD", "FIXME", "[citation needed]", "XX%", "XXX", 待补, 待定,
"（待补：官网链接）" stand for something the draft does not have yet. They are blanked
out of the prose before anything reads it (:func:`scorers.markup.inline.strip_markup`),
so a note that names a study or a person earns nothing — it is a missing source, not a
source — and they are listed to the writer, and counted before an export
(:func:`count`), while any remain.

Only what is unmistakably a note is taken: a marker in brackets, a marker followed by
a colon or standing at the end of a clause, placeholder figures made of X. "TODO
comments" and "a TODO list", where the word is the subject, are prose.
"""

from __future__ import annotations

import re

Span = tuple[int, int]

_MARKER = r"(?:TODO|TBD|TBA|FIXME|TKTK)"
_ZH_MARKER = r"(?:待补充?|待定|待确认|待核实|待查证?|此处待补)"
_PLACEHOLDER = re.compile(
    # A note in brackets: "[TODO: ask Javier]", "(TBD)", "（待补：官网定价页链接）", "【待定】".
    r"[\[(（【]\s*(?:" + _MARKER + r"\b|" + _ZH_MARKER + r")[^\]\[)（）【】\n]{0,300}[\])）】]"
    # "[citation needed]" and its Chinese form, Wikipedia's notes for a missing source.
    r"|\[\s*(?:citation|source|reference)s? needed\s*\]"
    r"|[\[【]\s*(?:来源请求|需要来源|需要引用)\s*[\]】]"
    # A marker with its note after a colon, to the end of the sentence: "TODO: add a chart."
    r"|\b" + _MARKER + r"\b\s*[:：][^\n.!?。！？]{0,300}[.!?。！？]?"
    # A bare marker where a clause ends: "The price is TBD." "FIXME"
    r"|\b" + _MARKER + r"\b(?=\s*(?:[,.;!?，。；！？)]|$))"
    # A Chinese note word where a clause ends or a colon follows: "价格待定。" "待补：链接"
    r"|" + _ZH_MARKER + r"(?:[:：][^\n。！？]{0,200})?(?=[\s,.;，。；！？)）]|$)"
    # Placeholder figures and names: "XX%", "X.X%", "XXX", "XX 万", "XX公司".
    r"|(?<![A-Za-z0-9])(?:X{1,3}[.,]X{1,3}|X{2,3})\s*(?:%|％|percent\b)"
    r"|(?<![A-Za-z0-9])X{3,}(?![A-Za-z0-9])"
    r"|(?<![A-Za-z0-9])X{2,}(?=\s?[\u4e00-\u9fff])",
    re.M)


_FIGURE = re.compile(r"(?:X{1,3}[.,]X{1,3}|X{2,})\s*(?:%|％|percent)?")


def is_figure(note: str) -> bool:
    """Whether a placeholder stands for a figure ("XX%", "XXX"): a figure still to find,
    which will need its source like any other."""
    return _FIGURE.fullmatch(note.strip()) is not None


def find(text: str) -> list[Span]:
    """The spans of the placeholders in ``text`` (prose with code already blanked)."""
    if not _could_hold(text):
        return []
    return [m.span() for m in _PLACEHOLDER.finditer(text)]


#: What every match of the pattern holds, one of these, case as written (the pattern
#: has no IGNORECASE): a marker (each Chinese one holds 待), the word of "[citation
#: needed]", the Chinese notes for a missing source, and two of X, or X before the
#: "." or "," of "X.X%" (tests/equivalence/test_needwords.py checks the list
#: against the pattern).
_NEEDED = ("TODO", "TBD", "TBA", "FIXME", "TKTK", "待", "needed", "来源请求", "需要来源",
           "需要引用", "XX", "X.", "X,")


def _could_hold(text: str) -> bool:
    # Nearly every block has none; "T", "F" and "X" alone let most English blocks by.
    if "X" in text and ("XX" in text or "X." in text or "X," in text):
        return True
    if "T" in text and ("TODO" in text or "TBD" in text or "TBA" in text or "TKTK" in text):
        return True
    return "FIXME" in text or "待" in text or "needed" in text \
        or ("需要" in text and ("需要来源" in text or "需要引用" in text)) or "来源请求" in text


def blank(text: str, spans: list[Span]) -> str:
    """``text`` with each span replaced by spaces (line breaks kept: offsets do not move)."""
    if not spans:
        return text
    parts = []
    last = 0
    for start, end in spans:
        parts.append(text[last:start])
        parts.append(re.sub(r"[^\n]", " ", text[start:end]))
        last = end
    parts.append(text[last:])
    return "".join(parts)


def count(text: str) -> list[Span]:
    """The placeholders of a whole Markdown document, in document order, outside code,
    front matter and HTML (what an export warns about)."""
    from scorers.markup.blocks import segment
    from scorers.markup.inline import strip_markup

    found: list[Span] = []
    for block in segment(text):
        if not _could_hold(block.text):
            continue
        found.extend((block.start + start, block.start + end)
                     for start, end in strip_markup(block.text, block.kind).placeholders)
    return found
