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

from ..analysis import BlockAnalysis
from ..claims import back_reference

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


def sentence_claims(prose: str, analysis: BlockAnalysis) -> tuple[SentenceClaim, ...]:
    """The claims of each sentence of a block, as the engine's analysis found them
    (:func:`scorers.claims.claim_kind`, :func:`scorers.claims.back_reference`).

    Args:
        prose: the block's prose (:func:`scorers.inline.strip_markup`), which has
            the same offsets as the block's source.
        analysis: the block's analysis.
    """
    out = []
    for index, sentence in enumerate(analysis.sentences):
        claim = sentence.claim
        if claim == "yes_no":
            claim = NAMED  # a verdict: quotable, and ranked with the named things
        if index == 0:
            alone = analysis.opener is None or analysis.opener_kind != "pronoun"
        else:
            opening = back_reference(prose[sentence.start:sentence.end], analysis.lang)
            alone = opening is None or opening[1] != "pronoun"
        out.append(SentenceClaim(sentence.start, sentence.end, claim, alone, sentence.question))
    return tuple(out)
