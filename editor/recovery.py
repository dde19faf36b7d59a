"""Autosave of unsaved work to a recovery folder, and recovery after a crash.

Each open document has an id. While it has unsaved changes its text is written
(atomically) to ``<id>.md`` in the recovery folder, with ``<id>.json`` saying
which file it belongs to and when it was written. A running app holds
``<id>.lock`` with its process id. At start-up, entries whose process is gone
are documents that a crash (or a kill) left behind: the app offers them back.
Saving the document or discarding its changes removes its entry.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from .files import SaveError, write_atomic


@dataclass(frozen=True, slots=True)
class RecoveredDocument:
    """A document left behind by an app that did not close normally."""

    id: str
    text: str
    path: str | None  # the file it belongs to; None for an untitled document
    name: str
    saved_at: float  # when the autosave was written (seconds since the epoch)


def _alive(pid: int) -> bool:
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class RecoveryStore:
    """The recovery folder. One store per process; one entry per open document."""

    def __init__(self, folder: str | Path) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)

    def new_id(self) -> str:
        doc_id = uuid.uuid4().hex
        (self.folder / f"{doc_id}.lock").write_text(str(os.getpid()), encoding="ascii")
        return doc_id

    def write(self, doc_id: str, text: str, path: Path | None, name: str) -> bool:
        """Autosave ``text``; returns False (and keeps the old copy) if it cannot be written."""
        meta = {"path": str(path) if path else None, "name": name, "saved_at": time.time(),
                "pid": os.getpid()}
        try:
            write_atomic(self.folder / f"{doc_id}.md", text.encode("utf-8"))
            write_atomic(self.folder / f"{doc_id}.json",
                         json.dumps(meta, ensure_ascii=False).encode("utf-8"))
            lock = self.folder / f"{doc_id}.lock"
            if not lock.exists():
                lock.write_text(str(os.getpid()), encoding="ascii")
        except (SaveError, OSError):
            return False
        return True

    def discard(self, doc_id: str) -> None:
        """Remove the autosaved copy (after a save, or when the writer discards changes)."""
        for suffix in (".md", ".json"):
            with contextlib.suppress(OSError):
                (self.folder / f"{doc_id}{suffix}").unlink()

    def release(self, doc_id: str) -> None:
        """The document is closed: remove its copy and its lock."""
        self.discard(doc_id)
        with contextlib.suppress(OSError):
            (self.folder / f"{doc_id}.lock").unlink()

    def orphans(self) -> list[RecoveredDocument]:
        """Autosaved documents whose app is no longer running, newest first."""
        found = []
        for meta_path in self.folder.glob("*.json"):
            doc_id = meta_path.stem
            lock = self.folder / f"{doc_id}.lock"
            try:
                pid = int(lock.read_text(encoding="ascii").strip()) if lock.exists() else 0
            except (OSError, ValueError):
                pid = 0
            if pid and pid != os.getpid() and _alive(pid):
                continue
            if pid == os.getpid():
                continue
            try:
                meta = json.loads(meta_path.read_text(encoding="utf-8"))
                text = (self.folder / f"{doc_id}.md").read_text(encoding="utf-8")
            except (OSError, ValueError):
                continue
            found.append(RecoveredDocument(doc_id, text, meta.get("path"),
                                           meta.get("name") or "", float(meta.get("saved_at",
                                                                                  0))))
        return sorted(found, key=lambda d: -d.saved_at)

    def adopt(self, doc_id: str) -> None:
        """Take over an orphaned entry (after restoring it) so it is not offered twice."""
        (self.folder / f"{doc_id}.lock").write_text(str(os.getpid()), encoding="ascii")
