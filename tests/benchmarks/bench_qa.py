"""Measure the answer preview on human-written questions (a folder in the shared QA format).

Usage:
    python tests/benchmarks/bench_qa.py --qa ../shared/qa/en [--qa ../shared/qa/zh] \
        [--split tune|held|all]

A QA folder holds ``NNNN.md`` drafts and ``questions.jsonl`` (``question``, ``file``,
``golds``: ``[[start, end, text], …]``). For every question the preview is asked as a
writer would ask it (``Questions((q,), mine=False)``), and the benchmark prints per
folder:

* passage hit@1, hit@3 and MRR (a passage "hits" when it holds a gold answer span);
* quote hit (the quoted sentence holds a gold answer's text);
* beside them, two baselines: plain BM25 (rank-bm25's BM25Okapi, on the same passages
  and the same question terms, headings read once as body words) and "the sentence of
  the top passage with the most question words" for the quote;
* the time per question.

``--split`` keeps the tuning half honest: ``tune`` reads the first half of the drafts of
a folder with ten or fewer drafts (the English titles), else the even-numbered drafts;
``held`` the others. The data is not in the repository and CI never needs it.
rank-bm25 is optional (``pip install rank-bm25``); without it its column is left out.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scorers import Engine
from scorers.answers import AnswerIndex, Questions
from scorers.answers.passages import passage_sentences
from scorers.language import nlp


@dataclass
class Tally:
    """Hits counted over one folder's questions."""

    questions: int = 0
    hit1: int = 0
    hit3: int = 0
    rr: float = 0.0
    quote: int = 0
    base_hit1: int = 0
    base_hit3: int = 0
    base_rr: float = 0.0
    overlap_quote: int = 0
    quotable: int = 0  # some sentence of the draft holds a gold answer: the quote's ceiling
    seconds: list[float] = field(default_factory=list)

    def line(self, name: str, has_bm25: bool) -> str:
        n = self.questions or 1

        def pct(value: float) -> str:
            return f"{100 * value / n:5.1f}"

        base = (f" | rank-bm25 hit@1 {pct(self.base_hit1)} hit@3 {pct(self.base_hit3)} "
                f"MRR {self.base_rr / n:.3f}") if has_bm25 else ""
        ms = statistics.median(self.seconds) * 1000 if self.seconds else 0.0
        return (f"{name:<24} {self.questions:5d} q | hit@1 {pct(self.hit1)} hit@3 "
                f"{pct(self.hit3)} MRR {self.rr / n:.3f} quote {pct(self.quote)}{base} | "
                f"most-overlap quote {pct(self.overlap_quote)} | one sentence holds it "
                f"{pct(self.quotable)} | {ms:.1f} ms/q (median)")


def _draft_number(name: str) -> int:
    return int(Path(name).stem)


def chosen_files(files: list[str], split: str) -> set[str]:
    """The drafts of ``split``: see the module's docstring."""
    files = sorted(files)
    if split == "all":
        return set(files)
    if len(files) <= 10:
        tune = set(files[:len(files) // 2])
    else:
        tune = {f for f in files if _draft_number(f) % 2 == 0}
    return tune if split == "tune" else set(files) - tune


def _holds(span: tuple[int, int], golds: list) -> bool:
    return any(span[0] <= g[0] and g[1] <= span[1] for g in golds)


def _quote_holds(text: str, golds: list) -> bool:
    return any(g[2] and g[2] in text for g in golds)


def _rank_of(spans: list[tuple[int, int]], golds: list) -> int | None:
    for rank, span in enumerate(spans, start=1):
        if _holds(span, golds):
            return rank
    return None


def measure(folder: Path, split: str, engine: Engine, bm25_class, misses: list | None = None,
            ) -> Tally:
    """Ask every question of ``folder``'s ``split`` and count the hits."""
    rows = [json.loads(line) for line in (folder / "questions.jsonl").read_text(
        encoding="utf-8").splitlines() if line.strip()]
    rows = [row for row in rows if row["question"].strip()]  # a few are blank in the data
    by_file: dict[str, list[dict]] = {}
    for row in rows:
        by_file.setdefault(row["file"], []).append(row)
    tally = Tally()
    for name in sorted(chosen_files(list(by_file), split)):
        text = (folder / name).read_text(encoding="utf-8")
        view = engine.view(text)
        index = AnswerIndex()
        index.compute(view, Questions(("warm up",), mine=False), engine.question_terms)
        passages = index._cut.passages if index._cut is not None else []
        spans = {p.start: (p.start, p.end) for p in passages}
        by_start = {p.start: p for p in passages}
        every = [text[q.start:q.end] for p in passages for q in passage_sentences(p, index.claims)]
        bm25 = None
        if bm25_class is not None and passages:
            corpus = [[t for it in p.items for t in it.a.index_terms]
                      + [t for head in p.heads for t in head.a.index_terms] for p in passages]
            bm25 = bm25_class(corpus)
        for row in by_file[name]:
            golds = row["golds"]
            started = time.perf_counter()
            answers = index.compute(view, Questions((row["question"],), mine=False),
                                    engine.question_terms)
            tally.seconds.append(time.perf_counter() - started)
            answer = answers.questions[0]
            tally.questions += 1
            draft_hits = [h for h in answer.hits if h.in_draft]
            rank = _rank_of([(h.start, h.end) for h in draft_hits], golds)
            if rank is not None:
                tally.hit1 += rank == 1
                tally.hit3 += rank <= 3
                tally.rr += 1 / rank
            best = answer.best
            quoted = best is not None and _quote_holds(text[best.quote_start:best.quote_end],
                                                       golds)
            tally.quote += quoted
            tally.quotable += any(_quote_holds(sentence, golds) for sentence in every)
            terms = set(answer.terms)
            if best is not None and best.start in by_start:
                sentences = passage_sentences(by_start[best.start], index.claims)
                top = max(sentences, default=None, key=lambda s: len(
                    (s.own_terms if s.own_terms is not None else s.terms) & terms))
                if top is not None and _quote_holds(text[top.start:top.end], golds):
                    tally.overlap_quote += 1
            if bm25 is not None and terms:
                scores = bm25.get_scores(list(answer.terms))
                order = sorted(range(len(passages)), key=lambda i: (-scores[i], i))
                order = order[:10]  # rank-bm25's idf can be 0 or less on a short draft
                base = _rank_of([spans[passages[i].start] for i in order], golds)
                if base is not None:
                    tally.base_hit1 += base == 1
                    tally.base_hit3 += base <= 3
                    tally.base_rr += 1 / base
            if misses is not None and not (rank == 1 and quoted):
                misses.append((row, answer, text))
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--qa", action="append", required=True, help="a QA folder (repeatable)")
    parser.add_argument("--split", choices=("tune", "held", "all"), default="all")
    parser.add_argument("--misses", type=int, default=0,
                        help="print this many misses per folder (questions, quotes, golds)")
    args = parser.parse_args(argv)
    nlp.warm_up()
    try:
        from rank_bm25 import BM25Okapi
    except ImportError:
        BM25Okapi = None  # noqa: N806 - a class, or None when rank-bm25 is missing
        print("rank-bm25 not installed: its column is left out (pip install rank-bm25)")
    engine = Engine()
    for folder in args.qa:
        path = Path(folder)
        misses: list | None = [] if args.misses else None
        tally = measure(path, args.split, engine, BM25Okapi, misses)
        print(tally.line(f"{path.name} ({args.split})", BM25Okapi is not None), flush=True)
        for row, answer, text in (misses or [])[:args.misses]:
            best = answer.best
            quote = text[best.quote_start:best.quote_end] if best else ""
            print(f"  Q {row['question']}  terms={answer.terms}\n    quote: {quote[:160]}\n"
                  f"    golds: {[g[2] for g in row['golds']]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
