"""Padding a SHORT draft pays nothing either: a draft too short to judge is pulled
towards 50, and statements that say nothing ("Comfort matters.", 舒适是关键。) must not
relax that pull by bringing new words into it (issue 21, the writer's review of
2026-12-02: ten empty sentences took a short draft from fair to good)."""

from __future__ import annotations

import pytest

from scorers import Engine
from tests.unit.gaming.texts import (
    EN_SHORT,
    EN_SHORT_PADDING,
    ZH_SHORT,
    ZH_SHORT_PADDING,
    ZH_SHORT_PADDING_8,
)

CASES = [("en", EN_SHORT, EN_SHORT_PADDING), ("zh", ZH_SHORT, ZH_SHORT_PADDING),
         ("zh", ZH_SHORT, ZH_SHORT_PADDING_8)]


def _padded(text: str, padding: str) -> str:
    # After the second section's paragraph, as a paragraph of its own.
    head, sep, tail = text.partition("\n\n## ")
    first, sep2, rest = tail.partition("\n\n## ")
    return f"{head}{sep}{first}\n\n{padding}{sep2}{rest}"


@pytest.mark.parametrize(("lang", "draft", "padding"), CASES, ids=["en", "zh", "zh-8-chars"])
def test_empty_padding_never_raises_overall_on_a_short_draft(lang, draft, padding):
    before = Engine().score(draft)
    after = Engine().score(_padded(draft, padding))
    assert before.lang == after.lang == lang
    # A short draft: still pulled towards 50, so there is room for padding to relax it.
    assert before.state == "short" and before.confidence < 0.9
    assert padding in _padded(draft, padding)
    view = Engine().view(_padded(draft, padding))
    padded_block = next(it for it in view.prose if it.a.plain == padding)
    # Every statement of the padding is one the engine calls empty …
    assert len(padded_block.a.empty) == len(padded_block.a.sentences) >= 7
    # … so it earns nothing: not the pull, not a dimension, not the overall score.
    assert after.confidence <= before.confidence
    for dim in before.dimensions:
        assert after.score(dim.id) <= dim.score, dim.id
    assert after.overall <= before.overall
    assert not after.gates  # the pull is what holds, not a gate


@pytest.mark.parametrize(("lang", "draft"), [("en", EN_SHORT), ("zh", ZH_SHORT)],
                         ids=["en", "zh"])
def test_a_sentence_that_says_something_still_relaxes_the_pull(lang, draft):
    # The fix must not freeze short drafts: real content still counts towards length.
    more = {"en": "A banneton lined with rice flour keeps the dough from sticking, and a "
                  "Dutch oven preheated to 250 °C gives the loaf a crisp crust.",
            "zh": "发酵篮里撒上米粉，面团就不会粘住；"
                  "把铸铁锅预热到 250 摄氏度，烤出的面包外皮更脆。"}
    before = Engine().score(draft)
    after = Engine().score(_padded(draft, more[lang]))
    assert after.confidence > before.confidence
