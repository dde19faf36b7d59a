"""docs/scoring.md lists every check the engine runs, as Help → About the scores does."""

from __future__ import annotations

import re
from pathlib import Path

from scorers.report.about import describe

SCORING = Path(__file__).resolve().parents[3] / "docs" / "scoring.md"
LINES = SCORING.read_text(encoding="utf-8").splitlines()
ROW = re.compile(r"^\| `([a-z_]+)` [^|]")  # a check: its id, then its title


def _expected_row(check) -> str:
    weight = "information" if check.weight == 0 else f"{round(check.weight * 100)}%"
    return (f"| `{check.id}` {check.title} | {check.measures} | {check.target} | {weight} "
            f"| **{check.tier}** {check.source} |")


def test_the_scoring_page_lists_every_check_with_its_tier():
    for dimension in describe("en"):
        for check in dimension.checks:
            row = next((line for line in LINES if line.startswith(f"| `{check.id}` ")), None)
            assert row is not None, check.id
            assert f"**{check.tier}**" in row, check.id


def test_each_row_says_what_help_about_the_scores_says():
    for dimension in describe("en"):
        for check in dimension.checks:
            row = next(line for line in LINES if line.startswith(f"| `{check.id}` "))
            assert row == _expected_row(check)


def test_each_dimension_has_its_heading_and_why_it_matters():
    for dimension in describe("en"):
        heading = LINES.index(f"### {dimension.label}")
        assert LINES[heading + 2] == dimension.why, dimension.id


def test_the_page_names_no_check_the_engine_does_not_run():
    known = {check.id for dimension in describe("en") for check in dimension.checks}
    named = {m.group(1) for line in LINES if (m := ROW.match(line))}
    assert named - known == set()
