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
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from operator import attrgetter, is_

from scorers.analysis.term_tally import common_ends
from scorers.answers.answer_type import offered_types
from scorers.answers.claims import (
    NAMED,
    SentenceClaim,
    denied_terms,
    is_navigation,
    sentence_claims,
)
from scorers.document import Item
from scorers.markup.blocks import HEADING, LIST_ITEM, PARAGRAPH, QUOTE, TABLE
from scorers.rules.patterns import SUMMARY_MARKER

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

_ANALYSIS = attrgetter("a")
_KIND = attrgetter("kind")
_TEXT = attrgetter("block.text")

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
    #: The sentence's own terms, when ``terms`` also holds its heading's (None: the same).
    own_terms: frozenset[str] | None = None
    #: The kinds of fact it offers (:func:`scorers.answers.answer_type.offered_types`).
    offers: frozenset[str] = frozenset()
    #: It says who someone is in apposition (:class:`scorers.answers.claims.SentenceClaim`).
    names_person: bool = False
    #: Its terms named only inside a denial ("does not provide …":
    #: :func:`scorers.answers.claims.denied_terms`).
    denied: frozenset[str] = frozenset()


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


@dataclass(slots=True)
class Cut:
    """A document's passages, with what it takes to cut the next version faster."""

    items: list[Item]
    passages: list[Passage]
    ends: list[int]  # the index in ``items`` of each passage's last block
    #: The headings above the next block after each heading, by the heading's index.
    stacks: dict[int, tuple[Item, ...]] = field(default_factory=dict)


#: A heading over links to elsewhere, not over an answer: "What's next" (and Hugo's
#: ``{{% heading "whatsnext" %}}``), "See also", "Further reading", 相关链接, 延伸阅读 ….
NAVIGATION = re.compile(
    r"whats_?next|^#+\s*(?:what['’]s\s+next|see\s+also|further\s+reading|read\s+more|"
    r"related\s+(?:articles|posts|links|reading|pages|content)|useful\s+links|"
    r"接下来|下一步|相关链接|相关阅读|延伸阅读|扩展阅读|更多阅读|相关文章|参考链接)\W*$", re.I)


def cut(items: list[Item], previous: Cut | None = None, title: Item | None = None) -> Cut:
    """The passages of a document, in order.

    ``title`` (the front matter's title, as a level-1 heading) is the heading of the
    text before the first heading, as a page's title is for an engine.

    With ``previous`` (the last cut of the same document), the passages that lie —
    with the block after them, which can end a passage — in the start the two
    versions share (the very same items) are taken over, and the cut goes on from
    there in the state it was in after them. So are the passages after a heading in the
    end the two share (the very same items), once the headings above it are the same.
    """
    out: list[Passage] = []
    ends: list[int] = []
    stacks: dict[int, tuple[Item, ...]] = {}
    stack: list[Item] = [title] if title is not None else []
    begin = 0
    first = True
    same_end = moved = 0
    if previous is not None:
        same, same_end = common_ends(previous.items, items)
        moved = len(items) - len(previous.items)
        kept = bisect.bisect_left(previous.ends, same - 1)
        if kept:
            out, ends = previous.passages[:kept], previous.ends[:kept]
            begin = ends[-1] + 1
            stack = list(out[-1].heads)
            first = False
            stacks = {k: v for k, v in previous.stacks.items() if k < begin}
    reused = len(out)
    tail_from = len(items) - same_end  # items from here on are last time's, moved
    current: list[Item] = []
    last = begin
    size = 0.0
    paragraphs = 0

    def flush() -> None:
        nonlocal size, paragraphs, first
        if current:
            out.append(Passage(tuple(current), tuple(stack), first))
            ends.append(last)
            current.clear()
            first = False
        size = 0.0
        paragraphs = 0

    # The level of the navigation section the cut is in ("What's next", 相关链接), if any:
    # its links lead elsewhere, and an engine's main-content extraction drops them.
    nav: int | None = None
    analyses = list(map(_ANALYSIS, items[begin:]))
    for index, it, a, kind in zip(range(begin, len(items)), items[begin:], analyses,
                                  map(_KIND, analyses), strict=True):
        if kind == HEADING:
            flush()
            first = True
            if nav is not None and a.level <= nav:
                nav = None
            if nav is None and NAVIGATION.search(it.block.text):
                nav = a.level
            while stack and stack[-1].a.level >= a.level:
                stack.pop()
            if a.plain:
                stack.append(it)
            stacks[index] = tuple(stack)
            if nav is None and index >= tail_from and previous is not None and \
                    _same(previous.stacks.get(index - moved), stacks[index]):
                # From here on the cut is last time's: the same blocks under the same
                # headings make the same passages.
                after = bisect.bisect_right(previous.ends, index - moved)
                out.extend(previous.passages[after:])
                ends.extend(end + moved for end in previous.ends[after:])
                stacks.update((k + moved, v) for k, v in previous.stacks.items()
                              if k > index - moved)
                break
            continue
        if kind not in PASSAGE_KINDS or not a.index_terms or nav is not None \
                or (kind == LIST_ITEM and is_navigation(it.block.text)):
            continue
        block_size = a.size
        if current and size + block_size > MAX_SIZE:
            flush()
        current.append(it)
        last = index
        size += block_size
        if kind != LIST_ITEM:
            paragraphs += 1
        if size >= TARGET_SIZE or paragraphs >= MAX_PARAGRAPHS or len(current) >= MAX_BLOCKS:
            flush()
    flush()
    _key(out, reused)
    return Cut(items, out, ends, stacks)


def _same(old: tuple[Item, ...] | None, new: tuple[Item, ...]) -> bool:
    return old is not None and len(old) == len(new) and all(map(is_, old, new))


def _key(passages: list[Passage], known: int = 0) -> None:
    # A passage is known again by its text and headings; the same text twice gets a count.
    # The first ``known`` passages have their keys already (counted the same way); a
    # passage taken over from the end of the last cut has its text's, counted again.
    seen: dict[Key, int] = {}
    for passage in passages[:known]:
        base = passage.key[:-1]
        seen[base] = seen.get(base, 0) + 1
    for passage in passages[known:]:
        key = passage.key[:-1] if passage.key else \
            (tuple(map(_TEXT, passage.heads)), tuple(map(_TEXT, passage.items)))
        n = seen.get(key, 0)
        seen[key] = n + 1
        if not passage.key or passage.key[-1] != n:
            passage.key = (*key, n)


class ClaimCache:
    """Each block's sentence claims, kept by the block's text and language.

    Like the engine's analysis cache, an edit only costs the blocks it touched.
    """

    def __init__(self, limit: int = 20_000) -> None:
        self._cache: dict[tuple[str, str, str], tuple[SentenceClaim, ...]] = {}
        self._offers: dict[tuple[str, str, str], tuple[frozenset[str], ...]] = {}
        self._denied: dict[tuple[str, str, str], tuple[frozenset[str], ...]] = {}
        self.limit = limit

    def claims(self, it: Item) -> tuple[SentenceClaim, ...]:
        key = (it.block.kind, it.block.text, it.a.lang)
        found = self._cache.get(key)
        if found is None:
            if len(self._cache) >= self.limit:
                self._cache.clear()
            found = self._cache[key] = sentence_claims(it.a, it.block.text)
        return found

    def offers(self, it: Item) -> tuple[frozenset[str], ...]:
        """The kinds of fact each sentence of the block offers, kept like its claims."""
        key = (it.block.kind, it.block.text, it.a.lang)
        found = self._offers.get(key)
        if found is None:
            if len(self._offers) >= self.limit:
                self._offers.clear()
            text = it.block.text
            found = self._offers[key] = tuple(offered_types(text[c.start:c.end])
                                              for c in self.claims(it))
        return found

    def denied(self, it: Item) -> tuple[frozenset[str], ...]:
        """The terms each sentence of the block names only in a denial (English;
        :func:`scorers.answers.claims.denied_terms`), kept like its claims: a block's
        sentences are read again for every question and every passage it is part of."""
        key = (it.block.kind, it.block.text, it.a.lang)
        found = self._denied.get(key)
        if found is None:
            if len(self._denied) >= self.limit:
                self._denied.clear()
            found = self._denied[key] = tuple(self._denied_in(it, c) for c in self.claims(it))
        return found

    @staticmethod
    def _denied_in(it: Item, claim: SentenceClaim) -> frozenset[str]:
        if it.a.lang != "en":
            return frozenset()
        offsets, terms = it.a.index_offsets, it.a.index_terms
        lo = bisect.bisect_left(offsets, claim.start)
        hi = bisect.bisect_left(offsets, claim.end)
        return denied_terms(it.block.text[claim.start:claim.end], terms[lo:hi],
                            [at - claim.start for at in offsets[lo:hi]])

    def sentences(self, it: Item, heading: frozenset[str] = frozenset()) -> list[QuoteSentence]:
        """The block's sentences with their claims and index terms (document offsets), each
        read with the ``heading`` terms too when there are any."""
        offsets = it.a.index_offsets
        terms = it.a.index_terms
        # A table is read by its rows, not from the top: every row is at the head of its
        # block, and a row further down is no answer "further into its paragraph".
        in_table = it.block.kind == TABLE
        if in_table:  # … and a row is read with its column names, as a reader reads it
            header_end = it.block.text.find("\n")
            heading = heading | frozenset(
                terms[:bisect.bisect_left(offsets, header_end if header_end >= 0 else 0)])
        out = []
        for index, (claim, offers, denied) in enumerate(zip(
                self.claims(it), self.offers(it), self.denied(it), strict=True)):
            lo = bisect.bisect_left(offsets, claim.start)
            hi = bisect.bisect_left(offsets, claim.end)
            own = frozenset(terms[lo:hi])
            out.append(QuoteSentence(it.start + claim.start, it.start + claim.end, claim.claim,
                                     claim.stands_alone, claim.question,
                                     0 if in_table else index,
                                     own | heading if heading else own,
                                     own if heading else None,
                                     offers, claim.names_person, denied))
        return out


def passage_sentences(passage: Passage, claims: ClaimCache) -> list[QuoteSentence]:
    """The sentences of a passage. The sentences of the first passage under a heading are
    read with that heading (engines index a chunk with its heading, and the section
    answers what its heading asks), so they also hold the heading's terms."""
    heading = frozenset(passage.heads[-1].a.index_terms) \
        if passage.first and passage.heads else frozenset()
    per_item = [claims.sentences(it, heading) for it in passage.items]
    return [s for index, (it, sentences) in enumerate(zip(passage.items, per_item, strict=True))
            for s in _with_list(it, sentences, passage.items[index + 1:],
                                per_item[index + 1:])]


#: A lead-in ("… extra benefits, such as:") is quoted with at most this many items of the
#: list it opens.
LEAD_IN_ITEMS = 5


def _with_list(it: Item, sentences: list[QuoteSentence], after: tuple[Item, ...],
               after_sentences: list[list[QuoteSentence]]) -> list[QuoteSentence]:
    """The sentences of ``it``, its closing lead-in ("… such as:", "…如下：") running on
    through the list items after it: a lead-in alone answers nothing, an engine quotes
    it with its list."""
    if not sentences or it.block.kind == LIST_ITEM or not after \
            or after[0].block.kind != LIST_ITEM:
        return sentences
    last = sentences[-1]
    if not it.block.text.rstrip().endswith((":", "：")) or last.question:
        return sentences
    items = []
    for following, theirs in zip(after[:LEAD_IN_ITEMS], after_sentences, strict=False):
        if following.block.kind != LIST_ITEM or not theirs:
            break
        items.extend(theirs)
    if not items:
        return sentences
    terms = last.terms.union(*(s.terms for s in items))
    own = None if last.own_terms is None else last.own_terms.union(
        *(s.own_terms if s.own_terms is not None else s.terms for s in items))
    joined = QuoteSentence(last.start, items[-1].end, last.claim or NAMED, last.stands_alone,
                           False, last.index, terms, own,
                           last.offers.union(*(s.offers for s in items)), last.names_person)
    return [*sentences[:-1], joined]


#: A section that sums up the article's findings ("Highlights", "Key findings", 亮点),
#: besides the summary markers (TL;DR, Summary, 要点, …).
_FINDINGS = re.compile(r"^\W*(?:highlights|key\s+(?:findings|results|points)|main\s+findings|"
                       r"亮点|主要发现|核心发现)\W*$", re.I)


def summary_passage(passages: list[Passage], present: Mapping[str, float]) -> Passage | None:
    """The opening passage of the article's summary section ("Highlights", "TL;DR",
    要点), when every question word the draft uses is a word of its title: "What were
    the results of the survey?" of "Go Developer Survey 2020 Results" asks about the
    article as a whole, and its Highlights answer; None otherwise."""
    if not present or not passages or not passages[0].heads:
        return None
    if not set(present) <= set(passages[0].heads[0].a.index_terms):
        return None
    for passage in passages:
        if passage.first and len(passage.heads) >= 2:
            heading = passage.heads[-1].a.plain
            if _FINDINGS.match(heading) or (len(heading) <= 20
                                             and SUMMARY_MARKER.search(heading)):
                return passage
    return None
