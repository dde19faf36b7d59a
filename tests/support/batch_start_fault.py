"""A scorer whose module cannot be imported in a worker process, for the batch tests.

It stands for any worker that dies as it starts (its main module fails to
import, the system refuses it memory …): the pool must not hand it every file
in turn, but give up on workers and score in the parent process.
"""

from __future__ import annotations

import os

from scorers.cli.batch import Job, Outcome, WorkerState, score_job

if os.environ.get("GEO_WRITER_TEST_PROCESS", str(os.getpid())) != str(os.getpid()):
    os._exit(3)  # a worker process (tests/conftest.py recorded the test process)


def scorer(job: Job, state: WorkerState) -> Outcome:
    return score_job(job, state)
