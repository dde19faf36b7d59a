"""``geo-writer-score --explain``: every check with its result, target and evidence.

Example output (one check)::

    Clarity  92
      ✓ hedging          96  5% of claims are hedged (3 of 60 sentences; …)
          evidence [C] controlled experiment — What Gets Cited, SIGIR 2026: …
"""

from __future__ import annotations

from scorers.report import messages
from scorers.report.about import check_title
from scorers.report.results import Report

#: The sign shown before a check, by its status (✓ only when the target is met).
STATUS_SIGNS = {"pass": "✓", "warn": "!", "fail": "✗", "na": "·", "short": "…", "info": "i",
                "error": "?"}


def format_explain(report: Report, ui_lang: str = "en") -> str:
    """The report's gates, then each dimension's checks with their evidence."""
    lines: list[str] = []
    for gate in report.gates:
        lines.append(f"  ⚠ {gate.text(ui_lang)} (≤ {gate.cap}) → {gate.suggestion_text(ui_lang)}")
    for dim in report.dimensions:
        shown = "–" if dim.score is None else str(dim.score)
        lines.append(f"  {messages.dimension_label(dim.id, ui_lang)}  {shown}")
        for check in dim.checks:
            score = "" if check.score is None else f"{round(check.score):>3}"
            title = check_title(check.id, ui_lang)
            lines.append(f"    {STATUS_SIGNS.get(check.status, '?')} {check.id:<22}{score:>4}  "
                         f"{title}: {check.text(ui_lang)}")
            evidence = check.evidence
            lines.append(f"        evidence [{evidence.tier}] {evidence.tier_label(ui_lang)}"
                         + (f" — {messages.evidence_source(evidence.source, ui_lang)}"
                            if evidence.source else ""))
    return "\n".join(lines)
