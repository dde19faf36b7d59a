"""The answer preview of a draft: rank its passages per question, pick the quotes, judge.

:class:`AnswerIndex` lives as long as the engine that owns it: its passage
index and its per-block claim cache carry over from one keystroke to the next,
so an edit re-indexes only the passages it touched.
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from itertools import chain, compress, repeat
from operator import attrgetter, ge

import numpy as np

from scorers.analysis.block import BlockAnalysis
from scorers.analysis.memo import remembered
from scorers.answers.answer_type import DEFINITION, GENERAL, asked_form, asked_type, asks_for_a_pick
from scorers.answers.bm25 import DraftIndex, meet_the_draft, term_weights
from scorers.answers.passages import (
    ClaimCache,
    Cut,
    Key,
    Passage,
    QuoteSentence,
    cut,
    passage_sentences,
    summary_passage,
)
from scorers.answers.plain import rendered
from scorers.answers.questions import Question, Questions, select
from scorers.answers.quote import (
    best_quote,
    claim_value,
    paragraph_places,
    sentence_score,
    stands_alone,
    term_share,
)
from scorers.answers.reference import ReferenceIndex
from scorers.answers.results import DRAFT, Answers, Hit, QuestionAnswer, ReferenceInfo
from scorers.answers.verdict import (
    EARLY,
    TOP,
    advise,
    agreeing,
    distinctive,
    joined,
    where_to_define,
    with_reasons,
)
from scorers.checks.facts import checkable_facts
from scorers.document import DocumentView, Item
from scorers.markup.blocks import FRONT_MATTER, HEADING, Block
from scorers.report.results import params

STRIP_BINS = 50

_START = attrgetter("block.start")
_KEY, _STARTS_AT = attrgetter("key"), attrgetter("start")

#: The quote is looked for in this many of the draft's best passages …
QUOTE_PASSAGES = 3
#: A definition is looked for further: "what is X" on a page about X matches every
#: passage, and the shortest ones rank first.
DEFINITION_PASSAGES = TOP
#: Which of them is quoted: its best sentence's :func:`~scorers.answers.quote.choice_value`
#: plus these shares of the passage's BM25F score (against the best's) and of the
#: question's words (idf-weighted) anywhere in the passage or its headings; fitted with
#: the quote's weights (see :mod:`scorers.answers.quote`) on the tuning half only.
PASSAGE_SCORE = 0.25
#: A passage scoring at least this share of the best one's is read for the quote too.
NEAR_TIE = 0.95
PASSAGE_TERMS = 0.65

#: A sentence answers the question with the claim it asks for when it holds this share
#: of the question's words that the passage's best-matching sentence holds.
CLAIM_TERMS = 0.5

TERMS_WEIGHT = 0.4
QUOTE_WEIGHT = 0.6

Tokenizer = Callable[[str], tuple[str, ...]]


@dataclass(slots=True)
class _Candidate:
    """A ranked passage before it becomes a :class:`Hit`."""

    score: float
    draft: Passage | None
    ref: int = -1


class AnswerIndex:
    """Keeps the draft's passage index between scorings."""

    def __init__(self) -> None:
        self.draft = DraftIndex()
        self.claims = ClaimCache()
        # Each passage's sentences, kept by the passage's key like its postings.
        self._sentences: dict[tuple[Key, tuple[int, ...]], list[QuoteSentence]] = {}
        self._quotes: dict[tuple, tuple[QuoteSentence | None, float, float]] = {}
        self._hits: dict[tuple, Hit] = {}
        self._cut: Cut | None = None

    def compute(self, view: DocumentView, questions: Questions, tokenize: Tokenizer,
                reference: ReferenceIndex | None = None) -> Answers:
        """The answer preview of ``view`` for ``questions``.

        Args:
            view: the analysed document.
            questions: the writer's questions and whether to mine more.
            tokenize: a question's index terms (:mod:`scorers.language.index_terms`).
            reference: a reference folder's index to rank against, if any.
        """
        chosen = select(view, questions)
        passages: list[Passage] = []
        if chosen:  # with no question to rank passages for, the index can wait
            self._cut = cut(view.items, self._cut, _title_heading(view, tokenize))
            passages = self._cut.passages
            self.draft.sync(passages)
            if len(self._sentences) > 2 * len(passages) + 100:
                keys = {p.key for p in passages}
                self._sentences = {k: v for k, v in self._sentences.items() if k[0] in keys}
        strip, quotable, early = self._strip(view)
        facts = checkable_facts(view) if quotable else 0
        corpus_ref = reference if reference is not None and reference.size else None
        by_key = dict(zip(map(_KEY, passages),
                          zip(passages, map(_STARTS_AT, passages), strict=True), strict=True))
        answers = [self._answer(view, q, tokenize(q.words), by_key, corpus_ref)
                   for q in chosen]
        judged = [a for a in answers if a.coverage is not None]
        if judged:
            worst = min(judged, key=lambda a: a.coverage)
            answers = [replace(a, worst=True) if a is worst else a for a in answers]
        info = ReferenceInfo(reference.folder, len(reference.files), reference.size) \
            if reference is not None else None
        return Answers(tuple(answers), strip, quotable, early, info, facts)

    # Position strip -------------------------------------------------------------------
    def _strip(self, view: DocumentView) -> tuple[tuple[int, ...], int, float | None]:
        length = len(view.text) or 1
        # The claims are the sentences the Scores tab's "claims in the first 30%" counts
        # (a figure, a definition, a name), with its own share of them early: the strip and
        # the check never give two figures for one thing.
        starts = remembered(view.prose, "claims", _claim_starts)
        counts = list(map(len, starts))
        quotable = sum(counts)
        if not quotable:
            return (0,) * STRIP_BINS, 0, None
        # Each claim's place in the article, 0-1, as (start) / length, as the quotes' marks
        # on the strip are placed: numpy
        # divides and multiplies in the same doubles as Python does, one at a time.
        where = (np.repeat(np.fromiter(map(_START, view.prose), np.int64, len(view.prose)),
                           counts)
                 + np.fromiter(chain.from_iterable(starts), np.int64, quotable)) / length
        bins = np.bincount(np.minimum(STRIP_BINS - 1, (where * STRIP_BINS).astype(np.int64)),
                           minlength=STRIP_BINS)
        return tuple(bins.tolist()), quotable, view.claims_within(EARLY) / quotable

    # One question -----------------------------------------------------------------------
    def _answer(self, view: DocumentView, question: Question, terms: tuple[str, ...],
                by_key: dict[Key, tuple[Passage, int]],
                reference: ReferenceIndex | None) -> QuestionAnswer:
        kind = question.kind
        wants = asked_type(question.text)
        words = terms  # as cut from the question: the advice shows these
        terms = meet_the_draft(terms, self.draft)
        # The draft's passages are ranked on the draft's own statistics: adding a reference
        # folder never changes which of the writer's passages is best. The reference is
        # compared after, on the statistics of both together.
        weights, avgdl = term_weights(terms, self.draft, None)
        base = dict(query=question.text, origin=question.origin, kind=kind, terms=tuple(weights),
                    heading_start=question.heading_start)
        if not weights:
            return QuestionAnswer(**base, coverage=None, best=None, hits=(), beaten_by=None,
                                  missing=(), advice="answers.advice.vague",
                                  params=params(query=question.text))
        # A question word the draft never uses would weigh most of all (its idf is the
        # highest): it counts as much as the least telling word the draft does use, so
        # "new" in "How often should I post on a new blog?" cannot outweigh "post".
        asked = dict(weights)  # a word the draft never uses weighs most: coverage reads these
        present = {t: w for t, w in weights.items() if self.draft.df(t)}
        if present:
            floor = min(present.values())
            weights = {t: present.get(t, floor) for t in weights}
        draft_scores = self.draft.scores(weights, avgdl)
        # Every indexed passage holding a term scores above 0 (idf and tf are positive).
        # Only the best TOP can be among the hits (reference passages take places, never
        # give them): those are the TOP first in the order (score down, then position).
        ranked = heapq.nsmallest(TOP, ((-round(score, 9), by_key[key][1], key)
                                       for key, score in _contenders(draft_scores, TOP)
                                       if score > 0))
        candidates = [_Candidate(-negative, by_key[key][0]) for negative, _, key in ranked]
        # The quote is chosen on the words the draft uses: one it never uses would only
        # flatten every sentence's match.
        chosen = _asking_section(candidates, question)
        # "What is the minimum memory …?" is answered by "15 MiB": the advice asks for the
        # value or the name, not for "minimum memory is …".
        judged = GENERAL if kind == DEFINITION and asks_for_a_pick(question.text) else kind
        summary = None if chosen is not None or judged == DEFINITION or self._cut is None \
            else summary_passage(self._cut.passages, present)
        if summary is not None and draft_scores.get(summary.key, 0.0) > 0:
            others = [c for c in candidates if c.draft is not summary][:TOP - 1]
            candidates = [_Candidate(draft_scores[summary.key], summary), *others]
        elif chosen is None:
            chosen = self._chosen(candidates, weights, present, kind, wants)
        if chosen:
            candidates.insert(0, candidates.pop(chosen))
        best_draft = candidates[0] if candidates else None
        place = 1
        if reference is not None:
            candidates, best_draft = self._merge(candidates, best_draft, terms, reference)
            place = candidates.index(best_draft) + 1 if best_draft is not None else 1

        hits: list[Hit] = []
        best_hit = None
        for rank, cand in enumerate(candidates[:TOP], start=1):
            hit = self._hit(view, cand, rank, weights, present, kind, reference, wants)
            hits.append(hit)
            if cand is best_draft:
                best_hit = hit
        if best_draft is not None and best_hit is None:
            best_hit = self._hit(view, best_draft, place, weights, present, kind, reference,
                                 wants)
            hits.append(best_hit)
        if best_hit is None:
            return QuestionAnswer(**base, coverage=0, best=None, hits=tuple(hits),
                                  beaten_by=_first_reference(hits), missing=tuple(weights),
                                  advice="answers.advice.missing",
                                  params=params(query=question.text,
                                                terms=joined(weights, view, question.text, terms)))
        found = self.draft.terms(best_draft.draft.key).tf
        missing = tuple(t for t in weights if t not in found)
        # Coverage is what the writer reads: a question word the draft never uses is
        # missing, and weighs as the telling word it is (the ranking floors it).
        coverage = round(100 * (TERMS_WEIGHT * term_share(set(found), asked)
                                + QUOTE_WEIGHT * self._coverage_quote(best_draft.draft, best_hit,
                                                                      asked, kind, wants)))
        beaten_by = None
        for hit in hits:
            if hit.rank < best_hit.rank and not hit.in_draft:
                beaten_by = with_reasons(hit, best_hit, len(weights))
                hits[hits.index(hit)] = beaten_by
                break
        claimed = self._claimed(best_draft.draft, present, judged,
                                sums_up=summary is not None and best_draft.draft is summary)
        distinct = distinctive(asked, self.draft)
        advice, values = advise(question.text, judged, best_hit, best_draft.draft, beaten_by,
                                 missing, weights, present, view, claimed, distinct, wants,
                                 words)
        if advice == "answers.advice.definition":
            values = where_to_define(values, question.text, question.origin,
                                     self._cut.passages if self._cut else [], present, view)
        coverage = agreeing(coverage, advice)
        return QuestionAnswer(**base, coverage=coverage, best=best_hit, hits=tuple(hits),
                              beaten_by=beaten_by, missing=missing, advice=advice,
                              params=values)

    def _chosen(self, candidates: list[_Candidate], weights: dict[str, float],
                present: dict[str, float], kind: str, wants: str | None = None) -> int:
        """Which of the first :data:`QUOTE_PASSAGES` passages holds the sentence an engine
        would quote (engines read several before they quote one)."""
        best, best_value = 0, -10.0
        top = candidates[0].score if candidates else 0.0
        reach = DEFINITION_PASSAGES if kind == DEFINITION else QUOTE_PASSAGES
        places = list(range(min(reach, len(candidates))))
        # Passages scoring as well as those (every one holds the question's only word, "训练"
        # in "训练要多久？") are told apart by the kind of fact asked for, when one is (a
        # question about the title alone would read every passage for its words).
        places += [place for place in range(len(places), len(candidates))
                   if wants is not None and candidates[place].score >= NEAR_TIE * top]
        named = _named_section(candidates, present)
        if named is not None and named not in places:
            places.append(named)
        for place in places:
            cand = candidates[place]
            quote, _, choice = self._quote(cand.draft, weights, present, kind, wants)
            if place == named and place >= reach and not _own_words(quote, present):
                continue  # the section's opening says nothing of its own: a byline, a date
            value = (choice + PASSAGE_SCORE * cand.score / (top or 1.0)
                     + PASSAGE_TERMS * term_share(self.draft.terms(cand.draft.key).tf, present))
            if value > best_value + 1e-12:
                best, best_value = place, value
        return best

    def _merge(self, drafts: list[_Candidate], best_draft: _Candidate | None,
               terms: tuple[str, ...], reference: ReferenceIndex,
               ) -> tuple[list[_Candidate], _Candidate | None]:
        """The draft's passages and the reference's in one ranking, scored on the
        statistics of both; and the draft's best in it."""
        weights, avgdl = term_weights(terms, self.draft, reference.corpus)
        together = self.draft.scores(weights, avgdl)
        merged = [_Candidate(round(together.get(c.draft.key, 0.0), 9), c.draft)
                  for c in drafts]
        best = merged[drafts.index(best_draft)] if best_draft is not None else None
        ref_scores = reference.corpus.scores(weights, avgdl)
        top = np.argsort(-ref_scores, kind="stable")
        if best is not None:  # every reference passage above the draft's best, and TOP more
            top = top[:TOP + int((ref_scores > best.score + 1e-9).sum())]
        merged += [_Candidate(round(float(ref_scores[i]), 9), None, int(i))
                   for i in top if ref_scores[i] > 0]
        merged.sort(key=lambda c: (-c.score, c.draft is None,
                                   c.draft.start if c.draft else c.ref))
        if best is not None:
            # The draft's best stays first among the draft's passages, whatever the
            # reference's statistics make of the others.
            merged.remove(best)
            first = next((i for i, c in enumerate(merged)
                          if c.draft is not None or c.score <= best.score), len(merged))
            merged.insert(first, best)
        return merged, best

    def _coverage_quote(self, passage: Passage, hit: Hit, asked: dict[str, float], kind: str,
                        wants: str | None) -> float:
        """The quote's score against every word of the question, the draft's or not."""
        where = (passage.key, tuple(map(_START, passage.items)))
        sentences = self._sentences.get(where) or passage_sentences(passage, self.claims)
        quote = next((s for s in sentences if s.start == hit.quote_start), None)
        return hit.quote_score if quote is None else sentence_score(quote, asked, kind, wants)

    def _claimed(self, passage: Passage, present: dict[str, float], kind: str,
                 sums_up: bool = False) -> int | None:
        """The place in its paragraph of the earliest sentence of ``passage`` holding
        enough of the question's words (:data:`CLAIM_TERMS`) that makes the claim the
        question asks for ("once a week" for "how often …?"); None when none does."""
        where = (passage.key, tuple(map(_START, passage.items)))
        sentences = self._sentences.get(where) or passage_sentences(passage, self.claims)
        # Under a heading that asks the question ("Who did we hear from?"), the section's
        # sentences answer it with the heading's words; the summary section (``sums_up``)
        # answers a question about the whole article with its title's too.
        heads = passage.heads if sums_up else passage.heads[-1:]
        heading = frozenset(chain.from_iterable(h.a.index_terms for h in heads)) \
            if passage.first and passage.heads else frozenset()
        shares = [term_share(s.terms | heading, present) for s in sentences]
        enough = CLAIM_TERMS * max(shares, default=0.0)
        return min((place for s, share, place in zip(sentences, shares, paragraph_places(sentences),
                                                      strict=True)
                    if not s.question and share > 0 and share >= enough
                    and claim_value(s, present, kind) >= 1.0), default=None)

    def _quote(self, passage: Passage, weights: dict[str, float], present: dict[str, float],
               kind: str, wants: str | None = None,
               ) -> tuple[QuoteSentence | None, float, float]:
        # Sentences carry document offsets: a passage any block of which moved is read
        # again. Its first block's start is not enough: a blank line typed between two
        # of its paragraphs moves the second one alone.
        where = (passage.key, tuple(map(_START, passage.items)))
        sentences = self._sentences.get(where)
        if sentences is None:
            sentences = self._sentences[where] = passage_sentences(passage, self.claims)
        # The same passage, where it stands, for the same question weights: the same quote.
        asked = (where, kind, wants, tuple(weights.items()), tuple(present))
        best = self._quotes.get(asked)
        if best is None:
            if len(self._quotes) > 4096:
                self._quotes.clear()
            # A section's later passages read its heading as context (its first holds it).
            heading = frozenset() if passage.first or not passage.heads \
                else frozenset(passage.heads[-1].a.index_terms)
            best = self._quotes[asked] = best_quote(sentences, weights, kind, present,
                                                    wants, heading)
        return best

    def _hit(self, view: DocumentView, cand: _Candidate, rank: int, weights: dict[str, float],
             present: dict[str, float], kind: str, reference: ReferenceIndex | None,
             wants: str | None = None) -> Hit:
        if cand.draft is not None:
            passage = cand.draft
            quote, value, _ = self._quote(passage, weights, present, kind, wants)
            text = view.text
            # The card's line is the quoted sentence's, not its passage's first (which
            # may be a paragraph or two above it).
            line = passage.line if quote is None \
                else passage.line + text.count("\n", passage.start, quote.start)
            # The same passage (its texts, where they start), quoted on the same line, at
            # the same rank and score for the same question, in a text as long: the same
            # card (its quote lies in the passage's blocks).
            key = (passage.key, tuple(map(_START, passage.items)), passage.line, line,
                   rank, cand.score, kind, wants, tuple(weights.items()), tuple(present),
                   len(text))
            hit = self._hits.get(key)
            if hit is None:
                if len(self._hits) > 4096:
                    self._hits.clear()
                tf = self.draft.terms(passage.key).tf
                found = sum(1 for t in weights if t in tf)
                hit = self._hits[key] = Hit(
                    DRAFT, passage.start, passage.end, line, rank, cand.score,
                    quote_score=value, heading=" › ".join(passage.heading_path),
                    terms_found=found, position=passage.start / (len(text) or 1),
                    **_quote_fields(quote, passage.start, text, wants))
            return hit
        ref = reference.passage(cand.ref)
        in_reference = {t: w for t, w in weights.items() if reference.corpus.df(t)}
        quote, value, _ = best_quote(ref.sentences, weights, kind, in_reference, wants=wants)
        found = sum(1 for t in weights if reference.has_term(cand.ref, t))
        return Hit(ref.source, ref.start, ref.end, ref.line, rank, cand.score,
                   quote_score=value, heading=ref.heading, terms_found=found,
                   position=ref.position, **_quote_fields(quote, ref.start, ref.text, wants))


def _contenders(scores: dict[Key, float], count: int) -> Iterable[tuple[Key, float]]:
    """The entries of ``scores`` that can be among the ``count`` best once rounded to 9
    places (none scores below the ``count``-th best by more than rounding moves it),
    picked in C: the ranking then orders a dozen passages instead of hundreds."""
    if len(scores) <= count:
        return scores.items()
    floor = sorted(scores.values())[-count] - 1e-8
    return compress(scores.items(), map(ge, scores.values(), repeat(floor)))


def _own_words(quote: QuoteSentence | None, present: dict[str, float]) -> bool:
    """Whether ``quote`` holds a question word in its own text, not only its heading's."""
    if quote is None:
        return False
    own = quote.terms if quote.own_terms is None else quote.own_terms
    return not own.isdisjoint(present)


def _named_section(candidates: list[_Candidate], present: dict[str, float]) -> int | None:
    """The place among ``candidates`` of the first passage under a heading that holds
    every question word the draft uses: the question asks what that heading says ("How
    do AI answer engines pick the articles they cite?" under that title), and an engine
    reads the section's opening, however the heading's words spread over the others.
    None when no heading does."""
    if not present:
        return None
    for place, cand in enumerate(candidates):
        passage = cand.draft
        if passage is not None and passage.first and passage.heads \
                and set(present) <= set(passage.heads[-1].a.index_terms):
            return place
    return None


def _asking_section(candidates: list[_Candidate], question: Question) -> int | None:
    """The place among ``candidates`` of the first passage under the heading that IS the
    question, word for word (a question heading, or one the writer's question repeats):
    the writer answered it there ("Kubernetes 不是什么" holds what Kubernetes is not,
    though every passage names Kubernetes). A question made from a topic heading ("阻塞"
    → "阻塞是什么？") is not forced there: it competes as the section it names. None when
    no ranked passage is."""
    asked = asked_form(question.text)
    for place, cand in enumerate(candidates):
        passage = cand.draft
        if passage is None or not passage.first or not passage.heads:
            continue
        if asked_form(passage.heads[-1].a.plain) == asked:
            return place
    return None


def _title_heading(view: DocumentView, tokenize: Tokenizer) -> Item | None:
    """The front matter's title as a level-1 heading over the text before the first
    heading: "What is Kubernetes?" reads the intro under "Kubernetes" as an engine reads
    a page under its title. None without a front-matter title."""
    title = view.front_matter.get("title", "").strip()
    if not title:
        return None
    block = next(it.block for it in view.items if it.block.kind == FRONT_MATTER)
    return Item(Block(HEADING, block.start, block.start, title, 1, block.line),
                BlockAnalysis(HEADING, view.lang, level=1, plain=title,
                              index_terms=tokenize(title)))


def _claim_starts(it: Item) -> tuple[int, ...]:
    return tuple(s.start for s in it.a.sentences if s.claim is not None)


#: Inline code opening a sentence ("`npm start` 在本地运行网站"), which the prose the
#: sentences are read from leaves out: the quote starts with it, as the page does.
_OPENING_CODE = re.compile(r"(?:^|(?<=[\n。！？.!?：:]))[ \t]*(?:(?:[-*+]|\d+[.)])[ \t]+)?"
                           r"(`[^`\n]{1,80}`)[ \t]*$")


def _quote_fields(quote: QuoteSentence | None, start: int, text: str,
                  wants: str | None = None) -> dict:
    if quote is None:
        return {"quote_start": start, "quote_end": start, "quote": "", "quote_alone": False,
                "quote_index": 0, "claim": None}
    code = _OPENING_CODE.search(text, max(0, quote.start - 200), quote.start)
    begin = quote.start if code is None else code.start(1)
    return {"quote_start": begin, "quote_end": quote.end,
            "quote": rendered(text[begin:quote.end]),
            "quote_alone": stands_alone(quote, wants), "quote_index": quote.index,
            "claim": quote.claim}


def _first_reference(hits: list[Hit]) -> Hit | None:
    return next((h for h in hits if not h.in_draft), None)
