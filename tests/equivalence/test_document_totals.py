"""The document's totals, computed the fast way, equal their plain definitions."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from scorers import Engine
from scorers.analysis.key_terms import GENERIC_TERMS, key_terms, name_parts
from scorers.document import Section
from scorers.markup.blocks import HEADING, LIST_ITEM
from tests.benchmarks.docgen import generate
from tests.support.article_fuzz import article

TEXTS = [article(seed) for seed in range(40)] + [generate("en", 2000), generate("zh", 2000)]


@pytest.mark.parametrize("text", TEXTS)
def test_fast_totals_equal_their_definitions(text):
    view = Engine().view(text)
    positions = view.claim_positions
    for share in (0.0, 0.1, 0.3, 0.5, 0.999, 1.0):
        assert view.claims_within(share) == sum(1 for p in positions if p <= share)
    assert view.claim_count == len(positions)

    counts = view.term_counts
    assert counts == Counter(t for it in view.items for t in it.a.term_list)
    if counts:
        assert view.top_term[:2] == max(counts.items(), key=lambda kv: (kv[1], kv[0]))
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    parts = name_parts([it.a.term_list for it in view.items], counts)  # "Node" "js"
    assert view.key_terms == [t for t, n in ranked if n >= 2 and not re.match(r"\d", t)
                              and t not in GENERIC_TERMS and t not in parts][:3]

    sections, heading, body = [], None, []
    for it in view.items:
        if it.block.kind == HEADING:
            if heading is not None or body:
                sections.append(Section(heading, tuple(body)))
            heading, body = it, []
        else:
            body.append(it)
    if heading is not None or body:
        sections.append(Section(heading, tuple(body)))
    assert view.sections == sections

    kinds = [it.block.kind for it in view.items]
    assert view.lists == sum(1 for i, k in enumerate(kinds)
                             if k == LIST_ITEM and (i == 0 or kinds[i - 1] != LIST_ITEM))
    assert view.fact_sentence_count == len(view.fact_sentences)


def test_key_terms_reach_past_generic_words_and_numbers():
    counts = Counter({"2024": 50, "year": 40, "people": 30, "solar": 5, "panel": 5, "grid": 2,
                      "x": 1})
    assert key_terms(counts) == ["panel", "solar", "grid"]
    assert key_terms(Counter({"a": 1})) == []


def test_remembered_block_figures_compare_in_c():
    # memo.remembered finds missing values with "in", which would call a dataclass's
    # __eq__ in Python for every block: no remembered value is one.
    from dataclasses import is_dataclass

    engine = Engine()
    engine.score(TEXTS[1])
    for it in engine.view(TEXTS[1]).items:
        # (A block's result is kept there too, but read directly.)
        assert not any(is_dataclass(value) for key, value in it.a.memo.items()
                       if key != "unmarked_result")
