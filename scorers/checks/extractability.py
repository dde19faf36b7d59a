"""AI Extractability (AI 可提取性): can an answer engine lift a passage on its own?

Engines retrieve a passage, then quote a sentence. So: the answer first under
each heading, sharing the heading's terms and making a claim; the key claims in
the first 30% of the article; paragraphs that do not open by pointing back; the
article's key terms in its title and headings; no keyword stuffing.
"""

from __future__ import annotations

import re
from itertools import compress, count, repeat
from operator import attrgetter, eq, is_not, ne, or_

from scorers.analysis.claims import answers_heading, tells_own_story
from scorers.analysis.memo import placed, placed_for, remembered
from scorers.checks.base import (
    Check,
    at_least,
    at_most,
    mark,
    not_applicable,
    pct,
    result,
    too_short,
)
from scorers.checks.openings import opening_in, openings
from scorers.document import DocumentView, Item, Section, says_nothing
from scorers.markup.blocks import CODE, LIST_ITEM, PARAGRAPH, QUOTE, TABLE
from scorers.report.results import CheckResult, Mark
from scorers.rules.patterns import FAQ_HEADING, QUESTION
from scorers.rules.phrases import FIRST_PERSON
from scorers.rules.thresholds import PASS_SCORE, target_met

_OPENER = attrgetter("a.opener")
_KIND = attrgetter("a.kind")
_EMPTY = attrgetter("a.empty")
_WORDS = attrgetter("a.words")
_PRONOUNS = attrgetter("a.pronouns")
_BODY = attrgetter("body")
_BODY_QUESTIONS = attrgetter("body_questions")


def _heading_terms(heading: Item) -> tuple[str, ...]:
    return tuple(heading.a.terms)


def answers(section: Section, doc: DocumentView) -> bool | None:
    """Whether the section's first sentence answers its heading (None: nothing to judge).
    Text before the first heading answers the front matter's title, when there is one."""
    opening = opening_in(doc, section)
    if opening is None or opening == "data":
        return None
    it, sentence = opening
    if section.heading is not None:
        if section.heading.a.faq_marker:
            # "FAQ", 常见问题: a shelf of questions, each judged under its own heading.
            return None
        # The verdict depends on the heading and the opening block alone: it is kept on
        # the opening block's analysis with the heading's analysis it was given for.
        heading = section.heading.a
        kept = it.a.memo.get("answers")
        if kept is not None and kept[0] is heading:
            return kept[1]
        text = it.block.text[sentence.start:sentence.end]
        verdict = not tells_own_story(text, it.a.lang) and answers_heading(
            text, sentence.claim, heading.plain, _heading_terms(section.heading), it.a.lang,
            question=heading.question, hedged=bool(sentence.hedges), asks=sentence.question)
        it.a.memo["answers"] = (heading, verdict)
        return verdict
    if doc.front_matter.get("title") and section is doc.sections[0]:
        heading_text = doc.front_matter["title"]
        if FAQ_HEADING.search(heading_text):
            # A page titled "FAQ" is a shelf of questions, as a FAQ heading is.
            return None
        terms = tuple(t for t in doc.term_counts if t in heading_text.lower())
        question = bool(QUESTION.search(heading_text))
    else:
        return None
    text = it.block.text[sentence.start:sentence.end]
    return not tells_own_story(text, it.a.lang) and answers_heading(
        text, sentence.claim, heading_text, terms, it.a.lang, question=question,
        hedged=bool(sentence.hedges), asks=sentence.question)


def answer_first(doc: DocumentView) -> CheckResult:
    """The first sentence under each heading shares its key terms and makes a claim."""
    judged: list[tuple[Section, bool]] = []
    for section in doc.sections:
        verdict = answers(section, doc)
        if verdict is not None:
            judged.append((section, verdict))
    if not judged:
        return not_applicable("answer_first", "extract.answer_first.none")
    marks: list[Mark] = []
    for section, ok in judged:
        if ok or (section.heading is not None and section.heading.a.question
                  and section.heading.a.level >= 2):
            continue  # question headings get their own finding (question_headings)
        it, sentence = opening_in(doc, section)  # type: ignore[misc]
        heading = section.heading.a.plain if section.heading else doc.title
        # The very mark of last time while the block and its heading stay: the findings
        # are then placed once (a new mark is placed, and its block judged, again).
        marks.append(placed_for(
            it, "answer_first_mark", (heading, sentence.start, sentence.end),
            lambda it=it, sentence=sentence, heading=heading: mark(
                it.span((sentence.start, sentence.end)), "warn", "extract.answer_first.mark",
                "extract.answer_first.fix", "sentence", heading=heading)))
    share = 1 - len(marks) / len(judged)
    return result("answer_first", 100.0 * share, share, "1.0", "extract.answer_first", marks,
                  n=len(judged) - len(marks), total=len(judged))


def early_claims(doc: DocumentView) -> CheckResult:
    """The article's claims are not saved for the end: at least their share sits in the
    first 30% (44% of ChatGPT's citations come from there)."""
    claims = doc.claim_count
    if doc.said_length < doc.t.min_length / 2 or claims < 3:
        return too_short("early_claims", "extract.early.short")
    early = doc.claims_within(0.3)
    ratio = early / (0.3 * claims)
    marks: list[Mark] = []
    if ratio < 0.7:
        first = next((it for it in doc.prose if it.a.sentences), None)
        if first is not None:
            marks.append(mark(first.content_span, "warn", "extract.early.mark",
                              "extract.early.fix", share=pct(early / claims)))
    # Judged on the share the text shows ("30% … aim for 30% or more"), not on the ratio
    # behind the score, so that a ✓ and the text agree.
    return result("early_claims", at_least(ratio, 1.0), early / claims, "≥ 0.3",
                  "extract.early", marks, share=pct(early / claims), n=early,
                  total=claims)


def _judged_elsewhere(doc: DocumentView) -> set[int]:
    """Paragraphs whose opening word does not leave a lifted passage without its referent,
    by id: a one-sentence lead-in ending on a colon right above the list, code or table it
    introduces ("这里有三组参数需要注意：", "These APIs are exported:") points forward, into
    the same passage; and the first sentence under a heading is judged by answer_first
    (a "This" there already answers nothing), so it is not counted twice."""
    out = {id(opening[0]) for section, opening in zip(
        doc.sections, map(openings(doc).__getitem__, map(id, doc.sections)), strict=True)
        if section.heading is not None and isinstance(opening, tuple)}
    items = doc.items
    for index in compress(count(), remembered(items, "lead_in", _lead_in)):
        if index + 1 < len(items) and items[index + 1].block.kind in (LIST_ITEM, CODE, TABLE):
            out.add(id(items[index]))
    return out


def _lead_in(it: Item) -> bool:
    """A one-sentence paragraph ending on a colon: a lead-in, when a list, code or a table
    follows it."""
    return (it.a.kind == PARAGRAPH and len(it.a.sentences) == 1
            and it.block.text.rstrip().endswith((":", "：")))


def self_contained(doc: DocumentView) -> CheckResult:
    """Paragraphs do not open on a word that points back ("This", "They", 这, 它 …)."""
    paragraphs = list(compress(doc.prose, map(eq, map(_KIND, doc.prose), repeat(PARAGRAPH))))
    if not paragraphs:
        return not_applicable("self_contained", "extract.self_contained.none")
    # Every opener is marked; the share is of paragraphs that say something, or padding
    # paragraphs ("It is. That is so.") would dilute the ones that point back.
    nothing = remembered(paragraphs, "says_nothing", says_nothing)
    counted = len(paragraphs) - sum(nothing) or len(paragraphs)
    marks = []
    weight = 0.0
    weighed = 0
    elsewhere = _judged_elsewhere(doc)
    openers = list(map(_OPENER, paragraphs))
    # Where each paragraph opens on the writer, remembered with its block: only the few
    # paragraphs that open on a pointer or on the writer are walked.
    writers = remembered(paragraphs, "writer_span", _writer_span)
    for index in compress(count(), map(or_, map(bool, openers),
                                       map(is_not, writers, repeat(None)))):
        it = paragraphs[index]
        if id(it) in elsewhere:
            continue
        writer = not openers[index]  # opens on "I", 我
        pronoun = writer or it.a.opener_kind == "pronoun"
        if not nothing[index] or counted == len(paragraphs):
            weight += 1.0 if pronoun else 0.4
            weighed += 1
        marks.append(placed(it, "self_contained_mark", lambda it=it, writer=writer,
                            pronoun=pronoun: _self_contained_mark(it, writer, pronoun)))
    share = min(1.0, weight / counted)
    # n counts every opener that costs points ("However" too, as the text's list says),
    # so that "0 of 12 paragraphs" never stands beside a missed target.
    return result("self_contained", 100.0 * (1 - 2 * share), share, "0",
                  "extract.self_contained", marks, n=weighed, total=counted)


def _self_contained_mark(it: Item, writer: bool, pronoun: bool) -> Mark:
    span = _writer_span(it) if writer else it.a.opener
    message = ("extract.self_contained.writer" if writer else
               "extract.self_contained.mark" if pronoun
               else "extract.self_contained.connective")
    return mark(it.span(span), "weak" if pronoun else "info", message,
                "extract.self_contained.writer_fix" if writer
                else "extract.self_contained.fix", "word",
                word=it.block.text[span[0]:span[1]].strip())


def _writer_span(it: Item) -> tuple[int, int] | None:
    """Where the paragraph's first word names the writer ("I", 我), or None: a paragraph
    that opens on the writer ("I", "My", 我) does not say, lifted alone, who is speaking,
    as "This" does not say what it is."""
    if not it.a.sentences:
        return None
    start = it.a.sentences[0].start
    found = FIRST_PERSON[it.a.lang].match(it.block.text, start)
    return found.span() if found else None


_BLANK_LINE = re.compile(r"\n[ \t]*\n")


def _entry_question(it: Item, span: tuple[int, int]) -> bool:
    """A question in the first paragraph of a list item with an answer nested under it
    ("- How do I choose a back end?" and then the answer): the title of a FAQ entry, not
    a question put to the reader."""
    if it.a.kind != LIST_ITEM:
        return False
    nested = _BLANK_LINE.search(it.block.text)
    return nested is not None and span[0] < nested.start() and bool(
        it.block.text[nested.end():].strip())


def _linked_title(it: Item, span: tuple[int, int]) -> bool:
    """A "question" whose words are all a link's text ("[如何优雅地在 github 上贡献代码](…)",
    "[How do I pick a back end?](…)"): the title of the page it links to, not a question
    put to the reader."""
    text = it.block.text
    words = [m.span() for m in _LATIN_WORD_OR_HAN.finditer(text.lower(), *span)]
    return bool(words) and all(any(lo <= a and b <= hi for lo, hi, _ in it.a.links)
                               for a, b in words)


_LATIN_WORD_OR_HAN = re.compile(r"[a-z0-9]+|[\u4e00-\u9fff]+")


def _pieces(text: str) -> set[str]:
    """What two phrasings of one question share: Latin words whole, Chinese as pairs of
    characters (there are no spaces to cut words on), numbering and punctuation left out."""
    out: set[str] = set()
    for run in _LATIN_WORD_OR_HAN.findall(text.lower()):
        if run.isascii():
            if not run.isdigit():
                out.add(run)
        else:
            out.update(run[i:i + 2] for i in range(max(1, len(run) - 1)))
    return out


#: The share of a heading's pieces a listed question must repeat to be that heading's
#: entry in the outline ("- 为什么支持 XA？" above "## 2. 为什么支持 XA？").
_OUTLINE_OVERLAP = 0.6


def _outline_question(it: Item, span: tuple[int, int], headings: list[set[str]]) -> bool:
    """A question in a list item that one of the article's question headings asks again:
    the list is the article's outline ("本文将回答：- XA 模式是什么？- 为什么支持 XA？",
    "In this post: - What is a revision tag?"), telling the reader which questions the
    sections answer, not a question the prose asks instead of answering."""
    if it.a.kind != LIST_ITEM or not headings:
        return False
    asked = _pieces(it.block.text[span[0]:span[1]])
    return any(len(heading & asked) >= _OUTLINE_OVERLAP * len(heading)
               for heading in headings if heading)


#: The questions that follow a question in the same paragraph, and the sentence after them.
#: (A window of characters rather than a sentence: a link's dots do not end one.)
_MORE_QUESTIONS = re.compile(r"(?:\s*[^。！？.!?]*[?？])*\s*([^。！？?]{0,120})")
#: A sentence that asks readers for their answer: the questions before it are a survey.
_ASKS_FOR_ANSWERS = re.compile(
    r"(?:请|欢迎|期待).{0,100}(?:分享|告诉我们|反馈|留言|评论区)|告诉我们|"
    r"\b(?:let us know|tell us|share your (?:thoughts|feedback|views|experience)|"
    r"we(?:'d|’d| would) love to hear|send us your)\b", re.IGNORECASE)


def _survey_question(it: Item, span: tuple[int, int]) -> bool:
    """A question the writer asks readers to answer ("六周的升级窗口是否太短？请在 Slack
    上与我们分享您的想法。", "Is six weeks too short? Let us know on Slack."): the writer
    wants the readers' answer, not to put off their own, so it asks nothing rhetorically."""
    after = _MORE_QUESTIONS.match(it.block.text, span[1])
    return after is not None and _ASKS_FOR_ANSWERS.search(after.group(1)) is not None


def _entry_questions(doc: DocumentView) -> list[str]:
    """The questions of the FAQ entries written as list items (:func:`_entry_question`)."""
    return [it.block.text[start:end]
            for it, block in zip(doc.prose, doc.figures, strict=True)
            if it.a.kind == LIST_ITEM
            for start, end in block.body_questions if _entry_question(it, (start, end))]


def rhetorical_questions(doc: DocumentView) -> CheckResult:
    """Body text that asks instead of telling ("So why does it matter?", 那么优势到底是什么？):
    an engine quotes answers, and a question in the prose puts the answer off."""
    figures = doc.figures
    # Empty statements ("It is.") ask nothing, and must not dilute the questions either.
    sentences = sum(map(_BODY, figures)) - sum(map(len, map(_EMPTY, compress(
        doc.prose, map(ne, map(_KIND, doc.prose), repeat(QUOTE))))))
    if doc.said_length < doc.t.min_length / 3 or not sentences:
        return too_short("rhetorical_questions", "extract.rhetorical.short")
    headings = [_pieces(h.a.plain) for h in doc.headings if h.a.level >= 2 and h.a.question]
    marks = [mark(it.span(span), "warn", "extract.rhetorical.mark", "extract.rhetorical.fix",
                  "sentence")
             for it, block in compress(zip(doc.prose, figures, strict=True),
                                       map(_BODY_QUESTIONS, figures))
             for span in block.body_questions
             if not (_entry_question(it, span) or _outline_question(it, span, headings)
                     or _survey_question(it, span) or _linked_title(it, span))]
    share = len(marks) / sentences
    t = doc.t
    return result("rhetorical_questions", at_most(share, t.question_share_ok,
                                                  t.question_share_bad),
                  share, f"≤ {t.question_share_ok}", "extract.rhetorical", marks, n=len(marks),
                  total=sentences, share=pct(share), ok=pct(t.question_share_ok))


def question_headings(doc: DocumentView) -> CheckResult:
    """Question headings are answered with a claim in the first sentence below them."""
    asked = [s for s in doc.sections
             if s.heading is not None and s.heading.a.question and s.heading.a.level >= 2]
    judged = [(s, answers(s, doc)) for s in asked]
    judged = [(s, ok) for s, ok in judged if ok is not None]  # no text yet: not judged
    if not judged:
        return not_applicable("question_headings", "extract.questions.none")
    marks = [mark(s.heading.content_span, "weak", "extract.questions.mark",
                  "extract.questions.fix", "sentence")
             for s, ok in judged if not ok and s.heading is not None]
    share = 1 - len(marks) / len(judged)
    return result("question_headings", 100.0 * share, share, "1.0", "extract.questions", marks,
                  n=len(judged) - len(marks), total=len(judged))


def _contains(text: str, term: str) -> bool:
    return term in text.lower()


def key_terms(doc: DocumentView) -> CheckResult:
    """The key-term cluster (核心词簇) appears in the title, the headings and the opening.

    A Chinese article with subheadings is judged on its headings, where an engine looks
    for the section that answers, and on a title that names one of the terms; its opening
    is left to Summary first and Answer first. Its key terms are segments (命名空间 is
    命名 and 空间), so a short title that names the exact subject ("Cache-Control",
    "Kube-Batch 新手教程") rarely holds a share of three of them, while a press release
    that repeats its brand and 社区 in title and opening holds them all: on the Chinese
    calibration articles those two shares ranked weak posts above strong ones on every
    split. English titles and openings rank at chance or better and keep their shares."""
    terms = doc.key_terms
    if doc.said_length < doc.t.min_length / 3:
        return too_short("key_terms", "extract.key_terms.short")
    if len(terms) < 2:
        return not_applicable("key_terms", "extract.key_terms.none")
    title = doc.title
    # The question of a FAQ entry written as a list item, its answer nested under it, is
    # that entry's heading ("- How do I choose a back end?").
    subheads = " ".join([it.a.plain for it in doc.headings if it.a.level >= 2] +
                        _entry_questions(doc))
    opening = " ".join(it.a.plain for it in doc.opening)
    in_title = sum(_contains(title, t) for t in terms) / len(terms)
    in_heads = sum(_contains(subheads, t) for t in terms) / len(terms)
    in_opening = sum(_contains(opening, t) for t in terms) / len(terms)
    judged_on_headings = bool(subheads) and doc.lang == "zh"
    if judged_on_headings:
        parts = [(0.75, in_heads)] + ([(0.25, float(in_title > 0))] if title else [])
    else:
        parts = [(0.3, in_heads), (0.3, in_opening)] + ([(0.4, in_title)] if title else [])
    score = 100 * sum(w * min(1.0, v * 1.5) for w, v in parts) / sum(w for w, _ in parts)
    # The ✓ follows what was judged: the mean of three shares would put "!" beside a
    # full score when the headings carry the terms and the opening names none.
    value = (round(score / 100, 2) if judged_on_headings
             else round((in_title + in_heads + in_opening) / 3, 2))
    joined = ("、" if doc.lang == "zh" else ", ").join(doc.surface(t) for t in terms)
    marks = []
    if in_title == 0:
        marks.append(mark((0, 0), "info", "extract.key_terms.title", "extract.key_terms.fix",
                          "document", terms=joined))
    return result("key_terms", score, value, "≥ 0.67",
                  "extract.key_terms", marks, terms=joined, title=pct(in_title),
                  headings=pct(in_heads), opening=pct(in_opening))


def keyword_stuffing(doc: DocumentView) -> CheckResult:
    """No term far above natural use: the GEO paper found stuffing lowers visibility. In
    English a two-word phrase counts as one term ("technical blog" is what gets stuffed),
    and so do headings and the title that repeat one."""
    if not doc.term_counts or doc.words < 50:
        return too_short("keyword_stuffing", "extract.stuffing.none")
    term, count, share = doc.top_term
    ok, bad = doc.stuffing_limits(term)
    phrase, phrase_count, phrase_share = doc.top_phrase
    phrase_ok, phrase_bad = doc.stuffing_limits(phrase)
    marks = [mark(it.content_span, "weak", "extract.stuffing.mark", "extract.stuffing.fix",
                  term=doc.surface(word), n=n)
             for it, (word, n) in zip(doc.stuffed, map(doc.stuffed_with, doc.stuffed),
                                      strict=True)]
    marks += [mark(it.content_span if it is not None else (0, 0), "weak",
                   "extract.stuffing.heading", "extract.stuffing.fix",
                   "paragraph" if it is not None else "document", term=doc.surface(found), n=n)
              for it, found, n in doc.stuffed_headings]
    over_phrase = phrase_count >= doc.t.stuffing_min_count and phrase_share > phrase_ok
    score = 100.0 if count < doc.t.stuffing_min_count else at_most(share, ok, bad)
    score = min(score, 100.0 - 40 * len(marks))
    if over_phrase:
        score = min(score, at_most(phrase_share, phrase_ok, phrase_bad))
    # What the text says and the ✓ agree: a share is over its target as the writer reads
    # it (to the whole percent, target_met), and a term seen too few times is no stuffing.
    target, phrase_target = f"≤ {ok}", f"≤ {phrase_ok}"
    term_fine = count < doc.t.stuffing_min_count or bool(target_met(share, target))
    phrase_over = over_phrase and not target_met(phrase_share, phrase_target)
    if term_fine and not phrase_over and not marks:
        return result("keyword_stuffing", score, share,
                      target if target_met(share, target) else "", "extract.stuffing.ok",
                      term=doc.surface(term), share=pct(share))
    if phrase_over and (phrase_share / phrase_ok > share / ok or term_fine):
        return result("keyword_stuffing", score, phrase_share, phrase_target,
                      "extract.stuffing", marks, term=doc.surface(phrase),
                      share=round(phrase_share * 100, 1), n=phrase_count)
    if marks and term_fine:
        # Paragraphs, phrases or headings are stuffed, not the article's top term: say
        # where, and with which word (the one the gate names).
        return result("keyword_stuffing", score, share, target, marks[0].message, marks,
                      **dict(marks[0].params))
    return result("keyword_stuffing", score, share, target, "extract.stuffing", marks,
                  term=doc.surface(term), share=round(share * 100, 1), n=count)


def pronouns(doc: DocumentView) -> CheckResult:
    """Things are named rather than referred to by pronouns (shown for information)."""
    words = sum(map(_WORDS, doc.prose))
    if words < 30:
        return too_short("pronouns", "extract.pronouns.none")
    share = sum(map(_PRONOUNS, doc.prose)) / words
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
    # Every question covered: "Weakest answer … (100/100) → Covered" is no finding.
    marks = [mark(where, "warn", "extract.query.mark", worst.advice, scope, **values)] \
        if worst.coverage < PASS_SCORE else []
    return result("query_coverage", float(worst.coverage), float(worst.coverage), "≥ 80",
                  "extract.query", marks, n=len(judged), query=worst.query,
                  coverage=worst.coverage)


CHECKS = (
    Check("answer_first", 0.20, answer_first),
    Check("early_claims", 0.10, early_claims),
    Check("self_contained", 0.15, self_contained),
    Check("rhetorical_questions", 0.10, rhetorical_questions),
    Check("question_headings", 0.10, question_headings),
    Check("key_terms", 0.20, key_terms),
    Check("keyword_stuffing", 0.15, keyword_stuffing),
    Check("pronouns", 0.0, pronouns),
    Check("query_coverage", 0.20, query_coverage),
)
