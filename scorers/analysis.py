"""Analyse one block once: the facts every check reads.

This is the "researcher" step: sentences, words, facts, entities, links,
attributions, filler words … are found here, once per block, and cached by the
engine under the block's text and language. Checks never tokenise on their own.

All spans in a :class:`BlockAnalysis` are relative to the block's start, so an
analysis stays valid when the block moves because text was typed above it.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from . import patterns, sentences
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


@dataclass(slots=True)
class Sentence:
    """One sentence of a block (offsets relative to the block)."""

    start: int
    end: int
    length: int  # English words, or Chinese characters plus Latin words
    has_fact: bool = False
    passive: bool = False
    question: bool = False


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
    footnotes: list[Span] = field(default_factory=list)
    attributions: list[Span] = field(default_factory=list)
    vague: list[Span] = field(default_factory=list)
    fillers: list[Span] = field(default_factory=list)
    passives: list[Span] = field(default_factory=list)
    de_chains: list[Span] = field(default_factory=list)
    quotes: list[Span] = field(default_factory=list)
    enumeration: Span | None = None
    opener: Span | None = None
    pronouns: int = 0
    terms: dict[str, int] = field(default_factory=dict)
    term_list: tuple[str, ...] = ()  # every content term, repeats kept, for fast counting
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
    return latin_word_count(text) + len(re.findall(r"(?<![\w.])\d[\d.,]*", text))


def _tokens(doc: Any, lang: str, out: BlockAnalysis) -> None:
    terms: Counter[str] = Counter()
    pronouns = patterns.PRONOUNS[lang]
    words = 0
    pronoun_count = 0
    for token in doc:
        if token.is_space or token.is_punct:
            continue
        words += 1
        low = token.lower_
        if low in pronouns:
            pronoun_count += 1
        if token.is_stop:
            continue
        if lang == "zh":
            if len(low) >= 2 and (CJK_CHAR.match(low) or low.isalpha()):
                terms[low] += 1
        elif len(low) >= 3 and not token.like_num and (
                token.is_alpha or any(ch.isalpha() for ch in low)):
            terms[_fold(low) if token.is_alpha else low] += 1
    out.words = words
    out.pronouns = pronoun_count
    out.terms = dict(terms)
    out.term_list = tuple(terms.elements())


def _sentences(prose: str, lang: str, out: BlockAnalysis) -> None:
    fact_starts = sorted(start for _, start, _ in out.facts)
    passive_re = patterns.PASSIVE[lang]
    fact_index = 0
    for start, end in sentences.split(prose, lang):
        text = prose[start:end]
        while fact_index < len(fact_starts) and fact_starts[fact_index] < start:
            fact_index += 1
        has_fact = fact_index < len(fact_starts) and fact_starts[fact_index] < end
        passive = bool(passive_re.search(text))
        sentence = Sentence(start, end, _unit_length(text, lang), has_fact, passive,
                            bool(patterns.QUESTION.search(text.strip())))
        out.sentences.append(sentence)
        if passive:
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
    out.footnotes = markup.footnotes
    if doc is None:
        return out

    out.content = _content_span(prose)
    out.plain = " ".join(prose.split())
    out.length = _unit_length(prose, lang)
    out.size = (cjk_count(prose) / ZH_CHARS_PER_WORD + latin_word_count(prose)
                if lang == "zh" else float(out.length))
    out.facts = list(doc._.geo_facts or ())
    out.entities = list(doc._.geo_entities or ())
    out.attributions = list(doc._.geo_attributions or ())
    _tokens(doc, lang, out)
    terms, offsets = index_terms(doc, lang)
    out.index_terms, out.index_offsets = tuple(terms), tuple(offsets)

    if block.kind == HEADING:
        out.question = bool(patterns.QUESTION.search(out.plain))
        out.faq_marker = bool(patterns.FAQ_HEADING.search(out.plain))
        out.summary_marker = bool(patterns.SUMMARY_MARKER.search(out.plain))
        return out
    if block.kind == TABLE:
        return out

    _sentences(prose, lang, out)
    out.vague = [m.span() for m in patterns.VAGUE_AUTHORITY[lang].finditer(prose)]
    out.fillers = [m.span() for m in patterns.FILLERS[lang].finditer(prose)]
    if lang == "zh":
        out.de_chains = [m.span() for m in patterns.DE_CHAIN.finditer(prose)]
    out.quotes = [m.span() for m in patterns.QUOTE_MARKS.finditer(prose)]
    head = prose[out.content[0]:out.content[0] + 200]
    out.summary_marker = bool(patterns.SUMMARY_MARKER.search(head[:40]))
    out.publication_date = bool(patterns.PUBLICATION_DATE.search(prose))
    if block.kind in (PARAGRAPH, LIST_ITEM):
        enum = patterns.INLINE_ENUMERATION[lang].search(prose)
        if enum:
            out.enumeration = enum.span()
    opener = patterns.DANGLING_OPENERS[lang].match(head)
    if opener:
        start = out.content[0]
        out.opener = (start, start + opener.end())
    if out.sentences:
        first = out.sentences[0]
        out.definition_first = bool(patterns.DEFINITION[lang].match(prose[first.start:first.end]))
    return out
