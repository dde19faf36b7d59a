"""A question that is a heading is answered by that section's opening, as an engine reads
a page under its title, however the heading's words spread over the other passages."""

from __future__ import annotations

from pathlib import Path

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
