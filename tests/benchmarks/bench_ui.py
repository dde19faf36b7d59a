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

Nothing here asserts; it prints a table and, with --json, writes the figures.
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

from tests.benchmarks.machine import described  # noqa: E402

CHILD = r'''
import json, os, statistics, sys, time
T0 = float(sys.argv[3])
sys.path.insert(0, sys.argv[4])
# Start the way `geo-writer FILE` does: the app starts its scoring process before it
# imports Qt, so nothing of Qt is imported here before start().
from editor.app import _parser, prepare_environment, start

path, keys = sys.argv[1], int(sys.argv[2])
prepare_environment()
app, window = start(_parser().parse_args([path]))

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer
from editor.scoring import process as scoring_process
from editor.scoring.controller import debounce_ms

SCORER = scoring_process.shared()
SCORER_PID = SCORER.pid if SCORER is not None else None
# The document's five questions were kept under its path by an earlier session
# (run_one's SEED): the app reads them as it opens the file, so its first job asks them.
# Nothing the app itself does not import is imported before the first scores (the
# engine and numpy, QtTest): the start-up figures are the app's.
editor = window.editor
marks, report_at, preview_at = {}, {}, {}


class PaintWatch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "paint" not in marks and \
                editor.document().characterCount() > 100:
            marks["paint"] = time.time() - T0
            marks["paint_cpu"] = time.process_time()
        return False


watch = PaintWatch()
editor.viewport().installEventFilter(watch)
def first_scores(_rev):
    if "scores" not in marks:
        marks["scores"] = time.time() - T0
        marks["scores_cpu"] = time.process_time()
        marks["scoring_cpu"] = scoring_cpu_s()


window.report_view.shown.connect(first_scores)
window.report_view.shown.connect(lambda rev: report_at.setdefault(rev, time.perf_counter()))
window.preview_controller.rendered.connect(
    lambda rev: preview_at.setdefault(rev, time.perf_counter()))


# The script runs inside the app's own event loop, as a writer's keystrokes do: a
# generator yields ("sleep", ms) or ("until", condition) and timers and the app's
# signals resume it. (A nested QEventLoop per pause would cost about 1 ms of CPU
# each on this machine and be counted against the app.)
waiting = []


def drive(script):
    def advance():
        try:
            kind, arg = next(script)
        except StopIteration:
            return
        except BaseException:
            import traceback
            traceback.print_exc()
            app.exit(1)
            return
        if kind == "sleep":
            QTimer.singleShot(arg, advance)  # precise: Qt uses coarse timers only from 2 s
        else:
            waiting.append((arg, advance))
            check()
    QTimer.singleShot(0, advance)


def check(*_args):
    for item in list(waiting):
        condition, resume = item
        if condition():
            waiting.remove(item)
            QTimer.singleShot(0, resume)


window.report_view.shown.connect(check)
window.preview_controller.rendered.connect(check)


def rss_mb(pid="self"):
    try:
        for line in open(f"/proc/{pid}/status"):
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def pss_mb(pid="self"):
    # Proportional set size: pages shared by the two processes count half in each,
    # so the sum is what the app really holds in memory.
    try:
        for line in open(f"/proc/{pid}/smaps_rollup"):
            if line.startswith("Pss:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def _ticks_ms(stat_path):
    fields = open(stat_path).read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def thread_cpu_ms():
    # Per-thread CPU from /proc (Linux): where the time per key goes. The scoring
    # process is another process: its CPU is counted here as one more "thread".
    out = {}
    for tid in os.listdir("/proc/self/task"):
        try:
            name = open(f"/proc/self/task/{tid}/comm").read().strip()
            ms = _ticks_ms(f"/proc/self/task/{tid}/stat")
        except OSError:
            continue
        name = "main" if tid == str(os.getpid()) else name
        out[name] = out.get(name, 0) + ms
    if SCORER_PID is not None:
        try:
            out["scoring process"] = _ticks_ms(f"/proc/{SCORER_PID}/stat")
        except OSError:
            pass
    return out


def scoring_cpu_s():
    # The scoring process's CPU so far: all it did to get to its first report.
    try:
        return _ticks_ms(f"/proc/{SCORER_PID}/stat") / 1000 if SCORER_PID else None
    except OSError:
        return None


def process_cpu_ms():
    # This process's CPU plus the scoring process's: all the CPU the app spends.
    ms = time.process_time() * 1000
    if SCORER_PID is not None:
        try:
            ms += _ticks_ms(f"/proc/{SCORER_PID}/stat")
        except OSError:
            pass
    return ms


def pct(values, p):
    if not values:
        return None
    values = sorted(values)
    return round(values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))], 1)


def caught_up(rev):
    return rev in report_at and window.preview_controller.shown_revision >= rev


def type_pass(measure_stall, out):
    # Type ``keys`` characters in three bursts (start, middle, end of the document),
    # waiting after each burst until the panel and the preview show its last revision.
    from PySide6.QtTest import QTest

    lateness, panel, preview = [], [], []
    clock = QElapsedTimer()
    tick = QTimer()
    tick.setTimerType(Qt.TimerType.PreciseTimer)
    tick.setInterval(2)
    last = [0.0]

    def on_tick():
        now = clock.nsecsElapsed() / 1e6
        if last[0]:
            lateness.append(max(0.0, now - last[0] - 2))
        last[0] = now

    tick.timeout.connect(on_tick)
    burst = -(-keys // 3)
    typed = 0
    cpu0, threads0 = process_cpu_ms(), thread_cpu_ms()
    clock.start()
    if measure_stall:
        tick.start()
    for site in ("start", "middle", "end"):
        length = editor.document().characterCount()
        cursor = editor.textCursor()
        cursor.setPosition({"start": 1, "middle": length // 2, "end": length - 1}[site])
        editor.setTextCursor(cursor)
        for i in range(min(burst, keys - typed)):
            QTest.keyClick(editor, "abcdefghij "[i % 11])
            typed += 1
            t_key, rev = time.perf_counter(), editor.revision
            yield "sleep", 80
        yield "until", lambda rev=rev: caught_up(rev)
        panel.append((report_at[rev] - t_key) * 1000)
        if rev in preview_at:
            preview.append((preview_at[rev] - t_key) * 1000)
    tick.stop()
    threads = {name: round((ms - threads0.get(name, 0)) / max(1, typed), 2)
               for name, ms in thread_cpu_ms().items() if ms - threads0.get(name, 0) > 0}
    out.update(lateness=lateness, panel=panel, preview=preview, threads=threads,
               cpu=(process_cpu_ms() - cpu0) / max(1, typed))


def main_script():
    yield "until", lambda: "scores" in marks and window.preview_controller.shown_revision >= 0
    rss_window = rss_mb()
    rss_scorer = rss_mb(SCORER_PID) if SCORER_PID is not None else 0.0
    pss = pss_mb() + (pss_mb(SCORER_PID) if SCORER_PID is not None else 0.0)
    scored_in_process = window.scoring.in_scoring_process
    first, second = {}, {}
    yield from type_pass(True, first)
    yield from type_pass(False, second)  # CPU without the stall timer's own wake-ups

    from scorers import Engine
    text = editor.text()

    def timed(f):
        s = time.perf_counter()
        f()
        return (time.perf_counter() - s) * 1000

    full = statistics.median([timed(lambda: Engine().score(text)) for _ in range(3)])
    engine = Engine()
    engine.score(text)
    mid = len(text) // 2
    inc = statistics.median([timed(lambda i=i: engine.score(text[:mid] + "xyz"[i % 3] + text[mid:]))
                             for i in range(5)])
    lateness = first["lateness"]
    panel, preview = first["panel"] + second["panel"], first["preview"] + second["preview"]
    print(json.dumps({
        "stall_p50_ms": pct(lateness, 50), "stall_p99_ms": pct(lateness, 99),
        "stall_max_ms": round(max(lateness), 1) if lateness else None,
        "panel_p50_ms": pct(panel, 50), "panel_p95_ms": pct(panel, 95),
        "preview_p50_ms": pct(preview, 50), "preview_p95_ms": pct(preview, 95),
        "debounce_ms": debounce_ms(len(text)),
        "cpu_ms_per_key": round(second["cpu"], 2),
        "cpu_ms_per_key_by_thread": second["threads"], "incremental_ms": round(inc, 1),
        "full_ms": round(full, 1),
        "startup_s": round(marks.get("paint", -1), 2),
        "first_scores_s": round(marks.get("scores", -1), 2),
        # CPU seconds spent by then: the window's process to its first paint and to the
        # first scores, the scoring process by the first scores (to its first report,
        # unless a saved one showed). They move much less with the load than the times.
        "paint_cpu_s": round(marks.get("paint_cpu", -1), 2),
        "scores_window_cpu_s": round(marks.get("scores_cpu", -1), 2),
        "scores_scoring_cpu_s": None if marks.get("scoring_cpu") is None
        else round(marks["scoring_cpu"], 2),
        "questions_asked": len(window.answers.store.current.questions.asked),
        "rss_mb": round(rss_window + rss_scorer, 1), "rss_window_mb": round(rss_window, 1),
        "rss_scoring_process_mb": round(rss_scorer, 1), "pss_mb": round(pss, 1),
        "scoring_process": scored_in_process}), flush=True)
    editor.document().setModified(False)
    window.close()
    app.exit(0)


drive(main_script())
app.exec()
'''

# What an earlier session of the writer's left: the document's five questions, kept under
# its path in the app's settings, as the Answer preview keeps them. (Asked in the measured
# process after start-up, they went to the untitled window the file then replaced: its
# first job scored an empty text and every later one had no questions of the writer's.)
SEED = r'''
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[3])
from PySide6.QtCore import QCoreApplication
from editor.document.controller import settings_store
from editor.panel.questions import QuestionStore
from tests.benchmarks.questions import QUESTIONS

app = QCoreApplication([])
settings = settings_store()
store = QuestionStore(settings)
store.open(Path(sys.argv[1]))
store.set_asked(QUESTIONS[sys.argv[2]].asked)
settings.sync()
print(len(store.current.questions.asked))
'''

# The same typing into a bare QPlainTextEdit in a QMainWindow: what Qt alone costs
# per key on this machine at this moment (wake-ups cost a lot in a busy VM), the
# baseline to read the app's CPU per key against.
BARE_CHILD = r'''
import json, os, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow, QPlainTextEdit

path, keys, pause_ms = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
app = QApplication([])
window = QMainWindow()
editor = QPlainTextEdit()
window.setCentralWidget(editor)
editor.setPlainText(open(path, encoding="utf-8").read())
window.resize(1400, 860)
window.show()
editor.setFocus()
burst = -(-keys // 3)
steps = []
for site in ("start", "middle", "end"):
    steps.append(("site", site))
    steps += [("key", i) for i in range(burst)]
    steps.append(("pause", 0))
state = {"typed": 0}


def step():
    if not steps:
        cpu = (time.process_time() - state["cpu0"]) * 1000 / max(1, state["typed"])
        print(json.dumps({"bare_cpu_ms_per_key": round(cpu, 2)}), flush=True)
        app.exit(0)
        return
    kind, arg = steps.pop(0)
    if kind == "site":
        length = editor.document().characterCount()
        cursor = editor.textCursor()
        cursor.setPosition({"start": 1, "middle": length // 2, "end": length - 1}[arg])
        editor.setTextCursor(cursor)
        QTimer.singleShot(0, step)
    elif kind == "key" and state["typed"] < keys:
        QTest.keyClick(editor, "abcdefghij "[arg % 11])
        state["typed"] += 1
        QTimer.singleShot(80, step)
    else:
        QTimer.singleShot(pause_ms if kind == "pause" else 0, step)


def begin():
    state["cpu0"] = time.process_time()
    step()


QTimer.singleShot(1000, begin)
app.exec()
'''


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
    load_before = os.getloadavg()[0]
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
    machine, load, line = described(load_before)
    print(f"{line}; "
          f"platform {args.platform}; scoring "
          f"{'in a thread' if args.no_scoring_process else 'in its own process'}; "
          f"{'saved reports of a first run shown' if args.saved_reports else 'no saved report'}"
          f"; medians of "
          f"{args.runs} runs; times in ms unless marked; panel/preview include the debounce; "
          "CPU and RSS include the scoring process; paint s: launch → the window painted with "
          "the text, scores s: launch → scores on screen, ×paint: scores s ÷ paint s")
    if args.json:
        Path(args.json).write_text(json.dumps({"machine": machine, "load": load,
                                               "platform": args.platform, "runs": runs},
                                              indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
