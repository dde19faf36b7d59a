"""Unverifiable support woven into the body of an article whose paragraphs already link
to specific pages does not pay: an unlinked study, an invented quote and home-page
"citations" added to six paragraphs raise it by at most 1 point, earn no Facts or
Sources credit and do not turn the opening into a summary, in both languages."""

from __future__ import annotations

import pytest

from scorers import score
from tests.support.helpers import check, marked
from tests.unit.trust.woven import EN_ARTICLE, EN_WEAVE, ZH_ARTICLE, ZH_WEAVE, woven

CASES = {"en": (EN_ARTICLE, EN_WEAVE), "zh": (ZH_ARTICLE, ZH_WEAVE)}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_support_woven_into_linked_paragraphs_raises_overall_by_at_most_one(lang):
    article, additions = CASES[lang]
    honest, gamed = score(article), score(woven(article, lang, additions))
    assert honest.state == gamed.state == "scored"
    assert gamed.overall <= honest.overall + 1
    assert gamed.score("facts") <= honest.score("facts")
    assert gamed.score("sources") <= honest.score("sources")
    # The invented quote earns no quotation, though its paragraph links to a real page.
    assert check(gamed, "sources", "quotations").value == check(honest, "sources",
                                                                  "quotations").value


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_statistic_cited_to_a_name_does_not_make_the_opening_a_summary(lang):
    article, additions = CASES[lang]
    assert check(score(article), "structure", "summary").value == 0
    gamed = score(woven(article, lang, additions[:1]))
    assert check(gamed, "structure", "summary").value == 0


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_woven_figures_are_shown_as_unsourced_and_the_names_as_not_linked(lang):
    article, additions = CASES[lang]
    text = woven(article, lang, additions)
    report = score(text)
    honest = score(article)
    # Each paragraph given a study or home-page "citation" now has a figure with no source.
    assert check(report, "sources", "unsourced_figures").value >= 4
    assert not check(honest, "sources", "unsourced_figures").value
    found = marked(text, report, "unlinked_sources", "warn")
    name = "Stanford" if lang == "en" else "斯坦福"
    assert sum(name in span for span in found) == 2
