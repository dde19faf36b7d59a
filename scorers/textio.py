"""Read text files the way writers have them: UTF-8 (with or without BOM), UTF-16, GB18030, Big5.

Decoding is left to charset-normalizer where the file is not plainly UTF-8;
what we add is the refusal of binary and oversized files with a clear reason,
and a record of the encoding, BOM and line endings so a save can keep them.
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass
from pathlib import Path

#: Files larger than this are refused: no article is 20 MB of text.
MAX_BYTES = 20 * 1024 * 1024

_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


class TextFileError(Exception):
    """A file that cannot be opened as text; ``str(error)`` is a message for the writer."""


@dataclass(frozen=True, slots=True)
class DecodedText:
    """Text read from a file, with what is needed to write it back the same way.

    Attributes:
        text: the content with line endings normalised to ``\\n``.
        encoding: a Python codec name (``utf-8``, ``utf-8-sig``, ``utf-16``, ``gb18030`` …).
        newline: the file's line ending (``\\n``, ``\\r\\n`` or ``\\r``).
    """

    text: str
    encoding: str
    newline: str = "\n"

    def normalised(self) -> str:
        """The text with every line ending turned into ``\n`` (as editors hold it)."""
        return self.text.replace("\r\n", "\n").replace("\r", "\n")


def _newline_of(text: str) -> str:
    crlf = text.count("\r\n")
    lf = text.count("\n") - crlf
    cr = text.count("\r") - crlf
    if crlf > lf and crlf >= cr:
        return "\r\n"
    if cr > lf:
        return "\r"
    return "\n"


def _looks_binary(data: bytes) -> bool:
    sample = data[:8192]
    if b"\x00" in sample:
        return True
    control = sum(1 for b in sample if b < 32 and b not in (9, 10, 12, 13, 27))
    return bool(sample) and control / len(sample) > 0.05


def _plausible_share(text: str) -> float:
    """Share of characters from the scripts an article is written in."""
    sample = text[:4096]
    if not sample:
        return 0.0
    common = sum(1 for ch in sample if ch in "\n\r\t" or " " <= ch <= "~"
                 or "\u3000" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef"
                 or "\u2000" <= ch <= "\u206f" or "\u00a0" <= ch <= "\u024f")
    return common / len(sample)


def _utf16_without_bom(data: bytes) -> DecodedText | None:
    # Text with NUL bytes and no BOM is UTF-16 when one byte order decodes to
    # ordinary characters; otherwise it is binary.
    best: tuple[float, str, str] | None = None
    for encoding in ("utf-16-le", "utf-16-be"):
        try:
            text = data[: len(data) - len(data) % 2].decode(encoding)
        except UnicodeDecodeError:
            continue
        share = _plausible_share(text)
        if best is None or share > best[0]:
            best = (share, encoding, text)
    if best is None or best[0] < 0.9 or len(data) % 2:
        return None
    return DecodedText(best[2], best[1], _newline_of(best[2]))


def decode(data: bytes) -> DecodedText:
    """Decode file content.

    Raises:
        TextFileError: for binary or undecodable content.
    """
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            text = data.decode(encoding)
            return DecodedText(text, encoding, _newline_of(text))
    if b"\x00" in data[:8192]:
        utf16 = _utf16_without_bom(data)
        if utf16 is not None:
            return utf16
    try:
        text = data.decode("utf-8")
        if _looks_binary(data):
            raise TextFileError("this looks like a binary file, not text")
        return DecodedText(text, "utf-8", _newline_of(text))
    except UnicodeDecodeError:
        pass
    if _looks_binary(data):
        raise TextFileError("this looks like a binary file, not text")
    from charset_normalizer import from_bytes

    best = from_bytes(data, cp_isolation=["gb18030", "big5", "utf_16", "cp1252", "latin_1",
                                          "shift_jis", "euc_kr"]).best()
    if best is None:
        raise TextFileError("the text encoding could not be recognised")
    encoding = best.encoding
    if encoding in ("gb2312", "gbk"):
        encoding = "gb18030"  # a superset: decoding as GBK would drop rarer characters
    text = data.decode(encoding, errors="strict")
    return DecodedText(text, encoding, _newline_of(text))


def read_text(path: str | Path, max_bytes: int = MAX_BYTES) -> DecodedText:
    """Read and decode a text file.

    Raises:
        TextFileError: missing, unreadable, too large, binary or undecodable; the
            message says which, in words a writer understands.
    """
    path = Path(path)
    try:
        size = path.stat().st_size
        if path.is_dir():
            raise TextFileError("it is a folder, not a file")
        if size > max_bytes:
            raise TextFileError(
                f"it is {size / 1024 / 1024:.1f} MB; files over {max_bytes // 1024 // 1024} MB "
                "are not opened")
        data = path.read_bytes()
    except FileNotFoundError:
        raise TextFileError("no such file") from None
    except PermissionError:
        raise TextFileError("permission denied") from None
    except IsADirectoryError:
        raise TextFileError("it is a folder, not a file") from None
    except OSError as error:
        raise TextFileError(error.strerror or str(error)) from None
    try:
        return decode(data)
    except UnicodeDecodeError:
        raise TextFileError("the text encoding could not be recognised") from None
