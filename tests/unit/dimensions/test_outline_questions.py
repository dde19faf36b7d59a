"""Tell, don't ask: a list of the questions the article's question headings then answer is
its outline, not questions put off. The same questions asked in the prose, or listed with
no heading answering them, still count."""

from __future__ import annotations

import pytest

from tests.unit.dimensions.helpers import check_score

ZH_OUTLINE = """# 深入理解雨水花园

雨水花园是一块下凹的种植地，能在 24 小时内渗掉屋顶 90% 的雨水。本文回答三个问题：

- 雨水花园是什么？
- 为什么要修建雨水花园？
- 雨水花园如何施工？

## 雨水花园是什么？

雨水花园是比周围地面低 15 厘米的种植区，种着耐湿的本地植物，收集屋顶和路面的雨水。

土壤由 60% 的沙、20% 的表土和 20% 的堆肥混合而成，每小时能渗水 2.5 厘米。

## 为什么要修建雨水花园？

雨水花园能把流入下水道的雨水减少 30%，并在雨水渗入地下前滤掉其中 80% 的悬浮物。

一座 10 平方米的雨水花园每年可以收集约 4 吨雨水，足够浇灌一个小菜园。

## 雨水花园如何施工？

施工分三步：挖 30 厘米深的坑，填入混合土，再种上耐湿植物。

坑底应距离房屋地基至少 3 米，以免雨水渗进地下室。
"""

EN_OUTLINE = """# Rain gardens explained

A rain garden is a planted hollow that soaks up 90% of the rain from a roof within 24 hours.
This guide answers three questions:

- What is a rain garden?
- Why build a rain garden?
- How is a rain garden built?

## What is a rain garden?

A rain garden is a bed dug 15 cm below the lawn and planted with native plants that
tolerate wet soil, so that it collects the water running off a roof or a drive.

Its soil mixes 60% sand, 20% topsoil and 20% compost and drains 2.5 cm of water an hour.

## Why build a rain garden?

A rain garden cuts the water reaching the storm drains by 30% and filters out 80% of the
suspended solids before the water reaches the ground.

A 10 square metre rain garden collects about 4 tonnes of rain a year, enough for a small
vegetable patch.

## How is a rain garden built?

Building one takes three steps: dig a hollow 30 cm deep, fill it with the soil mix, plant it.

The hollow should lie at least 3 metres from the house so that water cannot reach the cellar.
"""


def _unanswered(text: str, lang: str) -> str:
    """The same list, its questions answered by no heading (the headings state topics)."""
    if lang == "zh":
        return (text.replace("## 雨水花园是什么？", "## 定义")
                .replace("## 为什么要修建雨水花园？", "## 好处")
                .replace("## 雨水花园如何施工？", "## 施工"))
    return (text.replace("## What is a rain garden?", "## Definition")
            .replace("## Why build a rain garden?", "## Benefits")
            .replace("## How is a rain garden built?", "## Building one"))


@pytest.mark.parametrize("text, lang", [(ZH_OUTLINE, "zh"), (EN_OUTLINE, "en")])
def test_an_outline_of_the_question_headings_asks_nothing(text: str, lang: str) -> None:
    assert check_score(text, "extractability", "rhetorical_questions") == 100


@pytest.mark.parametrize("text, lang", [(ZH_OUTLINE, "zh"), (EN_OUTLINE, "en")])
def test_listed_questions_no_heading_answers_still_count(text: str, lang: str) -> None:
    score = check_score(_unanswered(text, lang), "extractability", "rhetorical_questions")
    assert score is not None and score < 100


ZH_SURVEY = """# 雨水花园开放日

雨水花园开放日将于 5 月 18 日在城东公园举行。

现场展示一座 10 平方米的雨水花园如何在 24 小时内渗掉 90% 的雨水。

园艺协会为每位来访者准备了 200 株耐湿植物的样本，并请 3 位工程师讲解施工步骤。

雨水花园比周围地面低 15 厘米，每小时能渗水 2.5 厘米。

花园的土壤由 60% 的沙、20% 的表土和 20% 的堆肥混合而成。

一座 10 平方米的雨水花园每年可以收集约 4 吨雨水，并把流入下水道的雨水减少 30%。

施工分三步：挖 30 厘米深的坑，填入混合土，再种上耐湿植物。

坑底应距离房屋地基至少 3 米，以免雨水渗进地下室。

我们也想了解大家的需要。开放日是否应该改在周末？两小时的讲解是否太短？
请在协会论坛上与我们分享您的想法。
"""

EN_SURVEY = """# Rain garden open day

The rain garden open day takes place on 18 May in East Park, where a 10 square metre rain
garden shows how it soaks up 90% of the rain within 24 hours.

The gardening club has set aside 200 samples of wet-tolerant plants for visitors, and 3
engineers will explain each building step.

A rain garden lies 15 cm below the lawn, and its soil of 60% sand, 20% topsoil and 20%
compost drains 2.5 cm of water an hour.

A 10 square metre rain garden collects about 4 tonnes of rain a year and cuts the water
reaching the storm drains by 30%.

Building one takes three steps: dig a hollow 30 cm deep at least 3 metres from the house,
fill it with the soil mix, and plant it.

We want to hear what visitors need as well. Should the open day move to a weekend? Is a
two-hour talk too short? Let us know on the club forum.
"""


def _no_invitation(text: str) -> str:
    return (text.replace("请在协会论坛上与我们分享您的想法。", "当然不是。")
            .replace("Let us know on the club forum.", "Of course not."))


@pytest.mark.parametrize("text", [ZH_SURVEY, EN_SURVEY])
def test_questions_readers_are_asked_to_answer_are_a_survey(text: str) -> None:
    # Asked for the readers' answer, they put off none of the writer's: no finding.
    assert check_score(text, "extractability", "rhetorical_questions") == 100
    score = check_score(_no_invitation(text), "extractability", "rhetorical_questions")
    assert score is not None and score < 100


EN_WHAT_IT_IS_NOT = """# Rain gardens explained

A rain garden is a planted hollow that soaks up 90% of the rain from a roof within 24 hours.
Its soil mixes 60% sand, 20% topsoil and 20% compost and drains 2.5 cm of water an hour.

## What a rain garden is not

A rain garden is not a pond, and it holds water for 24 hours at most:

- Does not keep standing water for more than a day, so mosquitoes cannot breed in it.
- Does not need a pump or a liner: the soil mix drains 2.5 cm an hour.
- Is not a replacement for a storm drain during a 100-year storm.
- Doesn't need watering after its first summer, once the roots reach 30 cm.

## Building one

Building one takes three steps: dig a hollow 30 cm deep, fill it with the soil mix, plant it.
The hollow should lie at least 3 metres from the house so that water cannot reach the cellar.
"""


def test_a_list_of_what_a_thing_does_not_do_asks_nothing() -> None:
    # "Does not keep …" states what a rain garden is not (Kubernetes' overview has such a
    # list); only "Does it keep …?" would ask.
    assert check_score(EN_WHAT_IT_IS_NOT, "extractability", "rhetorical_questions") == 100
    asked = EN_WHAT_IT_IS_NOT.replace("- Does not need a pump or a liner: the soil mix drains "
                                      "2.5 cm an hour.", "- Does it need a pump or a liner?")
    score = check_score(asked, "extractability", "rhetorical_questions")
    assert score is not None and score < 100


@pytest.mark.parametrize(("text", "link"), [
    # Writer review, 8 Dec: a reading list's link "[如何优雅地在 github 上贡献代码](…)" was
    # told it asks instead of telling; it names the page it links to.
    (ZH_OUTLINE + "\n## 延伸阅读\n\n[雨水花园为什么能净化雨水？](https://example.org/rain/why)\n",
     "雨水花园为什么能净化雨水？"),
    (EN_OUTLINE + "\n## Further reading\n\n[Why do rain gardens clean water?]"
     "(https://example.org/rain/why)\n", "Why do rain gardens clean water?"),
])
def test_a_linked_page_title_is_no_question_put_to_the_reader(text: str, link: str) -> None:
    assert check_score(text, "extractability", "rhetorical_questions") == 100
    asked = text.replace(f"[{link}](https://example.org/rain/why)", link)
    assert check_score(asked, "extractability", "rhetorical_questions") < 100
