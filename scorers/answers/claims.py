"""The one seam between the answer preview and the engine's claim detection.

For each sentence of a block: does it make a claim an engine can quote (a
figure, a definition, a named thing), and does it stand on its own (no
opening back-reference such as "This", "They", "However", 这, 它, 此外)?

Everything in :mod:`scorers.answers` asks this module and nothing else, so
when the engine's claim and answer detection changes, only
:func:`sentence_claims` needs to follow it.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorers.analysis.block import BlockAnalysis

#: Kinds of claim, strongest first.
FIGURE = "figure"
DEFINITION = "definition"
NAMED = "named"


@dataclass(frozen=True, slots=True)
class SentenceClaim:
    """What one sentence offers a quoting engine.

    Attributes:
        start, end: the sentence's span, relative to its block.
        claim: :data:`FIGURE`, :data:`DEFINITION`, :data:`NAMED` or None.
        stands_alone: False when it opens on a back-reference.
        question: the sentence is itself a question (never a quotable answer).
    """

    start: int
    end: int
    claim: str | None
    stands_alone: bool
    question: bool = False


def sentence_claims(analysis: BlockAnalysis) -> tuple[SentenceClaim, ...]:
    """The claims of each sentence of a block, as the engine's analysis found them
    (:func:`scorers.analysis.claims.claim_kind`, :func:`scorers.analysis.claims.back_reference`).

    Args:
        analysis: the block's analysis.
    """
    out = []
    for index, sentence in enumerate(analysis.sentences):
        claim = sentence.claim
        if claim == "yes_no":
            claim = NAMED  # a verdict: quotable, and ranked with the named things
        out.append(SentenceClaim(sentence.start, sentence.end, claim,
                                 _stands_alone(analysis, index), sentence.question))
    return tuple(out)


def _stands_alone(analysis: BlockAnalysis, index: int) -> bool:
    if index == 0:
        return analysis.opener is None or analysis.opener_kind != "pronoun"
    return analysis.sentences[index].opens_with != "pronoun"


def quotable_starts(analysis: BlockAnalysis) -> tuple[int, ...]:
    """Block-relative starts of the sentences :func:`sentence_claims` finds quotable: a
    claim that stands on its own and is no question."""
    return tuple(sentence.start for index, sentence in enumerate(analysis.sentences)
                 if sentence.claim is not None and not sentence.question
                 and _stands_alone(analysis, index))
