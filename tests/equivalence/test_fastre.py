"""Folded matching finds exactly what IGNORECASE matching finds, on any text."""

from __future__ import annotations

import re
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorers.analysis import (
    attribution,
    block_figures,
    claims,
    fact_counts,
    named_sources,
    sentence_reading,
)
from scorers.analysis import block as analysis
from scorers.fastpatterns import needwords, wordstarts
from scorers.fastpatterns.fastre import (
    Fast,
    alternatives,
    fold,
    lower_source,
    speed_up,
    word_starts,
)
from scorers.language import detect as language
from scorers.language import nlp, sentences
from scorers.markup import inline
from scorers.rules import patterns, phrases
from tests.support.helpers import real_articles

ALL = "".join(map(chr, range(0x110000)))


def _engine_patterns():
    # Every pattern of the engine, whether the code runs its fast twin yet or not.
    modules = (patterns, phrases, claims, attribution, inline, analysis, sentence_reading, nlp,
               sentences, language, block_figures, named_sources, fact_counts)
    for module in modules:
        for name, value in sorted(vars(module).items()):
            table = value.items() if isinstance(value, dict) else [("", value)]
            for lang, pattern in table:
                if isinstance(pattern, Fast):
                    pattern = pattern.pattern
                if isinstance(pattern, re.Pattern):
                    yield f"{module.__name__}.{name}.{lang}".rstrip("."), pattern
    for lang, table in patterns.FACT_PATTERNS.items():
        for label, pattern in table:
            yield f"FACT_PATTERNS.{lang}.{label}", pattern


PATTERNS = dict(_engine_patterns())


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


def test_the_rewrites():
    assert alternatives(r"a|(b|c)|[|]|\||d") == ["a", "(b|c)", "[|]", "\\|", "d"]
    assert speed_up(r"\ba|\bb|c|\bd") == r"\b(?:a|b)|c|\bd"
    assert speed_up(r"(?<![\w.])\d+(?:[.,]\d+)*") == r"\d(?<!(?:[\w.])\d)\d*(?:[.,]\d+)*"
    assert speed_up(r"(?<!a|b)(?<=c )研究") == r"研(?<!(?:a|b)研)(?<=(?:c )研)究"
    assert speed_up(r"\d{4}-\d|\d{1,2}x|(?<!\w)a{2,}") == \
        r"\d(?:\d{3}-\d|\d{0,1}x)|a(?<!(?:\w)a)a{1,}"
    # Alternatives that open on the same character share it, inside a group too.
    assert speed_up(r"ax|ay|b|(?:cq|cr)s|(?<!z)(?:dq|d{2}r)") == \
        r"a(?:x|y)|b|c(?:q|r)s|d(?<!(?:z)d)(?:q|d{1}r)"
    assert speed_up(r"(ax|ay)|(?:ax|ay)*") == r"(ax|ay)|(?:ax|ay)*"
    # An atom that may match nothing keeps its look-behind where it is.
    assert speed_up(r"(?<!x)\d*y|(?<!x)(?:ab)") == r"(?<!x)\d*y|a(?<!(?:x)a)(?:b)"


def test_alternatives_are_grouped_by_their_first_letter():
    # Only alternatives that open on the same character can match at the same place; they
    # keep their order, so "best practices" still loses to "best" where both would match.
    assert speed_up(r"by|ax|bz|a") == r"a(?:x|)|b(?:y|z)"
    assert speed_up(r"\b(?:very|best(?! p)|really|bestow)\b") == \
        r"\b(?:b(?:est(?! p)|estow)|really|very)\b"
    # Not when an alternative opens on a class or may open on nothing, nor across a
    # capturing group (its number would change), nor under IGNORECASE ("B" opens "by").
    for source in (r"by|[ab]x|bz", r"by|a?x|bz", r"by|(a)x|bz"):
        assert speed_up(source) == source
    assert speed_up(r"by|ax|bz", re.IGNORECASE) == r"by|ax|bz"


def test_a_pattern_opens_on_its_rare_first_characters():
    # Alternatives that open on digits, capitals or signs: the pattern opens on their
    # union, so re skips ahead to one of them; each alternative checks behind it that its
    # own first character and its boundary held there.
    assert speed_up(r"\b\d{4}\b|\b(?:Jan|Feb)\.? \d|[-+]?\d+%") == (
        r"[\dJF\-+](?:(?<=\b\d)\d{3}\b|(?<=\b[JF])(?:(?<=J)an|(?<=F)eb)\.? \d|"
        r"(?<=[-+])\d+%|(?<=\d)\d*%)")
    assert speed_up(r"\bvery|\bxylo|\b\d") == r"[vx\d](?:(?<=\bv)ery|(?<=\bx)ylo|(?<=\b\d))"
    # Not when the first characters are common letters (re would start at most
    # positions anyway), nor when an optional atom would copy a group.
    assert speed_up(r"\bvery|\breally") == r"\b(?:very|really)"
    assert speed_up(r"[-+]?(\d)%|\bQ") == r"[-+]?(\d)%|\bQ"


@pytest.mark.parametrize("source", [
    r"\b\d{4}\b|\b(?:Jan|Feb)\.? \d|[-+]?\d+%", r"\bvery|\bxylo|\b\d", r"[-]?\d|[Z-]?Q",
    r"(?<![\w.])\d|\bQ\d|\$\d", r"\b(?<!you )M\d|\bN\d", r"[$€]\s?\d|\b\d+\s?(?:USD|EUR)\b",
])
def test_opening_on_rare_characters_finds_what_the_pattern_finds(source):
    pattern = re.compile(source)
    fast = re.compile(speed_up(source))
    assert fast.pattern != source
    pieces = st.sampled_from(["1", "22", "2024", "Jan", "Feb", "you", "M", "N", "Q", "$", "€",
                              "-", "+", "%", " ", ".", "x", "very", "xylo", "USD", "_", "a"])

    @given(st.lists(pieces, max_size=20).map("".join), st.integers(0, 30))
    def check(text, pos):
        assert [m.regs for m in fast.finditer(text, pos)] == \
            [m.regs for m in pattern.finditer(text, pos)]

    check()


def _words_of(pattern: re.Pattern[str]) -> list[str]:
    source = pattern.pattern.replace(r"\s", " ")
    return re.findall(r"[A-Za-z][A-Za-z' ]{0,20}|[\u4e00-\u9fff]{1,6}|[$€£¥%]", source)


_NOISE = ["ſ", "ı", "İ", "K", "µ", "ß", "É", "é", "’", "'", "“", "”", "-", ".", ",", " ", "\n",
          "  ", "12", "3.5", "%", "$", "2024", "年", "研究", "表明", "的", "。", "？", "?", "!",
          "ΣΊΣ", "Ａ", "ａ", "_", "\t", "1", "0", "v2", "1,200", "(1)", "#", "*", "[", "]", "(",
          ")", "<", ">", "|", ":", "/", "\\", "`", "~", "=", "3 ", "5x"]


def _text(pattern: re.Pattern[str]):
    words = _words_of(pattern) or ["x"]
    piece = st.one_of(st.sampled_from(words), st.sampled_from(_NOISE), st.text(max_size=3))
    cased = piece.flatmap(lambda w: st.sampled_from([w, w.upper(), w.title(), w.swapcase()]))
    return st.lists(cased, max_size=30).map("".join)


@pytest.mark.parametrize("name", sorted(PATTERNS))
def test_the_fast_twin_finds_what_the_pattern_finds(name, monkeypatch):
    monkeypatch.setattr(wordstarts, "SHORT", 0)  # scan for word starts in short texts too
    monkeypatch.setattr(needwords, "SHORT", 0)  # and read short texts for needed words
    pattern = PATTERNS[name]
    fast = Fast(pattern)

    @given(_text(pattern), st.integers(0, 40), st.integers(0, 80))
    def check(text, pos, endpos):
        for low in (fold(text), None):
            assert [m.regs for m in fast.finditer(text, low)] == \
                [m.regs for m in pattern.finditer(text)]
            assert [m.regs for m in fast.finditer(text, low, pos, endpos)] == \
                [m.regs for m in pattern.finditer(text, pos, endpos)]
            found, expected = fast.search(text, low), pattern.search(text)
            assert (found and found.regs) == (expected and expected.regs)
            found, expected = fast.match(text, low, pos), pattern.match(text, pos)
            assert (found and found.regs) == (expected and expected.regs)
            assert fast.found(text, low, pos, endpos) == bool(pattern.search(text, pos, endpos))
            assert fast.starts(text, low, pos, endpos) == bool(pattern.match(text, pos, endpos))

    check()


def test_the_fast_twins_find_what_the_patterns_find_in_real_articles():
    corpus = real_articles()
    for name, pattern in PATTERNS.items():
        fast = Fast(pattern)
        for text in corpus:
            for low in (fold(text), None):
                assert [m.regs for m in fast.finditer(text, low)] == \
                    [m.regs for m in pattern.finditer(text)], name
                for line in text.splitlines():
                    assert fast.found(line, low and fold(line)) == bool(pattern.search(line))
                    assert fast.starts(line, low and fold(line)) == bool(pattern.match(line))


@pytest.mark.parametrize("source", [
    r"\b(?:very|really|kind of)\b", r"\b(?:(?<!you )may|might)\b|\bseems?", r"\bé\w*|\b_x",
    r"\b(?:a|b)(?=c)",
])
def test_scanning_for_what_stands_before_a_word_finds_what_the_pattern_finds(source, monkeypatch):
    monkeypatch.setattr(wordstarts, "SHORT", 0)  # scan even these short texts
    # Word starts found behind any character that is not an ASCII letter, digit or "_"
    # (a superset of the non-word characters: "é" and "Ä" are letters, and the pattern
    # itself rejects a match after them), and at the very start of the text.
    pattern = re.compile(source)
    scanner = word_starts(pattern)
    assert scanner is not None
    pieces = st.sampled_from(["very", "really", "kind of", "may", "you ", "might", "seem", "s",
                              "é", "Ä", "_x", "_", "a", "b", "c", "ab", "ac", " ", "-", ".", "\n",
                              "1", "x"])

    @given(st.lists(pieces, max_size=25).map("".join), st.integers(0, 40), st.integers(0, 90))
    def check(text, pos, endpos):
        assert [m.regs for m in scanner.finditer(text)] == [m.regs for m in pattern.finditer(text)]
        assert [m.regs for m in scanner.finditer(text, pos, endpos)] == \
            [m.regs for m in pattern.finditer(text, pos, endpos)]
        found, expected = scanner.search(text, pos, endpos), pattern.search(text, pos, endpos)
        assert (found and found.regs) == (expected and expected.regs)

    check()


def test_a_pattern_whose_every_match_follows_a_non_word_character_scans_for_that(monkeypatch):
    monkeypatch.setattr(wordstarts, "SHORT", 0)  # scan even these short texts
    # A figure behind a look-behind that refuses word characters, or a number word behind
    # a boundary (the COUNT fact rule's shape).
    source = r"(?<![\w.$])\d+(?:[.,]\d+)* [a-z]{3,}|\b(?:two|three)\s+(?:years?|times)\b"
    pattern = re.compile(speed_up(source))
    scanner = word_starts(pattern, source)
    assert scanner is not None and scanner.firsts is None
    pieces = st.sampled_from(["1", "22", "3.5", "two", "three", " ", "  ", "years", "times",
                              "abc", ".", "$", "é", "x", "_", "-"])

    @given(st.lists(pieces, max_size=30).map("".join), st.integers(0, 40), st.integers(0, 120))
    def check(text, pos, endpos):
        assert [m.regs for m in scanner.finditer(text, pos, endpos)] == \
            [m.regs for m in pattern.finditer(text, pos, endpos)]

    check()
    # Not when an alternative may follow a letter.
    assert word_starts(re.compile(r"\d+x|\bq"), r"\d+x|\bq") is None
    assert word_starts(re.compile(r"(?<![.])\d|\bq"), r"(?<![.])\d|\bq") is None


def test_only_patterns_that_open_on_a_word_boundary_scan_for_it():
    assert word_starts(re.compile(r"\bvery|\bquite")) is not None
    assert word_starts(re.compile(r"\bvery|quite")) is None  # "quite" may follow a letter
    assert word_starts(re.compile(r"\b\.x")) is None  # a boundary before "." needs a letter
    assert word_starts(re.compile(r"\bvery", re.I)) is None  # "V" would open it too


_SENTENCE_NOISE = [". ", "! ", "? ", "。", "？", "！", "……", "...", "”", "’", ")", "\n\n", "\n- ",
                   " ", "A", "It ", "Dr. ", "3.5", "you ", "的", "。他", "”She"]


def _sentences_text(pattern: re.Pattern[str]):
    words = _words_of(pattern) or ["x"]
    piece = st.one_of(st.sampled_from(words), st.sampled_from(_SENTENCE_NOISE),
                      st.sampled_from(_NOISE))
    cased = piece.flatmap(lambda w: st.sampled_from([w, w.upper(), w.title()]))
    return st.lists(cased, max_size=40).map("".join)


@pytest.mark.parametrize("name", sorted(PATTERNS))
def test_a_pattern_narrowed_to_a_block_finds_what_it_finds_in_each_sentence(name, monkeypatch):
    # Fast.narrow drops the alternatives whose relaxed form matches nowhere in the block:
    # each sentence (cut by the engine's splitter) must read the same as on its own.
    monkeypatch.setattr(wordstarts, "SHORT", 0)
    monkeypatch.setattr(needwords, "SHORT", 0)  # blocks of any length read for words
    fast = Fast(PATTERNS[name])

    @given(_sentences_text(PATTERNS[name]), st.sampled_from(["en", "zh"]))
    def check(text, lang):
        low = fold(text)
        narrowed = fast.narrow(text, low)
        for start, end in sentences.split(text, lang):
            piece, piece_low = text[start:end], low and low[start:end]
            assert narrowed.found(piece, piece_low) == bool(PATTERNS[name].search(piece)), \
                (piece, lang)
            if not narrowed.calls:  # nothing in the block, not even searched in place
                assert next(fast.finditer(text, low, start, end), None) is None, (piece, lang)

    check()


@given(st.lists(st.sampled_from(_SENTENCE_NOISE + _NOISE + ["word", "Word", "中文"]),
                max_size=40).map("".join), st.sampled_from(["en", "zh"]))
def test_a_sentence_is_cut_where_a_boundary_stands_in_the_block_too(text, lang):
    # What Fast.narrow relies on: a word character at a sentence's edge has no word
    # character next to it outside the sentence, so a boundary (\b) at the edge of the
    # sentence is one in its block too.
    word = re.compile(r"\w")
    for start, end in sentences.split(text, lang):
        if start > 0 and word.match(text[start]):
            assert not word.match(text[start - 1]), (text, start)
        if end < len(text) and word.match(text[end - 1]):
            assert not word.match(text[end]), (text, end)


@given(st.lists(st.sampled_from(["This", "this ", "It ", "it's ", "However, ", "Also", "The ",
                                 "the latter ", "Such ", "As mentioned ", "year ", "x", " ",
                                 "它", "这", "么说", "另外", "Ｉ", "İt ", "ſuch ", "1", "—"]),
                max_size=8).map("".join), st.sampled_from(["en", "zh"]))
def test_an_opening_settled_by_its_first_character_is_the_one_the_patterns_find(head, lang):
    # back_reference returns at once when the first character opens no back-reference
    # or connective: the same answer as asking each pattern.
    low = fold(head)
    fast = claims.back_reference(head, lang, low)
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(claims._OPENING_FIRSTS, lang, (False, None))
        assert fast == claims.back_reference(head, lang, low)
