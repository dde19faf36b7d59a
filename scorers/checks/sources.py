"""Sources & Authority (来源与权威性): distinct real sources, named quotations, a date.

Sources are counted as :mod:`scorers.analysis.sourcing` explains: each further distinct,
real source raises the score, with diminishing returns, until the article is well
sourced for its length. An article with figures and no source a reader can follow
cannot score above "fair" (the engine caps the dimension).
"""

from __future__ import annotations

import datetime
import math
import re
from itertools import compress
from operator import attrgetter

from scorers.analysis.memo import placed, remembered
from scorers.checks.base import Check, doc_mark, mark, not_applicable, result, too_short
from scorers.document import DocumentView, Item
from scorers.markup.blocks import QUOTE
from scorers.report.results import CheckResult, Mark

_REFERENCES_HEADING = re.compile(
    r"\b(?:references|sources|bibliography|further reading|citations|notes)\b|"
    r"参考|来源|引用|出处|文献|延伸阅读", re.I)

#: A visible date this many years old, with no later one, reads as stale.
STALE_YEARS = 3


def sources_needed(doc: DocumentView) -> float:
    """How many sources make this article well sourced: 3, and one more per 300 words;
    half as many for an article that reports measurements of its own (it is a source)."""
    needed = max(3.0, doc.size / 300)
    if sum(1 for it in doc.prose if it.a.own_measurement) >= 3:
        needed = max(2.0, needed / 2)
    return needed


def citations(doc: DocumentView) -> CheckResult:
    """Distinct, real, specific sources, with diminishing returns up to a high bar."""
    if doc.prose_size < 10:
        return not_applicable("citations", "sources.citations.none")
    if doc.length < doc.t.min_length / 3 and not doc.sources.value:
        return too_short("citations", "sources.citations.short")
    tally = doc.sources
    needed = sources_needed(doc)
    # 90 when the article has as many sources as it needs; every further one still counts.
    score = 100.0 * (1 - math.exp(-math.log(10) * tally.value / needed))
    marks: list[Mark] = []
    for item in doc.placeholder_links():
        marks.append(mark(item.content_span, "weak", "sources.citations.placeholder",
                          "sources.citations.real"))
    return result("citations", score, round(tally.value, 2), f"≥ {round(needed)}",
                  "sources.citations", marks, n=tally.distinct, value=round(tally.value, 1),
                  needed=round(needed), placeholder=tally.placeholder, own=tally.own,
                  generic=tally.generic)


def _named_speaker_before(items: list[Item], index: int) -> bool:
    return index > 0 and bool(items[index - 1].a.attributions or items[index - 1].a.quotations)


def quotations(doc: DocumentView) -> CheckResult:
    """Quoted words with a named speaker and a verb of saying."""
    if doc.length < doc.t.min_length / 2:
        return too_short("quotations", "sources.quotes.short")
    items = doc.prose
    figures = doc.figures
    named = sum(map(_NAMED_QUOTES, figures))  # quotations with their speaker, signed quotes
    marks: list[Mark] = []
    # Only blocks with a quotation by a pronoun, without a speaker, or in a block quote
    # can count more (or be marked), depending on the block before them.
    for index in compress(range(len(items)), map(_QUOTE_CHECK, figures)):
        it = items[index]
        by_pronoun = len(it.a.pronoun_quotes)
        if by_pronoun and (it.a.attributions or it.a.quotations or
                           _named_speaker_before(items, index)):
            named += by_pronoun
        else:
            marks.extend(mark(it.span(span), "warn", "sources.quotes.nospeaker",
                              "sources.quotes.name", "sentence")
                         for span in it.a.pronoun_quotes)
        if it.block.kind == QUOTE and _named_speaker_before(items, index):
            # "Percy Liang said:" and then the quotation as a block quote.
            named += len(it.a.anonymous_quotes) + len(it.a.bare_quotes)
        else:
            marks.extend(mark(it.span(span), "warn", "sources.quotes.nospeaker",
                              "sources.quotes.name", "sentence")
                         for span in it.a.anonymous_quotes)
    score = {0: 50.0, 1: 80.0, 2: 92.0}.get(named, 100.0)
    if named:
        return result("quotations", score, named, "≥ 1", "sources.quotes.ok", marks, n=named)
    if marks:
        return result("quotations", 50.0, 0, "≥ 1", "sources.quotes.anonymous", marks)
    return result("quotations", score, 0, "≥ 1", "sources.quotes.missing",
                  [doc_mark("sources.quotes.missing", "sources.quotes.add")])


def publication_date(doc: DocumentView) -> CheckResult:
    """A visible publication or update date, and not a stale one."""
    fm = doc.front_matter
    dated = [fm.get(key, "") for key in ("date", "updated", "lastmod", "last_modified")
             if fm.get(key)]
    visible = dated or any(it.a.publication_date for it in doc.prose)
    if not visible:
        return result("publication_date", 30.0, 0, "1", "sources.date.missing",
                      [doc_mark("sources.date.missing", "sources.date.add")])
    years = [int(y) for value in dated for y in re.findall(r"(?<!\d)(?:19|20)\d\d(?!\d)", value)]
    years += [y for it in doc.prose if it.a.publication_date for y in it.a.years]
    newest = max(years, default=0)
    this_year = datetime.date.today().year
    if newest and this_year - newest >= STALE_YEARS:
        return result("publication_date", 40.0, newest, "1", "sources.date.stale",
                      [doc_mark("sources.date.stale", "sources.date.review", year=newest)],
                      year=newest)
    return result("publication_date", 100.0, 1, "1", "sources.date.ok")


_OWN_MEASUREMENT = attrgetter("a.own_measurement")
_NAMED_QUOTES = attrgetter("named_quotes")
_QUOTE_CHECK = attrgetter("quote_check")
_CLAIM_FIGURES = attrgetter("claim_figures")
_HAS_SOURCE = attrgetter("has_source")


def _references_heading(it: Item) -> bool:
    return bool(_REFERENCES_HEADING.search(it.a.plain))


def unsourced_figures(doc: DocumentView) -> CheckResult:
    """Paragraphs citing figures need a source in or next to them (the article's own
    measurements are its evidence, not an unsourced claim)."""
    items = doc.prose
    references = any(remembered(doc.headings, "references_heading", _references_heading))
    # A section that says it reports the writer's own measurements ("we measured", 实测)
    # presents its figures as evidence of its own.
    own = {id(it) for section in doc.sections
           if any(other.a.own_measurement for other in section.items)
           for it in section.items} if any(map(_OWN_MEASUREMENT, doc.items)) else set()
    with_figures = 0
    marks: list[Mark] = []
    counts = list(map(_CLAIM_FIGURES, doc.figures))
    sourced = list(map(_HAS_SOURCE, doc.figures))
    for index in [i for i, figures in enumerate(counts) if figures >= 2]:
        it = items[index]
        figures = counts[index]
        if it.block.kind == QUOTE or id(it) in own:
            continue
        with_figures += 1
        if any(sourced[max(0, index - 1):index + 2]) or (references and it.a.footnotes):
            continue
        marks.append(placed(it, "unsourced_mark", lambda it=it, n=figures: mark(
            it.content_span, "weak", "sources.unsourced.mark", "sources.unsourced.fix", n=n)))
    if not with_figures:
        return not_applicable("unsourced_figures", "sources.unsourced.none")
    share = len(marks) / with_figures
    return result("unsourced_figures", 100.0 * (1 - share), len(marks), "0",
                  "sources.unsourced", marks, n=len(marks), total=with_figures)


def vague_authority(doc: DocumentView) -> CheckResult:
    """"Studies show", "experts say", 研究表明 … with no citation in the sentence."""
    marks: list[Mark] = []
    for it in doc.prose:
        if not it.a.vague:
            continue
        cited = [(s, e) for s, e, _ in it.a.links] + list(it.a.footnotes)
        for start, end in it.a.vague:
            sentence = next(((s.start, s.end) for s in it.a.sentences
                             if s.start <= start < s.end), (start, end))
            if any(sentence[0] <= s < sentence[1] for s, _ in cited):
                continue
            marks.append(mark(it.span((start, end)), "weak", "sources.vague.mark",
                              "sources.vague.fix", "word", phrase=it.block.text[start:end]))
    return result("vague_authority", 100.0 - 30 * len(marks), len(marks), "0",
                  "sources.vague", marks, n=len(marks))


def unsourced_cap(doc: DocumentView) -> int | None:
    """The highest Sources score an article with figures and no followable source gets."""
    if doc.sources.verifiable == 0 and doc.fact_sentence_count >= 3:
        return doc.t.unsourced_sources_cap
    return None


CHECKS = (
    Check("citations", 0.45, citations),
    Check("quotations", 0.15, quotations),
    Check("publication_date", 0.15, publication_date),
    Check("unsourced_figures", 0.15, unsourced_figures),
    Check("vague_authority", 0.10, vague_authority),
)
