"""Preview/export HTML is safe; exports carry what answer engines read."""

from __future__ import annotations

import json
import re

from editor.preview.chunks import ChunkRenderer
from editor.preview.export import report_html, report_json, to_html, to_markdown
from editor.preview.rendering import render_body, sanitise
from scorers import LIST_ITEM, score, segment
from tests.support import texts


def test_dangerous_html_is_removed():
    dirty = (
        '<script>alert(1)</script><p onclick="x()">hi</p><iframe src="https://e.vil"></iframe>'
        '<object data="x"></object><embed src="y"><a href="javascript:alert(1)">j</a>'
        '<a href="data:text/html,<b>x</b>">d</a><img src="data:image/png;base64,AAAA">'
        '<img src="x.png" onerror="alert(2)"><a href="https://ok.org">ok</a>'
    )
    clean = sanitise(dirty)
    for bad in ("<script", "onclick", "<iframe", "<object", "<embed", "javascript:",
                "data:text", "onerror", "alert("):
        assert bad not in clean
    assert 'src="data:image/png;base64,AAAA"' in clean
    assert 'href="https://ok.org"' in clean and "hi" in clean


def test_markdown_features_render():
    text = ("# T\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```python\nx = 1\n```\n\n"
            "Claim.[^1]\n\n[^1]: Source.\n\n1. one\n2. two\n")
    html = render_body(text)
    assert "<table>" in html and "<ol>" in html and "Source." in html
    # Code is coloured by token classes, which each theme's stylesheet colours.
    assert '<div class="codehilite">' in html and '<span class="mi">1</span>' in html


def test_html_export_is_standalone_with_title_description_and_structured_data():
    faq = "\n## FAQ\n\n### Is it open source?\n\nYes, under Apache 2.0.\n"
    page = to_html(texts.EN_ARTICLE + faq)
    assert page.startswith("<!DOCTYPE html>")
    assert "<title>Beichen Lab open-sources a 70B weather model: forecasts in minutes</title>" \
        in page
    assert '<meta name="description" content="On March 12, 2026, Beichen Lab released' in page
    assert "<style>" in page and "font-family" in page
    blocks = re.findall(r'<script type="application/ld\+json">\n(.*?)\n</script>', page, re.S)
    data = [json.loads(b) for b in blocks]
    assert data[0]["@type"] == "Article" and data[0]["datePublished"] == "2026-03-12"
    assert data[1]["@type"] == "FAQPage"
    assert data[1]["mainEntity"][0]["name"] == "Is it open source?"
    assert data[1]["mainEntity"][0]["acceptedAnswer"]["text"] == "Yes, under Apache 2.0."


def test_chinese_export_language_and_no_faq_when_there_is_none():
    page = to_html(texts.ZH_ARTICLE)
    assert '<html lang="zh-CN">' in page
    assert "FAQPage" not in page
    assert "北辰实验室开源 70B 气象大模型" in page


def test_script_in_markdown_never_reaches_the_export():
    page = to_html("# T\n\n<script>steal()</script>\n\n<img src=x onerror=steal()>\n")
    assert "steal()" not in page.split("</head>")[1]


def test_markdown_export_is_normalised_and_can_add_front_matter():
    raw = "# Title  \r\n\r\n\r\n\r\nText with trailing   \r\nline.\t\r\n\r\nPublished: 2025-01-02"
    out = to_markdown(raw)
    assert "\r" not in out and "\n\n\n" not in out and out.endswith("\n")
    assert "trailing   \n" not in out
    front = to_markdown(raw, front_matter=True)
    assert front.startswith('---\ntitle: "Title"\ndate: "2025-01-02"\n')
    assert "\n---\n# Title" in front


def test_report_exports():
    report = score(texts.FLUFFY_EN)
    data = json.loads(report_json(report))
    assert data["overall"] == report.overall
    page = report_html(report, "draft.md", "zh")
    assert "GEO 报告" in page and str(report.overall) in page


_LIST_UNDER_PARAGRAPH = ("# Start a blog\n\nWriting a blog has many benefits:\n"
                         "1. Improving how you explain things\n2. Synthesizing what you read\n\n"
                         "Tools I use:\n- Jekyll\n- GitHub Pages\n\n"
                         "The count reached\n2024. That was the year it doubled.\n")


def test_a_list_right_under_a_paragraph_renders_as_the_engine_reads_it():
    items = sum(b.kind == LIST_ITEM for b in segment(_LIST_UNDER_PARAGRAPH))
    assert items == 4  # "2024." under a paragraph starts no list, as in CommonMark
    preview = "".join(chunk.html for chunk in ChunkRenderer().render(_LIST_UNDER_PARAGRAPH))
    for page in (preview, to_html(_LIST_UNDER_PARAGRAPH)):
        assert page.count("<li>") == items
        assert "<p>Writing a blog has many benefits:</p>\n<ol>\n<li>Improving" in page
        assert "<p>Tools I use:</p>\n<ul>" in page
        assert "The count reached\n2024. That was the year it doubled.</p>" in page


def test_an_mdx_heading_anchor_is_the_heading_id_not_text():
    # react.dev's "## Suspense 串流服务端渲染 {/*streaming-ssr*/}" showed in the preview as
    # "Suspense 串流服务端渲染 {/streaming-ssr/}", the stars turned into emphasis.
    text = ("## Suspense 串流服务端渲染 {/*streaming-ssr*/}\n\n"
            "React 18 supports streaming {/* see the RFC */} on the server.\n\n"
            "```jsx\n<div>{/* kept in code */}</div>\n```\n")
    html = render_body(text)
    assert '<h2 id="streaming-ssr">Suspense 串流服务端渲染</h2>' in html
    assert "see the RFC" not in html and "<em>" not in html
    assert "kept in code" in html
    # The exported page reads the same.
    assert '<h2 id="streaming-ssr">Suspense 串流服务端渲染</h2>' in to_html(text)
