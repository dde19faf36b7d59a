"""How fast geo-writer-score scores a folder of articles, on one core and on all of them.

    python tests/benchmarks/bench_batch.py [--count 2000] [--runs 3] [--json FILE]

Generates ``--count`` articles (half English, half Chinese, 500-3,000 words
or characters each, drawn at random with a fixed seed) into a temporary
folder, then runs the real command, ``geo-writer-score FOLDER --format jsonl``,
in a fresh process with ``--jobs 1`` and with ``--jobs`` = every core, each
``--runs`` times. The time is the whole run as a CI job sees it: start-up,
reading, the workers loading their pipelines, scoring and writing the JSON.
Prints the median articles per second of each, and what that would mean for
an archive of 100,000 articles on this machine.

On a machine shared with other work the wall-clock figures say more about the
neighbours than about us, so the CPU time one article costs is measured as
well (every tenth article scored in this process, ``time.process_time``): it
gives the rate one core reaches when it has the core to itself.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from scorers.cli.batch import Job, WorkerState, default_jobs, score_job  # noqa: E402
from tests.benchmarks.docgen import generate  # noqa: E402

ARCHIVE = 100_000


def make_folder(root: Path, count: int, seed: int = 2026) -> tuple[int, int]:
    """Write ``count`` articles under ``root`` (ten sub-folders); returns (words, CJK chars)."""
    rng = random.Random(seed)
    words = chars = 0
    for index in range(count):
        lang = "zh" if index % 2 else "en"
        size = rng.randint(500, 3000)
        text = generate(lang, size, seed=index)
        folder = root / f"section-{index % 10}"
        folder.mkdir(exist_ok=True)
        (folder / f"article-{index:05d}.md").write_text(text, encoding="utf-8")
        if lang == "zh":
            chars += sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff")
        else:
            words += len(text.split())
    return words, chars


def cpu_per_article(folder: Path, step: int = 10) -> tuple[float, int]:
    """CPU seconds per article, scoring every ``step``-th article here with warm pipelines."""
    paths = sorted(folder.rglob("*.md"))[::step]
    state = WorkerState()
    score_job(Job(0, "warm-up", str(paths[0])), state)
    score_job(Job(0, "warm-up", str(paths[1])), state)
    started = time.process_time()
    for index, path in enumerate(paths):
        score_job(Job(index, path.name, str(path)), state)
    return (time.process_time() - started) / len(paths), len(paths)


def run_once(folder: Path, jobs: int) -> tuple[float, int]:
    """Seconds for one run of the command, and how many reports it wrote."""
    command = [sys.executable, "-m", "scorers.cli", str(folder), "--jobs", str(jobs),
               "--format", "jsonl", "--no-progress"]
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, cwd=HERE.parents[1],
                          env={**os.environ, "PYTHONWARNINGS": "ignore"}, check=False)
    seconds = time.perf_counter() - started
    if done.returncode not in (0, 1):
        raise SystemExit(f"geo-writer-score failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return seconds, len(done.stdout.splitlines())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=2000, help="articles (default: 2000)")
    parser.add_argument("--runs", type=int, default=3, help="runs of each (default: 3)")
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = parser.parse_args()
    cores = default_jobs()
    with tempfile.TemporaryDirectory(prefix="geo-bench-batch-") as tmp:
        folder = Path(tmp)
        words, chars = make_folder(folder, args.count)
        print(f"{args.count} articles: {args.count - args.count // 2} English "
              f"({words:,} words), {args.count // 2} Chinese ({chars:,} CJK characters); "
              f"{cores} cores; median of {args.runs} runs")
        results = {}
        for jobs in sorted({1, cores}):
            times = []
            for _ in range(args.runs):
                seconds, reports = run_once(folder, jobs)
                if reports != args.count:
                    raise SystemExit(f"--jobs {jobs}: {reports} reports for {args.count} files")
                times.append(seconds)
            median = statistics.median(times)
            rate = args.count / median
            results[jobs] = {"seconds": times, "median": median, "articles_per_s": rate}
            hours = ARCHIVE / rate / 3600
            print(f"--jobs {jobs}: {median:6.1f} s  {rate:6.1f} articles/s  "
                  f"(runs: {', '.join(f'{t:.1f}' for t in times)} s)  → {ARCHIVE:,} articles "
                  f"in {hours:.1f} h")
        if len(results) > 1:
            print(f"speed-up with {cores} cores: "
                  f"{results[cores]['articles_per_s'] / results[1]['articles_per_s']:.2f}×")
        cpu, sampled = cpu_per_article(folder)
        per_core = 1 / cpu
        results["cpu"] = {"seconds_per_article": cpu, "sampled": sampled}
        print(f"CPU per article: {cpu * 1000:.1f} ms ({sampled} articles) → one free core "
              f"{per_core:.1f} articles/s, {cores} free cores at most "
              f"{per_core * cores:.1f} articles/s → {ARCHIVE:,} articles in "
              f"{ARCHIVE / per_core / cores / 3600:.1f} h at best")
    if args.json:
        Path(args.json).write_text(json.dumps({"count": args.count, "cores": cores,
                                               "words": words, "cjk_chars": chars,
                                               "runs": results}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
