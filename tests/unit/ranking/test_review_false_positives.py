"""Advice the writer's review found wrong for the draft in front of it (item 9): a
denied superlative, a marked opinion, a list of names written as a sentence."""

from __future__ import annotations

import pytest

from scorers import score


def _said(text: str, check: str) -> list[str]:
    return [f.text() for f in score(text).findings if f.check == check]


BLOG = ("# Start a blog\n\nPublish before it feels perfect. No post will be perfect, and that "
        "is fine: readers come back for what you learned this week, not for polish.\n")


def test_a_denied_or_only_felt_superlative_is_no_hype():
    assert _said(BLOG, "puffery") == []
    assert _said(BLOG.replace("No post will be perfect", "Our theme is perfect"), "puffery")
    assert _said("# 体验\n\n这个工具并不完美，导出 PDF 时表格会错位，需要手动调整列宽。\n",
                 "puffery") == []
    assert _said("# 体验\n\n这是一个完美的工具，所有团队都应该使用它来管理文档和项目。\n",
                 "puffery")


@pytest.mark.parametrize("text", [
    "# FlowUs\n\n本文由 FlowUs 赞助。我觉得 FlowUs 的表格功能比较好用，支持看板和日历两种视图。\n",
    "# Review\n\nI think the table view is the best part of it: it shows boards and "
    "calendars side by side and exports them to CSV in one step.\n",
])
def test_a_marked_opinion_is_not_a_hedge(text):
    assert _said(text, "hedging") == []


def test_a_guess_is_still_a_hedge():
    assert _said("# Costs\n\nWe guess the bill will fall next year, perhaps by a little.\n",
                 "hedging")


NAMES = ("# React Conf 2021\n\nThe speakers were Andrew Clark, Juan Tejada, Lauren Tan, "
         "Brian Vaughn, Josh Story, Aakansha Doshi, Debbie O'Brien, Sarah Rainsberger, Rick "
         "Hanlon, Rachel Nabors, Lyle Troxell, Helen Lin, Shruti Kapoor, Sunil Pai, Delba de "
         "Oliveira, Robert Balicki, Eric Rozell, Steven Moyes and Daishi Kato.\n")


def test_a_list_of_names_is_not_a_long_sentence():
    assert _said(NAMES, "sentence_length") == []


def test_a_long_sentence_with_a_list_inside_is_still_long():
    text = ("# Summit\n\nWe met in Paris, then in Berlin, then in Rome, and the talks there "
            "covered governance, funding, security, release schedules, testing infrastructure, "
            "documentation, and the long list of things the project still needs to decide "
            "before the next major version ships.\n")
    assert _said(text, "sentence_length")


def test_a_long_chinese_sentence_of_clauses_is_still_long():
    text = ("# 总结\n\n这也是很多草稿其实最容易出问题的地方，因为写出一段人读起来还不错、"
            "但 AI 搜索却抓不到任何要点的文字非常容易，业内人士普遍认为，这种含糊的写法基本上"
            "是好文章迟迟没有被引用的最常见原因之一，即使文章的其他部分写得相当扎实、结构也相当"
            "清楚，也一样会受到影响。\n")
    assert _said(text, "sentence_length")


@pytest.mark.parametrize("text", [
    # What can happen is the claim, as "errors that may occur" is in English.
    "# 网关配置\n\n宽松的网关配置可能会导致请求被路由到错误的服务，应当限定主机名。\n",
    # A choice offered to the reader, as "you may want to" is.
    "# 升级\n\n您可能想先在测试集群中试用新版本，再把生产流量切换过去。\n",
])
def test_a_chinese_risk_or_a_readers_choice_is_not_a_hedge(text):
    assert _said(text, "hedging") == []


def test_a_chinese_guess_is_still_a_hedge():
    assert _said("# 性能\n\n新版本可能更快一些，但我们还没有测过。\n", "hedging")
