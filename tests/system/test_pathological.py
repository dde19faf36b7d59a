"""The engine on hostile input: it scores or refuses, never raises, spans stay inside.

How long each takes is measured by tests/benchmarks/bench_pathological.py and
listed in docs/performance.md; these tests check the behaviour only.
"""

from __future__ import annotations

import pytest

from scorers import Engine, score
from scorers.engine import MAX_SCORED_CHARS

CASES = {
    "100k-character line": "# Long\n\n" + ("word 12% " * 12_000)[:100_000],
    "5,000-row table": "| a | b | c |\n|---|---|---|\n" + "".join(
        f"| {i} | {i * 3}% | v{i}.0 |\n" for i in range(5_000)),
    "1,000 nested quotes": "".join("> " * d + f"level {d}\n" for d in range(1, 1_001)),
    "1,000 nested lists": "".join("  " * d + f"- item {d}\n" for d in range(1_000)),
    "control characters": "# T\x00\x01\x02\n\n" + "text\x07\x1b[31m red \x0c page\x7f" * 200,
    "lone surrogates": "# \ud800 T\n\nBroken \udfff pair \ud83d and more words 2024.",
    "mixed scripts": "# Ünïcödé 标题 عنوان заголовок\n\n" + (
        "Mixed 混合 текст نص 2024年 5% ✓ 💡 " * 500),
    "unclosed markup": "```\n" + "[link](" * 3_000 + "`" * 3_000 + "<div " * 3_000,
    "only punctuation": "。" * 50_000 + "!" * 50_000,
    # Runs that used to re-read themselves once per character (quadratic time):
    "100,000 dots": "Chapter one " + "." * 100_000 + " and so on",
    "100,000 ! around a year": "!" * 70_000 + "2024 " + "!" * 30_000,
    "100,000 [": "[" * 100_000,
    "100,000 mixed brackets": "a " + "[(<{" * 25_000 + " z",
    "100,000 backticks in a line": "Text " + "`" * 100_000,
    "a link with 100,000 spaces": "See [x](" + " " * 100_000 + "x",
    "a heading with 100,000 spaces": "# Title" + " " * 100_000 + "x",
    "front matter of blank lines": "---\n" + "\n" * 100_000 + "title: T\n---\n\nText.",
    "100,000 copies of one CJK character": "的" * 100_000,
    "100,000 digits in Chinese": "# 标题\n\n" + "中文" * 20 + "0" * 100_000,
}


@pytest.mark.parametrize("name", list(CASES))
def test_pathological_input_is_scored_with_spans_inside(name):
    text = CASES[name]
    report = score(text)
    assert report.overall is None or 0 <= report.overall <= 100
    for finding in report.findings:
        assert 0 <= finding.start <= finding.end <= len(text)
    report.to_dict("zh")


def test_ten_megabytes_is_refused_with_a_clear_message():
    text = "A sentence with 3 words. " * (10_000_000 // 25)
    assert len(text) > MAX_SCORED_CHARS
    report = score(text)
    assert report.overall == 0
    message = report.to_dict()["dimensions"]["facts"]["checks"][0]["message"]
    assert "limit" in message and str(MAX_SCORED_CHARS) in message


def test_incremental_edits_inside_a_huge_table_stay_consistent():
    engine = Engine()
    text = CASES["5,000-row table"]
    engine.score(text)
    edited = text.replace("| 2500 |", "| 2501 |", 1)
    assert engine.score(edited).to_dict() == score(edited).to_dict()


def test_a_flood_of_digits_is_read_in_bounded_time_by_the_raw_text_patterns():
    # The quote's answer types, the answer kinds and the method statement read the raw
    # text: each found nothing in 100,000 digits, after minutes. They find it at once.
    from scorers.analysis.block_figures import digit_flood
    from scorers.answers.answer_type import offered_types
    from scorers.answers.claims import _as_answer

    flood = "中文" * 20 + "0" * 100_000
    assert digit_flood(flood) and not digit_flood("In 2024, 1,200 of 9,648 users")
    assert offered_types(flood) == frozenset()
    assert _as_answer(None, flood) is None
