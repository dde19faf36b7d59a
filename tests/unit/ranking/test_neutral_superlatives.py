"""Puffery is a superlative that praises the subject ("ours is the best", 最好用的笔记应用).
A superlative that ranks a risk, a cause, a node or a fit, a denied one, the adverb
"best" ("how best to adopt") and the leading zeros of a number praise nothing: a dry
technical note was marked ten times and capped as a promotional page (review 4)."""

from __future__ import annotations

import pytest

from scorers import score

#: A sentence with a figure opens each note, so that the one under test stands in prose.
_OPENING = {"en": "The queue holds 40 jobs on 3 machines.",
            "zh": "队列在 3 台机器上保存 40 个任务。"}


def _hype(sentence: str, lang: str) -> list[str]:
    text = f"# Notes\n\n{_OPENING[lang]} {sentence}\n"
    return [text[f.start:f.end] for f in score(text).findings if f.check == "puffery"]


@pytest.mark.parametrize("sentence", [
    "Strip the leading zeros before parsing the order number.",
    "The biggest risk is a full disk during the nightly backup.",
    "The biggest and most obvious challenge is moving the old jobs.",
    "The ultimate cause was a race in the lock around the queue.",
    "Choose the best fit for your workload from the table of plans.",
    "The scheduler picks the fastest node for each job it starts.",
    "A powerful feature of SQL is the window function over partitions.",
    "Caching matters more as hardware becomes more powerful and cheaper.",
    "These requirements can best be met by a second queue for retries.",
    "The team discussed how best to adopt the new scheduler next spring.",
    "Queue length and waiting time don’t perfectly correspond in practice.",
])
def test_a_superlative_that_praises_nothing_is_no_hype_en(sentence):
    assert _hype(sentence, "en") == []


@pytest.mark.parametrize("sentence", [
    "请按照安全最佳实践指南为每个队列配置权限。",
    "不存在一种调度策略可以完美适应所有场景。",
    "这个函数为每个任务生成独一无二的 id，重试时也不会变。",
    "调度器会为每个任务选择最快的节点。",
])
def test_a_superlative_that_praises_nothing_is_no_hype_zh(sentence):
    assert _hype(sentence, "zh") == []


@pytest.mark.parametrize(("sentence", "lang"), [
    ("Ours is the best queue for bakers.", "en"),
    ("Crumb is the most powerful scheduler for bakeries.", "en"),
    ("Crumb is a powerful scheduler.", "en"),
    ("Crumb is the leading scheduler for small bakeries.", "en"),
    ("This is the ultimate guide to queues.", "en"),
    ("Crumb is the fastest scheduler on the market.", "en"),
    # Peacock words the list missed until the false marks above were dropped.
    ("The summit opens with visionary keynotes.", "en"),
    ("Crumb has a brilliant future ahead of it.", "en"),
    ("Crumb 是最佳的调度工具。", "zh"),
    ("Crumb 是最快的调度工具。", "zh"),
    ("Crumb 是独一无二的产品。", "zh"),
    ("Crumb 的设计完美无瑕。", "zh"),
])
def test_a_superlative_that_praises_the_subject_is_still_hype(sentence, lang):
    assert _hype(sentence, lang)
