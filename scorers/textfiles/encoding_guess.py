"""Guess the legacy encoding of a text file that is not UTF-8, and say how sure the guess is.

Statistical detectors (charset-normalizer, chardet) need a few hundred bytes: a
four-character GB18030 file came out as EUC-KR four times in five, and the
writer saw mojibake. Short files are the ones a guess gets wrong, so the guess
here weighs what a reader would notice: does the decoded text read like text in
some language? Each candidate encoding's text is scored by the share of its
non-ASCII characters that are common in one writing system — the first levels of
the national standards (GB2312 level 1, Big5 level 1, JIS X 0208 level 1, the
KS X 1001 Hangul), kana, CJK punctuation, accented Latin letters — less control
characters, unassigned code points, half-width katakana and CJK characters stuck
between Latin letters, which are what a wrong guess produces.

Ties are broken by what the writer is likely to use: encodings they chose
before, their locale's encoding, then the order of :data:`CANDIDATES`. When a
second encoding reads about as well as the first, the guess is marked unsure so
the editor can say so and offer the others.
"""

from __future__ import annotations

import codecs
import unicodedata
from dataclasses import dataclass
from functools import cache

#: Legacy encodings tried, most likely first for the writers GEO Writer is made for.
CANDIDATES = ("gb18030", "big5", "shift_jis", "euc_kr", "cp1252", "latin_1")

#: Bytes of the file looked at when ranking candidates (the winner decodes it all).
SAMPLE_BYTES = 64 * 1024

#: Non-ASCII characters of the sample that are scored.
SAMPLE_CHARS = 4096

_SURE = 0.85  # a guess is sure when this share of its text reads as text …
_UNSURE_MARGIN = 0.15  # … and no runner-up comes this close
_PLAUSIBLE = 0.6  # a text reads as text when at least this share of it fits a script
_PRIOR_STEP = 0.02  # how much earlier hints and candidates are preferred in a near tie

# Punctuation common in Western European text; other Latin-1 symbols (± ² ½ …) count
# only next to a digit or a space, and letters only next to an ASCII letter: mojibake
# such as "±±³½ÊµÑé" is all symbols and accented letters side by side.
_LATIN_PUNCTUATION = set("–—‘’‚“”„•…‹›«»¡¿€\u00a0")
_CJK_PUNCTUATION = set("、。，．：；？！「」『』（）【】《》〈〉—…·～“”‘’〔〕［］｛｝％＃＆＊＠")


def _decode_grid(encoding: str, leads: range, trails: list[int]) -> frozenset[str]:
    chars = set()
    for lead in leads:
        for trail in trails:
            try:
                chars.add(bytes((lead, trail)).decode(encoding))
            except UnicodeDecodeError:
                continue
    return frozenset(chars)


@cache
def _common_sets() -> dict[str, frozenset[str]]:
    """The characters each writing system uses most (built once, from the codecs)."""
    upper = list(range(0xA1, 0xFF))
    return {
        "hans": _decode_grid("gb2312", range(0xB0, 0xD8), upper),
        "hant": _decode_grid("big5", range(0xA4, 0xC7), list(range(0x40, 0x7F)) + upper),
        "kanji": _decode_grid("euc_jp", range(0xB0, 0xD0), upper),
        "hangul": _decode_grid("euc_kr", range(0xB0, 0xC9), upper),
    }


def _latin_fits(text: str, index: int) -> bool:
    ch = text[index]
    before = text[index - 1] if index else " "
    after = text[index + 1] if index + 1 < len(text) else " "
    if ch in _LATIN_PUNCTUATION:
        return True
    if ch.isalpha():
        # In a word with ASCII letters ("café"), or a word of its own ("à").
        return (before.isascii() and before.isalpha()) or (after.isascii() and after.isalpha()) \
            or not (before.isalpha() or after.isalpha())
    return before.isdigit() or after.isdigit() or before == " " or after == " "


def _profile_of(text: str, index: int) -> tuple[str, ...]:
    """The writing systems in which ``text[index]`` is a common character."""
    ch = text[index]
    code = ord(ch)
    if 0x3040 <= code <= 0x30FF:
        return ("ja",)
    if ch in _CJK_PUNCTUATION or 0xFF01 <= code <= 0xFF5E or code == 0x3000:
        return ("hans", "hant", "ja", "ko")
    sets = _common_sets()
    found = tuple(name for name, chars in (("hans", sets["hans"]), ("hant", sets["hant"]),
                                            ("ja", sets["kanji"]), ("ko", sets["hangul"]))
                  if ch in chars)
    if found:
        return found
    if code <= 0x024F or 0x2000 <= code <= 0x20FF or ch in _LATIN_PUNCTUATION:
        return ("latin",) if _latin_fits(text, index) else ()
    if 0x0370 <= code <= 0x03FF:
        return ("greek",)
    if 0x0400 <= code <= 0x04FF:
        return ("cyrillic",)
    return ()


def _is_noise(ch: str) -> bool:
    code = ord(ch)
    if code < 0x20:
        return ch not in "\t\n\r\f\x1b"
    if 0x7F <= code <= 0x9F or 0xFF61 <= code <= 0xFF9F or 0xE000 <= code <= 0xF8FF:
        return True
    return unicodedata.category(ch) in ("Cn", "Co", "Cs")


def _is_cjk(ch: str) -> bool:
    return "\u3040" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af" or "\uf900" <= ch <= "\ufaff"


def _glued_to_latin(text: str, index: int) -> bool:
    """A lone CJK character stuck to a Latin letter ("caf茅", "Cr柒e") is what a Latin
    byte pair read as a double-byte encoding looks like; in Chinese prose next to an
    English word ("用Python写代码") the CJK characters come in runs."""
    before = text[index - 1] if index else " "
    after = text[index + 1] if index + 1 < len(text) else " "
    if _is_cjk(before) or _is_cjk(after):
        return False
    return (before.isascii() and before.isalpha()) or (after.isascii() and after.isalpha())


def readability(text: str) -> float:
    """How much ``text`` reads like text in one writing system: 0 (noise) to 1."""
    counts: dict[str, int] = {}
    scored = noise = glued = 0
    for index, ch in enumerate(text):
        if ch < "\x80":
            if ch < " " and _is_noise(ch):
                noise += 1
            continue
        scored += 1
        if scored > SAMPLE_CHARS:
            break
        if _is_noise(ch):
            noise += 1
            continue
        if _is_cjk(ch) and _glued_to_latin(text, index):
            glued += 1
        for name in _profile_of(text, index):
            counts[name] = counts.get(name, 0) + 1
    if not scored:
        return 1.0 if not noise else 0.0
    best = max(counts.values(), default=0)
    return max(0.0, (best - 2 * noise - glued) / min(scored, SAMPLE_CHARS))


@dataclass(frozen=True, slots=True)
class Guess:
    """The encoding chosen for a file, and how sure that is.

    Attributes:
        encoding: a Python codec name.
        sure: False when another encoding reads about as well (say so; offer the others).
        alternatives: the other encodings whose text is readable, best first.
        readability: of the chosen encoding's text (see :func:`readability`).
    """

    encoding: str
    sure: bool
    alternatives: tuple[str, ...] = ()
    readability: float = 1.0


def _sample_text(data: bytes, encoding: str) -> str | None:
    """``data``'s start decoded strictly, or None when it is not valid in ``encoding``."""
    sample = data[:SAMPLE_BYTES]
    decoder = codecs.getincrementaldecoder(encoding)(errors="strict")
    try:
        return decoder.decode(sample, final=len(sample) == len(data))
    except UnicodeDecodeError:
        return None


def _normalised(encoding: str) -> str:
    try:
        return codecs.lookup(encoding).name
    except LookupError:
        return ""


def guess(data: bytes, hints: tuple[str, ...] = ()) -> Guess | None:
    """The most readable legacy encoding of ``data`` (not UTF-8, no BOM), or None.

    Args:
        data: the file's bytes.
        hints: encodings the writer is likely to use, most likely first (recent
            choices, the locale's encoding); they win near ties.
    """
    order: list[str] = []
    for name in (*hints, *CANDIDATES, *_detector_guesses(data)):
        codec = _normalised(name)
        if codec and codec not in ("utf-8", "utf-16", "utf-32", "ascii") and codec not in order:
            order.append(codec)
    scored: list[tuple[float, int, str, str]] = []
    for rank, encoding in enumerate(order):
        text = _sample_text(data, encoding)
        if text is None:
            continue
        prior = _PRIOR_STEP * (len(order) - rank) / len(order)
        scored.append((readability(text) + prior, -rank, encoding, text))
    if not scored:
        return None
    scored.sort(reverse=True)
    best_score, _, best, best_text = scored[0]
    alternatives = tuple(enc for score, _, enc, text in scored[1:]
                         if score >= _PLAUSIBLE and text != best_text)
    rivals = [score for score, _, _, text in scored[1:]
              if text != best_text and score >= best_score - _UNSURE_MARGIN]
    sure = best_score >= _SURE and not rivals
    return Guess(best, sure, alternatives, readability(best_text))


def _detector_guesses(data: bytes) -> tuple[str, ...]:
    """charset-normalizer's idea, for encodings outside our list (Cyrillic, Greek …)."""
    if len(data) < 256:
        return ()
    from charset_normalizer import from_bytes

    best = from_bytes(data[:SAMPLE_BYTES]).best()
    return (best.encoding,) if best is not None else ()
