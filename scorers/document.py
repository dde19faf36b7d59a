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
from typing import Any

from .analysis import BlockAnalysis, Sentence
from .blocks import DEFINITION, FRONT_MATTER, HEADING, LIST_ITEM, PARAGRAPH, TABLE, Block
from .links import classify
from .sourcing import SourceTally, own_hosts, tally_sources
from .thresholds import ZH_CHARS_PER_WORD, LangThresholds, for_lang

# A "key: value" line. Linear: the key's line is found by its own start, and the value
# is the line up to its last non-space character (what a lazy value before "\s*$" gave,
# which re-read every run of blank lines and spaces once per position in it).
_FRONT_MATTER_FIELD = re.compile(r"^[^\S\n]*([A-Za-z_][\w-]*)\s*[:=]\s*((?:.*\S)?)[^\S\n]*$", re.M)
_NOT_TERM = re.compile(r"^\d")

#: Frequent words that are never what an article is about, so never its key terms.
GENERIC_TERMS = frozenset(
    """
    year time way use used using make made get got new like need needs work want also
    thing things lot lots good great many much people first last next number part day
    week month today example case point set help able well know see look find found
    一个 这个 我们 你们 他们 可以 进行 使用 通过 需要 没有 已经 时候 问题 方面 情况 这样 那么
    因为 所以 如果 但是 然后 还是 就是 什么 怎么 一些 这些 那些 其中 以及 同时 目前
    支持 提供 实现 能够 功能 相关 不同 其他 这种 如何 为了 一种 之后 之前 开始 可能 非常
    end way ways one two also just make makes
    """.split())
_LINK_DEFINITION = re.compile(r"^\s{0,3}\[([^\]^][^\]]*)\]:\s*<?(\S+?)>?(?:\s|$)")
_FOOTNOTE_LABEL = re.compile(r"\[\^([^\]\s]+)\]")
_URL_LIKE = re.compile(r"^(?:[a-z][a-z0-9+.-]*:|/|#|www\.|\.)", re.I)


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
        #: The answer preview (scorers.answers.Answers), set by the engine before the checks run.
        self.answers: Any = None

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

    def stuffing_limits(self, term: str) -> tuple[float, float]:
        """The share of all words above which ``term`` is stuffing, and the share at which
        the check scores 0. The article's own subject (a word of its title) may recur twice
        as often: an article about solar panels says "panel" a lot."""
        t = self.t
        if term and term in self.title.lower():
            return (t.stuffing_share * 2, t.stuffing_share_bad * 2)
        return (t.stuffing_share, t.stuffing_share_bad)

    @cached_property
    def stuffed(self) -> list[Item]:
        """Paragraphs packed with one term: at least four times and a fifth of its words,
        or well above the stuffing limit when the whole article over-uses that term."""
        term, count, share = self.top_term
        t = self.t
        over_used = count >= t.stuffing_min_count and share > self.stuffing_limits(term)[0]
        bad = self.stuffing_limits(term)[1]
        out = []
        for it in self.all_prose:
            if not it.a.words or not it.a.terms:
                continue
            local, local_count = max(it.a.terms.items(), key=lambda kv: (kv[1], kv[0]))
            limit = t.stuffing_paragraph_share * (1.75 if local in self.title.lower() else 1)
            packed = local_count >= 4 and local_count / it.a.words >= limit
            heavy = over_used and it.a.terms.get(term, 0) >= 3 and \
                it.a.terms[term] / it.a.words > bad
            if packed or heavy:
                out.append(it)
        return out

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
        """The front matter title (the page's title when there is one), or the H1 text."""
        if self.front_matter.get("title"):
            return self.front_matter["title"]
        for it in self.headings:
            if it.a.level == 1:
                return it.a.plain
        return ""

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
        return [term for term, count in ranked if count >= 2 and not _NOT_TERM.match(term)
                and term not in GENERIC_TERMS][:3]

    # Sources, claims and repeats ------------------------------------------------
    @cached_property
    def link_targets(self) -> list[tuple[str, str, Item]]:
        """``(url, anchor, item)`` of every link in the prose, reference links resolved."""
        definitions: dict[str, str] = {}
        for it in self.items:
            if it.block.kind == DEFINITION:
                match = _LINK_DEFINITION.match(it.block.text)
                if match:
                    definitions[match.group(1).strip().lower()] = match.group(2)
        out = []
        for it in self.items:
            if not (it.block.is_prose or it.block.kind == TABLE):
                continue
            for (_, _, target), anchor in zip(it.a.links, it.a.anchors, strict=False):
                if not _URL_LIKE.match(target):
                    target = definitions.get(target.strip().lower(), target)
                out.append((target, anchor, it))
        return out

    @cached_property
    def footnote_links(self) -> dict[str, list[str]]:
        """Footnote label → the links in its definition."""
        notes: dict[str, list[str]] = {}
        for it in self.items:
            if it.block.kind == DEFINITION and it.block.text.lstrip().startswith("[^"):
                label = _FOOTNOTE_LABEL.match(it.block.text.lstrip())
                if label:
                    notes[label.group(1)] = [url for _, _, url in it.a.links]
        return notes

    @cached_property
    def own_hosts(self) -> frozenset[str]:
        return own_hosts(self.front_matter, (url for url, _, _ in self.link_targets))

    @cached_property
    def sources(self) -> SourceTally:
        """The article's sources, counted as :mod:`scorers.sourcing` explains."""
        links = [(url, anchor) for url, anchor, _ in self.link_targets]
        bare_notes: list[str] = []
        for it in self.items:
            if not it.block.is_prose:
                continue
            for start, end in it.a.footnotes:
                label = it.block.text[start + 2:end - 1]
                urls = self.footnote_links.get(label)
                if urls:
                    links.extend((url, label) for url in urls)
                else:
                    bare_notes.append(label)
        named = [name for it in self.prose for name in it.a.sources_named
                 if not name.isdigit()]
        return tally_sources(links, bare_notes, named, self.own_hosts)

    def placeholder_links(self) -> list[Item]:
        """Prose blocks holding Markdown links to placeholder or private addresses."""
        return [it for url, anchor, it in self.link_targets
                if anchor and classify(url, self.own_hosts).kind == "placeholder"]

    @cached_property
    def claim_positions(self) -> list[float]:
        """Where each claim sits along the article's prose, from 0 (start) to 1 (end)."""
        total = self.prose_size
        if not total:
            return []
        positions: list[float] = []
        before = 0.0
        for it in self.prose:
            size = it.a.size
            span = max(1, it.a.content[1] - it.a.content[0])
            for s in it.a.sentences:
                if s.claim is not None:
                    inside = (s.start - it.a.content[0]) / span
                    positions.append(min(1.0, (before + inside * size) / total))
            before += size
        return positions

    @cached_property
    def fact_sentences(self) -> list[tuple[Item, Sentence]]:
        return [(it, s) for it in self.prose for s in it.a.sentences if s.facts]

    @cached_property
    def duplicates(self) -> list[Item]:
        """Prose paragraphs that repeat an earlier one word for word (long enough to matter)."""
        seen: set[str] = set()
        repeated: list[Item] = []
        for it in self.all_prose:
            if it.a.length < for_lang(it.a.lang).duplicate_min:
                continue
            key = it.a.plain.lower()
            if key in seen:
                repeated.append(it)
            seen.add(key)
        return repeated

    @cached_property
    def confidence(self) -> float:
        """How much text there is to judge: 0 for none, 1 for a full article.

        Measured in distinct content words rather than length, so that repeating a
        keyword, or a paragraph, makes a stub no more credible: a 300-word English
        article uses about 100 of them, a 600-character Chinese one about 125.
        """
        return min(1.0, len(self.term_counts) / self.t.min_terms)

    def surface(self, term: str) -> str:
        """How the writer spells ``term`` most often ("AI", not "ai"; "coffee", not "Coffee")."""
        counts: Counter[str] = Counter()
        for it in self.items:
            spelling = it.a.surface.get(term)
            if spelling:
                counts[spelling[0]] += spelling[1]
        return counts.most_common(1)[0][0] if counts else term
