"""AI Extractability (AI 可提取性): can an answer engine lift a passage on its own?"""

from __future__ import annotations

from ..blocks import PARAGRAPH
from ..document import DocumentView, Item
from ..results import CheckResult, Mark
from ..thresholds import PASS_SCORE, for_lang
from .base import Check, at_most, mark, not_applicable, pct, result


def _first_prose(items: tuple[Item, ...]) -> Item | None:
    for it in items:
        if it.block.is_prose and it.a.sentences:
            return it
    return None


def answer_first(doc: DocumentView) -> CheckResult:
    """The first sentence of each section states the point (short, direct, not a question)."""
    openings: list[Item] = []
    for section in doc.sections:
        if section.heading is None:
            continue
        first = _first_prose(section.items)
        if first is not None:
            openings.append(first)
    if not openings:
        return not_applicable("answer_first", "extract.answer_first.none")
    marks: list[Mark] = []
    for it in openings:
        s = it.a.sentences[0]
        limit = for_lang(it.a.lang).opening_sentence_max
        if s.question or s.length > limit or it.a.opener is not None:
            marks.append(mark(it.span((s.start, s.end)), "warn", "extract.answer_first.mark",
                              "extract.answer_first.fix", "sentence"))
    share = 1 - len(marks) / len(openings)
    return result("answer_first", 100.0 * share, share, "1.0", "extract.answer_first", marks,
                  n=len(openings) - len(marks), total=len(openings))


def self_contained(doc: DocumentView) -> CheckResult:
    """Paragraphs do not open on an unresolved "This", "It", "However", 这, 它, 此外 …"""
    paragraphs = [it for it in doc.prose if it.block.kind == PARAGRAPH]
    if not paragraphs:
        return not_applicable("self_contained", "extract.self_contained.none")
    marks = [mark(it.span(it.a.opener), "weak", "extract.self_contained.mark",
                  "extract.self_contained.fix", "word",
                  word=it.block.text[it.a.opener[0]:it.a.opener[1]])
             for it in paragraphs if it.a.opener is not None]
    share = len(marks) / len(paragraphs)
    return result("self_contained", 100.0 * (1 - 2 * share), share, "0", "extract.self_contained",
                  marks, n=len(marks), total=len(paragraphs))


def question_headings(doc: DocumentView) -> CheckResult:
    """Question headings are answered in the first two sentences below them."""
    asked = [s for s in doc.sections if s.heading is not None and s.heading.a.question]
    if not asked:
        return not_applicable("question_headings", "extract.questions.none")
    marks: list[Mark] = []
    for section in asked:
        first = _first_prose(section.items)
        answered = first is not None and not all(s.question for s in first.a.sentences[:2])
        if not answered:
            marks.append(mark(section.heading.content_span, "weak", "extract.questions.mark",
                              "extract.questions.fix"))
    share = 1 - len(marks) / len(asked)
    return result("question_headings", 100.0 * share, share, "1.0", "extract.questions", marks,
                  n=len(asked) - len(marks), total=len(asked))


def _contains(text: str, term: str) -> bool:
    return term in text.lower()


def key_terms(doc: DocumentView) -> CheckResult:
    """The key-term cluster (核心词簇) appears in the title, the headings and the opening."""
    terms = doc.key_terms
    if len(terms) < 2 or doc.size < 50:
        return not_applicable("key_terms", "extract.key_terms.none")
    title = doc.title
    subheads = " ".join(it.a.plain for it in doc.headings if it.a.level >= 2)
    opening = " ".join(it.a.plain for it in doc.opening)
    in_title = sum(_contains(title, t) for t in terms) / len(terms)
    in_heads = sum(_contains(subheads, t) for t in terms) / len(terms)
    in_opening = sum(_contains(opening, t) for t in terms) / len(terms)
    score = 100 * (0.4 * min(1.0, in_title * 1.5) + 0.3 * min(1.0, in_heads * 1.5)
                   + 0.3 * min(1.0, in_opening * 1.5))
    marks = []
    if in_title == 0:
        marks.append(mark((0, 0), "info", "extract.key_terms.title", "extract.key_terms.fix",
                          "document",
                          terms="、".join(terms) if doc.lang == "zh" else ", ".join(terms)))
    joined = "、".join(terms) if doc.lang == "zh" else ", ".join(terms)
    return result("key_terms", score, round((in_title + in_heads + in_opening) / 3, 2), "≥ 0.67",
                  "extract.key_terms", marks, terms=joined, title=pct(in_title),
                  headings=pct(in_heads), opening=pct(in_opening))


def keyword_stuffing(doc: DocumentView) -> CheckResult:
    """No term above ~3% of all words: the GEO paper found stuffing does not help."""
    t = doc.t
    if not doc.term_counts or doc.words < 50:
        return not_applicable("keyword_stuffing", "extract.stuffing.none")
    term, count, share = doc.top_term
    if count < t.stuffing_min_count or share <= t.stuffing_share:
        return result("keyword_stuffing", 100.0, share, f"≤ {t.stuffing_share}",
                      "extract.stuffing.ok", term=term, share=pct(share))
    marks = [mark(it.content_span, "weak", "extract.stuffing.mark", "extract.stuffing.fix",
                  term=term, n=it.a.terms[term]) for it in doc.stuffed]
    return result("keyword_stuffing", at_most(share, t.stuffing_share, t.stuffing_share_bad),
                  share, f"≤ {t.stuffing_share}", "extract.stuffing", marks, term=term,
                  share=round(share * 100, 1), n=count)


def pronouns(doc: DocumentView) -> CheckResult:
    """Things are named rather than referred to by pronouns."""
    words = sum(it.a.words for it in doc.prose)
    if words < 30:
        return not_applicable("pronouns", "extract.pronouns.none")
    share = sum(it.a.pronouns for it in doc.prose) / words
    ok = doc.t.pronoun_share_ok
    return result("pronouns", at_most(share, ok, ok * 3), share, f"≤ {ok}", "extract.pronouns",
                  share=round(share * 100, 1), ok=pct(ok))


def query_coverage(doc: DocumentView) -> CheckResult:
    """The worst-covered of the writer's questions (and those mined from the headings):
    an article is judged on its weakest answer, not its average (IF-GEO)."""
    answers = doc.answers
    judged = [q for q in answers.questions if q.coverage is not None] if answers else []
    worst = answers.worst if judged else None
    if worst is None:
        return not_applicable("query_coverage", "extract.query.none")
    values = dict(worst.params) | {"query": worst.query, "coverage": worst.coverage}
    best = worst.best
    if best is not None and best.quote_end > best.quote_start:
        where, scope = (best.quote_start, best.quote_end), "sentence"
    else:
        where, scope = (0, 0), "document"
    severity = "info" if worst.coverage >= PASS_SCORE else "warn"
    marks = [mark(where, severity, "extract.query.mark", worst.advice, scope, **values)]
    return result("query_coverage", float(worst.coverage), float(worst.coverage), "≥ 80",
                  "extract.query", marks, n=len(judged), query=worst.query,
                  coverage=worst.coverage)


CHECKS = (
    Check("answer_first", 0.25, answer_first),
    Check("self_contained", 0.20, self_contained),
    Check("question_headings", 0.10, question_headings),
    Check("key_terms", 0.20, key_terms),
    Check("keyword_stuffing", 0.20, keyword_stuffing),
    Check("pronouns", 0.10, pronouns),
    Check("query_coverage", 0.20, query_coverage),
)


