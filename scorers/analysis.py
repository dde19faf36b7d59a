"""Analyse one block once: the facts every check reads.

This is the "researcher" step: sentences, words, facts, entities, links,
attributions, filler words … are found here, once per block, and cached by the
engine under the block's text and language. Checks never tokenise on their own.

All spans in a :class:`BlockAnalysis` are relative to the block's start, so an
analysis stays valid when the block moves because text was typed above it.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from . import attribution, claims, patterns, phrases, sentences
from .blocks import HEADING, LIST_ITEM, PARAGRAPH, QUOTE, TABLE, Block
from .index_terms import index_terms
from .inline import Markup, strip_markup
from .language import CJK_CHAR, cjk_count, latin_word_count
from .thresholds import ZH_CHARS_PER_WORD

Span = tuple[int, int]

#: Kinds that go through the spaCy pipeline.
NLP_KINDS = frozenset({HEADING, PARAGRAPH, LIST_ITEM, QUOTE, TABLE})

_VOWEL_GROUPS = re.compile(r"[aeiouy]+")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")
_BARE_NUMBER = re.compile(r"(?<![\w.])\d[\d.,]*")


@dataclass(slots=True)
class Sentence:
    """One sentence of a block (offsets relative to the block).

    Attributes:
        length: English words, or Chinese characters plus Latin words.
        facts: figures bound to what they measure (see :data:`patterns.FACT_PATTERNS`).
        numbers: every number, bound or bare.
        content: content words (no stop words, no numbers).
        claim: what the sentence claims — ``figure``, ``definition``, ``yes_no`` or
            ``named`` — or None (see :mod:`scorers.claims`).
        hedges: spans of hedges that weaken the claim (none in questions or quotations).
    """

    start: int
    end: int
    length: int
    facts: int = 0
    numbers: int = 0
    content: int = 0
    claim: str | None = None
    passive: bool = False
    question: bool = False
    quoted: bool = False
    hedges: tuple[Span, ...] = ()

    @property
    def has_fact(self) -> bool:
        return self.facts > 0


@dataclass(slots=True)
class BlockAnalysis:
    """Everything the checks need to know about one block."""

    kind: str
    lang: str
    level: int = 0
    length: int = 0  # in the block language's unit (words / characters)
    size: float = 0.0  # in English-word equivalents, for totals across languages
    words: int = 0  # word tokens, the denominator of shares of words
    sentences: list[Sentence] = field(default_factory=list)
    facts: list[tuple[str, int, int]] = field(default_factory=list)
    entities: list[tuple[str, int, int]] = field(default_factory=list)
    links: list[tuple[int, int, str]] = field(default_factory=list)
    anchors: list[str] = field(default_factory=list)  # the text of each link, in order
    footnotes: list[Span] = field(default_factory=list)
    attributions: list[Span] = field(default_factory=list)
    sources_named: list[str] = field(default_factory=list)
    quotations: list[Span] = field(default_factory=list)  # quoted, with a named speaker
    pronoun_quotes: list[Span] = field(default_factory=list)  # "…," she said
    anonymous_quotes: list[Span] = field(default_factory=list)
    bare_quotes: list[Span] = field(default_factory=list)  # quoted, no verb of saying
    signed_quote: bool = False  # a block quote signed "— Name"
    vague: list[Span] = field(default_factory=list)
    fillers: list[Span] = field(default_factory=list)
    hedges: list[Span] = field(default_factory=list)
    puffery: list[Span] = field(default_factory=list)  # unsupported superlatives
    passives: list[Span] = field(default_factory=list)
    de_chains: list[Span] = field(default_factory=list)
    enumeration: Span | None = None
    opener: Span | None = None
    opener_kind: str = ""  # "pronoun" or "connective"
    own_measurement: bool = False
    pronouns: int = 0
    terms: dict[str, int] = field(default_factory=dict)
    term_list: tuple[str, ...] = ()  # every content term, repeats kept, for fast counting
    surface: dict[str, tuple[str, int]] = field(default_factory=dict)  # term -> (spelling, n)
    # What a search engine would index (scorers.index_terms), with each term's offset in
    # the block: the answer preview ranks passages by these.
    index_terms: tuple[str, ...] = ()
    index_offsets: tuple[int, ...] = ()
    plain: str = ""  # prose with white space collapsed (headings: the heading text)
    content: Span = (0, 0)  # span of the prose inside the block
    question: bool = False
    summary_marker: bool = False
    faq_marker: bool = False
    definition_first: bool = False
    publication_date: bool = False
    years: tuple[int, ...] = ()
    table_rows: int = 0
    table_fact_rows: int = 0
    syllables: int = 0
    latin_words: int = 0

    @property
    def has_source(self) -> bool:
        return bool(self.links or self.footnotes or self.attributions)


def count_syllables(word: str) -> int:
    """Rough English syllable count (vowel groups, silent final e), at least 1."""
    word = word.lower().strip("'’")
    if len(word) <= 3:
        return 1
    if word.endswith("e") and not word.endswith(("le", "ee", "ye")):
        word = word[:-1]
    return max(1, len(_VOWEL_GROUPS.findall(word)))


def _fold(term: str) -> str:
    # A light plural fold so "model" and "models" count as one key term.
    if len(term) > 4 and term.endswith("s") and not term.endswith(("ss", "us", "is")):
        return term[:-1]
    return term


def _unit_length(text: str, lang: str) -> int:
    if lang == "zh":
        return cjk_count(text) + latin_word_count(text)
    return latin_word_count(text) + len(_BARE_NUMBER.findall(text))


def _tokens(doc: Any, lang: str, out: BlockAnalysis) -> list[int]:
    """Count words and terms; return the start offsets of content words."""
    terms: Counter[str] = Counter()
    spellings: Counter[tuple[str, str]] = Counter()
    pronouns = patterns.PRONOUNS[lang]
    words = 0
    pronoun_count = 0
    content_starts: list[int] = []
    for token in doc:
        if token.is_space or token.is_punct:
            continue
        words += 1
        low = token.lower_
        if low in pronouns:
            pronoun_count += 1
        if token.is_stop or token.like_num:
            continue
        content_starts.append(token.idx)
        if lang == "zh":
            if len(low) >= 2 and (CJK_CHAR.match(low) or low.isalpha()):
                terms[low] += 1
                spellings[(low, token.text)] += 1
        elif len(low) >= 3 and (token.is_alpha or any(ch.isalpha() for ch in low)):
            term = _fold(low) if token.is_alpha else low
            terms[term] += 1
            spellings[(term, token.text)] += 1
    out.words = words
    out.pronouns = pronoun_count
    out.terms = dict(terms)
    out.term_list = tuple(terms.elements())
    # Keep how the writer spells each term ("AI", "GPT-4", "coffee"): its most common form.
    out.surface = {term: (spelling, count) for (term, spelling), count
                   in sorted(spellings.items(), key=lambda kv: kv[1])}
    return content_starts


def _count_in(starts: list[int], start: int, end: int) -> int:
    return bisect.bisect_left(starts, end) - bisect.bisect_left(starts, start)


def _sentences(prose: str, lang: str, out: BlockAnalysis, content_starts: list[int]) -> None:
    fact_starts = sorted(start for _, start, _ in out.facts)
    number_starts = [m.start() for m in patterns.ANY_NUMBER.finditer(prose)]
    entity_starts = sorted(start for _, start, _ in out.entities)
    passive_re = patterns.PASSIVE[lang]
    hedge_re = phrases.HEDGES[lang]
    quoted = [m.span() for m in patterns.QUOTE_MARKS.finditer(prose)]
    for start, end in sentences.split(prose, lang):
        text = prose[start:end]
        question = bool(patterns.QUESTION.search(text.strip()))
        inside_quote = any(q_start <= start and end <= q_end + 2 for q_start, q_end in quoted)
        facts = _count_in(fact_starts, start, end)
        sentence = Sentence(
            start, end, _unit_length(text, lang), facts, _count_in(number_starts, start, end),
            _count_in(content_starts, start, end), None, bool(passive_re.search(text)),
            question, inside_quote)
        if not question and not inside_quote:
            hedges = tuple((start + m.start(), start + m.end()) for m in hedge_re.finditer(text)
                           if not any(q_s <= start + m.start() < q_e for q_s, q_e in quoted))
            sentence.hedges = hedges
            out.hedges.extend(hedges)
        sentence.claim = claims.claim_kind(
            text, lang, facts=facts, entities=_count_in(entity_starts, start, end),
            question=question)
        out.sentences.append(sentence)
        if sentence.passive:
            out.passives.append((start, end))
    if lang == "en":
        words = _WORD.findall(prose)
        out.latin_words = len(words)
        out.syllables = sum(count_syllables(word) for word in words)


def _content_span(prose: str) -> Span:
    stripped = prose.strip()
    if not stripped:
        return (0, 0)
    start = len(prose) - len(prose.lstrip())
    return (start, start + len(stripped))


def _table(prose: str, out: BlockAnalysis) -> None:
    # The first row is the header and the separator row is blank in the prose: a data row
    # with a figure in any cell is data bound to its column, the densest evidence there is.
    rows = [line for line in prose.split("\n") if line.strip()][1:]
    out.table_rows = len(rows)
    out.table_fact_rows = sum(1 for row in rows if patterns.ANY_NUMBER.search(row))


def _sources(prose: str, lang: str, block: Block, out: BlockAnalysis) -> None:
    found = attribution.attributions(prose, lang, out.entities, out.links)
    out.attributions = [a.span for a in found]
    out.sources_named = [a.name for a in found]
    (out.quotations, out.pronoun_quotes, out.anonymous_quotes,
     out.bare_quotes) = attribution.quotations(prose, lang, out.entities, found)
    if block.kind == QUOTE and not out.quotations and attribution.dash_attributed(prose):
        out.signed_quote = True
    out.own_measurement = bool(patterns.OWN_MEASUREMENT[lang].search(prose))


def _puffery(prose: str, lang: str, out: BlockAnalysis) -> None:
    # A superlative is fine next to the figure or the source that backs it.
    pattern = phrases.PUFFERY[lang]
    for s in out.sentences:
        if s.facts or s.quoted:
            continue
        sentence_links = any(start < s.end and end > s.start for start, end, _ in out.links)
        if sentence_links or any(a_start < s.end and a_end > s.start
                                 for a_start, a_end in out.attributions):
            continue
        out.puffery.extend(m.span() for m in pattern.finditer(prose, s.start, s.end))


def analyse(block: Block, lang: str, doc: Any | None,
            markup: Markup | None = None) -> BlockAnalysis:
    """Analyse ``block`` as ``lang`` text.

    Args:
        block: the block (only its kind, level and text are read).
        lang: ``"en"`` or ``"zh"``.
        doc: the spaCy Doc of the block's prose, or None for kinds without prose.
        markup: the block's :func:`strip_markup` result, when the caller has it already.
    """
    if markup is None:
        markup = strip_markup(block.text, block.kind)
    prose = markup.prose
    out = BlockAnalysis(kind=block.kind, lang=lang, level=block.level)
    out.links = markup.links
    out.anchors = [" ".join(prose[start:end].split()) for start, end, _ in markup.links]
    out.footnotes = markup.footnotes
    if doc is None:
        return out

    out.content = _content_span(prose)
    out.plain = " ".join(prose.split())
    out.length = _unit_length(prose, lang)
    out.size = (cjk_count(prose) / ZH_CHARS_PER_WORD + latin_word_count(prose)
                if lang == "zh" else float(out.length))
    out.facts = list(doc._.geo_facts or ())
    out.entities = sorted(list(doc._.geo_entities or ()) +
                          [("CODE", start, end) for start, end in markup.code],
                          key=lambda e: e[1])
    content_starts = _tokens(doc, lang, out)
    terms, offsets = index_terms(doc, lang)
    out.index_terms, out.index_offsets = tuple(terms), tuple(offsets)
    out.years = tuple(int(y) for y in patterns.YEAR.findall(prose))

    if block.kind == HEADING:
        out.question = bool(patterns.QUESTION.search(out.plain))
        out.faq_marker = bool(patterns.FAQ_HEADING.search(out.plain))
        out.summary_marker = bool(patterns.SUMMARY_MARKER.search(out.plain))
        return out
    if block.kind == TABLE:
        _table(prose, out)
        return out

    _sentences(prose, lang, out, content_starts)
    _sources(prose, lang, block, out)
    _puffery(prose, lang, out)
    out.vague = [m.span() for m in patterns.VAGUE_AUTHORITY[lang].finditer(prose)]
    out.fillers = [m.span() for m in patterns.FILLERS[lang].finditer(prose)]
    if lang == "zh":
        out.de_chains = [m.span() for m in patterns.DE_CHAIN.finditer(prose)]
    head = prose[out.content[0]:out.content[0] + 200]
    out.summary_marker = bool(patterns.SUMMARY_MARKER.search(head[:40]))
    out.publication_date = bool(patterns.PUBLICATION_DATE.search(prose))
    if block.kind in (PARAGRAPH, LIST_ITEM):
        enum = patterns.INLINE_ENUMERATION[lang].search(prose)
        if enum:
            out.enumeration = enum.span()
    opener = claims.back_reference(head, lang)
    if opener is not None:
        start = out.content[0]
        out.opener = (start, start + opener[0])
        out.opener_kind = opener[1]
    if out.sentences:
        first = out.sentences[0]
        out.definition_first = first.claim == "definition"
    return out
