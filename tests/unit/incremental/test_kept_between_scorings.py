"""What the engine keeps from one scoring to the next gives what computing it again gives."""

from __future__ import annotations

import heapq
import random

from hypothesis import given
from hypothesis import strategies as st

from scorers import Engine
from scorers.analysis.memo import remembered
from scorers.answers.preview import _contenders
from scorers.markup.resegment import Occurrences
from tests.benchmarks.docgen import generate

# Scores that tie, or differ only past the ninth decimal, as BM25 sums of the same terms do.
scores = st.dictionaries(st.integers(0, 400), st.one_of(
    st.sampled_from([0.0, 1.5, 2.25, 2.2500000004, 2.2499999996, 3.1, -0.5]),
    st.floats(0, 10, allow_nan=False)), max_size=60)


@given(scores, st.integers(1, 12))
def test_the_best_passages_are_found_among_the_contenders(found, count):
    def ranked(entries):
        return heapq.nsmallest(count, ((-round(score, 9), key % 7, key)
                                       for key, score in entries if score > 0))

    assert ranked(_contenders(found, count)) == ranked(found.items())


def test_a_question_is_tokenised_once(monkeypatch):
    engine = Engine()
    asked = []
    tokenize = engine._tokenize_question
    monkeypatch.setattr(engine, "_tokenize_question",
                        lambda question: asked.append(question) or tokenize(question))
    first = engine.question_terms("How much did the city spend on parks?")
    again = engine.question_terms("How much did the city spend on parks?")
    assert first == again == tokenize("How much did the city spend on parks?")
    assert "spend" in first
    assert asked == ["How much did the city spend on parks?"]


def test_section_of_names_the_section_of_every_block_under_a_heading():
    engine = Engine()
    for text in (generate("en", 1000), generate("zh", 1000), "# Title\n\nOne.\n\n## Two\n\nTwo.",
                 "Before any heading.\n\n# Title\n\nAfter it.", "No heading.\n\nAt all.",
                 "# One\n# Two\n\nText.\n\n# Three", ""):
        view = engine.view(text)
        expected = {id(it): number for number, section in enumerate(view.sections)
                    for it in section.items}
        assert view.section_of == expected


def test_remembered_computes_only_what_a_block_lacks_for_each_key():
    view = Engine().view(generate("en", 1000))
    prose = view.all_prose
    computed = []

    def length(it):
        computed.append(it)
        return len(it.block.text)

    assert remembered(prose, "test.length", length) == [len(it.block.text) for it in prose]
    assert len(computed) == len(prose)
    del prose[0].a.memo["test.length"]
    assert remembered(prose, "test.length", length) == [len(it.block.text) for it in prose]
    assert computed[len(prose):] == [prose[0]]
    # Another key over the same list reads the same blocks' memos.
    assert remembered(prose, "test.kind", lambda it: it.block.kind) == \
        [it.block.kind for it in prose]


def test_remembered_computes_the_blocks_that_lack_a_key_wherever_they_are():
    # A few blocks lacking it are computed as the reading meets them; many, after a
    # reading with a default: either way only those, in order, and every value right.
    prose = Engine().view(generate("en", 2000)).all_prose
    assert remembered(prose, "test.words", lambda it: it.a.words) == \
        [it.a.words for it in prose]
    for lacking in ([1, 5], [0, 2, 3, 7, 8, 9, 11, len(prose) - 1]):
        for index in lacking:
            del prose[index].a.memo["test.words"]
        computed: list = []
        values = remembered(prose, "test.words",
                            lambda it, computed=computed: computed.append(it) or it.a.words)
        assert values == [it.a.words for it in prose]
        assert computed == [prose[index] for index in lacking]


def test_a_string_is_found_in_edited_texts_as_in_finds_it():
    occurrences = Occurrences()
    rng = random.Random(5)
    text = generate("en", 400)
    needles = [" the ", " data ", " city ", "xq", " Part ", "\n\n#", " zz "]
    for _ in range(400):
        at = rng.randrange(len(text) + 1)
        text = text[:at] + rng.choice(["", "x", "q", " the ", "zz ", "\n"]) + \
            text[at + rng.randrange(0, 4):]
        for needle in rng.sample(needles, 4):
            assert occurrences.contains(text, needle) is (needle in text)


def test_mined_questions_follow_how_the_article_writes_a_headings_words():
    # "Attackers" is lowered in the question once the article writes " attackers " in
    # lower case, and capitalised again when that is taken out, keystroke by keystroke.
    text = ("# Password storage\n\n## How do Attackers Crack Hashes?\n\nThey guess. "
            "Guesses are cheap on a graphics card, and that is the whole problem.\n")
    engine = Engine()
    for current in (text, text.replace("They guess.", "The attackers guess."), text):
        mined = [q.query for q in engine.score(current).answers.questions]
        fresh = [q.query for q in Engine().score(current).answers.questions]
        assert mined == fresh
        lowered = "How do attackers Crack Hashes?" in mined
        assert lowered is (" attackers " in current)
