"""The three scripts ``bench_ui.py`` runs, each with ``python -c`` in a fresh process.

Why scripts in strings, not modules to import: the measured process must import
nothing but the app before its start-up figures are taken (the first paint, the
first scores), so the benchmark's own code cannot be in it; and each run starts
from nothing, as a writer's launch does, so every process is new. Each script
reads its arguments from ``sys.argv`` and prints one line of JSON, its figures,
which ``bench_ui.run_one`` reads back (``SEED`` prints the number of questions).

- ``SEED`` runs first: it keeps the document's questions under its path, as an
  earlier session of the writer's would have left them.
- ``CHILD`` is the measured session: the real window started as ``geo-writer FILE``
  does, typed at a human pace in three bursts, its delays, CPU and memory read.
- ``BARE_CHILD`` types the same way into a bare ``QPlainTextEdit``: what Qt alone
  costs per key on this machine at this moment, the baseline for the app's CPU.
"""

# The measured session. Arguments: the document, the number of keys, the launch time
# (time.time() just before the process was started), the project's root, the language.
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
# (SEED, below): the app reads them as it opens the file, so its first job asks them.
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


def proc_mb(pid, name, field):
    # A size in kB read from /proc/PID/NAME (Linux), in MB; 0 where there is none.
    try:
        for line in open(f"/proc/{pid}/{name}"):
            if line.startswith(field):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def rss_mb(pid="self"):
    return proc_mb(pid, "status", "VmRSS:")


def pss_mb(pid="self"):
    # Proportional set size: pages shared by the two processes count half in each,
    # so the sum is what the app really holds in memory.
    return proc_mb(pid, "smaps_rollup", "Pss:")


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
