"""Placeholders (TODO, TBD, FIXME, [citation needed], XX%, XXX, 待补, 待定) never raise a
score, and each is listed to the writer with a mark on it."""

from __future__ import annotations

import pytest

from scorers import Engine, find_placeholders
from tests.unit.gaming.texts import EN_ARTICLE, ZH_ARTICLE

EN_NOTES = {
    "give finished compost": "give [TODO: cite a study on habits] finished compost",
    "recommends a ratio": "recommends (TBD: check the 2024 edition) a ratio",
    "thermometer shows whether it does.":
        "thermometer shows whether it does. [TODO: ask Javier Tan at Saleswhale for a quote.]",
    "attract rats,": "attract rats [citation needed],",
    "Turn the pile once a week": "About XX% of gardeners never turn it. Turn the pile once a week",
    "Finished compost is dark": "FIXME: add a photo. Finished compost is dark",
}

ZH_NOTES = {
    "提供氮。": "提供氮。（待补：英国皇家园艺学会 2024 年报告链接）",
    "每周用园艺叉翻堆一次。": "据统计 XX% 的家庭从不翻堆。每周用园艺叉翻堆一次。",
    "招来老鼠，": "招来老鼠【待补】，",
    "腐熟的堆肥颜色深": "[TODO: 清华大学张教授的引语] 腐熟的堆肥颜色深",
    "用 12 毫米的筛网过筛": "用 XXX 毫米的筛网过筛（待定）",
}


def _with_notes(text: str, notes: dict[str, str]) -> str:
    for old, new in notes.items():
        assert old in text
        text = text.replace(old, new, 1)
    return text


@pytest.mark.parametrize(("article", "notes"), [(EN_ARTICLE, EN_NOTES), (ZH_ARTICLE, ZH_NOTES)])
def test_placeholders_raise_no_dimension_and_not_the_overall(article, notes):
    before = Engine().score(article)
    after = Engine().score(_with_notes(article, notes))
    for dim in before.dimensions:
        assert after.score(dim.id) <= dim.score, dim.id
    assert after.overall <= before.overall
    # A note that names a study or a person is a missing source, not a weak paragraph less.
    assert len(after.weak_blocks()) >= len(before.weak_blocks())


@pytest.mark.parametrize(("article", "notes"), [(EN_ARTICLE, EN_NOTES), (ZH_ARTICLE, ZH_NOTES)])
def test_each_placeholder_is_listed_and_marked(article, notes):
    text = _with_notes(article, notes)
    report = Engine().score(text)
    found = [f for f in report.findings if f.check == "placeholders"]
    marked = [text[f.start:f.end] for f in found]
    expected = sum(1 for new in notes.values() for _ in find_placeholders(new))
    assert len(found) == expected >= len(notes)
    assert all(f.dimension == "structure" and f.severity == "warn" for f in found)
    for note in marked:
        assert any(word in note for word in ("TODO", "TBD", "FIXME", "citation needed",
                                             "XX", "待补", "待定")), note
    check = next(c for c in report.dimension("structure").checks if c.id == "placeholders")
    assert str(len(found)) in check.text("en") and check.status != "pass"


def test_the_whole_document_is_searched_but_code_and_prose_about_todos_are_not():
    text = ("# Notes\n\nTODO comments in code are useful, and a TODO list helps.\n\n"
            "```python\n# TODO: refactor\nx = 'XXX'\n```\n\nInline `FIXME` is code.\n\n"
            "Price: TBD.\n\n- Launch date: 待定。\n")
    spans = find_placeholders(text)
    assert [text[a:b] for a, b in spans] == ["TBD", "待定"]


def test_a_draft_without_placeholders_says_so():
    report = Engine().score(EN_ARTICLE)
    check = next(c for c in report.dimension("structure").checks if c.id == "placeholders")
    assert check.value == 0 and not [f for f in report.findings if f.check == "placeholders"]
