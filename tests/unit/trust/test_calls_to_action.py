"""A call to action asks the reader to join, follow or subscribe to the writer's own
channel, community or letter, or to stay tuned. A step of a procedure ("Sign up for an
AWS account", "Subscribe the queue to the topic", 扫码支付) and a statement about other
people ("Students sign up for the course by 1 May") are not, and a real source in
another clause of the same sentence still counts."""

from __future__ import annotations

import pytest

from scorers import score
from tests.support.helpers import check
from tests.unit.trust.articles import EN_HONEST, ZH_HONEST


def _calls(text: str) -> list[str]:
    report = score(text)
    return [text[f.start:f.end] for f in report.findings if f.message == "clarity.puffery.call"]


def _under_summary(honest: str, sentence: str) -> str:
    anchor = "## Summary\n" if honest is EN_HONEST else "## 小结\n"
    assert anchor in honest
    return honest.replace(anchor, f"{anchor}\n{sentence}\n", 1)


@pytest.mark.parametrize(("honest", "sentence"), [
    (EN_HONEST, "Sign up for a free Bakeshop account and create a recipe box called "
                "`starters`."),
    (EN_HONEST, "Subscribe to the `feedings` topic with your phone so the timer pings you."),
    (EN_HONEST, "Subscribe now and the timer sends a test message to your phone."),
    (EN_HONEST, "Don't miss the second feeding: the starter needs it before the loaf."),
    (EN_HONEST, "Register now in the oven's app and pick the proofing mode."),
    (EN_HONEST, "Students sign up for the bread course by 1 May."),
    (EN_HONEST, "Users who subscribe to the premium plan pay $5 a month."),
    (ZH_HONEST, "用户扫码支付后，店家在 1 秒内收到通知。"),
    (ZH_HONEST, "小程序的欢迎页使用 `onLaunch` 事件加载配方列表。"),
    (ZH_HONEST, "欢迎页面的背景图使用 750 × 1334 像素的图片。"),
    (ZH_HONEST, "让我们一起看看喂养记录里的三个字段。"),
])
def test_a_step_or_a_statement_about_others_is_not_a_call_to_action(honest, sentence):
    assert _calls(_under_summary(honest, sentence)) == []


@pytest.mark.parametrize(("honest", "sentence", "call"), [
    (EN_HONEST, "Sign up for our weekly baking letter.", "Sign up for our"),
    (EN_HONEST, "Please subscribe to our newsletter for more recipes.", "subscribe to our"),
    (EN_HONEST, "Follow us on the bakery's channel for a new recipe every week.", "Follow us"),
    (EN_HONEST, "Join our community on Slack to swap starters.", "Join our community"),
    (EN_HONEST, "A rye version is on its way, so stay tuned.", "stay tuned"),
    (ZH_HONEST, "欢迎关注我们的公众号，每周更新一篇配方。", "欢迎关注"),
    (ZH_HONEST, "扫码关注，领取酸面种喂养表。", "扫码关注"),
    (ZH_HONEST, "扫码加群，和其他烘焙爱好者交流。", "扫码加群"),
    (ZH_HONEST, "黑麦版本的做法，敬请期待。", "敬请期待"),
])
def test_asking_the_reader_to_follow_the_writer_is_still_a_call_to_action(
        honest, sentence, call):
    assert any(call.lower() in found.lower() for found in _calls(_under_summary(honest,
                                                                                sentence)))


_DOC = "https://docs.bakeshop.dev/timers/latest/feeding-schedule.html"


@pytest.mark.parametrize(("honest", "sentence"), [
    # Not a call to action at all: a step with its documentation.
    (EN_HONEST, f"Don't miss the second feeding, as the [Bakeshop timer guide]({_DOC}) "
                "explains."),
    # A call to action in one clause, a real source in the other.
    (EN_HONEST, f"Follow us for more; the [Bakeshop timer guide]({_DOC}) lists 3 schedules."),
    (ZH_HONEST, f"让我们一起看看这三个字段，详见[Bakeshop 定时器文档]({_DOC})。"),
    (ZH_HONEST, f"欢迎关注我们的公众号；[Bakeshop 定时器文档]({_DOC})列出了 3 种喂养计划。"),
])
def test_a_real_source_beside_a_call_to_action_still_counts(honest, sentence):
    base = check(score(honest), "sources", "citations").value
    assert check(score(_under_summary(honest, sentence)), "sources", "citations").value > base
