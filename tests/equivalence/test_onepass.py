"""Labelled patterns read in one pass find what each pattern finds run on its own."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorers.fastpatterns import onepass
from scorers.fastpatterns.fastre import fold
from scorers.fastpatterns.onepass import Labelled
from scorers.language import nlp
from scorers.rules import patterns
from tests.support.helpers import real_articles


def _one_by_one(table, text: str) -> list[tuple[str, int, int]]:
    # How the fact rules were run before: each pattern's finditer in turn, a later one
    # dropping what overlaps an earlier one's match.
    kept: list[tuple[str, int, int]] = []
    for label, pattern in table:
        for match in pattern.finditer(text):
            start, end = match.span()
            if end > start and not any(s < end and start < e for _, s, e in kept):
                kept.append((label, start, end))
    return sorted(kept, key=lambda item: item[1])


def _tables():
    for lang, table in patterns.FACT_PATTERNS.items():
        yield f"{lang}.all", table
        yield f"{lang}.without_digits", tuple(
            item for item in table if item[0] in nlp._WITHOUT_DIGITS[lang])


TABLES = dict(_tables())

#: What fact rules open on and stop at, and what could confuse them: other scripts'
#: digits (\d matches ٣ and ３), case-folding oddities, CJK, punctuation runs.
_PIECES = ["2024", "1", "12", "3.5", "1,200", "10-20", "5 to 10", "Q3 ", "v2", "V1.2.3",
           "ISO 9001", "GPT-4", "A100", "Jan", "March ", "May 5", "5th", "$", "€", "¥", "%",
           "％", "percent", "per cent", "percentage points", "kg", "ms", "GB", "MB", "x",
           "USD", "dollars", "years", "two ", "Two", "million", "users", "of", "the", " ",
           "  ", "\n", ".", ",", "-", "–", "—", "+", "~", "～", "至", "年", "月", "日", "号",
           "万", "亿", "元", "美元", "个", "倍", "百分之", "五十", "三个", "十", "研究", "。",
           "٣", "３", "Ⅻ", "²", "ſ", "ı", "İ", "K", "é", "É", "_", "e5", "1e-3", "1.5E+9",
           "ABC", "abc", "(", ")", "/", ":", "'", "“", "”"]
_TEXTS = st.lists(st.one_of(st.sampled_from(_PIECES), st.text(max_size=3)),
                  max_size=40).map("".join)


def test_the_fact_rules_that_match_case_share_one_pass():
    for name, table in TABLES.items():
        labelled = Labelled(table)
        labelled.build()
        shared = [table[i][0] for i in labelled._shared]
        cased = [label for label, pattern in table if not pattern.flags & re.IGNORECASE]
        assert shared == (cased if len(cased) > 1 else []), name


@pytest.mark.parametrize("name", sorted(TABLES))
@settings(max_examples=400, deadline=None)
@given(text=_TEXTS)
def test_one_pass_finds_what_each_pattern_finds(name, text):
    table = TABLES[name]
    labelled = Labelled(table)
    for low in (fold(text), None):
        assert labelled.matches(text, low) == \
            [[m.span() for m in pattern.finditer(text)] for _, pattern in table]
        assert labelled.spans(text, low) == _one_by_one(table, text)


def test_one_pass_finds_what_each_pattern_finds_in_real_articles():
    corpus = real_articles()
    for name, table in TABLES.items():
        labelled = Labelled(table)
        for text in corpus:
            assert labelled.matches(text, fold(text)) == \
                [[m.span() for m in pattern.finditer(text)] for _, pattern in table], name


@settings(max_examples=400, deadline=None)
@given(text=st.lists(st.sampled_from(["1", "2", "12", "a", "b", "ab", "-", " ", "é", "٣"]),
                     max_size=30).map("".join))
def test_patterns_whose_matches_overlap_each_keep_their_own(text):
    # Each pattern's next match opens only after its previous one ends, whatever the
    # other patterns matched in between.
    table = (("A", re.compile(r"\d+")), ("B", re.compile(r"\d\d|[a-z]\d")),
             ("C", re.compile(r"(?<![\w-])[ab]+\b")), ("D", re.compile(r"\d(?=\d)|-\d")))
    labelled = Labelled(table)
    labelled.build()
    assert labelled._shared == (0, 1, 2, 3)
    assert labelled.matches(text) == [[m.span() for m in p.finditer(text)] for _, p in table]
    assert labelled.spans(text) == _one_by_one(table, text)


def test_patterns_that_cannot_share_the_pass_run_on_their_own():
    # Groups of their own, or no single character to open on: each runs as it is.
    table = (("A", re.compile(r"(\d)\1")), ("B", re.compile(r"x*\d")), ("C", re.compile(r"\d")))
    labelled = Labelled(table)
    labelled.build()
    assert labelled._shared == ()
    text = "11 x2 x 3"
    assert labelled.matches(text) == [[m.span() for m in p.finditer(text)] for _, p in table]


@settings(max_examples=200, deadline=None)
@given(text=_TEXTS)
def test_a_text_too_long_for_one_pass_finds_the_same(text):
    # Past onepass.LONGEST each pattern runs on its own: the same matches.
    table = TABLES["en.all"]
    labelled = Labelled(table)
    expected = labelled.spans(text, fold(text))
    old = onepass.LONGEST
    try:
        onepass.LONGEST = -1
        assert labelled.spans(text, fold(text)) == expected == _one_by_one(table, text)
    finally:
        onepass.LONGEST = old
