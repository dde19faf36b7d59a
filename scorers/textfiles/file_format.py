"""Write a document back in its file's own format, and unedited lines exactly as they were.

The editor holds text with ``\\n`` line ends, as Qt does: it turns ``\\r\\n``,
``\\r``, U+2028 and U+2029 into line breaks, and a byte that could not be decoded
is shown as U+FFFD. Most files use one line ending throughout and decode
cleanly; they are written back with that ending in their encoding (and byte
order mark). For the others — mixed line endings, Unicode line or paragraph
separators, broken bytes — :class:`Original` keeps each line as the file had
it, and a save writes every line the writer did not edit exactly as it was
read: its own line ending, its separators, its broken bytes. Edited and new
lines get the file's most common line ending (an edited line keeps its own).

No Qt here.
"""

from __future__ import annotations

import codecs
import difflib
import re
from dataclasses import dataclass

__all__ = ["FileFormat", "Original", "UnencodableError", "editor_text", "encode", "is_regular",
           "line_opcodes"]

_LINE = re.compile(r"[^\r\n\u2028\u2029]*(?:\r\n|[\r\n\u2028\u2029]|$)")
_TERMINATORS = ("\r\n", "\r", "\n", "\u2028", "\u2029")
_ESCAPED_BYTE = re.compile(r"[\udc80-\udcff]")
_DIFF_LIMIT = 50_000  # changed lines beyond this are matched by position, not diffed


@dataclass(frozen=True, slots=True)
class FileFormat:
    """How a file is encoded: codec (without BOM), byte order mark, usual line ending."""

    encoding: str = "utf-8"
    bom: bool = False
    newline: str = "\n"

    def bom_bytes(self) -> bytes:
        if not self.bom:
            return b""
        return codecs.BOM_UTF8 if self.encoding == "utf-8" else "\ufeff".encode(self.encoding)

    def label(self) -> str:
        """The encoding as menus name it: ``UTF-8``, ``UTF-16 BE with BOM``, ``GB18030`` …"""
        name = codecs.lookup(self.encoding).name.upper().replace("_", "-")
        name = {"UTF-16-LE": "UTF-16 LE", "UTF-16-BE": "UTF-16 BE", "CP1252": "Windows-1252",
                "ISO8859-1": "ISO-8859-1", "SHIFT-JIS": "Shift_JIS"}.get(name, name)
        return f"{name} with BOM" if self.bom else name


class UnencodableError(ValueError):
    """A character the file's encoding cannot hold.

    Attributes:
        char: the character; line: its 1-based line; encoding: the file's codec.
    """

    def __init__(self, char: str, line: int, encoding: str) -> None:
        super().__init__(f"{char!r} on line {line} cannot be written in {encoding}")
        self.char = char
        self.line = line
        self.encoding = encoding


@dataclass(frozen=True, slots=True)
class Original:
    """A file's lines as read: ``shown[i]`` is line ``i`` as the editor shows it (no line
    end, broken bytes as U+FFFD); ``raw[i]`` is the same line as the file holds it, line
    end included, broken UTF-8 bytes as surrogate escapes."""

    shown: tuple[str, ...]
    raw: tuple[str, ...]


def _split_raw(raw: str) -> list[str]:
    lines = _LINE.findall(raw)
    if lines and lines[-1] == "":
        lines.pop()  # findall's empty match at the very end
    if not lines or any(lines[-1].endswith(t) for t in _TERMINATORS):
        lines.append("")  # the empty last line after a final line end
    return lines


def _shown(raw_line: str) -> str:
    for terminator in _TERMINATORS:
        if raw_line.endswith(terminator):
            raw_line = raw_line[: -len(terminator)]
            break
    return _ESCAPED_BYTE.sub("\ufffd", raw_line)


def _terminator(raw_line: str) -> str:
    return next((t for t in _TERMINATORS if raw_line.endswith(t)), "")


def is_regular(raw: str, newline: str) -> bool:
    """True when writing the editor's text back with ``newline`` reproduces ``raw``."""
    if "\u2028" in raw or "\u2029" in raw or _ESCAPED_BYTE.search(raw):
        return False
    crlf = raw.count("\r\n")
    counts = {"\r\n": crlf, "\r": raw.count("\r") - crlf, "\n": raw.count("\n") - crlf}
    return all(count == 0 for ending, count in counts.items() if ending != newline)


def editor_text(raw: str, newline: str) -> tuple[str, Original | None]:
    """The editor's view of a file's decoded text, and its :class:`Original` when the
    file is not regular (None when plain re-encoding gives the same bytes back)."""
    if is_regular(raw, newline):
        return (raw.replace(newline, "\n") if newline != "\n" else raw), None
    lines = _split_raw(raw)
    original = Original(tuple(_shown(line) for line in lines), tuple(lines))
    return "\n".join(original.shown), original


def _encode_line(text: str, encoding: str, line: int) -> bytes:
    try:
        return text.encode(encoding)
    except UnicodeEncodeError as error:
        raise UnencodableError(error.object[error.start], line, encoding) from None


def encode(text: str, fmt: FileFormat, original: Original | None = None,
           ) -> tuple[bytes, Original | None]:
    """``text`` (``\\n`` line ends) as the file's bytes, and the :class:`Original` of
    what was written (to keep lines exact on the next save too).

    Raises:
        UnencodableError: a character ``fmt.encoding`` cannot hold (nothing is written;
            ask the writer before converting the file to UTF-8).
    """
    if original is None:
        body = text.replace("\n", fmt.newline) if fmt.newline != "\n" else text
        try:
            return fmt.bom_bytes() + body.encode(fmt.encoding), None
        except UnicodeEncodeError as error:
            line = body.count(fmt.newline, 0, error.start) + 1
            raise UnencodableError(body[error.start], line, fmt.encoding) from None
    raw_lines = _raw_lines(text.split("\n"), original, fmt.newline)
    errors = "surrogateescape" if fmt.encoding == "utf-8" else "strict"
    parts = [fmt.bom_bytes()]
    for number, raw in enumerate(raw_lines, start=1):
        try:
            parts.append(raw.encode(fmt.encoding, errors))
        except UnicodeEncodeError:
            parts.append(_encode_line(raw, fmt.encoding, number))
    shown = tuple(text.split("\n"))
    return b"".join(parts), Original(shown, tuple(raw_lines))


def line_opcodes(old: list, new: list) -> list[tuple[str, int, int, int, int]]:
    """difflib opcodes turning ``old`` into ``new`` (lists of lines or keys): the common
    start and end are matched first, so a few edits in a long document cost little;
    a huge changed middle is matched by position rather than diffed."""
    head = 0
    while head < min(len(old), len(new)) and old[head] == new[head]:
        head += 1
    tail = 0
    while tail < min(len(old), len(new)) - head and old[-1 - tail] == new[-1 - tail]:
        tail += 1
    old_mid, new_mid = old[head: len(old) - tail], new[head: len(new) - tail]
    opcodes: list[tuple[str, int, int, int, int]] = []
    if head:
        opcodes.append(("equal", 0, head, 0, head))
    if max(len(old_mid), len(new_mid)) > _DIFF_LIMIT:
        middle = [("replace", 0, len(old_mid), 0, len(new_mid))]
    elif old_mid or new_mid:
        middle = difflib.SequenceMatcher(None, old_mid, new_mid, autojunk=False).get_opcodes()
    else:
        middle = []
    opcodes.extend((tag, i1 + head, i2 + head, j1 + head, j2 + head)
                   for tag, i1, i2, j1, j2 in middle)
    if tail:
        opcodes.append(("equal", len(old) - tail, len(old), len(new) - tail, len(new)))
    return opcodes


def _raw_lines(new: list[str], original: Original, newline: str) -> list[str]:
    """Each new line as the file will hold it: an unedited line exactly as it was read."""
    old = original.shown
    if tuple(new) == old:
        return list(original.raw)
    # The last line has no line end: a line that became last (or stopped being last)
    # is not the same line, even with the same text.
    old_keys = [(line, i < len(old) - 1) for i, line in enumerate(old)]
    new_keys = [(line, i < len(new) - 1) for i, line in enumerate(new)]
    out: list[str] = []
    for tag, i1, i2, j1, j2 in line_opcodes(old_keys, new_keys):
        if tag == "equal":
            out.extend(original.raw[i1:i2])
            continue
        for k in range(j2 - j1):
            text, has_end = new_keys[j1 + k]
            if not has_end:
                out.append(text)
                continue
            # An edited line keeps its own line end; a new one gets the file's usual one.
            end = _terminator(original.raw[i1 + k]) if i1 + k < i2 else ""
            out.append(text + (end or newline))
    return out
