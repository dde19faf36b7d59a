"""What the exported page and report say: the title a reader sees, a description an
answer engine can quote, anchors a reader can link to, a report that says what it is."""

from __future__ import annotations

import datetime as dt
import html
import json
import re
from dataclasses import replace

import pytest

from editor.preview.chunks import ChunkRenderer
from editor.preview.export import report_html, report_json, to_html, to_markdown
from scorers import score
from scorers.markup.metadata import extract
from scorers.markup.readable import readable_text, shorten
from scorers.report.results import Finding, Gate
from tests.support import texts


def _meta_description(page: str) -> str:
    return re.search(r'<meta name="description" content="([^"]*)">', page).group(1)


def _json_ld(page: str) -> list[dict]:
    return [json.loads(b) for b in
            re.findall(r'<script type="application/ld\+json">\n(.*?)\n</script>', page, re.S)]


def test_a_title_only_in_the_front_matter_is_the_pages_heading():
    text = "---\ntitle: 当 Ant Design 遇上 CSS 变量\ndate: 2023-11-02\n---\n\n正文第一段。\n"
    page = to_html(text)
    body = page.split("<body>")[1]
    assert re.search(r"<h1 [^>]*>当 Ant Design 遇上 CSS 变量</h1>", body)
    assert body.index("<h1") < body.index("正文第一段")
    assert "<title>当 Ant Design 遇上 CSS 变量</title>" in page
    # The preview shows it the same way, standing for the front matter's lines.
    first = ChunkRenderer().render(text)[0]
    assert first.line == 1 and "当 Ant Design 遇上 CSS 变量</h1>" in first.html


def test_an_article_with_its_own_h1_gets_no_second_title():
    page = to_html("---\ntitle: Front title\n---\n\n# Body title\n\nText.\n")
    assert page.count("<h1") == 1 and "Body title</h1>" in page


def test_the_description_keeps_inline_code_and_link_text_without_stray_spaces():
    text = ("---\ntitle: 如何成长为 Collaborator\n---\n\n大家好，我是[黑雨](https://github.com/x)。"
            "现在 `v5` 版本已经发布，我也有幸开发了 `v5` 版本的 `Tour` 组件和 `App` 组件。\n")
    page = to_html(text)
    description = _meta_description(page)
    assert "开发了 v5 版本的 Tour 组件和 App 组件" in description
    assert "我是黑雨。" in description
    assert _json_ld(page)[0]["description"] == description


def test_the_description_ends_at_a_sentence_and_drops_its_label():
    text = ("# How long do solar panels last?\n\n> **Short answer:** Most home solar panels "
            "last 25 to 30 years. They lose about 0.5% of their output per year, so a panel "
            "still makes roughly 87% of its original power after 25 years of work.\n\n"
            "More text.\n")
    description = extract(text).description
    assert description == "Most home solar panels last 25 to 30 years."
    zh = "# 标题\n\n> 💡AI 极简速读：Percy Liang直播训练535B模型，开启模型训练透明化。\n\n正文。\n"
    assert extract(zh).description == "Percy Liang直播训练535B模型，开启模型训练透明化。"


def test_a_long_first_sentence_is_cut_at_a_word_with_an_ellipsis():
    long = "Word " * 60 + "end."
    cut = shorten(long.strip())
    assert cut.endswith("…") and len(cut) <= 161 and not cut[:-1].endswith(" ")
    assert readable_text("> **TL;DR:** We shipped `v5` with [Tour](https://x.org).") == \
        "We shipped v5 with Tour."


def test_a_folded_yaml_description_is_read_whole():
    text = "---\ntitle: K\ndescription: >\n  One line,\n  and the next.\nweight: 1\n---\n\nBody.\n"
    assert extract(text).description == "One line, and the next."


def test_chinese_headings_get_readable_anchors():
    page = to_html("# 标题\n\n## 🔬 核心技术原理解析\n\n正文。\n\n## 实测数据\n\n正文。\n")
    assert 'id="核心技术原理解析"' in page and 'id="实测数据"' in page
    assert 'id="_1"' not in page
    chunks = "".join(c.html for c in ChunkRenderer().render(
        "## 核心技术\n\n一。\n\n## 核心技术\n\n二。\n"))
    assert 'id="核心技术"' in chunks and 'id="核心技术_1"' in chunks


def test_wrapped_chinese_lines_join_without_a_space_in_the_export():
    page = to_html("# 容器\n\n早期，组织在物理服务器上运行应用程序，\n无法定义资源边界。\n"
                   "性能下降。English words\nkeep a space.\n")
    body = page[page.index("<body"):]
    assert "应用程序，无法定义资源边界。性能下降。English words\nkeep a space." in body
    assert _meta_description(page).startswith(
        "早期，组织在物理服务器上运行应用程序，无法定义资源边界。性能下降。")


def test_markdown_export_front_matter_uses_the_clean_description():
    out = to_markdown("# T\n\n> **TL;DR:** Use `git` daily. It helps.\n", front_matter=True)
    assert 'description: "Use git daily. It helps."' in out


def test_the_html_report_names_file_date_weights_and_every_finding():
    report = score(texts.FLUFFY_EN + "\n\nIt is very, very really basically good.\n")
    # A finding about the whole article, for information: the old page left these out.
    whole = Finding("structure", "faq", "info", 0, 0, 1, "empty_document", "heuristics_note")
    report = replace(report, file="/home/w/draft.md", findings=(*report.findings, whole))
    made = dt.datetime(2026, 11, 30, 14, 5)
    weights = {"facts": 2.0, "structure": 1.0, "sources": 1.0, "clarity": 1.0,
               "extractability": 0.5}
    page = report_html(report, "draft.md", "en", weights, made)
    # The file's name, not where it sits on the writer's computer: the page is shared.
    assert "draft.md" in page and "/home/w" not in page and "2026-11-30 14:05" in page
    assert "Facts &amp; Data 2" in page and "AI Extractability 0.5" in page
    for finding in report.findings:  # information included
        assert html.escape(finding.text("en")) in page
    assert "Whole article [Structure" in page and "nothing to score yet" in page
    assert ">met<" in page or ">missed<" in page or ">nearly<" in page
    assert json.loads(report_json(report))["file"] == "draft.md"


def test_the_chinese_report_has_no_english_status_words():
    report = score(texts.ZH_ARTICLE)
    page = report_html(report, "文章.md", "zh")
    body = re.sub(r"<style>.*?</style>", "", page, flags=re.S)
    cells = re.findall(r'<td class="status"[^>]*>([^<]*)</td>', body)
    assert cells and not {"pass", "warn", "fail", "na", "info", "short"} & set(cells)
    assert "GEO 报告" in body and "发现的问题" in body and "生成时间" in body
    # The evidence column is in Chinese too; the studies keep their names.
    evidence = re.findall(r'<td class="evidence">([^<]*)</td>', body)
    assert evidence and all(re.search(r"[\u4e00-\u9fff]", cell) for cell in evidence)
    assert "Aggarwal 等，GEO，KDD 2024" in body and "statistics +31%" not in body
    assert "cited text ~20% named entities" not in body


def test_the_report_shows_what_caps_the_score():
    report = score(texts.EN_ARTICLE)
    gate = Gate("keyword_stuffing", 59, "heuristics_note", "heuristics_note")
    capped = replace(report, gates=(gate,))
    page = report_html(capped, "a.md", "en")
    assert "What caps the score" in page and "at most 59" in page


_JEKYLL_FRONT = ("---\n"
                 "title: Start a blog  # the post's own title\n"
                 "tags: [jekyll, blog]\n"
                 "navigation: True\n"
                 "comments: false\n"
                 "date: 2018-06-24 10:00:00 +0800\n"
                 "---\n")


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_markdown_export_keeps_the_articles_own_front_matter_byte_for_byte(newline):
    front = _JEKYLL_FRONT.replace("\n", newline)
    text = front + newline + "# Start a blog   " + newline * 4 + "Write weekly." + newline
    for add_front_matter in (True, False):
        out = to_markdown(text, front_matter=add_front_matter)
        assert out.startswith(front)  # lists, booleans, dates and comments as written
        assert out[len(front):] == newline.join(["", "# Start a blog", "", "Write weekly.", ""])


def test_markdown_export_adds_front_matter_only_to_an_article_without_one():
    out = to_markdown("# Title\n\nPublished: 2025-01-02\n", front_matter=True)
    assert out.startswith('---\ntitle: "Title"\ndate: "2025-01-02"\n---\n')
    assert to_markdown(_JEKYLL_FRONT + "Body.\n", front_matter=True).count("---") == 2


def test_the_exported_page_carries_no_notes_for_developers():
    page = to_html("# Rain gardens\n\nA rain garden drains 2.5 cm of water an hour.\n")
    style = page.split("<style>")[1].split("</style>")[0]
    assert "body {" in style or "body{" in style  # the stylesheet is there …
    assert "/*" not in style and "tests/" not in style  # … without its comments
