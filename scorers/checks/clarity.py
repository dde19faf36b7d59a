"""Clarity (语言清晰度): confident, plain claims.

Scored: sentence length, hedged claims, filler words and (Chinese) stacked 的.
Shown for information only: reading ease and passive voice, which on real
articles do not separate strong technical writing from weak.
"""

from __future__ import annotations

from ..document import DocumentView
from ..results import CheckResult, Mark
from ..thresholds import for_lang
from .base import Check, at_most, mark, not_applicable, pct, result, too_short


def _unit(lang: str) -> str:
    return "chars" if lang == "zh" else "words"


def sentence_length(doc: DocumentView) -> CheckResult:
    """Share of long sentences (> 25 words / 60 characters); very long ones are weak."""
    total = 0
    long_weight = 0.0
    marks: list[Mark] = []
    for it in doc.prose:
        t = for_lang(it.a.lang)
        for s in it.a.sentences:
            total += 1
            if s.length > t.very_long_sentence:
                long_weight += 1.5
                marks.append(mark(it.span((s.start, s.end)), "weak", "clarity.sentence.very_long",
                                  "clarity.sentence.split", "sentence", n=s.length,
                                  limit=t.very_long_sentence,
                                  unit=_unit(it.a.lang)))
            elif s.length > t.long_sentence:
                long_weight += 1
                marks.append(mark(it.span((s.start, s.end)), "warn", "clarity.sentence.long",
                                  "clarity.sentence.split", "sentence", n=s.length,
                                  limit=t.long_sentence,
                                  unit=_unit(it.a.lang)))
    if not total:
        return not_applicable("sentence_length", "clarity.sentence.none")
    share = min(1.0, long_weight / total)
    t = doc.t
    return result("sentence_length", at_most(share, t.long_sentence_share_ok,
                                             t.long_sentence_share_bad),
                  share, f"≤ {t.long_sentence_share_ok}", "clarity.sentence", marks,
                  share=pct(share), ok=pct(t.long_sentence_share_ok), limit=t.long_sentence,
                  unit=doc.unit)


def flesch(words: int, sentences: int, syllables: int) -> float:
    """Flesch reading ease (higher is easier; 60-70 is plain English)."""
    if not words or not sentences:
        return 100.0
    return 206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words)


def readability(doc: DocumentView) -> CheckResult:
    """English: Flesch reading ease. Chinese: mean sentence length in characters."""
    # Only the article's own language: Flesch on the English names in a Chinese article
    # (or the reverse) measures nothing.
    en = [it for it in doc.prose if it.a.lang == "en" == doc.lang and it.a.sentences]
    zh = [it for it in doc.prose if it.a.lang == "zh" == doc.lang and it.a.sentences]
    if not en and not zh:
        return not_applicable("readability", "clarity.readability.none")
    marks: list[Mark] = []
    scores: list[tuple[float, float]] = []
    value = 0.0
    if en:
        t = for_lang("en")
        words = sum(it.a.latin_words for it in en)
        count = sum(len(it.a.sentences) for it in en)
        ease = flesch(words, count, sum(it.a.syllables for it in en))
        scores.append((at_most(-ease, -t.reading_ease_good, -t.reading_ease_bad), words))
        value = ease
    if zh:
        t = for_lang("zh")
        chars = sum(s.length for it in zh for s in it.a.sentences)
        count = sum(len(it.a.sentences) for it in zh)
        mean = chars / count
        scores.append((at_most(mean, t.avg_sentence_good, t.avg_sentence_bad), chars / 2))
        if doc.lang == "zh" or not en:
            value = mean
    weight = sum(w for _, w in scores) or 1.0
    score = sum(s * w for s, w in scores) / weight
    if doc.lang == "zh":
        return result("readability", score, round(value, 1), f"≤ {doc.t.avg_sentence_good}",
                      "clarity.readability.zh", marks, mean=round(value),
                      target=round(doc.t.avg_sentence_good))
    return result("readability", score, round(value, 1), f"≥ {doc.t.reading_ease_good}",
                  "clarity.readability.en", marks, ease=round(value),
                  target=round(doc.t.reading_ease_good))


def passive_voice(doc: DocumentView) -> CheckResult:
    """Share of sentences in the passive voice (被 in Chinese)."""
    sentences = [s for it in doc.prose for s in it.a.sentences]
    if not sentences:
        return not_applicable("passive_voice", "clarity.passive.none")
    marks = [mark(it.span(span), "info", "clarity.passive.mark", "clarity.passive.fix",
                  "sentence")
             for it in doc.prose for span in it.a.passives]
    share = len(marks) / len(sentences)
    ok = doc.t.passive_share_ok
    return result("passive_voice", at_most(share, ok, ok * 3), share, f"≤ {ok}",
                  "clarity.passive", marks, share=pct(share), ok=pct(ok))


def filler_words(doc: DocumentView) -> CheckResult:
    """Filler words ("very", "basically", 非常, 基本上 …) per 100 words."""
    marks = [mark(it.span(span), "warn", "clarity.fillers.mark", "clarity.fillers.fix", "word",
                  word=it.block.text[span[0]:span[1]])
             for it in doc.prose for span in it.a.fillers]
    if doc.length < doc.t.min_length / 3:
        return too_short("fillers", "clarity.fillers.none", marks)
    rate = len(marks) / doc.prose_size * 100
    t = doc.t
    return result("fillers", at_most(rate, t.filler_per_100_ok, t.filler_per_100_bad),
                  round(rate, 2), f"≤ {t.filler_per_100_ok}", "clarity.fillers", marks,
                  n=len(marks), rate=round(rate, 1), ok=t.filler_per_100_ok)


def hedging(doc: DocumentView) -> CheckResult:
    """Claims weakened by may, might, perhaps, 可能, 或许 … (not questions or quotations)."""
    sentences = [(it, s) for it in doc.prose for s in it.a.sentences
                 if not s.question and not s.quoted]
    hedged = [(it, s) for it, s in sentences if s.hedges]
    marks = [mark(it.span(span), "warn", "clarity.hedging.mark", "clarity.hedging.fix", "word",
                  word=it.block.text[span[0]:span[1]])
             for it, s in hedged for span in s.hedges]
    if doc.length < doc.t.min_length / 3 or not sentences:
        return too_short("hedging", "clarity.hedging.short", marks)
    share = len(hedged) / len(sentences)
    t = doc.t
    return result("hedging", at_most(share, t.hedged_share_ok, t.hedged_share_bad), share,
                  f"≤ {t.hedged_share_ok}", "clarity.hedging", marks, n=len(hedged),
                  total=len(sentences), share=pct(share), ok=pct(t.hedged_share_ok))


def puffery(doc: DocumentView) -> CheckResult:
    """Unsupported superlatives and hype ("the best", "revolutionary", 最完美, 业界领先):
    a claim of being the best needs the figure or source that shows it."""
    sentences = [s for it in doc.prose for s in it.a.sentences if not s.question]
    marks = [mark(it.span(span), "warn", "clarity.puffery.mark", "clarity.puffery.fix", "word",
                  word=it.block.text[span[0]:span[1]])
             for it in doc.prose for span in it.a.puffery]
    if doc.length < doc.t.min_length / 3 or not sentences:
        return too_short("puffery", "clarity.puffery.short", marks)
    hyped = len({(id(it), s.start) for it in doc.prose for s in it.a.sentences
                 for start, _ in it.a.puffery if s.start <= start < s.end})
    share = hyped / len(sentences)
    t = doc.t
    return result("puffery", at_most(share, t.puffery_share_ok, t.puffery_share_bad), share,
                  f"≤ {t.puffery_share_ok}", "clarity.puffery", marks, n=hyped,
                  total=len(sentences), share=pct(share), ok=pct(t.puffery_share_ok))


def de_chains(doc: DocumentView) -> CheckResult:
    """Chinese: three or more 的 stacked in one phrase."""
    zh = [it for it in doc.prose if it.a.lang == "zh"]
    if not zh:
        return not_applicable("de_chains", "clarity.de.none")
    marks = [mark(it.span(span), "warn", "clarity.de.mark", "clarity.de.fix", "word")
             for it in zh for span in it.a.de_chains]
    return result("de_chains", 100.0 - 15 * len(marks), len(marks), "0", "clarity.de",
                  marks, n=len(marks))


CHECKS = (
    Check("sentence_length", 0.30, sentence_length),
    Check("hedging", 0.20, hedging),
    Check("puffery", 0.20, puffery),
    Check("fillers", 0.20, filler_words),
    Check("de_chains", 0.10, de_chains),
    Check("readability", 0.0, readability),
    Check("passive_voice", 0.0, passive_voice),
)
