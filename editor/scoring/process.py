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
import itertools
import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from editor.scoring import serving

#: Seconds the window waits for one report before it gives the process up as hung
#: even though it still shows signs of life (a job stuck in a loop). The longest real
#: job — the engine's 2,000,000-character limit — takes a few seconds.
REPLY_TIMEOUT = 30.0
#: The same for the process's first job, which also waits for spaCy to be imported:
#: 77 s were measured on a machine loaded 25 deep (issue 24, R6).
FIRST_REPLY_TIMEOUT = 240.0
#: The process beats every :data:`serving.HEARTBEAT_SECONDS` (a thread of its own, so a
#: long job beats too), and is given up as stopped or hung when no beat came for this
#: long: the window says so, and scores on, within 5 s of the stop (R6), however long a
#: job may take.
SILENCE_TIMEOUT = 3.5

#: How often a waiting request looks whether the app is closing or the process died.
_POLL_SECONDS = 0.25


class ScoringProcessGoneError(Exception):
    """The scoring process exited or its pipe broke."""


class RemoteScoringError(Exception):
    """The engine raised in the scoring process; ``str(error)`` says what it raised."""


class ScoringProcess:
    """A child process that scores for every window of the app.

    Args:
        document: the file the window opens first; the process reads its start to
            choose the pipelines to load (see :func:`serving.languages_of`).
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
        # CLOCK_MONOTONIC is the same clock in both processes (Linux, macOS).
        self._heartbeat = context.Value("d", time.monotonic(), lock=False)
        self._process = context.Process(
            target=serving.serve, name="geo-scoring",
            args=(child_end, self._conn if method == "fork" else None,
                  None if document is None else os.fspath(document),
                  None if languages is None else tuple(languages), os.getpid(),
                  self._heartbeat),
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
        #: Seconds without a heartbeat before the process is given up (see
        #: :data:`SILENCE_TIMEOUT`).
        self.silence_timeout = SILENCE_TIMEOUT
        self._answered = False  # the first reply also waits for spaCy's import
        #: Why the process was given up ("stopped answering", "ended"), once it was.
        self.gone_reason: str | None = None

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

    def silent_for(self) -> float:
        """Seconds since the process last showed it was alive."""
        return time.monotonic() - self._heartbeat.value

    def _watch(self, done: threading.Event) -> None:
        # While a request waits: end the process once it stops beating (stopped, or
        # frozen) or the reply is overdue. The request blocked on the pipe then fails.
        limit = self.reply_timeout if self._answered else \
            max(self.reply_timeout, FIRST_REPLY_TIMEOUT)
        started = time.monotonic()
        while not done.wait(_POLL_SECONDS):
            if self.silent_for() > self.silence_timeout:
                self.gone_reason = "stopped answering"
            elif time.monotonic() - started > limit:
                self.gone_reason = "took too long"
            else:
                continue
            self._kill()
            return

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
            # A process that stops beating, or does not answer in time, is ended: the
            # send or receive this thread is blocked in then fails, and the window
            # scores by itself.
            done = threading.Event()
            threading.Thread(target=self._watch, args=(done,), name="geo-scoring-watch",
                             daemon=True).start()
            try:
                while self._forgotten:
                    self._conn.send((self._forgotten.pop(), None, False))
                self._conn.send((client, job, same_reference))
                while not self._conn.poll(_POLL_SECONDS):
                    if self._closing.is_set() or not self._process.is_alive():
                        raise EOFError
                reply = self._conn.recv()
                self._answered = True
            except (EOFError, OSError) as error:
                self.gone_reason = self.gone_reason or "ended"
                self._give_up()
                raise ScoringProcessGoneError(self.gone_reason) from error
            finally:
                done.set()
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

    def new_client(self) -> int:
        return next(self._clients)

    def scorer(self) -> RemoteScorer:
        """A scoring function for one window's worker thread, with an engine of its own."""
        return RemoteScorer(self, self.new_client())

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
    """``ScoreJob -> ScoreResult`` through the scoring process. When the process dies or
    stops answering, a new one is started (at most :data:`MAX_RESTARTS` times in the
    app's life) and the job goes to it; failing that, jobs are scored in this thread.

    ``on_gone(reason, restarted)`` is called (from the scoring thread) when that happens,
    so the window can say so.
    """

    def __init__(self, process: ScoringProcess, client: int) -> None:
        self._process = process
        self._client = client
        self._local: Callable[[Any], Any] | None = None
        self._sent_reference: Any = None  # what the process holds for this window
        self.on_gone: Callable[[str, bool], None] | None = None

    @property
    def remote(self) -> bool:
        """Whether jobs still go to the scoring process."""
        return self._local is None

    def __call__(self, job: Any) -> Any:
        from editor.scoring.jobs import EngineHolder, ScoreResult

        while self._local is None:
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
            except ScoringProcessGoneError as error:
                if self._process.closing:
                    raise  # the app is exiting: no engine of our own to load now
                replacement = replace_shared(self._process)
                if replacement is None:
                    self._local = EngineHolder()
                else:
                    self._process, self._client = replacement, replacement.new_client()
                    self._sent_reference = None
                if self.on_gone is not None:
                    self.on_gone(str(error) or "ended", replacement is not None)
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


#: Scoring processes started again after one died or hung, in the app's life; after
#: that many the windows score in their own process (something keeps killing it).
MAX_RESTARTS = 3
_restarts = 0
_retired: list[ScoringProcess] = []  # the processes replaced so far
_restart_lock = threading.Lock()


def replace_shared(gone: ScoringProcess) -> ScoringProcess | None:
    """A new scoring process in place of ``gone`` (or the one another window already
    started for it); None when no more may be started or it cannot be. Started with
    ``spawn``: the window's threads exist by now, and a fork could copy a held lock."""
    global _shared, _restarts
    with _restart_lock:
        if gone is not _shared:  # another window replaced it already, or not the app's
            replaced = any(old is gone for old in _retired)
            return _shared if replaced and _shared is not None and _shared.alive else None
        if _restarts >= MAX_RESTARTS or gone.closing:
            return None
        _restarts += 1
        try:
            replacement = ScoringProcess(languages=("en",), method="spawn")
        except (OSError, ValueError):
            return None
        replacement.reply_timeout = gone.reply_timeout
        replacement.silence_timeout = gone.silence_timeout
        _retired.append(gone)
        _shared = replacement
        return replacement


def shared() -> ScoringProcess | None:
    """The process :func:`start` started, if any (and still running)."""
    return _shared


def stop() -> None:
    """End the app's scoring process."""
    global _shared
    if _shared is not None:
        _shared.close()
        _shared = None


