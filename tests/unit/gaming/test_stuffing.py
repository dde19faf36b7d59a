"""Keyword stuffing at parity: a repeated key phrase — in a paragraph, or in the title
and headings — lowers the overall score by at least 5 in English as in Chinese, while
an honest article that keeps naming its subject is not flagged."""

from __future__ import annotations

import pytest

from scorers import Engine
from tests.unit.gaming.texts import EN_ARTICLE, EN_WORDY, ZH_ARTICLE, ZH_WORDY

EN_STUFFED_SECTION = "\n## Home composting tips\n\n" + " ".join(
    ["Home composting is the best home composting, and every home composting bin makes "
     "home composting easy for home composting fans."] * 6) + "\n"
ZH_STUFFED_SECTION = "\n## 家庭堆肥技巧\n\n" + "".join(
    ["家庭堆肥是最好的家庭堆肥，每个家庭堆肥箱都让家庭堆肥更简单。"] * 6) + "\n"

# The review's trick: the key phrase in sentences that read almost naturally, some 30
# times across a section.
EN_PHRASE_SECTION = "\n## More about home composting\n\n" + "\n\n".join([
    "Home composting is simple. A home composting bin suits any garden, and home composting "
    "saves money. Many people start home composting in spring because home composting works "
    "best when it is warm.",
    "Good home composting needs patience. Home composting rewards you with soil, and home "
    "composting friends share tips. The home composting community grows every year, and "
    "home composting clubs meet monthly.",
    "If you try home composting, keep notes. Home composting diaries help, and home "
    "composting photos show progress. Home composting is a habit, and home composting "
    "becomes easy after a month of home composting practice."]) + "\n"

EN_TITLE = "# Home composting: how to turn kitchen scraps into soil in ten weeks"
EN_STUFFED_TITLE = "# Home composting: home composting tips, a home composting guide"
ZH_TITLE = "# 家庭堆肥：十周把厨余变成土壤"
ZH_STUFFED_TITLE = "# 家庭堆肥：家庭堆肥技巧，家庭堆肥指南，家庭堆肥入门"


def _stuffing(report):
    return next(c for c in report.dimension("extractability").checks
                if c.id == "keyword_stuffing")


@pytest.mark.parametrize(("article", "section"), [(EN_ARTICLE, EN_STUFFED_SECTION),
                                                  (EN_ARTICLE, EN_PHRASE_SECTION),
                                                  (ZH_ARTICLE, ZH_STUFFED_SECTION)])
def test_a_repeated_key_phrase_lowers_overall_by_at_least_5(article, section):
    before = Engine().score(article)
    after = Engine().score(article + section)
    assert after.overall <= before.overall - 5
    assert "keyword_stuffing" in [g.id for g in after.gates]
    check = _stuffing(after)
    assert check.status != "pass" and not check.text("en").startswith("No keyword stuffing")


@pytest.mark.parametrize(("article", "title", "stuffed"), [
    (EN_ARTICLE, EN_TITLE, EN_STUFFED_TITLE), (ZH_ARTICLE, ZH_TITLE, ZH_STUFFED_TITLE)])
def test_a_stuffed_title_lowers_overall_by_at_least_5(article, title, stuffed):
    before = Engine().score(article)
    after = Engine().score(article.replace(title, stuffed))
    assert after.overall <= before.overall - 5
    marks = [f for f in after.findings if f.check == "keyword_stuffing"]
    assert marks and after.findings and "heading" in marks[0].text("en")


def test_a_stuffed_front_matter_title_is_stuffing_too():
    body = EN_ARTICLE.replace(EN_TITLE + "\n", "")
    honest = Engine().score("---\ntitle: Home composting in ten weeks\n---\n" + body)
    stuffed = Engine().score("---\ntitle: Home composting tips for home composting and home "
                             "composting bins\n---\n" + body)
    assert stuffed.overall <= honest.overall - 5


@pytest.mark.parametrize("article", [EN_ARTICLE + EN_WORDY, ZH_ARTICLE + ZH_WORDY])
def test_an_honest_article_that_names_its_subject_throughout_is_not_stuffing(article):
    report = Engine().score(article)
    assert not report.gates
    assert _stuffing(report).status == "pass"


def test_a_product_name_said_in_every_paragraph_is_not_stuffing():
    # "API gateway" in every paragraph of an article about one is its subject, not a trick.
    paragraphs = [
        "An API gateway sits between clients and services and routes each request.",
        "The API gateway checks the token of every call before it reaches a service, so "
        "each service no longer needs its own login code.",
        "Rate limits live in the API gateway too: 100 requests a second per key is a "
        "common default, and the gateway answers 429 above it.",
        "Because every call passes through it, the API gateway is also where teams collect "
        "logs and latency figures for the whole system.",
        "Kong, Apache APISIX and Envoy are three open-source gateways; all three load "
        "plugins written in Lua or WebAssembly.",
    ]
    text = "# What an API gateway does\n\n" + "\n\n".join(paragraphs) + "\n"
    report = Engine().score(text)
    assert "keyword_stuffing" not in [g.id for g in report.gates]
