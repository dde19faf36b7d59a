"""Sources & Authority (来源与权威性): links, attributions, quotations, dates."""

from __future__ import annotations

import re

from ..blocks import QUOTE
from ..document import DocumentView, Item
from ..results import CheckResult, Mark
from .base import Check, at_least, doc_mark, mark, not_applicable, result

_REFERENCES_HEADING = re.compile(
    r"\b(?:references|sources|bibliography|further reading|citations|notes)\b|"
    r"参考|来源|引用|出处|文献|延伸阅读", re.I)


def citations(doc: DocumentView) -> CheckResult:
    """Links, footnotes and attributions per 500 words (1,000 Chinese characters)."""
    if doc.prose_size < 10:
        return not_applicable("citations", "sources.citations.short")
    links = sum(len(it.a.links) for it in doc.items)
    footnotes = sum(len(it.a.footnotes) for it in doc.items)
    attributions = sum(len(it.a.attributions) for it in doc.prose)
    count = links + footnotes + attributions
    rate = count / doc.size * 500
    target = doc.t.sources_per_500
    return result("citations", at_least(rate, target), round(rate, 2), f"≥ {target}",
                  "sources.citations", links=links, footnotes=footnotes,
                  attributions=attributions, rate=round(rate, 1), target=target,
                  per=1000 if doc.lang == "zh" else 500, unit=doc.unit)


def _speaker_near(items: list[Item], index: int) -> bool:
    it = items[index]
    if it.a.attributions or it.a.entities:
        return True
    return index > 0 and bool(items[index - 1].a.attributions)


def quotations(doc: DocumentView) -> CheckResult:
    """Direct quotations with their speaker named."""
    if doc.prose_size < 30:
        return not_applicable("quotations", "sources.quotes.short")
    items = doc.prose
    marks: list[Mark] = []
    with_speaker = 0
    for index, it in enumerate(items):
        quoted = it.a.quotes or (it.block.kind == QUOTE and it.a.sentences)
        if not quoted:
            continue
        if _speaker_near(items, index):
            with_speaker += 1
        else:
            marks.append(mark(it.content_span, "warn", "sources.quotes.nospeaker",
                              "sources.quotes.name"))
    if with_speaker:
        return result("quotations", 100.0, with_speaker, "≥ 1", "sources.quotes.ok", marks,
                      n=with_speaker)
    if marks:
        return result("quotations", 60.0, 0, "≥ 1", "sources.quotes.anonymous", marks)
    return result("quotations", 40.0, 0, "≥ 1", "sources.quotes.missing",
                  [doc_mark("sources.quotes.missing", "sources.quotes.add")])


def publication_date(doc: DocumentView) -> CheckResult:
    """A visible publication or update date."""
    fm = doc.front_matter
    if fm.get("date") or fm.get("updated") or fm.get("lastmod") or any(
            it.a.publication_date for it in doc.prose):
        return result("publication_date", 100.0, 1, "1", "sources.date.ok")
    return result("publication_date", 40.0, 0, "1", "sources.date.missing",
                  [doc_mark("sources.date.missing", "sources.date.add")])


def unsourced_figures(doc: DocumentView) -> CheckResult:
    """Paragraphs with figures need a source in or next to them."""
    items = doc.prose
    references = any(_REFERENCES_HEADING.search(it.a.plain) for it in doc.headings)
    with_figures = 0
    marks: list[Mark] = []
    for index, it in enumerate(items):
        if len(it.a.facts) < 2 or it.block.kind == QUOTE:
            continue
        with_figures += 1
        near = items[max(0, index - 1):index + 2]
        if any(other.a.has_source for other in near):
            continue
        if references and it.a.footnotes:
            continue
        marks.append(mark(it.content_span, "weak", "sources.unsourced.mark",
                          "sources.unsourced.fix", n=len(it.a.facts)))
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


CHECKS = (
    Check("citations", 0.35, citations),
    Check("quotations", 0.20, quotations),
    Check("publication_date", 0.15, publication_date),
    Check("unsourced_figures", 0.20, unsourced_figures),
    Check("vague_authority", 0.10, vague_authority),
)
