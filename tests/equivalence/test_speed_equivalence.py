"""Speed work changes no score: every golden case scores exactly as stored.

The stored reports (``tests/golden/reports.json.xz``, see ``tests/support/golden_cases.py``)
hold every score, finding, span and message the engine gave for a varied set of
texts — the test articles, the calibration articles, the benchmark documents at 2k
and 20k words in both languages, with and without questions — and for edited
variants of them. Each case is scored fresh, and each edited variant also by an
engine that scored its base text first (the incremental path a writer's keystroke
takes); both must equal the stored report exactly, raw float scores included.
"""

from __future__ import annotations

import random

import pytest

from scorers import Engine
from scorers.answers import Questions
from scorers.clock import TODAY_VARIABLE
from tests.benchmarks.docgen import generate
from tests.support.golden_cases import (
    TODAY,
    cases,
    first_difference,
    load,
    normalise,
    record,
)

CASES = list(cases())


@pytest.fixture(scope="module")
def stored():
    return load()


@pytest.fixture(autouse=True)
def _frozen_today(monkeypatch):
    monkeypatch.setenv(TODAY_VARIABLE, TODAY.isoformat())


def test_the_golden_file_holds_every_case_and_no_other(stored):
    assert sorted(stored) == sorted(case.name for case in CASES)


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_a_fresh_score_equals_the_stored_report(case, stored):
    fresh = normalise(record(Engine().score(case.text, **case.options)))
    assert fresh == stored[case.name], first_difference(stored[case.name], fresh)


EDITED = [case for case in CASES if case.base is not None]


@pytest.mark.parametrize("case", EDITED, ids=[case.name for case in EDITED])
def test_an_incremental_score_equals_the_stored_report(case, stored):
    base = next(c for c in CASES if c.name == case.base)
    engine = Engine()
    engine.score(base.text, **base.options)
    incremental = normalise(record(engine.score(case.text, **case.options)))
    assert incremental == stored[case.name], first_difference(stored[case.name], incremental)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_typing_into_a_long_article_keeps_every_report_equal_to_a_fresh_one(lang):
    # A writer's session: single characters typed and deleted, a line break, a pasted
    # sentence, a heading added, all in one engine; after each step the report equals
    # the one a fresh engine gives for the same text.
    rng = random.Random(14)
    text = generate(lang, 2000)
    pieces = ["x", "的", " ", "\n", "\n\n", "## Cost 费用\n\n", "In 2024, 35% of sites said so. ",
              "- one\n- two\n", "“这很好，”王敏表示。", "> quote\n", "|a|b|\n|---|---|\n|1|2|\n"]
    questions = Questions(("How much did the lab spend?", "实验室花费了多少？"))
    engine = Engine()
    engine.score(text, questions=questions)
    for step in range(12):
        pos = rng.randrange(len(text) + 1)
        if rng.random() < 0.3:
            text = text[:pos] + text[pos + rng.randint(1, 30):]
        else:
            text = text[:pos] + rng.choice(pieces) + text[pos:]
        # The writer's questions come and go (no question to rank passages for, then some).
        asked = questions if step % 3 else Questions(mine=False)
        incremental = record(engine.score(text, questions=asked))
        fresh = record(Engine().score(text, questions=asked))
        assert incremental == fresh, first_difference(normalise(fresh), normalise(incremental))
