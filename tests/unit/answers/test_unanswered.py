"""A question the draft does not answer is never shown covered: coverage follows the
question's distinctive words (what it asks, not the subject every passage names) and
the kind of claim it asks for."""

from __future__ import annotations

import pytest

from tests.unit.answers.helpers import ask

EBIKE = """# What does an electric bike cost to charge?

**TL;DR:** Charging an electric bike costs about £10 a year for a daily commuter.

## How much power does a charge take?

A typical electric bike battery holds 500 Wh. A full charge takes about 0.55 kWh from the
socket, because the charger loses some of it as heat.

## How does that compare with a car?

A small petrol car burns about £1,500 of fuel a year on the same commute. The electric
bike costs less than one per cent of that.

## Is an electric bike worth it?

Yes, for most riders who commute under ten miles. The bike pays for itself in about a year
against bus fares.
"""

BIKE_ZH = """# 电动自行车一年充电要花多少钱？

**速读：** 每天通勤的电动自行车一年的充电费用约为 30 元。

## 充一次电要多少电？

一块常见的电动自行车电池容量为 500 瓦时，充满一次约耗电 0.55 千瓦时。

## 和汽车相比怎么样？

一辆小排量汽油车同样的通勤一年要花约 8,000 元油费。

## 电动自行车值得买吗？

值得，前提是每天通勤不超过 15 公里。电动自行车大约一年就能省回车钱。
"""

UNANSWERED = [
    (EBIKE, "How long does an electric bike last?"),
    (EBIKE, "How noisy is an electric bike?"),
    (EBIKE, "Can an electric bike climb steep hills in winter?"),
    (BIKE_ZH, "电动自行车的噪音大吗？"),
]


@pytest.mark.parametrize(("text", "question"), UNANSWERED)
def test_a_question_the_draft_never_speaks_of_is_not_covered(text, question):
    # Every passage names the electric bike; what is asked ("last", "noisy", "hills",
    # 噪音) is nowhere: no quote answers it, whatever figure it holds.
    answer = ask(text, question)
    assert answer.advice == "answers.advice.missing", answer.advice_text("en")
    assert answer.coverage < 60
    assert answer.status != "pass"


@pytest.mark.parametrize(("text", "question"), [
    (EBIKE, "How much does an electric bike cost to charge?"),
    (EBIKE, "Is an electric bike worth it?"),
    (BIKE_ZH, "电动自行车值得买吗？"),
])
def test_a_question_the_draft_answers_stays_covered(text, question):
    answer = ask(text, question)
    assert answer.advice == "answers.advice.ok", answer.advice_text("en")
    assert answer.coverage >= 80


def test_a_word_the_draft_never_uses_lowers_coverage():
    answered = ask(EBIKE, "How does an electric bike compare with a car?")
    with_absent = ask(EBIKE, "How does an electric bike compare with a car in traffic?")
    assert with_absent.coverage < answered.coverage


def test_a_how_many_question_whose_quote_holds_no_figure_is_not_covered():
    text = ("# Our move to containers\n\n## How many containers did we run?\n\n"
            "We moved every service of the shop to containers last spring. The move went "
            "well and the team liked the new tools.\n\n## Hosting\n\nThe shop runs in one "
            "data centre with 40 servers.\n\n## The team\n\nThe team has 12 engineers.\n")
    answer = ask(text, "How many containers did we run?")
    assert answer.best.claim != "figure"
    assert answer.advice == "answers.advice.figure", answer.advice_text("en")
    assert answer.coverage < 80


def test_numbers_that_name_things_are_no_figure_for_how_many():
    text = ("# Our load balancer\n\n## How many containers do we run?\n\n"
            "Our containers get the same Layer 4 to Layer 7 features from the load balancer "
            "as the servers had.\n\n## Hosting\n\nThe shop runs in one data centre.\n\n"
            "## The team\n\nThe team has 12 engineers.\n")
    answer = ask(text, "How many containers do we run?")
    assert answer.advice == "answers.advice.figure", answer.advice_text("en")
    assert answer.coverage < 80


@pytest.mark.parametrize("note", [
    "Editor's note: today's guest post is by Ana Ruiz, who runs the shop's containers at "
    "Acme Bikes and writes about moving to containers.",
    "编者按：本文作者是 Acme 公司的容器工程师，介绍他们迁移到容器的经历和容器的用法。",
])
def test_an_editors_note_is_never_quoted(note):
    text = (f"# Moving the shop to containers\n\n{note}\n\nThe shop moved every service to "
            "containers in one month, and deploys now take five minutes.\n\n## Costs\n\n"
            "The hosting bill fell by a third.\n")
    question = "容器迁移用了多久？" if note.startswith("编") else "Moving the shop to containers"
    answer = ask(text, question)
    assert answer.best.quote
    assert "note" not in answer.best.quote and "编者按" not in answer.best.quote


def test_a_two_passage_draft_has_a_subject_too_and_the_advice_names_the_typed_word():
    text = ("# Tidewatch\n\nTidewatch is a small app that shows the tides of a harbour for "
            "the week ahead.\n\n## Why sailors use Tidewatch\n\nTidewatch works offline, "
            "which matters at sea.\n")
    answer = ask(text, "Who created Tidewatch?")
    assert answer.advice == "answers.advice.missing"
    assert "created" in answer.advice_text("en")
    assert answer.coverage < 60


def test_the_advice_names_a_missing_chinese_word_once_not_its_search_pieces():
    # jieba's search cut gives 兼容性 and also 兼容, 容性: the writer typed one word.
    text = ("# 织机主题\n\n## 主题变量\n\n织机主题用变量控制颜色和间距。\n\n"
            "## 切换主题\n\n切换主题时只需要修改变量。\n")
    answer = ask(text, "织机主题的兼容性如何？")
    shown = answer.advice_text("zh")
    assert "兼容性" in shown
    assert "兼容、" not in shown and "容性" not in shown.replace("兼容性", "")
