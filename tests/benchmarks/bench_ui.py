"""Benchmark the real window: typing latency, panel and preview delays, CPU, start-up, memory.

Usage:
    python tests/benchmarks/bench_ui.py [--json FILE] [--sizes 2000,20000,100000]
                                        [--langs en,zh] [--keys 200] [--runs 3]
                                        [--platform offscreen|xcb] [--no-scoring-process]
                                        [--saved-reports]

For each generated English and Chinese document (sizes in words; characters for
Chinese) a fresh process (``--runs`` of them; figures are medians) starts the
real window as ``geo-writer FILE`` does (offscreen, or under an X server with
``--platform xcb``), opens the document and types at a human pace (80 ms
apart) in three bursts — at the start, in the middle and at the end — pausing
after each burst until the panel and preview have caught up. It measures:

* stall: lateness of a 2 ms timer while typing (p50, p99, max);
* panel / preview: last keystroke of a burst → panel (report shown) and
  preview (rendered), p50 and p95; the debounce is part of these figures;
* CPU time of the whole app (all threads, and the scoring process) per keystroke,
  and per thread;
  and, as a baseline, the CPU per key of a bare QPlainTextEdit typed the same way
  in a fresh process (wake-ups cost a lot on a busy virtual machine);
* incremental vs full rescore time of the engine;
* start-up: process start → first paint with the text visible, and → first scores,
  and the second as a multiple of the first ("scores/paint", each run's own ratio;
  budget 1.5×): the floor every window pays is its first paint, measured in the
  same process; and the CPU spent by then — the window's process to its first paint,
  the scoring process to its first report — which a busy machine moves far less than
  the times (the scoring process's work is the first scores' floor);
* resident memory after the document is open and scored: the window's process
  plus the scoring process (a sum of RSS, so pages they share count twice; the
  JSON also gives the sum of their proportional set sizes, which counts them once).

The Answer preview has five questions of the writer's (``questions.QUESTIONS``)
besides those mined from the headings, so every report carries its answers: they are
kept under the document's path before the app starts, as an earlier session would
have left them, so the first job asks them too.

Without ``--saved-reports`` the app shows no report saved by an earlier run (the
engine's own time to the first scores); with it, one unmeasured run first opens each
document so that the measured runs show its saved report at once, as when a writer
opens an unchanged file again.

The scripts those processes run are in ``ui_processes.py``; this module starts them,
takes the medians and prints. Nothing here asserts; it prints a table and, with
--json, writes the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.benchmarks.machine import conclude, load_average  # noqa: E402
from tests.benchmarks.ui_processes import BARE_CHILD, CHILD, SEED  # noqa: E402


def run_one(lang: str, size: int, keys: int, platform_name: str = "offscreen",
            scoring_process: bool = True, saved_reports: bool = False) -> dict:
    from tests.benchmarks.docgen import generate

    text = generate(lang, size)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"bench-{lang}-{size}.md"
        path.write_text(text, encoding="utf-8")
        env = dict(os.environ, XDG_CONFIG_HOME=str(Path(folder) / "cfg"),
                   XDG_DATA_HOME=str(Path(folder) / "data"), QT_QPA_PLATFORM=platform_name,
                   GEO_WRITER_SCORING_PROCESS="1" if scoring_process else "0",
                   GEO_WRITER_SAVED_REPORTS="1" if saved_reports else "0")
        # An installed app runs from bytecode (pip and PyInstaller compile it); with
        # PYTHONDONTWRITEBYTECODE set, every start would compile ~100 modules (~0.15 s).
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        seeded = subprocess.run([sys.executable, "-c", SEED, str(path), lang, str(ROOT)],
                                capture_output=True, text=True, env=env, timeout=300)
        if seeded.returncode != 0:
            raise RuntimeError(seeded.stderr[-2000:])
        started = time.time()
        done = subprocess.run([sys.executable, "-c", CHILD, str(path), str(keys), str(started),
                               str(ROOT), lang], capture_output=True, text=True, env=env,
                              timeout=1800)
        figures = _last_json(done)
        if figures["startup_s"] > 0 and figures["first_scores_s"] > 0:
            figures["scores_per_paint"] = round(figures["first_scores_s"] / figures["startup_s"], 2)
        # The bare editor pauses after each burst as long as the app took to catch up.
        catch_up = int(figures["panel_p50_ms"] or 500)
        bare = subprocess.run([sys.executable, "-c", BARE_CHILD, str(path), str(keys),
                               str(catch_up)], capture_output=True, text=True, env=env,
                              timeout=600)
        figures.update(_last_json(bare))
    units = len(text) if lang == "zh" else len(text.split())
    return {"lang": lang, "words": units, **figures}


def _last_json(done: subprocess.CompletedProcess) -> dict:
    line = [x for x in done.stdout.splitlines() if x.startswith("{")]
    if not line:
        raise RuntimeError(done.stderr[-2000:])
    return json.loads(line[-1])


def median_row(rows: list[dict]) -> dict:
    """Each figure's median over the runs (per-thread CPU too)."""
    out = dict(rows[0])
    for key, value in rows[0].items():
        if isinstance(value, (int, float)) and not isinstance(value, bool) and key != "words":
            values = [row[key] for row in rows if row.get(key) is not None]
            out[key] = round(statistics.median(values), 2) if values else None
    threads = {name for row in rows for name in row["cpu_ms_per_key_by_thread"]}
    out["cpu_ms_per_key_by_thread"] = {
        name: round(statistics.median(row["cpu_ms_per_key_by_thread"].get(name, 0.0)
                                      for row in rows), 2) for name in sorted(threads)}
    out["runs"] = len(rows)
    return out


def _compile_project() -> None:
    """Write the project's bytecode once, as an install does, so no run pays for it."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "editor"),
                    str(ROOT / "scorers")], check=False, capture_output=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", metavar="FILE")
    parser.add_argument("--sizes", default="2000,20000,100000")
    parser.add_argument("--langs", default="en,zh")
    parser.add_argument("--keys", type=int, default=200)
    parser.add_argument("--runs", type=int, default=3,
                        help="fresh processes per document; each figure is their median")
    parser.add_argument("--platform", default="offscreen",
                        help="Qt platform: offscreen (default) or xcb (needs DISPLAY, e.g. Xvfb)")
    parser.add_argument("--no-scoring-process", action="store_true",
                        help="score in a thread of the window's process, as before issue 14")
    parser.add_argument("--saved-reports", action="store_true",
                        help="reopen each document: its report saved by a first, unmeasured "
                             "run shows at once")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    _compile_project()
    columns = ["stall_p50_ms", "stall_p99_ms", "stall_max_ms", "panel_p50_ms", "panel_p95_ms",
               "preview_p50_ms", "preview_p95_ms", "cpu_ms_per_key", "incremental_ms",
               "full_ms", "startup_s", "first_scores_s", "scores_per_paint", "rss_mb"]
    heads = ["stall50", "stall99", "stallmax", "panel50", "panel95", "prev50", "prev95",
             "cpu/key", "incr", "full", "paint s", "scores s", "×paint", "RSS MB"]
    print(f"{'lang':<5}{'words':>8}" + "".join(f"{h:>10}" for h in heads))
    load_before = load_average()
    runs = []
    for lang in args.langs.split(","):
        for size in (int(s) for s in args.sizes.split(",")):
            if args.saved_reports:  # the run that scores the document first and keeps it
                run_one(lang, size, 3, args.platform, not args.no_scoring_process, True)
            row = median_row([run_one(lang, size, args.keys, args.platform,
                                      not args.no_scoring_process, args.saved_reports)
                              for _ in range(args.runs)])
            runs.append(row)
            print(f"{lang:<5}{row['words']:>8}" + "".join(f"{row.get(c)!s:>10}" for c in columns),
                  flush=True)
            by_thread = ", ".join(f"{name} {ms}" for name, ms in
                                  row["cpu_ms_per_key_by_thread"].items())
            print(f"{'':<13}CPU ms per key by thread: {by_thread}; a bare QPlainTextEdit "
                  f"typed the same way: {row['bare_cpu_ms_per_key']}", flush=True)
            print(f"{'':<13}CPU s at start-up: the window's process {row['paint_cpu_s']} to "
                  f"its first paint ({row['scores_window_cpu_s']} to the first scores), "
                  f"the scoring process {row['scores_scoring_cpu_s']} by the first scores "
                  f"(all it did for its first report, unless a saved one showed); "
                  f"{row['questions_asked']} questions asked", flush=True)
    conclude(load_before,
             f"platform {args.platform}; scoring "
             f"{'in a thread' if args.no_scoring_process else 'in its own process'}; "
             f"{'saved reports of a first run shown' if args.saved_reports else 'no saved report'}"
             f"; medians of "
             f"{args.runs} runs; times in ms unless marked; panel/preview include the debounce; "
             "CPU and RSS include the scoring process; paint s: launch → the window painted with "
             "the text, scores s: launch → scores on screen, ×paint: scores s ÷ paint s",
             args.json, platform=args.platform, runs=runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
