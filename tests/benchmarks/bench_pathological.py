"""Time the engine on hostile input (the cases of tests/system/test_pathological.py).

Usage: python tests/benchmarks/bench_pathological.py [--runs N]
Prints the median time per case; docs/performance.md lists these as the bounds.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scorers import score
from scorers.language import nlp
from tests.system.test_pathological import CASES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    nlp.warm_up()
    cases = dict(CASES)
    cases["10 MB of text (refused)"] = "A sentence with 3 words. " * (10_000_000 // 25)
    print(f"{'case':<28}{'chars':>12}{'median s':>10}")
    for name, text in cases.items():
        times = []
        for _ in range(args.runs):
            start = time.perf_counter()
            score(text)
            times.append(time.perf_counter() - start)
        print(f"{name:<28}{len(text):>12,}{statistics.median(times):>10.2f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
