"""claims.back_reference settles most sentences by their first word (claims._OPENING_WORDS):
the answer must be the one the patterns give when they are asked."""

from __future__ import annotations

import re

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from scorers.analysis import claims
from scorers.fastpatterns.fastre import fold
from scorers.rules.phrases import BACK_REFERENCES, CONNECTIVE_OPENERS, DUMMY_IT

# Every word the opening patterns spell, in three cases, so that a word the filter left out
# opens a sentence here and the comparison fails.
_SOURCE_WORDS = sorted({word for pattern in (BACK_REFERENCES["en"], CONNECTIVE_OPENERS["en"],
                                             DUMMY_IT)
                        for word in re.findall(r"[a-z]+", pattern.pattern.lower())})
_WORDS = [form for word in _SOURCE_WORDS for form in (word, word.title(), word.upper())]
# What stands around and inside words: spaces, apostrophes, punctuation, digits, an
# underscore, letters that fold oddly (İ, ı, ſ, the Kelvin sign), accents and CJK.
_NOISE = [" ", "  ", "\t", "'s", "’s", ",", ".", "-", "_", "1", "é", "İ", "ı", "ſ", "K",
          "Ｉ", "中文", "它", "这", "—", "(", "\u00a0", "x", "The ", "A "]


def _both(head: str) -> tuple[object, object]:
    low = fold(head)
    fast = claims.back_reference(head, "en", low)
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(claims._OPENING_WORDS, "en", None)
        patch.setitem(claims._OPENING_FIRSTS, "en", (False, None))
        slow = claims.back_reference(head, "en", low)
    return fast, slow


@settings(max_examples=400)
@given(st.lists(st.sampled_from(_WORDS + _NOISE), max_size=6).map("".join))
def test_an_opening_settled_by_its_first_word_is_the_one_the_patterns_find(head):
    fast, slow = _both(head)
    assert fast == slow, head


def test_every_word_of_the_patterns_opens_as_the_patterns_say():
    for word in _WORDS:
        for after in (" ", "'s ", ", ", " year ", " latter ", " mentioned above ",
                      " addition ", " the other hand ", "x", "_", "é", "1", ""):
            head = word + after + "the plan works."
            fast, slow = _both(head)
            assert fast == slow, head


def test_the_first_word_settles_common_openings_and_keeps_the_real_ones():
    assert claims.back_reference("The plan works.", "en", fold("The plan works.")) is None
    assert claims.back_reference("This works.", "en", fold("This works.")) == (4, "pronoun")
    head = "  However, it works."
    assert claims.back_reference(head, "en", fold(head)) == (9, "connective")


@settings(max_examples=300)
@given(st.lists(st.sampled_from(_WORDS + _NOISE), max_size=6).map("".join),
       st.sampled_from(["en", "zh"]))
def test_a_plain_opening_is_one_without_a_back_reference(text, lang):
    # read_sentences asks opens_plainly first and back_reference only when it says no.
    text = text.lstrip()
    low = fold(text)
    if claims.opens_plainly(text, low, lang):
        assert claims.back_reference(text, lang, low) is None
        with pytest.MonkeyPatch.context() as patch:
            patch.setitem(claims._OPENING_WORDS, lang, None)
            patch.setitem(claims._OPENING_FIRSTS, lang, (False, None))
            assert claims.back_reference(text, lang, low) is None, text


def test_two_words_the_patterns_spell_open_as_the_patterns_say():
    # "the" is settled by the word after it: every pair of words the patterns spell.
    for first in _SOURCE_WORDS:
        for second in _SOURCE_WORDS:
            for space in (" ", "  ", "\t", "-"):
                head = first.title() + space + second + " is here."
                fast, slow = _both(head)
                assert fast == slow, head


_DEFINING = ["is", "Is", "IS", "are", "was", "refers to", "Means", "stands for", "describes",
             "denotes", "isé", "_is", "is_", "this", "Kubernetes", "a platform", "not", "It",
             "ıs", "İs", "ſtands", "Ｉs", "。", "是", "中文", " ", "  ", ".", ",", "!", "?",
             "\n", "’", "-", "1", "2024"]


@settings(max_examples=400)
@given(st.lists(st.sampled_from(_DEFINING), max_size=30).map("".join))
@example("Kubernetes is a platform.")
@example("Kubernetes IS a platform. Docker ıs a tool. Helm İs a chart.")
@example("TLS stands for a protocol. Cache refers to a store. GEO means a method.")
@example("Kubernetes_is a platform. Kubernetes isé a platform.")
def test_a_block_without_a_defining_verb_has_no_definition_in_any_sentence(block):
    # read_sentences asks may_define once per block and skips the definition pattern in
    # every sentence when it says no: the claims must be those found without skipping.
    from scorers.language import sentences

    block = block + " and so on" * 8  # a block's length
    low = fold(block)
    defines = claims.may_define(block, "en", low)
    for start, end in sentences.split(block, "en"):
        text, text_low = block[start:end], None if low is None else low[start:end]
        assert claims.claim_kind(text, "en", low=text_low, defines=defines) == \
            claims.claim_kind(text, "en", low=text_low), text


def test_a_block_with_a_defining_verb_may_define_and_one_without_may_not():
    text = "Kubernetes is a portable platform for containers."
    assert claims.may_define(text, "en", fold(text))
    plain = "Kubernetes runs containers on many machines."
    assert not claims.may_define(plain, "en", fold(plain))
