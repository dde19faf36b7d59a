"""A question asking when or why prefers, among sentences holding as many of its words,
the one giving a date or a cause; the question's words still lead."""

from __future__ import annotations

import pytest

from scorers.answers.answer_type import DATE, REASON, asked_type, offered_types
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
