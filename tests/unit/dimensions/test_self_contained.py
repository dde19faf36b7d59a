"""Self-contained paragraphs: a paragraph that opens on the writer ("I", "My", 我) does
not say, quoted alone, who is speaking; it is marked as "This" is, with its own advice.
"We" and 我们 (a team, a project) are left alone, and so is a paragraph that names its
subject."""

from __future__ import annotations

import pytest

from scorers import Engine

EN_NAMED = """# Composting at home

A compost heap turns kitchen scraps into compost in about 12 weeks when it is turned weekly.

Compost needs to be as damp as a wrung-out sponge, about 50% water by weight, or it stops.

Turning the heap once a week lets air in and halves the time compost takes to finish.

A heap of 1 cubic metre holds enough heat to kill most weed seeds within a fortnight.
"""

EN_WRITER = (EN_NAMED
             .replace("Turning the heap once", "I learned that turning the heap once")
             .replace("Compost needs to be", "My compost needs to be"))

ZH_NAMED = """# 家庭堆肥

堆肥箱可以在大约 12 周内把厨余变成堆肥，前提是每周翻动一次。

堆肥的湿度应当像拧干的海绵一样，含水量约为 50%，太干就会停止分解。

每周翻堆一次可以让空气进入，使腐熟所需的时间缩短一半。

一立方米的堆肥能保持足够的温度，两周内杀死大多数杂草种子。
"""

ZH_WRITER = (ZH_NAMED
             .replace("每周翻堆一次", "我发现每周翻堆一次")
             .replace("堆肥的湿度应当", "我的经验是堆肥的湿度应当"))


def _check(text: str):
    report = Engine().score(text)
    check = next(c for c in report.dimension("extractability").checks
                 if c.id == "self_contained")
    return report, check


@pytest.mark.parametrize(("named", "writer", "word"),
                         [(EN_NAMED, EN_WRITER, "I"), (ZH_NAMED, ZH_WRITER, "我")])
def test_paragraphs_that_open_on_the_writer_are_marked(named, writer, word):
    _, clean = _check(named)
    report, marked = _check(writer)
    assert clean.score == 100
    assert marked.score < clean.score
    found = [f for f in report.findings if f.check == "self_contained"]
    assert len(found) == 2
    assert {writer[f.start:f.end] for f in found} <= {word, "My"}
    assert found[0].message == "extract.self_contained.writer"


@pytest.mark.parametrize(("named", "team"), [
    (EN_NAMED, EN_NAMED.replace("Turning the heap once", "We found that turning the heap once")),
    (ZH_NAMED, ZH_NAMED.replace("每周翻堆一次", "我们发现每周翻堆一次")),
])
def test_a_team_speaking_as_we_is_not_marked(named, team):
    assert _check(team)[1].score == _check(named)[1].score == 100


# 该 + a noun ("该方法", "该报告") names the kind of thing, as "the method" does: written
# Chinese uses it where English writes "the". 它 and 这 name nothing.
ZH_DETERMINER = (ZH_NAMED
                 .replace("堆肥的湿度应当", "该堆肥的湿度应当")
                 .replace("每周翻堆一次", "该方法每周翻堆一次"))
ZH_PRONOUN = (ZH_NAMED
              .replace("堆肥的湿度应当", "它的湿度应当")
              .replace("每周翻堆一次", "这样每周翻堆一次"))


def test_a_paragraph_opening_on_gai_and_a_noun_stands_alone():
    assert _check(ZH_DETERMINER)[1].score == 100
    assert _check(ZH_PRONOUN)[1].score < 100


def test_a_section_opening_on_gai_and_a_noun_answers_its_heading():
    sections = ("# 家庭堆肥\n\n## 湿度\n\n该堆肥的湿度应当像拧干的海绵一样，含水量约为 50%。\n\n"
                "## 翻堆\n\n该方法每周翻堆一次，让空气进入，使腐熟所需的时间缩短一半。\n")
    report = Engine().score(sections)
    check = next(c for c in report.dimension("extractability").checks if c.id == "answer_first")
    assert check.score == 100


@pytest.mark.parametrize(("named", "page", "pointing"), [
    # "This cheat sheet provides …" names the page it is read on (writer review, 7 Dec:
    # marked "Opens on 'This'"); "This means …" still points back.
    (EN_NAMED, EN_NAMED.replace("Compost needs to be", "This guide says compost needs to be"),
     EN_NAMED.replace("Compost needs to be", "This means compost needs to be")),
    (ZH_NAMED, ZH_NAMED.replace("堆肥的湿度应当", "这篇文章认为堆肥的湿度应当"),
     ZH_NAMED.replace("堆肥的湿度应当", "这意味着堆肥的湿度应当")),
])
def test_a_paragraph_that_names_the_page_itself_stands_alone(named, page, pointing):
    assert _check(page)[1].score == _check(named)[1].score == 100
    assert _check(pointing)[1].score < 100
