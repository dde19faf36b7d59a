"""The answer preview's verdict for one question: what the writer should do, and the
coverage figure in the band that verdict gives (one rule, so that the card's colour,
figure and advice agree). :class:`scorers.answers.preview.AnswerIndex` asks it."""

from __future__ import annotations

import bisect
import re
from dataclasses import replace
from operator import attrgetter
from pathlib import Path

from scorers.answers.answer_type import (
    DATE,
    DEFINITION,
    DURATION,
    FAILURE,
    FREQUENCY,
    GENERAL,
    HOWTO,
    PRICE,
    QUANTITY,
    REASON,
    defined_subject,
    offered_types,
)
from scorers.answers.bm25 import DraftIndex
from scorers.answers.claims import DEFINITION as DEFINITION_CLAIM
from scorers.answers.claims import EXAMPLE_OPENING, FIGURE, NAMED
from scorers.answers.passages import Passage
from scorers.answers.questions import ASKED
from scorers.answers.quote import term_share
from scorers.answers.results import Hit
from scorers.document import DocumentView
from scorers.language.detect import CJK_CHAR
from scorers.language.index_terms import word_terms
from scorers.markup.blocks import HEADING
from scorers.report.results import params
from scorers.rules.thresholds import PASS_SCORE

#: An engine reads about this many retrieved passages (citation studies: the tenth
#: passage is cited ~14% of the time, the eleventh is usually not read at all).
TOP = 10
#: Where the early part of an article ends (44% of ChatGPT's citations come from it).
EARLY = 0.3

#: The best passage answers in the question's own words when it holds this (idf-weighted)
#: share of them.
TERMS_ENOUGH = 0.67

#: A question word in at least this share of the draft's passages (of at least
#: :data:`SUBJECT_PASSAGES`) names the draft's subject, not what the question asks.
SUBJECT_SHARE = 0.8
SUBJECT_PASSAGES = 2

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


def joined(terms, view: DocumentView, query: str = "", words: tuple[str, ...] = ()) -> str:
    """The terms as the writer typed them in ``query`` ("created", not the stem "creat"),
    without the pieces of a Chinese word that the search cut adds beside it ("兼容性", not
    "兼容性、兼容、容性").

    Args:
        words: the question's own index terms, before they met the draft: a Chinese piece
            the draft holds in place of a word it lacks ("作" of "作用") is shown as the
            writer's whole word ("缺少作用", not "缺少作").
    """
    terms = [_whole_word(t, words) for t in terms]
    terms = list(dict.fromkeys(terms))
    terms = [t for t in terms if not (CJK_CHAR.match(t) and any(
        t != other and t in other for other in terms))]
    typed: dict[str, str] = {}
    for word in _WORD.findall(query):
        for term in word_terms(word.lower(), False, "en", None):
            typed.setdefault(term, word)
    return ("、" if view.lang == "zh" else ", ").join(typed.get(t, t) for t in terms)


def _whole_word(term: str, words: tuple[str, ...]) -> str:
    """The longest of the question's ``words`` that holds the Chinese ``term`` (itself
    when it is one of them, or not Chinese)."""
    if not CJK_CHAR.match(term) or term in words:
        return term
    return max((w for w in words if term in w), key=len, default=term)


def with_reasons(ref: Hit, draft: Hit, total_terms: int) -> Hit:
    reasons = []
    if ref.terms_found > draft.terms_found:
        reasons.append("terms")
    if ref.claim == FIGURE and draft.claim != FIGURE:
        reasons.append("figure")
    if ref.position < EARLY <= draft.position or ref.position + 0.2 < draft.position:
        reasons.append("earlier")
    if not reasons:
        reasons.append("focused")
    return replace(ref, reasons=tuple(reasons))


def distinctive(asked: dict[str, float], draft: DraftIndex) -> dict[str, float]:
    """The question's words that say what is asked: not the subject the whole draft is
    about, which is in (nearly) every passage ("heat pump" in "How noisy is a heat
    pump?" on a page about heat pumps), with their weights. A short draft has no such
    subject: every word then says what is asked."""
    passages = len(draft)
    if passages < SUBJECT_PASSAGES:
        return dict(asked)
    return {t: w for t, w in asked.items() if draft.df(t) < SUBJECT_SHARE * passages}


#: The claims that answer each kind of question (as :data:`scorers.answers.quote.CLAIM_VALUE`
#: values 1).
_ANSWERING = {QUANTITY: (FIGURE,), DEFINITION: (DEFINITION_CLAIM,),
              GENERAL: (FIGURE, DEFINITION_CLAIM, NAMED)}


def heading_of(passage: Passage, view: DocumentView) -> str:
    return passage.heading_path[-1] if passage.heading_path else view.title


_BLOCK_START = attrgetter("block.start")


def _heading_follows(view: DocumentView, end: int) -> bool:
    """Whether the block after the one ending at or after ``end`` is a heading."""
    # (The blocks are in text order: found by bisection, not by walking the document.)
    at = bisect.bisect_left(view.items, end, key=_BLOCK_START)
    return at < len(view.items) and view.items[at].block.kind == HEADING


def advise(query: str, kind: str, best: Hit, passage: Passage, beaten_by: Hit | None,
            missing: tuple[str, ...], weights: dict[str, float], present: dict[str, float],
            view: DocumentView, claimed: int | None,
            distinct: dict[str, float] | None = None, wants: str | None = None,
            words: tuple[str, ...] = ()) -> tuple[str, tuple]:
    """What to do for one question, or ``answers.advice.ok``: the one verdict the card's
    colour and coverage figure follow (:func:`agreeing`).

    Args:
        claimed: the place in its paragraph of the earliest sentence of the best passage
            that holds a question word and makes the claim the question asks for (a
            figure for "how many", …), quoted or not; None when there is none.
        distinct: the question's words that say what is asked (:func:`distinctive`).
        wants: the kind of fact asked for (:func:`scorers.answers.answer_type.asked_type`):
            a "how long" question is answered by a length of time, not by any figure.
        words: the question's index terms as cut from it (:func:`joined`).
    """
    heading = heading_of(passage, view)
    line = best.line
    if beaten_by is not None:
        key = "answers.advice.outside" if best.rank > TOP else "answers.advice.beaten"
        return key, params(query=query, file=Path(beaten_by.source).name, line=beaten_by.line,
                           rank=best.rank,
                           reasons=tuple(f"answers.reason.{r}" for r in beaten_by.reasons))
    # The words the draft uses elsewhere are what the best passage should hold (half of
    # them at least: one rare adjective missing is no reason to rewrite an answer); a word
    # the draft never uses ("new" in "… on a new blog?") is asked for only when most of
    # the question's words are such.
    lacking = [t for t in missing if t in present]
    absent = [t for t in missing if t not in present]
    # What is asked ("noisy", "last", "cool … summer") must be in the passage; the
    # subject every passage names answers nothing. None of it in the draft: no passage
    # answers the question.
    distinct = {} if distinct is None else distinct
    telling = {t: w for t, w in distinct.items() if t in present}
    # A quote that gives the measure asked for ("once a week" for "How often should I post
    # on a new blog?") answers it, though a word the draft never uses ("new") was what
    # set the question apart.
    offered = offered_types(best.quote)
    measure_given = wants in _MEASURES and wants in offered
    if distinct and not telling and not (measure_given and not any(t in missing
                                                                    for t in present)):
        return "answers.advice.missing", params(query=query,
                                                terms=joined(distinct, view, query, words))
    if telling and term_share(set(telling) - set(missing), telling) < TERMS_ENOUGH:
        return "answers.advice.terms", params(
            query=query, terms=joined([t for t in telling if t in missing], view, query, words),
            line=line,
            heading=heading)
    if lacking and 2 * len(lacking) >= len(present) \
            and term_share(set(present) - set(lacking), present) < TERMS_ENOUGH:
        return "answers.advice.terms", params(query=query,
                                              terms=joined(lacking, view, query, words),
                                              line=line, heading=heading)
    if 2 * len(absent) > len(weights):
        return "answers.advice.terms", params(query=query,
                                              terms=joined(absent, view, query, words),
                                              line=line, heading=heading)
    # A "how many" question is answered by a figure in the quote itself; a "how often",
    # "how long", "when" or "how much does it cost" one by the measure it asks for, which
    # is that figure ("Water the fern once a week until it is a routine." reads as a
    # definition, and gives the frequency).
    if measure_given and claimed is None:
        claimed = best.quote_index
    # A "why" question is answered by a cause ("because", 由于, "so that"): a quote that
    # only restates the subject ("CSS 变量让主题切换更简单。") leaves the reader asking.
    if wants == REASON:
        if REASON not in offered:
            return "answers.advice.reason", params(query=query, heading=heading, line=line,
                                                   examples=_WAYS_TO_SAY["reason"][view.lang])
        # The cause is the claim asked for, wherever another kind of claim sits.
        claimed = best.quote_index if claimed is None else min(claimed, best.quote_index)
    # A "how do I" question is answered by a way to do it (a step, a means, a lead-in to
    # steps or code), never by a sentence saying it fails; a figure or a name is not asked.
    if wants == HOWTO:
        if FAILURE in offered or HOWTO not in offered:
            return "answers.advice.steps", params(query=query, heading=heading, line=line,
                                                  examples=_WAYS_TO_SAY["steps"][view.lang])
        claimed = best.quote_index if claimed is None else min(claimed, best.quote_index)
    if claimed is None or (kind == QUANTITY and best.claim != FIGURE and not measure_given) \
            or (wants in _MEASURES and not measure_given):
        key = {"quantity": "answers.advice.figure",
               "definition": "answers.advice.definition"}.get(kind, "answers.advice.claim")
        return key, params(query=query, heading=heading, line=line)
    if best.quote.rstrip().endswith((":", "：")) and wants != HOWTO \
            and _heading_follows(view, best.quote_end):
        # "… are listed below:" and then the next heading: quoted alone it names nothing
        # (a list, a table or code right under it is what it leads into; a how-to's
        # "Run this:" is its way).
        return "answers.advice.lead_in", params(query=query, line=line)
    if not best.quote_alone:
        return "answers.advice.alone", params(query=query, line=line,
                                              word=opening_word(best.quote))
    # A quote that opens its paragraph with the claim asked for: "move it to the first
    # sentence" would ask nothing.
    if claimed > 0 and not (best.quote_index == 0 and best.claim in _ANSWERING[kind]):
        return "answers.advice.first", params(query=query, line=line, heading=heading)
    return "answers.advice.ok", params(query=query, line=line)


#: The kinds of fact that a quote gives or does not, whatever its words.
_MEASURES = (DATE, DURATION, FREQUENCY, PRICE)

_ZH_OPENER = re.compile(r"这些|这种|这个|这样|这里|这|此外|另外|此|它们|它|其|该|他们|他|她们|她")


def opening_word(quote: str) -> str:
    """The word a quote opens on, to name in the advice: "This", and in Chinese the
    back-reference ("这…"), not the text up to the first space."""
    text = quote.strip()
    example = EXAMPLE_OPENING.match(text)
    if example:  # "For example", not "For"
        return example.group(0).strip(" ,，")
    if text[:1] and "\u4e00" <= text[0] <= "\u9fff":
        found = _ZH_OPENER.match(text)
        head = found.group(0) if found else text[:2]
        return head + "…" if len(text) > len(head) else head
    words = text.split()
    return words[0] if words else ""


#: How a sentence in the article's language opens when it gives a reason, a way or a
#: definition: the advice shows the writer words of the language they write in, whatever
#: the language of the window ("“Run …”" was suggested for a Chinese article).
_WAYS_TO_SAY = {
    "reason": {"en": "“because …”, “so that …”", "zh": "“因为……”“为了……”"},
    "steps": {"en": "“Run …”, “by …”", "zh": "“通过……”“运行……”"},
    "definition": {"en": "“{} is …”", "zh": "“{}是……”"},
}


def where_to_define(values: tuple, query: str, origin: str, passages: list[Passage],
                    present: dict[str, float], view: DocumentView) -> tuple:
    """The definition advice's parameters: the subject to define, and the place for it.

    A reader meets a term where the article first names it, and an engine answering
    "What is GEO?" wants "GEO is …" there: a writer's own question is sent to the first
    passage whose text names every question word the draft uses, not to the section that
    ranks best ("What raised visibility in the GEO study?" is about a study's results).
    A question mined from a heading keeps its own section."""
    found = dict(values)
    found["subject"] = defined_subject(query) or joined(present, view, query)
    found["opening"] = _WAYS_TO_SAY["definition"][view.lang].format(found["subject"])
    if origin == ASKED and present:
        first = next((p for p in passages if set(present) <= p.terms().body), None)
        if first is not None:
            found["heading"] = heading_of(first, view)
            found["line"] = first.line
    return params(**found)


def agreeing(coverage: int, advice: str) -> int:
    """The coverage figure in the band of the verdict: an answer judged covered is never
    shown amber, and one with something to fix is never green."""
    if advice == "answers.advice.ok":
        return max(coverage, PASS_SCORE)
    return min(coverage, PASS_SCORE - 1)
