"""Every number the checks judge by, in one table.

Lengths are given per language: English in words, Chinese in characters
(CJK ideographs plus Latin words). Where DESIGN.md gives a figure it is used
as is; the rest are the usual figures of readability tools (Yoast, Hemingway)
and of the GEO papers cited there.

=========================  ========  ========  =================================================
name                       en        zh        meaning
=========================  ========  ========  =================================================
fact_density_target        0.35      0.35      share of prose sentences with a checkable fact
entities_per_100           2.0       2.0       named organisations/products/people per 100 words
                                               (per 200 Chinese characters)
fact_free_paragraph        40        80        a prose paragraph this long with no fact is weak
paragraph_max              150       300       longest comfortable paragraph
section_max                300       600       words between two headings
min_length                 300       600       enough text to be a source
long_sentence              25        60        a sentence longer than this is long
very_long_sentence         35        90        … and this is very long (weak)
long_sentence_share_ok     0.20      0.20      share of long sentences with no penalty
long_sentence_share_bad    0.60      0.60      share at which the check scores 0
reading_ease_good          60        —         Flesch reading ease with full marks
reading_ease_bad           20        —         … and with none
avg_sentence_good          —         35        Chinese: mean sentence length with full marks
avg_sentence_bad           —         80        … and with none
passive_share_ok           0.10      0.15      share of passive sentences with no penalty
filler_per_100_ok          1.0       1.0       filler/hedge words per 100 words with no penalty
filler_per_100_bad         5.0       5.0       … at which the check scores 0
stuffing_share             0.03      0.05      one term above this share of all words is stuffing
                                               (jieba words are compounds: a Chinese topic word
                                               naturally recurs more often per word)
stuffing_share_bad         0.08      0.10      … at which the check scores 0
stuffing_min_count         6         6         ignore terms seen fewer times than this
sources_per_500            1.0       1.0       links, footnotes or attributions per 500 words
pronoun_share_ok           0.04      0.04      pronouns among words with no penalty
opening_sentence_max       30        70        an answer-first opening is at most this long
weak_block_score           50        50        a block below this in any dimension is weak
=========================  ========  ========  =================================================

Status of a check: ``pass`` at 80 or more, ``warn`` from 50, ``fail`` below.
Bands of the overall score: see :mod:`scorers.bands`.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class LangThresholds:
    """Thresholds for one article language; see the module docstring for each field."""

    fact_density_target: float
    entities_per_100: float
    fact_free_paragraph: int
    paragraph_max: int
    section_max: int
    min_length: int
    long_sentence: int
    very_long_sentence: int
    long_sentence_share_ok: float
    long_sentence_share_bad: float
    reading_ease_good: float
    reading_ease_bad: float
    avg_sentence_good: float
    avg_sentence_bad: float
    passive_share_ok: float
    filler_per_100_ok: float
    filler_per_100_bad: float
    stuffing_share: float
    stuffing_share_bad: float
    stuffing_min_count: int
    sources_per_500: float
    pronoun_share_ok: float
    opening_sentence_max: int
    weak_block_score: int


EN = LangThresholds(
    fact_density_target=0.35, entities_per_100=2.0, fact_free_paragraph=40, paragraph_max=150,
    section_max=300, min_length=300, long_sentence=25, very_long_sentence=35,
    long_sentence_share_ok=0.20, long_sentence_share_bad=0.60, reading_ease_good=60,
    reading_ease_bad=20, avg_sentence_good=20, avg_sentence_bad=35, passive_share_ok=0.10,
    filler_per_100_ok=1.0, filler_per_100_bad=5.0, stuffing_share=0.03, stuffing_share_bad=0.08,
    stuffing_min_count=6, sources_per_500=1.0, pronoun_share_ok=0.04, opening_sentence_max=30,
    weak_block_score=50,
)

ZH = LangThresholds(
    fact_density_target=0.35, entities_per_100=2.0, fact_free_paragraph=80, paragraph_max=300,
    section_max=600, min_length=600, long_sentence=60, very_long_sentence=90,
    long_sentence_share_ok=0.20, long_sentence_share_bad=0.60, reading_ease_good=60,
    reading_ease_bad=20, avg_sentence_good=35, avg_sentence_bad=80, passive_share_ok=0.15,
    filler_per_100_ok=1.0, filler_per_100_bad=5.0, stuffing_share=0.05, stuffing_share_bad=0.10,
    stuffing_min_count=6, sources_per_500=1.0, pronoun_share_ok=0.04, opening_sentence_max=70,
    weak_block_score=50,
)

#: Chinese characters per English word, for sizes measured across both languages.
ZH_CHARS_PER_WORD = 2.0

#: Score at or above which a check passes, and below which it fails.
PASS_SCORE = 80
FAIL_SCORE = 50


def for_lang(lang: str) -> LangThresholds:
    """The thresholds of ``"en"`` or ``"zh"``."""
    return ZH if lang == "zh" else EN


def status(score: float) -> str:
    """``"pass"``, ``"warn"`` or ``"fail"`` for a check's score."""
    if score >= PASS_SCORE:
        return "pass"
    return "warn" if score >= FAIL_SCORE else "fail"
