"""Decoding text files: encodings, BOMs, line endings, binary and oversized files."""

from __future__ import annotations

import codecs

import pytest

from scorers.textfiles.textio import TextFileError, decode, read_bytes, read_text

SAMPLE = "# 标题\n\n中文段落，含 English words 与数字 2024。\n"


@pytest.mark.parametrize(("data", "expected", "bom"), [
    (SAMPLE.encode("utf-8"), "utf-8", False),
    (SAMPLE.encode("utf-8-sig"), "utf-8", True),
    (codecs.BOM_UTF16_LE + SAMPLE.encode("utf-16-le"), "utf-16-le", True),
    (codecs.BOM_UTF16_BE + SAMPLE.encode("utf-16-be"), "utf-16-be", True),
    (SAMPLE.encode("utf-16-be"), "utf-16-be", False),
    (SAMPLE.encode("gb18030"), "gb18030", False),
])
def test_encodings_and_byte_order_are_detected(data, expected, bom):
    decoded = decode(data)
    assert decoded.text == SAMPLE
    assert (decoded.encoding, decoded.bom) == (expected, bom)
    assert decoded.sure and decoded.bad_bytes == 0


def test_utf8_with_a_few_broken_bytes_opens_with_them_marked():
    data = SAMPLE.encode("utf-8").replace("段落".encode(), b"\xff\xfe\x80" + "段落".encode(), 1)
    decoded = decode(data)
    assert decoded.encoding == "utf-8" and decoded.bad_bytes == 3
    assert decoded.text == SAMPLE.replace("段落", "\ufffd\ufffd\ufffd段落", 1)


def test_a_chosen_encoding_is_used_and_what_it_cannot_read_is_marked():
    data = "标题：短文".encode("gb18030") + b"\xff"
    decoded = decode(data, encoding="GBK")
    assert decoded.encoding == "gbk" and decoded.text == "标题：短文\ufffd"
    assert decoded.bad_bytes == 1
    with pytest.raises(TextFileError, match="unknown encoding"):
        decode(data, encoding="no-such-codec")


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


def test_head_reads_the_start_of_a_file_over_the_limit(tmp_path):
    path = tmp_path / "long.md"
    path.write_bytes(b"x" * 5000)
    assert read_bytes(path, 1000, head=True) == b"x" * 1000
    with pytest.raises(TextFileError):
        read_bytes(path, 1000)
