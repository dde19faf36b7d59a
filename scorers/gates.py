"""Faults that cap the overall score instead of costing a few points.

Keyword stuffing, number salad, placeholder sources and duplicated paragraphs
are ways to look well sourced or well covered without being so. Controlled
studies treat such factors as gates, not points: while one stands, the article
cannot score above the cap, whatever else it does well. Each gate says why and
how to lift it.
"""

from __future__ import annotations

from scorers.checks.clarity import promotion, sign_off_calls
from scorers.checks.facts import salad_sentences
from scorers.document import DocumentView
from scorers.report.results import Gate

#: The highest overall score while each fault stands.
CAPS = {
    "keyword_stuffing": 60,
    "number_salad": 60,
    "placeholder_sources": 65,
    "duplicated_paragraphs": 70,
    "promotion": 70,
}

#: Placeholder links in the prose that count as pretending to cite.
PLACEHOLDER_LINKS_GATE = 2


def stuffing(doc: DocumentView) -> str | None:
    """The term or phrase an article is stuffed with, or None: a stuffed paragraph, a
    stuffed heading or title, or one term (English: one two-word phrase) far above
    natural use in the whole article."""
    term, count, share = doc.top_term
    if count >= doc.t.stuffing_min_count and share > doc.stuffing_limits(term)[1]:
        return term
    if doc.stuffed:
        # The word the first stuffed paragraph's finding names ("matters" in "Heat
        # matters. Homes matter. …"), not the article's top term ("heat").
        return doc.stuffed_with(doc.stuffed[0])[0]
    phrase, count, share = doc.top_phrase
    if count >= doc.t.stuffing_min_count and share > doc.stuffing_limits(phrase)[1]:
        return phrase
    return doc.stuffed_headings[0][1] if doc.stuffed_headings else None


def gates(doc: DocumentView) -> tuple[Gate, ...]:
    """The gates that stand for ``doc``, in a fixed order."""
    found: list[Gate] = []
    stuffed = stuffing(doc)
    if stuffed is not None:
        shown = doc.surface(stuffed)
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
    hyped, share = promotion(doc)
    if hyped:
        # Calls to action in the closing sign-off ("Follow us on Twitter", 欢迎关注) ask
        # for a trim, not a cap: Clarity still marks and counts them.
        counted = hyped - sign_off_calls(doc)
        hyped, share = counted, share * counted / hyped
    if hyped >= doc.t.promotion_min_sentences and share >= doc.t.puffery_share_bad \
            and doc.said_length >= doc.t.min_length / 3:
        # A page that hypes its subject or asks the reader to join in one sentence of eight
        # (where the Plain claims check scores 0) is promotion — a press release, a
        # milestone boast, an invitation: a poor source however well it is laid out.
        found.append(Gate("promotion", CAPS["promotion"], "gate.promotion",
                          "gate.promotion.fix", (("n", hyped), ("share", round(100 * share)))))
    if doc.duplicates:
        found.append(Gate("duplicated_paragraphs", CAPS["duplicated_paragraphs"],
                          "gate.duplicates", "gate.duplicates.fix",
                          (("n", len(doc.duplicates)),)))
    return tuple(found)
