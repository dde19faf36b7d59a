"""Personal narrative is not evidence: the writer's own story, personal numbers and photo
captions are not facts a reader could check."""

from __future__ import annotations

import pytest

from scorers import score
from scorers.analysis.claims import personal
from tests.support.helpers import check
from tests.unit.trust import articles


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_diary_full_of_personal_numbers_does_not_score_facts_like_a_how_to(lang):
    diary = score(getattr(articles, f"{lang.upper()}_DIARY"))
    reference = score(getattr(articles, f"{lang.upper()}_LINKED"))
    assert diary.score("facts") <= 40
    assert reference.score("facts") >= diary.score("facts") + 15
    density = check(diary, "facts", "fact_density")
    assert density.status == "fail"
    # The panel says why the diary's many figures were not counted.
    assert dict(density.params)["uncounted"] >= 10
    assert "own story" in density.text("en") and "个人经历" in density.text("zh")


@pytest.mark.parametrize(("sentence", "lang", "mine"), [
    ("I lost 5 kg between January and June.", "en", True),
    ("In 2024 my daughter turned 6.", "en", True),
    ("In my senior year I took 2 classes.", "en", True),
    ("I measured 250 ms per request on my laptop.", "en", False),
    ("Node.js 18 ships with V8 10.1.", "en", False),
    ("Type I diabetes affects about 9 million people.", "en", False),
    ("今年我 25 岁。", "zh", True),
    ("大三那年开始每周跑 3 次步。", "zh", True),
    ("体重从 140 斤降到了 128 斤。", "zh", True),
    ("我国 2024 年的粮食产量为 7 亿吨。", "zh", False),
    ("我们在 3 月发布了 2.0 版。", "zh", False),
    ("笔者实测，冷启动耗时 1.2 秒。", "zh", False),
])
def test_personal_numbers_are_told_from_checkable_ones(sentence, lang, mine):
    assert personal(sentence, lang) is mine


def test_a_photo_caption_is_not_a_fact():
    text = articles.EN_LINKED + "\n![The loaf](img/loaf.jpg) *My 3rd loaf, 2 May 2026*\n"
    before = check(score(articles.EN_LINKED), "facts", "fact_density")
    after = check(score(text), "facts", "fact_density")
    assert dict(after.params)["n"] == dict(before.params)["n"]
    assert dict(after.params)["uncounted"] == dict(before.params)["uncounted"] + 1
