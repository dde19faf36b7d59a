"""Facts & Data (事实与数据密度): how much of the text can be verified."""

from __future__ import annotations

from ..document import DocumentView
from ..results import CheckResult
from ..thresholds import for_lang
from .base import Check, at_least, mark, not_applicable, pct, result


def fact_density(doc: DocumentView) -> CheckResult:
    """Share of prose sentences that carry a checkable fact (figure, date, version …)."""
    sentences = [s for it in doc.prose for s in it.a.sentences]
    if not sentences:
        return not_applicable("fact_density", "facts.density.none")
    share = sum(s.has_fact for s in sentences) / len(sentences)
    target = doc.t.fact_density_target
    return result("fact_density", at_least(share, target), share, f"≥ {target}",
                  "facts.density", share=pct(share), target=pct(target),
                  n=sum(s.has_fact for s in sentences), total=len(sentences))


def named_entities(doc: DocumentView) -> CheckResult:
    """Named organisations, products and people per 100 words (200 Chinese characters)."""
    if doc.size < 30:
        return not_applicable("entities", "facts.entities.short")
    count = sum(len(it.a.entities) for it in doc.items)
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
    bare = [it for it in long_items if not it.a.facts and not it.a.entities]
    marks = [mark(it.content_span, "weak", "facts.fact_free.mark", "facts.fact_free.fix",
                  n=it.a.length, unit="chars" if it.a.lang == "zh" else "words")
             for it in bare]
    share = len(bare) / len(long_items)
    return result("fact_free_paragraphs", 100.0 * (1 - share), len(bare), "0",
                  "facts.fact_free", marks, n=len(bare), total=len(long_items))


CHECKS = (
    Check("fact_density", 0.5, fact_density),
    Check("entities", 0.2, named_entities),
    Check("fact_free_paragraphs", 0.3, fact_free_paragraphs),
)
