"""Cut an article into the passages an answer engine retrieves, and read their sentences.

Engines chunk a page into heading-scoped windows and rank the windows, not the
page. Here a passage is one to a few consecutive blocks of text (paragraphs,
list items, quotes, tables) under the same heading, closed when it reaches
about :data:`TARGET_SIZE` words (twice as many Chinese characters), and it
carries its heading path (title › section › subsection), which the ranker
reads as a boosted field.
"""

from __future__ import annotations

import bisect
from collections import Counter
from dataclasses import dataclass, field

from ..blocks import HEADING, LIST_ITEM, PARAGRAPH, QUOTE, TABLE
from ..document import Item
from ..inline import strip_markup
from .claims import SentenceClaim, sentence_claims

#: A passage closes once it holds this many English-word equivalents …
TARGET_SIZE = 100.0
#: … and a block that would take it past this starts a new one.
MAX_SIZE = 200.0
#: At most this many paragraphs (or quotes, tables) in one passage …
MAX_PARAGRAPHS = 3
#: … and at most this many blocks of any kind (short list items).
MAX_BLOCKS = 8
#: Weight of a heading term against a body term (BM25F field weight).
HEADING_WEIGHT = 2.0

PASSAGE_KINDS = frozenset({PARAGRAPH, LIST_ITEM, QUOTE, TABLE})

Key = tuple


@dataclass(frozen=True, slots=True)
class QuoteSentence:
    """A sentence a passage could be quoted by (offsets into the source text)."""

    start: int
    end: int
    claim: str | None
    stands_alone: bool
    question: bool
    index: int  # its place in its block: 0 is the block's first sentence
    terms: frozenset[str]


@dataclass(frozen=True, slots=True)
class PassageTerms:
    """What the ranker needs of a passage: weighted term frequencies and length."""

    tf: dict[str, float]
    length: float
    body: frozenset[str]


@dataclass(slots=True)
class Passage:
    """A passage of the draft: its blocks and the headings it sits under."""

    items: tuple[Item, ...]
    heads: tuple[Item, ...]
    first: bool = False  # the first passage under its heading
    key: Key = ()
    _terms: PassageTerms | None = field(default=None, repr=False)

    @property
    def start(self) -> int:
        return self.items[0].block.start

    @property
    def end(self) -> int:
        return self.items[-1].block.end

    @property
    def line(self) -> int:
        return self.items[0].block.line

    @property
    def heading_path(self) -> tuple[str, ...]:
        return tuple(h.a.plain for h in self.heads)

    def terms(self) -> PassageTerms:
        if self._terms is None:
            self._terms = passage_terms(self.items, self.heads)
        return self._terms


def passage_terms(items: tuple[Item, ...], heads: tuple[Item, ...]) -> PassageTerms:
    """Body and heading-path terms merged the BM25F way: weight the heading's counts."""
    body: Counter[str] = Counter()
    for it in items:
        body.update(it.a.index_terms)
    length = float(sum(body.values()))
    tf: dict[str, float] = dict(body)
    for head in heads:
        for term in head.a.index_terms:
            tf[term] = tf.get(term, 0.0) + HEADING_WEIGHT
            length += HEADING_WEIGHT
    return PassageTerms(tf, length, frozenset(body))


def cut(items: list[Item]) -> list[Passage]:
    """The passages of a document, in order."""
    out: list[Passage] = []
    stack: list[Item] = []
    current: list[Item] = []
    size = 0.0
    paragraphs = 0
    first = True

    def flush() -> None:
        nonlocal size, paragraphs, first
        if current:
            out.append(Passage(tuple(current), tuple(stack), first))
            current.clear()
            first = False
        size = 0.0
        paragraphs = 0

    for it in items:
        kind = it.block.kind
        if kind == HEADING:
            flush()
            first = True
            while stack and stack[-1].a.level >= it.a.level:
                stack.pop()
            if it.a.plain:
                stack.append(it)
            continue
        if kind not in PASSAGE_KINDS or not it.a.index_terms:
            continue
        if current and size + it.a.size > MAX_SIZE:
            flush()
        current.append(it)
        size += it.a.size
        if kind != LIST_ITEM:
            paragraphs += 1
        if size >= TARGET_SIZE or paragraphs >= MAX_PARAGRAPHS or len(current) >= MAX_BLOCKS:
            flush()
    flush()
    _key(out)
    return out


def _key(passages: list[Passage]) -> None:
    # A passage is known again by its text and headings; the same text twice gets a count.
    seen: dict[Key, int] = {}
    for passage in passages:
        key = (tuple(h.block.text for h in passage.heads),
               tuple(it.block.text for it in passage.items))
        n = seen.get(key, 0)
        seen[key] = n + 1
        passage.key = (*key, n)


class ClaimCache:
    """Each block's sentence claims, kept by the block's text and language.

    Like the engine's analysis cache, an edit only costs the blocks it touched.
    """

    def __init__(self, limit: int = 20_000) -> None:
        self._cache: dict[tuple[str, str, str], tuple[SentenceClaim, ...]] = {}
        self._quotable: dict[tuple[str, str, str], tuple[int, ...]] = {}
        self.limit = limit

    def claims(self, it: Item) -> tuple[SentenceClaim, ...]:
        key = (it.block.kind, it.block.text, it.a.lang)
        found = self._cache.get(key)
        if found is None:
            if len(self._cache) >= self.limit:
                self._cache.clear()
            prose = strip_markup(it.block.text, it.block.kind).prose
            found = self._cache[key] = sentence_claims(prose, it.a)
        return found

    def quotable(self, it: Item) -> tuple[int, ...]:
        """Block-relative starts of the sentences that are quotable claims: a claim that
        stands on its own and is no question."""
        key = (it.block.kind, it.block.text, it.a.lang)
        found = self._quotable.get(key)
        if found is None:
            if len(self._quotable) >= self.limit:
                self._quotable.clear()
            found = self._quotable[key] = tuple(
                c.start for c in self.claims(it)
                if c.claim is not None and c.stands_alone and not c.question)
        return found

    def sentences(self, it: Item) -> list[QuoteSentence]:
        """The block's sentences with their claims and index terms (document offsets)."""
        offsets = it.a.index_offsets
        terms = it.a.index_terms
        out = []
        for index, claim in enumerate(self.claims(it)):
            lo = bisect.bisect_left(offsets, claim.start)
            hi = bisect.bisect_left(offsets, claim.end)
            out.append(QuoteSentence(it.start + claim.start, it.start + claim.end, claim.claim,
                                     claim.stands_alone, claim.question, index,
                                     frozenset(terms[lo:hi])))
        return out


def passage_sentences(passage: Passage, claims: ClaimCache) -> list[QuoteSentence]:
    """The sentences of a passage. The first sentence under a heading is read with that
    heading (engines index a chunk with its heading), so it also holds the heading's terms."""
    sentences = [s for it in passage.items for s in claims.sentences(it)]
    if passage.first and passage.heads and sentences and sentences[0].index == 0:
        first = sentences[0]
        heading_terms = frozenset(passage.heads[-1].a.index_terms)
        sentences[0] = QuoteSentence(first.start, first.end, first.claim, first.stands_alone,
                                     first.question, first.index, first.terms | heading_terms)
    return sentences
