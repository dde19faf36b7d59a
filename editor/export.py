"""Export an article as standalone HTML or normalised Markdown, and a GEO report.

Plain functions, no Qt: the window's export actions call these and write the
result atomically.
"""

from __future__ import annotations

import html
import json
import re
from importlib import resources as importlib_resources
from typing import Any

from scorers import messages
from scorers.blocks import FRONT_MATTER, segment
from scorers.metadata import Metadata, extract
from scorers.results import Report

from .rendering import render_body


def stylesheet() -> str:
    """The stylesheet shared by the preview and exported HTML."""
    return importlib_resources.files("resources").joinpath("preview.css").read_text("utf-8")


def _json_ld(data: dict[str, Any]) -> str:
    # "</" inside a string would end the <script> element early.
    text = json.dumps(data, ensure_ascii=False, indent=2).replace("</", "<\\/")
    return f'<script type="application/ld+json">\n{text}\n</script>'


def structured_data(meta: Metadata) -> list[dict[str, Any]]:
    """JSON-LD objects for the article: an ``Article``, and a ``FAQPage`` when it has a FAQ."""
    article: dict[str, Any] = {
        "@context": "https://schema.org",
        "@type": "Article",
        "headline": meta.title,
        "inLanguage": "zh-CN" if meta.lang == "zh" else "en",
    }
    if meta.description:
        article["description"] = meta.description
    if meta.date:
        article["datePublished"] = meta.date
    if meta.author:
        article["author"] = {"@type": "Person", "name": meta.author}
    objects = [article]
    if meta.faq:
        objects.append({
            "@context": "https://schema.org",
            "@type": "FAQPage",
            "mainEntity": [
                {"@type": "Question", "name": question,
                 "acceptedAnswer": {"@type": "Answer", "text": answer}}
                for question, answer in meta.faq
            ],
        })
    return objects


def _without_front_matter(text: str) -> str:
    blocks = segment(text)
    if blocks and blocks[0].kind == FRONT_MATTER:
        return text[blocks[0].end:].lstrip("\r\n")
    return text


def to_html(text: str) -> str:
    """A standalone HTML page: CSS embedded, title, description and structured data."""
    meta = extract(text)
    lang = "zh-CN" if meta.lang == "zh" else "en"
    head = [
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{html.escape(meta.title or 'Untitled')}</title>",
    ]
    if meta.description:
        head.append(f'<meta name="description" content="{html.escape(meta.description)}">')
    if meta.date:
        head.append(f'<meta name="date" content="{html.escape(meta.date)}">')
    head.append('<meta name="generator" content="GEO Writer">')
    head.append(f"<style>\n{stylesheet()}</style>")
    head.extend(_json_ld(obj) for obj in structured_data(meta))
    body = render_body(_without_front_matter(text))
    return ("<!DOCTYPE html>\n"
            f'<html lang="{lang}">\n<head>\n' + "\n".join(head) + "\n</head>\n"
            f"<body>\n<article>\n{body}\n</article>\n</body>\n</html>\n")


_TRAILING_SPACE = re.compile(r"[ \t]+$", re.M)
_BLANK_RUNS = re.compile(r"\n{3,}")


def to_markdown(text: str, front_matter: bool = False) -> str:
    """Normalised Markdown: ``\\n`` line endings, no trailing spaces, one blank line between
    blocks, a final newline; optionally with YAML front matter (title, date, description)."""
    body = text.replace("\r\n", "\n").replace("\r", "\n")
    fences = [m.span() for m in re.finditer(r"^(```|~~~).*?^\1", body, re.M | re.S)]

    def outside_code(match: re.Match[str]) -> str:
        inside = any(s <= match.start() < e for s, e in fences)
        return match.group(0) if inside else ""

    # Two trailing spaces are a Markdown line break: keep those, drop the rest.
    body = re.sub(r"(?<! )[ \t]+$|(?<=\S) [ \t]{2,}$|\t+$", outside_code, body, flags=re.M)
    body = _BLANK_RUNS.sub("\n\n", body).strip("\n") + "\n"
    if not front_matter:
        return body
    meta = extract(body)
    body = _without_front_matter(body)
    fields = {"title": meta.title, "date": meta.date, "description": meta.description}
    fields |= {k: v for k, v in meta.front_matter.items() if k not in fields}
    lines = ["---"] + [f"{key}: {json.dumps(value, ensure_ascii=False)}"
                       for key, value in fields.items() if value] + ["---", ""]
    return "\n".join(lines) + body


def report_json(report: Report, ui_lang: str = "en") -> str:
    """The GEO report in the engine's JSON format."""
    return json.dumps(report.to_dict(ui_lang), ensure_ascii=False, indent=2) + "\n"


_STATUS_COLOUR = {"pass": "#15803d", "warn": "#b45309", "fail": "#b91c1c"}


def _answers_html(answers: list[dict[str, Any]], zh: bool) -> str:
    """The Answer preview: per question its coverage, the quote, its line and rank."""
    if not answers:
        return ""
    esc = html.escape
    items = []
    for answer in answers:
        draft = next((p for p in answer["passages"] if p["source"] == "draft"), None)
        coverage = "–" if answer["coverage"] is None else answer["coverage"]
        where = ""
        if draft is not None:
            where = (f"<br>第 {draft['line']} 行，排名 {draft['rank']}：" if zh else
                     f"<br>Line {draft['line']}, rank {draft['rank']}: ") + \
                f"<q>{esc(draft['quote']['text'])}</q>"
        worst = (" <strong>（覆盖最差）</strong>" if zh else " <strong>(worst covered)</strong>") \
            if answer["worst"] else ""
        items.append(f"<li><strong>{esc(answer['query'])}</strong> — "
                     f"{'覆盖度' if zh else 'coverage'} {coverage}{worst}{where}"
                     f"<br><em>{esc(answer['advice'])}</em></li>")
    title = "答案预览" if zh else "Answer preview"
    return f"\n<h2>{title}</h2>\n<ul>{''.join(items)}</ul>"


def report_html(report: Report, title: str, ui_lang: str = "en") -> str:
    """The GEO report as a readable HTML page."""
    data = report.to_dict(ui_lang)
    zh = ui_lang == "zh"
    esc = html.escape
    rows = []
    for dim in data["dimensions"].values():
        rows.append(f"<h2>{esc(dim['label'])} — {dim['score']}</h2><table>")
        for check in dim["checks"]:
            colour = _STATUS_COLOUR.get(check["status"], "#374151")
            rows.append(f'<tr><td style="color:{colour}">{esc(check["status"])}</td>'
                        f"<td>{esc(check['message'])}</td></tr>")
        rows.append("</table>")
    findings = "".join(
        f"<li>{'第' if zh else 'Line '}{f['line']}{'行' if zh else ''} "
        f"[{esc(messages.dimension_label(f['dimension'], ui_lang))}] {esc(f['message'])} "
        f"<em>{esc(f['suggestion'])}</em></li>"
        for f in data["findings"] if f["severity"] != "info" or f["start"] != f["end"])
    answers = _answers_html(data["answers"], zh)
    heading = "GEO 报告" if zh else "GEO report"
    overall = "总分" if zh else "Overall"
    found = "发现的问题" if zh else "Findings"
    note = messages.render("heuristics_note", ui_lang)
    return (
        f'<!DOCTYPE html>\n<html lang="{"zh-CN" if zh else "en"}">\n<head>\n<meta charset="utf-8">'
        f"<title>{esc(heading)}: {esc(title)}</title>\n<style>\n{stylesheet()}</style>\n</head>\n"
        f"<body>\n<h1>{esc(heading)}: {esc(title)}</h1>\n"
        f"<p><strong>{overall}: {data['overall'] if data['overall'] is not None else '–'}"
        f"</strong> ({esc(data['band_label'] or messages.render('empty_document', ui_lang))})"
        "</p>\n"
        f"<p><em>{esc(note)}</em></p>\n" + "\n".join(rows) + answers +
        f"\n<h2>{found}</h2>\n<ul>{findings}</ul>\n</body>\n</html>\n")
