"""Faults that cap the overall score instead of costing a few points.

Keyword stuffing, number salad, placeholder sources and duplicated paragraphs
are ways to look well sourced or well covered without being so. Controlled
studies treat such factors as gates, not points: while one stands, the article
cannot score above the cap, whatever else it does well. Each gate says why and
how to lift it.
"""

from __future__ import annotations

from scorers.checks.facts import salad_sentences
from scorers.document import DocumentView
from scorers.report.results import Gate

#: The highest overall score while each fault stands.
CAPS = {
    "keyword_stuffing": 60,
    "number_salad": 60,
    "placeholder_sources": 65,
    "duplicated_paragraphs": 70,
}

#: Placeholder links in the prose that count as pretending to cite.
PLACEHOLDER_LINKS_GATE = 2


def gates(doc: DocumentView) -> tuple[Gate, ...]:
    """The gates that stand for ``doc``, in a fixed order."""
    found: list[Gate] = []
    term, count, share = doc.top_term
    bad = doc.stuffing_limits(term)[1]
    if doc.stuffed or (count >= doc.t.stuffing_min_count and share > bad):
        shown = doc.surface(term)
        found.append(Gate("keyword_stuffing", CAPS["keyword_stuffing"], "gate.stuffing",
                          "gate.stuffing.fix", (("n", len(doc.stuffed)), ("term", shown))))
    salad = salad_sentences(doc)
    if len(salad) >= doc.t.salad_min_sentences and \
            len(salad) / doc.fact_sentence_count >= doc.t.salad_share_gate:
        found.append(Gate("number_salad", CAPS["number_salad"], "gate.salad", "gate.salad.fix",
                          (("n", len(salad)),)))
    placeholders = doc.placeholder_links()
    if len(placeholders) >= PLACEHOLDER_LINKS_GATE:
        found.append(Gate("placeholder_sources", CAPS["placeholder_sources"],
                          "gate.placeholder", "gate.placeholder.fix",
                          (("n", len(placeholders)),)))
    if doc.duplicates:
        found.append(Gate("duplicated_paragraphs", CAPS["duplicated_paragraphs"],
                          "gate.duplicates", "gate.duplicates.fix",
                          (("n", len(doc.duplicates)),)))
    return tuple(found)
