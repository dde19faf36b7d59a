"""Summary first: an opening quote block is a standfirst only when it states something (a
figure or a definition); a quote that labels the post ("Event recap: the talks and their
videos") is a tagline, not a summary."""

from __future__ import annotations

import pytest

from tests.unit.dimensions.helpers import check_score

EN_BODY = """
## Bin size

A 200-litre bin holds the kitchen scraps of a family of four for about three months.

## Moisture

Compost needs to be as damp as a wrung-out sponge, about 50% water by weight.

## Turning

Turning the heap once a week lets air in and halves the time it takes to finish.
"""

ZH_BODY = """
## 堆肥箱的大小

一个 200 升的堆肥箱可以容纳四口之家大约三个月的厨余垃圾。

## 湿度

堆肥的湿度应当像拧干的海绵一样，含水量约为 50%。

## 翻堆

每周翻堆一次可以让空气进入，使腐熟所需的时间缩短一半。
"""

CASES = [
    ("# Composting at home\n\n> Workshop recap: the talks of the day and where to watch them.\n",
     "# Composting at home\n\n> A home heap turns kitchen scraps into compost in about 12 weeks.\n",
     EN_BODY),
    ("# 家庭堆肥\n\n> 活动回顾：当天的分享议题与视频回放。\n",
     "# 家庭堆肥\n\n> 家庭堆肥大约 12 周就能把厨余垃圾变成肥料。\n",
     ZH_BODY),
]


@pytest.mark.parametrize(("tagline", "standfirst", "body"), CASES)
def test_an_opening_quote_that_states_a_finding_is_a_summary_a_tagline_is_not(
        tagline, standfirst, body):
    assert check_score(standfirst + body, "structure", "summary") == 100
    assert check_score(tagline + body, "structure", "summary") == 40
