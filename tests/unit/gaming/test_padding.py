"""Padding pays nothing: statements that say nothing ("It is. That is so.", 就是这样。)
neither raise the overall score nor lift Clarity, in either language."""

from __future__ import annotations

import pytest

from scorers import Engine
from tests.unit.gaming.texts import (
    EN_ARTICLE,
    EN_PADDING,
    EN_WORDY,
    ZH_ARTICLE,
    ZH_PADDING,
    ZH_WORDY,
    padded,
)

CASES = [("en", EN_ARTICLE + EN_WORDY, EN_PADDING), ("zh", ZH_ARTICLE + ZH_WORDY, ZH_PADDING)]


@pytest.mark.parametrize("apart", [False, True], ids=["in-paragraphs", "as-paragraphs"])
@pytest.mark.parametrize(("lang", "article", "padding"), CASES)
def test_padding_raises_no_dimension_and_not_the_overall(lang, article, padding, apart):
    before = Engine().score(article)
    after = Engine().score(padded(article, padding, apart=apart))
    assert before.lang == after.lang == lang
    # The draft has long sentences to find, so Clarity has room to be inflated.
    assert before.score("clarity") < 95
    for dim in before.dimensions:
        assert after.score(dim.id) <= dim.score, dim.id
    assert after.overall <= before.overall


@pytest.mark.parametrize(("lang", "article", "padding"), CASES)
def test_the_share_of_long_sentences_is_of_sentences_that_say_something(lang, article,
                                                                         padding):
    def long_share(text: str) -> float:
        check = next(c for c in Engine().score(text).dimension("clarity").checks
                     if c.id == "sentence_length")
        return check.value

    assert long_share(padded(article, padding)) == pytest.approx(long_share(article))


@pytest.mark.parametrize("sentence", [
    "Node 18 is an LTS release.",
    "The scheduler moves pods between nodes when memory runs low.",
    "Kubernetes restarts failed containers."])
def test_a_short_sentence_that_says_something_still_counts(sentence):
    # A real claim, a figure or a name is content, however short.
    text = f"{EN_ARTICLE}\n{sentence}\n"
    view = Engine().view(text)
    last = view.prose[-1]
    assert last.a.empty == ()


def test_padding_does_not_make_a_text_long_enough():
    short = "# Compost\n\nA 200-litre bin gives compost in ten weeks.\n"
    base = Engine().score(short)
    stuffed = Engine().score(short.rstrip("\n") + EN_PADDING * 30 + "\n")
    length = {r: next(c for c in rep.dimension("structure").checks if c.id == "length")
              for r, rep in (("base", base), ("padded", stuffed))}
    # The length shown is what the writer counts; the score is of what says something.
    assert length["padded"].value > length["base"].value
    assert length["padded"].score == pytest.approx(length["base"].score)
