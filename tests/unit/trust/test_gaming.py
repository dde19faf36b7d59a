"""Unverifiable support does not pay: an unlinked study, a "(Name, year)" citation, an
invented quote with a name and a company and links to home pages raise an honest
article by at most 1 point, while the same figures linked to their pages raise Sources."""

from __future__ import annotations

import pytest

from scorers import score
from tests.support.helpers import check, marked
from tests.unit.gaming.texts import EN_SHORT, ZH_SHORT
from tests.unit.trust import articles
from tests.unit.trust.articles import EN_EDITS, ZH_EDITS

LANGS = ["en", "zh"]
SHORT_DRAFTS = {"en": EN_SHORT, "zh": ZH_SHORT}


def _article(lang: str, variant: str) -> str:
    return getattr(articles, f"{lang.upper()}_{variant}")


@pytest.mark.parametrize("lang", LANGS)
def test_made_up_studies_quotes_and_home_page_links_raise_overall_by_at_most_one(lang):
    honest, gamed = score(_article(lang, "HONEST")), score(_article(lang, "GAMED"))
    assert honest.state == gamed.state == "scored"  # full articles, not shrunk stubs
    assert gamed.overall <= honest.overall + 1
    assert gamed.score("sources") <= honest.score("sources")
    assert gamed.score("facts") <= honest.score("facts") + 2


@pytest.mark.parametrize("lang", LANGS)
def test_the_same_figures_linked_to_their_pages_raise_sources(lang):
    honest, gamed, linked = (score(_article(lang, v)) for v in ("HONEST", "GAMED", "LINKED"))
    assert linked.score("sources") >= honest.score("sources") + 15
    assert linked.score("sources") > gamed.score("sources")
    assert linked.overall > honest.overall
    # The linked quotation counts; the invented one with a name and a company does not.
    assert check(linked, "sources", "quotations").value == 1
    assert check(gamed, "sources", "quotations").value == 0


@pytest.mark.parametrize(("lang", "spans"), [
    ("en", ["According to a 2024 Stanford study", "(King Arthur Baking, 2025)",
            "said Javier Tan, head baker at Tartine Labs"]),
    ("zh", ["清华大学张教授表示"]),
])
def test_a_named_source_with_no_link_is_shown_as_cited_not_linked(lang, spans):
    text = _article(lang, "GAMED")
    report = score(text)
    found = marked(text, report, "unlinked_sources", "warn")
    for span in spans:
        assert span in found
    if lang == "zh":
        assert any(span.startswith("据艾瑞咨询") for span in found)
    finding = next(f for f in report.findings if f.check == "unlinked_sources"
                   and f.severity == "warn")
    assert "not linked" in finding.text("en") and "link" in finding.suggestion_text("en").lower()
    assert "未链接" in finding.text("zh")
    # Once linked, nothing is left to show.
    assert not marked(_article(lang, "LINKED"), score(_article(lang, "LINKED")),
                      "unlinked_sources", "warn")


@pytest.mark.parametrize("lang", LANGS)
def test_figures_whose_only_source_is_a_name_are_unsourced(lang):
    text = _article(lang, "GAMED")
    flagged = marked(text, score(text), "unsourced_figures", "weak")
    named = "Stanford" if lang == "en" else "艾瑞咨询"
    assert any(named in span for span in flagged)
    linked = _article(lang, "LINKED")
    assert not any(named in span for span in marked(linked, score(linked), "unsourced_figures"))


@pytest.mark.parametrize("lang", LANGS)
def test_home_page_links_are_not_distinct_sources(lang):
    honest, gamed = score(_article(lang, "HONEST")), score(_article(lang, "GAMED"))
    before, after = check(honest, "sources", "citations"), check(gamed, "sources", "citations")
    assert after.value == before.value
    assert dict(after.params)["n"] == dict(before.params)["n"] == 1
    assert dict(after.params)["home"] == 3


def _in_short_draft(draft: str, paragraph: str) -> str:
    # After the short draft's first section, as a paragraph of its own.
    head, sep, tail = draft.partition("\n\n## ")
    first, sep2, rest = tail.partition("\n\n## ")
    return f"{head}{sep}{first}\n\n{paragraph}{sep2}{rest}"


#: (lang, the invented quote the gaming variant adds, the same with a link to where it was said)
SHORT_CASES = [
    ("en", EN_EDITS[2][1].split("\n\n")[1].strip(), EN_EDITS[2][2].split("\n\n")[1].strip()),
    ("zh", *(edit.removeprefix(ZH_EDITS[1][0]) for edit in ZH_EDITS[1][1:])),
]


@pytest.mark.parametrize(("lang", "gamed", "linked"), SHORT_CASES, ids=["en", "zh"])
def test_an_invented_quote_does_not_lift_a_short_draft(lang, gamed, linked):
    # A short draft is pulled towards 50 until it has enough words to judge; an invented
    # quote with a name and a company must not relax that pull.
    draft = SHORT_DRAFTS[lang]
    before = score(draft)
    after = score(_in_short_draft(draft, gamed))
    assert before.lang == after.lang == lang
    assert before.state == after.state == "short"
    assert gamed in _in_short_draft(draft, gamed)
    assert after.confidence <= before.confidence
    assert after.overall <= before.overall + 1
    # Linked to where it was said, the same words are text a reader can follow, and count.
    assert score(_in_short_draft(draft, linked)).confidence > before.confidence
