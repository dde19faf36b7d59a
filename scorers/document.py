"""A whole document as the checks see it: blocks, their analyses, and totals.

Built fresh for every scoring from cached block analyses; everything here is
cheap aggregation (sums and counters), never text analysis.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from itertools import chain

from .analysis import BlockAnalysis
from .blocks import FRONT_MATTER, HEADING, LIST_ITEM, PARAGRAPH, TABLE, Block
from .thresholds import ZH_CHARS_PER_WORD, LangThresholds, for_lang

# A "key: value" line. Linear: the key's line is found by its own start, and the value
# is the line up to its last non-space character (what a lazy value before "\s*$" gave,
# which re-read every run of blank lines and spaces once per position in it).
_FRONT_MATTER_FIELD = re.compile(r"^[^\S\n]*([A-Za-z_][\w-]*)\s*[:=]\s*((?:.*\S)?)[^\S\n]*$", re.M)
_NOT_TERM = re.compile(r"^\d")


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
                 query_terms: tuple[str, ...] = ()) -> None:
        self.text = text
        self.items = items
        self.lang = lang
        self.query = query
        self.query_terms = query_terms
        self.t: LangThresholds = for_lang(lang)

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
        return [it for it in self.items if it.block.is_prose and it.a.length > 0]

    @cached_property
    def prose(self) -> list[Item]:
        """The prose the checks judge. Keyword-stuffed paragraphs are left out: a pile of
        short keyword sentences must not earn points for short sentences or figures."""
        stuffed = {id(it) for it in self.stuffed}
        return [it for it in self.all_prose if id(it) not in stuffed]

    @cached_property
    def top_term(self) -> tuple[str, int, float]:
        """The most frequent content term, its count and its share of all words."""
        if not self.term_counts or not self.words:
            return ("", 0, 0.0)
        term, count = max(self.term_counts.items(), key=lambda kv: (kv[1], kv[0]))
        return (term, count, count / self.words)

    @cached_property
    def stuffed(self) -> list[Item]:
        """Paragraphs where the over-used top term is packed above the stuffing limit."""
        term, count, share = self.top_term
        t = self.t
        if count < t.stuffing_min_count or share <= t.stuffing_share:
            return []
        return [it for it in self.all_prose
                if it.a.terms.get(term, 0) >= 3 and it.a.words
                and it.a.terms[term] / it.a.words > t.stuffing_share_bad]

    @cached_property
    def paragraphs(self) -> list[Item]:
        """Prose that reads as paragraphs of the writer's own (quotes excluded)."""
        return [it for it in self.prose if it.block.kind in (PARAGRAPH, LIST_ITEM)]

    @cached_property
    def headings(self) -> list[Item]:
        return [it for it in self.items if it.block.kind == HEADING and it.a.plain]

    @cached_property
    def tables(self) -> list[Item]:
        return [it for it in self.items if it.block.kind == TABLE]

    @cached_property
    def lists(self) -> int:
        """Number of lists (runs of consecutive list items)."""
        count = 0
        previous = None
        for it in self.items:
            if it.block.kind == LIST_ITEM and previous != LIST_ITEM:
                count += 1
            previous = it.block.kind
        return count

    @cached_property
    def front_matter(self) -> dict[str, str]:
        for it in self.items:
            if it.block.kind == FRONT_MATTER:
                return {k.lower(): v.strip("'\"") for k, v in
                        _FRONT_MATTER_FIELD.findall(it.block.text)}
        return {}

    @cached_property
    def title(self) -> str:
        """The H1 text, or the front matter title."""
        for it in self.headings:
            if it.a.level == 1:
                return it.a.plain
        return self.front_matter.get("title", "")

    @cached_property
    def sections(self) -> list[Section]:
        sections: list[Section] = []
        heading: Item | None = None
        body: list[Item] = []
        for it in self.items:
            if it.block.kind == HEADING:
                if heading is not None or body:
                    sections.append(Section(heading, tuple(body)))
                heading, body = it, []
            else:
                body.append(it)
        if heading is not None or body:
            sections.append(Section(heading, tuple(body)))
        return sections

    @cached_property
    def opening(self) -> list[Item]:
        """The first two prose blocks of the article (after the title)."""
        return self.prose[:2]

    # Totals ----------------------------------------------------------------
    @cached_property
    def size(self) -> float:
        """Words of text (prose, headings, tables) in English-word equivalents."""
        return sum(it.a.size for it in self.items)

    @cached_property
    def prose_size(self) -> float:
        return sum(it.a.size for it in self.prose)

    @cached_property
    def length(self) -> float:
        """Text length in this article's unit."""
        return self.to_units(self.size)

    @cached_property
    def words(self) -> int:
        return sum(it.a.words for it in self.items)

    @cached_property
    def term_counts(self) -> Counter[str]:
        # Counting a flat stream runs in C; merging per-block dicts would loop in Python.
        return Counter(chain.from_iterable(it.a.term_list for it in self.items))

    @cached_property
    def key_terms(self) -> list[str]:
        """The key-term cluster: the three most frequent content terms seen twice or more."""
        ranked = sorted(self.term_counts.items(), key=lambda kv: (-kv[1], kv[0]))
        return [term for term, count in ranked if count >= 2 and not _NOT_TERM.match(term)][:3]
