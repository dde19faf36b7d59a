"""A question asking when or why prefers, among sentences holding as many of its words,
the one giving a date or a cause; the question's words still lead."""

from __future__ import annotations

import pytest

from scorers.answers.answer_type import (
    DATE,
    FAILURE,
    HOWTO,
    REASON,
    asked_type,
    offered_types,
)
from tests.unit.answers.helpers import ask, quoted

BRIDGE = ("# The river bridge\n\nThe bridge opened to traffic with 300 cars and two brass "
          "bands. The bridge opened to traffic in May 1932, after four years of work.\n")
MARKET = ("# The market\n\nThe town moved the market to the square in the spring. The town "
          "moved the market because the old hall flooded every winter.\n")
MARKET_ZH = ("# 集市\n\n小镇在春天把集市搬到了广场上。小镇把集市搬到了广场上，因为旧大厅在冬天"
             "被水淹了。\n")


@pytest.mark.parametrize(("text", "question", "quote"), [
    (BRIDGE, "When did the bridge open to traffic?", "The bridge opened to traffic in May 1932"),
    (MARKET, "Why did the town move the market?", "The town moved the market because"),
    (MARKET_ZH, "小镇为什么把集市搬到广场上？", "小镇把集市搬到了广场上，因为"),
])
def test_a_when_or_why_question_quotes_the_date_or_the_cause(text, question, quote):
    assert quoted(text, ask(text, question)).startswith(quote)


@pytest.mark.parametrize(("text", "question", "quote"), [
    # Without a when or why, the first of two equal sentences is quoted, as before.
    (BRIDGE, "How did the bridge open to traffic?", "The bridge opened to traffic with 300"),
    (MARKET, "Where did the town move the market?", "The town moved the market to the square"),
    # "when" after another question word joins a clause: it asks for no date.
    (BRIDGE, "How did the bridge open to traffic when it was finished?",
     "The bridge opened to traffic with 300"),
])
def test_other_questions_keep_the_first_of_equal_sentences(text, question, quote):
    assert quoted(text, ask(text, question)).startswith(quote)


def test_the_questions_words_still_lead_over_a_date():
    text = ("# Ferries\n\nThe ferry service ended in 1932. The bridge opened to traffic "
            "after the last ferry crossing, with a parade over the river.\n")
    answer = ask(text, "When did the bridge open to traffic?")
    assert quoted(text, answer).startswith("The bridge opened to traffic")


@pytest.mark.parametrize(("question", "kind"), [
    ("When did the bridge open?", DATE),
    ("In what year did the war end?", DATE),
    ("大桥是哪一年通车的？", DATE),
    ("这座桥什么时候建成？", DATE),
    ("Why did the town move the market?", REASON),
    ("小镇为何搬走集市？", REASON),
    ("How many cars crossed the bridge?", None),
    ("谁设计了这座桥？", None),
])
def test_the_kind_of_fact_asked_for(question, kind):
    assert asked_type(question) == kind


@pytest.mark.parametrize(("sentence", "kinds"), [
    ("The bridge opened in 1932.", {DATE}),
    ("大桥于一九三二年通车。", {DATE}),
    ("It closed because the river flooded in March.", {DATE, REASON}),
    ("由于河水上涨，大桥关闭了。", {REASON}),
    ("The bridge carries 300 cars an hour.", set()),
    ("So that's what the town gained from the bridge.", set()),
    ("They widened it so that trucks could cross.", {REASON}),
])
def test_the_kinds_of_fact_a_sentence_offers(sentence, kinds):
    assert offered_types(sentence) == kinds


def test_a_cause_opening_on_a_back_reference_does_not_beat_a_sentence_standing_alone():
    text = ("# Rest\n\n## Why Rest?\n\nRest lets any system call a service over plain HTTP. "
            "This is because Rest uses the standard HTTP verbs that developers read "
            "at a glance.\n")
    answer = ask(text, "Why Rest?")
    assert quoted(text, answer).startswith("Rest lets any system")


# A "how do I" question is answered by a way to do it, never by a sentence saying it fails.
LIGHTS_ZH = ("# 花园灯\n\n## 定时开关\n\n旧款控制器的定时开关在冬令时会导致花园灯的定时失效，灯整夜"
             "都亮着。新款控制器通过光线感应器在天黑时打开花园灯，天亮时关闭。\n")
LIGHTS = ("# Garden lights\n\n## Timer\n\nThe old controller's timer does not work after the "
          "clock changes, so the garden lights stay on all night.\n\n## Sensor\n\nThe lights "
          "dim at dawn.\n")
THEME_ZH = ("# 博客主题\n\n## 安装主题\n\n在站点目录下运行以下命令：\n\n```bash\nnpm install "
            "blog-theme\n```\n\n## 配色\n\n主题自带浅色和深色两种配色。\n")


def test_a_how_to_question_quotes_the_way_not_the_sentence_saying_it_fails():
    # Before: "……会导致花园灯的定时失效" was quoted, and the advice asked for a figure.
    answer = ask(LIGHTS_ZH, "如何实现花园灯的定时开关？")
    assert answer.best.quote.startswith("新款控制器通过光线感应器"), answer.best.quote


def test_a_sentence_saying_it_fails_is_no_answer_to_how():
    answer = ask(LIGHTS, "How do I set the garden lights timer?")
    assert answer.advice == "answers.advice.steps"
    assert answer.coverage < 80
    assert "figure" not in answer.advice_text("en")


def test_a_how_to_answered_by_a_lead_in_to_code_asks_for_no_figure():
    # Before: "put a figure, a name or a definition in the first sentence" at 74.
    answer = ask(THEME_ZH, "如何安装博客主题？")
    assert answer.advice == "answers.advice.ok", answer.advice_text("zh")


@pytest.mark.parametrize(("question", "kind"), [
    ("如何成为社区花园的会员？", HOWTO),
    ("怎样给花园灯设置定时？", HOWTO),
    ("How do I set the timer?", HOWTO),
    ("How to install the theme?", HOWTO),
    ("How did the bridge open to traffic?", None),
    ("这座桥怎么样？", None),
])
def test_how_to_questions(question, kind):
    assert asked_type(question) == kind


@pytest.mark.parametrize(("sentence", "kinds"), [
    ("所以会导致主题隔离失效。", {REASON, FAILURE}),
    ("The timer does not work after the clock changes.", {FAILURE}),
    ("通过光线感应器打开花园灯。", {HOWTO}),
    ("Run the installer, then restart.", {HOWTO}),
])
def test_a_way_to_do_it_and_a_failure(sentence, kinds):
    assert offered_types(sentence) == kinds
