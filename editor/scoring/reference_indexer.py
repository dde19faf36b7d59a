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
import threading
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

from scorers import reference_pages

#: Wait this long after the last change on disk before indexing again.
REFRESH_DELAY_MS = 1500
#: Watch at most this many files one by one (folders are always watched).
MAX_WATCHED_FILES = 2000


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
        self._watch(folder)
        self._generation += 1
        # Imported here, not at start-up: it brings numpy, which the window needs
        # only once a reference folder is chosen.
        from scorers import index_reference_to_pipe

        context = multiprocessing.get_context("spawn")
        receiver, sender = context.Pipe(duplex=False)
        process = context.Process(target=index_reference_to_pipe, args=(folder, sender),
                                  daemon=True, name="geo-reference-index")
        process.start()
        sender.close()
        self._process = process
        threading.Thread(target=self._read, args=(receiver, process, self._generation),
                         name="geo-reference-pipe", daemon=True).start()

    def _read(self, receiver, process, generation: int) -> None:
        # Runs in a plain thread that only waits on the pipe; signals cross to the UI thread.
        try:
            while True:
                message = receiver.recv()
                if generation != self._generation:
                    break
                if message[0] == "progress":
                    self.progress.emit(message[1], message[2])
                elif message[0] == "done":
                    self.ready.emit(message[1])
                    break
                else:
                    self.failed.emit(message[1])
                    break
        except (EOFError, OSError):
            if generation == self._generation:
                self.failed.emit(self.tr("Indexing stopped before it finished."))
        finally:
            receiver.close()
            process.join(timeout=5)

    def _stop(self) -> None:
        self._generation += 1
        self._refresh.stop()
        if self._process is not None and self._process.is_alive():
            self._process.terminate()
        self._process = None

    def _watch(self, folder: str) -> None:
        self._unwatch()
        root = Path(folder)
        folders = [str(root)] + [str(p) for p in root.rglob("*")
                                 if p.is_dir() and not any(part.startswith(".") for part in
                                                           p.relative_to(root).parts)]
        files = [str(p) for p in reference_pages(root, MAX_WATCHED_FILES)]
        self._watcher.addPaths(folders + files)

    def _unwatch(self) -> None:
        watched = self._watcher.directories() + self._watcher.files()
        if watched:
            self._watcher.removePaths(watched)

    def _changed(self, _path: str) -> None:
        self._refresh.start()

    def shutdown(self) -> None:
        self._stop()
        self._unwatch()
