"""Notice when another program changes, replaces or deletes the open file.

QFileSystemWatcher watches an inode: after any atomic replace (our own saves,
``git pull``, most editors) the path drops out of its list. So the file is
added again after every event and every save, and its folder is watched too, so
a file that was deleted and written again is seen. Events come in bursts; they
are gathered for a moment, then the file is compared with what the window last
read or wrote (:func:`scorers.textfiles.files.disk_status`, by content): our own saves and
touches that change nothing are not reported.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

from scorers import textfiles

SETTLE_MS = 150  # gather a burst of events (truncate + write + close, rename + create)


class DiskWatcher(QObject):
    """Watches one window's file.

    Args:
        document: returns the window's current :class:`scorers.textfiles.files.DocumentFile`.

    Signals:
        changed(Path): another program changed the file's content.
        deleted(Path): the file is gone.
    """

    changed = Signal(object)
    deleted = Signal(object)

    def __init__(self, document: Callable[[], textfiles.DocumentFile],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self.watcher = QFileSystemWatcher(self)
        self.watcher.fileChanged.connect(self._on_event)
        self.watcher.directoryChanged.connect(self._on_event)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self.check)
        self._reported: str | None = None  # the content hash last reported as changed
        self.paused = False  # while the window saves or asks: look afterwards
        self._stopped = False

    def watch(self) -> None:
        """Watch the current document's file (and its folder); call after open and save."""
        path = self._document().path
        wanted = [] if path is None else [str(path), str(path.parent)]
        stale = [p for p in self.watcher.files() + self.watcher.directories() if p not in wanted]
        if stale:
            self.watcher.removePaths(stale)
        self._add_missing()
        self._reported = None

    def _add_missing(self) -> None:
        path = self._document().path
        if path is None:
            return
        watched = set(self.watcher.files()) | set(self.watcher.directories())
        for candidate in (path, path.parent):
            if str(candidate) not in watched and candidate.exists():
                self.watcher.addPath(str(candidate))

    def _on_event(self, _path: str) -> None:
        if self._stopped:
            return
        self._add_missing()  # a replaced file is a new inode: watch it again
        self._settle.start()

    def check(self) -> None:
        """Compare the file with what the window knows; emit if another program changed it."""
        if self._stopped:
            return
        if self.paused:
            self._settle.start()  # look again once our own save or question is over
            return
        self._add_missing()
        info = self._document()
        if info.path is None:
            return
        status = textfiles.disk_status(info)
        if status == "same":
            self._reported = None
            return
        marker = status if status == "deleted" else self._content_marker(info.path)
        if marker == self._reported:
            return  # already told the window about this version
        self._reported = marker
        (self.deleted if status == "deleted" else self.changed).emit(info.path)

    def stop(self) -> None:
        """Watch nothing more (the window is closing)."""
        self._stopped = True
        self._settle.stop()
        watched = self.watcher.files() + self.watcher.directories()
        if watched:
            self.watcher.removePaths(watched)

    @staticmethod
    def _content_marker(path: Path) -> str:
        try:
            return hashlib.sha256(textfiles.read_bytes(path)).hexdigest()
        except textfiles.TextFileError:
            return "unreadable"
