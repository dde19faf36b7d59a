"""The engine: incremental rescoring, per-block results, findings, JSON shape, robustness."""

from __future__ import annotations

import json

from scorers import DIMENSION_IDS, Engine, Settings, score
from scorers.checks.base import Check
from scorers.dimensions import DIMENSIONS
from tests.support import texts


def test_editing_one_paragraph_reanalyses_only_that_block():
    engine = Engine()
    engine.score(texts.EN_ARTICLE)
    assert engine.last_analysed > 10
    edited = texts.EN_ARTICLE.replace("41 days", "42 days")
    engine.score(edited)
    assert engine.last_analysed == 1
    engine.score(edited)
    assert engine.last_analysed == 0


def test_incremental_report_equals_a_fresh_full_score():
    engine = Engine()
    text = texts.ZH_ARTICLE
    engine.score(text)
    for edit in ("## 新的小节\n\n研究表明这很好。\n\n", "X", "\n\n> 引用\n"):
        middle = len(text) // 2
        text = text[:middle] + edit + text[middle:]
        assert engine.score(text).to_dict() == score(text).to_dict()


def test_report_json_has_the_documented_shape():
    data = json.loads(json.dumps(score(texts.EN_ARTICLE).to_dict()))
    assert {"file", "lang", "overall", "band", "dimensions", "blocks", "findings"} <= set(data)
    assert list(data["dimensions"]) == list(DIMENSION_IDS)
    for dim in data["dimensions"].values():
        assert 0 <= dim["score"] <= 100 and dim["label"]
        for check in dim["checks"]:
            assert {"id", "status", "value", "target", "message"} <= set(check)
            assert check["status"] in ("pass", "warn", "fail", "na", "short", "info")
            assert check["evidence"]["tier"] in ("C", "B", "P")
    for block in data["blocks"]:
        assert {"start", "end", "line", "lang", "weak", "scores"} <= set(block)
    for finding in data["findings"]:
        assert {"dimension", "check", "severity", "start", "end", "line", "message",
                "suggestion"} <= set(finding)
        assert finding["severity"] in ("info", "warn", "weak")


def test_messages_come_in_the_language_the_caller_picks():
    report = score(texts.FLUFFY_EN)
    en = report.to_dict("en")["findings"]
    zh = report.to_dict("zh")["findings"]
    assert en and len(en) == len(zh)
    assert all(f["message"].isascii() or "“" in f["message"] for f in en[:5])
    assert any("\u4e00" <= ch <= "\u9fff" for ch in zh[0]["message"] + zh[0]["suggestion"])
    assert report.to_dict("zh")["dimensions"]["facts"]["label"] == "事实与数据密度"


def test_findings_carry_line_numbers_and_weak_blocks_name_them():
    text = "# T\n\nShort.\n\n" + texts.FLUFFY_EN
    report = score(text)
    weak = report.weak_blocks()
    assert weak
    for block in weak:
        assert block.findings
        for index in block.findings:
            finding = report.findings[index]
            assert block.start <= finding.start < block.end
            assert finding.line == text.count("\n", 0, finding.start) + 1


def test_a_crashing_check_becomes_an_error_result(monkeypatch):
    def broken(doc):
        raise RuntimeError("boom")

    facts = DIMENSIONS[0]
    patched = type(facts)(facts.id, (Check("fact_density", 0.5, broken), *facts.checks[1:]),
                          facts.block_kinds)
    monkeypatch.setattr("scorers.engine.DIMENSIONS", (patched, *DIMENSIONS[1:]))
    report = score(texts.EN_ARTICLE)
    result = report.dimension("facts").checks[0]
    assert result.error and "boom" in result.error
    assert report.to_dict()["dimensions"]["facts"]["checks"][0]["error"]
    assert report.score("facts") > 0  # the other checks still count


def test_weights_change_the_overall_score():
    only_facts = Settings.with_weights({d: 0 for d in DIMENSION_IDS} | {"facts": 1})
    report = Engine(only_facts).score(texts.FLUFFY_EN)
    assert report.overall == report.score("facts")


def test_language_override():
    assert score(texts.EN_ARTICLE, lang="zh").lang == "zh"
    assert score(texts.ZH_ARTICLE, lang="en").lang == "en"


def test_an_empty_document_has_no_score():
    for text in ("", "   \n\n\t", "```\ncode only\n```", "<!-- a note to self -->\n"):
        report = score(text)
        assert report.empty and report.state == "empty"
        assert report.overall is None and report.band is None
        assert all(dim.score is None for dim in report.dimensions)
        data = json.loads(json.dumps(report.to_dict()))
        assert data["overall"] is None and data["dimensions"]


def test_english_paragraphs_weigh_by_their_words_against_chinese_ones():
    # An article is Chinese when CJK characters make 30% of CJK characters plus Latin
    # words x 2. The words of ASCII blocks are counted only once some block holds CJK:
    # exactly, also when those blocks were read before the Chinese one came.
    chinese = "中文" * 15 + "\n"  # 30 CJK characters: Chinese up to 35 English words
    for words, lang in ((35, "zh"), (36, "en")):
        english = ["word"] * words
        text = " ".join(english[:20]) + ".\n\n" + " ".join(english[20:]) + ".\n\n"
        assert score(text).lang == "en"
        assert score(text + chinese).lang == lang, words
        engine = Engine()
        engine.score(text)
        report = engine.score(text + chinese)
        assert engine.last_analysed < 3  # the English blocks were not read again
        assert report.lang == lang, words
        assert report.to_dict() == score(text + chinese).to_dict()
