"""BM25F ranking over the draft's passages and, optionally, a reference corpus.

Our own, not a library's, for three reasons measured in
``tests/benchmarks/bench_answers.py`` and given in docs/answer-preview.md:

* the draft changes with every keystroke: :class:`DraftIndex` adds and removes
  only the passages an edit touched, where rank-bm25 and bm25s rebuild their
  whole index;
* headings are a boosted field (BM25F: heading counts are weighted before
  saturation), which neither library has;
* a reference folder of hundreds of articles is kept as flat numpy arrays
  (:class:`ReferenceCorpus`), scored per question term in a few vector
  operations, and crosses a process boundary as a handful of arrays — bm25s
  would add scipy (about 100 MB) to the packaged app for the same sparse maths.

Scores follow Lucene's BM25 (k1 = 1.2, b = 0.75, idf = ln(1 + (N − df + ½)/(df + ½)))
with the draft and the reference counted as one collection.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import filterfalse
from operator import attrgetter

import numpy as np

from scorers.answers.passages import Key, Passage, PassageTerms
from scorers.language.detect import CJK_CHAR

_PASSAGE_KEY = attrgetter("key")

K1 = 1.2
B = 0.75


def idf(n: int, df: int) -> float:
    """Lucene's BM25 inverse document frequency (never negative)."""
    return math.log(1.0 + (n - df + 0.5) / (df + 0.5))


class DraftIndex:
    """Postings of the draft's passages, updated passage by passage."""

    def __init__(self) -> None:
        self._terms: dict[Key, PassageTerms] = {}
        self._postings: dict[str, dict[Key, float]] = {}
        self.total_length = 0.0
        #: Passages added or removed by the last :meth:`sync`.
        self.changed = 0
        # Scores per question (its weighted terms and the average length) asked since the
        # last sync, brought up to date passage by passage when passages come and go.
        self._scored: dict[tuple, dict[Key, float]] = {}
        self._asked: set[tuple] = set()

    def __len__(self) -> int:
        return len(self._terms)

    def sync(self, passages: Iterable[Passage]) -> None:
        """Make the index hold exactly ``passages``; unchanged ones are not touched."""
        # (Which passages left and came is found in C: a rescore keeps all but a few.)
        passages = list(passages)
        new = dict(zip(map(_PASSAGE_KEY, passages), passages, strict=True))
        removed = list(filterfalse(new.__contains__, self._terms))
        touched: set[str] = set()
        for key in removed:
            touched.update(self._terms[key].tf)
            self._remove(key)
        added = list(filterfalse(self._terms.__contains__, new))
        for key in added:
            terms = new[key].terms()
            touched.update(terms.tf)
            self._add(key, terms)
        self.changed = len(removed) + len(added)
        # Keep the scores of the questions asked last time, adjusted: a passage that left
        # drops out, one that came is scored. The others' scores are what they were.
        self._scored = {asked: scores for asked, scores in self._scored.items()
                        if asked in self._asked}
        self._asked = set()
        for (weighted, avgdl), scores in self._scored.items():
            if touched.isdisjoint(term for term, _ in weighted):
                continue
            for key in removed:
                scores.pop(key, None)
            for key in added:
                score = self._score(key, weighted, avgdl)
                if score is not None:
                    scores[key] = score

    def _add(self, key: Key, terms: PassageTerms) -> None:
        self._terms[key] = terms
        self.total_length += terms.length
        for term, tf in terms.tf.items():
            self._postings.setdefault(term, {})[key] = tf

    def _remove(self, key: Key) -> None:
        terms = self._terms.pop(key)
        self.total_length -= terms.length
        for term in terms.tf:
            posting = self._postings.get(term)
            if posting is not None:
                posting.pop(key, None)
                if not posting:
                    del self._postings[term]

    def df(self, term: str) -> int:
        return len(self._postings.get(term, ()))

    def terms(self, key: Key) -> PassageTerms:
        """The indexed terms of the passage ``key``."""
        return self._terms[key]

    def length(self, key: Key) -> float:
        return self._terms[key].length

    def scores(self, weights: Mapping[str, float], avgdl: float) -> dict[Key, float]:
        """BM25 score of every passage holding at least one of the weighted terms (the
        caller must not change the dictionary: it is kept for the next call)."""
        asked = (tuple(weights.items()), avgdl)
        self._asked.add(asked)
        found = self._scored.get(asked)
        if found is not None:
            return found
        out: dict[Key, float] = {}
        self._scored[asked] = out
        norm = K1 * (1 - B)
        slope = K1 * B / avgdl if avgdl else 0.0
        for term, weight in weights.items():
            for key, tf in self._postings.get(term, {}).items():
                length = self._terms[key].length
                out[key] = out.get(key, 0.0) + weight * tf * (K1 + 1) / (
                    tf + norm + slope * length)
        return out


    def _score(self, key: Key, weighted: tuple[tuple[str, float], ...],
               avgdl: float) -> float | None:
        """One passage's score, added up term by term in the order :meth:`scores` adds
        them (so to the same double); None when it holds none of the terms."""
        tf_of = self._terms[key].tf
        length = self._terms[key].length
        norm = K1 * (1 - B)
        slope = K1 * B / avgdl if avgdl else 0.0
        score = None
        for term, weight in weighted:
            tf = tf_of.get(term)
            if tf is not None:
                score = (0.0 if score is None else score) + weight * tf * (K1 + 1) / (
                    tf + norm + slope * length)
        return score


@dataclass(frozen=True, eq=False)
class ReferenceCorpus:
    """The reference passages' postings as flat arrays (compressed sparse rows by term).

    Attributes:
        vocab: term → row.
        term_ptr: row ``i``'s postings are ``post_ids[term_ptr[i]:term_ptr[i + 1]]``.
        post_ids: passage numbers.
        post_tf: weighted term frequencies, parallel to ``post_ids``.
        lengths: each passage's weighted length.
    """

    vocab: dict[str, int]
    term_ptr: np.ndarray
    post_ids: np.ndarray
    post_tf: np.ndarray
    lengths: np.ndarray

    @classmethod
    def build(cls, passages: list[PassageTerms]) -> ReferenceCorpus:
        """Index ``passages`` (passage ``i`` is number ``i``)."""
        rows: dict[str, tuple[list[int], list[float]]] = {}
        for number, terms in enumerate(passages):
            for term, tf in terms.tf.items():
                row = rows.get(term)
                if row is None:
                    row = rows[term] = ([], [])
                row[0].append(number)
                row[1].append(tf)
        vocab = {term: i for i, term in enumerate(rows)}
        sizes = np.fromiter((len(ids) for ids, _ in rows.values()), dtype=np.int64,
                            count=len(rows))
        term_ptr = np.zeros(len(rows) + 1, dtype=np.int64)
        np.cumsum(sizes, out=term_ptr[1:])
        post_ids = np.fromiter((n for ids, _ in rows.values() for n in ids), dtype=np.int32,
                               count=int(term_ptr[-1]))
        post_tf = np.fromiter((t for _, tfs in rows.values() for t in tfs), dtype=np.float32,
                              count=int(term_ptr[-1]))
        lengths = np.fromiter((p.length for p in passages), dtype=np.float32,
                              count=len(passages))
        return cls(vocab, term_ptr, post_ids, post_tf, lengths)

    @property
    def size(self) -> int:
        return int(self.lengths.shape[0])

    @property
    def total_length(self) -> float:
        return float(self.lengths.sum(dtype=np.float64))

    def df(self, term: str) -> int:
        row = self.vocab.get(term)
        return 0 if row is None else int(self.term_ptr[row + 1] - self.term_ptr[row])

    def scores(self, weights: Mapping[str, float], avgdl: float) -> np.ndarray:
        """BM25 score of every reference passage (zeros where no term occurs)."""
        out = np.zeros(self.size, dtype=np.float64)
        norm = K1 * (1 - B)
        slope = K1 * B / avgdl if avgdl else 0.0
        for term, weight in weights.items():
            row = self.vocab.get(term)
            if row is None:
                continue
            lo, hi = int(self.term_ptr[row]), int(self.term_ptr[row + 1])
            ids = self.post_ids[lo:hi]
            tf = self.post_tf[lo:hi].astype(np.float64)
            out[ids] += weight * tf * (K1 + 1) / (tf + norm + slope * self.lengths[ids])
        return out


def term_weights(terms: Iterable[str], draft: DraftIndex,
                 reference: ReferenceCorpus | None) -> tuple[dict[str, float], float]:
    """Each question term's idf over the draft and the reference together, and the
    collection's average passage length."""
    n = len(draft) + (reference.size if reference is not None else 0)
    total = draft.total_length + (reference.total_length if reference is not None else 0.0)
    weights = {}
    for term in dict.fromkeys(terms):
        df = draft.df(term) + (reference.df(term) if reference is not None else 0)
        weights[term] = idf(n, df)
    return weights, (total / n if n else 0.0)


def meet_the_draft(terms: tuple[str, ...], draft: DraftIndex) -> tuple[str, ...]:
    """A Chinese question term the draft never holds, read as the shorter words inside it
    that the draft does hold: jieba cuts a question and a text differently ("松有" in
    "鸡毛松有多高" is "松" and "有" in the text, "忠是" is "…忠" and "是").

    A piece the search cut adds inside a longer question word ("查结" in "调查结果") that
    the draft never holds is left out: the writer never typed it, no passage can match
    it, and the advice would show it as a missing word ("没有段落提到查结")."""
    out: list[str] = []
    for term in terms:
        if len(term) < 2 or not CJK_CHAR.match(term) or draft.df(term):
            out.append(term)
            continue
        if any(term != word and term in word for word in terms):
            continue
        parts, at = [], 0
        while at < len(term):
            for size in range(len(term) - at, 0, -1):
                piece = term[at:at + size]
                if size < len(term) and draft.df(piece):
                    parts.append(piece)
                    at += size
                    break
            else:
                at += 1
        out.extend(parts or [term])
    return tuple(dict.fromkeys(out))
