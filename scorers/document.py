"""A whole document as the checks see it: blocks, their analyses, and totals.

Built fresh for every scoring from cached block analyses; everything here is
cheap aggregation (sums and counters), never text analysis.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Container
from dataclasses import dataclass
from functools import cached_property
from itertools import accumulate, chain, compress, count, repeat
from operator import attrgetter, eq, is_not, not_
from typing import Any, TypeVar

from scorers import claim_places, document_links
from scorers.analysis import repeats, stuffing
from scorers.analysis.block import BlockAnalysis, Sentence
from scorers.analysis.block_figures import BlockFigures
from scorers.analysis.block_figures import kept as kept_figures
from scorers.analysis.block_figures import read as read_figures
from scorers.analysis.key_terms import key_terms, name_parts
from scorers.analysis.links import classify
from scorers.analysis.memo import memos_of, remembered
from scorers.analysis.named_sources import unbacked_size
from scorers.analysis.sourcing import SourceTally, own_hosts
from scorers.markup.blocks import (
    FRONT_MATTER,
    HEADING,
    LIST_ITEM,
    PARAGRAPH,
    TABLE,
    Block,
)
from scorers.markup.metadata import front_matter_fields
from scorers.rules.thresholds import ZH_CHARS_PER_WORD, LangThresholds, for_lang

T = TypeVar("T")

_IS_PROSE = attrgetter("a.is_prose")
_KIND = attrgetter("a.kind")
_SIZE = attrgetter("a.size")
_WORDS = attrgetter("a.words")
_TERM_LIST = attrgetter("a.term_list")
_EMPTY_TERMS = attrgetter("a.empty_terms")
_UNBACKED_TERMS = attrgetter("unbacked_terms")
_SURFACE = attrgetter("a.surface")


def says_nothing(it: Item) -> bool:
    """A block whose every sentence is an empty statement ("It is. That is so."): it
    counts in no share of paragraphs, or padding would dilute the long and the
    back-referencing ones."""
    return bool(it.a.empty) and len(it.a.empty) == len(it.a.sentences)


def _empty_share(it: Item) -> float:
    """The share of the block's length in statements that say nothing."""
    if not it.a.empty or not it.a.length:
        return 0.0
    empty = set(it.a.empty)
    return sum(s.length for s in it.a.sentences if (s.start, s.end) in empty) / it.a.length


def _empty_size(it: Item) -> float:
    """The size (English-word equivalents) of the block's statements that say nothing."""
    return _empty_share(it) * it.a.size


def _unbacked_size(it: Item) -> float:
    """The size of the block's text that only a name vouches for."""
    f = kept_figures(it)
    if not (f.unlinked or f.name_drops or f.cited_statistics):
        return 0.0
    return unbacked_size(it.a, f.unlinked, f.name_drops, f.cited_statistics)


def _empty_words(it: Item) -> float:
    """The word tokens of the block's statements that say nothing (in proportion)."""
    return _empty_share(it) * it.a.words


_CLAIMS = attrgetter("claims")
_FACT_SENTENCES = attrgetter("fact_sentences")


def _duplicate_key(it: Item) -> str | None:
    return it.a.plain.lower() if it.a.length >= for_lang(it.a.lang).duplicate_min else None


@dataclass(frozen=True, slots=True)
class Item:
    """A block with its analysis; ``a`` spans are relative to ``block.start``."""

    block: Block
    a: BlockAnalysis

    @property
    def start(self) -> int:
        return self.block.start

    def span(self, rel: tuple[int, int]) -> tuple[int, int]:
        """Absolute document span of a block-relative span."""
        return (self.block.start + rel[0], self.block.start + rel[1])

    @property
    def content_span(self) -> tuple[int, int]:
        return self.span(self.a.content)


@dataclass(frozen=True, slots=True)
class Section:
    """A heading (None for text before the first heading) and the blocks under it."""

    heading: Item | None
    items: tuple[Item, ...]


class DocumentView:
    """Read-only aggregate over a document's analysed blocks.

    Args:
        text: the whole source text.
        items: blocks with analyses, in order.
        lang: the article language.
        query: the writer's focus query, if any.
    """

    def __init__(self, text: str, items: list[Item], lang: str, query: str | None = None,
                 query_terms: tuple[str, ...] = (), *,
                 term_counts: Counter[str] | None = None,
                 spellings: dict[str, str] | None = None,
                 count_phrases: Callable[[list[BlockAnalysis]], Counter[str]] | None = None,
                 name_parts: Callable[[Counter[str]], Container[str]] | None = None,
                 ) -> None:
        self.text = text
        self.items = items
        self.lang = lang
        self.query = query
        self.query_terms = query_terms
        self.t: LangThresholds = for_lang(lang)
        #: The answer preview (scorers.answers.Answers), set by the engine before the checks run.
        self.answers: Any = None
        self._per_block: dict[str, list[Any]] = {}
        # Filled by :attr:`stuffed`: the paragraphs packed with a phrase, by id.
        # The writer's spelling of each term looked up so far; the engine hands over those
        # of its last document that no edit touched (scorers.analysis.term_tally), and keeps ours.
        self.spellings: dict[str, str] = {} if spellings is None else spellings
        # Counts the prose's two-word phrases; the engine's keeps them between scorings
        # (scorers.analysis.term_tally.PhraseTally).
        self._count_phrases = count_phrases
        # Finds the second parts of names from the term counts; the engine's keeps the
        # pairs of terms between scorings (scorers.analysis.term_tally.PairTally).
        self._name_parts = name_parts
        if term_counts is not None:  # counted by the engine (scorers.analysis.term_tally)
            self.__dict__["term_counts"] = term_counts

    def per_prose_block(self, key: str, compute: Callable[[Item], T]) -> list[T]:
        """``compute(item)`` for each block of :attr:`prose`, remembered on the blocks'
        analyses (:func:`scorers.analysis.memo.remembered`): it may read the block alone."""
        found = self._per_block.get(key)
        if found is None:
            found = self._per_block[key] = remembered(self.prose, key, compute,
                                                      self._prose_memos)
        return found

    @cached_property
    def _prose_memos(self) -> list[dict[str, Any]]:
        return memos_of(self.prose)

    @cached_property
    def figures(self) -> list[BlockFigures]:
        """What the checks count in each block of :attr:`prose` (scorers.analysis.block_figures)."""
        return self.per_prose_block("figures", read_figures)

    # Units -----------------------------------------------------------------
    @property
    def unit(self) -> str:
        """``"words"`` for English articles, ``"chars"`` for Chinese ones."""
        return "chars" if self.lang == "zh" else "words"

    def to_units(self, size: float) -> float:
        """Convert English-word equivalents to this article's unit."""
        return size * ZH_CHARS_PER_WORD if self.lang == "zh" else size

    def length_of(self, item: Item) -> float:
        """Length of a block in this article's unit, whatever the block's language."""
        return item.a.length if item.a.lang == self.lang else self.to_units(item.a.size)

    # Block selections ------------------------------------------------------
    @cached_property
    def all_prose(self) -> list[Item]:
        """Every block of prose, keyword-stuffed ones included."""
        return list(compress(self.items, map(_IS_PROSE, self.items)))

    @cached_property
    def prose(self) -> list[Item]:
        """The prose the checks judge. Keyword-stuffed paragraphs are left out: a pile of
        short keyword sentences must not earn points for short sentences or figures."""
        if not self.stuffed:
            return self.all_prose
        stuffed = {id(it) for it in self.stuffed}
        return [it for it in self.all_prose if id(it) not in stuffed]

    # Keyword stuffing (scorers/analysis/stuffing.py): kept on the view so that the gate
    # and the check read one finding.
    @cached_property
    def top_term(self) -> tuple[str, int, float]:
        """The most frequent content term, its count and its share of all words."""
        return stuffing.top_term(self.term_counts, self.said_words)

    def stuffing_limits(self, term: str) -> tuple[float, float]:
        """The share of all words above which ``term`` is stuffing, and the share at which
        the check scores 0 (twice as high for a word of the title: the subject recurs)."""
        return stuffing.limits(self.t, term, self.title, self.subject_terms)

    @cached_property
    def subject_terms(self) -> frozenset[str]:
        """Terms two or more headings name: the article's subjects, as its title's words."""
        return stuffing.heading_subjects(self.headings)

    @cached_property
    def top_phrase(self) -> tuple[str, int, float]:
        """The most frequent two-word phrase of the prose, its count and its uses per
        word of the article."""
        return stuffing.top_phrase(self.all_prose, self.said_words, self._count_phrases)

    @cached_property
    def _stuffing(self) -> stuffing.Stuffed:
        return stuffing.stuffed_paragraphs(self)

    @property
    def stuffed(self) -> list[Item]:
        """Paragraphs packed with one term or one two-word phrase, in document order."""
        return self._stuffing.items

    def stuffed_phrase(self, it: Item) -> tuple[str, int] | None:
        """The phrase, and its count, a paragraph of :attr:`stuffed` is packed with, when
        it is packed with a phrase rather than a single term."""
        return self._stuffing.phrases.get(id(it))

    def stuffed_with(self, it: Item) -> tuple[str, int]:
        """What a paragraph of :attr:`stuffed` is packed with, as the report names it (the
        finding, the check and the gate name one word): its phrase, or else its most
        frequent term; and how often it occurs there."""
        return self.stuffed_phrase(it) or stuffing.top_local_term(it) or ("", 0)

    @cached_property
    def stuffed_headings(self) -> list[tuple[Item | None, str, int]]:
        """Headings, and a front-matter title (item None), that repeat one term or phrase
        beyond any natural title: ``(heading, term or phrase, count)``."""
        return stuffing.stuffed_headings(self.headings, self.front_matter.get("title"),
                                         self.lang)

    @cached_property
    def kinds(self) -> list[str]:
        """The kind of each block, in order."""
        return list(map(_KIND, self.items))

    @cached_property
    def paragraphs(self) -> list[Item]:
        """Prose that reads as paragraphs of the writer's own (quotes excluded)."""
        return [it for it in self.prose if it.a.kind in (PARAGRAPH, LIST_ITEM)]

    @cached_property
    def headings(self) -> list[Item]:
        return [it for it, kind in zip(self.items, self.kinds, strict=True)
                if kind == HEADING and it.a.plain]

    @cached_property
    def tables(self) -> list[Item]:
        return [it for it, kind in zip(self.items, self.kinds, strict=True) if kind == TABLE]

    @cached_property
    def lists(self) -> int:
        """Number of lists (runs of consecutive list items)."""
        kinds = self.kinds
        return sum(1 for previous, kind in zip([None, *kinds], kinds, strict=False)
                   if kind == LIST_ITEM and previous != LIST_ITEM)

    @cached_property
    def front_matter(self) -> dict[str, str]:
        """Its fields as the exported page reads them (a YAML ``title: |-`` from the
        indented line under it), so that the scores and the page name one title."""
        for it in self.items:
            if it.block.kind == FRONT_MATTER:
                return front_matter_fields(it.block)
        return {}

    @cached_property
    def title(self) -> str:
        """The front matter title (the page's title when there is one), or the H1 text."""
        if self.front_matter.get("title"):
            return self.front_matter["title"]
        for it in self.headings:
            if it.a.level == 1:
                return it.a.plain
        return ""

    @cached_property
    def sections(self) -> list[Section]:
        items = self.items
        return [Section(items[start - 1] if start and self.kinds[start - 1] == HEADING
                        else None, tuple(items[start:end]))
                for start, end in self.section_bounds]

    @cached_property
    def section_bounds(self) -> list[tuple[int, int]]:
        """Where the blocks under each heading (:attr:`sections`) start and end in
        :attr:`items`."""
        heads = [index for index, kind in enumerate(self.kinds) if kind == HEADING]
        ends = [*heads[1:], len(self.items)] if heads else []
        bounds = [(head + 1, end) for head, end in zip(heads, ends, strict=True)]
        first = heads[0] if heads else len(self.items)
        return [(0, first), *bounds] if first else bounds

    @cached_property
    def section_of(self) -> dict[int, int]:
        """The index in :attr:`sections` of each block under a heading (or before the
        first), by ``id`` of its item."""
        # A block's section is the number of headings before it (less one when the
        # article opens on a heading: no section before it); headings are in none.
        headings = list(map(eq, self.kinds, repeat(HEADING)))
        before = accumulate(headings, initial=-1 if headings and headings[0] else 0)
        return dict(compress(zip(map(id, self.items), before, strict=False),  # one more
                             map(not_, headings)))

    @cached_property
    def opening(self) -> list[Item]:
        """The first two prose blocks of the article (after the title)."""
        return self.prose[:2]

    # Totals ----------------------------------------------------------------
    @cached_property
    def size(self) -> float:
        """Words of text (prose, headings, tables) in English-word equivalents."""
        return sum(map(_SIZE, self.items))

    @cached_property
    def prose_size(self) -> float:
        return sum(map(_SIZE, self.prose))

    @cached_property
    def length(self) -> float:
        """Text length in this article's unit."""
        return self.to_units(self.size)

    @cached_property
    def said_length(self) -> float:
        """:attr:`length` without the statements that say nothing ("It is.", 就是这样。):
        what makes a text long enough to judge. Padding a stub with them must not make
        it so (the status bar and the Length check still show :attr:`length`). Nor the
        words that only a name with no link vouches for (named_sources.unbacked_size)."""
        empty = sum(remembered(self.all_prose, "empty_length", _empty_size))
        # (Each block's share kept with its analysis: a rescore reads the spans of the
        # edited block alone. Blocks with none add 0.0, which leaves the sum as it was.)
        empty += sum(self.per_prose_block("unbacked_size", _unbacked_size))
        return max(0.0, self.length - self.to_units(empty))

    @cached_property
    def words(self) -> int:
        return sum(map(_WORDS, self.items))

    @cached_property
    def said_words(self) -> int:
        """:attr:`words` without those of statements that say nothing: the share of a
        stuffed keyword is of these, so that padding does not dilute it."""
        return max(0, self.words - round(sum(remembered(self.all_prose, "empty_words",
                                                        _empty_words))))

    @cached_property
    def term_counts(self) -> Counter[str]:
        # Counting a flat stream runs in C; merging per-block dicts would loop in Python.
        return Counter(chain.from_iterable(map(_TERM_LIST, self.items)))

    @cached_property
    def key_terms(self) -> list[str]:
        """The key-term cluster: the three most frequent content terms seen twice or more."""
        counts = self.term_counts
        parts = name_parts(map(_TERM_LIST, self.items), counts) if self._name_parts is None \
            else self._name_parts(counts)
        return key_terms(counts, parts=parts)

    # Sources, claims and repeats ------------------------------------------------
    @cached_property
    def link_targets(self) -> list[tuple[str, str, Item]]:
        """``(url, anchor, item)`` of every link in the prose, reference links resolved."""
        return document_links.link_targets(self.items)

    @cached_property
    def footnote_links(self) -> dict[str, list[str]]:
        """Footnote label → the links in its definition."""
        return document_links.footnote_links(self.items)

    @cached_property
    def own_hosts(self) -> frozenset[str]:
        return own_hosts(self.front_matter, (url for url, _, _ in self.link_targets))

    @cached_property
    def navigation(self) -> frozenset[int]:
        """``id`` of the prose blocks that are lists of links."""
        return document_links.navigation(self.prose)

    @cached_property
    def sources(self) -> SourceTally:
        """The article's sources, counted as :mod:`scorers.analysis.sourcing` explains."""
        return document_links.sources(self.items, self.sections, self.link_targets,
                                      self.navigation, self.footnote_links, self.own_hosts)

    def placeholder_links(self) -> list[Item]:
        """Prose blocks holding Markdown links to placeholder or private addresses."""
        return [it for url, anchor, it in self.link_targets
                if anchor and classify(url, self.own_hosts).kind == "placeholder"]

    @cached_property
    def claim_count(self) -> int:
        """How many sentences of the prose make a claim."""
        return sum(map(_CLAIMS, self.figures))

    def claims_within(self, share: float) -> int:
        """How many claims sit in the first ``share`` of the prose, placed as
        :attr:`claim_positions` places them (:mod:`scorers.claim_places`);
        counted once per view for each share (the answer preview and Early claims both
        ask for the first 30 %)."""
        counted = self.__dict__.setdefault("_claims_within", {})
        found = counted.get(share)
        if found is None:
            found = counted[share] = claim_places.claims_within(
                self.prose, self.figures, self.prose_size, share)
        return found

    @cached_property
    def claim_positions(self) -> list[float]:
        """Where each claim sits along the article's prose, from 0 (start) to 1 (end)."""
        return claim_places.claim_positions(self.prose, self.prose_size)

    @cached_property
    def fact_sentence_count(self) -> int:
        """How many sentences of the prose carry a fact (:attr:`fact_sentences`)."""
        return sum(map(_FACT_SENTENCES, self.figures))

    @cached_property
    def fact_sentences(self) -> list[tuple[Item, Sentence]]:
        return [(it, s) for it in self.prose for s in it.a.sentences if s.facts]

    @cached_property
    def duplicates(self) -> list[Item]:
        """Prose paragraphs that repeat an earlier one word for word (long enough to matter),
        except in parallel sections (:mod:`scorers.analysis.repeats`)."""
        keys = remembered(self.all_prose, "duplicate_key", _duplicate_key)
        return repeats.repeated(self.all_prose, keys, self.sections, self.section_of)

    @cached_property
    def confidence(self) -> float:
        """How much text there is to judge: 0 for none, 1 for a full article.

        Measured in distinct content words rather than length, so that repeating a
        keyword, or a paragraph, makes a stub no more credible: a 300-word English
        article uses about 100 of them, a 600-character Chinese one about 125. A word
        met only in statements that say nothing ("Comfort matters.", 就是这样。) is not
        counted: padding a short draft with them must not relax the pull towards 50. Nor
        is a word met only in a name with no link or in the words quoted from it (an
        invented quote with a name and a company): unverifiable support earns nothing,
        not even length.
        """
        padding = Counter(chain.from_iterable(map(_EMPTY_TERMS, self.items)))
        padding.update(chain.from_iterable(map(_UNBACKED_TERMS, self.figures)))
        counts = self.term_counts
        # The terms met no more often than in padding, looked up from the padding's
        # (a few) rather than the other way round (every distinct term of the article).
        distinct = len(counts) - sum(1 for term, n in padding.items()
                                     if term in counts and counts[term] <= n)
        return min(1.0, distinct / self.t.min_terms)

    def surface(self, term: str) -> str:
        """How the writer spells ``term`` most often ("AI", not "ai"; "coffee", not "Coffee");
        a phrase word by word."""
        if " " in term:
            return stuffing.joined(" ".join(map(self.surface, term.split(" "))))
        found = self.spellings.get(term)
        if found is None:
            found = self.spellings[term] = self._surface(term)
        return found

    def _surface(self, term: str) -> str:
        counts: Counter[str] = Counter()
        # The blocks that hold the term (a few of hundreds), found in C, in order.
        spellings = list(map(dict.get, self._surfaces, repeat(term)))
        for index in compress(count(), map(is_not, spellings, repeat(None))):
            counts[spellings[index]] += self.items[index].a.surface_counts[term]
        return counts.most_common(1)[0][0] if counts else term

    @cached_property
    def _surfaces(self) -> list[dict[str, str]]:
        return list(map(_SURFACE, self.items))
