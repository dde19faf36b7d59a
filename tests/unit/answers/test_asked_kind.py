"""Only "what is X" (什么是 X, X 是什么) and "who is X" ask for a definition: another who /
when / why / how question, or "what does X mean?", answered by the right sentence is
covered, and the advice never asks for "… is …" there."""

from __future__ import annotations

import pytest

from scorers.answers.answer_type import DEFINITION, QUANTITY, kind_of
from tests.unit.answers.helpers import ask

LOOM = """# Loomwork

## What is Loomwork?

Loomwork is an open source scheduler for batch jobs on small clusters. It groups jobs into
queues that a team can pause and resume.

The name Loomwork comes from weaving, meaning the craft of a loom that ties many threads
into one cloth.

## Why teams use Loomwork

Batch jobs pile up at night. A scheduler keeps the cluster busy without a person watching.
"""

STUDY_ZH = """# 织机调度器

## 什么是织机调度器？

织机调度器是一个开源的批处理任务调度器，适合小型集群。

## 研究背景

织机调度研究由清华大学的陈明团队于 2023 年发表在 USENIX ATC 会议上。研究比较了五种调度策略。

## 使用方法

安装后在配置文件里写明队列和优先级即可。
"""


@pytest.mark.parametrize(("question", "definition"), [
    ("What is Loomwork?", True),
    ("什么是织机调度器？", True),
    ("织机调度器是什么？", True),
    ("What does the name Loomwork mean?", False),
    ("Who wrote Loomwork?", False),
    ("Who was Ada Lovelace?", True),
    ("陈明是谁？", True),
    ("织机调度研究是谁发表的？", False),
    ("Why do teams use Loomwork?", False),
    # A measure with a modifier asks for a figure; a name holding one is still defined.
    ("What is the installation cost of a heat pump?", False),
    ("What is the rate limiter?", True),
    # The benefits of a thing are named, not defined.
    ("What are the benefits of handlooms?", False),
    ("What are handlooms?", True),
])
def test_only_what_is_asks_for_a_definition(question, definition):
    assert (kind_of(question) == DEFINITION) == definition


def test_the_meaning_of_a_name_quoted_right_is_covered():
    answer = ask(LOOM, "What does the name Loomwork mean?")
    assert "meaning the craft of a loom" in answer.best.quote
    assert answer.advice == "answers.advice.ok", answer.advice_text("en")
    assert "… is …" not in answer.advice_text("en")


def test_who_published_quoted_right_asks_for_no_definition():
    answer = ask(STUDY_ZH, "织机调度研究是谁发表的？")
    assert "陈明团队" in answer.best.quote
    assert answer.advice != "answers.advice.definition"
    assert answer.advice == "answers.advice.ok", answer.advice_text("zh")


def test_the_cost_of_something_asks_for_the_figure_not_a_definition():
    text = ("# Heat pumps\n\n## Installing one\n\nMost houses need a larger hot water "
            "cylinder. A heat pump costs between 7,000 and 13,000 pounds to install.\n")
    answer = ask(text, "What is the installation cost of a heat pump?")
    assert kind_of("What is the installation cost of a heat pump?") == QUANTITY
    assert "7,000 and 13,000 pounds" in answer.best.quote
    assert answer.advice == "answers.advice.first", answer.advice_text("en")
    assert "… is …" not in answer.advice_text("en")


@pytest.mark.parametrize(("text", "question", "value"), [
    ("# Loom settings\n\n## Memory\n\nRun the scheduler with at least 64 MiB of memory and "
     "two worker threads on each loom.\n", "What is the minimum memory for the scheduler?",
     "64 MiB"),
    ("# 织机调度\n\n## 常见问题\n\n用户反馈里，线程数设置过低占了 40%，排在第一位。\n",
     "最常见的问题是什么？", "40%"),
])
def test_a_limit_or_superlative_answered_by_a_value_asks_for_no_definition(text, question,
                                                                           value):
    # The quote gives the value asked for: the card is green and never asks for "… is …".
    answer = ask(text, question)
    assert value in answer.best.quote
    assert answer.advice == "answers.advice.ok", answer.advice_text("en")
