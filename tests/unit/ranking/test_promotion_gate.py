# ruff: noqa: E501 - articles are prose: one paragraph a line, as a writer types them
"""A promotional page — a milestone boast, a press release, an invitation — is a poor
source however well it is laid out: where one sentence in eight (three at least) hypes
its subject or asks the reader to join, follow or sign up, the Plain claims check
scores 0 and the overall score is capped, with a gate that says why (issue 21: a
milestone post scored 83, above most strong Chinese articles)."""

from __future__ import annotations

import pytest

from scorers import score
from scorers.gates import CAPS
from tests.unit.trust.articles import EN_HONEST, ZH_HONEST

EN_PROMO = """\
---
title: Bakeshop passes 10,000 bakers
date: 2026-10-01
---

# Bakeshop passes 10,000 bakers

**TL;DR:** Bakeshop, the starter-tracking app, passed 10,000 registered bakers on 28 September 2026, eleven months after version 1.0.

## How we got here

Bakeshop 1.0 shipped in October 2025 with a feeding timer and a rise log. Version 1.4 added a hydration calculator in March 2026, and version 2.0 brought shared jars for households in August. Our community is the most passionate group of bakers in the world.

## What the community does

Bakers log about 3,000 feedings a day, and the shared-jar feature is used by 1,200 households. Every release is shaped by the incredible ideas of our users. Thank you for making Bakeshop the best starter app there is.

## What the numbers say

Half of the bakers use the app in English, a quarter in German and the rest in eleven other languages. The median baker keeps two jars and feeds them nine times a week. Rye starters make up 18% of all jars, and whole wheat starters 31%. Most feedings are logged between 7 and 9 in the morning, and a second peak comes after 8 in the evening, when people bake for the next day.

## Who the bakers are

Home bakers make up 87% of the accounts, and small bakeries the rest; a bakery in Lyon runs forty jars through one account. Teachers use the shared jars in school kitchens, where each class feeds its own starter and compares the rise on a projector.

## How the app is built

The app stores every feeding on the phone first and syncs it to the server when a network is available, so a cellar kitchen with no signal loses nothing. The server runs on two machines in Frankfurt, and the code of the timer is published under the MIT licence on Codeberg. Crash reports fell from 4 in 1,000 sessions in version 1.0 to 1 in 1,000 in version 2.0, after the sync code was rewritten.

## Events

We hold an online bake-along on the first Sunday of every month. Join our community on Discord to bake with us. Follow us on Mastodon for the dates.

## What comes next

Version 2.1 will add a rye mode in November. Stay tuned for more exciting news. Sign up for our newsletter so you never miss an update.
"""

ZH_PROMO = """\
---
title: Bakeshop 用户突破一万
date: 2026-10-01
---

# Bakeshop 用户突破一万

**速读：** 酸面种记录应用 Bakeshop 在 2026 年 9 月 28 日注册用户突破一万，距 1.0 版本发布仅 11 个月。

## 一路走来

Bakeshop 1.0 于 2025 年 10 月发布，提供喂养提醒和膨胀记录。2026 年 3 月的 1.4 版本加入了含水量计算器，8 月的 2.0 版本支持家庭共享罐。我们的社区是全世界最有热情的烘焙社区。

## 社区在做什么

用户每天记录约 3000 次喂养，共享罐功能有 1200 个家庭在用。每一次发布都离不开用户们卓越的创意。感恩有你，让 Bakeshop 成为业界领先的酸面种应用。

## 数据说明了什么

一半用户使用英文界面，四分之一使用德文，其余分布在另外十一种语言。用户平均养两罐酸面种，每周喂九次。黑麦酸面种占全部罐子的 18%，全麦酸面种占 31%。大多数喂养记录出现在早上 7 点到 9 点之间，晚上 8 点以后还有第二个高峰，那是人们在为第二天烤面包做准备。冬季室温较低，用户把喂养间隔平均拉长了三个小时；夏季则有不少人把罐子移进冰箱，改成每周喂一次。

## 用户是谁

家庭烘焙者占全部账户的 87%，其余是小面包店；里昂有一家面包店用一个账户管理四十罐酸面种。也有老师在学校厨房里使用共享罐：每个班级喂养自己的酸面种，再用投影仪比较各自的膨胀曲线。发酵温度、面粉品牌和加水比例都记在同一张表里，学生可以按周导出成表格，带回家和父母一起看。

## 应用是怎么做的

应用先把每一次喂养记录存在手机上，等有网络时再同步到服务器，所以在没有信号的地下厨房里也不会丢数据。服务器是法兰克福的两台机器，定时器的代码以 MIT 许可证发布在 Codeberg 上。同步代码重写以后，崩溃率从 1.0 版本的每千次会话 4 次降到 2.0 版本的 1 次。

## 社区活动

每月第一个周日我们都会举办线上一起烤面包活动。欢迎大家加入我们的 Discord 社区。欢迎关注我们的公众号获取活动时间。

## 接下来

2.1 版本将在 11 月加入黑麦模式，敬请期待。欢迎大家订阅我们的邮件通讯，第一时间获取更新。
"""

#: The same posts with the boasts cut and the invitations turned into plain statements.
PLAIN = {
    "en": (EN_PROMO, [
        (" Our community is the most passionate group of bakers in the world.", ""),
        (" Every release is shaped by the incredible ideas of our users. Thank you for making "
         "Bakeshop the best starter app there is.", " Requests from users set the order of "
         "the features in each release."),
        ("Join our community on Discord to bake with us. Follow us on Mastodon for the dates.",
         "The bake-along runs on Discord, and the dates are on the Bakeshop calendar page."),
        (" Stay tuned for more exciting news. Sign up for our newsletter so you never miss an "
         "update.", " The newsletter lists each release the week it ships."),
    ]),
    "zh": (ZH_PROMO, [
        ("我们的社区是全世界最有热情的烘焙社区。", ""),
        ("每一次发布都离不开用户们卓越的创意。感恩有你，让 Bakeshop 成为业界领先的酸面种应用。",
         "每个版本的功能顺序按用户提出的需求排定。"),
        ("欢迎大家加入我们的 Discord 社区。欢迎关注我们的公众号获取活动时间。",
         "活动在 Discord 上进行，日期列在 Bakeshop 的日历页面上。"),
        ("，敬请期待。欢迎大家订阅我们的邮件通讯，第一时间获取更新。", "。邮件通讯会在每个版本发布当周介绍它。"),
    ]),
}


def _plain(lang: str) -> str:
    text, edits = PLAIN[lang]
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


def _gate(report):
    return next((g for g in report.gates if g.id == "promotion"), None)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_promotional_post_is_capped_and_told_why(lang):
    text = PLAIN[lang][0]
    report = score(text)
    assert report.lang == lang and report.state == "scored"
    gate = _gate(report)
    assert gate is not None
    assert report.overall <= CAPS["promotion"]
    params = dict(gate.params)
    assert params["n"] >= 3 and params["share"] >= 12
    assert f"{params['share']}%" in gate.text("en") and "poor source" in gate.text("en")
    assert "宣传" in gate.text("zh") and f"{params['share']}%" in gate.text("zh")
    assert "figure or source" in gate.suggestion_text("en")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_same_post_in_plain_words_is_not_capped(lang):
    promo, plain = score(PLAIN[lang][0]), score(_plain(lang))
    assert _gate(plain) is None
    assert plain.overall > promo.overall


@pytest.mark.parametrize(("honest", "footer"), [
    (EN_HONEST, "Follow us on Mastodon for a new recipe every week. Join our community on "
                "Discord to swap starters."),
    (ZH_HONEST, "欢迎关注我们的公众号，每周更新一篇配方。欢迎大家加入我们的烘焙交流群。"),
])
def test_an_invitation_or_two_at_the_end_of_a_real_article_is_no_gate(honest, footer):
    report = score(f"{honest}\n{footer}\n")
    assert _gate(report) is None
    # The calls are still marked for the writer.
    assert [f for f in report.findings if f.message == "clarity.puffery.call"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_empty_padding_does_not_dilute_the_promotion(lang):
    padding = {"en": "It is. That is so. We are here. It helps. Bread is nice. Homes are warm.",
               "zh": "就是这样。面包很好。家很温暖。舒适是关键。账单会变。能源有用。"}[lang]
    text = PLAIN[lang][0].replace("\n## Events", f"\n{padding}\n\n## Events").replace(
        "\n## 社区活动", f"\n{padding}\n\n## 社区活动")
    assert padding in text
    assert _gate(score(text)) is not None


@pytest.mark.parametrize("sentence", [
    "The foundation acts in the best interests of the bakers who use the app.",
    "Delivery of the reminders is best-effort: a phone that is switched off gets none.",
    "To the best of our knowledge, no other app logs the rise of a starter.",
    "Follow the best practices of the guild for labelling jars.",
])
def test_an_idiom_with_best_is_no_hype(sentence):
    text = EN_HONEST.replace("## Summary\n", f"## Summary\n\n{sentence}\n", 1)
    report = score(text)
    assert not [f for f in report.findings if f.check == "puffery" and "best" in
                text[f.start:f.end].lower()]


def test_the_best_is_still_hype():
    text = EN_HONEST.replace("## Summary\n", "## Summary\n\nOurs is the best starter app.\n", 1)
    assert [f for f in score(text).findings if f.check == "puffery"
            and text[f.start:f.end].lower() == "best"]


ZH_INVITATION = """\
# 加入我们，参加第一届面包节

诚邀各位烘焙爱好者参加第一届 Bakeshop 面包节！面包节在线上举行，全程免费。

## 活动内容

面包节为大家准备了酸面种分享、揉面演示和烤箱问答。每位讲者会讲自己养酸面种的办法，也会回答观众的\
问题。揉面演示由社区的老师傅带来，观众可以跟着一起做。

## 如何参加

名额有限，先到先得。我们希望您能参加这次面包节，和大家一起交流烘焙心得。请持续关注我们的日历页面\
了解更多消息。不要错过这次和老朋友见面的机会！

活动结束后，讲者的讲稿会放在 Bakeshop 的网站上，供没能到场的朋友阅读。
"""


def test_a_chinese_invitation_is_promotion():
    # 诚邀, 名额有限, 希望您能参加, 请持续关注, 不要错过: "Join us" and "Don't miss it" in
    # Chinese, which the gate let through before (issue 21).
    gate = _gate(score(ZH_INVITATION))
    assert gate is not None and dict(gate.params)["n"] >= 4


def test_a_real_chinese_article_that_mentions_an_event_once_is_not_capped():
    text = ZH_HONEST.replace("\n## ", "\n欢迎大家参加下个月的面包节。\n\n## ", 1)
    report = score(text)
    # Marked for the writer to trim, but one call does not make a promotional page.
    assert "欢迎大家参加" in [text[f.start:f.end] for f in report.findings
                        if f.message == "clarity.puffery.call"]
    assert _gate(report) is None


ZH_ADOPTER_BODY = """
灯笼项目的用户组由使用灯笼调度器的公司组成，每季度开一次线上会议。

用户组成员可以在会上提出需求，维护者会把需求排进下一个版本的计划。

灯笼调度器 3.2 版在 2031 年 4 月发布，新增了队列优先级和失败重试两项功能。

队列优先级按作业的权重分配资源，权重高的作业先获得节点。

失败重试会在作业失败后等待 30 秒再提交一次，最多重试三次。

用户组目前有 12 家公司，其中 5 家在生产环境运行调度器。

申请加入用户组需要提交公司名称、使用场景和联系人。

调度器的控制面由一个主节点和两个备用节点组成，主节点故障后备用节点在 10 秒内接管。

每个作业的日志保存 14 天，超过期限的日志会被压缩后移到对象存储。

集群规模超过 500 个节点时，建议把调度周期从 1 秒调到 3 秒，以减少主节点的负载。
"""


def test_a_headline_that_calls_the_reader_to_act_counts_as_promotion():
    """A title that welcomes a company into the user group (欢迎…加入) is a call to action
    like a sentence that says it: it counts in Plain claims and is marked (held3: a
    Bloomberg adopter post scored 77, above four strong Chinese how-tos). Before, titles
    and headings were never read for hype."""
    plain = score("# 灯笼项目用户组的第一家银行\n" + ZH_ADOPTER_BODY)
    hyped = score("# 欢迎星河银行加入灯笼项目用户组\n" + ZH_ADOPTER_BODY)
    assert hyped.score("clarity") < plain.score("clarity")
    puffery = next(c for c in hyped.dimension("clarity").checks if c.id == "puffery")
    assert any(dict(m.params).get("word", "").startswith("欢迎") for m in puffery.marks)


def test_a_superlative_headline_backed_by_its_figure_is_no_hype():
    backed = score("# 最受欢迎的 12 家用户公司\n" + ZH_ADOPTER_BODY)
    puffery = next(c for c in backed.dimension("clarity").checks if c.id == "puffery")
    assert not puffery.marks
