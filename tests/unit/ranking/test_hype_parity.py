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
    ("Subscribe now for early access to the rye mode.", "en", "Subscribe now for early access"),
    ("Star us on GitHub to support the project.", "en", "Star us"),
])
def test_a_call_to_action_is_marked_as_one(sentence, lang, word):
    assert ("clarity.puffery.call", word) in _marked(sentence, lang)


@pytest.mark.parametrize(("sentence", "word"), [
    ("云笔记将彻底改变你的思考方式。", "彻底改变你"),
    ("云笔记简单到不可思议。", "不可思议"),
    ("已经有无数用户爱上了它。", "无数用户爱上"),
])
def test_chinese_hype_is_marked(sentence, word):
    assert ("clarity.puffery.mark", word) in _marked(sentence, "zh")


@pytest.mark.parametrize(("sentence", "lang"), [
    ("点击页面右上角的立即注册按钮，再填写邮箱。", "zh"),
    ("新的同步协议彻底改变了冲突合并的方式。", "zh"),
    ("他去年加入我们的团队，负责同步服务。", "zh"),
    ("Subscribe now and the queue sends each new note to your phone.", "en"),
    ("Users star the notes they open most often.", "en"),
])
def test_a_step_or_a_statement_is_no_hype(sentence, lang):
    assert _marked(sentence, lang) == []
