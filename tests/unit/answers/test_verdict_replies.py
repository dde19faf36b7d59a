"""A bare "No." is a reply to the question above it, not a quote that stands on its own."""

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


def test_a_bare_no_quoted_anyway_is_flagged_as_not_standing_alone():
    text = "# Refunds\n\n## Do refunds cost a fee?\n\nNo. Refunds are free within 30 days.\n"
    answer = ask(text, "Do refunds cost a fee?")
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
])
def test_this_page_names_the_page_and_stands_alone(text, question):
    answer = ask(text, question)
    assert answer.best.quote_alone
    assert answer.advice != "answers.advice.alone"


def test_this_as_a_back_reference_still_does_not_stand_alone():
    text = ("# Kubernetes\n\nKubernetes schedules containers. This scheduler restarts "
            "failed containers.\n")
    answer = ask(text, "Which scheduler restarts failed containers?")
    assert quoted(text, answer).startswith("This scheduler")
    assert not answer.best.quote_alone
