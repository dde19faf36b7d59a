"""One definition of a word: what the status bar counts is the length the report gives."""

from __future__ import annotations

import pytest

from scorers import Engine, text_statistics
from tests.support.golden_cases import cases, load


def _length_check(record: dict) -> dict:
    return next(c for c in record["dimensions"]["structure"]["checks"] if c["id"] == "length")


def test_every_golden_text_counts_the_words_its_report_counts():
    stored = load()
    for case in cases():
        report = stored[case.name]["en"]
        figures = text_statistics(case.text, lang=case.options.get("lang"))
        assert (figures.words, figures.lang) == (_length_check(report)["value"],
                                                 report["lang"]), case.name


@pytest.mark.parametrize(("text", "words", "lang"), [
    ("", 0, "en"),
    ("# Title\n\nIn 2024 the survey asked 9,648 developers.", 8, "en"),
    # Markup, link targets, code, HTML and front matter hold no words.
    ("---\ntitle: Not counted\n---\n\nSee [the report](https://x.org/a-b-c) `code`.\n\n"
     "```\nno words here\n```\n\n<div>\nnor here\n</div>\n", 3, "en"),
    # Chinese: 9 characters plus one Latin word, worth two characters.
    ("# 标题\n\n我们测试了 GPT 模型。", 11, "zh"),
])
def test_words_are_counted_on_what_a_reader_reads(text, words, lang):
    figures = text_statistics(text)
    assert (figures.words, figures.lang) == (words, lang)
    assert figures.characters == len(text) - text.count("\n")


def test_a_forced_language_counts_in_its_unit_as_the_report_does():
    text = "# 热泵\n\nHeat pumps move heat. 热泵的效率很高。\n"
    for lang in ("en", "zh", None):
        report = Engine().score(text, lang=lang)
        check = next(c for c in report.dimension("structure").checks if c.id == "length")
        assert text_statistics(text, lang=lang).words == check.value
        assert text_statistics(text, lang=lang).lang == report.lang


def test_reading_time_follows_the_script():
    english = text_statistics(" ".join(["word"] * 230))
    chinese = text_statistics("字" * 400)
    assert english.reading_minutes == pytest.approx(1.0)
    assert chinese.reading_minutes == pytest.approx(1.0)
    assert chinese.unit == "chars" and english.unit == "words"
