"""Sentence splitting for English and Chinese prose.

Works on the length-preserving prose of a block (see :mod:`scorers.markup.inline`) and
returns spans, so sentences map straight back to the writer's text.

English: a sentence ends at ``.``, ``!`` or ``?`` (plus closing quotes and
brackets) followed by white space and a capital, digit, quote or CJK character
— but not after an abbreviation ("e.g.", "Dr.", "U.S."), inside a decimal
("3.5"), a version ("v1.2.3") or a domain ("example.com"), which never have the
following space anyway. Chinese: a sentence ends at 。！？； or an ellipsis
(…… / ...), with any closing quotes kept in the sentence. A blank line or a line
break inside a list item or table cell also ends a sentence.

Example:
    >>> text = "Dr. Liang trained 535B. It took 3.5 months!"
    >>> [text[s:e] for s, e in split(text)]
    ['Dr. Liang trained 535B.', 'It took 3.5 months!']
"""

from __future__ import annotations

import re

_ABBREVIATIONS = frozenset(
    """
    mr mrs ms dr prof sr jr st vs etc e.g i.e cf al fig figs no nos vol vols p pp approx
    dept est inc ltd co corp jan feb mar apr jun jul aug sep sept oct nov dec u.s u.k u.n
    a.m p.m ph.d mt ft op ed eds rev gen gov sen rep
    """.split()
)

# A run of . ! ? (or an ellipsis), group 1, and when it ends a sentence (group 2 set) the
# closing quotes after it. A run that ends no sentence is matched all the same: otherwise
# every later position in the run is tried again, and 32,000 dots took 34 s (each start
# re-reads the rest of the run). Any start inside a run ends at the same place and sees
# the same text after it, so it fails just the same: skipping those starts changes no
# split. The pattern opens on its group and the group on a class, so re skips through
# the text to the next punctuation mark in C.
_EN_END = re.compile(r"([.!?…](?:(?<=[.!?])[.!?]*+|(?<=…)))"
                     r"(?:([\"'”’)\]]*+)(?=\s+[\"'“‘(\[]?[A-Z0-9\u4e00-\u9fff]|\s*\n|\s*$)|)")
_ZH_END = re.compile(r"(?:[。！？；!?]|……|…|\.\.\.)+[」』”’）)\]]*")
_HARD_BREAK = re.compile(r"\n\s*\n|\n(?=\s*[-*+]\s)")
_WORD_BEFORE = re.compile(r"([A-Za-z][A-Za-z.]*)$")


#: What :func:`_is_abbreviation` found for each stretch of text before a full stop. Nearly
#: every English sentence asks it, with the last word of the sentence; an article has a
#: few hundred such words. Forgotten past :data:`MAX_REMEMBERED`.
_ABBREVIATION_BEFORE: dict[str, bool] = {}
MAX_REMEMBERED = 20_000


def _before(text: str, dot: int) -> str:
    # What _abbreviation_ends reads: the word is looked for in the 12 characters before
    # the dot, and the one before it must not be a letter or digit; at the start of a
    # text, all the characters before the dot.
    return text[max(0, dot - 13):dot]


def _remember(before: str) -> bool:
    if len(_ABBREVIATION_BEFORE) > MAX_REMEMBERED:
        _ABBREVIATION_BEFORE.clear()
    found = _ABBREVIATION_BEFORE[before] = _abbreviation_ends(before, len(before))
    return found


def _abbreviation_ends(text: str, dot: int) -> bool:
    match = _WORD_BEFORE.search(text, max(0, dot - 12), dot)
    if not match or (match.start() > 0 and text[match.start() - 1].isalnum()):
        return False
    word = match.group(1).lower().rstrip(".")
    if word in _ABBREVIATIONS:
        return True
    # Single capital initials ("J. Smith"), but not a sentence ending in "I."
    return len(word) == 1 and word != "i" and text[match.start()].isupper()


def _trim(text: str, start: int, end: int) -> tuple[int, int] | None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return (start, end) if end > start else None


def _split_piece(text: str, start: int, end: int, lang: str, out: list[tuple[int, int]]) -> None:
    pos = start
    if lang == "zh":
        for match in _ZH_END.finditer(text, start, end):
            span = _trim(text, pos, match.end())
            if span:
                out.append(span)
            pos = match.end()
    # English sentences also occur inside Chinese text; split what remains as English.
    # This loop runs for nearly every sentence of an English article: the abbreviation
    # test is a lookup of the characters before the dot (_before), the trimming inline.
    remembered = _ABBREVIATION_BEFORE.get
    for match in _EN_END.finditer(text, pos, end):
        ending, closing = match.group(1, 2)
        if closing is None:
            continue  # punctuation that ends no sentence
        if ending == ".":
            before = _before(text, match.start())
            abbreviation = remembered(before)
            if abbreviation or (abbreviation is None and _remember(before)):
                continue
        stop = match.end()
        while pos < stop and text[pos].isspace():
            pos += 1
        # The sentence ends on its punctuation (or a closing quote): nothing to trim there.
        out.append((pos, stop))
        pos = stop
    span = _trim(text, pos, end)
    if span:
        out.append(span)


def split(text: str, lang: str = "en") -> list[tuple[int, int]]:
    """Split prose into sentence spans.

    Args:
        text: prose (markup already blanked out).
        lang: ``"en"`` or ``"zh"``.

    Returns:
        ``(start, end)`` spans in order, trimmed of surrounding white space.
    """
    spans: list[tuple[int, int]] = []
    pos = 0
    for brk in _HARD_BREAK.finditer(text):
        _split_piece(text, pos, brk.start(), lang, spans)
        pos = brk.end()
    _split_piece(text, pos, len(text), lang, spans)
    return spans
