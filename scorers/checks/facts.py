"""Facts & Data (事实与数据密度): how much of the text can be verified.

A fact is a figure bound to what it measures, in a sentence that says something;
a results table is data, row by row. Bare numbers, list numbering and footnote
counters are not facts, and a sentence packed with figures and few words is a
number salad: it counts half, and many of them cap the article's score.
"""

from __future__ import annotations

from ..document import DocumentView
from ..results import CheckResult
from ..thresholds import for_lang
from .base import Check, at_least, at_most, mark, not_applicable, pct, result, too_short


def is_salad(figures: int, content: int, lang: str) -> bool:
    """A sentence with many figures and few words saying what they measure."""
    t = for_lang(lang)
    return figures >= t.salad_min_figures and content < t.salad_words_per_figure * figures


def fact_density(doc: DocumentView) -> CheckResult:
    """Share of prose sentences (and table rows) that carry a checkable fact."""
    sentences = [(it, s) for it in doc.prose for s in it.a.sentences if not s.question]
    rows = sum(it.a.table_rows for it in doc.tables)
    fact_rows = sum(it.a.table_fact_rows for it in doc.tables)
    if not sentences and not fact_rows:
        return not_applicable("fact_density", "facts.density.none")
    credit = 0.0
    with_fact = 0
    for it, s in sentences:
        if s.facts:
            with_fact += 1
            credit += 0.5 if is_salad(s.numbers, s.content, it.a.lang) else 1.0
    # Tables count by their data rows: rows of text only neither add nor take away.
    share = (credit + fact_rows) / (len(sentences) + fact_rows)
    target = doc.t.fact_density_target
    return result("fact_density", at_least(share, target), share, f"≥ {target}",
                  "facts.density", share=pct(share), target=pct(target),
                  n=with_fact, total=len(sentences), rows=fact_rows, all_rows=rows)


def named_entities(doc: DocumentView) -> CheckResult:
    """Named organisations, products and people per 100 words (200 Chinese characters)."""
    if doc.length < doc.t.min_length / 3:
        return too_short("entities", "facts.entities.short")
    # Distinct names: "NetScaler" forty times is one named thing, not forty.
    count = len({it.block.text[start:end].lower() for it in doc.items
                 for _, start, end in it.a.entities})
    per_100 = count / doc.size * 100
    target = doc.t.entities_per_100
    return result("entities", at_least(per_100, target), per_100, f"≥ {target}",
                  "facts.entities", n=count, rate=round(per_100, 1), target=target,
                  per=200 if doc.lang == "zh" else 100, unit=doc.unit)


def fact_free_paragraphs(doc: DocumentView) -> CheckResult:
    """Long prose paragraphs without a single figure, date or name are weak."""
    long_items = [it for it in doc.paragraphs
                  if it.a.length >= for_lang(it.a.lang).fact_free_paragraph]
    if not long_items:
        return result("fact_free_paragraphs", 100.0, 0, "0", "facts.fact_free.none_long")
    # The article's own subject is no new name: "Dubbo" in every paragraph of an article
    # about Dubbo makes none of them checkable.
    subject = set(doc.key_terms[:1])
    bare = [it for it in long_items if not it.a.facts and not any(
        it.block.text[start:end].lower() not in subject for _, start, end in it.a.entities)]
    marks = [mark(it.content_span, "weak", "facts.fact_free.mark", "facts.fact_free.fix",
                  n=it.a.length, unit="chars" if it.a.lang == "zh" else "words")
             for it in bare]
    share = len(bare) / len(long_items)
    return result("fact_free_paragraphs", 100.0 * (1 - share), len(bare), "0",
                  "facts.fact_free", marks, n=len(bare), total=len(long_items))


def number_salad(doc: DocumentView) -> CheckResult:
    """Sentences packed with figures and few words: a salad, not evidence."""
    facts = doc.fact_sentences
    if not facts:
        return not_applicable("number_salad", "facts.salad.none")
    salad = [(it, s) for it, s in facts if is_salad(s.numbers, s.content, it.a.lang)]
    marks = [mark(it.span((s.start, s.end)), "weak", "facts.salad.mark", "facts.salad.fix",
                  "sentence", n=s.numbers) for it, s in salad]
    share = len(salad) / len(facts)
    return result("number_salad", at_most(share, 0.05, doc.t.salad_share_gate), share, "0",
                  "facts.salad", marks, n=len(salad), total=len(facts))


CHECKS = (
    Check("fact_density", 0.65, fact_density),
    Check("entities", 0.10, named_entities),
    Check("fact_free_paragraphs", 0.25, fact_free_paragraphs),
    # Shown with its marks; a salad counts half in fact_density and caps the overall score.
    Check("number_salad", 0.0, number_salad),
)
