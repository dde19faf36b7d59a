"""A question that is a heading is answered by that section's opening, as an engine reads
a page under its title, however the heading's words spread over the other passages."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.answers.helpers import ask, mined, quoted

SAMPLE = Path(__file__).resolve().parents[3] / "resources" / "sample.md"

# The title's words are in every passage's heading path, so they tell the passages
# apart only by their bodies, and a later paragraph repeating "answer engines" outranks
# the summary right under the title.
GUIDE = """# How answer engines choose the pages they cite

> **Summary:** Answer engines cite pages whose paragraphs can be lifted whole and
> checked against a source.

## Sources

Answer engines cite pages with a named author. Answer engines cite pages with a date,
and answer engines cite pages that cite their own sources.

## Mistakes

Answer engines pass over vague pages. Answer engines cite pages that make one claim a
paragraph, and answer engines drop pages that bury it.

## Trust

Answer engines cite pages they trust. Answer engines cite pages with reviews, and answer
engines cite pages that other pages cite.

## Rankings

Answer engines cite pages a search ranks first. Answer engines cite pages they have
cited before, so answer engines cite the same pages again.
"""

def test_the_title_question_quotes_the_summary_under_the_title():
    answer = ask(GUIDE, "How do answer engines choose the pages they cite?")
    assert "lifted whole" in quoted(GUIDE, answer)
    assert answer.best.heading == "How answer engines choose the pages they cite"


def test_a_heading_holding_only_some_question_words_does_not_claim_the_question():
    # "Rankings" holds none of the question's words: the rule leaves ranking alone and
    # the passage with the question's words wins.
    answer = ask(GUIDE, "Which pages do answer engines pass over?")
    assert "vague pages" in quoted(GUIDE, answer)


def test_the_bundled_samples_title_question_quotes_its_tldr():
    text = SAMPLE.read_text(encoding="utf-8")
    title = next(a for a in mined(text) if a.heading_start == 0)
    assert "Answer engines quote passages they can lift whole" in quoted(text, title)
    assert title.advice == "answers.advice.ok"


def test_a_section_opening_with_none_of_the_questions_words_of_its_own_is_passed_over():
    # The byline under the title holds the title's words only through the heading.
    text = GUIDE.replace("> **Summary:** Answer engines cite pages whose paragraphs can be "
                         "lifted whole and\n> checked against a source.",
                         "March 3, 2025, by Ana Ruiz and Tom Lee")
    assert "Ana Ruiz" in text
    answer = ask(text, "How do answer engines choose the pages they cite?")
    assert "Ana Ruiz" not in quoted(text, answer)


SURVEY = """# Loom Users Survey 2025 Results

## Thank you

We thank the 1,200 weavers who took part in our survey this spring.

## Highlights

- 64% of weavers now run the scheduler on every loom.
- Setup time fell from two days to four hours.

## How the survey worked

The survey asked each weaver twenty questions about the results they saw.
"""


SURVEY_ZH = """# 织机用户调查 2025 结果

## 致谢

感谢今年春天参与调查的 1,200 位织工。

## 要点

- 64% 的织工已经在每台织机上使用调度器。
- 安装时间从两天缩短到四小时。

## 调查方法

调查向每位织工提出了二十个问题，询问他们看到的结果。
"""


@pytest.mark.parametrize(("text", "question", "answer_words"), [
    (SURVEY, "What were the results of the survey?", "64% of weavers"),
    # Asked as "what were the …s", the findings themselves: no definition is wanted.
    (SURVEY, "What were the Loom users survey results?", "64% of weavers"),
    (SURVEY_ZH, "调查结果怎么样？", "64% 的织工"),
])
def test_a_question_about_the_whole_article_is_answered_by_its_highlights(text, question,
                                                                          answer_words):
    # Every passage holds "survey" and "results" through the title: the section that
    # sums the article up answers, not the one that repeats the words.
    answer = ask(text, question)
    assert answer_words in answer.best.quote
    assert answer.advice == "answers.advice.ok", answer.advice_text("en")


def test_a_question_naming_more_than_the_title_is_not_sent_to_the_highlights():
    answer = ask(SURVEY, "How many questions did the survey ask?")
    assert "twenty questions" in answer.best.quote
