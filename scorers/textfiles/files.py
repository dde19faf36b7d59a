"""Open and save documents without losing a byte, and without overwriting anyone's words.

Saving is atomic: the text goes to a temporary file in the same folder, is
flushed and fsynced, and then replaces the original, whose permissions (and,
where allowed, owner) are kept. A file with several hard links is written in
place instead, after a backup copy, so every name keeps showing the same file.

Before a save replaces a file, the file on disk is compared with what was read
or last written — identity, size, modification time and a SHA-256 of its bytes.
If another program changed it, or it is read-only, the save stops with an error
the window turns into a question; nothing is overwritten silently.

The encoding, byte order mark and line endings are kept, and lines the writer
did not edit are written back exactly as they were (:mod:`scorers.textfiles.file_format`).

No Qt here.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import re
import stat
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path

from scorers.report import messages
from scorers.textfiles.file_format import (
    FileFormat,
    Original,
    UnencodableError,
    editor_text,
    encode,
)
from scorers.textfiles.textio import MAX_BYTES, TextFileError, decode, read_bytes

__all__ = [
    "ChangedOnDiskError", "DiskState", "DocumentFile", "ReadOnlyError", "SaveError",
    "TextFileError", "UnencodableError", "describe_os_error", "disk_status", "load",
    "os_error_key", "reason", "save", "stale_temp_files", "write_atomic",
]


class SaveError(Exception):
    """A save that failed; ``str(error)`` says why in words a writer understands.

    Built from a message key of :mod:`scorers.textfiles.file_texts` (``key``), it also says it in
    the writer's language: see :func:`reason`.
    """

    def __init__(self, message: str = "", key: str | None = None, **values: object) -> None:
        super().__init__(messages.render(key, "en", **values) if key else message)
        self.key = key
        self.values = values

    @classmethod
    def of(cls, error: OSError) -> SaveError:
        key, values = os_error_key(error)
        return cls(key=key, **values)


class ChangedOnDiskError(SaveError):
    """Another program changed (or replaced) the file since it was read or last saved."""


class ReadOnlyError(SaveError):
    """The file is read-only; replacing it needs the writer's say-so."""


@dataclass(frozen=True, slots=True)
class DiskState:
    """What a file on disk was when it was read or written: the file itself (device and
    inode), its size, modification time and the SHA-256 of its bytes."""

    device: int
    inode: int
    size: int
    mtime_ns: int
    sha256: str

    @classmethod
    def of(cls, info: os.stat_result, data: bytes) -> DiskState:
        return cls(info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns,
                   hashlib.sha256(data).hexdigest())

    def same_stat(self, info: os.stat_result) -> bool:
        return (self.device, self.inode, self.size, self.mtime_ns) == \
            (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)


@dataclass(slots=True)
class DocumentFile:
    """Where a document lives, how it is encoded, and what its file was when last seen.

    Attributes:
        path: the file (symbolic links resolved), None for an untitled document.
        format: encoding, byte order mark and usual line ending.
        disk: the file as read or last written; None when never read or written.
        original: the file's lines as read, when unedited lines need keeping exactly.
        sure: False when the encoding was guessed and another one reads about as well.
        alternatives: other encodings the file could be in.
        bad_bytes: bytes that could not be decoded (shown as U+FFFD).
    """

    path: Path | None = None
    format: FileFormat = field(default_factory=FileFormat)
    disk: DiskState | None = None
    original: Original | None = None
    sure: bool = True
    alternatives: tuple[str, ...] = ()
    bad_bytes: int = 0

    @property
    def name(self) -> str:
        return self.path.name if self.path else ""

    @property
    def encoding(self) -> str:
        return self.format.encoding

    @property
    def newline(self) -> str:
        return self.format.newline


def _real(path: str | Path) -> Path:
    # os.path.realpath, unlike Path.resolve on Python 3.11, does not raise on a link loop.
    return Path(os.path.realpath(path))


def load(path: str | Path, hints: tuple[str, ...] = (), encoding: str | None = None,
         max_bytes: int = MAX_BYTES) -> tuple[str, DocumentFile]:
    """Read ``path``; returns the text (``\\n`` line ends) and its file record.

    Args:
        hints: encodings the writer used recently (they settle an unsure guess).
        encoding: read with this codec instead of detecting one.

    Raises:
        TextFileError: missing, unreadable, not a regular file, binary, too large or
            undecodable.
    """
    try:
        before = os.stat(path)  # before reading: a change during the read shows later
    except OSError:
        before = None
    data = read_bytes(path, max_bytes)  # refuses FIFOs, devices, sockets, link loops
    decoded = decode(data, hints, encoding)
    raw = decoded.text
    if decoded.bad_bytes and decoded.encoding == "utf-8":
        # Keep the broken bytes themselves (as surrogate escapes) for writing back.
        raw = data[3 if decoded.bom else 0:].decode("utf-8", "surrogateescape")
    text, original = editor_text(raw, decoded.newline)
    fmt = FileFormat(decoded.encoding, decoded.bom, decoded.newline)
    disk = DiskState.of(before, data) if before is not None else None
    info = DocumentFile(_real(path), fmt, disk, original, decoded.sure, decoded.alternatives,
                        decoded.bad_bytes)
    return text, info


def disk_status(info: DocumentFile) -> str:
    """``"same"``, ``"changed"`` (by another program) or ``"deleted"`` for ``info``'s file.

    The bytes are compared by hash whenever the file exists, so a change that kept
    size and time (or a touch that changed nothing) is judged by content.
    """
    if info.path is None or info.disk is None:
        return "same"
    try:
        now = os.stat(info.path)
    except FileNotFoundError:
        return "deleted"
    except OSError:
        return "same"  # cannot look: the save itself will report what is wrong
    try:
        data = read_bytes(info.path, max(MAX_BYTES, now.st_size))
    except TextFileError:
        return "changed"
    if hashlib.sha256(data).hexdigest() != info.disk.sha256:
        return "changed"
    if not info.disk.same_stat(now):
        info.disk = DiskState.of(now, data)  # same bytes (a touch, a copy back): fine
    return "same"


_WRITE_ERRORS = {
    errno.EACCES: "file.permission", errno.EPERM: "file.permission",
    errno.EROFS: "disk.read_only", errno.ENOSPC: "disk.full", errno.EDQUOT: "disk.quota",
    errno.ENOENT: "disk.folder_missing", errno.ENAMETOOLONG: "file.name_too_long",
    errno.EISDIR: "disk.folder_has_name", errno.ELOOP: "file.loop",
}


def os_error_key(error: OSError) -> tuple[str, dict[str, object]]:
    """The message key (and its values) that says why ``error`` happened, in any language."""
    key = _WRITE_ERRORS.get(error.errno or 0)
    if key is not None:
        return key, {}
    return "file.os_error", {"reason": error.strerror or str(error)}


def describe_os_error(error: OSError, lang: str = "en") -> str:
    """An operating-system error in a writer's words ("the disk is full")."""
    key, values = os_error_key(error)
    return messages.render(key, lang, **values)


def reason(error: BaseException, lang: str) -> str:
    """Why opening, saving or exporting failed, in ``lang``, for the writer."""
    if isinstance(error, TextFileError):
        return error.message(lang)
    if isinstance(error, SaveError) and error.key:
        return messages.render(error.key, lang, **error.values)
    if isinstance(error, OSError):
        return describe_os_error(error, lang)
    return str(error) or type(error).__name__


def is_read_only(path: Path) -> bool:
    """No write permission for anyone, or none for us (root ignores the mode: Vim's E45
    asks all the same)."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return False
    return not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) or not os.access(path, os.W_OK)


# Temporary files carry the writing process's id, so those a crash left behind can be
# told from a save in progress in another window.
_TEMP_NAME = re.compile(r"^\.(?P<name>.+)\.geo(?P<pid>\d+)-[A-Za-z0-9_]+\.tmp$")


def _temp_prefix(target: Path) -> str:
    return f".{target.name}.geo{os.getpid()}-"


def stale_temp_files(path: Path, alive) -> list[Path]:
    """Temporary files of saves of ``path`` whose process is gone (``alive(pid)`` False)."""
    found = []
    with contextlib.suppress(OSError):
        for entry in path.parent.iterdir():
            match = _TEMP_NAME.match(entry.name)
            if match and match["name"] == path.name and not alive(int(match["pid"])):
                found.append(entry)
    return sorted(found)


def _fsync_folder(folder: Path) -> None:
    with contextlib.suppress(OSError):
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def _same_owner_possible(old: os.stat_result) -> bool:
    """Whether a new file of ours can be given ``old``'s owner and group: we own it (and
    are in its group), or we are root. Otherwise a replace would change who owns a
    shared file, so the save writes in place instead (as Vim's ``backupcopy=auto``)."""
    if not hasattr(os, "geteuid"):
        return True
    uid = os.geteuid()
    if uid == 0:
        return True
    return old.st_uid == uid and (old.st_gid == os.getegid() or old.st_gid in os.getgroups())


class _MetadataNotKeptError(OSError):
    """An extended attribute of the old file could not be given to the new one."""


def _copy_xattrs(source: Path, fd: int) -> None:
    if not hasattr(os, "listxattr"):
        return
    try:
        names = os.listxattr(source)
    except OSError:
        return  # no extended attributes on this file system
    for name in names:
        try:
            os.setxattr(fd, name, os.getxattr(source, name))
        except OSError as error:
            raise _MetadataNotKeptError(error.errno, f"extended attribute {name}") from error


def _check_unchanged(target: Path, expect: DiskState | None) -> None:
    """Just before the replace: the file must still be what the save compared (a write
    by another program during the save would otherwise be replaced unseen)."""
    if expect is None:
        return
    try:
        now = os.stat(target)
    except FileNotFoundError:
        return  # deleted meanwhile: nothing of theirs to lose
    if not expect.same_stat(now):
        raise ChangedOnDiskError("another program changed the file during the save")


def write_atomic(target: Path, data: bytes, expect: DiskState | None = None) -> None:
    """Write ``data`` to ``target`` through a temporary file in the same folder.

    Either the whole new content is there afterwards or the old file is untouched.
    The old file's mode, owner and group (where allowed) and extended attributes
    are kept.

    Args:
        expect: the file as the caller last saw it; if it is no longer that file just
            before the replace, :class:`ChangedOnDiskError` is raised and nothing replaced.

    Raises:
        ChangedOnDiskError: ``expect`` given and the file changed during the write.
        SaveError: with the reason, in a writer's words.
    """
    folder = target.parent
    old = None
    with contextlib.suppress(OSError):
        old = target.stat()
    tmp_name = None
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=_temp_prefix(target), suffix=".tmp", dir=folder)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if old is not None:
                _copy_xattrs(target, handle.fileno())
            os.fsync(handle.fileno())
        if old is None:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp_name, 0o666 & ~umask)
        else:
            with contextlib.suppress(OSError):  # only root may give a file away
                os.chown(tmp_name, old.st_uid, old.st_gid)
            os.chmod(tmp_name, stat.S_IMODE(old.st_mode))  # after chown, which clears setgid
        _check_unchanged(target, expect)
        os.replace(tmp_name, target)
        tmp_name = None
        _fsync_folder(folder)
    except _MetadataNotKeptError:
        raise
    except OSError as error:
        raise SaveError.of(error) from error
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)


def write_in_place(target: Path, data: bytes, expect: DiskState | None = None) -> None:
    """Overwrite ``target`` itself (keeping its inode, so its hard links), with a backup
    copy of the old content next to it until the new content is on disk (as Vim's
    ``backupcopy=yes``). If the write fails, the old content is put back.

    Raises:
        ChangedOnDiskError: ``expect`` given and the file changed during the backup.
        SaveError: with the reason.
    """
    try:
        old = read_bytes(target, max(MAX_BYTES, target.stat().st_size))
    except (OSError, TextFileError) as error:  # a folder or device now has its name
        raise SaveError(key="disk.folder_has_name" if target.is_dir() else "file.os_error",
                        reason=str(error)) from None
    backup = None
    try:
        fd, backup = tempfile.mkstemp(prefix=_temp_prefix(target), suffix=".tmp",
                                      dir=target.parent)
        with os.fdopen(fd, "wb") as handle:
            handle.write(old)
            handle.flush()
            os.fsync(handle.fileno())
        try:
            _check_unchanged(target, expect)
        except ChangedOnDiskError:
            os.unlink(backup)
            raise
        try:
            _overwrite(target, data)
        except OSError:
            with contextlib.suppress(OSError):
                _overwrite(target, old)
            raise
        os.unlink(backup)
        backup = None
    except OSError as error:
        if backup is not None and target.read_bytes() == old:
            with contextlib.suppress(OSError):
                os.unlink(backup)
        raise SaveError.of(error) from error


def _overwrite(target: Path, data: bytes) -> None:
    fd = os.open(target, os.O_WRONLY)
    try:
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
        os.ftruncate(fd, len(data))
        os.fsync(fd)
    finally:
        os.close(fd)


def save(text: str, info: DocumentFile, path: str | Path | None = None, *,
         overwrite_changed: bool = False, overwrite_read_only: bool = False,
         to_utf8: bool = False) -> DocumentFile:
    """Write ``text`` to ``path`` (default: ``info.path``); returns the updated record.

    Args:
        overwrite_changed: replace the file even if another program changed it.
        overwrite_read_only: replace the file even if it is read-only.
        to_utf8: write UTF-8 (the writer agreed) when the file's encoding cannot hold
            a character of ``text``.

    Raises:
        ChangedOnDiskError: another program changed the file since it was read.
        ReadOnlyError: the file is read-only.
        UnencodableError: a character the file's encoding cannot hold.
        SaveError: the file was not written; the original is untouched.
    """
    target = _real(path) if path is not None else info.path
    if target is None:
        raise SaveError(key="file.no_name")
    try:
        old: os.stat_result | None = target.stat()
    except FileNotFoundError:
        old = None
    except OSError as error:  # a name too long, a loop of links
        raise SaveError.of(error) from error
    if old is not None and stat.S_ISDIR(old.st_mode):
        raise SaveError(key="disk.folder_has_name")  # put there by another program (E502)
    guarded = target == info.path and not overwrite_changed
    if guarded and disk_status(info) == "changed":
        raise ChangedOnDiskError("another program changed the file since it was opened")
    if not overwrite_read_only and is_read_only(target):
        raise ReadOnlyError("the file is read-only")
    fmt = FileFormat("utf-8", False, info.format.newline) if to_utf8 else info.format
    data, original = encode(text, fmt, info.original)
    expect = info.disk if guarded else None
    if old is not None and not stat.S_ISREG(old.st_mode):
        raise SaveError(key="file.os_error", reason="it is not a regular file")
    try:
        if old is not None and (old.st_nlink > 1 or not _same_owner_possible(old)):
            write_in_place(target, data, expect)
        else:
            try:
                write_atomic(target, data, expect)
            except _MetadataNotKeptError:
                write_in_place(target, data, expect)  # keeps every attribute, in place
        disk = DiskState.of(target.stat(), data)
    except ChangedOnDiskError:
        raise
    except OSError as error:
        raise SaveError.of(error) from error
    return replace(info, path=target, format=fmt, disk=disk, original=original, sure=True,
                   alternatives=(), bad_bytes=0)
