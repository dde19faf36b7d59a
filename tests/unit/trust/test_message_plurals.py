"""English messages agree with their count: "1 figure and no source", not "1 figures";
Chinese has no plural forms and reads the same for one and for many."""

from __future__ import annotations

import pytest

from scorers import score
from scorers.report.messages import render, text
from tests.unit.trust.articles import EN_HONEST


@pytest.mark.parametrize(("key", "values", "one", "many"), [
    ("sources.unsourced.mark", {}, "1 figure and no source", "3 figures and no source"),
    ("sources.unsourced.cited", {}, "1 figure whose only source", "3 figures whose only"),
    ("gate.salad", {}, "1 sentence is packed", "3 sentences are packed"),
    ("gate.placeholder", {}, "1 link goes to a placeholder", "3 links go to placeholder"),
    ("structure.faq.partial", {}, "(1 question)", "(3 questions)"),
    ("extract.query", {"query": "How long?", "coverage": 40}, "The one question: “How long?”",
     "Worst-covered of 3 questions"),
])
def test_an_english_message_agrees_with_its_count(key, values, one, many):
    assert one in render(key, "en", n=1, **values)
    assert many in render(key, "en", n=3, **values)
    # Chinese has one form: one and many read alike but for the number.
    assert render(key, "zh", n=1, **values) == text(key, "zh").format(n=1, **values)


def test_counts_of_unlinked_sources_read_right_for_one():
    shown = render("sources.unlinked", "en", n=1, home=1, referral=1)
    assert "1 named sources" not in shown and "1 links" not in shown
    assert "1 referral links" not in shown


def test_a_paragraph_with_one_unsourced_figure_says_figure():
    text = EN_HONEST.replace("## Summary\n", "## Summary\n\nAbout 40% of home bakers keep "
                             "their starter in the fridge.\n\n", 1)
    shown = [f.text("en") for f in score(text).findings
             if f.message == "sources.unsourced.mark"]
    assert shown and not any("1 figures" in line for line in shown)
    assert any(line.startswith("1 figure and no source") for line in shown)


@pytest.mark.parametrize(("key", "values", "one", "many"), [
    ("structure.length", {"unit": "words", "target": 300}, "1 word long", "3 words long"),
    ("structure.length", {"unit": "chars", "target": 600}, "1 character long",
     "3 characters long"),
    ("facts.density", {"share": 100, "total": 1, "rows": 1, "target": 35},
     "(1 of 1 sentences, 1 data row)", "(3 of 1 sentences, 1 data row)"),
])
def test_a_count_of_one_reads_in_the_singular(key, values, one, many):
    assert one in render(key, "en", n=1, **values)
    assert many in render(key, "en", n=3, **values)
    # Only a lone 1 is singular: "21 of 31 sentences", "11 data rows" and a total after
    # "of" ("1 of 1 paragraphs open …", whose verb is plural) stay as they are.
    shown = render("facts.density", "en", share=10, n=21, total=31, rows=11, target=35)
    assert "(21 of 31 sentences, 11 data rows)" in shown


def test_a_table_with_one_data_row_says_row():
    text = ("# Tea prices\n\n| Tea | Price |\n|---|---|\n| Sencha | $12 in 2024 |\n\n"
            "Sencha costs $12 a bag in 2024 at the Kyoto shop.\n")
    density = next(c for d in score(text).dimensions for c in d.checks if c.id == "fact_density")
    assert "(1 of 1 sentences, 1 data row)" in density.text("en")
    assert "1 data rows" not in density.text("en")
