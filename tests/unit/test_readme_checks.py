"""The README lists every check the engine runs, with its evidence tier."""

from __future__ import annotations

from pathlib import Path

from scorers.report.about import describe

README = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")


def test_the_readme_lists_every_check_with_its_tier():
    for dimension in describe("en"):
        for check in dimension.checks:
            row = next((line for line in README.splitlines()
                        if line.startswith(f"| `{check.id}` ")), None)
            assert row is not None, check.id
            assert f"**{check.tier}**" in row, check.id
