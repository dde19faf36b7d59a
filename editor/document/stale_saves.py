"""Temporary files that a crash during a save left next to a document.

A save writes the whole new text to a hidden temporary file and then renames it
over the document; a kill in between leaves the temporary file behind (the
review found 82 after 200 kills, up to 8 MB each). When the document is opened
again — or, for the recent files, when the app starts — each one whose process is
gone is looked at: if it holds text that is in neither the file nor the window,
the writer is offered that text back; then it is removed.
"""

from __future__ import annotations

import contextlib
import time
import uuid
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from editor.document.recovery import RecoveredDocument, process_alive
from scorers import textfiles

if TYPE_CHECKING:
    from editor.document.disk_dialogs import DiskQuestions
    from editor.text.text_editor import MarkdownEditor


def _text_of(path: Path, hints: tuple[str, ...]) -> str | None:
    try:
        decoded = textfiles.decode(textfiles.read_bytes(path), hints)
    except textfiles.TextFileError:
        return None
    return textfiles.editor_text(decoded.text, decoded.newline)[0]


def interrupted_saves(paths: Iterable[str | Path], hints: tuple[str, ...] = (),
                      ) -> tuple[list[RecoveredDocument], list[Path]]:
    """What interrupted saves of ``paths`` (the recent files, at start-up) left: the
    versions found only there, as documents to offer back, and every temporary file
    to remove once they were offered."""
    found: list[RecoveredDocument] = []
    stale_files: list[Path] = []
    for name in paths:
        path = Path(name)
        stale = textfiles.stale_temp_files(path, lambda pid: process_alive(pid))
        if not stale:
            continue
        stale_files.extend(stale)
        known = {_text_of(path, hints)}
        for temp in stale:
            text = _text_of(temp, hints)
            if text and text not in known:
                known.add(text)
                found.append(RecoveredDocument(uuid.uuid4().hex, text, str(path), path.name,
                                               _mtime(temp)))
    return found, stale_files


def remove(temps: Iterable[Path]) -> None:
    for temp in temps:
        with contextlib.suppress(OSError):
            temp.unlink()


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def offer_interrupted_saves(path: Path, editor: MarkdownEditor, questions: DiskQuestions,
                            hints: tuple[str, ...], copy_now: Callable[[], object],
                            also_known: Iterable[str] = ()) -> int:
    """Offer back, then remove, what interrupted saves of ``path`` left; returns how many
    temporary files were removed. A version the writer takes goes into ``editor``,
    unsaved, and ``copy_now`` copies it for recovery. ``hints``: encodings to try;
    ``also_known``: texts the writer already has back (a recovered copy), which need
    no offer."""
    stale = textfiles.stale_temp_files(path, lambda pid: process_alive(pid))
    if not stale:
        return 0
    known = {editor.text(), *also_known}
    for temp in sorted(stale, key=_mtime):
        text = _text_of(temp, hints)
        if text and text not in known:
            known.add(text)
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(_mtime(temp)))
            if questions.restore_interrupted_save(path.name, when):
                editor.set_text(text)
                editor.document().setModified(True)
                copy_now()
    remove(stale)
    return len(stale)
