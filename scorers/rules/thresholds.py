"""Every number the checks judge by, in one table.

Lengths are given per language: English in words, Chinese in characters
(CJK ideographs plus Latin words). Where DESIGN.md gives a figure it is used
as is; the rest are the usual figures of readability tools (Yoast, Hemingway)
and of the GEO papers cited there.

=========================  ========  ========  =================================================
name                       en        zh        meaning
=========================  ========  ========  =================================================
fact_density_target        0.35      0.35      share of prose sentences (and table data rows)
                                               with a figure bound to what it measures
entities_per_100           2.0       2.0       named organisations/products/people per 100 words
                                               (per 200 Chinese characters)
fact_free_paragraph        40        80        a prose paragraph this long with no fact is weak
caption_max                20        40        text this short beside (or right under) an image
                                               is its caption: no checkable fact
salad_min_figures          4         4         a sentence with this many numbers …
salad_words_per_figure     1.5       1.5       … and fewer content words per number is a salad
salad_share_gate           0.30      0.30      share of fact sentences that are salad: the
                                               check scores 0 and (with salad_min_sentences)
salad_min_sentences        3         3         … the overall score is capped
paragraph_max              150       300       longest comfortable paragraph
section_max                300       600       words between two headings
min_length                 300       600       enough text to be a source; a third of it is
                                               "too short to judge" for checks that need length
min_terms                  100       125       distinct content words for full confidence: a
                                               text with fewer has its scores (not Structure's,
                                               whose Length check already asks for length)
                                               shrunk towards a neutral 50 (repeating words
                                               adds none)
long_sentence              25        40        a sentence longer than this is long (Chinese: the
                                               p75–p90 of sentence lengths in real articles)
very_long_sentence         35        60        … and this is very long (weak)
long_sentence_share_ok     0.20      0.20      share of long sentences with no penalty
long_sentence_share_bad    0.60      0.60      share at which the check scores 0
hedged_share_ok            0.05      0.05      share of hedged claims with no penalty
hedged_share_bad           0.30      0.30      … at which the check scores 0
puffery_share_ok           0.02      0.02      share of sentences with an unsupported
                                               superlative with no penalty
puffery_share_bad          0.12      0.12      … at which the check scores 0 and (with
promotion_min_sentences    3         3         … sentences at least) the overall score is
                                               capped: a promotional page
question_share_ok          0.02      0.02      share of body sentences that are questions with
                                               no penalty
question_share_bad         0.10      0.10      … at which the check scores 0
lede_max                   70        140       a first paragraph this short that states a figure
                                               or a definition is a summary (standfirst)
reading_ease_good          60        —         Flesch reading ease with full marks (information)
reading_ease_bad           20        —         … and with none
avg_sentence_good          —         35        Chinese: mean sentence length (information)
avg_sentence_bad           —         80        … and with none
passive_share_ok           0.10      0.15      share of passive sentences (information)
filler_per_100_ok          1.0       0.3       filler words per 100 words with no penalty (the
                                               Chinese list is short, so each one counts more)
filler_per_100_bad         5.0       2.0       … at which the check scores 0
stuffing_share             0.03      0.05      one term above this share of all words is stuffing
                                               (twice that for a word of the title: the subject)
stuffing_share_bad         0.08      0.10      … at which the check scores 0 and the score is
                                               capped
stuffing_paragraph_share   0.20      0.20      one term this share of a paragraph's words (and
                                               four times or more) is a stuffed paragraph
stuffing_min_count         6         6         ignore terms seen fewer times than this
duplicate_min              15        30        a repeated paragraph this long caps the score
unsourced_sources_cap      75        75        Sources with figures and no followable source
pronoun_share_ok           0.04      0.04      pronouns among words (information)
opening_sentence_max       30        70        an answer-first opening is at most this long
weak_block_score           50        50        a block below this in any dimension is weak
thin_section               40        80        a section with images and less text than this
                                               under its heading is a photo caption
=========================  ========  ========  =================================================

Status of a check: ``pass`` at 80 or more, ``warn`` from 50, ``fail`` below.
Bands of the overall score: see :mod:`scorers.bands`.
"""

from __future__ import annotations

import re
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
    stuffing_paragraph_share: float = 0.20
    duplicate_min: int = 15
    salad_min_figures: int = 4
    salad_words_per_figure: float = 1.5
    salad_share_gate: float = 0.30
    salad_min_sentences: int = 3
    hedged_share_ok: float = 0.05
    hedged_share_bad: float = 0.30
    puffery_share_ok: float = 0.02
    puffery_share_bad: float = 0.12
    promotion_min_sentences: int = 3
    question_share_ok: float = 0.02
    question_share_bad: float = 0.10
    lede_max: int = 70
    min_terms: int = 100
    unsourced_sources_cap: int = 75
    caption_max: int = 20
    thin_section: int = 40


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
    section_max=600, min_length=600, long_sentence=40, very_long_sentence=60,
    long_sentence_share_ok=0.20, long_sentence_share_bad=0.60, reading_ease_good=60,
    reading_ease_bad=20, avg_sentence_good=35, avg_sentence_bad=80, passive_share_ok=0.15,
    filler_per_100_ok=0.3, filler_per_100_bad=2.0, stuffing_share=0.05, stuffing_share_bad=0.10,
    stuffing_min_count=6, sources_per_500=1.0, pronoun_share_ok=0.04, opening_sentence_max=70,
    weak_block_score=50, duplicate_min=30, lede_max=140, min_terms=125, caption_max=40,
    thin_section=80,
)

#: Chinese characters per English word, for sizes measured across both languages.
ZH_CHARS_PER_WORD = 2.0

#: Score at or above which a check passes, and below which it fails.
PASS_SCORE = 80
FAIL_SCORE = 50


def for_lang(lang: str) -> LangThresholds:
    """The thresholds of ``"en"`` or ``"zh"``."""
    return ZH if lang == "zh" else EN


def status(score: float, met: bool | None = None) -> str:
    """``"pass"``, ``"warn"`` or ``"fail"`` for a check's score. A check whose target is
    known to be missed (``met`` False) is never a pass, however gently it scores the miss:
    "✓ 6% of claims are hedged (aim for at most 5%)" would be a lie."""
    if score >= PASS_SCORE and met is not False:
        return "pass"
    return "warn" if score >= FAIL_SCORE else "fail"


_TARGET = re.compile(r"^\s*([≤≥<>]=?)?\s*(-?\d+(?:\.\d+)?)\s*$")


def target_met(value: float | None, target: str) -> bool | None:
    """Whether ``value`` meets a check's ``target`` ("≤ 0.05", "≥ 80", "0", "1.0"); None
    when either is not a plain figure. A share is compared as the writer reads it, to the
    whole percent (5.4% meets "at most 5%"; 5.6%, shown as 6%, does not)."""
    found = _TARGET.match(target or "")
    if value is None or found is None:
        return None
    sign, figure = found.group(1) or "=", float(found.group(2))
    slack = 0.005 if 0 < abs(figure) < 1 else 1e-9
    if sign in ("≤", "<", "<="):
        return value <= figure + slack
    if sign in ("≥", ">", ">="):
        return value >= figure - slack
    return abs(value - figure) <= slack
