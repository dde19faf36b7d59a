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

from .. import patterns
from ..analysis import BlockAnalysis

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
    """The claims of each sentence of a block.

    Args:
        prose: the block's prose (:func:`scorers.inline.strip_markup`), which has
            the same offsets as the block's source.
        analysis: the block's analysis.
    """
    lang = analysis.lang
    facts = sorted(start for _, start, _ in analysis.facts)
    entities = sorted(start for _, start, _ in analysis.entities)
    definition = patterns.DEFINITION[lang]
    opener = patterns.DANGLING_OPENERS[lang]
    out = []
    for index, sentence in enumerate(analysis.sentences):
        text = prose[sentence.start:sentence.end]
        claim = None
        if any(sentence.start <= f < sentence.end for f in facts):
            claim = FIGURE
        elif (index == 0 and analysis.definition_first) or definition.match(text):
            claim = DEFINITION
        elif any(sentence.start <= e < sentence.end for e in entities):
            claim = NAMED
        alone = analysis.opener is None if index == 0 else opener.match(text) is None
        out.append(SentenceClaim(sentence.start, sentence.end, claim, alone, sentence.question))
    return tuple(out)
