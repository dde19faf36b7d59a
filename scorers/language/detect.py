"""Decide whether a piece of text is English or Chinese.

GEO Writer supports two article languages: ``"en"`` and ``"zh"`` (Simplified
Chinese). A Chinese article is full of English terms (GPT-4, WandB, GB200), so
the decision weighs CJK characters against Latin *words*, not letters: one
Chinese character carries about as much as half an English word.
"""

from __future__ import annotations

import re

LANGUAGES = ("en", "zh")

CJK_CHAR = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002ebef]")
#: A wide character: an ideograph, CJK punctuation (。，「」…) or a full-width form.
#: A line break between two of them is no space: Chinese is written without spaces,
#: so a line wrapped in the source joins with nothing when it is shown.
CJK_WIDE = re.compile(
    r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef"
    r"\U00020000-\U0002ebef]")
#: A Latin-script word, as :func:`latin_word_count` counts them.
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_LATIN_WORD = LATIN_WORD

#: Above this share of CJK characters (counted against Latin words x 2) a text is Chinese.
CJK_SHARE_FOR_ZH = 0.3


def cjk_count(text: str) -> int:
    """Number of CJK ideographs in ``text``."""
    return len(CJK_CHAR.findall(text))


def latin_word_count(text: str) -> int:
    """Number of Latin-script words in ``text``."""
    return len(_LATIN_WORD.findall(text))


def cjk_share(text: str) -> float:
    """Share of CJK characters among CJK characters and (weighted) Latin words.

    Returns 0.0 for text with neither.
    """
    cjk = cjk_count(text)
    latin = latin_word_count(text) * 2
    total = cjk + latin
    return cjk / total if total else 0.0


def detect(text: str, default: str = "en") -> str:
    """Return ``"zh"`` or ``"en"`` for ``text``; ``default`` when it has no words."""
    cjk = cjk_count(text)
    latin = latin_word_count(text) * 2
    if cjk + latin == 0:
        return default
    return "zh" if cjk / (cjk + latin) >= CJK_SHARE_FOR_ZH else "en"


def article_language(cjk: int, latin: int, override: str | None = None) -> str:
    """The language of an article with ``cjk`` CJK characters and ``latin`` Latin words
    in its text blocks (the engine's rule; ``override`` wins)."""
    if not cjk:  # Latin words alone, or no words: English, however many
        return override or "en"
    latin *= 2
    detected = "zh" if cjk + latin and cjk / (cjk + latin) >= CJK_SHARE_FOR_ZH else "en"
    return override or detected


def block_language(cjk: int, latin: int, article: str, override: str | None = None) -> str:
    """The language one block of text is read in: by its own CJK characters and Latin
    words (a negative ``latin``: some, not counted), the article's when it has neither.
    A forced language (``override``) applies to every block with words of its script."""
    if override and ((override == "zh" and cjk) or (override == "en" and latin)):
        return override
    if cjk + latin == 0:
        return article
    if not cjk:  # Latin words alone: English
        return "en"
    return "zh" if cjk / (cjk + 2 * latin) >= CJK_SHARE_FOR_ZH else "en"


def normalise(lang: str | None) -> str | None:
    """Map user spellings (``zh-CN``, ``zh_Hans``, ``EN``) to ``"zh"``/``"en"``; None stays None."""
    if lang is None:
        return None
    low = lang.strip().lower().replace("_", "-")
    if low.startswith("zh") or low in ("cn", "chinese"):
        return "zh"
    if low.startswith("en") or low == "english":
        return "en"
    raise ValueError(f"unsupported language {lang!r}: use 'en' or 'zh'")
