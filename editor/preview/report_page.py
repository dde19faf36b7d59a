"""The GEO report as a readable HTML page, in the interface language.

It names the file (its name only), the date it was made and the weights of the overall score;
shows what caps the score, every check with its status and evidence (in the page's
language), and every finding, information included. No Qt here.
"""

from __future__ import annotations

import datetime as dt
from html import escape
from pathlib import PurePath

from editor.preview.stylesheets import stylesheet
from scorers import Report, messages

_COLOURS = {"pass": "#166534", "warn": "#92400e", "fail": "#b91c1c", "error": "#b91c1c",
            "weak": "#b91c1c", "info": "#1d4ed8"}
_CSS = ("table.report { width: 100%; table-layout: fixed; } "
        "table.report td, table.report th { vertical-align: top; } "
        "table.report .status { width: 9em; } table.report .evidence { width: 16em; } "
        ".muted { color: #4b5563; }")


def _t(key: str, lang: str, **values: object) -> str:
    return messages.render(f"report.{key}", lang, **values)


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
    key = f"status.{status}"
    return messages.text(key, lang) if key in messages.CATALOG else status


def severity_label(severity: str, lang: str) -> str:
    """A finding's severity in words ("weak", "薄弱" …)."""
    key = f"severity.{severity}"
    return messages.text(key, lang) if key in messages.CATALOG else severity


def report_html(report: Report, title: str, ui_lang: str = "en",
                weights: dict[str, float] | None = None,
                made: dt.datetime | None = None) -> str:
    """The GEO report of ``report`` (for the file ``title``) as a standalone page."""
    lang = ui_lang
    made = made or dt.datetime.now().astimezone()
    heading = _t("heading", lang)
    # The file's name, never where it sits on this computer: the page is made to share.
    name = PurePath(report.file).name if report.file else title or _t("untitled", lang)
    out = [f'<!DOCTYPE html>\n<html lang="{messages.language_tag(lang)}">\n<head>\n'
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
            source = f" — {escape(messages.evidence_source(evidence.source, lang))}" \
                if evidence.source else ""
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
                f"{escape(severity_label(finding.severity, lang))}</span>]"
                f" {escape(finding.text(lang))} → <em>{escape(finding.suggestion_text(lang))}</em>"
                "</li>")
        out.append("</ul>")
    out.append("</body>\n</html>\n")
    return "\n".join(out)
