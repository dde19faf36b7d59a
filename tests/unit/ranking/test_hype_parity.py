"""Chinese hype and calls to action are caught where their English counterparts are, and
the other way round (review 4): 立即注册, 加入我们不断壮大的社区, 关注我们的公众号, 彻底改变你的…,
不可思议, 无数用户爱上了它; "Subscribe now for early access", "Star us on GitHub". Each only in
its promotional form: a step of a procedure or a plain statement is no call."""

from __future__ import annotations

import pytest

from scorers import score

_OPENING = {"en": "Crumb 2.0 syncs 1,000 notes in 2 seconds.",
            "zh": "Crumb 2.0 在 2 秒内同步 1000 条笔记。"}


def _marked(sentence: str, lang: str) -> list[tuple[str, str]]:
    text = f"# Crumb\n\n{_OPENING[lang]} {sentence}\n"
    return [(f.message, text[f.start:f.end]) for f in score(text).findings
            if f.check == "puffery"]


@pytest.mark.parametrize(("sentence", "lang", "word"), [
    ("立即注册，领取 30 天专业版。", "zh", "立即注册"),
    ("现在就加入我们不断壮大的社区！", "zh", "加入我们不断壮大的社区"),
    ("关注我们的公众号获取每日技巧。", "zh", "关注我们的公众号"),
    # What "Join us", "Stay tuned" and "Don't miss it" say in a Chinese invitation.
    ("诚邀各位烘焙爱好者参加面包节。", "zh", "诚邀"),
    ("我们希望您能参加第一届面包节！", "zh", "希望您能参加"),
    ("欢迎大家参加下个月的面包节。", "zh", "欢迎大家参加"),
    ("请持续关注我们的日历页面。", "zh", "请持续关注"),
    ("名额有限，先到先得。", "zh", "名额有限"),
    ("不要错过和老朋友见面的机会！", "zh", "不要错过"),
    ("Subscribe now for early access to the rye mode.", "en", "Subscribe now for early access"),
    ("Star us on GitHub to support the project.", "en", "Star us"),
])
def test_a_call_to_action_is_marked_as_one(sentence, lang, word):
    assert ("clarity.puffery.call", word) in _marked(sentence, lang)


@pytest.mark.parametrize(("sentence", "word"), [
    ("云笔记将彻底改变你的思考方式。", "彻底改变你"),
    ("云笔记简单到不可思议。", "不可思议"),
    ("已经有无数用户爱上了它。", "无数用户爱上"),
    # "Game-changing", "thrilled", "a huge success" in a Chinese press release or recap.
    ("云笔记在同步方面改变了游戏规则。", "改变了游戏规则"),
    ("这次更新令人兴奋。", "令人兴奋"),
    ("面包节圆满结束。", "圆满结束"),
    ("云笔记荣获年度应用奖。", "荣获"),
    ("云笔记携手面包店共建烘焙生态。", "携手"),
])
def test_chinese_hype_is_marked(sentence, word):
    assert ("clarity.puffery.mark", word) in _marked(sentence, "zh")


@pytest.mark.parametrize(("sentence", "lang"), [
    ("点击页面右上角的立即注册按钮，再填写邮箱。", "zh"),
    ("新的同步协议彻底改变了冲突合并的方式。", "zh"),
    ("他去年加入我们的团队，负责同步服务。", "zh"),
    ("希望读者能看懂冲突合并的规则。", "zh"),
    ("同步服务关注每条笔记的修改时间。", "zh"),
    ("Subscribe now and the queue sends each new note to your phone.", "en"),
    ("Users star the notes they open most often.", "en"),
])
def test_a_step_or_a_statement_is_no_hype(sentence, lang):
    assert _marked(sentence, lang) == []
