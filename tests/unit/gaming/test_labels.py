"""A ✓ only where the target is met: "✓ 6% of claims are hedged (aim for at most 5%)"
and "✓ rhetorical_questions … 3% (aim for at most 2%)" must not be shown."""

from __future__ import annotations

import pytest

from scorers import CheckResult, Engine
from scorers.cli.explain import format_explain
from tests.unit.gaming.texts import EN_ARTICLE, EN_WORDY

# Two hedged claims in 29 (7%) and one question in 30 body sentences (3%): both score
# above 80, and both miss their target.
NEAR_MISS = (EN_ARTICLE + EN_WORDY).replace(
    "Turn the pile once a week with a garden fork.",
    "Why turn it at all? Turn the pile once a week with a garden fork.").replace(
    "A wormery works on a balcony", "A wormery may work on a balcony")


def _explain_lines(text: str) -> dict[str, str]:
    lines = format_explain(Engine().score(text)).splitlines()
    return {line.split()[1]: line.strip() for line in lines
            if line.startswith("    ") and len(line.split()) > 2}


def test_the_cli_shows_no_tick_beside_a_missed_target():
    lines = _explain_lines(NEAR_MISS)
    for check in ("hedging", "rhetorical_questions"):
        line = lines[check]
        assert "aim for at most" in line
        assert not line.startswith("✓"), line
        assert line.startswith("!"), line


def test_a_met_target_keeps_its_tick():
    lines = _explain_lines(EN_ARTICLE + EN_WORDY)
    assert lines["rhetorical_questions"].startswith("✓")
    assert lines["title"].startswith("✓")


@pytest.mark.parametrize(("value", "target", "expected"), [
    (0.057, "≤ 0.05", "warn"),  # shown as 6%: missed
    (0.054, "≤ 0.05", "pass"),  # shown as 5%: met, as the writer reads it
    (0.03, "≤ 0.02", "warn"),
    (1, "1", "pass"),
    (2, "1", "warn"),
    (0, "0", "pass"),
    (1, "0", "warn"),
    (286, "≥ 300", "warn"),
    (80, "≥ 80", "pass"),
])
def test_status_agrees_with_the_target(value, target, expected):
    assert CheckResult("x", 95.0, value, target, "m").status == expected


def test_a_low_score_stays_a_fail_whatever_the_target():
    assert CheckResult("x", 30.0, 0.0, "0", "m").status == "fail"
    assert CheckResult("x", 30.0, None, "", "m").status == "fail"
