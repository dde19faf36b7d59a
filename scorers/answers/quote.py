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

from collections.abc import Mapping, Sequence

from scorers.answers.answer_type import VERDICT
from scorers.answers.claims import DEFINITION, FIGURE, NAMED
from scorers.answers.passages import QuoteSentence
from scorers.answers.questions import DEFINITION as WANTS_DEFINITION
from scorers.answers.questions import GENERAL, QUANTITY

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
#: words count this much against their own (1: as much; measured on the development
#: split, no less helps, and "GEO 研究中哪些改写最有效？" is answered by its section).
HEADING_SHARE = 1.0
#: In the choice of the quote, claim, standing alone and place only break near-ties:
#: together they are worth at most this share of the question's words …
TIE_SHARE = 0.15
#: … split this way.
TIE_CLAIM = 0.5
TIE_ALONE = 0.25
TIE_POSITION = 0.25
#: A question asking for a figure or a definition adds this much for one.
KIND_SHARE = 0.1
#: A sentence offering the kind of fact asked for (a date for "when", a cause for "why":
#: :mod:`scorers.answers.answer_type`) adds this much: 0.03 to 0.05 measured best on the
#: tuning half in both languages, and below 0.0375 a cause never outweighs standing
#: alone (a sentence opening on 此外 or "So that's" loses to one that does not).
TYPE_SHARE = 0.03


def term_share(terms: frozenset[str] | set[str], weights: Mapping[str, float]) -> float:
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
    claim = claim_value(sentence, weights, kind)
    base = (TERMS_SHARE * term_share(sentence.terms, weights) + CLAIM_SHARE * claim
            + ALONE_SHARE * (1.0 if stands_alone(sentence, wants) else 0.0))
    return base * POSITION_VALUE[min(sentence.index, len(POSITION_VALUE) - 1)]


def claim_value(sentence: QuoteSentence, weights: Mapping[str, float], kind: str) -> float:
    """0-1: how well the kind of claim ``sentence`` makes answers a ``kind`` question (a
    definition counts for "what is X" only when the sentence itself names X)."""
    claim_kind = sentence.claim
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
        The share of those words in the sentence, plus at most :data:`TIE_SHARE` for the
        kind of claim, standing alone and an early place; less than 0 when it holds none
        of them, and -1 for a question.
    """
    if sentence.question:
        return -1.0
    match = term_share(sentence.terms, present)
    if sentence.own_terms is not None:  # its heading's words count too
        match = HEADING_SHARE * match + (1 - HEADING_SHARE) * term_share(sentence.own_terms,
                                                                         present)
    position = POSITION_VALUE[min(sentence.index, len(POSITION_VALUE) - 1)]
    claim = claim_value(sentence, present, kind)
    alone = 1.0 if stands_alone(sentence, wants) else 0.0
    tie = TIE_SHARE * (TIE_CLAIM * claim + TIE_ALONE * alone + TIE_POSITION * position)
    if kind != GENERAL:  # a question that asks for a figure or a definition wants one
        tie += KIND_SHARE * claim
    if wants is not None and wants in sentence.offers:
        tie += TYPE_SHARE
    return match + tie if match > 0 else tie - 1.0 + 1e-6


def best_quote(sentences: Sequence[QuoteSentence], weights: Mapping[str, float],
               kind: str, present: Mapping[str, float] | None = None,
               wants: str | None = None,
               ) -> tuple[QuoteSentence | None, float, float]:
    """The sentence most likely quoted (the first of equals), its score
    (:func:`sentence_score` against ``weights``) and its :func:`choice_value` (against
    ``present``, the question terms found in the collection; all of ``weights`` when
    None)."""
    present = weights if present is None else present
    best, best_choice = None, -2.0
    for sentence in sentences:
        choice = choice_value(sentence, present, kind, wants)
        if choice > best_choice + 1e-12:
            best, best_choice = sentence, choice
    if best is None or best.question:
        return None if best is None else best, 0.0, best_choice
    return best, sentence_score(best, weights, kind, wants), best_choice
