"""What a block's spaCy tokens give: words, content terms and index terms.

Everything the analysis reads from a token — is it a word, a pronoun, a content
word, which key term and which index terms it gives — depends on the word
alone (spaCy's lexeme: its spelling, lower case, stop-word and number flags),
not on where it stands. So each distinct word is looked at once per pipeline
and remembered, and the tokens of all the blocks scored together are read as
one table of spelling ids and offsets (:func:`read_docs`): numpy spreads what
each distinct word gives over the tokens, and Python only cuts out each
block's share, instead of building a ``Token`` per token, or even looking at
each token in a loop. The few tokens of the blocks a keystroke touched are read in
a loop all the same (:data:`FEW_TOKENS`): numpy's every step has a fixed cost that
outweighs them.

The results equal what asking each ``Token`` gives (``tests/equivalence/test_tokens.py``
compares them on every golden text).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain, repeat
from typing import Any

from scorers.language.detect import CJK_CHAR
from scorers.language.index_terms import dictionary, word_terms
from scorers.rules import patterns

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
        term_list: every content term, repeats kept, in text order.
        term_starts: the offset of each term of ``term_list`` (which statements hold it).
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
    term_starts: list[int]
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
    return read_docs([doc], lang)[0]


def read_docs(docs: Sequence[Any], lang: str) -> list[TokenFacts]:
    """Read the tokens of each of ``docs`` (spaCy Docs of blocks' prose, one vocabulary).

    The tokens of all the Docs are read as one table: what each distinct word gives is
    looked up once, spread over the tokens by numpy, and counted per block by running
    sums. Python then only cuts each block's share out of a few lists and counts its
    terms, instead of looking at every token.
    """
    if not docs:
        return []
    vocab = docs[0].vocab
    freq = dictionary() if lang == "zh" else None
    known = _lexicon(vocab, lang, freq)
    attributes = _attributes()
    if sum(map(len, docs)) <= FEW_TOKENS:
        return [_read_few(doc, lang, vocab, known, freq) for doc in docs]
    import numpy as np

    table = np.concatenate([doc.to_array(attributes).reshape(-1, 2) for doc in docs])
    # Where each block's tokens end in the table.
    bounds = np.cumsum([0, *map(len, docs)])
    distinct, which = np.unique(table[:, 0], return_inverse=True)
    words = []
    for orth in distinct.tolist():
        word = known.get(orth)
        if word is None:
            word = known[orth] = _describe(vocab[orth], lang, freq)
        words.append(word)
    offsets = table[:, 1]

    def per_token(values: list[Any], kind: Any = bool) -> Any:
        return np.array(values, dtype=kind)[which]

    def running(mask: Any) -> list[int]:
        # How many tokens before each block's start (and the last one's end) are in mask.
        return np.concatenate(([0], np.cumsum(mask)))[bounds].tolist()

    is_word = per_token([bool(word) for word in words])
    pronoun = per_token([bool(word) and word[0] for word in words])
    content = per_token([bool(word) and word[1] for word in words])
    has_term = content & per_token([bool(word) and word[2] is not None for word in words])
    index_counts = per_token([len(word[4]) if word else 0 for word in words], np.int64)
    word_counts, pronoun_counts = running(is_word), running(pronoun)
    content_at, term_at, index_at = running(content), running(has_term), \
        np.concatenate(([0], np.cumsum(index_counts)))[bounds].tolist()
    content_starts = offsets[content].tolist()
    term_words = which[has_term].tolist()
    term_offsets = offsets[has_term].tolist()
    term_seq = list(map([word[2] if word else None for word in words].__getitem__, term_words))
    spellings = list(map([word[3] if word else "" for word in words].__getitem__, term_words))
    index_of = [word[4] if word else () for word in words]
    index_terms = list(chain.from_iterable(map(index_of.__getitem__,
                                               which[index_counts > 0].tolist())))
    index_offsets = np.repeat(offsets, index_counts).tolist()

    out = []
    for k in range(len(docs)):
        first, last = term_at[k], term_at[k + 1]
        out.append(_block(word_counts[k + 1] - word_counts[k],
                          pronoun_counts[k + 1] - pronoun_counts[k],
                          content_starts[content_at[k]:content_at[k + 1]],
                          term_seq[first:last], term_offsets[first:last],
                          spellings[first:last],
                          tuple(index_terms[index_at[k]:index_at[k + 1]]),
                          tuple(index_offsets[index_at[k]:index_at[k + 1]])))
    return out


#: Up to this many tokens (the blocks a keystroke touched), a loop over the tokens reads
#: them faster than numpy's table, whose every step has a fixed cost (~210 µs for the
#: three short blocks of an edit, against ~40 µs).
FEW_TOKENS = 400


def _read_few(doc: Any, lang: str, vocab: Any, known: dict[int, _Word],
              freq: dict[str, int] | None) -> TokenFacts:
    """:func:`read_docs` of one Doc with few tokens, token by token (the same facts)."""
    words = pronouns = 0
    content_starts: list[int] = []
    term_seq: list[str] = []
    term_starts: list[int] = []
    spellings: list[str] = []
    index_terms: list[str] = []
    index_offsets: list[int] = []
    for orth, offset in doc.to_array(_attributes()).reshape(-1, 2).tolist():
        word = known.get(orth)
        if word is None:
            word = known[orth] = _describe(vocab[orth], lang, freq)
        if not word:
            continue
        words += 1
        pronouns += word[0]
        if word[1]:
            content_starts.append(offset)
            if word[2] is not None:
                term_seq.append(word[2])
                term_starts.append(offset)
                spellings.append(word[3])
        if word[4]:
            index_terms.extend(word[4])
            index_offsets.extend(repeat(offset, len(word[4])))
    return _block(words, pronouns, content_starts, term_seq, term_starts, spellings,
                  tuple(index_terms), tuple(index_offsets))


def _block(words: int, pronouns: int, content_starts: list[int], term_seq: list[str],
           term_starts: list[int], spellings: list[str], index_terms: tuple[str, ...],
           index_offsets: tuple[int, ...]) -> TokenFacts:
    counts = dict(Counter(term_seq))
    # A spelling gives one term, so when there are as many spellings as terms each term
    # is spelt one way: that spelling, as often as the term.
    if len(set(spellings)) == len(counts):
        surface = dict(zip(term_seq, spellings, strict=True))
        surface_counts = counts
    else:
        surface, surface_counts = _most_frequent_spellings(term_seq, spellings)
    return TokenFacts(words, pronouns, content_starts, counts, tuple(term_seq), term_starts,
                      surface, surface_counts, index_terms, index_offsets)


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
