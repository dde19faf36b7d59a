"""A paragraph that chants the title's own key term — a handful of varied short sentences
that each name it, said over and over — is keyword stuffing, though an article may name
its subject more often than any other word: it lowers the overall score by at least 5
and the finding names the term, in Chinese as in English."""

from __future__ import annotations

import pytest

from scorers import Engine
from tests.unit.gaming.texts import EN_ARTICLE, ZH_ARTICLE

ZH_CHANT = "".join(["厨余是宝藏。厨余改变花园。厨余越来越受欢迎。厨余无处不在。厨余值得珍惜。"
                    "厨余滋养土壤。"] * 4)
EN_CHANT = " ".join(["Composting is the future. Composting changes gardens. Composting keeps "
                     "growing. Composting is everywhere. Composting earns trust. Composting "
                     "leads the way."] * 4)
# Said once, not over and over, and with other things between the mentions.
# A short technical answer whose topic word ("tag") is a little over-used across the
# article and said three times in its last 28-word list item, each time among other things.
EN_TAG_FAQ = """\
---
title: Why is my log index growing so fast?
---

Log indexes grow fast when each event carries a tag with many distinct values. Every new
tag value opens a new series in the index, so a request id or a user id used as a tag can
add millions of entries a day. To find the cause, list the tags of your busiest streams
on the `/admin/series` page and sort them by distinct values.

There are three common fixes:

* Drop a tag you never query. The `drop_fields` setting of the collector removes it
  before the event is shipped, and the index stops growing within one retention period.
* Move an identifier out of the tags and into the message body. Search still finds it
  with a full-text query, but it no longer creates a series of its own.
* Group tag values, through bucketing or mapping. If the information the tag carries is
  useful, map raw paths to route names to group the tag, for example `/users/42` to
  `/users/:id`.

Retention matters as much as any tag. An index that keeps 30 days of events holds four times the
series of one that keeps a week, because stale series are only removed when their last
event expires. Shorten retention for debug streams first: they are the largest and the
least read. After a change, compare the series count on the admin page with the count
from the day before; a drop of a third or more is common once a request id is gone.
"""
# The same list item said in one frame, with next to nothing else.
EN_TAG_FRAMED = EN_TAG_FAQ.replace(
    "* Group tag values, through",
    "* Group tag values, tag values, tag values, through")
ZH_VARIED = ("堆肥的温度说明了箱子里发生的事情：五十度以上说明微生物正忙，降到室温说明材料已经"
             "分解得差不多。翻堆会让温度再升一次，如果不再升温，堆肥就快腐熟了。")


@pytest.mark.parametrize(("article", "chant", "term"), [(ZH_ARTICLE, ZH_CHANT, "厨余"),
                                                        (EN_ARTICLE, EN_CHANT, "composting")])
def test_a_paragraph_chanting_the_title_term_is_stuffing(article, chant, term):
    before = Engine().score(article)
    after = Engine().score(article + "\n" + chant + "\n")
    assert after.overall <= before.overall - 5
    assert "keyword_stuffing" in [g.id for g in after.gates]
    check = next(c for c in after.dimension("extractability").checks
                 if c.id == "keyword_stuffing")
    assert term in check.text("en").lower() and not check.text("en").startswith("No keyword")


def test_a_paragraph_about_the_title_term_is_not_stuffing():
    report = Engine().score(ZH_ARTICLE + "\n" + ZH_VARIED + "\n")
    assert "keyword_stuffing" not in [g.id for g in report.gates]


def test_a_short_answer_naming_its_topic_among_other_things_is_not_stuffing():
    # Was capped at 60: "tag" is 3.3% of the words, and the list item says it 3 times
    # in 28 words.
    report = Engine().score(EN_TAG_FAQ)
    assert "keyword_stuffing" not in [g.id for g in report.gates]


def test_the_same_answer_saying_its_topic_in_one_frame_is_stuffing():
    report = Engine().score(EN_TAG_FRAMED)
    assert "keyword_stuffing" in [g.id for g in report.gates]
