"""nlp.facts reads a block with digits but no number word without COUNT's number-word
alternative (nlp._FACTS_WITHOUT_WORDS): the facts must be the ones the whole rules find."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from scorers import nlp
from scorers.fastre import fold

_PIECES = ["two", "Two", "TWO", "twenty", "dozens", "Dozens", "hundreds", "thousand", "years",
           "Years", "people", "teams", "times", "percent", "of", "the", "teachers", "120", "3.5",
           "1,200", "2024", "$5", "40%", "v2.1", "5 km", "10-20", " ", "  ", "\n", ".", ",",
           "-", "_", "'", "’", "é", "ſ", "İ", "ı", "K", "两年", "三个", "年", "中文", "twoé",
           "_two", "two_", "2two", "Ｔwo"]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=30).map("".join))
@example("120 teachers and two years later, 3 teams.")
@example("Over 120 teachers spent twenty years here; dozens of people came.")
@example("In 2024, 40% of 1,200 teachers waited two   weeks.")
def test_facts_without_number_words_are_the_facts_of_the_whole_rules(text):
    long_text = text + " padding" * 10  # a block's length: its words are read
    low = fold(long_text)
    assert nlp.facts("en", long_text, low) == nlp._FACTS["en"].spans(long_text, low)
    assert nlp.facts("en", text, fold(text)) == nlp._FACTS["en"].spans(text, fold(text))


def test_the_split_takes_out_the_number_words_alone():
    table, words = nlp._FACTS_WITHOUT_WORDS["en"]
    assert {"two", "dozens", "twenty"} <= words
    text = "We asked 120 teachers. It took two years."
    kept = nlp.facts("en", text, fold(text))
    assert [text[s:e] for _, s, e in kept] == ["120 teachers", "two years"]
    assert [text[s:e] for _, s, e in table.spans(text, fold(text))] == ["120 teachers"]
