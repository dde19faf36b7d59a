"""Cutting an edited document on from the last cut gives the passages of a fresh cut."""

from __future__ import annotations

import random

import pytest

from scorers import Engine
from scorers.answers.passages import cut
from tests.benchmarks.docgen import generate
from tests.support.article_fuzz import article


def _shape(passages):
    return [(p.key, p.first, tuple(it.block.start for it in p.items),
             tuple(h.block.start for h in p.heads)) for p in passages]


@pytest.mark.parametrize("seed", range(12))
def test_a_cut_carried_on_equals_a_fresh_cut(seed):
    rng = random.Random(seed)
    text = generate("en", 2000, seed) if seed % 3 else article(seed)
    engine = Engine()
    previous = cut(engine.view(text).items)
    for _ in range(6):
        at = rng.randrange(len(text) + 1)
        text = text[:at] + rng.choice(["x", "\n\n", "## New\n\n", " more words here", ""]) \
            + text[at + rng.choice([0, 1, 40]):]
        items = engine.view(text).items  # blocks above the edit are last time's items
        carried = cut(items, previous)
        assert _shape(carried.passages) == _shape(cut(items).passages)
        previous = carried


def test_kept_passage_scores_equal_fresh_ones_after_edits():
    from scorers.answers.bm25 import DraftIndex, term_weights

    rng = random.Random(3)
    text = generate("en", 2000, 3)
    engine = Engine()
    index = DraftIndex()
    questions = [("survey", "region"), ("lab", "cost", "storage"), ("response", "time")]
    for _ in range(10):
        at = rng.randrange(len(text) + 1)
        text = text[:at] + rng.choice(["x", "survey ", "\n\n", " lab costs", ""]) + \
            text[at + rng.choice([0, 1, 30]):]
        passages = cut(engine.view(text).items).passages
        index.sync(passages)
        fresh = DraftIndex()
        fresh.sync(passages)
        for terms in questions:
            weights, avgdl = term_weights(terms, index, None)
            assert (weights, avgdl) == term_weights(terms, fresh, None)
            assert index.scores(weights, avgdl) == fresh.scores(weights, avgdl)
