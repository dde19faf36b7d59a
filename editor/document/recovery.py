"""Autosave of unsaved work to a recovery folder, and recovery after a crash.

Each open document has an id. While it has unsaved changes its text is written
(atomically) to ``<id>.md`` in the recovery folder, with ``<id>.json`` saying
which file it belongs to and when it was written. A running app holds
``<id>.lock`` with its process id and start time. At start-up, entries whose
process is gone are documents that a crash (or a kill) left behind: the app
offers them back, then removes them. Saving the document or discarding its
changes removes its entry.

A full or read-only disk never stops the app: the store falls back to another
writable folder (in the temporary folder, private to the user) and says where
it could not write; when no folder takes the copy, :meth:`RecoveryStore.write`
says why, and the window shows that autosave is failing until it works again.

Writes may come from a worker thread: a lock serialises them with discards, and
a copy that was discarded while its write was queued is not written afterwards.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from scorers import messages, textfiles

# A recovery copy is written as a save is: whole or not at all (a name of its own,
# so a test can fill the disk for the recovery folder alone).
write_atomic = textfiles.write_atomic

__all__ = ["Problem", "RecoveredDocument", "RecoveryStore", "WriteResult", "fallback_folders",
           "process_alive"]


@dataclass(frozen=True, slots=True)
class RecoveredDocument:
    """A document left behind by an app that did not close normally."""

    id: str
    text: str
    path: str | None  # the file it belongs to; None for an untitled document
    name: str
    saved_at: float  # when the autosave was written (seconds since the epoch)
    folder: Path | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class Problem:
    """Why a recovery folder could not be used. Kept as a message key of
    :mod:`scorers.textfiles.file_texts`, not as text: the store is made before the window knows
    its language, and the window says it in the writer's language."""

    folder: Path
    key: str
    values: tuple[tuple[str, object], ...] = ()

    def text(self, lang: str = "en") -> str:
        """"<folder>: <why>" in ``lang``."""
        return f"{self.folder}: {messages.render(self.key, lang, **dict(self.values))}"


@dataclass(frozen=True, slots=True)
class WriteResult:
    """How an autosave went: ``ok``, the folder it went to, and what failed on the way."""

    ok: bool
    folder: Path | None = None
    problems: tuple[Problem, ...] = ()


def _start_time(pid: int) -> str:
    """When process ``pid`` started (Linux clock ticks), or '' where unknown: a process id
    alone is reused after a reboot, and a stale lock would then look alive."""
    try:
        stat_line = Path(f"/proc/{pid}/stat").read_text(encoding="ascii")
    except (OSError, ValueError):
        return ""
    fields = stat_line[stat_line.rfind(")") + 2:].split()
    return fields[19] if len(fields) > 19 else ""


def process_alive(pid: int, started: str = "") -> bool:
    """Whether process ``pid`` runs (and, when ``started`` is known, is the same process)."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass
    now = _start_time(pid)
    return not (started and now and now != started)


def _lock_text() -> str:
    return f"{os.getpid()} {_start_time(os.getpid())}".strip()


def _lock_owner(lock: Path) -> tuple[int, str]:
    try:
        parts = lock.read_text(encoding="ascii").split()
        return int(parts[0]), parts[1] if len(parts) > 1 else ""
    except (OSError, ValueError, IndexError):
        return 0, ""


def fallback_folders() -> list[Path]:
    """Where autosave goes when the usual folder cannot be written: a folder of this
    user's own in the temporary folder."""
    uid = os.getuid() if hasattr(os, "getuid") else 0
    return [Path(tempfile.gettempdir()) / f"geo-writer-{uid}" / "recovery"]


def _usable(folder: Path) -> Problem | None:
    """Create ``folder`` if needed; None when it is a private, writable folder, else why not."""
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        if folder.is_symlink() or (hasattr(os, "getuid") and folder.stat().st_uid != os.getuid()):
            return Problem(folder, "recovery.not_ours")
    except OSError as error:
        return _why(folder, error)
    return None


def _why(folder: Path, error: OSError | textfiles.SaveError) -> Problem:
    if isinstance(error, textfiles.SaveError):
        if error.key:
            return Problem(folder, error.key, tuple(error.values.items()))
        return Problem(folder, "file.os_error", (("reason", str(error)),))
    key, values = textfiles.os_error_key(error)
    return Problem(folder, key, tuple(values.items()))


_TEMP = re.compile(r"^\.(?P<id>[0-9a-f]{32})\.(?:md|json)\.geo(?P<pid>\d+)-\w+\.tmp$")


class RecoveryStore:
    """The recovery folder (and its fallbacks). One store per process; one entry per
    open document. Never raises: what could not be written is reported instead.

    Args:
        folder: the usual recovery folder.
        fallbacks: folders to use when ``folder`` cannot be written, in order.
    """

    def __init__(self, folder: str | Path, fallbacks: list[Path] | tuple[Path, ...] = ()) -> None:
        self.folders = [Path(folder), *[Path(f) for f in fallbacks if Path(f) != Path(folder)]]
        self.problems: dict[Path, Problem] = {}
        self._lock = threading.RLock()
        self._versions: dict[str, int] = {}
        self._written_in: dict[str, Path] = {}
        self.folder = self._first_usable() or self.folders[0]

    def _first_usable(self) -> Path | None:
        for folder in self.folders:
            problem = _usable(folder)
            if problem is None:
                self.problems.pop(folder, None)
                return folder
            self.problems[folder] = problem
        return None

    # Ids and locks -----------------------------------------------------------------
    def new_id(self) -> str:
        """A new document id; its lock is written where possible (never raises)."""
        doc_id = uuid.uuid4().hex
        self._write_lock(doc_id, self.folder)
        return doc_id

    def _write_lock(self, doc_id: str, folder: Path) -> bool:
        try:
            (folder / f"{doc_id}.lock").write_text(_lock_text(), encoding="ascii")
        except OSError as error:
            self.problems[folder] = _why(folder, error)
            return False
        return True

    def version(self, doc_id: str) -> int:
        """Changes whenever the copy of ``doc_id`` is discarded (see :meth:`write`)."""
        return self._versions.get(doc_id, 0)

    # Writing ----------------------------------------------------------------------
    def write(self, doc_id: str, text: str, path: Path | None, name: str,
              version: int | None = None) -> WriteResult:
        """Autosave ``text``: in the usual folder, else in the first fallback that takes it.

        Args:
            version: :meth:`version` when the text was taken; if the copy was discarded
                since (the document was saved meanwhile), nothing is written.
        """
        meta = {"path": str(path) if path else None, "name": name, "saved_at": time.time(),
                "pid": os.getpid()}
        problems: list[Problem] = []
        with self._lock:
            if version is not None and version != self.version(doc_id):
                return WriteResult(True, self._written_in.get(doc_id))
            for folder in self.folders:
                problem = _usable(folder)
                if problem is None:
                    problem = self._write_entry(folder, doc_id, text, meta)
                if problem is None:
                    self.problems.pop(folder, None)
                    self._moved(doc_id, folder)
                    return WriteResult(True, folder, tuple(problems))
                self.problems[folder] = problem
                problems.append(problem)
        return WriteResult(False, None, tuple(problems))

    def _write_entry(self, folder: Path, doc_id: str, text: str, meta: dict) -> Problem | None:
        try:
            write_atomic(folder / f"{doc_id}.md", text.encode("utf-8", "surrogatepass"))
            write_atomic(folder / f"{doc_id}.json",
                         json.dumps(meta, ensure_ascii=False).encode("utf-8"))
            lock = folder / f"{doc_id}.lock"
            if not lock.exists():
                lock.write_text(_lock_text(), encoding="ascii")
        except (textfiles.SaveError, OSError) as error:
            return _why(folder, error)
        return None

    def _moved(self, doc_id: str, folder: Path) -> None:
        previous = self._written_in.get(doc_id)
        self._written_in[doc_id] = folder
        if previous is not None and previous != folder:
            self._remove(previous, doc_id, (".md", ".json", ".lock"))

    @staticmethod
    def _remove(folder: Path, doc_id: str, suffixes: tuple[str, ...]) -> None:
        for suffix in suffixes:
            with contextlib.suppress(OSError):
                (folder / f"{doc_id}{suffix}").unlink()

    def discard(self, doc_id: str) -> None:
        """Remove the autosaved copy (after a save, or when the writer discards changes)."""
        with self._lock:
            self._versions[doc_id] = self.version(doc_id) + 1
            for folder in self.folders:
                self._remove(folder, doc_id, (".md", ".json"))

    def release(self, doc_id: str) -> None:
        """The document is closed: remove its copy and its lock."""
        with self._lock:
            self.discard(doc_id)
            for folder in self.folders:
                self._remove(folder, doc_id, (".lock",))
                self._remove_temps(folder, doc_id)
            self._written_in.pop(doc_id, None)

    def adopt(self, doc_id: str) -> None:
        """Take over an orphaned entry (after restoring it) so it is not offered twice."""
        with self._lock:
            for folder in self.folders:
                if (folder / f"{doc_id}.md").exists():
                    self._written_in[doc_id] = folder
                    self._write_lock(doc_id, folder)
                    return
            self._write_lock(doc_id, self.folder)

    # After a crash ---------------------------------------------------------------------
    def _owner_gone(self, folder: Path, doc_id: str) -> bool:
        pid, started = _lock_owner(folder / f"{doc_id}.lock")
        if pid == os.getpid():
            return False
        return not (pid and process_alive(pid, started))

    def orphans(self) -> list[RecoveredDocument]:
        """Autosaved documents whose app is no longer running, newest first (in every folder)."""
        found = []
        for folder in self.folders:
            with contextlib.suppress(OSError):
                for meta_path in folder.glob("*.json"):
                    doc_id = meta_path.stem
                    if not self._owner_gone(folder, doc_id):
                        continue
                    try:
                        meta = json.loads(meta_path.read_text(encoding="utf-8"))
                        text = (folder / f"{doc_id}.md").read_text(encoding="utf-8",
                                                                   errors="surrogateescape")
                    except (OSError, ValueError):
                        continue
                    found.append(RecoveredDocument(
                        doc_id, text, meta.get("path"), meta.get("name") or "",
                        float(meta.get("saved_at", 0)), folder))
        return sorted(found, key=lambda d: -d.saved_at)

    def clean_up(self) -> list[Path]:
        """Remove what crashed apps left besides their copies: locks without a copy and
        half-written temporary files. Call after the orphans were offered. Returns the
        removed files."""
        removed: list[Path] = []
        for folder in self.folders:
            try:
                entries = list(folder.iterdir())
            except OSError:
                continue
            names = {entry.name for entry in entries}
            for entry in entries:
                match = _TEMP.match(entry.name)
                stale = bool(match) and not process_alive(int(match["pid"])) if match else (
                    entry.suffix in (".lock", ".md") and f"{entry.stem}.json" not in names
                    and self._owner_gone(folder, entry.stem))
                if stale:
                    with contextlib.suppress(OSError):
                        entry.unlink()
                        removed.append(entry)
        return removed

    @staticmethod
    def _remove_temps(folder: Path, doc_id: str) -> None:
        with contextlib.suppress(OSError):
            for entry in folder.glob(f".{doc_id}.*.tmp"):
                with contextlib.suppress(OSError):
                    entry.unlink()
