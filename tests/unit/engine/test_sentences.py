"""Sentence splitting: bounded on runs of punctuation, and the same splits as before on prose.

The English end-of-sentence pattern used to backtrack quadratically on a run of
``.``/``!``/``?`` that ends no sentence (32,000 dots took 34 s). The fixed pattern
must split every text exactly as the old one did; the old one is kept here as the
reference.
"""

from __future__ import annotations

import re
from importlib import resources as importlib_resources

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorers.language import sentences
from tests.support import texts

# The pattern as it was before the fix (commit baef69b): the reference for every split.
_REFERENCE_EN_END = re.compile(
    r"([.!?]+|…)([\"'”’)\]]*)(?=\s+[\"'“‘(\[]?[A-Z0-9\u4e00-\u9fff]|\s*\n|\s*$)")


def _reference_split(text: str, lang: str, monkeypatch: pytest.MonkeyPatch) -> list:
    with monkeypatch.context() as patch:
        patch.setattr(sentences, "_EN_END", _REFERENCE_EN_END)
        return sentences.split(text, lang)


def _sample(name: str) -> str:
    return importlib_resources.files("resources").joinpath(name).read_text("utf-8")


PROSE = {
    "en article": texts.EN_ARTICLE,
    "zh article": texts.ZH_ARTICLE,
    "fluffy en": texts.FLUFFY_EN,
    "fluffy zh": texts.FLUFFY_ZH,
    "sample en": _sample("sample.md"),
    "sample zh": _sample("sample-zh.md"),
    "abbreviations": "Dr. Liang met Prof. Wu at 3 p.m. on Jan. 5. They left. J. Smith "
                     "stayed, e.g. for U.S. talks... Then?! \"Yes.\" (Really.) [Done.] Ok…",
    "ellipses and quotes": "Wait... What?! He said \"no.\" Then left… Really?? 'Yes!' "
                           "“Fine.” ‘Ok.’ (Sure.) Next…… 下一句。好……吗？是的!! 对...",
    "decimals and versions": "It rose 3.5% to v1.2.3. See example.com. Version 2.0. Done.",
    "punctuation runs": "Hmm.... ok. Wow!!!! Then. What??? 2024 ... end. .. . !!. ?.! A",
    "lists and breaks": "- one. Two.\n- three! Four?\n\nNew para. Last one.\n  - nested. Yes.",
}


@pytest.mark.parametrize("name", list(PROSE))
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_splits_are_unchanged_on_prose(name, lang, monkeypatch):
    text = PROSE[name]
    assert sentences.split(text, lang) == _reference_split(text, lang, monkeypatch)


_ALPHABET = st.sampled_from([*list("aZ1 .!?…\"'”’)](“‘([\n。！？；」中.…"), "...", "e.g.", "Dr."])


@given(st.lists(_ALPHABET, max_size=80).map("".join), st.sampled_from(["en", "zh"]))
def test_splits_are_unchanged_on_generated_text(text, lang):
    with pytest.MonkeyPatch.context() as patch:
        expected = _reference_split(text, lang, patch)
    assert sentences.split(text, lang) == expected


@pytest.mark.parametrize("run", [".", "!", "?", "!?."])
def test_a_long_run_of_punctuation_is_split_like_a_short_one(run):
    # 60,000 characters: minutes with the old pattern, a few milliseconds now.
    text = "Chapter one " + run * (60_000 // len(run)) + " and more, 2024 " + run * 3 + " x"
    spans = sentences.split(text)
    assert spans == [(0, len(text))]
    short = "Chapter one " + run * 4 + " and more, 2024 " + run * 3 + " x"
    assert sentences.split(short) == [(0, len(short))]
