"""Scorers that fail on purpose, for the batch tests.

The workers import this module by name (a worker is a separate process, so a
monkeypatch in the test would not reach it): a job whose file name asks for
it makes the worker die or raise; every other job is scored as usual.
"""

from __future__ import annotations

import os
from pathlib import Path

from scorers.cli.batch import Job, Outcome, WorkerState, score_job


def dying_scorer(job: Job, state: WorkerState) -> Outcome:
    """``die-always`` kills the worker each time; ``die-once`` only on the first try
    (it leaves a mark next to the file); ``raise`` raises."""
    name = Path(job.name).name
    if "die-always" in name:
        os._exit(9)
    if "die-once" in name:
        mark = Path(job.path + ".died")
        if not mark.exists():
            mark.write_text(str(os.getpid()))
            os._exit(9)
    if "raise" in name:
        raise RuntimeError("a check blew up")
    return score_job(job, state)


def pid_scorer(job: Job, state: WorkerState) -> Outcome:
    """Scores as usual and reports which worker process did it (in ``error``'s place)."""
    outcome = score_job(job, state)
    return Outcome(outcome.index, outcome.name, outcome.report, str(os.getpid()))


def cpu_scorer(job: Job, state: WorkerState) -> Outcome:
    """Scores as usual and reports the CPU seconds it took (in ``error``'s place)."""
    import time

    started = time.process_time()
    outcome = score_job(job, state)
    return Outcome(outcome.index, outcome.name, outcome.report,
                   str(time.process_time() - started))
