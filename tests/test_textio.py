"""Decoding text files: encodings, BOMs, line endings, binary and oversized files."""

from __future__ import annotations

import pytest

from scorers.textio import TextFileError, decode, read_text

SAMPLE = "# 标题\n\n中文段落，含 English words 与数字 2024。\n"


@pytest.mark.parametrize(("encoding", "expected"), [
    ("utf-8", "utf-8"), ("utf-8-sig", "utf-8-sig"), ("utf-16", "utf-16"),
    ("gb18030", "gb18030"),
])
def test_encodings_are_detected(encoding, expected):
    decoded = decode(SAMPLE.encode(encoding))
    assert decoded.text == SAMPLE
    assert decoded.encoding == expected


def test_big5_traditional_chinese():
    text = "繁體中文的文章，內容包含許多常見的漢字與標點符號。" * 4
    decoded = decode(text.encode("big5"))
    assert decoded.text == text


def test_line_endings_are_recorded_and_kept_in_text():
    decoded = decode(b"a\r\nb\r\n")
    assert decoded.newline == "\r\n" and decoded.text == "a\r\nb\r\n"
    assert decoded.normalised() == "a\nb\n"


def test_binary_and_oversized_files_are_refused(tmp_path):
    with pytest.raises(TextFileError, match="binary"):
        decode(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 8)
    with pytest.raises(TextFileError, match="binary"):
        decode(b"PK\x03\x04\x14\x00\x00\x00\x08\x00" + bytes(range(255, -1, -1)) * 8)
    big = tmp_path / "big.md"
    big.write_bytes(b"a" * 2048)
    with pytest.raises(TextFileError, match="MB"):
        read_text(big, max_bytes=1024)
    with pytest.raises(TextFileError, match="no such file"):
        read_text(tmp_path / "nope.md")
