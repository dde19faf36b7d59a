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
from collections.abc import Sequence
from dataclasses import dataclass, field
from operator import attrgetter, itemgetter
from typing import Any

from scorers.analysis import attribution, claims
from scorers.analysis.sentence_reading import (
    Sentence,
    bare_numbers,
    read_sentences,
    syllables,
    unit_length,
)
from scorers.fastpatterns import Fast, fast_table, fold
from scorers.language import nlp
from scorers.language.detect import cjk_count, latin_word_count
from scorers.language.index_terms import code_terms
from scorers.language.tokens import TokenFacts, read_tokens
from scorers.markup.blocks import (
    HEADING,
    LIST_ITEM,
    PARAGRAPH,
    PROSE_KINDS,
    QUOTE,
    TABLE,
    TEXT_KINDS,
    Block,
)
from scorers.markup.inline import Markup, strip_markup
from scorers.rules import patterns, phrases
from scorers.rules.thresholds import ZH_CHARS_PER_WORD

__all__ = ["NLP_KINDS", "BlockAnalysis", "Sentence", "analyse"]

Span = tuple[int, int]

#: Kinds that go through the spaCy pipeline: those whose words are read.
NLP_KINDS = TEXT_KINDS

@dataclass(slots=True)
class BlockAnalysis:
    """Everything the checks need to know about one block.

    What a block has none of is the empty tuple, shared, rather than a list of its own:
    most blocks have no links, quotes, hedges … and a 20,000-word article made ~10,000
    empty lists, a third of the objects the garbage collector then walked.
    """

    kind: str
    lang: str
    level: int = 0
    length: int = 0  # in the block language's unit (words / characters)
    size: float = 0.0  # in English-word equivalents, for totals across languages
    words: int = 0  # word tokens, the denominator of shares of words
    sentences: Sequence[Sentence] = ()
    facts: Sequence[tuple[str, int, int]] = ()  # prose only (not headings)
    entities: Sequence[tuple[str, int, int]] = ()
    links: Sequence[tuple[int, int, str]] = ()
    anchors: Sequence[str] = ()  # the text of each link, in order
    footnotes: Sequence[Span] = ()
    attributions: Sequence[Span] = ()
    sources_named: Sequence[str] = ()
    quotations: Sequence[Span] = ()  # quoted, with a named speaker
    pronoun_quotes: Sequence[Span] = ()  # "…," she said
    anonymous_quotes: Sequence[Span] = ()
    bare_quotes: Sequence[Span] = ()  # quoted, no verb of saying
    signed_quote: bool = False  # a block quote signed "— Name"
    vague: Sequence[Span] = ()
    fillers: Sequence[Span] = ()
    hedges: Sequence[Span] = ()
    puffery: Sequence[Span] = ()  # unsupported superlatives
    passives: Sequence[Span] = ()
    de_chains: Sequence[Span] = ()
    enumeration: Span | None = None
    opener: Span | None = None
    opener_kind: str = ""  # "pronoun" or "connective"
    own_measurement: bool = False
    placeholders: Sequence[Span] = ()  # the writer's notes for later, blanked in the prose
    empty: Sequence[Span] = ()  # statements that say nothing (see _empty_sentences)
    empty_terms: Sequence[str] = ()  # the content terms of those statements
    # The offset of each term of term_list, kept only in a block that names a source
    # (an attribution, a quotation, a bracketed citation) or links (a home page):
    # which terms a name leans on.
    term_starts: Sequence[int] = ()
    images: Sequence[tuple[int, int, str]] = ()  # with their alt text
    pronouns: int = 0
    terms: dict[str, int] = field(default_factory=dict)
    term_list: tuple[str, ...] = ()  # every content term in text order, for fast counting
    # How the writer spells each term most often, and how often that spelling occurs: two
    # dictionaries of plain values, which the garbage collector never has to look into.
    surface: dict[str, str] = field(default_factory=dict)
    surface_counts: dict[str, int] = field(default_factory=dict)
    # What a search engine would index (scorers.language.index_terms), with each term's offset in
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
    years: tuple[int, ...] = ()  # of a visible publication date (read only with one)
    table_rows: int = 0
    table_fact_rows: int = 0
    syllables: int = 0
    latin_words: int = 0

    #: Prose with words in it (a paragraph, list item or quote): what the checks judge.
    is_prose: bool = False
    #: Figures the checks derive from this block alone (:mod:`scorers.analysis.memo`).
    memo: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def has_source(self) -> bool:
        return bool(self.links or self.footnotes or self.attributions)


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
    out.table_fact_rows = sum(1 for row in rows if _ANY_NUMBER.search(row))


_OWN_MEASUREMENT = fast_table(patterns.OWN_MEASUREMENT)
_PUFFERY = fast_table(phrases.PUFFERY)
_CALLS_TO_ACTION = phrases.CALLS_TO_ACTION
#: Words one of which every call to action holds (in the fold of English text): the
#: pattern opens on look-behinds, and scanning every block for it was a fifth of a
#: full English score.
CALL_WORDS = {
    "en": ("get involved", "sign up", "subscribe", "register", "join", "follow us",
           "stay tuned", "check us out", "don't miss", "star us", "give us a star"),
    "zh": ("欢迎", "期待", "扫码", "扫描", "感恩有你", "让我们一起", "一起来回顾", "立即",
           "加入我们", "关注我们", "给我们", "诚邀", "诚挚", "希望", "关注", "错过", "名额有限",
           "相约"),
}


def calls_to_action(prose: str, low: str | None, lang: str) -> list[Span]:
    """Spans of the calls to action in ``prose`` (``low``: its fold, or None)."""
    pattern = _CALLS_TO_ACTION.get(lang)
    if pattern is None:
        return []
    # The fold is None where case-folding is not what IGNORECASE sees (ſ, K): search.
    text = prose if lang != "en" else low
    if text is not None and not any(word in text for word in CALL_WORDS[lang]):
        return []
    return [m.span() for m in pattern.finditer(prose)]
_VAGUE_AUTHORITY = fast_table(patterns.VAGUE_AUTHORITY)
_FILLERS = fast_table(patterns.FILLERS)
_INLINE_ENUMERATION = fast_table(patterns.INLINE_ENUMERATION)
_SUMMARY_MARKER = Fast(patterns.SUMMARY_MARKER)
#: A block longer than this (words, or Chinese characters) is a paragraph, not a dateline:
#: its date counts only within its first characters ("As of March 2024, …").
_DATELINE_LENGTH = 40
_DATELINE_REACH = 60
_PUBLICATION_DATE = Fast(patterns.PUBLICATION_DATE)
_QUESTION = Fast(patterns.QUESTION)
_FAQ_HEADING = Fast(patterns.FAQ_HEADING)
_ANY_NUMBER = Fast(patterns.ANY_NUMBER)
_START = itemgetter(1)  # of a (label, start, end) span
_LENGTH = attrgetter("length")


#: A statement this short (words; Chinese characters) with this few content words and no
#: figure or name says nothing a reader could use: "It is.", "That is so.", "Writing helps
#: you think.", 写作帮助思考。 Read by content words, not length alone: "Node 18 is LTS." is
#: short and says something. Eight Chinese characters are four English words
#: (ZH_CHARS_PER_WORD): 提前规划总有帮助。 says as little as "Planning ahead always helps."
EMPTY_SENTENCE = {"en": (4, 3), "zh": (8, 3)}


def _ends_statement(text: str, end: int) -> bool:
    # A label in a list ("内核层", "Kernel layer") or a line ending on a colon is not a
    # statement padding an argument: only a sentence closed by its full stop is.
    return text[:end].rstrip()[-1:] in _STATEMENT_ENDS


_STATEMENT_ENDS = frozenset(".!。！；;…")


def _empty_sentences(out: BlockAnalysis, content_starts: list[int],
                     text: str) -> list[Span]:
    """The statements of the block that carry no content. Padding with them must not
    earn the points short sentences earn (Clarity's share of long sentences)."""
    longest, most = EMPTY_SENTENCE[out.lang]
    entities = out.entities
    found = []
    for s in out.sentences:
        if s.facts or s.question or s.quoted or not _ends_statement(text, s.end):
            continue
        content = bisect.bisect_left(content_starts, s.end) - \
            bisect.bisect_left(content_starts, s.start)
        if content > most or (content > 1 and s.length > longest):
            continue
        if entities and any(s.start <= e_start < s.end for _, e_start, _ in entities):
            continue
        if out.links and any(s.start <= l_start < s.end for l_start, _, _ in out.links):
            continue
        found.append((s.start, s.end))
    return found


def terms_within(spans: Sequence[Span], terms: Sequence[str],
                  starts: Sequence[int]) -> tuple[str, ...]:
    """The terms (at ``starts``) that lie in one of ``spans`` (in order, not overlapping)."""
    found = []
    for start, end in spans:
        first = bisect.bisect_left(starts, start)
        found.extend(terms[first:bisect.bisect_left(starts, end, first)])
    return tuple(found)


def _measure(out: BlockAnalysis, length: int, size: float) -> None:
    out.length, out.size = length, float(size)
    out.is_prose = out.kind in PROSE_KINDS and length > 0


def _with_code_terms(out: BlockAnalysis, text: str, code: Sequence[Span], lang: str,
                     ) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The block's index terms with those of its inline code, in text order."""
    terms, offsets = code_terms(text, code, lang)
    merged = sorted([*zip(out.index_offsets, out.index_terms, strict=True),
                     *zip(offsets, terms, strict=True)], key=lambda pair: pair[0])
    return tuple(t for _, t in merged), tuple(at for at, _ in merged)


def _sources(prose: str, low: str | None, lang: str, block: Block, out: BlockAnalysis) -> None:
    found = attribution.attributions(prose, lang, out.entities, out.links, low)
    if found:
        out.attributions = [a.span for a in found]
        out.sources_named = [a.name for a in found]
    (out.quotations, out.pronoun_quotes, out.anonymous_quotes,
     out.bare_quotes) = (spans or () for spans in
                         attribution.quotations(prose, lang, out.entities, found, low))
    if block.kind == QUOTE and not out.quotations and attribution.dash_attributed(prose):
        out.signed_quote = True
    out.own_measurement = _OWN_MEASUREMENT[lang].found(prose, low)


def _puffery(prose: str, low: str | None, lang: str, out: BlockAnalysis) -> None:
    # A superlative is fine next to the figure or the source that backs it.
    pattern = _PUFFERY[lang]
    # A call to action ("Sign up", 欢迎大家加入) is promotion, a link beside it or not.
    found = calls_to_action(prose, low, lang)
    if not pattern.narrow(prose, low).calls:
        out.puffery = found or ()
        return  # no other sentence of this block can hold one (Fast.narrow)
    for s in out.sentences:
        if s.facts or s.quoted:
            continue
        if out.links and any(start < s.end and end > s.start for start, end, _ in out.links):
            continue
        if out.attributions and any(a_start < s.end and a_end > s.start
                                    for a_start, a_end in out.attributions):
            continue
        found.extend(span for span in (m.span() for m in pattern.finditer(
            prose, low, s.start, s.end)) if not _denied(prose, s.start, span[0], lang))
    out.puffery = sorted(found) or ()


# "No post will be perfect", "before it feels perfect", 并不完美: a superlative denied or
# only felt claims nothing to back.
_DENIED = {
    "en": re.compile(r"(?:\b(?:no|not|never|nothing|none|without|nor)\b|n['’]t|"
                     r"\b(?:feels?|felt)\b)[^.!?;:]{0,24}$", re.I),
    # Not 非常 ("very"), 不仅 ("not only"), 不断 ("ever more"): those add to the claim.
    # 不存在一种方案可以完美适应所有场景: a denial of existence reaches further.
    "zh": re.compile(r"(?:(?<!非)不(?![仅断但光止少错])|没有?|并非|绝非|未必|并未)"
                     r"[^，。！？；：]{0,3}$|(?:不存在|并不存在|没有(?:任何|一种|哪种|哪个|一个)|"
                     r"无法|不可能)[^，。！？；：]{0,16}$"),
}


def _denied(prose: str, sentence_start: int, start: int, lang: str) -> bool:
    before = prose[max(sentence_start, start - 40):start]
    return _DENIED.get(lang, _DENIED["en"]).search(before) is not None


def analyse(block: Block, lang: str, doc: Any | None,
            markup: Markup | None = None, *, use_ner: bool = False,
            doc_text: str | None = None,
            script_counts: tuple[int, int] | None = None,
            tokens: TokenFacts | None = None) -> BlockAnalysis:
    """Analyse ``block`` as ``lang`` text.

    Args:
        block: the block (only its kind, level and text are read).
        lang: ``"en"`` or ``"zh"``.
        doc: the spaCy Doc of the block's prose, or None for kinds without prose.
        markup: the block's :func:`strip_markup` result, when the caller has it already.
        use_ner: the Doc comes from a trained pipeline with named entities
            (:func:`scorers.language.nlp.uses_ner`).
        doc_text: the text the Doc was made from, when it is not the prose itself (very
            long runs without a space broken up for spaCy): facts and names are found
            in what the Doc holds.
        script_counts: the prose's CJK characters and Latin words, when the caller
            has counted them (Latin words below 0: not counted, see
            :data:`scorers.engine.UNCOUNTED`).
        tokens: what the Doc's tokens give (:func:`scorers.language.tokens.read_docs`), when the
            caller has read them with other blocks'.
    """
    if markup is None:
        markup = strip_markup(block.text, block.kind)
    prose = markup.prose
    out = BlockAnalysis(kind=block.kind, lang=lang, level=block.level)
    if markup.links:
        out.links = markup.links
        out.anchors = [" ".join(prose[start:end].split()) for start, end, _ in markup.links]
    out.footnotes = markup.footnotes or ()
    out.placeholders = markup.placeholders or ()
    out.images = markup.images or ()
    if doc is None:
        return out

    out.content = _content_span(prose)
    out.plain = " ".join(prose.split())
    # English prose is measured by its sentences below; the rest now.
    by_sentences = lang != "zh" and block.kind not in (HEADING, TABLE)
    if not by_sentences:
        if script_counts is None or script_counts[1] < 0:  # < 0: not counted yet
            length = unit_length(prose, lang)
            cjk, latin = (cjk_count(prose), latin_word_count(prose)) if lang == "zh" else (0, 0)
        else:  # counted by the engine already (to tell the block's language)
            cjk, latin = script_counts
            length = cjk + latin if lang == "zh" else latin + bare_numbers(prose)
        _measure(out, length, cjk / ZH_CHARS_PER_WORD + latin if lang == "zh" else length)
    seen = prose if doc_text is None else doc_text
    low = fold(prose)
    if block.kind not in (HEADING, TABLE):  # the checks read facts of prose alone
        out.facts = nlp.facts(lang, seen, low if doc_text is None else fold(seen)) or ()
    entities = nlp.entities(lang, seen, doc, use_ner)  # in order of their starts
    if markup.code:
        entities = sorted(entities + [("CODE", start, end) for start, end in markup.code],
                          key=_START)
    out.entities = entities or ()
    if tokens is None:
        tokens = read_tokens(doc, lang)
    out.words, out.pronouns = tokens.words, tokens.pronouns
    out.terms, out.term_list = tokens.terms, tokens.term_list
    out.surface, out.surface_counts = tokens.surface, tokens.surface_counts
    out.index_terms, out.index_offsets = tokens.index_terms, tokens.index_offsets
    if markup.code:
        out.index_terms, out.index_offsets = _with_code_terms(out, block.text, markup.code, lang)

    if block.kind == HEADING:
        plain_low = fold(out.plain)
        out.question = _QUESTION.found(out.plain, plain_low)
        out.faq_marker = _FAQ_HEADING.found(out.plain, plain_low)
        out.summary_marker = _SUMMARY_MARKER.found(out.plain, plain_low)
        return out
    if block.kind == TABLE:
        _table(prose, out)
        return out

    reading = read_sentences(prose, low, lang, out.facts, out.entities, tokens.content_starts)
    out.sentences = reading.sentences or ()
    if by_sentences:
        # Only white space lies between the sentences of English prose, and a word or
        # number holds none: each is counted in one sentence, and the sentences' lengths
        # add up to the block's (words and numbers).
        length = sum(map(_LENGTH, out.sentences))
        _measure(out, length, length)
    out.hedges, out.passives = reading.hedges or (), reading.passives or ()
    out.empty = _empty_sentences(out, tokens.content_starts, prose) or ()
    if out.empty:
        out.empty_terms = terms_within(out.empty, out.term_list, tokens.term_starts)
    if lang == "en":
        out.latin_words, out.syllables = syllables(prose)
    _sources(prose, low, lang, block, out)
    if out.attributions or out.quotations or out.links or \
            attribution.bracket_citations(prose, lang):
        out.term_starts = tokens.term_starts
    _puffery(prose, low, lang, out)
    out.vague = [m.span() for m in _VAGUE_AUTHORITY[lang].finditer(prose, low)] or ()
    out.fillers = [m.span() for m in _FILLERS[lang].finditer(prose, low)] or ()
    if lang == "zh":
        out.de_chains = [m.span() for m in patterns.DE_CHAIN.finditer(prose)] or ()
    head = prose[out.content[0]:out.content[0] + 200]
    head_low = None if low is None else low[out.content[0]:out.content[0] + 200]
    out.summary_marker = _SUMMARY_MARKER.found(head[:40],
                                               None if head_low is None else head_low[:40])
    if not out.summary_marker and prose.rstrip().endswith((":", "：")):
        # "… In short:" closing a paragraph: the list under it is the summary.
        out.summary_marker = _SUMMARY_MARKER.found(prose.rstrip()[-24:])
    out.publication_date = _PUBLICATION_DATE.found(prose, low)
    if out.publication_date and out.length > _DATELINE_LENGTH:
        # A long paragraph's "published in [Django] in 2013" tells a story, not when the
        # page appeared: the date counts where a dateline would stand, at its start.
        # A labelled one ("原发布时间：2026-08-24" closing the seed article's credits line)
        # is a dateline wherever it stands.
        start = out.content[0]
        out.publication_date = patterns.PUBLICATION_DATE.search(
            prose, start, start + _DATELINE_REACH) is not None \
            or patterns.LABELLED_DATE.search(prose) is not None
    if out.publication_date:
        out.years = tuple(int(y) for y in patterns.YEAR.findall(prose))
    if block.kind in (PARAGRAPH, LIST_ITEM):
        enum = _INLINE_ENUMERATION[lang].search(prose, low)
        if enum:
            out.enumeration = enum.span()
    opener = claims.back_reference(head, lang, head_low)
    if opener is not None:
        start = out.content[0]
        out.opener = (start, start + opener[0])
        out.opener_kind = opener[1]
    if out.sentences:
        first = out.sentences[0]
        out.definition_first = first.claim == "definition"
    return out
