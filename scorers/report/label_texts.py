"""Short labels and the words around the reports: dimension and band names, units,
evidence tiers, check statuses, the report page, the command line's table and verdicts,
Help → About the scores, and the name of each language.

English is the source (see :mod:`scorers.report.messages`); merged into its
:data:`~scorers.report.messages.CATALOG`.
"""

from __future__ import annotations

LABELS: dict[str, str] = {
    # The name of the language, in that language: each catalogue gives its own
    # ("简体中文"), and the Preferences list every language by it.
    "language.name": "English",
    # Between the texts of a list of message keys ("; ").
    "list.separator": "; ",
    "dimension.facts": "Facts & Data",
    "dimension.structure": "Structure",
    "dimension.sources": "Sources & Authority",
    "dimension.clarity": "Clarity",
    "dimension.extractability": "AI Extractability",
    "band.excellent": "excellent",
    "band.good": "good",
    "band.fair": "fair",
    "band.needs_work": "needs work",
    # The unit of a {unit} value.
    "unit.words": "words",
    "unit.chars": "characters",
    # Evidence tiers (scorers/rules/evidence.py).
    "tier.C": "controlled experiment",
    "tier.B": "large observational study",
    "tier.P": "common practice",
    # What a check's status means.
    "status.pass": "met",
    "status.warn": "nearly",
    "status.fail": "missed",
    "status.na": "not applicable",
    "status.short": "too short to judge",
    "status.info": "for information",
    "status.error": "could not run",
    # A finding's severity.
    "severity.weak": "weak",
    "severity.warn": "to improve",
    "severity.info": "information",
    # The GEO report as a page (File → Export GEO report (HTML)).
    "report.heading": "GEO report",
    "report.file": "File",
    "report.made": "Made",
    "report.weights": "Weights of the overall score",
    "report.overall": "Overall",
    "report.short": "Too short to judge with confidence ({n}%): the scores are pulled "
                    "towards the middle.",
    "report.gates": "What caps the score",
    # The most the score can be while the gate stands: true also when the weighted score
    # is below it already.
    "report.cap": "at most {n}",
    "report.status": "Status",
    "report.check": "Check",
    "report.evidence": "Evidence",
    "report.findings": "Findings",
    "report.none": "No findings.",
    "report.line": "Line {n}",
    "report.article": "Whole article",
    "report.untitled": "Untitled",
    "report.answers": "Answer preview",
    "report.coverage": "coverage",
    "report.worst": "(worst covered)",
    "report.rank": "Line {line}, rank {rank}: ",
    # Help → About the scores, and a check's tooltip in the panel.
    "about.page.intro": "GEO Writer scores an article on five dimensions, each 0–100 and made "
                        "of the checks below; the overall score is their weighted mean "
                        "(weights are in Preferences). Serious faults such as keyword stuffing "
                        "cap the overall score, and the panel says why at its top.",
    "about.page.tiers": "Evidence tiers: C controlled experiment, B large observational study, "
                        "P common practice.",
    "about.page.bands": "Score bands",
    "about.page.check": "Check",
    "about.page.measures": "What it measures",
    "about.page.target": "Target",
    "about.page.weight": "Weight",
    "about.page.evidence": "Evidence",
    # geo-writer-score's table.
    "cli.header.overall": "Overall",
    "cli.header.dimension": "Dimension",
    "cli.header.score": "Score",
    "cli.header.top_findings": "Top findings",
    "cli.header.line": "line",
    "cli.header.no_score": "no score",
    "cli.header.gate": "Gate",
    "cli.header.check_failed": "Check failed",
    # Why a file fails geo-writer-score's gates.
    "verdict.below": "overall {score} is {gap} below the minimum {minimum}",
    "verdict.below_floor": "{label} {score} is {gap} below its minimum {minimum}",
    "verdict.fell": "{label} fell from {old} to {new} (−{drop}; tolerance {tolerance})",
    "verdict.overall": "overall",
    "verdict.empty": "no score: the document is empty",
    # A page skipped as not an article; {kind} is the page-types key that decides it.
    "verdict.skipped": "skipped: {page}, not an article (page-types.{kind} = \"score\" scores it)",
    "page_type.index": "an index page",
    "page_type.glossary": "a glossary entry",
    "page_type.redirect": "a redirect",
    # The answer preview in geo-writer-score's table.
    "answers.table.title": "Questions",
    "answers.table.coverage": "coverage",
    "answers.table.line": "line",
    "answers.table.rank": "rank",
    "answers.table.worst": "worst-covered",
    "answers.table.none": "no passage answers it",
    "answers.table.mined": "from a heading",
    "answers.table.against": "ranked against {files} reference pages ({passages} passages)",
}

#: What a translator should know about a text, written to the catalogues as a comment.
NOTES: dict[str, str] = {
    "language.name": "The name of this catalogue's language, in that language "
                     "(\"简体中文\", \"Français\"): the Preferences list the languages by it.",
    "list.separator": "Between the items of a list of reasons (\"; \", \"；\").",
}
