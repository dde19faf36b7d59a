"""The GEO report as a readable HTML page, in English or Chinese.

It names the file, the date it was made and the weights of the overall score;
shows what caps the score, every check with its status (in the page's
language) and evidence, and every finding, information included. No Qt here.
"""

from __future__ import annotations

import datetime as dt
from html import escape

from editor.preview.stylesheets import stylesheet
from scorers import Report, messages

_TEXTS = {
    "heading": {"en": "GEO report", "zh": "GEO 报告"},
    "file": {"en": "File", "zh": "文件"},
    "made": {"en": "Made", "zh": "生成时间"},
    "weights": {"en": "Weights of the overall score", "zh": "总分中的维度权重"},
    "overall": {"en": "Overall", "zh": "总分"},
    "short": {"en": "Too short to judge with confidence ({n}%): the scores are pulled "
                    "towards the middle.",
              "zh": "篇幅太短，评分把握度 {n}%：各项得分向中间值收拢。"},
    "gates": {"en": "What caps the score", "zh": "限制总分的问题"},
    "cap": {"en": "capped at {n}", "zh": "总分上限 {n}"},
    "status": {"en": "Status", "zh": "状态"},
    "check": {"en": "Check", "zh": "检查项"},
    "evidence": {"en": "Evidence", "zh": "依据"},
    "findings": {"en": "Findings", "zh": "发现的问题"},
    "none": {"en": "No findings.", "zh": "没有发现问题。"},
    "line": {"en": "Line {n}", "zh": "第 {n} 行"},
    "article": {"en": "Whole article", "zh": "全文"},
    "untitled": {"en": "Untitled", "zh": "未命名"},
    "answers": {"en": "Answer preview", "zh": "答案预览"},
    "coverage": {"en": "coverage", "zh": "覆盖度"},
    "worst": {"en": "(worst covered)", "zh": "（覆盖最差）"},
    "rank": {"en": "Line {line}, rank {rank}: ", "zh": "第 {line} 行，排名 {rank}："},
}

STATUS_LABELS = {
    "pass": {"en": "met", "zh": "达标"},
    "warn": {"en": "nearly", "zh": "接近"},
    "fail": {"en": "missed", "zh": "未达标"},
    "na": {"en": "not applicable", "zh": "不适用"},
    "short": {"en": "too short to judge", "zh": "篇幅太短"},
    "info": {"en": "for information", "zh": "仅供参考"},
    "error": {"en": "could not run", "zh": "未能运行"},
}

SEVERITY_LABELS = {
    "weak": {"en": "weak", "zh": "薄弱"},
    "warn": {"en": "to improve", "zh": "可改进"},
    "info": {"en": "information", "zh": "提示"},
}

_COLOURS = {"pass": "#166534", "warn": "#92400e", "fail": "#b91c1c", "error": "#b91c1c",
            "weak": "#b91c1c", "info": "#1d4ed8"}
_CSS = ("table.report { width: 100%; table-layout: fixed; } "
        "table.report td, table.report th { vertical-align: top; } "
        "table.report .status { width: 9em; } table.report .evidence { width: 16em; } "
        ".muted { color: #4b5563; }")


def _t(key: str, lang: str, **values: object) -> str:
    table = _TEXTS[key]
    return (table.get(lang) or table["en"]).format(**values)


def _answers(answers: list[dict], lang: str) -> str:
    """The Answer preview: per question its coverage, the quote, its line and rank."""
    if not answers:
        return ""
    items = []
    for answer in answers:
        draft = next((p for p in answer["passages"] if p["source"] == "draft"), None)
        coverage = "–" if answer["coverage"] is None else answer["coverage"]
        where = ""
        if draft is not None:
            where = (f"<br>{escape(_t('rank', lang, line=draft['line'], rank=draft['rank']))}"
                     f"<q>{escape(draft['quote']['text'])}</q>")
        worst = f" <strong>{escape(_t('worst', lang))}</strong>" if answer["worst"] else ""
        items.append(f"<li><strong>{escape(answer['query'])}</strong> — "
                     f"{escape(_t('coverage', lang))} {coverage}{worst}{where}"
                     f"<br><em>{escape(answer['advice'])}</em></li>")
    return f"<h2>{escape(_t('answers', lang))}</h2>\n<ul>{''.join(items)}</ul>"


def status_label(status: str, lang: str) -> str:
    """What a check's status means, in words ("met", "达标" …)."""
    labels = STATUS_LABELS.get(status, {"en": status})
    return labels.get(lang) or labels["en"]


def report_html(report: Report, title: str, ui_lang: str = "en",
                weights: dict[str, float] | None = None,
                made: dt.datetime | None = None) -> str:
    """The GEO report of ``report`` (for the file ``title``) as a standalone page."""
    lang = "zh" if ui_lang == "zh" else "en"
    made = made or dt.datetime.now().astimezone()
    heading = _t("heading", lang)
    name = report.file or title or _t("untitled", lang)
    out = [f'<!DOCTYPE html>\n<html lang="{"zh-CN" if lang == "zh" else "en"}">\n<head>\n'
           f'<meta charset="utf-8">\n<title>{escape(heading)}: {escape(title or name)}</title>\n'
           f"<style>\n{stylesheet()}\n{_CSS}\n</style>\n</head>\n<body>\n"
           f"<h1>{escape(heading)}: {escape(title or name)}</h1>",
           f"<p>{escape(_t('file', lang))}: {escape(name)}<br>"
           f"{escape(_t('made', lang))}: {made.strftime('%Y-%m-%d %H:%M %Z').strip()}</p>"]
    overall = "–" if report.overall is None else str(report.overall)
    band = messages.band_label(report.band, lang) if report.band else \
        messages.render("empty_document", lang)
    out.append(f"<p><strong>{escape(_t('overall', lang))}: {overall}</strong> "
               f"({escape(band)})</p>")
    if report.state == "short":
        out.append(f"<p>{escape(_t('short', lang, n=round(report.confidence * 100)))}</p>")
    if weights:
        parts = ", ".join(f"{escape(messages.dimension_label(d, lang))} {w:g}"
                          for d, w in weights.items())
        out.append(f"<p class=\"muted\">{escape(_t('weights', lang))}: {parts}</p>")
    out.append(f"<p><em>{escape(messages.render('heuristics_note', lang))}</em></p>")
    if report.gates:
        out.append(f"<h2>{escape(_t('gates', lang))}</h2><ul>")
        for gate in report.gates:
            out.append(f"<li><strong>{escape(gate.text(lang))}</strong> "
                       f"({escape(_t('cap', lang, n=gate.cap))}) — "
                       f"{escape(gate.suggestion_text(lang))}</li>")
        out.append("</ul>")
    for dim in report.dimensions:
        score = "–" if dim.score is None else dim.score
        out.append(f"<h2>{escape(dim.label(lang))} — {score}</h2>")
        out.append(f'<table class="report"><tr><th class="status">{_t("status", lang)}</th>'
                   f'<th>{_t("check", lang)}</th>'
                   f'<th class="evidence">{_t("evidence", lang)}</th></tr>')
        for check in dim.checks:
            colour = _COLOURS.get(check.status, "#4b5563")
            evidence = check.evidence
            source = f" — {escape(evidence.source)}" if evidence.source else ""
            out.append(f'<tr><td class="status" style="color:{colour}">'
                       f"{escape(status_label(check.status, lang))}</td>"
                       f"<td>{escape(check.text(lang))}</td>"
                       f'<td class="evidence">{escape(evidence.tier_label(lang))} '
                       f"({evidence.tier}){source}</td></tr>")
        out.append("</table>")
    answers = _answers(report.to_dict(lang).get("answers") or [], lang)
    if answers:
        out.append(answers)
    out.append(f"<h2>{escape(_t('findings', lang))}</h2>")
    if not report.findings:
        out.append(f"<p>{escape(_t('none', lang))}</p>")
    else:
        out.append("<ul>")
        for finding in report.findings:
            where = _t("line", lang, n=finding.line) if finding.end > finding.start \
                else _t("article", lang)
            colour = _COLOURS.get(finding.severity, "#4b5563")
            out.append(
                f"<li>{escape(where)} [{escape(messages.dimension_label(finding.dimension, lang))}"
                f', <span style="color:{colour}">'
                f"{escape(SEVERITY_LABELS[finding.severity].get(lang, finding.severity))}</span>]"
                f" {escape(finding.text(lang))} → <em>{escape(finding.suggestion_text(lang))}</em>"
                "</li>")
        out.append("</ul>")
    out.append("</body>\n</html>\n")
    return "\n".join(out)
