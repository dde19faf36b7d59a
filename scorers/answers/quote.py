"""Which sentence of a passage an engine would most likely quote, and how well it answers.

The question leads the choice: the sentence holding the most of the question's
words (idf-weighted, counting only words the draft holds at all) is quoted. The
kind of claim asked for (a figure for "how long", a definition for "what is",
else a figure, definition or name), standing on its own and coming early in its
paragraph only break near-ties. A sentence holding none of the question's words
is never quoted while another one holds some, and questions are never quoted as
answers. :func:`sentence_score` then judges the chosen sentence (0-1) for the
coverage figure, against every word of the question.
"""

from __future__ import annotations

import re
from collections.abc import Container, Mapping, Sequence

from scorers.answers.answer_type import DEFINITION as WANTS_DEFINITION
from scorers.answers.answer_type import FAILURE, GENERAL, HOWTO, QUANTITY, VERDICT
from scorers.answers.claims import DEFINITION, FIGURE, NAMED
from scorers.answers.passages import QuoteSentence

#: How much each kind of claim answers each kind of question.
CLAIM_VALUE: dict[str, dict[str | None, float]] = {
    QUANTITY: {FIGURE: 1.0, DEFINITION: 0.3, NAMED: 0.3, None: 0.0},
    WANTS_DEFINITION: {DEFINITION: 1.0, FIGURE: 0.4, NAMED: 0.4, None: 0.0},
    # "What features does X have", "who is it for": a figure, a definition or a name
    # each answers.
    GENERAL: {FIGURE: 1.0, DEFINITION: 1.0, NAMED: 1.0, None: 0.0},
}
#: A sentence further into its paragraph is less likely to be lifted.
POSITION_VALUE = (1.0, 0.85, 0.75, 0.7, 0.65, 0.6)

TERMS_SHARE = 0.45
CLAIM_SHARE = 0.35
ALONE_SHARE = 0.20
#: A definition answers "what is X" only when the sentence itself names X: at least this
#: (idf-weighted) share of the question's terms in its own words, not its heading's.
#: "容器是打包和运行应用程序的好方式" under "为什么需要 Kubernetes" defines containers,
#: and is no answer to "Kubernetes 是什么？".
DEFINED_SUBJECT_SHARE = 0.5

#: The sentences of a section's first passage are read with its heading: the heading's
#: words count as much as their own (measured on the development split, no less helps,
#: and "GEO 研究中哪些改写最有效？" is answered by its section).
#:
#: The choice of the quote is one linear score, the question's words leading. Its
#: weights were fitted, not set by hand: a pairwise logistic ranker (the sentence holding
#: the answer against every other sentence of the three best passages, each language's
#: tuning half weighing the same, L2 1e-4) on the development split's tuning half only,
#: then divided by the weight of the question's words and rounded. Each one moved alone
#: changes hit@1 and quote hit by less than half a point: the landscape is flat, and the
#: fit beats the hand-set rule it replaces by 0.2 to 1 point in both languages.
#: A question that asks for a figure or a definition adds this much for one …
CLAIM_ASKED = 0.12
#: … and any claim (a figure, a definition, a name) this much for any question.
CLAIM_ANY = 0.03
#: Standing on its own. The fit gives it next to nothing on encyclopaedia text, whose
#: answers often open on "It"; but an engine lifting a sentence out of its page prefers
#: one that reads alone, so it outweighs one step of place (0.3 × 0.15): a reply opening
#: on "No." or "This is because" loses to the sentence before it (costs one English
#: question of the tuning half against 0.04).
ALONE_SHARE_CHOICE = 0.06
#: An early place in its paragraph (times :data:`POSITION_VALUE`).
PLACE_SHARE = 0.3
#: Offering the kind of fact asked for (a date for "when", a cause for "why", a verdict
#: for a yes/no question: :mod:`scorers.answers.answer_type`). The fit gave 0.4; 0.08
#: measures within 0.2 of it, keeps the question's words leading, and leaves a cause
#: opening on a back-reference ("This is because …") behind a sentence standing alone.
TYPE_SHARE = 0.08
#: Each number the question names ("in 1973", 2008年) found as it is in the sentence's
#: own words, as a share of the question's numbers.
NUMBER_SHARE = 0.4
#: The share of the question's words held by the sentences before it in its paragraph
#: and not by it, which a sentence reads at this weight: a paragraph names its subject
#: once, and the sentences after it say "it", "其", or nothing ("身型幼细……主要分布于东大
#: 西洋"). Measured on the tuning half (quote hit, en / zh / zh-grouped: 68.6 / 78.6 /
#: 71.2 without): 0.3 gives 68.9 / 78.6 / 72.0, 0.5 69.4 / 78.6 / 72.6, 0.8 69.1 / 77.8
#: / 72.8, 1.0 (as its own words) 63.5 / 74.3 / 71.8 when it also ranks the passages.
PARAGRAPH_CONTEXT = 0.5
#: A sentence holding none of the question's words scores this much lower, so that it is
#: never quoted while another holds some; a question lower still.
NO_WORDS = 2.0
QUESTION_VALUE = -3.0

_NUMBER = re.compile(r"\d")


def term_share(terms: Container[str], weights: Mapping[str, float]) -> float:
    """The idf-weighted share of the question's terms found in ``terms``."""
    total = sum(weights.values())
    if not total:
        return 0.0
    return sum(w for t, w in weights.items() if t in terms) / total


def stands_alone(sentence: QuoteSentence, wants: str | None = None) -> bool:
    """Whether ``sentence`` reads on its own as the answer: a bare "No." does for a
    yes/no question (``wants`` :data:`VERDICT`), and for no other."""
    return sentence.stands_alone or (wants == VERDICT and VERDICT in sentence.offers)


def sentence_score(sentence: QuoteSentence, weights: Mapping[str, float], kind: str,
                   wants: str | None = None) -> float:
    """0-1: how likely an engine is to quote ``sentence`` as the answer."""
    if sentence.question:
        return 0.0
    claim = 0.0 if fails_the_asked(sentence, wants) else claim_value(sentence, weights, kind)
    base = (TERMS_SHARE * term_share(sentence.terms, weights) + CLAIM_SHARE * claim
            + ALONE_SHARE * (1.0 if stands_alone(sentence, wants) else 0.0))
    return base * POSITION_VALUE[min(sentence.index, len(POSITION_VALUE) - 1)]


def fails_the_asked(sentence: QuoteSentence, wants: str | None) -> bool:
    """Whether ``sentence`` reports that what a "how do I" question asks for fails ("所以会
    导致主题隔离失效" for "如何实现主题隔离？"): it shares the question's words and gives no
    way to do it."""
    return wants == HOWTO and FAILURE in sentence.offers


def claim_value(sentence: QuoteSentence, weights: Mapping[str, float], kind: str) -> float:
    """0-1: how well the kind of claim ``sentence`` makes answers a ``kind`` question (a
    definition counts for "what is X" only when the sentence itself names X)."""
    claim_kind = sentence.claim
    if kind == WANTS_DEFINITION and sentence.names_person:
        claim_kind = DEFINITION  # "Maria Lopez, an editor at …" says who she is
    if claim_kind == DEFINITION and kind == WANTS_DEFINITION:
        own = sentence.terms if sentence.own_terms is None else sentence.own_terms
        if term_share(own, weights) < DEFINED_SUBJECT_SHARE:
            claim_kind = None
    return CLAIM_VALUE[kind].get(claim_kind, 0.0)


def choice_value(sentence: QuoteSentence, present: Mapping[str, float], kind: str,
                 wants: str | None = None) -> float:
    """How strongly an engine would pick ``sentence``, led by the question's words.

    Args:
        sentence: a sentence of a retrieved passage.
        present: the question's terms the collection holds, with their weights.
        kind: the kind of answer the question wants.

    Returns:
        The share of those words in the sentence, plus the fitted weights of the kind
        of claim, standing alone, an early place, the kind of fact asked for and the
        question's numbers; :data:`NO_WORDS` less when it holds none of the question's
        words, and :data:`QUESTION_VALUE` for a question.
    """
    if sentence.question:
        return QUESTION_VALUE
    match = term_share(sentence.terms, present)
    own = sentence.terms if sentence.own_terms is None else sentence.own_terms
    if sentence.denied and wants != VERDICT and own.isdisjoint(
            t for t in present if t not in sentence.denied):
        # Its only words of the question sit in a denial ("Does not provide …" for "What
        # does Kubernetes provide?"): it says what is not so, and a yes/no question alone
        # is answered by that.
        match = term_share(sentence.terms - sentence.denied, present)
    position = POSITION_VALUE[min(sentence.index, len(POSITION_VALUE) - 1)]
    claim = claim_value(sentence, present, kind)
    value = (match + PLACE_SHARE * position + CLAIM_ANY * claim
             + ALONE_SHARE_CHOICE * stands_alone(sentence, wants))
    if kind != GENERAL:  # a question that asks for a figure or a definition wants one
        value += CLAIM_ASKED * claim
    if wants is not None and wants != HOWTO and wants in sentence.offers:
        value += TYPE_SHARE
    if fails_the_asked(sentence, wants):
        value -= TYPE_SHARE
    numbers = [t for t in present if _NUMBER.search(t)]
    if numbers:
        own = sentence.terms if sentence.own_terms is None else sentence.own_terms
        value += NUMBER_SHARE * sum(t in own for t in numbers) / len(numbers)
    return value if match > 0 else value - NO_WORDS


def best_quote(sentences: Sequence[QuoteSentence], weights: Mapping[str, float],
               kind: str, present: Mapping[str, float] | None = None,
               wants: str | None = None, heading: frozenset[str] = frozenset(),
               ) -> tuple[QuoteSentence | None, float, float]:
    """The sentence most likely quoted (the first of equals), its score
    (:func:`sentence_score` against ``weights``) and the passage's best
    :func:`choice_value` (against ``present``, the question terms found in the
    collection; all of ``weights`` when None).

    A sentence also reads, at :data:`PARAGRAPH_CONTEXT`, the question's words that the
    sentences before it in its paragraph (and ``heading``, the terms of the heading a
    section's later passage sits under) hold and it lacks: "Its leaves have four
    glands." answers "What are the leaves of the passion fruit like?" after "The
    passion fruit is a vine of Brazil." That picks the sentence, not the passage: the
    value returned is the best sentence's own, so the passage ranking is unchanged.
    """
    present = weights if present is None else present
    total = sum(present.values())
    best, best_choice = None, QUESTION_VALUE - 1.0
    passage_value = QUESTION_VALUE - 1.0
    before: set[str] = set()  # the question's words the paragraph held so far
    for sentence in sentences:
        if sentence.index == 0:
            before.clear()
            before.update(t for t in present if t in heading)
        own = choice_value(sentence, present, kind, wants)
        passage_value = max(passage_value, own)
        choice = own
        if before:
            named = sum(present[t] for t in before if t not in sentence.terms)
            choice += PARAGRAPH_CONTEXT * named / total
        before.update(t for t in present if t in sentence.terms)
        if choice > best_choice + 1e-12:
            best, best_choice = sentence, choice
    if best is None or best.question:
        return None if best is None else best, 0.0, passage_value
    return best, sentence_score(best, weights, kind, wants), passage_value


def paragraph_places(sentences: Sequence[QuoteSentence]) -> list[int]:
    """Each sentence's place in its paragraph, not counting the questions before it: in
    "**Does a backup stop writes?** No. Writes continue." the reply opens its answer."""
    places, asked = [], 0
    for sentence in sentences:
        asked = 0 if sentence.index == 0 else asked
        places.append(sentence.index - asked)
        asked += sentence.question
    return places
