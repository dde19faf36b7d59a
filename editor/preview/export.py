"""Export an article as standalone HTML or normalised Markdown, and a GEO report.

Plain functions, no Qt: the window's export actions call these and write the
result atomically.
"""

from __future__ import annotations

import dataclasses
import html
import json
import re
from pathlib import PurePath
from typing import Any

from markdown.extensions.toc import slugify_unicode

from editor.preview.report_page import report_html
from editor.preview.stylesheets import stylesheet
from scorers import FRONT_MATTER, HEADING, Metadata, Report, extract_metadata, segment

__all__ = ["report_html", "report_json", "structured_data", "stylesheet", "to_html",
           "to_markdown"]


def _json_ld(data: dict[str, Any]) -> str:
    # Inside <script>, "</script" ends the element and "<!--" changes how the rest of the
    # page is read (a title "<!--<script>" blanked the body). As \u003c no "<" is left,
    # and the JSON means the same.
    text = json.dumps(data, ensure_ascii=False, indent=2).replace("<", "\\u003c") \
        .replace(">", "\\u003e").replace("&", "\\u0026")
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
    modified = meta.front_matter.get("updated") or meta.front_matter.get("lastmod") or \
        meta.front_matter.get("modified")
    if modified and re.match(r"\d{4}-\d{2}-\d{2}", modified):
        article["dateModified"] = modified[:10]
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


def _without_front_matter(text: str) -> tuple[str, bool]:
    """The text after its front matter, and whether the article has an H1 heading."""
    blocks = segment(text)
    has_h1 = any(b.kind == HEADING and b.level == 1 for b in blocks)
    if blocks and blocks[0].kind == FRONT_MATTER:
        return text[blocks[0].end:].lstrip("\r\n"), has_h1
    return text, has_h1


def title_heading(title: str) -> str:
    """The ``<h1>`` of a title that only the front matter gives."""
    return f'<h1 id="{html.escape(slugify_unicode(title, "-"))}">{html.escape(title)}</h1>'


def to_html(text: str) -> str:
    """A standalone HTML page: CSS embedded, title, description and structured data."""
    meta = extract_metadata(text)
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
    from editor.preview.chunks import render_document  # it imports title_heading from here

    source, has_h1 = _without_front_matter(text)
    body = render_document(source)
    if meta.title and not has_h1:
        # A title only in the front matter is still the page's heading.
        body = title_heading(meta.title) + "\n" + body
    return ("<!DOCTYPE html>\n"
            f'<html lang="{lang}">\n<head>\n' + "\n".join(head) + "\n</head>\n"
            f"<body>\n<article>\n{body}\n</article>\n</body>\n</html>\n")


_BLANK_RUNS = re.compile(r"\n{3,}")


def _front_matter_as_written(text: str) -> tuple[str, str]:
    """The article's own front matter, byte for byte with the line break that closes it,
    and the text after it; ``("", text)`` when it has none."""
    blocks = segment(text)
    if not blocks or blocks[0].kind != FRONT_MATTER:
        return "", text
    end = blocks[0].end
    end += len(re.match(r"\r\n|\n|\r|", text[end:]).group(0))
    return text[:end], text[end:]


def _normalised_body(text: str) -> str:
    body = text.replace("\r\n", "\n").replace("\r", "\n")
    fences = [m.span() for m in re.finditer(r"^(```|~~~).*?^\1", body, re.M | re.S)]

    def outside_code(match: re.Match[str]) -> str:
        inside = any(s <= match.start() < e for s, e in fences)
        return match.group(0) if inside else ""

    # Two trailing spaces are a Markdown line break: keep those, drop the rest.
    body = re.sub(r"(?<! )[ \t]+$|(?<=\S) [ \t]{2,}$|\t+$", outside_code, body, flags=re.M)
    return _BLANK_RUNS.sub("\n\n", body).strip("\n") + "\n"


def to_markdown(text: str, front_matter: bool = False) -> str:
    """Normalised Markdown: no trailing spaces, one blank line between blocks, a final
    newline.

    The article's own front matter comes out byte for byte as it was written (Jekyll and
    Hugo read its lists, booleans and dates by their YAML types), and the body keeps its
    line-break style. An article without one gets, with ``front_matter``, a YAML front
    matter of its title, date and description; otherwise lines end in ``\\n``.
    """
    written, rest = _front_matter_as_written(text)
    if written:
        newline = "\r\n" if written.endswith("\r\n") else "\n"
        gap = "\n" if re.match(r"[ \t]*(\r\n|\n|\r)", rest) else ""
        body = gap + _normalised_body(rest)
        return written + body.replace("\n", newline)
    body = _normalised_body(text)
    if not front_matter:
        return body
    meta = extract_metadata(body)
    fields = {"title": meta.title, "date": meta.date, "description": meta.description}
    lines = ["---"] + [f"{key}: {json.dumps(value, ensure_ascii=False)}"
                       for key, value in fields.items() if value] + ["---", ""]
    return "\n".join(lines) + body


def report_json(report: Report, ui_lang: str = "en") -> str:
    """The GEO report in the engine's JSON format, naming the file by its name only
    (where it sits on this computer is nobody's business)."""
    if report.file:
        report = dataclasses.replace(report, file=PurePath(report.file).name)
    return json.dumps(report.to_dict(ui_lang), ensure_ascii=False, indent=2) + "\n"
