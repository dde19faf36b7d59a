"""Scoring many files: all cores, input order, bad files and dead workers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorers.cli.batch import Job, score_all
from tests.benchmarks.docgen import generate
from tests.support import texts
from tests.support.batch_faults import dying_scorer, pid_scorer


@pytest.fixture
def folder(tmp_path):
    articles = []
    for index in range(6):
        lang = "zh" if index % 2 else "en"
        path = tmp_path / f"article-{index}.md"
        path.write_text(generate(lang, 400 + 150 * index, seed=index), encoding="utf-8")
        articles.append(path)
    return articles


def jobs_for(paths: list[Path]) -> list[Job]:
    return [Job(i, p.name, str(p)) for i, p in enumerate(paths)]


def test_two_workers_give_the_same_reports_in_the_same_order_as_one(folder):
    jobs = jobs_for(folder)
    one = list(score_all(jobs, 1))
    two = list(score_all(jobs, 2))
    assert [o.name for o in two] == [p.name for p in folder]
    assert [o.report for o in two] == [o.report for o in one]
    assert all(o.report is not None and o.report["overall"] > 0 for o in one)


def test_work_is_spread_over_the_workers(folder):
    outcomes = list(score_all(jobs_for(folder), 2, pid_scorer))
    assert len({o.error for o in outcomes}) == 2  # two worker processes took part


def test_an_unreadable_file_is_reported_and_the_run_goes_on(folder, tmp_path):
    binary = tmp_path / "photo.md"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8)
    paths = [folder[0], binary, tmp_path / "missing.md", folder[1]]
    outcomes = list(score_all(jobs_for(paths), 2))
    assert [o.error for o in outcomes] == [
        None, "this looks like a binary file, not text", "no such file", None]
    assert outcomes[0].report and outcomes[3].report


def test_a_dead_worker_is_replaced_and_its_file_tried_again(folder, tmp_path):
    flaky = tmp_path / "die-once.md"
    flaky.write_text(texts.EN_ARTICLE, encoding="utf-8")
    outcomes = list(score_all(jobs_for([folder[0], flaky, *folder[1:4]]), 2, dying_scorer))
    assert (tmp_path / "die-once.md.died").exists()  # it did die the first time
    assert [o.error for o in outcomes] == [None] * 5
    assert outcomes[1].report["overall"] >= 80


def test_a_file_that_kills_its_worker_twice_is_reported_and_the_rest_are_scored(folder,
                                                                                 tmp_path):
    deadly = tmp_path / "die-always.md"
    deadly.write_text(texts.EN_ARTICLE, encoding="utf-8")
    crashing = tmp_path / "raise.md"
    crashing.write_text(texts.EN_ARTICLE, encoding="utf-8")
    paths = [folder[0], deadly, folder[1], crashing, folder[2], folder[3]]
    outcomes = list(score_all(jobs_for(paths), 2, dying_scorer))
    assert [o.name for o in outcomes] == [p.name for p in paths]
    assert outcomes[1].report is None
    assert outcomes[1].error == "the scoring process died twice on this file (exit status 9)"
    assert outcomes[3].report is None and "RuntimeError: a check blew up" in outcomes[3].error
    assert all(o.report is not None for i, o in enumerate(outcomes) if i not in (1, 3))


def test_stopping_early_leaves_no_worker_behind(folder):
    import multiprocessing

    outcomes = score_all(jobs_for(folder), 2)
    first = next(outcomes)
    assert first.report is not None
    outcomes.close()  # as when the reader of the output goes away
    workers = [p for p in multiprocessing.active_children() if "geo-writer-score" in p.name]
    assert workers == []


def test_workers_that_cannot_start_leave_the_work_to_this_process(folder):
    from tests.support.batch_start_fault import scorer

    notices: list[str] = []
    outcomes = list(score_all(jobs_for(folder), 2, scorer, notice=notices.append))
    assert [o.error for o in outcomes] == [None] * len(folder)
    assert [o.report for o in outcomes] == [o.report for o in score_all(jobs_for(folder), 1)]
    assert notices == ["a worker process ended as it started (exit status 3); "
                       "scoring in this process instead"]


def test_the_command_prints_the_same_with_two_jobs_as_with_one(folder):
    import io

    from scorers.cli.command import main

    outputs = []
    for jobs in ("1", "2"):
        out, err = io.StringIO(), io.StringIO()
        assert main(["--format", "json", "--jobs", jobs, str(folder[0].parent)],
                    stdout=out, stderr=err) == 0, err.getvalue()
        outputs.append(out.getvalue())
    assert outputs[0] == outputs[1]
    assert [r["file"] for r in json.loads(outputs[0])] == [str(p) for p in folder]
