"""Read each sentence of a block: its length, figures, words, question, passive,
hedges, claim and opening — and the block's English syllables.

Part of the block analysis (:mod:`scorers.analysis.block`), kept apart because it is
its hottest loop: a 20,000-word article has about 2,000 sentences. Figures
and content words are counted by bisecting the block's sorted offsets; the
IGNORECASE phrase lists run over the folded text (:mod:`scorers.fastpatterns.fastre`).
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from operator import itemgetter

from scorers.analysis import claims
from scorers.fastpatterns import Fast, fast_table
from scorers.language import sentences as splitter
from scorers.language.detect import CJK_CHAR, LATIN_WORD, cjk_count, latin_word_count
from scorers.rules import patterns, phrases

Span = tuple[int, int]

_VOWEL_GROUPS = re.compile(r"[aeiouy]+")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")
_LATIN_WORD = LATIN_WORD  # what language.latin_word_count counts
_BARE_NUMBER = Fast(re.compile(r"(?<![\w.])\d[\d.,]*")).fast
# A sentence's length in one search: Latin words and bare numbers (English), or Latin
# words and CJK characters (Chinese). Each pair is made of different characters, so the
# matches of the one never start inside a match of the other and the count is their
# sum. The number opens on its digit, so that re skips to a letter or digit in C.
_LENGTH_UNITS = {
    "en": re.compile(LATIN_WORD.pattern + r"|\d(?<![\w.]\d)[\d.,]*"),
    "zh": re.compile(LATIN_WORD.pattern + "|" + CJK_CHAR.pattern),
}
_ANY_NUMBER = Fast(patterns.ANY_NUMBER)
_QUOTE_MARKS = Fast(patterns.QUOTE_MARKS)

_PASSIVE = fast_table(patterns.PASSIVE)
_HEDGES = fast_table(phrases.HEDGES)
_QUESTION = Fast(patterns.QUESTION)
_DENIAL_OPENING = re.compile(r"(?:does|do|is|are|can|should|will)\s+not\b|"
                             r"(?:doesn|don|isn|aren|can|shouldn|won)[’']t\b", re.I)

_START = itemgetter(1)  # of a (label, start, end) span

#: Syllables of each English word seen; a long session's vocabulary is forgotten past this.
_SYLLABLES: dict[str, int] = {}
MAX_WORDS = 100_000


@dataclass(slots=True)
class Sentence:
    """One sentence of a block (offsets relative to the block).

    Attributes:
        length: English words, or Chinese characters plus Latin words.
        facts: figures bound to what they measure (see :data:`patterns.FACT_PATTERNS`).
        numbers: every number, bound or bare, and content: content words (no stop
            words, no numbers) — both counted in sentences with a fact only: they tell a
            number salad (:func:`scorers.analysis.block_figures.is_salad`), and only a sentence
            with a fact can be one.
        claim: what the sentence claims — ``figure``, ``definition``, ``yes_no`` or
            ``named`` — or None (see :mod:`scorers.analysis.claims`).
        hedges: spans of hedges that weaken the claim (none in questions or quotations).
        opens_with: ``"pronoun"`` or ``"connective"`` when the sentence opens by pointing
            back (:func:`scorers.analysis.claims.back_reference`), else None.
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
    opens_with: str | None = None

    @property
    def has_fact(self) -> bool:
        return self.facts > 0


def count_syllables(word: str) -> int:
    """Rough English syllable count (vowel groups, silent final e), at least 1."""
    word = word.lower().strip("'’")
    if len(word) <= 3:
        return 1
    if word.endswith("e") and not word.endswith(("le", "ee", "ye")):
        word = word[:-1]
    return max(1, len(_VOWEL_GROUPS.findall(word)))


def syllables(prose: str) -> tuple[int, int]:
    """English words in ``prose`` and their syllables; each word is counted once ever."""
    words = _WORD.findall(prose)
    known = _SYLLABLES
    if len(known) > MAX_WORDS:
        known.clear()
    try:
        return len(words), sum(map(known.__getitem__, words))
    except KeyError:  # words met for the first time
        for word in set(words).difference(known):
            known[word] = count_syllables(word)
        return len(words), sum(map(known.__getitem__, words))


def bare_numbers(text: str) -> int:
    """Numbers in ``text`` that count as words of English text."""
    return len(_BARE_NUMBER.findall(text))


def unit_length(text: str, lang: str) -> int:
    """Length in the language's unit: English words (and numbers), or Chinese
    characters plus Latin words."""
    if lang == "zh":
        return cjk_count(text) + latin_word_count(text)
    return latin_word_count(text) + len(_BARE_NUMBER.findall(text))


def _after_code(prose: str, start: int, code_ends: list[int]) -> bool:
    """Whether the sentence starting at ``start`` opens on inline code: a code span ends
    there, or only white space lies between its end and the sentence."""
    return any(end <= start and not prose[end:start].strip() for end in code_ends)


@dataclass(slots=True)
class SentenceReading:
    """A block's sentences and the spans found in them."""

    sentences: list[Sentence]
    hedges: list[Span]
    passives: list[Span]


def read_sentences(prose: str, low: str | None, lang: str, facts: list[tuple[str, int, int]],
                   entities: list[tuple[str, int, int]],
                   content_starts: list[int]) -> SentenceReading:
    """Split ``prose`` into sentences and read each.

    Args:
        prose: the block's prose.
        low: ``prose`` folded (:func:`scorers.fastpatterns.fastre.fold`), or None.
        lang: ``"en"`` or ``"zh"``.
        facts: the block's facts, entities: its named things (``(label, start, end)``),
            each in order of their starts.
        content_starts: offsets of its content words, in order.
    """
    fact_starts = list(map(_START, facts))  # both in order of their starts
    entity_starts = list(map(_START, entities))
    # Hedges, passives, questions and non-answers are rare: a sentence has one only if
    # its block has one (fastre.Fast.narrow), and most blocks have none.
    passive = _PASSIVE[lang].narrow(prose, low)
    hedge_re = _HEDGES[lang]
    may_hedge = bool(hedge_re.narrow(prose, low).calls)
    question_re = _QUESTION.narrow(prose, low)
    code_ends = [end for kind, _, end in entities if kind == "CODE"]
    non_answers = claims.non_answers_in(prose, lang, low)
    defines = claims.may_define(prose, lang, low)
    quoted = [m.span() for m in _QUOTE_MARKS.finditer(prose)]
    out = SentenceReading([], [], [])
    # The loop below runs for every sentence of the article: names bound once, counts by
    # bisection inline, the length's word lists found directly.
    at = bisect.bisect_left
    # Searched within the block: a sentence starts after white space in English (and a
    # number's look-behind sees the same there as at a text's start), and the Chinese
    # units look at nothing around them.
    units_in = _LENGTH_UNITS["zh" if lang == "zh" else "en"].findall
    numbers_in = _ANY_NUMBER.fast.findall
    opens_plainly = claims.opens_plainly
    for start, end in splitter.split(prose, lang):
        # The splitter trims white space (str.isspace, as str.strip): a sentence is its
        # own stripped text.
        text = prose[start:end]
        folded = None if low is None else low[start:end]
        question = question_re.found(text, folded)
        if question and code_ends and text[-1:] not in "?？" and \
                _after_code(prose, start, code_ends):
            # "`<resolution>` is optional." reads "is optional." once the code is set
            # aside: a statement about the name in code, not a question opening on "Is".
            question = False
        if question and text[-1:] not in "?？" and _DENIAL_OPENING.match(text):
            # "Does not limit the types of applications supported." (a list of what a
            # thing is not) states; an auxiliary's question would invert: "Does it …?".
            question = False
        # Most sentences have no quotation marks in their block: no generator for those.
        inside_quote = bool(quoted) and any(q_start <= start and end <= q_end + 2
                                            for q_start, q_end in quoted)
        count = at(fact_starts, end) - at(fact_starts, start) if fact_starts else 0
        # Searched within the block: a number's look-behind sees what stands before the
        # sentence, as a search of the whole block would.
        numbers = len(numbers_in(prose, start, end)) if count else 0
        content = at(content_starts, end) - at(content_starts, start) if count else 0
        hedges: tuple[Span, ...] = ()
        if may_hedge and not question and not inside_quote:
            hedges = tuple((start + m.start(), start + m.end())
                           for m in hedge_re.finditer(text, folded)
                           if not quoted or not any(q_s <= start + m.start() < q_e
                                                    for q_s, q_e in quoted))
            out.hedges.extend(hedges)
        is_passive = bool(passive.calls) and passive.found(text, folded)
        claim = None if question else claims.claim_kind(  # a question claims nothing
            text, lang, facts=count,
            entities=at(entity_starts, end) - at(entity_starts, start) if entity_starts else 0,
            question=question, low=folded, non_answers=non_answers, defines=defines)
        # The sentence is stripped: most are settled without a call to back_reference.
        opening = None if opens_plainly(text, folded, lang) else \
            claims.back_reference(text, lang, folded)
        length = len(units_in(prose, start, end))
        out.sentences.append(Sentence(
            start, end, length, count, numbers, content, claim, is_passive, question,
            inside_quote, hedges, None if opening is None else opening[1]))
        if is_passive:
            out.passives.append((start, end))
    return out
