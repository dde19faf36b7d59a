"""Benchmark the GEO engine: cold throughput, full rescore, incremental rescore.

Usage:
    python tests/benchmarks/bench_scoring.py [--json FILE] [--runs N] [--sizes 2000,20000,100000]
                                             [--clock wall|cpu]

For generated English and Chinese articles of each size it prints the cold
throughput (words/s, or characters/s for Chinese), the full rescore time with
an empty cache, and the incremental rescore time after a one-character edit
in the middle — each the median of several runs — and the full and incremental
times again with five questions for the answer preview ("5q"; the first
figures have none).

Each figure stands beside its floor, measured in the same run, so that a reader
on any machine can compare: the bare tokenizer on the same text (spaCy's blank
English tokenizer, ``spacy.blank("en")``, for English; jieba's default
``jieba.lcut`` for Chinese), timed interleaved with the full analysis, and the
incremental rescore as a percentage of the full one. The incremental rescore
replaces one character at one place, so the blocks below it stay where they were;
"typing" types a phrase on from the middle, a character a keystroke, so every block
below moves by one character each time, as when a writer types (also as a share of
the full analysis, with and without the questions). Budgets (issue 25): full
analysis ≤ 1.5× the tokenizer, incremental ≤ 3 % of full, with and without
questions. The load average is printed with the figures: the ratios hold better
than the times on a shared machine, not perfectly. Nothing here asserts: it
measures and prints.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scorers import Engine
from scorers.answers import Questions
from scorers.language import nlp
from tests.benchmarks.docgen import generate
from tests.benchmarks.machine import conclude, load_average
from tests.benchmarks.questions import QUESTIONS

#: No questions, none mined: the figures without the answer preview (QUESTIONS: with it).
NO_QUESTIONS = Questions(mine=False)


#: The clock the figures are read on: the wall clock, or this process's CPU time
#: (``--clock cpu``: on a machine others keep busy, what the work itself costs).
CLOCK = {"wall": time.perf_counter, "cpu": time.process_time}
_clock = CLOCK["wall"]


def _timed(func) -> float:
    start = _clock()
    func()
    return (_clock() - start) * 1000


def bare_tokenizer(lang: str):
    """The floor every analysis pays: the text read into tokens and nothing else."""
    if lang == "zh":
        jieba = sys.modules["jieba"]  # loaded by nlp.warm_up(), with the app's dictionary
        return jieba.lcut
    spacy = nlp.import_spacy()
    return spacy.blank("en").tokenizer


def measure(lang: str, size: int, runs: int) -> dict:
    text = generate(lang, size)
    units = len(text) if lang == "zh" else len(text.split())
    tokenize = bare_tokenizer(lang)
    tokenize(text)  # spaCy's tokenizer caches chunks; the engine's pipeline is warm too
    full, floor = [], []
    for _ in range(runs):  # interleaved, so that both see the same moments of the machine
        floor.append(_timed(lambda: tokenize(text)))
        full.append(_timed(lambda: Engine().score(text, questions=NO_QUESTIONS)))
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
    # Typing like a writer: each keystroke adds the next character at the next place, so
    # every block below the edit moves by one character (the incremental figures above
    # replace one character at one place, and the blocks below stay where they were).
    typing = _typed(text, middle, max(runs, 5) * 2, NO_QUESTIONS)
    typing_q = _typed(text, middle, max(runs, 5) * 2, questions)
    full_ms = statistics.median(full)
    floor_ms = statistics.median(floor)
    full_q_ms = statistics.median(full_q)
    return {
        "lang": lang,
        "size": units,
        "unit": "chars" if lang == "zh" else "words",
        "units_per_s": round(units / (full_ms / 1000)),
        "tokenizer_ms": round(floor_ms, 1),
        "full_ms": round(full_ms, 1),
        "full_per_tokenizer": round(full_ms / floor_ms, 2),
        "incremental_ms": round(statistics.median(incremental), 2),
        "incremental_pct": round(100 * statistics.median(incremental) / full_ms, 1),
        "full_5q_ms": round(full_q_ms, 1),
        "full_5q_per_tokenizer": round(full_q_ms / floor_ms, 2),
        "incremental_5q_ms": round(statistics.median(incremental_q), 2),
        "incremental_5q_pct": round(100 * statistics.median(incremental_q) / full_q_ms, 1),
        "typing_ms": round(statistics.median(typing), 2),
        "typing_pct": round(100 * statistics.median(typing) / full_ms, 1),
        "typing_5q_ms": round(statistics.median(typing_q), 2),
        "typing_5q_pct": round(100 * statistics.median(typing_q) / full_q_ms, 1),
    }


#: What the typing benchmark types, a character a keystroke.
TYPED = "and the cost fell by a third in 2024, 这一年成本下降了三分之一。 "


def _typed(text: str, at: int, keys: int, questions: Questions) -> list[float]:
    """The time of each rescore while ``keys`` characters are typed one after another
    from ``at`` on (the first rescore, after the engine read ``text``, not counted)."""
    engine = Engine()
    engine.score(text, questions=questions)
    times = []
    for key in range(keys):
        text = text[:at + key] + TYPED[key % len(TYPED)] + text[at + key:]
        times.append(_timed(lambda text=text: engine.score(text, questions=questions)))
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    parser.add_argument("--runs", type=int, default=5, help="runs per figure (median)")
    parser.add_argument("--sizes", default="2000,20000,100000")
    parser.add_argument("--clock", choices=sorted(CLOCK), default="wall",
                        help="wall clock (default) or this process's CPU time")
    args = parser.parse_args(argv)
    global _clock
    _clock = CLOCK[args.clock]
    nlp.warm_up()  # pipeline loading is start-up cost, not throughput

    runs = []
    load_before = load_average()
    print(f"{'lang':<5}{'size':>9} {'unit':<6}{'units/s':>9}{'tokens':>8}{'full':>8}"
          f"{'×tok':>6}{'incr':>7}{'%full':>6}{'full 5q':>9}{'×tok':>6}{'incr 5q':>8}"
          f"{'%full':>6}{'typing':>8}{'%full':>6}{'typ 5q':>8}{'%full':>6}")
    for lang in ("en", "zh"):
        for size in (int(s) for s in args.sizes.split(",")):
            row = measure(lang, size, args.runs if size < 50_000 else max(3, args.runs // 2))
            runs.append(row)
            print(f"{row['lang']:<5}{row['size']:>9} {row['unit']:<6}{row['units_per_s']:>9}"
                  f"{row['tokenizer_ms']:>8}{row['full_ms']:>8}{row['full_per_tokenizer']:>6}"
                  f"{row['incremental_ms']:>7}{row['incremental_pct']:>6}"
                  f"{row['full_5q_ms']:>9}{row['full_5q_per_tokenizer']:>6}"
                  f"{row['incremental_5q_ms']:>8}{row['incremental_5q_pct']:>6}"
                  f"{row['typing_ms']:>8}{row['typing_pct']:>6}"
                  f"{row['typing_5q_ms']:>8}{row['typing_5q_pct']:>6}", flush=True)
    conclude(load_before,
             f"medians of {args.runs} runs (half as many, at least 3, above 50,000); times in ms "
             f"({args.clock} clock); "
             "tokens: the bare tokenizer on the same text (spaCy blank English / jieba.lcut), "
             "×tok: full ÷ tokens, %full: incremental as a share of full; "
             "typing: a rescore per keystroke while typing on from the middle (the blocks "
             "below move)", args.json, runs=runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
