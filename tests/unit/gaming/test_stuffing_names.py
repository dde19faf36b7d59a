"""The cap and the finding name one word: a paragraph of "Soil matters. Worms matter. …"
(six times: a run of keywords anywhere) is capped as stuffed with "matters", the word
its finding names, not with the article's top term (the writer's review of 2026-12-02
saw 'Keyword stuffing ("heat")' beside '"matters" repeated 5 times')."""

from __future__ import annotations

import pytest

from scorers import Engine
from tests.unit.gaming.texts import EN_ARTICLE, ZH_ARTICLE

EN_REPEATS = ("Soil matters. Worms matter. Air matters. Water matters. Time matters. "
              "Care matters.")
ZH_REPEATS = "土壤是关键。蚯蚓是关键。空气是关键。水分是关键。时间是关键。翻堆是关键。"


@pytest.mark.parametrize(("article", "section", "repeats", "word"), [
    (EN_ARTICLE, "How often", EN_REPEATS, "matters"),
    (ZH_ARTICLE, "多久", ZH_REPEATS, "关键")], ids=["en", "zh"])
def test_the_gate_the_check_and_the_finding_name_the_same_word(article, section, repeats,
                                                               word):
    # The repeats as a paragraph of their own, before the third section.
    head, sep, rest = article.partition(f"\n\n## {section}")
    assert sep
    report = Engine().score(f"{head}\n\n{repeats}{sep}{rest}")
    gate = next(g for g in report.gates if g.id == "keyword_stuffing")
    check = next(c for c in report.dimension("extractability").checks
                 if c.id == "keyword_stuffing")
    finding = next(m for m in check.marks if m.message == "extract.stuffing.mark")
    # The article's own subject ("compost", 堆肥) is its top term: not what is stuffed.
    assert dict(finding.params)["term"] == word
    assert dict(gate.params)["term"] == word
    for ui_lang in ("en", "zh"):
        assert word in gate.text(ui_lang)
        assert word in check.text(ui_lang)
