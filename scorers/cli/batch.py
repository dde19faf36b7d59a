"""Score many articles on every core, in input order, surviving bad files and dead workers.

Each worker is a process that loads the spaCy pipelines once and keeps one
:class:`~scorers.engine.Engine` per scoring settings. The parent sends each
worker at most two articles ahead over its own pipe and the worker scores
them in order, so when a worker dies (a crash in native code, the
out-of-memory killer) the parent knows exactly which article it was scoring:
it starts a new worker and gives that article one more try; a second death is
reported as that file's error and the run goes on. A file that cannot be
read, or that makes the engine raise, becomes an error result in the same
way. Workers that die as they start (before scoring anything) are given up
on, and the rest of the work is done in the parent process.

Workers are started with ``forkserver`` where the platform has it (a fresh,
single-threaded parent to fork from, whatever threads the caller runs) and
with ``spawn`` elsewhere.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import pickle
import signal
import time
import traceback
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from pathlib import PurePath
from typing import Any

from scorers.answers import Questions, ReferenceIndex, format_answers
from scorers.cli.explain import format_explain
from scorers.engine import Engine
from scorers.page_types import page_type
from scorers.report.results import Report
from scorers.settings import Settings
from scorers.textfiles.textio import TextFileError, read_text

#: Block analyses a worker keeps: articles rarely share paragraphs, so a small cache will do.
_WORKER_CACHE = 4_096
#: How many times an article is given to a fresh worker after its worker died.
RETRIES = 1
#: What a worker says once it runs: one that dies before saying it never scored anything.
_READY = "ready"


class PoolStartError(Exception):
    """Worker processes die before they can take a job (e.g. the main module cannot be
    imported again in them); ``str(error)`` says how they died."""


@dataclass(frozen=True, slots=True)
class Job:
    """One article to score.

    Attributes:
        index: its place in the input order.
        name: how it is shown and written into the report's ``file``.
        path: the file to read, or None when ``text`` is given (standard input).
        text: the article itself, for standard input.
        questions: the writer's questions (``--query``); the first is the focus query.
        sections: texts to render from the report for the table, by name (see
            :data:`SECTIONS`): they need the engine's objects, which stay in the worker.
    """

    index: int
    name: str
    path: str | None
    text: str | None = None
    lang: str | None = None
    questions: tuple[str, ...] = ()
    settings: Settings = field(default_factory=Settings)
    sections: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Outcome:
    """What scoring one article gave: ``report`` (``Report.to_dict``) or an ``error``,
    and the texts of the sections the job asked for."""

    index: int
    name: str
    report: dict[str, Any] | None
    error: str | None = None
    seconds: float = 0.0
    sections: tuple[str, ...] = ()


@dataclass(slots=True)
class WorkerState:
    """What a worker keeps between jobs: an engine per scoring settings, and the
    reference index every job is ranked against (``--against``), sent once."""

    reference: ReferenceIndex | None = None
    engines: dict[Settings, Engine] = field(default_factory=dict)

    def engine(self, settings: Settings) -> Engine:
        engine = self.engines.get(settings)
        if engine is None:
            engine = self.engines[settings] = Engine(settings, max_cache=_WORKER_CACHE)
        return engine


#: Texts a job can ask for, made from the engine's report in the worker.
SECTIONS: dict[str, Callable[[Report, str], str]] = {
    "answers": format_answers,
    "explain": format_explain,
}

Scorer = Callable[[Job, WorkerState], Outcome]


def score_job(job: Job, state: WorkerState) -> Outcome:
    """Read and score one article with the worker's engine for the job's settings."""
    started = time.perf_counter()
    try:
        # As decoded, line ends and all: the report's offsets point into the file's text.
        text = job.text if job.text is not None else read_text(job.path or "").text
    except TextFileError as error:
        return Outcome(job.index, job.name, None, str(error))
    ui_lang = job.settings.ui_lang
    try:
        report = state.engine(job.settings).score(
            text, query=job.questions[0] if job.questions else None, lang=job.lang,
            file=job.name, questions=Questions(job.questions), reference=state.reference)
        data = report.to_dict(ui_lang)
        data["page_type"] = page_type(text, PurePath(job.name).name)
        sections = tuple(SECTIONS[name](report, ui_lang) for name in job.sections)
    except Exception as error:  # the engine is built never to raise; if it does, go on
        where = traceback.extract_tb(error.__traceback__)[-1]
        return Outcome(job.index, job.name, None,
                       f"the scorer failed on this file: {type(error).__name__}: {error} "
                       f"({where.name}:{where.lineno})")
    return Outcome(job.index, job.name, data, None, time.perf_counter() - started, sections)


def _worker(connection: Connection, scorer: Scorer, reference: ReferenceIndex | None) -> None:
    # Ctrl+C reaches the whole process group: the parent stops the workers itself,
    # so they must not each print a KeyboardInterrupt traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    connection.send(_READY)
    state = WorkerState(reference)
    while True:
        try:
            job = connection.recv()
        except EOFError:
            return
        if job is None:
            return
        try:
            outcome = scorer(job, state)
        except Exception as error:
            outcome = Outcome(job.index, job.name, None,
                              f"the scorer failed on this file: {type(error).__name__}: {error}")
        connection.send(outcome)


def _context() -> multiprocessing.context.BaseContext:
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        # Importing the engine once in the fork server makes every worker start quickly;
        # a preload also hands the server this process's sys.path.
        context.set_forkserver_preload([__name__])
        return context
    return multiprocessing.get_context("spawn")


class _Worker:
    """A worker process and the jobs sent to it, oldest (the one being scored) first."""

    def __init__(self, context: multiprocessing.context.BaseContext, scorer: Scorer,
                 reference: ReferenceIndex | None) -> None:
        self.connection, child = context.Pipe()
        self.process = context.Process(target=_worker, args=(child, scorer, reference),
                                       daemon=True,
                                       name="geo-writer-score worker")
        self.process.start()
        child.close()
        self.jobs: deque[Job] = deque()
        self.ready = False

    def give(self, job: Job) -> None:
        self.jobs.append(job)
        # A worker that has died cannot take it; its death is noticed through its
        # sentinel, and its jobs are handed out again then.
        with contextlib.suppress(OSError):
            self.connection.send(job)

    def stop(self) -> None:
        with contextlib.suppress(OSError):  # it died meanwhile: nothing to tell it
            self.connection.send(None)
        self.connection.close()

    def kill(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join(5)
        self.connection.close()


def _how(exitcode: int | None) -> str:
    return f"signal {-exitcode}" if exitcode is not None and exitcode < 0 else \
        f"exit status {exitcode}"


def _died(exitcode: int | None) -> str:
    return f"the scoring process died twice on this file ({_how(exitcode)})"


class _Pool:
    """Workers that are each sent up to ``PREFETCH`` jobs, replaced when they die.

    A worker scores its jobs in the order it got them, so the oldest job it
    holds is the one it was scoring when it died; the others are handed out
    again without counting a try.
    """

    #: Jobs sent ahead to each worker, so that it never waits for this process
    #: (which may not be scheduled at once on a busy machine) between two articles.
    PREFETCH = 2

    def __init__(self, size: int, scorer: Scorer, reference: ReferenceIndex | None) -> None:
        self._context = _context()
        self._scorer = scorer
        self._reference = reference
        self._workers = [self._start() for _ in range(size)]
        self._tries: dict[int, int] = {}
        self.open = True

    def _start(self) -> _Worker:
        return _Worker(self._context, self._scorer, self._reference)

    def run(self, jobs: Iterable[Job]) -> Iterator[Outcome]:
        """Outcomes in the order they finish."""
        queue = deque(jobs)
        while queue or any(w.jobs for w in self._workers):
            for depth in range(self.PREFETCH):  # spread the queue before filling ahead
                for worker in self._workers:
                    if len(worker.jobs) <= depth and queue:
                        worker.give(queue.popleft())
            busy = [w for w in self._workers if w.jobs]
            ready = set(wait([w.connection for w in busy] + [w.process.sentinel for w in busy]))
            for worker in busy:
                if worker.connection in ready or worker.process.sentinel in ready:
                    yield from self._collect(worker, queue)

    def _collect(self, worker: _Worker, queue: deque[Job]) -> Iterator[Outcome]:
        try:
            while worker.connection.poll():
                message = worker.connection.recv()
                if message == _READY:
                    worker.ready = True
                    continue
                worker.jobs.popleft()
                yield message
        except (EOFError, OSError, pickle.UnpicklingError):  # it died, perhaps mid-message
            worker.process.join(5)  # its pipe closes a moment before it exits
            if worker.process.is_alive():
                worker.process.kill()
                worker.process.join()
        if worker.process.is_alive() or not worker.jobs:
            return
        # The worker died scoring its oldest job: replace it, retry that job once, and
        # hand the jobs it had not started to the next free worker.
        worker.process.join()
        exitcode = worker.process.exitcode
        worker.connection.close()
        if not worker.ready:
            raise PoolStartError(f"a worker process ended as it started ({_how(exitcode)})")
        self._workers[self._workers.index(worker)] = self._start()
        job = worker.jobs.popleft()
        queue.extendleft(reversed(worker.jobs))
        tries = self._tries[job.index] = self._tries.get(job.index, 0) + 1
        if tries <= RETRIES:
            queue.appendleft(job)
        else:
            yield Outcome(job.index, job.name, None, _died(exitcode))

    def close(self, wait_for_exit: bool) -> None:
        self.open = False
        for worker in self._workers:
            if wait_for_exit and not worker.jobs:
                worker.stop()
            else:
                worker.kill()
        for worker in self._workers:
            worker.process.join(5)
            if worker.process.is_alive():
                worker.process.kill()


def in_order(outcomes: Iterable[Outcome], order: Iterable[int]) -> Iterator[Outcome]:
    """Outcomes that finish in any order, put back in ``order`` (their jobs' indexes)
    and each yielded as soon as every one before it is in."""
    expected = iter(order)
    waiting: dict[int, Outcome] = {}
    next_index = next(expected, None)
    for outcome in outcomes:
        waiting[outcome.index] = outcome
        while next_index is not None and next_index in waiting:
            yield waiting.pop(next_index)
            next_index = next(expected, None)


def default_jobs() -> int:
    """The cores this process may use."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def _in_process(jobs: Iterable[Job], scorer: Scorer,
                reference: ReferenceIndex | None) -> Iterator[Outcome]:
    state = WorkerState(reference)
    for job in jobs:
        yield scorer(job, state)


def score_all(jobs: list[Job], workers: int, scorer: Scorer = score_job,
              notice: Callable[[str], None] | None = None,
              reference: ReferenceIndex | None = None) -> Iterator[Outcome]:
    """Score ``jobs`` with up to ``workers`` processes; outcomes come in ``jobs`` order.

    A single job is scored in this process: starting a worker would only add
    its start-up time. So is the rest of the work if worker processes cannot
    start at all, after telling ``notice`` why. ``scorer`` must be a
    module-level function (it is sent to the workers by name); tests pass one
    that crashes on purpose.
    """
    if len(jobs) <= 1 or workers < 1:
        yield from _in_process(jobs, scorer, reference)
        return
    pool = _Pool(min(workers, len(jobs)), scorer, reference)
    done: set[int] = set()
    clean = False
    try:
        try:
            for outcome in in_order(pool.run(jobs), [job.index for job in jobs]):
                done.add(outcome.index)
                yield outcome
            clean = True
        except PoolStartError as error:
            pool.close(wait_for_exit=False)
            if notice is not None:
                notice(f"{error}; scoring in this process instead")
            yield from _in_process([job for job in jobs if job.index not in done], scorer,
                                   reference)
    finally:
        if pool.open:  # also when the caller stops early (a closed pipe, Ctrl+C)
            pool.close(wait_for_exit=clean)
