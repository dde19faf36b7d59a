"""Structure on short pages: a complete short answer (a title, the answer first, short
paragraphs) is well structured however short it is, and is not pulled towards 50 as
"too short to judge" (its own Length check still asks for more text). A page of bare
headings, or of headings over nothing, earns no structure from them."""

from __future__ import annotations

import pytest

from scorers import Engine

EN_ANSWER = """# How long does a sourdough starter keep in the fridge?

A fed sourdough starter keeps for about two weeks in a fridge at 4 °C; after that it
needs one feed at room temperature before it rises again.

Feed it with equal weights of flour and water (50 g each for 50 g of starter), leave it
out for 4 to 6 hours until it has doubled, then put it back. A grey liquid on top
("hooch") means it is hungry, not spoiled: pour it off and feed it. Throw the starter
away only if it grows pink or orange streaks or fuzzy mould.
"""

ZH_ANSWER = """# 酸面种在冰箱里能放多久？

喂养过的酸面种在 4°C 的冰箱里大约能放 14 天；超过 14 天后，要先在室温下喂养一次，它才会重新膨胀。

喂养时按等重加入面粉和水（50 克酸面种配 50 克面粉、50 克水），室温放置 4 到 6 小时，等它膨胀到\
两倍后再放回冰箱。表面出现灰色液体说明它饿了，并没有变质：倒掉液体再喂养即可。只有长出粉色、橙色\
条纹或毛状霉菌时才需要扔掉。
"""

EN_BARE = "# Sourdough guide\n\n## Starter\n\n## Flour\n\n## Proving\n\n## Baking\n\n## Storing\n"
ZH_BARE = "# 酸面包指南\n\n## 酸面种\n\n## 面粉\n\n## 发酵\n\n## 烘烤\n\n## 保存\n"


@pytest.mark.parametrize(("answer", "least"), [(EN_ANSWER, 85), (ZH_ANSWER, 70)],
                         ids=["en", "zh"])
def test_a_short_complete_answer_keeps_its_structure(answer, least):
    report = Engine().score(answer)
    assert report.state == "short"  # the other dimensions still shrink towards 50
    assert report.score("structure") >= least
    length = next(c for c in report.dimension("structure").checks if c.id == "length")
    assert length.score is not None and length.score < 50  # and it is told it is short


@pytest.mark.parametrize("bare", [EN_BARE, ZH_BARE], ids=["en", "zh"])
def test_bare_headings_earn_no_structure(bare):
    report = Engine().score(bare)
    assert report.score("structure") <= 55
    hollow = [f for f in report.findings if f.check == "thin_sections"]
    assert len(hollow) == 5  # each heading over nothing is marked


@pytest.mark.parametrize("bare", [EN_BARE, ZH_BARE], ids=["en", "zh"])
def test_a_parent_heading_over_filled_subsections_is_not_hollow(bare):
    filled = bare.replace("## Starter\n", "## Starter\n\n### Feeding\n\nFeed it 50 g of flour "
                          "and 50 g of water each day.\n").replace(
        "## 酸面种\n", "## 酸面种\n\n### 喂养\n\n每天喂 50 克面粉和 50 克水。\n")
    report = Engine().score(filled)
    hollow = [filled[f.start:f.end] for f in report.findings if f.check == "thin_sections"]
    assert "Starter" not in hollow and "酸面种" not in hollow
    assert len(hollow) == 4


@pytest.mark.parametrize("notice", [
    "[Security Notice] Sourdough Starter Recall Explanation\n\n" + EN_ANSWER.split("\n", 2)[2],
    "【安全通报】酸面种召回情况说明\n\n" + ZH_ANSWER.split("\n", 2)[2],
], ids=["en", "zh"])
def test_a_title_written_as_a_plain_first_line_is_a_title_to_mark(notice):
    report = Engine().score(notice)
    title = next(c for c in report.dimension("structure").checks if c.id == "title")
    assert title.score == 80  # not the 20 of a page with no title
    marked = [f for f in report.findings if f.check == "title"]
    assert [notice[f.start:f.end] for f in marked] == [notice.split("\n")[0]]


@pytest.mark.parametrize("opening", [
    "A fed starter keeps for about two weeks in a fridge at 4 °C.\n\n",
    "Sourdough starters, flour, water and the fridge: what I learned this year baking "
    "bread at home with my family and friends every weekend\n\n",
], ids=["a sentence", "a long line"])
def test_a_sentence_or_a_long_line_is_no_title(opening):
    report = Engine().score(opening + EN_ANSWER.split("\n", 2)[2])
    title = next(c for c in report.dimension("structure").checks if c.id == "title")
    assert title.score == 20


@pytest.mark.parametrize("notice", [
    "[Security Notice] Sourdough Starter Recall Explanation\n\n" + EN_ANSWER.split("\n", 2)[2],
    "【安全通报】酸面种召回情况说明\n\n" + ZH_ANSWER.split("\n", 2)[2],
], ids=["en", "zh"])
def test_the_lede_under_a_plain_title_line_is_the_summary(notice):
    # The title line states nothing; the paragraph after it, with its figures, is the lede.
    report = Engine().score(notice)
    summary = next(c for c in report.dimension("structure").checks if c.id == "summary")
    assert summary.score == 100


@pytest.mark.parametrize(("page", "padding"), [
    (EN_BARE, ["Starters matter.", "Flour helps.", "It rises.", "Bake it.", "Store it."]),
    (ZH_BARE, ["酸面种很重要。", "面粉有用。", "就是这样。", "烤吧。", "存好。"]),
], ids=["en", "zh"])
def test_headings_over_statements_that_say_nothing_earn_no_structure(page, padding):
    sections = page.split("\n\n")
    filled = [f"{heading}\n\n{line}"
              for heading, line in zip(sections[1:], padding, strict=True)]
    padded = "\n\n".join([sections[0], *filled])
    report = Engine().score(padded)
    assert report.score("structure") <= 55
    assert len([f for f in report.findings if f.check == "thin_sections"]) == 5


def test_a_statement_about_code_under_a_heading_is_not_padding():
    page = EN_BARE.replace("## Starter\n", "## Starter\n\n`feed()` takes no arguments.\n")
    report = Engine().score(page)
    hollow = [page[f.start:f.end] for f in report.findings if f.check == "thin_sections"]
    assert "Starter" not in hollow and len(hollow) == 4
