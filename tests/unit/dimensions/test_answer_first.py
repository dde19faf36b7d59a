"""Answer first: a section that opens on the writer's own story ("I spent the summer …",
我这两个月 …) answers nothing a reader asked, however many figures it holds; a section
that opens on a statement about its subject does."""

from __future__ import annotations

import pytest

from scorers import score
from tests.support.helpers import check
from tests.unit.dimensions.helpers import check_score

EN_SECTIONS = """# Composting at home

## Bin size

A 200-litre bin holds the kitchen scraps of a family of four for about three months.

## Moisture

Compost needs to be as damp as a wrung-out sponge, about 50% water by weight.

## Turning

Turning the heap once a week lets air in and halves the time it takes to finish.
"""

EN_STORY = EN_SECTIONS.replace(
    "A 200-litre bin holds", "I bought my first bin in 2019 and it holds").replace(
    "Compost needs to be", "I learned the hard way that my heap was not").replace(
    "Turning the heap once a week", "I turned my heap every Sunday, which")

ZH_SECTIONS = """# 家庭堆肥

## 堆肥箱的大小

一个 200 升的堆肥箱可以容纳四口之家大约三个月的厨余垃圾。

## 湿度

堆肥的湿度应当像拧干的海绵一样，含水量约为 50%。

## 翻堆

每周翻堆一次可以让空气进入，使腐熟所需的时间缩短一半。
"""

ZH_STORY = ZH_SECTIONS.replace(
    "一个 200 升的堆肥箱可以容纳", "我在 2019 年买了第一个堆肥箱，它装下了我家").replace(
    "堆肥的湿度应当像", "我花了两个月才明白我的堆肥不该像").replace(
    "每周翻堆一次可以让空气进入", "我每个周日都会翻一次堆，这让我")


@pytest.mark.parametrize(("answers", "story"), [(EN_SECTIONS, EN_STORY), (ZH_SECTIONS, ZH_STORY)])
def test_sections_that_open_on_the_writers_story_do_not_answer_their_headings(answers, story):
    assert check_score(answers, "extractability", "answer_first") == 100
    assert check_score(story, "extractability", "answer_first") == 0


def test_the_writers_own_measurement_with_its_method_still_answers():
    # "We measured …" says how a figure was found: evidence, not anecdote.
    measured = EN_SECTIONS.replace(
        "A 200-litre bin holds", "We measured that a 200-litre bin holds")
    assert check_score(measured, "extractability", "answer_first") == 100


@pytest.mark.parametrize(("opening", "story"), [
    ("A 200-litre bin holds the kitchen scraps of a family of four for three months.",
     "I bought my first 200-litre bin in 2019 and it held our scraps for three months."),
    ("一个 200 升的堆肥箱可以容纳四口之家三个月的厨余垃圾。",
     "我在 2019 年买了第一个 200 升的堆肥箱，它装下了我家三个月的厨余垃圾。"),
])
def test_the_opening_under_a_front_matter_title_is_judged_the_same_way(opening, story):
    head = "---\ntitle: Compost bins / 堆肥箱\n---\n\n"
    body = EN_SECTIONS.split("\n", 2)[2] if opening.isascii() else ZH_SECTIONS.split("\n", 2)[2]
    answered = check_score(head + opening + "\n\n" + body, "extractability", "answer_first")
    told = check_score(head + story + "\n\n" + body, "extractability", "answer_first")
    assert answered == 100
    assert told < answered


@pytest.mark.parametrize("text", [
    "# Heat pumps\n\nA heat pump moves heat instead of making it, so it uses about a third of "
    "the power of a heater.\n\n## FAQ\n\nThese are the questions readers ask most.\n\n"
    "### How much does one cost?\n\nA heat pump costs about 9,000 euros installed.\n",
    "# 热泵\n\n热泵搬运热量而不是产生热量，所以耗电只有电暖器的三分之一左右。\n\n## 常见问题\n\n"
    "这些是读者最常问的问题。\n\n### 一台要多少钱？\n\n一台热泵安装好大约 9000 欧元。\n",
], ids=["en", "zh"])
def test_a_faq_heading_is_a_shelf_of_questions_not_one_to_answer(text):
    # "This first sentence does not answer 'FAQ'" asks the writer for nothing they can do:
    # each entry is judged under its own question heading.
    found = check(score(text), "extractability", "answer_first")
    assert found.score == 100 and not found.marks


def _labelled(text: str, label: str) -> str:
    """Each section's answer put under a bold label on a line of its own, as FAQ pages do."""
    parts = text.split("\n\n")
    return "\n\n".join(part if part.startswith("#") else f"{label}\n\n{part}" for part in parts)


@pytest.mark.parametrize(("answers", "label"),
                         [(EN_SECTIONS, "**Answer**"), (ZH_SECTIONS, "**解决措施**")])
def test_a_bold_label_above_the_answer_is_passed_over(answers, label):
    # The label says what follows, like a heading; the sentence below it is the answer.
    assert check_score(_labelled(answers, label), "extractability", "answer_first") == 100


def test_a_bold_label_above_the_writers_story_does_not_hide_it():
    assert check_score(_labelled(ZH_STORY, "**解决措施**"), "extractability",
                       "answer_first") == 0


@pytest.mark.parametrize("title", ["FAQ", "常见问题"])
def test_a_page_titled_faq_is_a_shelf_of_questions_not_a_title_to_answer(title):
    # Its first entry opens on a question, as every entry of a FAQ does: that is the
    # entry's title, not an opening that fails to answer the page's.
    page = (f"---\ntitle: {title}\n---\n\n- How big a compost bin do I need?\n\n"
            "  A 200-litre bin holds the kitchen scraps of a family of four for three months.\n\n"
            "## Moisture\n\nCompost needs to be as damp as a wrung-out sponge, about 50% water "
            "by weight.\n")
    assert check_score(page, "extractability", "answer_first") == 100
