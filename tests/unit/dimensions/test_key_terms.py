"""Key terms in headings: an article with no title at all is told so once, by Structure's
One title; Extractability judges its key terms in what it has (headings and opening), so
that a missing title does not cost the article twice. Dropping a title never pays."""

from __future__ import annotations

import pytest

from scorers import Engine
from tests.unit.dimensions.helpers import check_score

EN = """# Compost heaps at home

A compost heap turns kitchen scraps into compost in about 12 weeks when the compost is
turned and kept damp. A heap of 1 cubic metre holds enough heat to compost quickly.

## Compost heap moisture

A compost heap needs to be as damp as a wrung-out sponge, about 50% water by weight. A dry
heap stops composting; a wet heap smells of ammonia.

## Turning the compost heap

Turning the compost heap once a week lets air in and halves the time compost takes. A heap
that is never turned takes about a year to become compost.

## Compost heap size

A compost heap of 1 by 1 by 1 metres is the smallest heap that keeps its heat. A smaller
compost heap cools at night and composts slowly; a heap of 2 metres is hard to turn.
"""

ZH = """# 家庭堆肥箱：保持湿润，按时翻动

堆肥箱可以在大约 12 周内把厨余变成堆肥，前提是堆肥保持湿润并定期翻动。
一立方米的堆肥箱能保持足够的温度，让堆肥更快腐熟。

## 让堆肥保持湿润

堆肥箱里的堆肥应当像拧干的海绵一样湿润，含水量约为 50%。太干的堆肥会停止分解，太湿的堆肥会发出氨味。

## 翻动堆肥箱

每周翻动一次堆肥箱可以让空气进入，使堆肥所需的时间缩短一半。从不翻动的堆肥箱大约要一年才能变成堆肥。

## 堆肥箱的大小

长宽高各 1 米的堆肥箱是能保温的最小尺寸。
更小的堆肥箱夜里会降温，堆肥很慢；2 米高的堆肥箱又很难翻动。
"""


def _untitled(text: str) -> str:
    return text.split("\n", 2)[2]


@pytest.mark.parametrize("text", [EN, ZH])
def test_an_untitled_article_is_judged_on_its_headings_and_opening(text):
    assert check_score(text, "extractability", "key_terms") == pytest.approx(100)
    assert check_score(_untitled(text), "extractability", "key_terms") == pytest.approx(100)
    # A title that leaves the key terms out still costs the article.
    off_topic = text.replace(text.split("\n", 1)[0], "# Notes", 1)
    assert check_score(off_topic, "extractability", "key_terms") < 80


@pytest.mark.parametrize("text", [EN, ZH])
def test_dropping_the_title_never_pays(text):
    titled, untitled = Engine().score(text), Engine().score(_untitled(text))
    assert untitled.overall < titled.overall
    assert untitled.score("structure") < titled.score("structure")


def test_a_yaml_block_title_is_the_title_the_page_shows():
    # "title: |-" with the title on the next line: the exported page showed it, the
    # scores read the title as "|" (key terms "0% in the title").
    body = EN.split("\n", 2)[2]
    block = f"---\ntitle: |-\n  Compost heaps at home\n---\n\n{body}"
    inline = f"---\ntitle: Compost heaps at home\n---\n\n{body}"
    terms = next(c for c in Engine().score(block).dimension("extractability").checks
                 if c.id == "key_terms")
    assert dict(terms.params)["title"] > 0
    assert Engine().score(block).overall == Engine().score(inline).overall


#: A how-to whose headings name what each section is about; its title names one key term
#: and its opening gives the answer without repeating the terms.
ZH_HOWTO = """# 手冲咖啡入门

一杯均衡的手冲只需要 15 克粉、250 毫升 92 度的热水和三分钟。

滤杯、手冲壶和电子秤是仅有的器具。

## 咖啡豆的研磨

咖啡豆应当磨成砂糖大小的颗粒。研磨太细时水流变慢，咖啡发苦；研磨太粗时水流太快，咖啡发酸。
新鲜研磨的咖啡豆香气最足，磨好后十五分钟内冲完。

## 冲泡咖啡的水温

冲泡的水温在 90 到 94 度之间。浅烘焙的咖啡豆用 94 度，深烘焙的咖啡豆用 90 度，
水温太低时咖啡的酸味突出，太高时苦味加重。

## 分段注水冲泡

先用 30 毫升热水闷蒸 30 秒，让咖啡粉排出气体，再分三次注水冲泡。
每次注水绕圈进行，整个冲泡在三分钟内完成，滤杯里的咖啡粉表面应当平整。
"""

#: An event recap whose title and opening repeat its terms under headings that name
#: nothing (背景, 回顾, 展望): an engine looking for a passage finds no section by them.
ZH_RECAP = """# 咖啡节：咖啡朋友的交流日

咖啡社区一年一度的咖啡节又来了，咖啡爱好者们在这里冲泡咖啡、研磨咖啡豆、交流手冲心得。

## 背景

去年的活动有三百多人参加，大家一起品尝了来自十二个产地的咖啡豆，分享了各自的冲泡方法。
很多朋友说这是一年里最开心的一天，也认识了不少新朋友。

## 回顾

活动当天下着小雨，但现场依然热闹。志愿者们早上七点就到场布置，中午准备了简单的午餐。
下午的交流环节持续了两个小时，大家意犹未尽。

## 展望

明年我们还会继续举办，希望有更多的朋友加入进来，一起度过一个愉快的周末。
报名方式会在公众号上公布，请大家留意。
"""


def test_headings_that_name_the_sections_beat_a_title_and_opening_that_repeat_terms():
    """A Chinese article with subheadings is judged on its headings and on a title that
    names one key term; the opening is left to Summary first. A recap that chants its
    terms in title and opening over headings that name nothing no longer scores above a
    how-to whose every heading names its section (before: 70 against 50)."""
    howto = check_score(ZH_HOWTO, "extractability", "key_terms")
    recap = check_score(ZH_RECAP, "extractability", "key_terms")
    assert howto == pytest.approx(100)
    assert recap < 50


def test_the_mark_follows_what_was_judged():
    """A full score is a ✓, not a "!": before, the how-to's 100 stood beside "!" (the
    mean of its title, headings and opening shares, 0.44, missed 0.67) and the recap's
    25 met the target."""
    from tests.support.helpers import check_of

    assert check_of(ZH_HOWTO, "extractability", "key_terms").status == "pass"
    assert check_of(ZH_RECAP, "extractability", "key_terms").status == "fail"
