"""A pattern's needed words stand whole in every text it matches in, and one scan finds them."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorers.fastpatterns import needwords
from scorers.fastpatterns.fastre import Fast, fold, lower_source
from tests.equivalence.test_fastre import PATTERNS, _text

_WORDS = re.compile(r"\w+")


def _needs(pattern: re.Pattern[str]) -> frozenset[str] | None:
    # What the fast twin asks for: the source as it runs (lower-cased when it folds).
    caseless = bool(pattern.flags & re.IGNORECASE)
    return needwords.needed_words(lower_source(pattern.pattern) if caseless else pattern.pattern)


NEEDING = {name: pattern for name, pattern in PATTERNS.items() if _needs(pattern) is not None}


def test_the_english_phrase_lists_say_which_words_they_need():
    names = {name.rsplit(".", 1)[0] if name.endswith(".en") else name for name in NEEDING}
    for expected in ("scorers.rules.patterns.FILLERS", "scorers.rules.patterns.VAGUE_AUTHORITY",
                     "scorers.rules.patterns.OWN_MEASUREMENT", "scorers.rules.phrases.HEDGES",
                     "scorers.rules.phrases.PUFFERY", "scorers.rules.phrases.SPEECH_VERBS"):
        assert expected in names
    hedges = _needs(PATTERNS["scorers.rules.phrases.HEDGES.en"])
    # "in some cases" needs "some", not "in": a common word would let every block by.
    assert {"some", "guess", "suppose", "may", "seem", "seems"} <= hedges and "in" not in hedges


@pytest.mark.parametrize(("source", "expected"), [
    (r"\b(?:very|really)\b", {"very", "really"}),
    (r"\bseems?\b", {"seem", "seems"}),
    (r"\bin my (?:opinion|view)\b", {"opinion", "view"}),
    (r"\blet'?s go\b", {"let", "lets"}),
    (r"\banaly[sz]ed\b", {"analysed", "analyzed"}),
    (r"\bgame[- ]chang(?:ing|er)\b", {"game"}),  # the first word rare enough
    (r"\b(?:blazing(?:ly)?[- ]fast)\b", {"blazing", "blazingly"}),
    (r"\bbest(?! practices?\b)\b|\b(?<!you )may\b", {"best", "may"}),
    (r"\b(?:am|is)\s+(?:\w+ly\s+)?\w{2,}ed\b", {"am", "is"}),
    # No whole word that every match holds: run as before.
    (r"\bfoo", None), (r"foo\b", None), (r"\b\w+ed\b", None), (r"^so\b", None),
    (r"\bfo+\b", None), (r"\b(?:a|b)*c\b", None), (r"\bvery\b|\d+", None),
    (r"x?\bab\b", {"ab"}), (r"\bab[^c]\b", None), (r"\b(?i:ab)\b", None),
])
def test_needed_words(source, expected):
    found = needwords.needed_words(source)
    assert (None if found is None else set(found)) == expected


@pytest.mark.parametrize("name", sorted(NEEDING))
@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_every_match_holds_a_needed_word_whole(name, data):
    pattern = NEEDING[name]
    needs = _needs(pattern)
    needwords.register(needs)
    text = data.draw(_text(pattern))
    subject = fold(text) if pattern.flags & re.IGNORECASE else text
    if subject is None:
        return  # the pattern runs unfolded on such a text, without asking for words
    run = re.compile(lower_source(pattern.pattern) if pattern.flags & re.IGNORECASE
                     else pattern.pattern, pattern.flags & ~re.IGNORECASE)
    whole = set(_WORDS.findall(subject))
    for match in run.finditer(subject):
        inside = set(_WORDS.findall(subject, *match.span()))
        assert needs & whole & inside, (name, match.group(0))
    # The one scan finds exactly the registered words that stand whole in the text.
    vocabulary = needwords._VOCABULARY.state[0]
    assert needwords.present(subject) == vocabulary & whole


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["said", "says", "sai", "Said", "SAID", "é", "_", "1", " ", ".",
                                 "—", "’", "’s", "研究", "saidé", "ſaid", "K", "\n", "-"]),
                max_size=25).map("".join))
def test_a_block_without_the_words_is_not_searched_and_one_with_them_is(text):
    pattern = re.compile(r"\b(?:said|says)\b", re.I)
    fast = Fast(pattern)
    long_text = text + " " * 130  # long enough to be read for words (a block)
    long_low = fold(long_text)
    if long_low is not None:
        # For this pattern its words standing whole is the same as a match.
        assert fast.lacks(long_low) == (pattern.search(long_text) is None)
        assert fast.found(long_text, long_low) == bool(pattern.search(long_text))
        assert [m.span() for m in fast.finditer(long_text, long_low)] == \
            [m.span() for m in pattern.finditer(long_text)]


_METHOD_PIECES = ["We surveyed", "we  POLLED", "1,200 respondents", "3.5k survey responses",
                  "(n = 300)", "( N=12 )", "test setup", "Benchmark rig", "ſurveyed", "İ",
                  "ı", "respondent", "we asked", "n =", "300", " ", ", ", "tests"]


@given(st.lists(st.one_of(st.sampled_from(_METHOD_PIECES), st.text(max_size=4)), max_size=12))
def test_a_block_without_a_method_word_states_no_method(pieces):
    # The English method statement is not searched in a block without one of the words
    # it needs (scorers.analysis.block_figures): the answer is the pattern's own.
    from scorers.analysis.block_figures import _states_method
    from scorers.rules.patterns import METHOD_STATEMENT

    text = "".join(pieces)
    assert _states_method(text, fold(text), "en") == bool(METHOD_STATEMENT["en"].search(text))


# The placeholder pattern's pieces (scorers.markup.placeholders), split so that a
# draw can put a marker, its brackets, its colon and its X's next to each other or
# break them apart.
_PLACEHOLDER_PIECES = ["TODO", "TBD", "TBA", "FIXME", "TKTK", "TOD", "TB", "FIXM", "TKT", "todo",
                       "Tbd", "待", "待补", "待补充", "待定", "待确认", "待核实", "待查", "待查证",
                       "此处待补", "来源请求", "需要来源", "需要引用", "来源", "需要", "citation",
                       "source", "references", " needed", "need", "ed", "X", "XX", "XXX", "X.",
                       "X,", ".X", "x", "%", "％", " percent", "[", "]", "(", ")", "（", "）", "【",
                       "】", ":", "：", " ", "\n", ".", ",", "。", "，", "价格", "公司", "The ",
                       "Fast ", "T", "F", "1", "a"]


@settings(max_examples=600, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(_PLACEHOLDER_PIECES), st.text(max_size=3)),
                max_size=16).map("".join))
def test_the_placeholder_prefilter_lets_by_every_text_with_a_placeholder(text):
    # A block the quick look turns away is never searched: each match must hold one of
    # the strings it looks for, and the quick look is exactly "one of them is there".
    from scorers.markup import placeholders

    for match in placeholders._PLACEHOLDER.finditer(text):
        assert any(needed in match.group(0) for needed in placeholders._NEEDED), match.group(0)
    assert placeholders._could_hold(text) == any(needed in text for needed in placeholders._NEEDED)
    assert placeholders.find(text) == [m.span() for m in placeholders._PLACEHOLDER.finditer(text)]


def test_ordinary_prose_is_not_searched_for_placeholders():
    from scorers.markup import placeholders

    prose = "The Fast Track: Tools For Teams. Fees rose 4.5% in 2024 (TechCrunch, 待遇 aside)."
    assert placeholders._could_hold(prose.replace("待遇", "")) is False
    for note in ("Price: TBD.", "XX% of users", "X.X%", "[citation needed]", "【需要来源】",
                 "价格待定。", "TKTK", "FIXME"):
        assert placeholders._could_hold(note) and placeholders.find(note), note


_CALL_PIECES = ["Sign up", "sign  up", "Subscribe", "subscribe", "Register", "register", "Join",
                "join", "Get involved", "get involved", "Follow us", "Stay tuned", "Check us out",
                "Don't miss", "don’t miss", " for ", " to ", " our ", " my ", " the ", "newsletter",
                "channel", " now", " today", " here", "!", ".", ",", ";", " ", "please ", "and ",
                "ſubscribe", "欢迎", "大家", "加入", "关注", "期待", "扫码", "扫描", "二维码",
                "感恩有你", "诚邀", "希望", "您能", "参加", "请持续关注", "不要错过", "名额有限",
                "相约",
                "敬请期待", "让我们一起", "看看", "一起来回顾", "页", "，", "。", "a", "X"]


@settings(max_examples=800, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(_CALL_PIECES), st.text(max_size=3)),
                max_size=14).map("".join), st.sampled_from(["en", "zh"]))
def test_the_call_to_action_prefilter_turns_away_only_texts_without_one(text, lang):
    # A block the quick look turns away is never searched: the quick look must find what
    # the full pattern finds, on the fold as the engine passes it (None where unsafe).
    from scorers.analysis import block
    from scorers.rules.phrases import CALLS_TO_ACTION

    expected = [m.span() for m in CALLS_TO_ACTION[lang].finditer(text)]
    assert block.calls_to_action(text, fold(text), lang) == expected
    for start, end in expected:
        piece = text[start:end] if lang == "zh" else (fold(text) or text.lower())[start:end]
        assert any(word in piece for word in block.CALL_WORDS[lang]) or fold(text) is None


@pytest.mark.parametrize(("text", "lang"), [
    ("Sign up for our newsletter.", "en"), ("Subscribe to my channel!", "en"),
    ("Get involved!", "en"), ("Please join our community.", "en"), ("Stay tuned.", "en"),
    ("Follow us on Mastodon.", "en"), ("Check us out at the fair.", "en"),
    ("Don't miss our next meetup.", "en"), ("Register now!", "en"),
    ("欢迎大家加入社区。", "zh"), ("敬请期待！", "zh"), ("扫码关注公众号。", "zh"),
    ("感恩有你。", "zh"), ("让我们一起把酸面种养好。", "zh"), ("一起来回顾这场大会。", "zh"),
    ("期待更多的朋友加入。", "zh"), ("诚邀各位参加。", "zh"), ("希望您能参加面包节！", "zh"),
    ("请持续关注。", "zh"), ("不要错过！", "zh"), ("名额有限。", "zh"), ("周六相约面包节。", "zh"),
])
def test_every_kind_of_call_to_action_passes_the_quick_look(text, lang):
    from scorers.analysis import block

    assert block.calls_to_action(text, fold(text), lang), text
