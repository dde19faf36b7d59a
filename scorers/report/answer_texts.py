"""The texts of the answer preview, in English (the source language).

Merged into :data:`scorers.report.messages.CATALOG`. A ``{reasons}`` value is a tuple
of ``answers.reason.*`` keys, which :func:`scorers.report.messages.render` renders and
joins.
"""

from __future__ import annotations

ANSWER_TEXTS: dict[str, str] = {
    "answers.advice.vague": "“{query}” has no words to search for: ask it with the words a reader "
                            "would type.",
    "answers.advice.missing": "No passage mentions {terms}: add a section that answers “{query}”, "
                              "with the answer in its first sentence.",
    "answers.advice.terms": "The best passage (line {line}) lacks {terms}: use the question's own "
                            "words under “{heading}”.",
    "answers.advice.figure": "No passage opens with an answer to “{query}”: put the figure in the "
                             "first sentence under “{heading}”.",
    "answers.advice.definition": "No sentence defines {subject} for “{query}”: add one that "
                                 "opens {opening} under “{heading}” (line {line}).",
    "answers.advice.claim": "No passage opens with a clear answer to “{query}”: put a figure, a "
                            "name or a definition in the first sentence under “{heading}”.",
    "answers.advice.reason": "The sentence an engine would quote for “{query}” (line {line}) "
                             "gives no reason: say why ({examples}) in the first sentence "
                             "under “{heading}”.",
    "answers.advice.steps": "The sentence an engine would quote for “{query}” (line {line}) "
                            "does not say how: open the section under “{heading}” with the "
                            "way to do it ({examples}) or the steps.",
    "answers.advice.lead_in": "The sentence an engine would quote (line {line}) only leads into "
                              "what follows: say the answer itself in it, then give the "
                              "details.",
    "answers.advice.alone": "The sentence an engine would quote (line {line}) opens on “{word}”: "
                            "name the subject so it stands on its own.",
    "answers.advice.first": "The answer sits further into its paragraph (line {line}): move it to "
                            "the first sentence under “{heading}”.",
    "answers.advice.beaten": "A reference passage ({file}, line {line}) ranks above yours "
                             "(#{rank}). Why: {reasons}.",
    "answers.advice.outside": "Your best passage ranks #{rank}, outside the top 10 an engine "
                              "reads; {file}, line {line} ranks first. Why: {reasons}.",
    "answers.advice.ok": "Covered: an engine would likely quote line {line}.",
    "answers.reason.terms": "more of the question's words",
    "answers.reason.figure": "a figure",
    "answers.reason.earlier": "earlier in its page",
    "answers.reason.focused": "a shorter, more focused passage",
    # The AI Extractability check fed by the answer preview.
    "extract.query.none": "No questions to answer yet: add one in the Answer preview.",
    "extract.query": "Worst-covered of {n} questions: “{query}”, coverage {coverage}/100 (aim for "
                     "at least 80).",
    "extract.query.mark": "Weakest answer: “{query}” ({coverage}/100).",
}
