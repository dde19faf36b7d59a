"""What runs inside the scoring process (:mod:`editor.scoring.process` starts it and
talks to it): import spaCy beside the window, beat so the window knows it lives, end
with the window, and answer jobs until the pipe closes.

Like the module that starts it, it imports nothing heavy at the top: the process is
forked before Qt is loaded, and spaCy is imported on a thread once it runs.
"""

from __future__ import annotations

import contextlib
import dataclasses
import gc
import os
import signal
import sys
import threading
import time
import traceback
from collections.abc import Iterator
from typing import Any

#: Bytes of the document read to tell which language pipelines to load first.
_SAMPLE_BYTES = 65_536
#: The process beats this often (a thread of its own, so a long job beats too); the
#: window's side, :data:`editor.scoring.process.SILENCE_TIMEOUT`, says how long it waits.
HEARTBEAT_SECONDS = 0.5


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


def _beat(heartbeat: Any) -> None:
    """Tell the window this process is alive, from a thread of its own: a stopped process
    stops beating, a busy one does not (the interpreter switches threads every 5 ms)."""
    while True:
        heartbeat.value = time.monotonic()
        time.sleep(HEARTBEAT_SECONDS)


def index_with_parent(folder: str, conn: Any, parent: int) -> None:
    """The reference indexer's process: index ``folder`` into ``conn``, and end with the
    app (an app killed while indexing left it running for a minute, issue 24 R6)."""
    _end_with_parent(parent)
    from scorers import index_reference_to_pipe

    index_reference_to_pipe(folder, conn)


def serve(conn: Any, parent_end: Any, document: str | None,
           languages: tuple[str, ...] | None, parent: int, heartbeat: Any = None) -> None:
    """The process's main loop: import spaCy, then answer jobs until the pipe closes."""
    if heartbeat is not None:
        threading.Thread(target=_beat, args=(heartbeat,), name="geo-heartbeat",
                         daemon=True).start()
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
