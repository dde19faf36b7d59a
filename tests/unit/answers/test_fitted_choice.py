"""The quote's choice as one fitted score: the question's words lead, a number the question
names found as it is, the passage's hold of every question word, an answer standing alone."""

from __future__ import annotations

import pytest

from tests.unit.answers.helpers import ask, quoted

CLUB = """# Harbour Rovers

## Grounds

The Rovers played their home games at Riverside Park for most of their history, sharing
the ground with the town's cricket team.

## Moves

In 1998 the club moved its home games to a new stadium by the harbour. The old park became a
housing estate ten years later.

## Players

The team has fielded home-grown players since the club was founded by dock workers.
"""


@pytest.mark.parametrize(("question", "opening"), [
    # A year the question names leads to the sentence holding it …
    ("Where did the Rovers play their home games after 1998?", "In 1998 the club moved"),
    # … and without it, the question's words lead.
    ("Where did the Rovers play their home games?", "The Rovers played their home games"),
])
def test_a_year_the_question_names_leads_to_the_sentence_holding_it(question, opening):
    assert quoted(CLUB, ask(CLUB, question)).startswith(opening)


def test_less_than_one_per_cent_is_a_figure():
    text = ("# Charging an e-bike\n\n## Against a car\n\nA small car burns about £1,500 of "
            "fuel a year. The e-bike costs less than one per cent of that to charge.\n")
    answer = ask(text, "How much does the e-bike cost to charge against a car?")
    assert quoted(text, answer).startswith("The e-bike costs less than one per cent")
    assert answer.best.claim == "figure"


def test_a_chinese_quote_runs_to_the_full_stop_across_a_semicolon():
    text = ("# 鸡毛松\n\n## 用途\n\n鸡毛松是新西兰特有的树种；它的木材曾被毛利人用来造独木舟。"
            "今天这种树受到保护。\n")
    answer = ask(text, "鸡毛松的木材曾被谁用来造独木舟？")
    # The clause with the answer opens on "它"; the sentence it belongs to names its subject.
    assert quoted(text, answer) == "鸡毛松是新西兰特有的树种；它的木材曾被毛利人用来造独木舟。"
    assert answer.best.quote_alone
