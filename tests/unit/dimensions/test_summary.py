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


CODE_BODY = {"en": """
## Reference

`parse(path)` takes the file to read and returns a dictionary of 12 settings.

## Errors

A missing file raises `FileNotFoundError`; a file over 1 MB raises `ValueError`.
""", "zh": """
## 参考

`parse(path)` 接收要读取的文件，返回包含 12 项设置的字典。

## 错误

文件不存在时抛出 `FileNotFoundError`；文件超过 1 MB 时抛出 `ValueError`。
"""}


@pytest.mark.parametrize(("lede", "lang"), [
    ("`parse` is a function that reads a configuration file into a dictionary.", "en"),
    ("`parse` 是一个把配置文件读成字典的函数。", "zh"),
])
def test_a_lede_that_defines_a_name_in_code_is_a_summary(lede, lang):
    text = "# parse\n\n" + lede + "\n" + CODE_BODY[lang]
    assert check_score(text, "structure", "summary") == 100
    # The same opening without a definition is no summary.
    vague = lede.replace(" is a function that reads", " and reading").replace(
        " 是一个把", " 和").replace("读成字典的函数", "读成字典")
    assert check_score("# parse\n\n" + vague + "\n" + CODE_BODY[lang], "structure",
                       "summary") == 40


@pytest.mark.parametrize(("greeting", "lede", "body"), [
    ("Hello, gardeners!", "A home heap turns kitchen scraps into compost in about 12 weeks.",
     EN_BODY),
    ("大家好！", "家庭堆肥大约 12 周就能把厨余垃圾变成肥料。", ZH_BODY),
])
def test_a_greeting_before_the_lede_does_not_hide_it(greeting, lede, body):
    title = "# Composting at home\n\n" if greeting.isascii() else "# 家庭堆肥\n\n"
    greeted = title + greeting + "\n\n" + lede + "\n" + body
    assert check_score(greeted, "structure", "summary") == 100
    # A greeting followed by more talk is still no summary.
    chatty = title + greeting + "\n\n" + (
        "Today we talk about heaps." if greeting.isascii() else "今天聊聊堆肥。") + "\n" + body
    assert check_score(chatty, "structure", "summary") == 40


@pytest.mark.parametrize(("logistics", "finding", "body"), [
    ("On March 4, 2025 the composting meetup was held in Leeds: 120 people attended.",
     "A home heap turns kitchen scraps into compost in about 12 weeks.", EN_BODY),
    ("2025年3月4日，家庭堆肥线下活动在杭州举办，现场 120 人参加。",
     "家庭堆肥大约 12 周就能把厨余垃圾变成肥料。", ZH_BODY),
])
def test_an_opening_that_gives_only_an_events_logistics_is_no_summary(logistics, finding,
                                                                       body):
    title = "# Composting at home\n\n" if finding.isascii() else "# 家庭堆肥\n\n"
    # The date, place and head count of a meetup say that it happened, not what it found.
    assert check_score(title + logistics + "\n" + body, "structure", "summary") == 40
    assert check_score(title + finding + "\n" + body, "structure", "summary") == 100


@pytest.mark.parametrize(("story", "body"), [
    ("I started composting three years ago, when we moved into a house with a garden.",
     EN_BODY),
    ("我 25 岁那年搬进了带院子的房子，从那时开始在家堆肥。", ZH_BODY),
])
def test_an_opening_that_tells_the_writers_own_story_is_no_summary(story, body):
    # A personal figure is no fact (Facts leaves it out), and no finding to lead with.
    title = "# Composting at home\n\n" if story.isascii() else "# 家庭堆肥\n\n"
    assert check_score(title + story + "\n" + body, "structure", "summary") == 40


EN_FAQ = """# Starter questions

## How do I know a starter is ready to bake with?

{answer}

## How do I keep a starter over a holiday?

Keep it in the fridge and feed it once before you leave.
"""

ZH_FAQ = """# 酸面种问答

## 怎么判断酸面种可以用来烤面包了？

{answer}

## 假期里酸面种怎么保存？

放进冰箱，出门前喂养一次即可。
"""


@pytest.mark.parametrize(("page", "answer", "story"), [
    (EN_FAQ, "You know a starter is ready to bake with when it floats: drop a spoonful "
             "into water, and a ready starter stays on top.",
     "I remember the first starter my grandmother gave me, in a jar on her kitchen shelf."),
    (ZH_FAQ, "舀一勺酸面种放进水里，能浮在水面上，就说明酸面种可以用来烤面包了。",
     "我还记得外婆送给我的第一罐酸面种，它放在她厨房的架子上。"),
], ids=["en", "zh"])
def test_a_page_that_opens_on_a_question_and_answers_it_has_its_summary(page, answer, story):
    # A FAQ entry puts its conclusion first: the answer under the first question is the
    # summary, with no figure or definition needed; a story under it answers nothing.
    assert check_score(page.format(answer=answer), "structure", "summary") == 100
    assert check_score(page.format(answer=story), "structure", "summary") == 40


@pytest.mark.parametrize(("label", "lang"), [("In short:", "en"), ("简而言之：", "zh")])
def test_a_list_introduced_by_in_short_after_the_introduction_is_the_summary(label, lang):
    # A cheat sheet's third introductory paragraph ends "In short:" above its five
    # recommendations; it was told "No summary (TL;DR) in the opening".
    if lang == "en":
        intro = ("# Storing compost\n\n## Introduction\n\nKitchen scraps rot into compost in a "
                 "heap or a bin.\n\nA heap left alone takes about a year.\n\n"
                 f"The sections below cover the bin, the moisture and the turning. {label}\n\n"
                 "- Use a 200-litre bin for a family of four.\n"
                 "- Keep the compost about 50% water by weight.\n"
                 "- Turn the heap once a week.\n")
        body = EN_BODY
    else:
        intro = ("# 堆肥\n\n## 引言\n\n厨余可以在堆肥箱里变成堆肥。\n\n"
                 "放着不管的堆肥大约需要一年。\n\n"
                 f"下面分别介绍堆肥箱、湿度和翻堆。{label}\n\n"
                 "- 四口之家用 200 升的堆肥箱。\n- 堆肥的含水量保持在 50% 左右。\n"
                 "- 每周翻一次堆。\n")
        body = ZH_BODY
    with_label = intro + body
    without = with_label.replace(f" {label}", "").replace(label, "")
    assert check_score(with_label, "structure", "summary") == 100
    assert check_score(without, "structure", "summary") < 100
