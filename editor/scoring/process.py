"""The scoring process: spaCy is imported while the window is being built.

Before the first score, spaCy must be imported (~0.3 s here, without its
command-line interface) and the pipelines the text needs built (~0.1 s for
English, ~0.2 s for Chinese with jieba's dictionary). That is all Python work:
on a worker thread it would hold the GIL against the thread that builds and
paints the window, and on this project's 2-core machine both would finish late.
So the app forks this process first thing, before it imports Qt; the process
imports spaCy on the other core while the window appears, scores the first job
the window sends (building only the pipelines and patterns that job uses), and
prepares the rest — the pipelines for the document's languages, the checks'
compiled patterns — a step at a time whenever no job waits. It then scores
every job the window's scoring worker sends it (the engine's per-block cache
lives here). The window process never imports spaCy or jieba, and a full
garbage collection in here cannot stall typing.

Jobs and reports cross a pipe, pickled (~2 ms each way for a 20,000-word
article). When the process cannot be started (or dies), scoring falls back to
an engine in the scoring worker thread: slower to start, same reports.
``GEO_WRITER_SCORING_PROCESS=0`` turns the process off.

This module imports nothing heavy at the top: it runs before Qt is loaded.
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import gc
import itertools
import multiprocessing
import os
import signal
import sys
import threading
import traceback
from collections.abc import Callable, Iterator
from typing import Any

#: Bytes of the document read to tell which language pipelines to load first.
_SAMPLE_BYTES = 65_536

#: Seconds the window waits for one report before it gives the process up as hung
#: (stopped, or stuck on a file system that does not answer), ends it and scores in
#: its own process. The longest real job — the engine's 2,000,000-character limit, or
#: loading the pipelines on a busy machine — takes a few seconds.
REPLY_TIMEOUT = 30.0

#: How often a waiting request looks whether the app is closing or the process died.
_POLL_SECONDS = 0.25


class ScoringProcessGoneError(Exception):
    """The scoring process exited or its pipe broke."""


class RemoteScoringError(Exception):
    """The engine raised in the scoring process; ``str(error)`` says what it raised."""


def languages_of(document: str | os.PathLike[str] | None) -> tuple[str, ...]:
    """The pipelines a document will need, judged from its first 64 KB, its own
    language first.

    English is always loaded (it is cheap, and Chinese articles hold English
    blocks such as tables of figures); Chinese, first, when the start of the file
    has any Chinese character. A wrong guess only moves loading to the first score.
    """
    if document is None:
        return ("en",)
    from scorers import textfiles

    try:
        # Regular files only, opened without blocking: a FIFO would wait for a writer,
        # and this process would never start serving.
        text = textfiles.sample_text(document, _SAMPLE_BYTES)
    except textfiles.TextFileError:
        return ("en",)
    from scorers import CJK_CHAR

    return ("zh", "en") if CJK_CHAR.search(text) else ("en",)


#: Niceness of the thread that imports spaCy (~0.4 s, while the window is being
#: built). When another program keeps a core busy, it leaves more of the CPU to the
#: window, which then shows first (measured with one busy core: first paint in
#: 0.36 s instead of 0.44); on an idle machine it runs on the other core at full
#: speed. Not more: at 10, two busy programs starved the import for seconds.
IMPORT_NICENESS = 3


def _import_libraries() -> None:
    if sys.platform.startswith("linux"):
        # On Linux a thread has its own niceness: the pipelines, built on the main
        # thread afterwards, and the jobs keep the normal priority.
        with contextlib.suppress(OSError):
            os.nice(IMPORT_NICENESS)
    # A library that fails to import here fails again in the first job, which then
    # reports why.
    with contextlib.suppress(Exception):
        from scorers import import_spacy

        import_spacy()  # without its command-line interface
        from editor.scoring import jobs as scoring_jobs  # noqa: F401


def _end_with_parent(parent: int) -> None:
    """On Linux, have the kernel end this process when the window's process dies.

    The closed pipe tells a waiting process the same, but not one that is busy or
    stopped; this also covers a ``kill -9`` of the app in the middle of a job.
    """
    if not sys.platform.startswith("linux"):
        return
    with contextlib.suppress(Exception):
        import ctypes

        pr_set_pdeathsig = 1
        ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, signal.SIGKILL)
    if os.getppid() != parent:  # the parent died before the request was made
        os._exit(0)


def _serve(conn: Any, parent_end: Any, document: str | None,
           languages: tuple[str, ...] | None, parent: int) -> None:
    """The process's main loop: import spaCy, then answer jobs until the pipe closes."""
    if parent_end is not None:
        # A forked child holds a copy of the window's end: close it, or the pipe
        # would never report the window's exit.
        parent_end.close()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is for the window
    _end_with_parent(parent)
    # numpy's OpenBLAS starts a thread per core as it is imported (~40 ms of the
    # ~90 ms numpy takes here); nothing in here multiplies matrices.
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    # Importing spaCy creates objects by the hundred thousand and almost no garbage:
    # collecting while it runs only costs time (~70 ms of ~700).
    gc.disable()
    importer = threading.Thread(target=_import_libraries, name="geo-import")
    importer.start()
    importer.join()
    from scorers import warm_up_steps

    # Everything imported lives as long as the process: leave it out of every later
    # garbage collection (saves ~45 ms on the first score of a long article).
    gc.freeze()
    gc.enable()
    answer_jobs(conn, warm_up_steps(languages or languages_of(document)))


def answer_jobs(conn: Any, preparing: Iterator[Any] | None = None) -> None:
    """Score the jobs that come through ``conn`` until it closes; between jobs, take the
    ``preparing`` steps one at a time.

    The steps build the pipelines the document will need and compile the checks'
    patterns. They run only while no job waits: by the time spaCy is imported the
    window has usually sent the first job, which then builds just what it uses (a
    Chinese article without English prose never waits for the English pipeline, and
    a first score compiles only the patterns its text calls for); the rest follows.
    """
    from editor.scoring.jobs import EngineHolder

    holders: dict[int, EngineHolder] = {}
    references: dict[int, Any] = {}  # each window's reference index, sent once
    while True:
        if preparing is not None and not _job_waiting(conn):
            preparing = _prepare_next(preparing)
            continue
        try:
            message = conn.recv()
        except (EOFError, OSError):
            break
        if message is None:
            break
        client, job, same_reference = message
        if job is None:
            holders.pop(client, None)
            references.pop(client, None)
            continue
        if same_reference:
            job = dataclasses.replace(job, reference=references.get(client))
        else:
            references[client] = job.reference
        try:
            report, stats = holders.setdefault(client, EngineHolder()).score(job)
            reply: tuple[Any, ...] = ("ok", report, stats)
        except Exception as error:
            reply = ("error", "".join(traceback.format_exception_only(type(error), error))
                     .strip())
        try:
            conn.send(reply)
        except OSError:
            break
    conn.close()


def _job_waiting(conn: Any) -> bool:
    """Whether a message (or the pipe's end) waits to be read."""
    try:
        return conn.poll(0)
    except (EOFError, OSError):
        return True  # recv() reports it


def _prepare_next(steps: Iterator[Any]) -> Iterator[Any] | None:
    """One step of the preparation; None when it is done (or failed: the job that
    needs what could not be loaded loads it again and reports why)."""
    try:
        next(steps)
    except Exception:
        return None
    return steps


class ScoringProcess:
    """A child process that scores for every window of the app.

    Args:
        document: the file the window opens first; the process reads its start to
            choose the pipelines to load (see :func:`languages_of`).
        languages: load these pipelines instead.
        method: multiprocessing start method; ``fork`` on Linux (the child then
            starts in a few milliseconds), else ``spawn``.
    """

    def __init__(self, document: str | os.PathLike[str] | None = None,
                 languages: tuple[str, ...] | None = None, method: str | None = None) -> None:
        if method is None:
            # Forking before any thread or Qt exists is safe and starts in milliseconds;
            # elsewhere (macOS, Windows) the platform's default start method is safer.
            method = "fork" if sys.platform.startswith("linux") else "spawn"
        context = multiprocessing.get_context(method)
        self._conn, child_end = context.Pipe()
        self._process = context.Process(
            target=_serve, name="geo-scoring",
            args=(child_end, self._conn if method == "fork" else None,
                  None if document is None else os.fspath(document),
                  None if languages is None else tuple(languages), os.getpid()),
            daemon=True)
        self._process.start()
        child_end.close()
        self._lock = threading.Lock()
        self._clients = itertools.count(1)
        self._gone = False
        self._closing = threading.Event()
        self._forgotten: list[int] = []  # clients to drop, sent before the next job
        #: Seconds to wait for one report (see :data:`REPLY_TIMEOUT`).
        self.reply_timeout = REPLY_TIMEOUT

    @property
    def pid(self) -> int | None:
        return self._process.pid

    @property
    def closing(self) -> bool:
        """Whether :meth:`close` was called (the app is exiting)."""
        return self._closing.is_set()

    @property
    def alive(self) -> bool:
        return not self._gone and self._process.is_alive()

    def request(self, client: int, job: Any, same_reference: bool = False) -> tuple[Any, Any]:
        """Score ``job`` for ``client`` and return ``(report, stats)``; blocks until done.

        ``same_reference``: the job's reference index is the one ``client`` sent last
        (the job carries None instead: an index of a folder of pages can be megabytes).

        Raises:
            ScoringProcessGoneError: the process is not there any more.
            RemoteScoringError: the engine raised.
        """
        with self._lock:
            if self._gone:
                raise ScoringProcessGoneError
            # A process that does not answer in time is ended: the send or receive
            # this thread is blocked in then fails, and the window scores by itself.
            watchdog = threading.Timer(self.reply_timeout, self._kill)
            watchdog.daemon = True
            watchdog.start()
            try:
                while self._forgotten:
                    self._conn.send((self._forgotten.pop(), None, False))
                self._conn.send((client, job, same_reference))
                while not self._conn.poll(_POLL_SECONDS):
                    if self._closing.is_set() or not self._process.is_alive():
                        raise EOFError
                reply = self._conn.recv()
            except (EOFError, OSError) as error:
                self._give_up()
                raise ScoringProcessGoneError from error
            finally:
                watchdog.cancel()
        if reply[0] == "error":
            raise RemoteScoringError(reply[1])
        return reply[1], reply[2]

    def forget(self, client: int) -> None:
        """Drop ``client``'s engine and cache in the process.

        Never waits for a job in progress (a window closing must not hang on a busy
        or stopped process): the request is then sent before the next job.
        """
        if not self._lock.acquire(timeout=0.1):
            self._forgotten.append(client)
            return
        try:
            if not self._gone:
                self._conn.send((client, None, False))
        except OSError:
            self._give_up()
        finally:
            self._lock.release()

    def scorer(self) -> RemoteScorer:
        """A scoring function for one window's worker thread, with an engine of its own."""
        return RemoteScorer(self, next(self._clients))

    def close(self, timeout: float = 2.0) -> None:
        """Ask the process to exit and wait for it; end it if it does not.

        A job still in progress is abandoned (its window is closing), so this returns
        within about ``timeout`` seconds even when the process is stopped or hung.
        """
        self._closing.set()
        if not self._lock.acquire(timeout=0.1):
            # A request is waiting: it sees the closing flag within a poll interval,
            # unless it is blocked writing a job to a process that does not read.
            self._kill()
            self._lock.acquire()
        try:
            if not self._gone:
                with contextlib.suppress(OSError):
                    self._conn.send(None)
                self._gone = True
            self._conn.close()
        finally:
            self._lock.release()
        self._process.join(timeout)
        if self._process.is_alive():
            self._kill()
            self._process.join(timeout)

    def _kill(self) -> None:
        with contextlib.suppress(Exception):
            self._process.kill()  # SIGKILL: also ends a stopped process

    def _give_up(self) -> None:
        """The process died or stopped answering: end it and collect its exit status."""
        self._gone = True
        if self._process.is_alive():
            self._kill()
        # Joining reaps it at once (no zombie left until the next child process starts).
        self._process.join(1.0)


class RemoteScorer:
    """``ScoreJob -> ScoreResult`` through the scoring process; in this thread if it is gone."""

    def __init__(self, process: ScoringProcess, client: int) -> None:
        self._process = process
        self._client = client
        self._local: Callable[[Any], Any] | None = None
        self._sent_reference: Any = None  # what the process holds for this window

    @property
    def remote(self) -> bool:
        """Whether jobs still go to the scoring process."""
        return self._local is None

    def __call__(self, job: Any) -> Any:
        from editor.scoring.jobs import EngineHolder, ScoreResult

        if self._local is None:
            reference = job.reference
            same = reference is self._sent_reference
            try:
                report, stats = self._process.request(
                    self._client, dataclasses.replace(job, reference=None) if same else job,
                    same)
                self._sent_reference = reference
                return ScoreResult(report, stats, job.text)
            except RemoteScoringError:
                self._sent_reference = reference  # the process stored it before it failed
                raise
            except ScoringProcessGoneError:
                if self._process.closing:
                    raise  # the app is exiting: no engine of our own to load now
                self._local = EngineHolder()
        return self._local(job)

    def close(self) -> None:
        if self._local is None:
            self._process.forget(self._client)


_shared: ScoringProcess | None = None


def start(document: str | os.PathLike[str] | None = None) -> ScoringProcess | None:
    """Start the app's scoring process (once), loading what ``document`` needs.

    Call it before Qt is imported. Returns None when the process is turned off
    (``GEO_WRITER_SCORING_PROCESS=0``) or cannot be started.
    """
    global _shared
    if _shared is None and os.environ.get("GEO_WRITER_SCORING_PROCESS", "1") != "0":
        try:
            _shared = ScoringProcess(document)
        except (OSError, ValueError):
            return None
        atexit.register(stop)
    return _shared


def shared() -> ScoringProcess | None:
    """The process :func:`start` started, if any (and still running)."""
    return _shared


def stop() -> None:
    """End the app's scoring process."""
    global _shared
    if _shared is not None:
        _shared.close()
        _shared = None


