"""Short legacy-encoded files are read right, or the guess says it is unsure.

The review found a four-character GB18030 file read as EUC-KR four times in five
(charset-normalizer needs more text than that). Every size from one CJK character
up is swept here, 25 files each, cut from texts written for these tests.
"""

from __future__ import annotations

import codecs

import pytest

from scorers.textfiles.textio import decode
from tests.support.encoding_samples import JAPANESE, LATIN, SIMPLIFIED, TRADITIONAL, snippets

SIZES = (1, 2, 3, 4, 6, 8, 10, 15, 20, 30, 50)


def _codec(name: str) -> str:
    return codecs.lookup(name).name


def _misread(encoding: str, text: str, hints: tuple[str, ...] = (),
             sizes: tuple[int, ...] = SIZES) -> tuple[int, int]:
    """(files read wrong, files read wrong without saying it is unsure) over the sweep."""
    wrong = silent = 0
    for size in sizes:
        for snippet in snippets(text, size):
            decoded = decode(snippet.encode(encoding), hints)
            if decoded.text == snippet:
                continue
            wrong += 1
            offered = {_codec(e) for e in decoded.alternatives}
            if decoded.sure or _codec(encoding) not in offered:
                silent += 1
    return wrong, silent


def test_short_gb18030_files_are_read_right():
    assert _misread("gb18030", SIMPLIFIED, sizes=SIZES[1:]) == (0, 0)
    # One character can be valid UTF-8 by chance (写 in GB18030 is д in UTF-8): UTF-8
    # is preferred, and GB18030 is offered.
    assert _misread("gb18030", SIMPLIFIED, sizes=SIZES[:1])[1] == 0


def test_the_reviewed_four_character_file_is_gb18030():
    data = "# 标题\n\n短文。\n".encode("gb18030")
    decoded = decode(data)
    assert decoded.text == "# 标题\n\n短文。\n" and decoded.encoding == "gb18030"


@pytest.mark.parametrize(("encoding", "text"), [
    ("big5", TRADITIONAL), ("shift_jis", JAPANESE), ("latin_1", LATIN), ("cp1252", LATIN),
])
def test_other_encodings_are_read_right_or_the_guess_says_it_is_unsure(encoding, text):
    wrong, silent = _misread(encoding, text)
    assert silent == 0
    assert wrong <= 15  # of 275 files; only one- and two-character ones are ambiguous


@pytest.mark.parametrize(("encoding", "text"), [("big5", TRADITIONAL), ("shift_jis", JAPANESE)])
def test_an_encoding_the_writer_chose_before_settles_short_files(encoding, text):
    assert _misread(encoding, text, hints=(encoding,)) == (0, 0)


@pytest.mark.parametrize("text", [SIMPLIFIED, TRADITIONAL, JAPANESE, LATIN])
def test_utf8_is_always_preferred(text):
    for size in SIZES:
        for snippet in snippets(text, size):
            decoded = decode(snippet.encode("utf-8"))
            assert (decoded.encoding, decoded.text) == ("utf-8", snippet)
            # One or two characters may be valid in a legacy encoding too: then that one
            # is offered. From three characters on, UTF-8 is sure.
            assert decoded.sure or size <= 2
