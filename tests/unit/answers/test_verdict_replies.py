"""A bare "No." answers a yes/no question; for any other it replies to the question above
it, not a quote that stands on its own. Bylines are never quoted."""

from __future__ import annotations

import pytest

from tests.unit.answers.helpers import ask, quoted

SURVEY = """# Survey notes

The city's transport office asked 2,000 riders about their commute. The survey results
were published in March 2024.

## FAQ

### Is the survey finished?

No. The survey results published in 2023 covered buses only; trams come next.
"""


def test_a_sentence_opening_on_a_bare_no_loses_to_one_that_stands_alone():
    # Both hold the question's words and a date; the reply comes first in its paragraph.
    answer = ask(SURVEY, "When were the survey results published?")
    assert quoted(SURVEY, answer).startswith("The survey results")
    assert answer.best.quote_alone


def test_a_bare_no_quoted_for_another_question_is_flagged_as_not_standing_alone():
    text = "# Refunds\n\n## Do refunds cost a fee?\n\nNo. Refunds are free within 30 days.\n"
    answer = ask(text, "How long are refunds free?")
    assert quoted(text, answer).startswith("No.")
    assert not answer.best.quote_alone
    assert answer.advice == "answers.advice.alone"


def test_no_as_a_word_of_the_sentence_is_no_verdict():
    text = "# Teams\n\nNo team ships every week without a written release checklist.\n"
    answer = ask(text, "Which team ships every week?")
    assert answer.best.quote_alone


@pytest.mark.parametrize(("text", "question"), [
    ("# Kubernetes\n\nThis page is an overview of Kubernetes, the container scheduler.\n",
     "What is this page about Kubernetes?"),
    ("# 番茄工作法\n\n本文介绍番茄工作法：每工作 25 分钟休息 5 分钟。\n", "番茄工作法是什么？"),
    # A bare "No." answers a yes/no question.
    ("# Refunds\n\n## Do refunds cost a fee?\n\nNo. Refunds are free within 30 days.\n",
     "Do refunds cost a fee?"),
    ("# 退款\n\n## 退款要收手续费吗？\n\n不，30 天内退款免费。\n", "退款要收手续费吗？"),
])
def test_this_page_and_a_verdict_under_a_yes_no_question_stand_alone(text, question):
    answer = ask(text, question)
    assert answer.best.quote_alone
    assert answer.advice != "answers.advice.alone"


def test_this_as_a_back_reference_still_does_not_stand_alone():
    text = ("# Kubernetes\n\nKubernetes schedules containers. This scheduler restarts "
            "failed containers.\n")
    answer = ask(text, "Which scheduler restarts failed containers?")
    assert quoted(text, answer).startswith("This scheduler")
    assert not answer.best.quote_alone


@pytest.mark.parametrize(("text", "question", "answer_starts"), [
    ("# Heat pump study\n\nPublished: 2026-01-15\n\nThe field study of heat pumps was "
     "published in May 2025 by the energy agency.\n",
     "When was the heat pump study published?", "The field study"),
    ("# Release notes\n\nMarch 3, 2025, by Ana Ruiz and Tom Lee\n\nVersion 2 of the "
     "release notes tool was released on March 3, 2025.\n",
     "When was version 2 of the release notes tool released?", "Version 2"),
    ("# 版本 2 发布\n\n2025 年 3 月 3 日，由工具团队发布\n\n版本 2 于 2025 年 3 月 3 日发布，"
     "带来了离线模式。\n", "版本 2 什么时候发布？", "版本 2 于"),
    # Read as rendered: linked names are a byline too.
    ("# 版本 2 发布\n\n2025 年 3 月 3 日 [Ana Ruiz](https://example.com/ana) 与 "
     "[Tom Lee](https://example.com/tom)\n\n版本 2 于 2025 年 3 月 3 日发布，带来了离线模式。\n",
     "版本 2 什么时候发布？", "版本 2 于"),
])
def test_a_byline_is_never_quoted(text, question, answer_starts):
    answer = ask(text, question)
    assert quoted(text, answer).startswith(answer_starts)


def test_a_sentence_opening_on_a_date_is_still_a_claim():
    text = "# Launch\n\nMarch 3, 2025 was the day the first version shipped to users.\n"
    answer = ask(text, "When did the first version ship?")
    assert quoted(text, answer).startswith("March 3, 2025 was")


@pytest.mark.parametrize(("text", "question", "start", "end"), [
    ("# 折叠车\n\n## 折叠车适合长途骑行吗？\n\n不一定。轮子小的折叠车在长途上更费力，"
     "超过 50 公里建议换公路车。\n", "折叠车适合长途骑行吗？", "不一定。", "公路车。"),
    ("# 折叠车\n\n## 给链条涂黄油会怎样？\n\n没有用。黄油会粘住灰尘，三周后链条反而更涩。\n",
     "给链条涂黄油会怎样？", "没有用。", "更涩。"),
])
def test_a_chinese_one_clause_reply_is_quoted_with_its_reason(text, question, start, end):
    # As English keeps "No. Repeating a keyword …" whole: "不一定。" alone answers nothing.
    answer = ask(text, question)
    quote = quoted(text, answer)
    assert quote.startswith(start) and quote.endswith(end)


def test_a_reply_under_a_yes_no_question_is_covered_not_sent_to_the_first_sentence():
    text = ("# 折叠车\n\n## 折叠车适合长途骑行吗？\n\n不一定。轮子小的折叠车在长途上更费力，"
            "超过 50 公里建议换公路车。\n")
    answer = ask(text, "折叠车适合长途骑行吗？")
    assert answer.best.quote_alone
    assert answer.advice == "answers.advice.ok"


def test_a_reply_after_a_bold_question_in_a_list_opens_its_answer():
    text = ("# Backup guide\n\nThe backup copies the database every night at 02:00.\n\n"
            "## FAQ\n\n- **Does a backup stop writes?** No. Writes continue; the backup "
            "reads a snapshot.\n- **Where are copies kept?** In the vault bucket.\n")
    answer = ask(text, "Does a backup stop writes?")
    assert quoted(text, answer).startswith("No. Writes continue")
    assert answer.advice == "answers.advice.ok"  # not "move it to the first sentence"


def test_the_chinese_opening_word_in_the_advice_is_the_back_reference():
    text = ("# 骑行\n\n## 常见的问题\n\n这也是新手最常见的问题：30% 的爆胎来自骑行前不检查"
            "胎压。\n")
    answer = ask(text, "骑行常见的问题有哪些？")
    assert answer.advice == "answers.advice.alone"
    assert dict(answer.params)["word"] == "这…"
