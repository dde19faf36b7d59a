"""Benchmark the answer preview's ranker and the reference-folder indexing.

Usage:
    python tests/benchmarks/bench_answers.py [--articles 500] [--words 1200] [--runs 5]

Prints, as medians of several runs:

* ranking one edit of the 20k-word benchmark article for five questions with our
  incremental BM25F index (update the changed passages, score) against rank-bm25
  (rebuild the index, score) when rank-bm25 is installed — both fed the same tokens —
  and the whole answer preview after that edit (quotes and verdicts too);
* indexing a folder of generated articles: cold (no cache) and warm (every page
  cached), in this process;
* how late a 2 ms timer of a Qt event loop runs (p50, p99, max) while that folder
  is indexed by the app's :class:`editor.scoring.reference_indexer.ReferenceIndexer` in its
  own process, against a loop with nothing running.

Nothing here asserts: it measures and prints.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from scorers import Engine
from scorers.answers import AnswerIndex, index_folder
from scorers.answers.bm25 import DraftIndex, term_weights
from scorers.answers.passages import cut
from scorers.language import nlp
from tests.benchmarks.bench_scoring import QUESTIONS
from tests.benchmarks.docgen import generate


def _ms(func) -> float:
    start = time.perf_counter()
    func()
    return (time.perf_counter() - start) * 1000


def ranker(runs: int) -> None:
    engine = Engine()
    text = generate("en", 20_000)
    questions = [engine.question_terms(q) for q in QUESTIONS["en"].asked]
    middle = len(text) // 2
    views = [engine.view(text[:middle] + "xyz"[i % 3] + text[middle:]) for i in range(runs)]
    index = DraftIndex()
    index.sync(cut(engine.view(text).items).passages)

    def ours(view) -> None:
        passages = cut(view.items).passages
        index.sync(passages)
        for terms in questions:
            weights, avgdl = term_weights(terms, index, None)
            index.scores(weights, avgdl)

    ours_ms = statistics.median(_ms(lambda v=v: ours(v)) for v in views)
    print(f"ranker, 20k-word article, one edit, five questions: ours (incremental) "
          f"{ours_ms:.1f} ms (passages: {len(index)}; target: under 5 ms)")
    # The whole preview after the edit: cut, re-index, rank, choose the quotes, judge.
    preview = AnswerIndex()
    preview.compute(engine.view(text), QUESTIONS["en"], engine.question_terms)
    edits = [engine.view(text[:middle] + "xyz"[i % 3] * (i + 1) + text[middle:])
             for i in range(runs)]
    whole_ms = statistics.median(
        _ms(lambda v=v: preview.compute(v, QUESTIONS["en"], engine.question_terms))
        for v in edits)
    print(f"  the whole answer preview after that edit (cut, re-index, rank, quote, verdict): "
          f"{whole_ms:.1f} ms")
    try:
        from rank_bm25 import BM25Okapi
    except ImportError:
        print("  rank-bm25 not installed: pip install rank-bm25 to compare")
        return

    def theirs(view) -> None:
        corpus = []
        for passage in cut(view.items).passages:
            tokens = [t for it in passage.items for t in it.a.index_terms]
            tokens += [t for head in passage.heads for t in head.a.index_terms] * 2
            corpus.append(tokens)
        bm25 = BM25Okapi(corpus)
        for terms in questions:
            bm25.get_scores(list(terms))

    theirs_ms = statistics.median(_ms(lambda v=v: theirs(v)) for v in views)
    print(f"  rank-bm25 (rebuild and score, heading terms repeated twice): {theirs_ms:.1f} ms")


def make_folder(folder: Path, articles: int, words: int) -> int:
    total = 0
    for number in range(articles):
        lang = "zh" if number % 4 == 3 else "en"
        text = generate(lang, words * (2 if lang == "zh" else 1), seed=number)
        suffix = ".html" if number % 5 == 4 else ".md"
        if suffix == ".html":
            body = "".join(f"<p>{line}</p>" for line in text.splitlines() if line.strip())
            text = f"<html><body><nav>menu</nav>{body}</body></html>"
        (folder / f"page-{number:04}{suffix}").write_text(text, encoding="utf-8")
        total += len(text)
    return total


def indexing(articles: int, words: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "refs"
        folder.mkdir()
        chars = make_folder(folder, articles, words)
        cache = Path(tmp) / "cache.json"
        cold = _ms(lambda: index_folder(folder, cache=cache))
        warm_index = []
        warm = _ms(lambda: warm_index.append(index_folder(folder, cache=cache)))
        index = warm_index[0]
        print(f"reference folder: {articles} pages, {chars:,} characters, "
              f"{index.size:,} passages")
        print(f"  index cold {cold / 1000:.1f} s, warm (all cached) {warm / 1000:.2f} s")
        stalls(folder)


def _lateness(app, seconds: float, busy) -> list[float]:
    from PySide6.QtCore import QElapsedTimer, Qt, QTimer

    lateness: list[float] = []
    clock = QElapsedTimer()
    last = [0.0]
    tick = QTimer()
    tick.setTimerType(Qt.TimerType.PreciseTimer)
    tick.setInterval(2)

    def on_tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        if last[0]:
            lateness.append(max(0.0, now - last[0] - 2))
        last[0] = now
        if now > seconds * 1000 or (busy is not None and busy()):
            tick.stop()
            app.quit()

    tick.timeout.connect(on_tick)
    clock.start()
    tick.start()
    app.exec()
    return lateness


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(p / 100 * (len(values) - 1)))]


def stalls(folder: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from editor.scoring.reference_indexer import ReferenceIndexer

    app = QApplication.instance() or QApplication([])
    idle = _lateness(app, 3.0, None)
    indexer = ReferenceIndexer()
    done: list[float] = []
    started = time.perf_counter()
    indexer.ready.connect(lambda _index: done.append(time.perf_counter() - started))
    os.environ["GEO_WRITER_CACHE"] = str(folder.parent / "app-cache")  # a cold index
    indexer.set_folder(str(folder))
    busy = _lateness(app, 600.0, lambda: bool(done))
    indexer.shutdown()
    print(f"  event-loop lateness of a 2 ms timer, idle: p50 {_pct(idle, 50):.2f}, "
          f"p99 {_pct(idle, 99):.2f}, max {max(idle):.1f} ms")
    print(f"  while the app indexes the folder in its own process ({done[0]:.1f} s): "
          f"p50 {_pct(busy, 50):.2f}, p99 {_pct(busy, 99):.2f}, max {max(busy):.1f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--articles", type=int, default=500)
    parser.add_argument("--words", type=int, default=1200)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--ranker-only", action="store_true",
                        help="skip the reference-folder indexing")
    args = parser.parse_args(argv)
    nlp.warm_up()
    ranker(args.runs)
    if not args.ranker_only:
        indexing(args.articles, args.words)
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}; medians; "
          "timings on a shared machine are noisy")
    return 0


if __name__ == "__main__":
    sys.exit(main())
