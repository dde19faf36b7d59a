"""An edit that keeps the text's length (a character replaced) leaves everything below it
standing, and the report still equals a fresh one."""

from __future__ import annotations

import random

import pytest

from scorers import Engine
from scorers.answers import Questions
from scorers.answers.passages import cut
from scorers.markup.resegment import Segmenter
from tests.benchmarks.docgen import generate
from tests.support.golden_cases import first_difference, normalise, record


def _replaced(text: str, at: int, character: str) -> str:
    return text[:at] + character + text[at + 1:]


def test_the_blocks_below_a_replaced_character_are_last_times():
    text = generate("en", 2000)
    segmenter = Segmenter()
    before = segmenter.segment(text)
    at = text.index("\n\n", len(text) // 2) - 5  # inside a paragraph, not a line break
    after = segmenter.segment(_replaced(text, at, "#" if text[at] != "#" else "x"))
    head, tail = segmenter.reused
    assert tail > 0
    assert all(new is old for new, old in zip(after[-tail:], before[-tail:], strict=True))
    assert all(new is old for new, old in zip(after[:head], before[:head], strict=True))


def test_typing_moves_the_blocks_below_the_edit():
    text = generate("en", 2000)
    segmenter = Segmenter()
    before = segmenter.segment(text)
    at = len(text) // 2
    after = segmenter.segment(text[:at] + "x" + text[at:])
    _, tail = segmenter.reused
    assert tail > 0
    assert [b.start for b in after[-tail:]] == [b.start + 1 for b in before[-tail:]]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_session_of_replaced_characters_scores_as_fresh_texts_do(lang):
    # Characters replaced here and there (the blocks below stay where they were: their
    # findings and results are last time's), with a line break or a character typed now
    # and then, with and without questions: every report equals a fresh engine's.
    rng = random.Random(7)
    text = generate(lang, 2000)
    questions = Questions(("How much did the city spend?", "城市花了多少钱？"))
    engine = Engine()
    engine.score(text, questions=questions)
    for step in range(10):
        at = rng.randrange(len(text) - 1)
        if step % 4 == 3:
            text = text[:at] + rng.choice(["x", "\n\n", "的"]) + text[at:]
        elif text[at] != "\n":
            text = _replaced(text, at, rng.choice("xy3的。 ,%"))
        asked = questions if step % 2 else Questions(mine=False)
        incremental = record(engine.score(text, questions=asked))
        fresh = record(Engine().score(text, questions=asked))
        assert incremental == fresh, first_difference(normalise(fresh), normalise(incremental))


def test_the_passages_below_a_replaced_character_are_last_times_and_a_fresh_cut():
    text = generate("en", 2000)
    engine = Engine()
    previous = cut(engine.view(text).items)
    at = len(text) // 3
    while text[at] == "\n":
        at += 1
    items = engine.view(_replaced(text, at, "x" if text[at] != "x" else "y")).items
    carried = cut(items, previous)
    fresh = cut(items)
    assert [(p.key, p.first, p.items, p.heads) for p in carried.passages] == \
        [(p.key, p.first, p.items, p.heads) for p in fresh.passages]
    last = carried.passages[-1]
    assert any(last is p for p in previous.passages)  # taken over, not cut again
