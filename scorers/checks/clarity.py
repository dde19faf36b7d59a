"""Clarity (语言清晰度): confident, plain claims.

Scored: sentence length, hedged claims, filler words and (Chinese) stacked 的.
Shown for information only: reading ease and passive voice, which on real
articles do not separate strong technical writing from weak.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import compress
from operator import attrgetter

from scorers.analysis.block import calls_to_action
from scorers.analysis.block_figures import BlockFigures
from scorers.analysis.memo import per_view, placed, remembered
from scorers.checks.base import Check, at_most, mark, not_applicable, pct, result, too_short
from scorers.document import DocumentView, Item
from scorers.markup.blocks import HEADING, PARAGRAPH
from scorers.markup.inline import strip_markup
from scorers.report.results import CheckResult, Mark
from scorers.rules.phrases import CALLS_TO_ACTION, PUFFERY
from scorers.rules.thresholds import for_lang

_SENTENCES = attrgetter("sentences")
_LONG_WEIGHT = attrgetter("long_weight")
_STATEMENTS = attrgetter("statements")
_HEDGED = attrgetter("hedged")
_UNASKED = attrgetter("unasked")
_HYPED = attrgetter("hyped")
#: A figure in a heading: the one that backs its superlative ("最受欢迎的 50 种").
_DIGIT = re.compile(r"\d")
_PASSIVES = attrgetter("a.passives")
_LATIN_WORDS = attrgetter("a.latin_words")
_SYLLABLES = attrgetter("a.syllables")
_SENTENCE_LIST = attrgetter("a.sentences")
_DE_CHAINS = attrgetter("a.de_chains")
_EMPTY = attrgetter("a.empty")
_LANG = attrgetter("a.lang")
_PLAIN = attrgetter("a.plain")


def _unit(lang: str) -> str:
    return "chars" if lang == "zh" else "words"


def _blocks(doc: DocumentView) -> list[BlockFigures]:
    return doc.figures


def _with(doc: DocumentView, field: str) -> Iterator[tuple[Item, BlockFigures]]:
    """The blocks of prose with something in ``field``, and their figures, in order."""
    blocks = _blocks(doc)
    return compress(zip(doc.prose, blocks, strict=True), map(attrgetter(field), blocks))


@per_view
def _empty(doc: DocumentView) -> int:
    """Statements that say nothing ("It is.", "That is so.", 就是这样。): they count in
    no share here, or padding with them would dilute the long and hedged sentences.
    (Once per view: four checks and the promotion gate subtract them.)"""
    return sum(map(len, map(_EMPTY, doc.prose)))


def sentence_length(doc: DocumentView) -> CheckResult:
    """Share of long sentences (> 25 words / 60 characters); very long ones are weak."""
    blocks = _blocks(doc)
    total = sum(map(_SENTENCES, blocks)) - _empty(doc)
    # Halves and wholes add up exactly in any order.
    long_weight = sum(map(_LONG_WEIGHT, blocks), 0.0)
    marks = [mark(it.span((start, end)), severity, key, "clarity.sentence.split", "sentence",
                  n=n, limit=limit, unit=_unit(it.a.lang))
             for it, block in _with(doc, "long") for start, end, severity, key, n, limit
             in block.long]
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
    in_lang = [(it, block) for it, block in zip(doc.prose, _blocks(doc), strict=True)
               if it.a.lang == doc.lang and block.sentences]
    en = [it for it, _ in in_lang] if doc.lang == "en" else []
    zh = [block for _, block in in_lang] if doc.lang == "zh" else []
    if not en and not zh:
        return not_applicable("readability", "clarity.readability.none")
    marks: list[Mark] = []
    scores: list[tuple[float, float]] = []
    value = 0.0
    if en:
        t = for_lang("en")
        words = sum(map(_LATIN_WORDS, en))
        count = sum(map(len, map(_SENTENCE_LIST, en)))
        ease = flesch(words, count, sum(map(_SYLLABLES, en)))
        scores.append((at_most(-ease, -t.reading_ease_good, -t.reading_ease_bad), words))
        value = ease
    if zh:
        t = for_lang("zh")
        chars = sum(block.chars for block in zh)
        count = sum(block.sentences for block in zh)
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
    sentences = sum(map(_SENTENCES, _blocks(doc)))
    if not sentences:
        return not_applicable("passive_voice", "clarity.passive.none")
    marks = [mark(it.span(span), "info", "clarity.passive.mark", "clarity.passive.fix",
                  "sentence")
             for it in compress(doc.prose, map(_PASSIVES, doc.prose)) for span in it.a.passives]
    share = len(marks) / sentences
    ok = doc.t.passive_share_ok
    return result("passive_voice", at_most(share, ok, ok * 3), share, f"≤ {ok}",
                  "clarity.passive", marks, share=pct(share), ok=pct(ok))


def filler_words(doc: DocumentView) -> CheckResult:
    """Filler words ("very", "basically", 非常, 基本上 …) per 100 words."""
    marks = [m for it, block in _with(doc, "fillers")
             for m in placed(it, "filler_marks", lambda it=it, block=block: [
                 mark(it.span((start, end)), "warn", "clarity.fillers.mark",
                      "clarity.fillers.fix", "word", word=word)
                 for start, end, word in block.fillers])]
    if doc.said_length < doc.t.min_length / 3:
        return too_short("fillers", "clarity.fillers.none", marks)
    if not doc.prose_size:
        # Long enough, but no prose of the writer's own to count in: only headings,
        # tables, quotes — or every paragraph keyword-stuffed.
        return not_applicable("fillers", "clarity.fillers.no_prose")
    rate = len(marks) / doc.prose_size * 100
    t = doc.t
    return result("fillers", at_most(rate, t.filler_per_100_ok, t.filler_per_100_bad),
                  round(rate, 1), f"≤ {t.filler_per_100_ok}", "clarity.fillers", marks,
                  n=len(marks), rate=round(rate, 1), ok=t.filler_per_100_ok)


def hedging(doc: DocumentView) -> CheckResult:
    """Claims weakened by may, might, perhaps, 可能, 或许 … (not questions or quotations)."""
    blocks = _blocks(doc)
    sentences = sum(map(_STATEMENTS, blocks)) - _empty(doc)
    hedged = sum(map(_HEDGED, blocks))
    marks = [mark(it.span((start, end)), "warn", "clarity.hedging.mark", "clarity.hedging.fix",
                  "word", word=word)
             for it, block in _with(doc, "hedges") for start, end, word in block.hedges]
    if doc.said_length < doc.t.min_length / 3 or not sentences:
        return too_short("hedging", "clarity.hedging.short", marks)
    share = hedged / sentences
    t = doc.t
    return result("hedging", at_most(share, t.hedged_share_ok, t.hedged_share_bad), share,
                  f"≤ {t.hedged_share_ok}", "clarity.hedging", marks, n=hedged,
                  total=sentences, share=pct(share), ok=pct(t.hedged_share_ok))


def puffery(doc: DocumentView) -> CheckResult:
    """Unsupported superlatives and hype ("the best", "revolutionary", 最完美, 业界领先):
    a claim of being the best needs the figure or source that shows it. Calls to action
    ("Get involved", 欢迎大家加入, 感恩有你) count too, a link beside them or not."""
    blocks = _blocks(doc)
    sentences = sum(map(_UNASKED, blocks)) - _empty(doc)
    marks = [mark(it.span((start, end)), "warn", *_puffery_messages(it.a.lang, plain), "word",
                  word=plain)
             for it, block in _with(doc, "puffery") for start, end, word in block.puffery
             for plain in [_plain(word)]]
    marks += [mark(it.content_span if it is not None else (0, 0), "warn",
                   *_puffery_messages(doc.lang, word),
                   "paragraph" if it is not None else "document", word=word)
              for it, word in hyped_headings(doc)]
    if doc.said_length < doc.t.min_length / 3 or not sentences:
        return too_short("puffery", "clarity.puffery.short", marks)
    hyped, share = promotion(doc)
    t = doc.t
    return result("puffery", at_most(share, t.puffery_share_ok, t.puffery_share_bad), share,
                  f"≤ {t.puffery_share_ok}", "clarity.puffery", marks, n=hyped,
                  total=sentences, share=pct(share), ok=pct(t.puffery_share_ok))


@per_view
def promotion(doc: DocumentView) -> tuple[int, float]:
    """How many sentences hype or ask the reader to act, and their share of the
    sentences that say something (0 when there are none). A title or heading that does
    ("欢迎彭博加入 Karmada 用户组", "中国首次 Istio meetup 圆满结束！", "Join the community")
    counts as one more such statement: a headline is the first claim a reader and an
    engine read, and hype there is hype."""
    blocks = _blocks(doc)
    heads = len(hyped_headings(doc))
    sentences = sum(map(_UNASKED, blocks)) - _empty(doc) + heads
    hyped = sum(map(_HYPED, blocks)) + heads
    return hyped, hyped / sentences if sentences > 0 else 0.0


@per_view
def hyped_headings(doc: DocumentView) -> list[tuple[Item | None, str]]:
    """The title (``None``: one from the front matter) and headings that ask the reader
    to act, or praise with no figure in them ("重磅发布", "a game changer"), each with the
    word found. "最受欢迎的 50 种云资源" names the figure that backs it, as a sentence may.
    Asked three times a scoring (the check, its share, the promotion gate): once per
    view, and each heading's word kept with its analysis, so that a keystroke in a
    paragraph searches no heading again."""
    title_items = [it for it in doc.headings if it.a.level == 1 and it.a.plain == doc.title]
    lang = doc.lang
    words = remembered(doc.headings, f"hype.{lang}",
                       lambda it: _heading_hype(it.a.plain, lang))
    candidates = list(zip(doc.headings, map(_PLAIN, doc.headings), words, strict=True))
    if doc.title and not title_items:
        candidates.insert(0, (None, doc.title, _heading_hype(doc.title, lang)))
    found: list[tuple[Item | None, str]] = []
    seen: set[str] = set()
    for it, text, word in candidates:
        if not text or text in seen:
            continue
        seen.add(text)
        if word is not None:
            found.append((it, word))
    return found


def _heading_hype(text: str, lang: str) -> str | None:
    """The call to action, or else the praise with no figure beside it, that ``text``
    (a title or heading) holds; None when it has neither."""
    if not text:
        return None
    low = text.lower() if lang == "en" else None
    calls = calls_to_action(text, low, lang)
    if calls:
        return text[calls[0][0]:calls[0][1]]
    hype = PUFFERY[lang].search(text)
    if hype is not None and not _DIGIT.search(text):
        return hype.group(0)
    return None


def sign_off_calls(doc: DocumentView) -> int:
    """Sentences of the closing sign-off that only ask the reader to act ("Join us on
    Slack to discuss this release.", 欢迎关注我们的公众号): those of the run of paragraphs
    that close the last section, each of them mostly asking for something. An editor says "trim the
    sign-off", not "this is a promotional page"; boasts there still count."""
    figures = {id(it): block for it, block in zip(doc.prose, _blocks(doc), strict=True)}
    closing = 0
    for it in reversed(doc.items):
        if it.a.kind == HEADING:
            break
        block = figures.get(id(it))
        if block is None:
            continue  # a link list, an image, a table: part of the close, not prose
        calls = [(start, end) for start, end, word in block.puffery
                 if _is_call(it.a.lang, _plain(word))]
        if not calls:
            break
        hype = [start for start, _, word in block.puffery
                if not _is_call(it.a.lang, _plain(word))]
        asking = sum(1 for s in it.a.sentences
                     if any(s.start <= start < s.end for start, _ in calls)
                     and not any(s.start <= start < s.end for start in hype))
        if 2 * asking < len(it.a.sentences):
            break  # a paragraph of the body with a call in it, not a sign-off
        closing += asking
    return closing


def _is_call(lang: str, word: str) -> bool:
    calls = CALLS_TO_ACTION.get(lang)
    return calls is not None and calls.fullmatch(word) is not None


def _plain(word: str) -> str:
    return " ".join(strip_markup(word, PARAGRAPH).prose.split())


def _puffery_messages(lang: str, word: str) -> tuple[str, str]:
    # A call to action is told apart: it needs cutting, not a figure to back it.
    if _is_call(lang, word):
        return "clarity.puffery.call", "clarity.puffery.call_fix"
    return "clarity.puffery.mark", "clarity.puffery.fix"


def de_chains(doc: DocumentView) -> CheckResult:
    """Chinese: three or more 的 stacked in one phrase."""
    if "zh" not in map(_LANG, doc.prose):
        return not_applicable("de_chains", "clarity.de.none")
    marks = [mark(it.span(span), "warn", "clarity.de.mark", "clarity.de.fix", "word")
             for it in compress(doc.prose, map(_DE_CHAINS, doc.prose)) for span in it.a.de_chains]
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
