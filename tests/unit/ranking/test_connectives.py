# ruff: noqa: E501 - articles are prose: one paragraph a line, as a writer types them
"""此外 and 除此之外 ("in addition", "besides") link a paragraph to the one before, as
"Moreover" and "Besides" do in English: a softer flag than a pronoun (这, 它, "This"),
which leaves a quoted paragraph without its referent."""

from __future__ import annotations

import pytest

from scorers import score
from tests.support.helpers import check

ZH = """\
# 堆肥桶怎么用

**速读：** 一只 200 升的堆肥桶，按两份干料配一份湿料，每周翻一次，十周左右就能得到堆肥。

## 怎么开始

先在桶底铺 10 厘米的树枝，让空气能从底部进入。然后一层干料一层湿料地往上铺，每层都浇水到像拧干的海绵。

{opener}，一周之内桶中心的温度应当升到 55 摄氏度，用一支探针温度计就能看出来。

## 多久翻一次

每周用叉子翻一次，把外层较凉的材料翻到中心。翻动会带进微生物需要的氧气。

{opener2}，冬天温度下降，翻动的次数可以减少到两周一次，堆肥需要的时间也会更长。
"""

EN = """\
# How to use a compost bin

**TL;DR:** A 200-litre bin, two parts brown material to one part green and a weekly turn give compost in about ten weeks.

## How to start

Lay 10 cm of twigs at the bottom so that air reaches the base. Add brown and green material in thin layers and wet each one until it feels like a squeezed sponge.

{opener}, the centre of the bin should reach 55 °C within a week, which a cheap probe thermometer shows.

## How often to turn it

Turn the pile once a week with a fork, moving the cool outer layer into the centre. Turning adds the oxygen that the microbes use.

{opener2}, the temperature drops in winter, and a turn every two weeks is enough then.
"""


def _self_contained(text: str) -> tuple[float, list[str]]:
    result = check(score(text), "extractability", "self_contained")
    return result.score, [m.severity for m in result.marks]


@pytest.mark.parametrize(("text", "connectives", "pronouns"), [
    (ZH, ("此外", "除此之外"), ("这样", "它")),
    (EN, ("Moreover", "Besides"), ("This way", "It")),
], ids=["zh", "en"])
def test_in_addition_is_a_connective_not_a_pronoun(text, connectives, pronouns):
    linked = _self_contained(text.format(opener=connectives[0], opener2=connectives[1]))
    pointing = _self_contained(text.format(opener=pronouns[0], opener2=pronouns[1]))
    # Both are shown to the writer; the connective as a note, the pronoun as a fault …
    assert linked[1] == ["info", "info"]
    assert pointing[1] == ["weak", "weak"]
    # … and the connective costs less.
    assert linked[0] > pointing[0]


def test_chinese_and_english_connectives_cost_the_same():
    zh = _self_contained(ZH.format(opener="此外", opener2="除此之外"))[0]
    en = _self_contained(EN.format(opener="Moreover", opener2="Besides"))[0]
    assert zh == en
