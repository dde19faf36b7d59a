"""Calls to action ("Get involved", "Sign up for our newsletter", 欢迎大家加入, 感恩有你)
are promotion: they ask the reader to act and tell them nothing, so they count as hype
in Clarity, with a link beside them or not, and never raise a score."""

from __future__ import annotations

import pytest

from scorers import score
from tests.support.helpers import check
from tests.unit.trust.articles import EN_HONEST, ZH_HONEST

_EN_CALLS = (
    ("Spread a spoonful", "**Get involved** in our baking club today! Spread a spoonful"),
    ("## Choosing a jar\n", "## Choosing a jar\n\nSign up for our newsletter and "
     "[follow us](https://crumbnotes.net/newsletter/signup) for more. Stay tuned!\n"),
    ("## Summary\n", "## Summary\n\nJoin us at the next bake-along and come and join the "
     "conversation.\n"),
)
_ZH_CALLS = (
    ("取一勺活跃的酸面种", "欢迎大家加入我们的烘焙社群！取一勺活跃的酸面种"),
    ("## 用什么容器\n", "## 用什么容器\n\n欢迎关注[我们的视频号](https://crumbnotes.net/video/"
     "channel)，更多教程敬请期待。\n"),
    ("## 小结\n", "## 小结\n\n让我们一起把酸面种养好，感恩有你。\n"),
)


def _with_calls(text: str, edits: tuple[tuple[str, str], ...]) -> str:
    for anchor, replacement in edits:
        assert anchor in text
        text = text.replace(anchor, replacement, 1)
    return text


@pytest.mark.parametrize(("honest", "edits"), [(EN_HONEST, _EN_CALLS), (ZH_HONEST, _ZH_CALLS)])
def test_calls_to_action_lower_clarity_and_never_raise_the_score(honest, edits):
    before, after = score(honest), score(_with_calls(honest, edits))
    hype = check(after, "clarity", "puffery")
    assert hype.status != "pass" and check(before, "clarity", "puffery").status == "pass"
    assert after.score("clarity") < before.score("clarity")
    assert after.overall < before.overall


@pytest.mark.parametrize(("honest", "edits", "words"), [
    (EN_HONEST, _EN_CALLS, "to act and tells"),
    (ZH_HONEST, _ZH_CALLS, "号召读者"),
])
def test_each_call_is_marked_as_promotion_with_its_words(honest, edits, words):
    text = _with_calls(honest, edits)
    report = score(text)
    calls = [f for f in report.findings if f.message == "clarity.puffery.call"]
    quoted = [text[f.start:f.end] for f in calls]
    assert len(calls) >= 5
    # The one beside a link is promotion too: a link to the sign-up page backs nothing.
    assert any(q.lower() in ("follow us", "欢迎关注") for q in quoted)
    lang = "zh" if honest is ZH_HONEST else "en"
    assert words in calls[0].text(lang)


@pytest.mark.parametrize("sentence", [
    "The club has 300 members who get involved in 12 bakes a year.",
    "Bakers looking to get involved with the 2026 trial wrote to its 4 organisers.",
    "这款酵母很受欢迎的原因，是使用方便。",
    "Bakers who joined the 2024 trial fed their starters twice a day.",
])
def test_a_plain_statement_is_not_a_call_to_action(sentence):
    lang_text = ZH_HONEST if "酵母" in sentence else EN_HONEST
    text = lang_text.replace("## Summary\n", f"## Summary\n\n{sentence}\n").replace(
        "## 小结\n", f"## 小结\n\n{sentence}\n")
    assert not [f for f in score(text).findings if f.message == "clarity.puffery.call"]


@pytest.mark.parametrize(("honest", "call", "anchor"), [
    (EN_HONEST, "Sign up for [our weekly baking letter]"
     "(https://crumbnotes.net/letters/weekly-signup) today.", "## Summary\n"),
    (ZH_HONEST, "欢迎关注[我们的烘焙视频号](https://crumbnotes.net/video/weekly-channel)。",
     "## 小结\n"),
    (ZH_HONEST, "欢迎在[我们的烘焙视频号](https://crumbnotes.net/video/weekly-channel)留言讨论！",
     "## 小结\n"),
])
def test_a_link_in_a_call_to_action_is_no_source(honest, call, anchor):
    # The same page named in a statement is a source; asked to sign up for, it backs nothing.
    statement = ("[Our weekly baking letter](https://crumbnotes.net/letters/weekly-signup) "
                 "tested 12 flours in 2025." if honest is EN_HONEST else
                 "[我们的烘焙视频号](https://crumbnotes.net/video/weekly-channel)在 2025 年"
                 "测试了 12 种面粉。")
    called = score(honest.replace(anchor, f"{anchor}\n{call}\n", 1))
    stated = score(honest.replace(anchor, f"{anchor}\n{statement}\n", 1))
    base = check(score(honest), "sources", "citations").value
    assert check(called, "sources", "citations").value == base
    assert check(stated, "sources", "citations").value > base
