"""The answer preview for people (the command line's table) and for machines (JSON)."""

from __future__ import annotations

from typing import Any

from scorers.answers.results import Answers
from scorers.report.results import Report

_LABELS = {
    "en": {"title": "Questions", "coverage": "coverage", "line": "line", "rank": "rank",
           "worst": "worst-covered", "none": "no passage answers it", "mined": "from a heading",
           "against": "ranked against {files} reference pages ({passages} passages)"},
    "zh": {"title": "问题", "coverage": "覆盖度", "line": "行", "rank": "排名",
           "worst": "覆盖最差", "none": "没有段落回答", "mined": "来自标题",
           "against": "与 {files} 篇参考页面（{passages} 个段落）一起排名"},
}


def answers_json(report: Report, ui_lang: str = "en") -> list[dict[str, Any]]:
    """The ``answers`` section of a file's JSON report."""
    answers: Answers | None = report.answers
    return answers.to_list(ui_lang) if answers is not None else []


def format_answers(report: Report, ui_lang: str = "en") -> str:
    """Per question: coverage, the best passage's line and rank, and the quote sentence."""
    answers: Answers | None = report.answers
    if answers is None or not answers.questions:
        return ""
    label = _LABELS.get(ui_lang, _LABELS["en"])
    lines = [f"  {label['title']}:"]
    if answers.reference is not None:
        lines.append("    " + label["against"].format(files=answers.reference.files,
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
