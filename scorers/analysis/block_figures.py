"""What the checks count in one block of prose, read in one pass over its sentences.

A block's figures depend on the block alone (its kind, text and language), so
:class:`~scorers.document.DocumentView` keeps them with the block's analysis
(:mod:`scorers.analysis.memo`): after a keystroke only the edited block is read again,
and the checks add up the figures of all blocks with C-speed sums. Spans are
block-relative; the checks place them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from scorers.analysis.sentence_reading import Sentence
from scorers.markup.blocks import QUOTE
from scorers.rules.thresholds import for_lang

if TYPE_CHECKING:
    from scorers.document import Item

#: Fact labels that are claims about the world (dates and versions are not in need of a source).
CLAIM_LABELS = frozenset({"PERCENT", "MONEY", "QUANTITY", "COUNT", "RANGE"})

#: A setting ("m=37 MiB", "t=1"): a value to use, not a claim to source.
SETTING = re.compile(r"[\w.-]\s*[=:]\s*$")

Words = tuple[tuple[int, int, str], ...]  # spans with the words they cover


def is_salad(figures: int, content: int, lang: str) -> bool:
    """A sentence with many figures and few words saying what they measure."""
    t = for_lang(lang)
    return figures >= t.salad_min_figures and content < t.salad_words_per_figure * figures


class BlockFigures(NamedTuple):
    """The figures of one block of prose.

    Attributes:
        sentences: all its sentences.
        long_weight: 1 per long sentence, 1.5 per very long one.
        long: the long sentences: span, severity, message key, length, limit.
        statements: sentences that are neither questions nor quoted …
        hedged: … of which hedged; ``hedges`` their hedges.
        unasked: sentences that are not questions …
        hyped: … with an unsupported superlative.
        with_fact: … with a fact, and ``fact_credit`` their credit (a salad counts half).
        puffery, fillers: the superlatives and filler words.
        chars: the sentences' lengths added up.
        fact_sentences: sentences with a fact; ``salad`` those that are a number salad.
        claims: sentences that make a claim; ``claim_insides`` where each starts in the
            block's prose, 0 to 1.
        body: sentences of the writer's own (not quoted, not in a block quote) …
        body_questions: … that ask.
        claim_figures: figures that are claims about the world (not a setting "t=1").
        named_quotes: quotations with their speaker, and a signed block quote.
        quote_check: quotes whose speaker depends on the block before (by a pronoun,
            without one, or in a block quote).
        too_long: the paragraph is over the language's longest comfortable length.
        has_source: a link, footnote or attribution stands in it.
    """

    sentences: int
    long_weight: float
    long: tuple[tuple[int, int, str, str, int, int], ...]
    statements: int
    hedged: int
    hedges: Words
    unasked: int
    hyped: int
    with_fact: int
    fact_credit: float
    puffery: Words
    fillers: Words
    chars: int
    fact_sentences: int
    salad: tuple[Sentence, ...]
    claims: int
    claim_insides: tuple[float, ...]
    body: int
    body_questions: tuple[tuple[int, int], ...]
    claim_figures: int
    named_quotes: int
    quote_check: bool
    too_long: bool
    has_source: bool


def read(it: Item) -> BlockFigures:
    """Read the figures of the block of prose ``it``."""
    a = it.a
    lang = a.lang
    t = for_lang(lang)
    text = it.block.text
    long: list[tuple[int, int, str, str, int, int]] = []
    weight = 0.0
    statements = hedged = unasked = with_fact = fact_sentences = claims = body = chars = 0
    credit = 0.0
    hedges: list[tuple[int, int]] = []
    salad: list[Sentence] = []
    insides: list[float] = []
    asked: list[tuple[int, int]] = []
    start, end = a.content
    span = max(1, end - start)
    in_quote = a.kind == QUOTE
    # Runs for every sentence of the article: the limits read once.
    very_long, long_limit = t.very_long_sentence, t.long_sentence
    for s in a.sentences:
        chars += s.length
        if s.length > very_long:
            weight += 1.5
            long.append((s.start, s.end, "weak", "clarity.sentence.very_long", s.length,
                         very_long))
        elif s.length > long_limit:
            weight += 1
            long.append((s.start, s.end, "warn", "clarity.sentence.long", s.length,
                         long_limit))
        if not s.question:
            unasked += 1
            if not s.quoted:
                statements += 1
                if s.hedges:
                    hedged += 1
                    hedges.extend(s.hedges)
        if s.facts:
            fact_sentences += 1
            salad_sentence = is_salad(s.numbers, s.content, lang)
            if salad_sentence:
                salad.append(s)
            if not s.question:
                with_fact += 1
                credit += 0.5 if salad_sentence else 1.0
        if s.claim is not None:
            claims += 1
            insides.append((s.start - start) / span)
        if not in_quote and not s.quoted:
            body += 1
            if s.question:
                asked.append((s.start, s.end))
    puffery = a.puffery
    hyped = len({s.start for s in a.sentences for p_start, _ in puffery
                 if s.start <= p_start < s.end}) if puffery else 0
    return BlockFigures(
        len(a.sentences), weight, tuple(long), statements, hedged, _words(text, hedges),
        unasked, hyped, with_fact, credit, _words(text, puffery), _words(text, a.fillers),
        chars, fact_sentences, tuple(salad), claims, tuple(insides), body, tuple(asked),
        _claim_figures(text, a.facts),
        len(a.quotations) + a.signed_quote,
        bool(a.pronoun_quotes or a.anonymous_quotes or in_quote),
        a.length > t.paragraph_max, a.has_source)


def _claim_figures(text: str, facts: Sequence[tuple[str, int, int]]) -> int:
    if not facts:
        return 0
    # The 12 characters before each figure, searched in place (SETTING looks at nothing
    # around them).
    setting = SETTING.search
    return sum(1 for label, f_start, _ in facts
               if label in CLAIM_LABELS and not setting(text, max(0, f_start - 12), f_start))


def _words(text: str, spans: Sequence[tuple[int, int]]) -> Words:
    if not spans:  # most blocks: no generator for them
        return ()
    return tuple((start, end, text[start:end]) for start, end in spans)
