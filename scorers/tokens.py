"""One pass over a block's spaCy tokens: words, content terms and index terms.

Everything the analysis reads from a token — is it a word, a pronoun, a content
word, which key term and which index terms it gives — depends on the word
alone (spaCy's lexeme: its spelling, lower case, stop-word and number flags),
not on where it stands. So each distinct word is looked at once per pipeline
and remembered; a block's tokens are then read as two arrays (spelling ids and
offsets) and a dictionary lookup each, instead of building a Python ``Token``
per token and asking it the same questions again for every block.

The results equal what asking each ``Token`` gives (``tests/test_tokens.py``
compares them on every golden text).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from . import patterns
from .index_terms import dictionary, word_terms
from .language import CJK_CHAR

#: A token that is no word at all (white space, punctuation).
_SKIP = ()

#: Forget the remembered words past this many (a long session of typing invents words).
MAX_WORDS = 100_000

# What one word gives: (pronoun, content, key term or None, spelling, index terms).
_Word = tuple[bool, bool, "str | None", str, tuple[str, ...]]

_ORTH_IDX: list[int] | None = None


@dataclass(slots=True)
class TokenFacts:
    """What a block's tokens give the analysis.

    Attributes:
        words: word tokens (not white space, not punctuation).
        pronouns: word tokens that are pronouns.
        content_starts: offsets of content words (no stop words, no numbers).
        terms: content terms and how often each occurs, in order of first occurrence.
        term_list: every content term, repeats kept.
        surface: term → the writer's most frequent spelling of it …
        surface_counts: … and how often that spelling occurs (``terms`` itself when
            every term is spelt one way, as in most blocks).
        index_terms: the terms a search engine would index, in text order.
        index_offsets: the offset of the token each index term came from.
    """

    words: int
    pronouns: int
    content_starts: list[int]
    terms: dict[str, int]
    term_list: tuple[str, ...]
    surface: dict[str, str]
    surface_counts: dict[str, int]
    index_terms: tuple[str, ...]
    index_offsets: tuple[int, ...]


def _fold(term: str) -> str:
    # A light plural fold so "model" and "models" count as one key term.
    if len(term) > 4 and term.endswith("s") and not term.endswith(("ss", "us", "is")):
        return term[:-1]
    return term


def _key_term(lex: Any, low: str, lang: str) -> str | None:
    if lang == "zh":
        return low if len(low) >= 2 and (CJK_CHAR.match(low) or low.isalpha()) else None
    if len(low) >= 3 and (lex.is_alpha or any(ch.isalpha() for ch in low)):
        return _fold(low) if lex.is_alpha else low
    return None


def _describe(lex: Any, lang: str, freq: dict[str, int] | None) -> _Word:
    if lex.is_space or lex.is_punct:
        return _SKIP
    low = lex.lower_
    content = not (lex.is_stop or lex.like_num)
    return (low in patterns.PRONOUNS[lang], content,
            _key_term(lex, low, lang) if content else None, lex.orth_,
            tuple(word_terms(low, lex.is_stop, lang, freq)))


# Remembered words per (language, vocabulary, Chinese dictionary loaded).
_words: dict[tuple[str, int, bool], tuple[Any, dict[int, _Word]]] = {}


def _lexicon(vocab: Any, lang: str, freq: dict[str, int] | None) -> dict[int, _Word]:
    key = (lang, id(vocab), freq is not None)
    found = _words.get(key)
    if found is None or found[0] is not vocab:
        found = _words[key] = (vocab, {})  # the vocabulary is kept, so its id stays its own
    if len(found[1]) > MAX_WORDS:
        found[1].clear()
    return found[1]


def _attributes() -> list[int]:
    global _ORTH_IDX
    if _ORTH_IDX is None:
        from spacy.attrs import IDX, ORTH

        _ORTH_IDX = [ORTH, IDX]
    return _ORTH_IDX


def read_tokens(doc: Any, lang: str) -> TokenFacts:
    """Read the tokens of ``doc`` (a spaCy Doc of a block's prose) in ``lang``."""
    # Both columns in one call, turned into two lists at once.
    orths, offsets = doc.to_array(_attributes()).T.tolist() if len(doc) else ([], [])
    freq = dictionary() if lang == "zh" else None
    known = _lexicon(doc.vocab, lang, freq)
    # Words met for the first time are described before the tokens are read.
    for orth in set(orths).difference(known):
        known[orth] = _describe(doc.vocab[orth], lang, freq)
    return _read(known, orths, offsets)


def _read(known: dict[int, _Word], orths: list[int], offsets: list[int]) -> TokenFacts:
    # Runs for every token of the article: names bound once, one lookup per token.
    words = pronouns = 0
    content_starts: list[int] = []
    term_seq: list[str] = []
    spellings: list[str] = []
    index: list[str] = []
    index_offsets: list[int] = []
    for orth, idx in zip(orths, offsets, strict=True):
        word = known[orth]
        if not word:  # white space or punctuation
            continue
        words += 1
        pronoun, content, term, spelling, terms = word
        if pronoun:
            pronouns += 1
        if content:
            content_starts.append(idx)
            if term is not None:
                term_seq.append(term)
                spellings.append(spelling)
        for term in terms:
            index.append(term)
            index_offsets.append(idx)
    counted = Counter(term_seq)
    counts = dict(counted)
    # A spelling gives one term, so when there are as many spellings as terms each term
    # is spelt one way: that spelling, as often as the term.
    if len(set(spellings)) == len(counts):
        surface = dict(zip(term_seq, spellings, strict=True))
        surface_counts = counts
    else:
        surface, surface_counts = _most_frequent_spellings(term_seq, spellings)
    return TokenFacts(words, pronouns, content_starts, counts, tuple(counted.elements()),
                      surface, surface_counts,
                      tuple(index), tuple(index_offsets))


def _most_frequent_spellings(term_seq: list[str],
                             spellings: list[str]) -> tuple[dict[str, str], dict[str, int]]:
    # Keep how the writer spells each term ("AI", "GPT-4", "coffee"): its most common form,
    # the latest-seen of equally common ones.
    surface: dict[str, str] = {}
    surface_counts: dict[str, int] = {}
    for (term, spelling), count in Counter(zip(term_seq, spellings, strict=True)).items():
        if count >= surface_counts.get(term, 0):
            surface[term] = spelling
            surface_counts[term] = count
    return surface, surface_counts
