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
