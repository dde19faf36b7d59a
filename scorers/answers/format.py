"""The answer preview for people (the command line's table) and for machines (JSON)."""

from __future__ import annotations

from typing import Any

from scorers.answers.results import Answers
from scorers.report import messages
from scorers.report.results import Report

_LABELS = ("title", "coverage", "line", "rank", "worst", "none", "mined")


def answers_json(report: Report, ui_lang: str = "en") -> list[dict[str, Any]]:
    """The ``answers`` section of a file's JSON report."""
    answers: Answers | None = report.answers
    return answers.to_list(ui_lang) if answers is not None else []


def format_answers(report: Report, ui_lang: str = "en") -> str:
    """Per question: coverage, the best passage's line and rank, and the quote sentence."""
    answers: Answers | None = report.answers
    if answers is None or not answers.questions:
        return ""
    label = {name: messages.text(f"answers.table.{name}", ui_lang) for name in _LABELS}
    lines = [f"  {label['title']}:"]
    if answers.reference is not None:
        lines.append("    " + messages.render("answers.table.against", ui_lang,
                                                files=answers.reference.files,
                                                passages=answers.reference.passages))
    for question in answers.questions:
        coverage = "–" if question.coverage is None else str(question.coverage)
        tags = [label["mined"]] if question.origin == "mined" else []
        if question.worst:
            tags.append(label["worst"])
        tag = f"  [{', '.join(tags)}]" if tags else ""
        lines.append(f"    “{question.query}”  {label['coverage']} {coverage}{tag}")
        best = question.best
        if best is None:
            lines.append(f"      {label['none']}")
        else:
            lines.append(f"      {label['line']} {best.line}, {label['rank']} {best.rank}: "
                         f"“{best.quote}”")
        lines.append(f"      → {question.advice_text(ui_lang)}")
    return "\n".join(lines)
