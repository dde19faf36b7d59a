"""The cold path to the first scores: what the scoring process loads, and when.

The first scores wait on the scoring process (``editor/scoring/process.py``): it
imports spaCy and builds what the first job needs. These tests check that it
imports and builds no more than that before the first job, that everything else
is prepared while no job waits, and that opening a document asks it for one
report, not two.
"""

from __future__ import annotations

import json
import multiprocessing
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

from editor.scoring import serving
from editor.scoring.jobs import ScoreJob
from scorers import Settings
from tests.support import texts

ROOT = Path(__file__).resolve().parents[2]

#: What only spaCy's command-line interface imports (``spacy info``, ``spacy download``).
_CLI_MODULES = ("spacy.cli", "typer", "click", "rich", "weasel", "httpx", "requests", "jinja2")


def _run(code: str) -> dict:
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True,
                          text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_spacy_is_imported_without_its_command_line_interface():
    got = _run(f"""
        import json, sys
        from scorers.language import nlp

        doc = nlp.pipeline("en")("In 2024, 3.5% of U.S. firms didn't report.")
        loaded = sorted(m for m in {_CLI_MODULES!r} if m in sys.modules)
        import spacy
        info = spacy.info()  # the real command's answer, imported when asked for
        import spacy.cli
        print(json.dumps({{"tokens": [t.text for t in doc], "loaded": loaded,
                          "version": info["spacy_version"] == spacy.__version__,
                          "cli": callable(spacy.cli.info)}}))
    """)
    assert got["loaded"] == []
    assert got["tokens"] == ["In", "2024", ",", "3.5", "%", "of", "U.S.", "firms", "did", "n't",
                             "report", "."]
    assert got["version"] and got["cli"]


def _answer_jobs(preparing, waiting: ScoreJob | None = None):
    """Run ``serving.answer_jobs`` on a real pipe in a thread, with the
    preparation steps ``preparing(window_end)`` makes and the job ``waiting`` already
    in the pipe; return the window's end and the thread."""

    window_end, process_end = multiprocessing.Pipe()
    if waiting is not None:
        window_end.send((1, waiting, False))
    thread = threading.Thread(target=serving.answer_jobs,
                              args=(process_end, preparing(window_end)), daemon=True)
    thread.start()
    return window_end, thread


def _job(text: str) -> ScoreJob:
    return ScoreJob(text, None, None, Settings())


def _wait_until(condition, thread: threading.Thread) -> None:
    for _ in range(600):
        if condition():
            return
        thread.join(0.05)


def _close(window_end, thread: threading.Thread) -> None:
    window_end.send(None)
    thread.join(10)
    assert not thread.is_alive()


def test_a_job_waiting_when_the_process_is_ready_is_scored_before_anything_is_prepared():
    seen: list[bool] = []  # at each step: was the report already sent?

    def preparing(window_end):
        for _ in range(3):
            seen.append(window_end.poll(0))
            yield "step"

    # The first job reached the pipe while spaCy was importing.
    window_end, thread = _answer_jobs(preparing, waiting=_job(texts.EN_ARTICLE))
    # With no job waiting after it, the process prepares the rest, a step at a time.
    _wait_until(lambda: len(seen) == 3, thread)
    assert seen == [True, True, True]
    status, report, _stats = window_end.recv()
    assert status == "ok" and report.overall is not None
    _close(window_end, thread)


def test_a_job_sent_while_the_process_prepares_goes_before_the_next_step():
    order: list[str] = []

    def preparing(window_end):
        order.append("step 1")
        window_end.send((1, _job(texts.ZH_ARTICLE), False))  # the writer's first job
        yield "step"
        order.append("step 2, report sent" if window_end.poll(0) else "step 2, no report")
        yield "step"

    window_end, thread = _answer_jobs(preparing)
    _wait_until(lambda: len(order) == 2, thread)
    assert order == ["step 1", "step 2, report sent"]
    assert window_end.recv()[0] == "ok"
    _close(window_end, thread)


def test_the_scoring_process_runs_on_one_thread_once_ready():
    from editor.scoring import process as scoring_process

    process = scoring_process.ScoringProcess(languages=("en",), method="spawn")
    try:
        assert process.scorer()(_job(texts.EN_ARTICLE)).report.overall is not None
        status = Path(f"/proc/{process.pid}/status").read_text()
        threads = int(status.split("Threads:")[1].split()[0])
    finally:
        process.close()
    # No thread pool of numpy's OpenBLAS (a thread per core, started as numpy is
    # imported) nor the thread that imported spaCy: the only other thread is the
    # heartbeat that tells the window the process is alive (issue 24, R6).
    assert threads == 2


def test_opening_a_document_scores_it_once(qtbot, window, tmp_path):
    from PySide6.QtCore import QCoreApplication

    path = tmp_path / "article.md"
    path.write_text(texts.EN_ARTICLE, encoding="utf-8")
    shown: list[int] = []
    window.report_view.shown.connect(shown.append)
    window.documents.open_path(path, ask=False)  # its questions, then its text, ask for a score
    qtbot.waitUntil(lambda: bool(shown) and not window.scoring.busy, timeout=30_000)
    # A second request asked for by anything the opening left queued (questions,
    # preview, answers) is delivered now and would make the scorer busy again.
    QCoreApplication.processEvents()
    qtbot.waitUntil(lambda: not window.scoring.busy, timeout=30_000)
    assert shown == [window.editor.revision]
    assert window.report_view.report is not None and window.report_view.report.overall is not None
