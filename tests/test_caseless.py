"""Folded matching finds exactly what IGNORECASE matching finds, on any text."""

from __future__ import annotations

import re
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorers import analysis, attribution, claims, inline, patterns, phrases, sentence_reading
from scorers.caseless import Caseless, fold, lower_source

ALL = "".join(map(chr, range(0x110000)))


def _ignorecase_patterns():
    # Every IGNORECASE pattern of the engine, whether the code runs it folded yet or not.
    for module in (patterns, phrases, claims, attribution, inline, analysis, sentence_reading):
        for name, value in sorted(vars(module).items()):
            table = value.items() if isinstance(value, dict) else [("", value)]
            for lang, pattern in table:
                if isinstance(pattern, Caseless):
                    pattern = pattern.pattern
                if isinstance(pattern, re.Pattern) and pattern.flags & re.IGNORECASE:
                    yield f"{module.__name__}.{name}.{lang}".rstrip("."), pattern
    for label, pattern in patterns.FACT_PATTERNS["en"]:
        if pattern.flags & re.IGNORECASE:
            yield f"FACT_PATTERNS.en.{label}", pattern


PATTERNS = dict(_ignorecase_patterns())


def test_lower_casing_a_character_is_what_ignorecase_compares_it_as():
    # Every code point fold() accepts lower-cases to one character that IGNORECASE
    # matches to the same ASCII letter, and stays a word character, digit or space
    # exactly when it was one.
    for letter in string.ascii_lowercase:
        matched = set(re.findall(letter, ALL, re.IGNORECASE))
        folded = {c for c in ALL if fold(c) == letter}
        assert folded == {c for c in matched if fold(c) is not None}
    for category in (r"\w", r"\d", r"\s"):
        pattern = re.compile(category)
        assert all(bool(pattern.match(c)) == bool(pattern.match(fold(c)))
                   for c in ALL if fold(c) is not None)
    assert fold("İnnovative") is None and fold("ſtunning") is None and fold("ıt") is None
    assert fold("Straße ΣΊΣΥΦΟΣ 300 K") == "straße σίσυφος 300 k"


def test_the_lower_cased_source_keeps_escapes_names_and_flags():
    assert lower_source(r"\bA\S\u4e00[A-Z\W](?P<Name>B)(?P=Name)(?i:C)\N{DASH}") == \
        r"\ba\S\u4e00[a-z\W](?P<Name>b)(?P=Name)(?i:c)\N{DASH}"
    with pytest.raises(ValueError):
        lower_source("É")
    with pytest.raises(ValueError):
        lower_source(r"\u00c9")


def _words_of(pattern: re.Pattern[str]) -> list[str]:
    return re.findall(r"[A-Za-z][A-Za-z' ]{0,20}", pattern.pattern.replace(r"\s", " "))


_NOISE = ["ſ", "ı", "İ", "K", "µ", "ß", "É", "é", "’", "'", "“", "”", "-", ".", ",", " ", "\n",
          "  ", "12", "3.5", "%", "$", "2024", "年", "研究", "表明", "的", "。", "？", "?", "!",
          "ΣΊΣ", "Ａ", "ａ", "_", "\t"]


def _text(pattern: re.Pattern[str]):
    words = _words_of(pattern) or ["x"]
    piece = st.one_of(st.sampled_from(words), st.sampled_from(_NOISE), st.text(max_size=3))
    cased = piece.flatmap(lambda w: st.sampled_from([w, w.upper(), w.title(), w.swapcase()]))
    return st.lists(cased, max_size=30).map("".join)


@pytest.mark.parametrize("name", sorted(PATTERNS))
def test_folded_matching_equals_ignorecase_matching(name):
    pattern = PATTERNS[name]
    fast = Caseless(pattern)

    @given(_text(pattern), st.integers(0, 40), st.integers(0, 80))
    def check(text, pos, endpos):
        low = fold(text)
        assert [m.span() for m in fast.finditer(text, low)] == \
            [m.span() for m in pattern.finditer(text)]
        assert [m.span() for m in fast.finditer(text, low, pos, endpos)] == \
            [m.span() for m in pattern.finditer(text, pos, endpos)]
        found, expected = fast.search(text, low), pattern.search(text)
        assert (found and found.regs) == (expected and expected.regs)
        found, expected = fast.match(text, low, pos), pattern.match(text, pos)
        assert (found and found.regs) == (expected and expected.regs)

    check()
