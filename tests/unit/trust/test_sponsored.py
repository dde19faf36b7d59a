"""A sponsored or affiliate post is noted for the writer: disclosure is what readers and
engines trust, and referral links are not sources."""

from __future__ import annotations

from scorers import score
from scorers.analysis.links import classify
from tests.support.helpers import check, marked
from tests.unit.trust import articles


def test_a_disclosed_sponsored_post_is_noted_and_its_referral_links_count_nothing():
    report = score(articles.ZH_SPONSORED)
    note = check(report, "sources", "disclosure")
    assert note.status == "info" and dict(note.params)["referral"] == 2
    finding = next(f for f in report.findings if f.check == "disclosure")
    assert articles.ZH_SPONSORED[finding.start:finding.end] == "找我试用"
    assert "trust" in finding.suggestion_text("en") and "不算来源" in finding.suggestion_text("zh")
    citations = check(report, "sources", "citations")
    assert citations.value == 0 and dict(citations.params)["referral"] == 2
    referrals = marked(articles.ZH_SPONSORED, report, "unlinked_sources", "warn")
    assert [span.split("]")[0] for span in referrals] == ["[注册入口", "[团队版购买页"]


def test_referral_links_without_a_disclosure_ask_for_one():
    report = score(articles.EN_AFFILIATE)
    note = check(report, "sources", "disclosure")
    assert note.message == "sources.disclosure.missing"
    finding = next(f for f in report.findings if f.check == "disclosure")
    assert "sponsored" in finding.suggestion_text("en")
    assert "Referral links are not sources" in finding.suggestion_text("en")
    assert check(report, "sources", "citations").value == 0


def test_an_ordinary_article_gets_no_sponsorship_note():
    for text in (articles.EN_LINKED, articles.ZH_LINKED, articles.SURVEY_EN):
        assert check(score(text), "sources", "disclosure").status == "na"


def test_tracking_tags_count_nothing_but_do_not_call_a_post_sponsored():
    assert classify("https://shop.example-notes.cn/p?promotionChannel=W1").kind == "referral"
    assert classify("https://news.site.org/a/123?utm_source=newsletter").kind == "tracking"
    text = articles.EN_HONEST.replace(
        "https://www.kingarthurbaking.com/recipes/sourdough-starter-recipe",
        "https://www.kingarthurbaking.com/recipes/sourdough-starter-recipe?utm_source=news")
    report = score(text)
    assert check(report, "sources", "citations").value == 0
    assert check(report, "sources", "disclosure").status == "na"
    # Shown as a tracking link, with the rest of what counts nothing.
    assert [span.split("]")[0] for span in marked(text, report, "unlinked_sources", "warn")] == [
        "[King Arthur Baking guide to starter maintenance"]
