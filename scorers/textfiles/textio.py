"""Read text files the way writers have them: UTF-8 (with or without BOM), UTF-16, GB18030, Big5 …

Only regular files are read: a FIFO, a device, a socket or a loop of symbolic
links is refused before anything is read from it, and no read goes past the size
limit whatever the file system says the size is. A binary or oversized file is
refused with a reason a writer understands.

Decoding prefers UTF-8. A UTF-8 file with a few broken bytes opens with each
broken byte shown as U+FFFD and counted (:attr:`DecodedText.bad_bytes`), so the
editor can tell the writer and keep the original bytes where the text is not
edited. Anything else is guessed (:mod:`scorers.textfiles.encoding_guess`) with the
writer's recent choices and locale as hints; an unsure guess says so
(:attr:`DecodedText.sure`) so the editor can offer other encodings.
"""

from __future__ import annotations

import codecs
import errno
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from scorers.report import messages
from scorers.textfiles.encoding_guess import Guess, guess, readability

#: Files larger than this are refused: no article is 20 MB of text.
MAX_BYTES = 20 * 1024 * 1024

_BOMS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)

#: A UTF-8 file may have up to 3 broken bytes, or this share of its multi-byte characters.
_BAD_UTF8_SHARE = 0.05

#: Below this many non-ASCII bytes, valid UTF-8 may be a legacy encoding by chance.
_SHORT_NON_ASCII = 64


class TextFileError(Exception):
    """A file that cannot be opened as text.

    ``str(error)`` says why in English (the command line); :meth:`message` in the
    writer's language (the window). ``key`` is a message key of
    :mod:`scorers.textfiles.file_texts`.
    """

    def __init__(self, key: str, **values: object) -> None:
        self.key = key
        self.values = values
        super().__init__(messages.render(key, "en", **values))

    def message(self, lang: str) -> str:
        """Why, in ``lang`` (``en`` or ``zh``)."""
        return messages.render(self.key, lang, **self.values)


@dataclass(frozen=True, slots=True)
class DecodedText:
    """Text read from a file, with what is needed to write it back the same way.

    Attributes:
        text: the content with the file's own line endings; a byte that could not be
            decoded is U+FFFD.
        encoding: a Python codec name without a byte order mark (``utf-8``,
            ``utf-16-le``, ``utf-16-be``, ``gb18030`` …).
        newline: the file's most common line ending (``\\n``, ``\\r\\n`` or ``\\r``).
        bom: whether the file starts with a byte order mark.
        bad_bytes: bytes that could not be decoded (each shown as U+FFFD).
        sure: False when the encoding was guessed and another one reads about as well.
        alternatives: other encodings the file could be in, most likely first.
    """

    text: str
    encoding: str
    newline: str = "\n"
    bom: bool = False
    bad_bytes: int = 0
    sure: bool = True
    alternatives: tuple[str, ...] = ()

    def normalised(self) -> str:
        """The text with every line ending turned into ``\\n`` (as editors hold it)."""
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


def _decode_marking_bad_bytes(data: bytes, encoding: str) -> tuple[str, int]:
    """``data`` decoded with every undecodable byte as U+FFFD; returns (text, bad bytes)."""
    escaped = data.decode(encoding, errors="surrogateescape") if encoding == "utf-8" \
        else None
    if escaped is not None:
        bad = sum(1 for ch in escaped if "\udc80" <= ch <= "\udcff")
        if not bad:
            return escaped, 0
        return "".join("\ufffd" if "\udc80" <= ch <= "\udcff" else ch for ch in escaped), bad
    text = data.decode(encoding, errors="replace")
    return text, text.count("\ufffd") - data.decode(encoding, errors="ignore").count("\ufffd")


def _mostly_utf8(data: bytes, legacy: Guess | None) -> DecodedText | None:
    """UTF-8 with a few broken bytes (a bad paste, a truncated copy), or None.

    Legacy encodings produce a few valid UTF-8 sequences by chance (a GB18030 pair
    such as C4 A3 is also UTF-8), so the UTF-8 reading must have few broken bytes
    and read better than the best legacy guess.
    """
    escaped = data.decode("utf-8", errors="surrogateescape")
    bad = sum(1 for ch in escaped if "\udc80" <= ch <= "\udcff")
    valid_multibyte = sum(1 for ch in escaped if ch > "\x7f" and not "\udc80" <= ch <= "\udcff")
    if not valid_multibyte or bad > max(3, _BAD_UTF8_SHARE * valid_multibyte):
        return None
    text, bad = _decode_marking_bad_bytes(data, "utf-8")
    if legacy is not None and legacy.readability >= readability(text):
        return None
    return DecodedText(text, "utf-8", _newline_of(text), bad_bytes=bad)


def _valid_utf8(data: bytes, text: str, hints: tuple[str, ...]) -> DecodedText:
    """Valid UTF-8 is UTF-8; but a few legacy bytes can be valid UTF-8 by chance (the
    GB18030 bytes of 写 are the UTF-8 of д): a short file that reads at least as well
    in a legacy encoding is UTF-8 with that encoding offered."""
    non_ascii = sum(1 for b in data[:_SHORT_NON_ASCII * 4] if b > 0x7F)
    if not non_ascii or non_ascii >= _SHORT_NON_ASCII:
        return DecodedText(text, "utf-8", _newline_of(text))
    legacy = guess(data, hints)
    if legacy is None or legacy.readability < readability(text):
        return DecodedText(text, "utf-8", _newline_of(text))
    return DecodedText(text, "utf-8", _newline_of(text), sure=False,
                       alternatives=(legacy.encoding, *legacy.alternatives))


def decode(data: bytes, hints: tuple[str, ...] = (), encoding: str | None = None) -> DecodedText:
    """Decode file content.

    Args:
        data: the file's bytes.
        hints: encodings the writer is likely to use, most likely first (recent
            choices, the locale's encoding); they settle a guess between equals.
        encoding: decode with this codec (the writer chose it); undecodable bytes
            are then shown as U+FFFD and counted.

    Raises:
        TextFileError: for binary or undecodable content, or an unknown ``encoding``.
    """
    if encoding is not None:
        return _decode_as(data, encoding)
    for bom, codec in _BOMS:
        if data.startswith(bom):
            body = data[len(bom):]
            text, bad = _decode_marking_bad_bytes(body, codec)
            return DecodedText(text, codec, _newline_of(text), bom=True, bad_bytes=bad)
    if b"\x00" in data[:8192]:
        utf16 = _utf16_without_bom(data)
        if utf16 is not None:
            return utf16
    if _looks_binary(data):
        raise TextFileError("file.binary")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    else:
        return _valid_utf8(data, text, hints)
    found = guess(data, hints)
    mostly = _mostly_utf8(data, found)
    if mostly is not None:
        return mostly
    if found is None:
        raise TextFileError("file.encoding_unknown")
    try:
        text = data.decode(found.encoding)
    except UnicodeDecodeError:
        # The sample decoded, the whole file does not: keep it, marking what is broken.
        text, bad = _decode_marking_bad_bytes(data, found.encoding)
        return DecodedText(text, found.encoding, _newline_of(text), bad_bytes=bad, sure=False,
                           alternatives=found.alternatives)
    return DecodedText(text, found.encoding, _newline_of(text), sure=found.sure,
                       alternatives=found.alternatives)


def _decode_as(data: bytes, encoding: str) -> DecodedText:
    try:
        codec = codecs.lookup(encoding).name
    except LookupError:
        raise TextFileError("file.no_such_encoding", encoding=encoding) from None
    bom = False
    if codec.startswith("utf-8") and data.startswith(codecs.BOM_UTF8):
        codec, bom, data = "utf-8", True, data[len(codecs.BOM_UTF8):]
    elif codec in ("utf-16", "utf-16-le", "utf-16-be"):
        for mark, order in _BOMS[1:]:
            if data.startswith(mark):
                codec, bom, data = order, True, data[len(mark):]
                break
        else:
            codec = "utf-16-le" if codec == "utf-16" else codec
    text, bad = _decode_marking_bad_bytes(data, codec)
    return DecodedText(text, codec, _newline_of(text), bom=bom, bad_bytes=bad)


def _kind_refused(mode: int) -> TextFileError | None:
    """Why a file of this type is not read, or None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return TextFileError("file.folder")
    if stat.S_ISFIFO(mode):
        return TextFileError("file.fifo")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return TextFileError("file.device")
    if stat.S_ISSOCK(mode):
        return TextFileError("file.socket")
    return TextFileError("file.not_regular")


_OS_REASONS = {errno.ELOOP: "file.loop", errno.ENOENT: "file.missing",
               errno.EACCES: "file.permission", errno.EPERM: "file.permission",
               errno.EISDIR: "file.folder", errno.ENAMETOOLONG: "file.name_too_long"}


def _os_reason(error: OSError) -> TextFileError:
    key = _OS_REASONS.get(error.errno or 0)
    if key is not None:
        return TextFileError(key)
    return TextFileError("file.os_error", reason=error.strerror or str(error))


def _too_large(size: int, max_bytes: int) -> TextFileError:
    limit = max_bytes // 1024 // 1024
    if size:
        return TextFileError("file.too_large", size=f"{size / 1024 / 1024:.1f}", limit=limit)
    return TextFileError("file.too_large_unknown", limit=limit)


def sample_text(path: str | Path, max_bytes: int = 65_536) -> str:
    """The start of a file read as text at once, to guess what it holds before it is
    opened (the scoring process loads the pipelines of its language): UTF-16 by its
    byte order mark, else UTF-8, else GB18030; characters that do not decode, or that
    the cut at ``max_bytes`` splits, are left out. No encoding guess is made: it must
    cost nothing next to opening the file.

    Raises:
        TextFileError: as :func:`read_bytes` (a FIFO or a device is refused unread).
    """
    head = read_bytes(path, max_bytes, head=True)
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return head.decode("utf-16", "ignore")
    try:
        return head[:-4].decode("utf-8") + head[-4:].decode("utf-8", "ignore")
    except UnicodeDecodeError:
        return head.decode("gb18030", "ignore")


def read_bytes(path: str | Path, max_bytes: int = MAX_BYTES, *, head: bool = False) -> bytes:
    """The bytes of a regular file, at most ``max_bytes`` of them.

    ``head``: return the first ``max_bytes`` of a longer file instead of refusing it.

    Raises:
        TextFileError: missing, unreadable, not a regular file, or too large.
    """
    try:
        info = os.stat(path)
        refused = _kind_refused(info.st_mode)
        if refused:
            raise refused
        if info.st_size > max_bytes and not head:
            raise _too_large(info.st_size, max_bytes)
        # O_NONBLOCK: should the path have become a FIFO since the stat, opening it
        # must not wait for a writer; fstat below then refuses it.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
                     | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
    except OSError as error:
        raise _os_reason(error) from None
    try:
        refused = _kind_refused(os.fstat(fd).st_mode)
        if refused:
            raise refused
        if hasattr(os, "O_NONBLOCK"):
            os.set_blocking(fd, True)
        chunks: list[bytes] = []
        total = 0
        while True:  # whatever st_size said: /proc files say 0, a growing file more
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > max_bytes:
                if head:
                    return b"".join(chunks)[:max_bytes]
                raise _too_large(0, max_bytes)
        return b"".join(chunks)
    except OSError as error:
        raise _os_reason(error) from None
    finally:
        os.close(fd)


def read_text(path: str | Path, max_bytes: int = MAX_BYTES, hints: tuple[str, ...] = (),
              encoding: str | None = None) -> DecodedText:
    """Read and decode a text file (see :func:`read_bytes` and :func:`decode`).

    Raises:
        TextFileError: missing, unreadable, not a regular file, too large, binary or
            undecodable; the message says which, in words a writer understands.
    """
    return decode(read_bytes(path, max_bytes), hints, encoding)
