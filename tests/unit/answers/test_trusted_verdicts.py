"""Verdicts a writer can trust: navigation is never quoted, the section whose heading is
the question answers it, a "how many" needs a figure and "how long" a duration."""

from __future__ import annotations

import pytest

from scorers import score
from tests.unit.answers.helpers import ask, quoted

LOOMS = """# Handlooms

Handlooms are looms worked by hand and foot, without a motor.

## What handlooms are not

A handloom is not a toy: a full-width loom weighs 150 kg and needs a room of its own.
Handlooms do not weave by themselves either; every pick of the shuttle is the weaver's.

## Caring for a handloom

Oil the treadle hinges of the handloom twice a year and keep the warp covered.

## What's next

- Read [handloom parts](/docs/parts/)
- Try [a first handloom project](/docs/start/)
"""

SHORTCODE_NEXT = LOOMS.replace("## What's next", '## {{% heading "whatsnext" %}}')

LINKS_ONLY = """# Handlooms

Handlooms are looms worked by hand and foot, without a motor.

## Caring for a handloom

Oil the treadle hinges of the handloom twice a year and keep the warp covered.

- See [handloom parts](/docs/parts/)
- Try [a first handloom project](/docs/start/)
"""


@pytest.mark.parametrize("text", [LOOMS, SHORTCODE_NEXT, LINKS_ONLY])
def test_a_list_of_links_is_navigation_and_never_quoted(text):
    for question in ("What are handloom parts?", "How do I start a handloom project?"):
        answer = ask(text, question)
        assert answer.best is not None
        assert "](" not in quoted(text, answer)
        assert not quoted(text, answer).lstrip("- ").startswith(("Read", "Try", "See"))


def test_the_section_whose_heading_is_the_question_answers_it():
    # Every passage names handlooms; the writer answered under the heading itself.
    answer = ask(LOOMS, "What handlooms are not?")
    assert quoted(LOOMS, answer).startswith("A handloom is not a toy")


@pytest.mark.parametrize(("text", "question", "advice"), [
    # A year is a figure, but no length of time …
    ("# Handloom course\n\n## The course\n\nThe handloom course started in 2024 and its "
     "progress is posted on the school's board.\n", "How long does the handloom course take?",
     "answers.advice.figure"),
    ("# 织布课程\n\n## 课程\n\n织布课程已于 2024 年正式开课，进度会公布在学校的公告栏上。\n",
     "织布课程要多久？", "answers.advice.figure"),
    # … "12 weeks" and 约 3 个月 are.
    ("# Handloom course\n\n## The course\n\nThe handloom course takes 12 weeks, two "
     "evenings a week.\n", "How long does the handloom course take?", "answers.advice.ok"),
    ("# 织布课程\n\n## 课程\n\n织布课程为期约 3 个月，每周两个晚上。\n", "织布课程要多久？",
     "answers.advice.ok"),
])
def test_how_long_is_covered_by_a_length_of_time_only(text, question, advice):
    answer = ask(text, question)
    assert answer.advice == advice
    assert (answer.coverage >= 80) == (advice == "answers.advice.ok")


def test_how_many_is_not_covered_by_a_top_five():
    text = ("# Handloom survey\n\n## Resources\n\nThis year we asked the people who answered "
            "the handloom survey for their top 5 pattern books.\n")
    answer = ask(text, "How many people answered the handloom survey?")
    assert answer.advice == "answers.advice.figure"
    assert answer.coverage < 80


@pytest.mark.parametrize(("text", "question"), [
    ("# Handloom fair\n\n## The fair\n\nThe fair was opened by Ines Okafor, an editor at "
     "the Weaving Gazette, on Saturday.\n", "Who is Ines Okafor?"),
    ("# 织布节\n\n## 开幕\n\n纺织学院教授、织造工坊创始人 Ines Okafor 在周六为织布节开幕。\n",
     "Ines Okafor 是谁？"),
])
def test_who_is_is_answered_by_a_name_in_apposition(text, question):
    answer = ask(text, question)
    assert answer.advice == "answers.advice.ok"  # not "add a definition"


def test_no_weakest_answer_finding_when_every_question_is_covered():
    from scorers import score
    from scorers.answers import Questions

    text = ("# Handloom course\n\n## How long does the course take?\n\nThe handloom course "
            "takes 12 weeks, two evenings a week.\n")
    covered = score(text, questions=Questions(("How long does the handloom course take?",),
                                              mine=False))
    assert covered.answers.questions[0].advice == "answers.advice.ok"
    keys = [m.message for d in covered.dimensions for c in d.checks for m in c.marks]
    assert "extract.query.mark" not in keys
    text = ("# Handloom course\n\n## The course\n\nThe handloom course is popular with new "
            "weavers. It is held in the old mill. The handloom course takes 12 weeks.\n")
    weak = score(text, questions=Questions(("How long does the handloom course take?",),
                                           mine=False))
    keys = [m.message for d in weak.dimensions for c in d.checks for m in c.marks]
    assert "extract.query.mark" in keys


@pytest.mark.parametrize(("text", "question", "advice"), [
    # "How much does it cost?" is not answered by any figure: "takes 12 weeks" is no price …
    ("# Handloom course\n\n## The course\n\nThe handloom course takes 12 weeks, two "
     "evenings a week.\n", "How much does the handloom course cost?", "answers.advice.figure"),
    ("# 织布课程\n\n## 课程\n\n织布课程为期约 3 个月，每周两个晚上。\n", "织布课程要多少钱？",
     "answers.advice.figure"),
    # … a price is.
    ("# Handloom course\n\n## The course\n\nThe handloom course costs 240 euros for 12 "
     "weeks, two evenings a week.\n", "How much does the handloom course cost?",
     "answers.advice.ok"),
    ("# 织布课程\n\n## 课程\n\n织布课程的学费是 1800 元，为期约 3 个月。\n", "织布课程要多少钱？",
     "answers.advice.ok"),
])
def test_how_much_does_it_cost_is_covered_by_a_price_only(text, question, advice):
    answer = ask(text, question)
    assert answer.advice == advice
    assert (answer.coverage >= 80) == (advice == "answers.advice.ok")


_SECTION = ("## Roof {n}\n\nA roof in the {n}th street holds {n} panels and makes power all "
            "day long for the family. It loses 0.{n}% of its output a year, says the Fraunhofer "
            "Institute in its yearly report. The installers in Berlin work with the Solar "
            "Guild on every roof of the street. Panels are quiet and need little care, and "
            "the owners rarely climb up to look at them.\n\n")


def test_the_previews_claims_are_the_scores_tabs_claims_and_facts():
    # Before: the strip counted "quotable claims" (those standing alone: not "It loses …")
    # where the Scores tab counted every claim, and gave its own share of them early.
    text = "# Solar panels\n\n" + "".join(_SECTION.format(n=n) for n in range(2, 10))
    report = score(text)
    early = next(c for c in report.dimension("extractability").checks if c.id == "early_claims")
    density = next(c for c in report.dimension("facts").checks if c.id == "fact_density")
    assert report.answers.quotable == dict(early.params)["total"]
    assert round(100 * report.answers.early_share) == dict(early.params)["share"]
    assert report.answers.facts == dict(density.params)["n"]
