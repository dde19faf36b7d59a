"""Open and save documents without losing a byte.

Saving is atomic: the text goes to a temporary file in the same folder, is
flushed and fsynced, and then replaces the original, whose permissions are
kept. The encoding, BOM and line endings the file was opened with are kept.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from scorers.textio import DecodedText, TextFileError, read_text

__all__ = ["DocumentFile", "SaveError", "TextFileError", "load", "save", "write_atomic"]


class SaveError(Exception):
    """A save that failed; ``str(error)`` says why in words a writer understands."""


@dataclass(slots=True)
class DocumentFile:
    """Where a document lives and how it was encoded."""

    path: Path | None = None
    encoding: str = "utf-8"
    newline: str = "\n"
    mtime_ns: int = field(default=0)

    @property
    def name(self) -> str:
        return self.path.name if self.path else ""


def load(path: str | Path) -> tuple[str, DocumentFile]:
    """Read ``path``; returns the text (``\\n`` line ends) and its file record.

    Raises:
        TextFileError: missing, unreadable, binary, too large or undecodable.
    """
    path = Path(path).resolve()
    decoded: DecodedText = read_text(path)
    info = DocumentFile(path, decoded.encoding, decoded.newline, _mtime(path))
    return decoded.normalised(), info


def _mtime(path: Path) -> int:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return 0


def _reason(error: OSError) -> str:
    reasons = {
        errno.EACCES: "permission denied",
        errno.EPERM: "permission denied",
        errno.EROFS: "the disk is read-only",
        errno.ENOSPC: "the disk is full",
        errno.EDQUOT: "the disk quota is exhausted",
        errno.ENOENT: "the folder no longer exists",
        errno.ENAMETOOLONG: "the file name is too long",
        errno.EISDIR: "a folder has that name",
    }
    return reasons.get(error.errno or 0, error.strerror or str(error))


def encode(text: str, info: DocumentFile) -> bytes:
    """``text`` (``\\n`` line ends) in the file's encoding and line endings."""
    if info.newline != "\n":
        text = text.replace("\n", info.newline)
    encoding = info.encoding
    if encoding == "utf-16":
        return text.encode("utf-16")  # writes the BOM the file had
    try:
        return text.encode(encoding)
    except UnicodeEncodeError:
        # A character the old encoding cannot hold: UTF-8 keeps it rather than lose it.
        info.encoding = "utf-8"
        return text.encode("utf-8")


def write_atomic(target: Path, data: bytes) -> None:
    """Write ``data`` to ``target`` through a temporary file in the same folder.

    Either the whole new content is there afterwards or the old file is untouched.

    Raises:
        SaveError: with the reason, in a writer's words.
    """
    folder = target.parent
    mode = None
    with contextlib.suppress(OSError):
        mode = stat.S_IMODE(target.stat().st_mode)
    tmp_name = None
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if mode is None:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp_name, mode)
        os.replace(tmp_name, target)
        tmp_name = None
        with contextlib.suppress(OSError):
            dir_fd = os.open(folder, os.O_RDONLY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)
    except OSError as error:
        raise SaveError(_reason(error)) from error
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)


def save(text: str, info: DocumentFile, path: str | Path | None = None) -> DocumentFile:
    """Write ``text`` atomically to ``path`` (default: ``info.path``).

    Returns:
        The updated file record.

    Raises:
        SaveError: the file was not written; the original is untouched.
    """
    target = Path(path) if path is not None else info.path
    if target is None:
        raise SaveError("the document has no file name yet")
    try:
        target = target.resolve() if target.exists() else target.absolute()
    except OSError as error:
        raise SaveError(_reason(error)) from error
    data = encode(text, info)
    write_atomic(target, data)
    return DocumentFile(target, info.encoding, info.newline, _mtime(target))
