"""Benchmark the GEO engine: cold throughput, full rescore, incremental rescore.

Usage:
    python tests/benchmarks/bench_scoring.py [--json FILE] [--runs N] [--sizes 2000,20000,100000]

For generated English and Chinese articles of each size it prints the cold
throughput (words/s, or characters/s for Chinese), the full rescore time with
an empty cache, and the incremental rescore time after a one-character edit
in the middle — each the median of several runs — and the full and incremental
times again with five questions for the answer preview ("5q"; the first
figures have none). Budgets (DESIGN.md):
≥ 50,000 English words/s, ≥ 100,000 CJK characters/s, incremental ≥ 20× faster
than full on the 20k document. Nothing here asserts: it measures and prints.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scorers import Engine
from scorers.answers import Questions
from scorers.language import nlp
from tests.benchmarks.docgen import generate
from tests.benchmarks.questions import QUESTIONS

#: No questions, none mined: the figures without the answer preview (QUESTIONS: with it).
NO_QUESTIONS = Questions(mine=False)


def _timed(func) -> float:
    start = time.perf_counter()
    func()
    return (time.perf_counter() - start) * 1000


def measure(lang: str, size: int, runs: int) -> dict:
    text = generate(lang, size)
    units = len(text) if lang == "zh" else len(text.split())
    full = [_timed(lambda: Engine().score(text, questions=NO_QUESTIONS)) for _ in range(runs)]
    engine = Engine()
    engine.score(text, questions=NO_QUESTIONS)
    incremental = []
    middle = len(text) // 2
    for i in range(max(runs, 5)):
        edited = text[:middle] + "xyz"[i % 3] + text[middle:]
        incremental.append(_timed(lambda edited=edited: engine.score(
            edited, questions=NO_QUESTIONS)))
    # The same with five questions: the answer preview's share of a full and of an
    # incremental rescore.
    questions = QUESTIONS[lang]
    full_q = [_timed(lambda: Engine().score(text, questions=questions)) for _ in range(runs)]
    engine = Engine()
    engine.score(text, questions=questions)
    incremental_q = []
    for i in range(max(runs, 5)):
        edited = text[:middle] + "xyz"[i % 3] + text[middle:]
        incremental_q.append(_timed(lambda edited=edited: engine.score(
            edited, questions=questions)))
    full_ms = statistics.median(full)
    return {
        "lang": lang,
        "size": units,
        "unit": "chars" if lang == "zh" else "words",
        "units_per_s": round(units / (full_ms / 1000)),
        "full_ms": round(full_ms, 1),
        "incremental_ms": round(statistics.median(incremental), 2),
        "full_5q_ms": round(statistics.median(full_q), 1),
        "incremental_5q_ms": round(statistics.median(incremental_q), 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    parser.add_argument("--runs", type=int, default=5, help="runs per figure (median)")
    parser.add_argument("--sizes", default="2000,20000,100000")
    args = parser.parse_args(argv)
    nlp.warm_up()  # pipeline loading is start-up cost, not throughput

    runs = []
    print(f"{'lang':<5}{'size':>9} {'unit':<6}{'units/s':>10}{'full ms':>10}{'incr ms':>10}"
          f"{'speed-up':>10}{'full 5q':>10}{'incr 5q':>10}")
    for lang in ("en", "zh"):
        for size in (int(s) for s in args.sizes.split(",")):
            row = measure(lang, size, args.runs if size < 50_000 else max(3, args.runs // 2))
            runs.append(row)
            speedup = row["full_ms"] / row["incremental_ms"] if row["incremental_ms"] else 0
            print(f"{row['lang']:<5}{row['size']:>9} {row['unit']:<6}{row['units_per_s']:>10}"
                  f"{row['full_ms']:>10}{row['incremental_ms']:>10}{speedup:>9.0f}x"
                  f"{row['full_5q_ms']:>10}{row['incremental_5q_ms']:>10}", flush=True)
    machine = (f"{platform.machine()} {platform.processor() or ''} "
               f"Python {platform.python_version()}")
    print(f"machine: {machine.strip()}")
    if args.json:
        Path(args.json).write_text(json.dumps({"machine": machine, "runs": runs}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
