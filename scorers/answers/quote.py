"""Which sentence of a passage an engine would most likely quote, and how well it answers.

A sentence is a good quote when it answers the question's terms, makes a claim
of the kind the question asks for (a figure for "how long", a definition for
"what is", else a figure, definition or name), stands on its own, and comes
early in its paragraph. Questions are never quoted as answers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorers.answers.claims import DEFINITION, FIGURE, NAMED
from scorers.answers.passages import QuoteSentence
from scorers.answers.questions import DEFINITION as WANTS_DEFINITION
from scorers.answers.questions import GENERAL, QUANTITY

#: How much each kind of claim answers each kind of question.
CLAIM_VALUE: dict[str, dict[str | None, float]] = {
    QUANTITY: {FIGURE: 1.0, DEFINITION: 0.3, NAMED: 0.3, None: 0.0},
    WANTS_DEFINITION: {DEFINITION: 1.0, FIGURE: 0.7, NAMED: 0.6, None: 0.0},
    GENERAL: {FIGURE: 1.0, DEFINITION: 0.9, NAMED: 0.7, None: 0.0},
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


def term_share(terms: frozenset[str] | set[str], weights: Mapping[str, float]) -> float:
    """The idf-weighted share of the question's terms found in ``terms``."""
    total = sum(weights.values())
    if not total:
        return 0.0
    return sum(w for t, w in weights.items() if t in terms) / total


def sentence_score(sentence: QuoteSentence, weights: Mapping[str, float], kind: str) -> float:
    """0-1: how likely an engine is to quote ``sentence`` as the answer."""
    if sentence.question:
        return 0.0
    claim_kind = sentence.claim
    if claim_kind == DEFINITION and kind == WANTS_DEFINITION:
        own = sentence.terms if sentence.own_terms is None else sentence.own_terms
        if term_share(own, weights) < DEFINED_SUBJECT_SHARE:
            claim_kind = None
    claim = CLAIM_VALUE[kind].get(claim_kind, 0.0)
    base = (TERMS_SHARE * term_share(sentence.terms, weights) + CLAIM_SHARE * claim
            + ALONE_SHARE * (1.0 if sentence.stands_alone else 0.0))
    return base * POSITION_VALUE[min(sentence.index, len(POSITION_VALUE) - 1)]


def best_quote(sentences: Sequence[QuoteSentence], weights: Mapping[str, float],
               kind: str) -> tuple[QuoteSentence | None, float]:
    """The sentence most likely quoted and its score (the first of equals)."""
    best, best_score = None, -1.0
    for sentence in sentences:
        value = sentence_score(sentence, weights, kind)
        if value > best_score + 1e-12:
            best, best_score = sentence, value
    return best, max(0.0, best_score)
