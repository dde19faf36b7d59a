"""The words a search engine would index: one rule for passages and for questions.

Answer engines find a passage with a lexical ranker (BM25) before they quote it,
so the answer preview ranks passages by the same kind of tokens: lower-cased
words without stop words or punctuation. English keeps short words ("AI",
"EV") and numbers ("2024") and folds plurals ("panels" → "panel"); Chinese
uses jieba's words and adds the dictionary words inside a long word
("太阳能板" also gives "太阳能"), as jieba's search mode does, so that a
question and a passage still meet when jieba cuts them differently.

Passages get their terms from the same spaCy Doc the block analysis already
made (:mod:`scorers.analysis.block`), so indexing costs no second tokenisation;
questions are tokenised by the same pipeline's tokenizer.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from scorers.language.detect import CJK_CHAR

#: Words of spaCy's English stop list that carry a question's meaning ("How long do
#: batteries last?", "the first step", "the top speed"): a ranker must keep them.
KEEP = frozenset("""
last first top bottom front back full empty part side name serious call show give move fill
put make see well used using
""".split())


def fold(term: str) -> str:
    """A light English plural fold so "panel" and "panels" are one term."""
    if len(term) > 3 and term.endswith("s") and not term.endswith(("ss", "us", "is")) \
            and term.isalpha():
        return term[:-1]
    return term


def dictionary() -> dict[str, int] | None:
    """jieba's word frequencies, once its dictionary is loaded (None before)."""
    try:
        import jieba
    except ImportError:  # pragma: no cover - jieba is a dependency
        return None
    freq = jieba.dt.FREQ
    return freq or None


def _sub_words(word: str, freq: dict[str, int]) -> list[str]:
    # jieba.cut_for_search's rule: the 2- and 3-character dictionary words inside
    # a longer word.
    found = []
    for size in (2, 3):
        if len(word) <= size:
            continue
        for i in range(len(word) - size + 1):
            piece = word[i:i + size]
            if freq.get(piece):
                found.append(piece)
    return found


def word_terms(low: str, is_stop: bool, lang: str, freq: dict[str, int] | None) -> list[str]:
    """The index terms of one word (not white space or punctuation).

    Args:
        low: the word in lower case.
        is_stop: spaCy counts it as a stop word.
        lang: ``"en"`` or ``"zh"``.
        freq: jieba's dictionary (:func:`dictionary`), for Chinese sub-words.
    """
    if is_stop and low not in KEEP:
        return []
    if lang == "zh" and CJK_CHAR.match(low):
        if freq is not None and len(low) > 2:
            return [low, *_sub_words(low, freq)]
        return [low]
    if not any(ch.isalnum() for ch in low):
        return []
    if low.isalpha():
        if len(low) < 2:
            return []
        low = fold(low)
    return [low]


def index_terms(tokens: Iterable[Any], lang: str) -> tuple[list[str], list[int]]:
    """The index terms of spaCy ``tokens`` and the character offset of each.

    Args:
        tokens: spaCy tokens (a Doc or a slice of one).
        lang: ``"en"`` or ``"zh"``.

    Returns:
        ``(terms, offsets)``: terms in text order, repeats kept (for term
        frequencies), and the offset of the token each term came from.
    """
    terms: list[str] = []
    offsets: list[int] = []
    freq = dictionary() if lang == "zh" else None
    for token in tokens:
        if token.is_space or token.is_punct:
            continue
        for term in word_terms(token.lower_, token.is_stop, lang, freq):
            terms.append(term)
            offsets.append(token.idx)
    return terms, offsets
