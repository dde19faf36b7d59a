"""Index a folder of reference pages in a separate process, and again when it changes.

Reading and analysing hundreds of pages takes seconds of CPU. In a thread of
the app it would compete with typing for the Python interpreter; in its own
process it cannot. Progress and the finished index come back through a pipe,
read by a small thread that only waits; the index arrives as a few flat arrays,
which unpickle in milliseconds. A file watcher starts a refresh when pages are
added, removed or saved; unchanged pages come from the indexer's cache.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

from scorers import reference_pages

#: Wait this long after the last change on disk before indexing again.
REFRESH_DELAY_MS = 1500
#: Watch at most this many files one by one (folders are always watched).
MAX_WATCHED_FILES = 2000
#: Pages indexed at most (``scorers.reference_pages``' own limit): a larger folder is
#: indexed in its first pages, and the writer is told.
PAGE_LIMIT = 5_000
#: Paths handed to the file watcher per turn of the event loop.
_WATCH_BATCH = 200


def _walk(folder: str) -> tuple[list[str], list[str], bool]:
    """The folders and pages to watch under ``folder``, and whether it holds more pages
    than are indexed. Runs in a thread: 10,000 pages took the window 1 s (R7)."""
    root = Path(folder)
    folders = [str(root)]
    for current, dirs, _files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        folders += [os.path.join(current, d) for d in dirs]
    pages = reference_pages(root, PAGE_LIMIT + 1)
    return folders, [str(p) for p in pages[:MAX_WATCHED_FILES]], len(pages) > PAGE_LIMIT


class ReferenceIndexer(QObject):
    """Keeps the index of one reference folder up to date.

    Signals:
        progress(done, total): pages indexed so far.
        ready(ReferenceIndex): a fresh index of the folder.
        failed(str): indexing failed; the message says why.
    """

    progress = Signal(int, int)
    ready = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = ""
        self._generation = 0
        self._process: multiprocessing.process.BaseProcess | None = None
        self._watcher = QFileSystemWatcher(self)
        self._watcher.directoryChanged.connect(self._changed)
        self._watcher.fileChanged.connect(self._changed)
        self._refresh = QTimer(self)
        self._refresh.setSingleShot(True)
        self._refresh.setInterval(REFRESH_DELAY_MS)
        self._refresh.timeout.connect(self._start)
        # The walk's result is picked up by a timer of this thread: no Qt call is made
        # from the walking thread at all.
        self._walks: list[tuple[int, tuple[list[str], list[str], bool]]] = []
        self._inbox: list[tuple[int, tuple]] = []  # from the pipe's reading thread
        self._generation_done = 0  # the last generation whose indexing ended
        self._walking = threading.Event()
        self._pick_up = QTimer(self)
        self._pick_up.setInterval(50)
        self._pick_up.timeout.connect(self._picked_up)
        self._to_watch: list[str] = []
        #: Whether the folder holds more pages than :data:`PAGE_LIMIT` (then only the
        #: first ones are indexed); known once the folder has been walked.
        self.over_limit = False

    @property
    def busy(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def set_folder(self, folder: str) -> None:
        """Index ``folder`` now and whenever it changes; an empty string stops."""
        if folder == self.folder:
            return
        self.folder = folder
        self._stop()
        self._unwatch()
        if folder:
            self._start()

    def _start(self) -> None:
        self._stop()
        folder = self.folder
        if not folder:
            return
        if not Path(folder).is_dir():
            self.failed.emit(self.tr("The folder “%1” cannot be read.").replace("%1", folder))
            return
        self._generation += 1
        self._walking.set()
        threading.Thread(target=self._walk_in_thread, args=(folder, self._generation),
                         name="geo-reference-walk", daemon=True).start()
        self._pick_up.start()
        self._launch(folder)

    def _launch(self, folder: str) -> None:
        """Start the indexing process for ``folder`` and the thread that reads its pipe."""
        # Imported here, not at start-up: it brings numpy, which the window needs
        # only once a reference folder is chosen.
        from editor.scoring.serving import index_with_parent

        context = multiprocessing.get_context("spawn")
        receiver, sender = context.Pipe(duplex=False)
        process = context.Process(target=index_with_parent, args=(folder, sender, os.getpid()),
                                  daemon=True, name="geo-reference-index")
        process.start()
        sender.close()
        self._process = process
        threading.Thread(target=self._read, args=(receiver, process, self._generation),
                         name="geo-reference-pipe", daemon=True).start()

    def _read(self, receiver, process, generation: int) -> None:
        # A plain thread that only waits on the pipe. It makes no Qt call at all (a
        # signal emitted from it, 5,000 progress messages a run, corrupted the heap
        # now and then): the messages are picked up by a timer of the window's thread.
        try:
            while True:
                message = receiver.recv()
                self._inbox.append((generation, message))  # list.append is atomic
                if message[0] != "progress":
                    break
        except (EOFError, OSError):
            self._inbox.append((generation, ("stopped",)))
        finally:
            receiver.close()
            process.join(timeout=5)

    def _stop(self) -> None:
        self._generation += 1
        self._refresh.stop()
        if self._process is not None and self._process.is_alive():
            self._process.terminate()
        self._process = None

    def _walk_in_thread(self, folder: str, generation: int) -> None:
        try:
            found = _walk(folder)
        except OSError:
            found = ([], [], False)  # the folder went away: indexing says so
        self._walks.append((generation, found))  # list.append is atomic
        self._walking.clear()

    def _picked_up(self) -> None:
        while self._walks:
            generation, found = self._walks.pop(0)
            if generation == self._generation:  # not another folder, nor stopped, since
                self._add_watches(found)
        progress = None
        while self._inbox:
            generation, message = self._inbox.pop(0)
            if generation != self._generation:
                continue
            if message[0] == "progress":
                progress = message[1:]
                continue
            self._generation_done = generation
            if message[0] == "done":
                self.ready.emit(message[1])
            elif message[0] == "error":
                self.failed.emit(message[1])
            else:
                self.failed.emit(self.tr("Indexing stopped before it finished."))
        if progress is not None and self._generation_done != self._generation:
            self.progress.emit(*progress)  # the latest only: one update per tick is plenty
        if self._generation_done == self._generation and not self._walks \
                and not self._walking.is_set():
            self._pick_up.stop()

    def _add_watches(self, found: tuple[list[str], list[str], bool]) -> None:
        folders, files, self.over_limit = found
        self._unwatch()
        self._to_watch = folders + files
        self._watch_some()

    def _watch_some(self) -> None:
        # A few hundred at a time: adding 2,000 watches at once is a stall of its own.
        batch, self._to_watch = self._to_watch[:_WATCH_BATCH], self._to_watch[_WATCH_BATCH:]
        if batch:
            self._watcher.addPaths(batch)
        if self._to_watch:
            QTimer.singleShot(0, self._watch_some)

    def _unwatch(self) -> None:
        self._to_watch = []
        watched = self._watcher.directories() + self._watcher.files()
        if watched:
            self._watcher.removePaths(watched)

    def _changed(self, _path: str) -> None:
        self._refresh.start()

    def shutdown(self) -> None:
        self._pick_up.stop()
        self._stop()
        self._unwatch()
