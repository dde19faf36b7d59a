"""Scores a writer can trust: they count evidence, resist gaming and judge short texts
as short. Every text here is written for the tests (tests/support/texts_trust.py)."""

from __future__ import annotations

import json

import pytest

from scorers import Engine, score
from scorers.analysis.links import classify
from scorers.analysis.sourcing import tally_sources
from scorers.cli.command import main as cli_main
from tests.support import texts
from tests.support import texts_trust as T  # noqa: N812 - one short name for many texts
from tests.support.helpers import check, marked

LANGS = ["en", "zh"]


def _texts(lang: str, *names: str) -> list[str]:
    return [getattr(T, f"{name}_{lang.upper()}") for name in names]


# Gaming -------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_number_salad_with_placeholder_links_scores_below_an_honest_plain_article(lang):
    plain, salad = _texts(lang, "PLAIN", "SALAD")
    dressed = getattr(T, f"SALAD_{lang.upper()}_TLDR_FAQ")
    honest = score(plain)
    for gamed in (score(salad), score(dressed)):
        assert gamed.overall < honest.overall
        # The panel can say why: the faults are gates, each with its reason.
        assert {"number_salad", "placeholder_sources", "keyword_stuffing"} <= {
            g.id for g in gamed.gates}
        assert gamed.overall <= min(g.cap for g in gamed.gates)
        assert all(g.text("en") and g.suggestion_text("zh") for g in gamed.gates)


@pytest.mark.parametrize("lang", LANGS)
def test_a_tldr_and_a_faq_do_not_lift_a_salad_past_its_cap(lang):
    dressed = score(getattr(T, f"SALAD_{lang.upper()}_TLDR_FAQ"))
    assert dressed.band == "needs_work"


@pytest.mark.parametrize("article", [texts.EN_ARTICLE, texts.ZH_ARTICLE])
def test_a_duplicated_paragraph_caps_the_score(article):
    paragraphs = [p for p in article.split("\n\n") if len(p) > 80 and not p.startswith(
        ("#", ">", "|", "-"))]
    doubled = article.replace(paragraphs[0], paragraphs[0] + "\n\n" + paragraphs[0], 1)
    report = score(doubled)
    assert "duplicated_paragraphs" in {g.id for g in report.gates}
    assert report.overall <= 70 < score(article).overall


def test_the_articles_own_subject_is_not_keyword_stuffing():
    text = """\
# How long do solar panels last?

Most solar panels last 25 to 30 years. A panel loses about 0.5% of its output each year, so \
after 25 years it still makes roughly 87% of the power it made when new.

## What wears a panel out

Heat, hail and salt air are the main causes of wear. Cells crack when a roof flexes in \
storms, and the frame can corrode near the coast. A panel mounted with a gap beneath it runs \
cooler and ages more slowly than one laid flat on the tiles.

## Warranties

Manufacturers usually give two warranties. The product warranty covers defects for 10 to \
12 years, while the performance warranty promises at least 80% of the rated output after 25 \
years. Read both before you sign, because the product warranty is the one that pays for a \
broken panel.

## Cleaning and checks

In most places rain keeps the glass clean enough. In dusty regions a gentle rinse a few \
times a year helps, and an installer can check the wiring and the inverter at the same \
visit. Inverters usually fail long before the panels do, so budget for one replacement.
"""
    report = score(text)
    stuffing = check(report, "extractability", "keyword_stuffing")
    assert dict(stuffing.params)["term"] == "panel"
    assert stuffing.status == "pass"
    assert "keyword_stuffing" not in {g.id for g in report.gates}


# Sources -------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_a_real_named_dated_linked_citation_raises_sources(lang):
    plain, cited = _texts(lang, "PLAIN", "CITED")
    assert score(cited).score("sources") > score(plain).score("sources")


def test_each_further_real_source_still_raises_sources():
    text = texts.EN_ARTICLE
    sources = [
        "[NOAA's 2025 forecast verification](https://www.noaa.gov/verification/2025)",
        "[ECMWF's IFS documentation](https://www.ecmwf.int/en/publications/ifs-documentation)",
        "[the Aurora-70B model card](https://huggingface.co/beichen/aurora-70b)",
    ]
    previous = score(text).score("sources")
    for source in sources:
        text = text.replace("Published: 2026-03-12", f"See {source}.\n\nPublished: 2026-03-12")
        now = score(text).score("sources")
        assert now > previous
        previous = now


@pytest.mark.parametrize("lang", LANGS)
def test_a_named_quotation_raises_sources(lang):
    plain, quoted = _texts(lang, "PLAIN", "QUOTED")
    assert check(score(quoted), "sources", "quotations").value == 1
    assert score(quoted).score("sources") > score(plain).score("sources")


def test_placeholder_private_and_own_links_count_little_or_nothing():
    assert classify("https://example.com/a").kind == "placeholder"
    assert classify("https://docs.example.org/x").kind == "placeholder"
    assert classify("https://shop.test/p").kind == "placeholder"
    assert classify("http://localhost:8080/").kind == "placeholder"
    assert classify("http://192.168.1.10/report").kind == "placeholder"
    assert classify("https://mysite.dev/post", frozenset({"mysite.dev"})).kind == "own"
    assert classify("https://www.nrel.gov/").kind == "home"
    real = tally_sources([("https://www.nrel.gov/docs/fy12osti/51664.pdf", "NREL study")], [], [])
    here = tally_sources([("https://www.nrel.gov/docs/fy12osti/51664.pdf", "here")], [], [])
    fake = tally_sources([("https://example.com/study", "NREL study")], [], [])
    same_site = tally_sources([(f"https://www.nrel.gov/docs/{i}.pdf", "NREL") for i in range(4)],
                              [], [])
    assert fake.value == 0 < here.value < real.value
    assert same_site.value < 2  # four pages of one site are not four sources


def test_figures_with_no_followable_source_cannot_score_sources_above_fair():
    report = score(texts.EN_ARTICLE)  # figures, a quotation, a date — and not one link
    assert report.score("sources") <= 79


@pytest.mark.parametrize(("text", "source"), [
    ("据中国气象局 2026 年 4 月发布的报告，台风路径预报偏差为 68 公里。", True),
    ("也就是说，模型的误差下降了 18%。", False),
    ("一般来说，热泵每消耗 1 度电能提供 3 度电的热量。", False),
    ("对于大多数家庭来说，热泵每年能节省 20% 的费用。", False),
    ("其中 n 表示为样本数量，取值为 1000。", False),
    ("根据热力学第二定律的原理，热量不会自发从低温流向高温。", False),
    ("项目负责人王敏博士表示，模型训练用了 41 天。", True),
])
def test_chinese_attributions_need_a_named_source(text, source):
    view = Engine().view(text)
    assert bool(sum(len(it.a.attributions) for it in view.prose)) is source


def test_names_in_corner_brackets_and_the_summary_blockquote_are_not_quotations():
    text = ("# 热泵\n\n> **速读：** 热泵每消耗 1 度电能提供 3 度电的热量。\n\n"
            "点击「保存」按钮，再打开「高级设置」面板。" + T.PLAIN_ZH.split("\n\n", 2)[2])
    report = score(text)
    assert not [span for span in marked(text, report, "quotations") if span]
    assert check(report, "sources", "quotations").value == 0


def test_an_articles_own_measurements_are_not_unsourced():
    text = ("# Bcrypt cost in Node.js\n\n## Our benchmark\n\nWe measured bcrypt on a 2023 laptop. "
            "At cost 12 one hash took 250 ms and the laptop managed 4 hashes per second; at "
            "cost 14 it took 1,000 ms.\n\n## Elsewhere\n\nA 2019 survey put the average cost "
            "at 10 and found 35% of sites below it and 12% at cost 8.")
    report = score(text)
    assert marked(text, report, "unsourced_figures") == [
        "A 2019 survey put the average cost at 10 and found 35% of sites below it and 12% at "
        "cost 8."]


# Short texts ----------------------------------------------------------------------

def test_an_empty_document_has_no_score():
    for text in ("", "\n\n", "<!-- notes for later -->\n"):
        report = score(text)
        assert report.overall is None and report.state == "empty"


@pytest.mark.parametrize("lang", LANGS)
def test_a_two_sentence_article_is_not_above_fair(lang):
    report = score(getattr(T, f"STUB_{lang.upper()}"))
    assert report.overall is not None and report.overall <= 79
    assert report.state == "short" and report.confidence < 0.5
    short = [c for d in report.dimensions for c in d.checks if c.status == "short"]
    assert short  # checks that need length say so instead of passing


def test_typing_an_article_does_not_make_facts_collapse():
    article = T.PLAIN_EN
    cut_points = [len(article) * k // 6 for k in range(1, 7)]
    facts = [score(article[:cut]).score("facts") for cut in cut_points]
    assert min(facts) >= 35  # no 100 → 4 slide while a writer types


# Answers and back-references ---------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_non_answers_fail_the_answer_check(lang):
    text = getattr(T, f"NON_ANSWERS_{lang.upper()}")
    report = score(text)
    questions = marked(text, report, "question_headings", "weak")
    assert len(questions) == 2  # "great question" and "we will get to it later"
    answered = check(report, "extractability", "question_headings").value
    assert answered == pytest.approx(1 / 3, abs=1e-3)


@pytest.mark.parametrize("text", [
    "# Bcrypt\n\nBcrypt is slow by design.\n\nIt is essential to store passwords with a slow "
    "hash.\n\nIt takes about 250 ms to hash a password at cost 12.\n\nThis year we raised "
    "the cost to 13.",
    "# 热泵\n\n热泵比电暖器省电。\n\n但是，老房子需要先做保温。\n\n"
    "所以，安装前要先做热损失测算。\n\n而且，热泵的噪音和冰箱差不多。",
])
def test_dummy_it_time_expressions_and_conjunctions_are_not_back_references(text):
    report = score(text)
    assert not marked(text, report, "self_contained", "weak")


# Only prose is judged ------------------------------------------------------------

def test_html_comments_are_never_scored_or_marked():
    hidden = ("<!--\nThis paragraph is very very really basically long and hedged, and it "
              "might perhaps say that studies show experts say it is widely believed.\n"
              "* a list item in the comment that seems very long and might be marked\n-->")
    text = texts.EN_ARTICLE.replace("## Measured performance",
                                    hidden + "\n## Measured performance")
    text = text.replace("- Checkable data:", "- Checkable data:<!-- very very perhaps -->")
    report, clean = score(text), score(texts.EN_ARTICLE)
    start = text.index("<!--")
    end = text.index("-->", start) + 3
    assert not [f for f in report.findings if start <= f.start < end]
    assert [d.score for d in report.dimensions] == [d.score for d in clean.dimensions]


def test_mdx_expressions_and_heading_ids_are_not_words():
    text = "# Title {#title}\n\n## Setup {/*setup*/}\n\nInstall the tool {props.version} today."
    view = Engine().view(text)
    assert [it.a.plain for it in view.headings] == ["Title", "Setup"]
    assert "props" not in " ".join(view.term_counts) and "version" not in view.term_counts
    report = score(text)
    assert not [f for f in report.findings if f.scope == "word" and "{" in text[f.start:f.end]]


# Evidence --------------------------------------------------------------------------

def test_every_check_carries_its_evidence_in_json_and_in_explain(tmp_path, capsys):
    data = score(texts.EN_ARTICLE).to_dict("zh")
    for dimension in data["dimensions"].values():
        for check_data in dimension["checks"]:
            assert check_data["evidence"]["tier"] in ("C", "B", "P")
            assert check_data["evidence"]["tier_label"]
    path = tmp_path / "article.md"
    path.write_text(texts.EN_ARTICLE, encoding="utf-8")
    assert cli_main([str(path), "--explain"]) == 0
    out = capsys.readouterr().out
    assert "[C]" in out and "GEO, KDD 2024" in out and "hedging" in out
    assert json.loads(json.dumps(data))["gates"] == []


def test_an_article_of_tables_and_stuffed_paragraphs_has_no_crashed_check():
    stuffed = " ".join(["Cheap coffee, best coffee, coffee coffee online coffee."] * 6)
    table = "| Metric | Value |\n|---|---|\n" + "".join(
        f"| Row {i} metric | {i * 7} ms |\n" for i in range(60))
    report = score("# Coffee prices\n\n" + table + "\n\n" + stuffed + "\n")
    assert not [c.id for d in report.dimensions for c in d.checks if c.status == "error"]
