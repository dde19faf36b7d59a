"""The calibration table: how well the scores rank strong articles above weak ones.

Run from a worktree root (the engine is imported from ``PYTHONPATH``, so another
worktree's engine can be judged on this set)::

    PYTHONPATH=$PWD python -m tests.calibration.table [--root DIR] [--markdown]
    PYTHONPATH=/other/worktree python /this/worktree/tests/calibration/table.py \\
        --root /this/worktree/tests/calibration

Per language it prints (ties count half in every pair accuracy):

- strong>weak pair accuracy with the shipped weights, overall and per genre (the
  pairs in which at least one article is of that genre);
- the same once length is taken out: residuals of the overall score after a least
  squares fit against ln(length) over all the language's articles;
- the pair accuracy of each dimension alone (below 50% it ranks backwards);
- leave-one-genre-out: for each genre, the five weights are fitted on the other
  genres' articles (simplex grid, step 0.05, the best pair accuracy, ties broken
  toward the shipped weights) and the pairs involving the held-out genre are
  ranked with them. A weight or threshold is judged on this held-out figure, not
  on the articles it was tuned on.

Below the tables it prints the **held-out split** (``held/``, its own SOURCES.tsv):
articles gathered and labelled by reading after the weights and checks were tuned,
that no weight or threshold was fitted on. They are scored with the shipped weights
only: strong>weak, strong>medium and medium>weak pair accuracy per language, each
dimension alone, and the strong/weak pairs the scores put the wrong way round.

The later held-out splits (``held2/`` to ``held5/``) are scored only when
asked for, and then alone (``--split held2`` and so on): each is kept for one honest
figure at the end of a round, so that an ordinary run of the table (or of the tests)
never scores them.

Nothing is cached on disk; each article is scored once.
"""

from __future__ import annotations

import argparse
import csv
import itertools
import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np

from scorers import DIMENSION_IDS, Engine, Settings

HERE = Path(__file__).resolve().parent
#: The held-out split, under the set's folder: never tuned on, never part of its tables.
HELD = "held"
#: The second held-out split: scored only on request (``--split``), never by default.
HELD2 = "held2"
#: The third held-out split, gathered when held2 had been read too: on request only.
HELD3 = "held3"
#: The fourth held-out split, gathered when held3 had been read too: on request only.
HELD4 = "held4"
#: The fifth held-out split, gathered when held4 had been read too: on request only.
HELD5 = "held5"
#: The held-out splits ``--split`` can name.
SPLITS = (HELD, HELD2, HELD3, HELD4, HELD5)
LANGS = ("en", "zh")
#: Step of the weight grid the leave-one-genre-out fit searches.
GRID_STEP = 0.05
#: How much lower a gate's cap goes for each further gate (scorers.engine.GATE_STACKING).
_DEFAULT_STACKING = 5


@dataclass(frozen=True, slots=True)
class Article:
    """One calibration article and its scores."""

    file: str
    lang: str
    label: str
    genre: str
    overall: float
    dimensions: tuple[float, ...]  # in DIMENSION_IDS order
    cap: float | None  # the cap the report's gates put on the overall score
    length: float  # in the language's unit (words, or characters in Chinese)


@dataclass(slots=True)
class LanguageTable:
    """The figures of one language."""

    lang: str
    counts: dict[str, int]
    accuracy: float
    pairs: int
    after_length: float
    slope: float
    length_alone: float
    dimensions: dict[str, float]
    genres: list[GenreRow] = field(default_factory=list)
    pooled_shipped: float = math.nan
    pooled_held_out: float = math.nan
    #: the best weights for all the language's pairs at once, and their (in-sample) accuracy
    tuned: float = math.nan
    tuned_weights: tuple[float, ...] = ()


@dataclass(frozen=True, slots=True)
class GenreRow:
    genre: str
    counts: dict[str, int]
    pairs: int
    shipped: float
    after_length: float
    held_out: float
    weights: tuple[float, ...]


def read_sources(root: Path) -> list[dict[str, str]]:
    with open(root / "SOURCES.tsv", encoding="utf-8") as table:
        return list(csv.DictReader(table, delimiter="\t"))


def _stacking() -> int:
    try:
        from scorers.engine import GATE_STACKING
    except ImportError:  # an engine without it: the value it had when this was written
        return _DEFAULT_STACKING
    return int(GATE_STACKING)


def score_articles(root: Path = HERE) -> list[Article]:
    """Score every article listed in ``root/SOURCES.tsv``, once each."""
    engine = Engine()
    stacking = _stacking()
    out = []
    for row in read_sources(root):
        text = (root / row["file"]).read_text(encoding="utf-8")
        report = engine.score(text)
        if report.overall is None:
            raise ValueError(f"{row['file']}: no score")
        by_id = {d.id: d.score or 0 for d in report.dimensions}
        cap = (min(g.cap for g in report.gates) - stacking * (len(report.gates) - 1)
               if report.gates else None)
        out.append(Article(row["file"], row["file"].split("/")[0], row["label"],
                           row["genre"], float(report.overall),
                           tuple(float(by_id[d]) for d in DIMENSION_IDS), cap,
                           float(engine.view(text).length)))
    return out


def pair_accuracy(strong: Sequence[float], weak: Sequence[float]) -> float:
    """Share of (strong, weak) pairs where the strong one is higher; ties count half."""
    if not strong or not weak:
        return math.nan
    wins = sum((s > w) + 0.5 * (s == w) for s in strong for w in weak)
    return wins / (len(strong) * len(weak))


def length_residuals(values: Sequence[float],
                     lengths: Sequence[float]) -> tuple[list[float], float]:
    """``values`` less their least-squares fit on ln(length), and the fitted slope."""
    if not values:
        return [], 0.0
    xs = [math.log(max(n, 1.0)) for n in lengths]
    mean_x, mean_y = sum(xs) / len(xs), sum(values) / len(values)
    spread = sum((x - mean_x) ** 2 for x in xs)
    slope = (sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, values, strict=True)) / spread
             if spread else 0.0)
    return [y - mean_y - slope * (x - mean_x) for x, y in zip(xs, values, strict=True)], slope


def _pairs(articles: Sequence[Article]) -> list[tuple[int, int]]:
    strong = [i for i, a in enumerate(articles) if a.label == "strong"]
    weak = [i for i, a in enumerate(articles) if a.label == "weak"]
    return [(s, w) for s in strong for w in weak]


def _accuracy_on(values: Sequence[float], pairs: Sequence[tuple[int, int]]) -> float:
    if not pairs:
        return math.nan
    return sum((values[s] > values[w]) + 0.5 * (values[s] == values[w])
               for s, w in pairs) / len(pairs)


def shipped_weights() -> np.ndarray:
    settings = Settings()
    weights = np.array([settings.weight(d) for d in DIMENSION_IDS], dtype=float)
    return weights / weights.sum()


def weight_grid(step: float = GRID_STEP) -> np.ndarray:
    """Every weighting of the five dimensions on the simplex, in steps of ``step``."""
    n = round(1 / step)
    rows = [(a, b, c, d, n - a - b - c - d)
            for a, b, c, d in itertools.product(range(n + 1), repeat=4) if a + b + c + d <= n]
    return np.array(rows, dtype=float) / n


def overall_with(articles: Sequence[Article], weights: np.ndarray) -> np.ndarray:
    """Overall score of each article (rows) under each weighting (columns), as the
    engine computes it: the weighted mean, capped by the gates, rounded."""
    dims = np.array([a.dimensions for a in articles])
    means = dims @ weights.T / weights.sum(axis=1)
    caps = np.array([math.inf if a.cap is None else a.cap for a in articles])
    # round half to even, as Python's round() does in the engine
    return np.round(np.minimum(means, caps[:, None]))


def _wins(scores: np.ndarray, pairs: Sequence[tuple[int, int]]) -> np.ndarray:
    """Pair accuracy of each column of ``scores`` over ``pairs``."""
    s = np.array([p[0] for p in pairs])
    w = np.array([p[1] for p in pairs])
    diff = scores[s] - scores[w]
    return ((diff > 0) + 0.5 * (diff == 0)).mean(axis=0)


def fit_weights(pairs: Sequence[tuple[int, int]], grid: np.ndarray, scores: np.ndarray,
                shipped: np.ndarray) -> int:
    """Index in ``grid`` of the weighting that ranks ``pairs`` best (ties: nearest shipped)."""
    accuracy = _wins(scores, pairs)
    best = np.flatnonzero(np.isclose(accuracy, accuracy.max()))
    distance = ((grid[best] - shipped) ** 2).sum(axis=1)
    return int(best[np.argmin(distance)])


def _counts(articles: Sequence[Article]) -> dict[str, int]:
    return {label: sum(a.label == label for a in articles)
            for label in ("strong", "medium", "weak")}


def language_table(articles: Sequence[Article], lang: str) -> LanguageTable:
    arts = [a for a in articles if a.lang == lang]
    pairs = _pairs(arts)
    overall = [a.overall for a in arts]
    residual, slope = length_residuals(overall, [a.length for a in arts])
    table = LanguageTable(
        lang, _counts(arts), _accuracy_on(overall, pairs), len(pairs),
        _accuracy_on(residual, pairs), slope, _accuracy_on([a.length for a in arts], pairs),
        {d: _accuracy_on([a.dimensions[k] for a in arts], pairs)
         for k, d in enumerate(DIMENSION_IDS)})
    if not pairs:
        return table
    grid, shipped = weight_grid(), shipped_weights()
    scores = overall_with(arts, grid)
    best = fit_weights(pairs, grid, scores, shipped)
    table.tuned, table.tuned_weights = _wins(scores[:, [best]], pairs)[0], tuple(grid[best])
    held_wins = shipped_wins = total = 0.0
    for genre in sorted({a.genre for a in arts}):
        inside = {i for i, a in enumerate(arts) if a.genre == genre}
        test = [p for p in pairs if p[0] in inside or p[1] in inside]
        train = [p for p in pairs if p[0] not in inside and p[1] not in inside]
        fitted = fit_weights(train, grid, scores, shipped) if train else None
        held = (_wins(scores[:, [fitted]], test)[0] if fitted is not None and test
                else math.nan)
        shipped_acc = _accuracy_on(overall, test)
        table.genres.append(GenreRow(
            genre, _counts([arts[i] for i in inside]), len(test), shipped_acc,
            _accuracy_on(residual, test), held,
            tuple(grid[fitted]) if fitted is not None else ()))
        if test and not math.isnan(held):
            held_wins += held * len(test)
            shipped_wins += shipped_acc * len(test)
            total += len(test)
    if total:
        table.pooled_held_out = held_wins / total
        table.pooled_shipped = shipped_wins / total
    return table


@dataclass(frozen=True, slots=True)
class HeldTable:
    """The held-out split of one language, ranked with the shipped weights only."""

    lang: str
    counts: dict[str, int]
    pairs: int
    accuracy: float  # strong above weak
    after_length: float  # the same on the residuals of overall on ln(length)
    length_alone: float
    strong_medium: float
    medium_weak: float
    dimensions: dict[str, float]
    #: strong/weak pairs the overall score does not put strong first: (strong, weak) files
    misranked: tuple[tuple[str, str], ...]


def held_table(articles: Sequence[Article], lang: str) -> HeldTable:
    arts = [a for a in articles if a.lang == lang]
    by_label = {label: [a for a in arts if a.label == label]
                for label in ("strong", "medium", "weak")}

    residual = dict(zip((a.file for a in arts),
                        length_residuals([a.overall for a in arts], [a.length for a in arts])[0],
                        strict=True))

    def acc(upper: str, lower: str, value=lambda a: a.overall) -> float:
        return pair_accuracy([value(a) for a in by_label[upper]],
                             [value(a) for a in by_label[lower]])

    return HeldTable(
        lang, _counts(arts), len(by_label["strong"]) * len(by_label["weak"]),
        acc("strong", "weak"), acc("strong", "weak", lambda a: residual[a.file]),
        acc("strong", "weak", lambda a: a.length),
        acc("strong", "medium"), acc("medium", "weak"),
        {d: acc("strong", "weak", lambda a, k=k: a.dimensions[k])
         for k, d in enumerate(DIMENSION_IDS)},
        tuple((s.file, w.file) for s in by_label["strong"] for w in by_label["weak"]
              if s.overall <= w.overall))


def _pct(value: float) -> str:
    return "—" if math.isnan(value) else f"{100 * value:.0f}%"


def _weights(weights: tuple[float, ...]) -> str:
    return " ".join(f"{w:.2f}" for w in weights) if weights else "—"


def _count_text(counts: dict[str, int]) -> str:
    return f"{counts['strong']}/{counts['medium']}/{counts['weak']}"


def render(tables: Sequence[LanguageTable], markdown: bool = False) -> str:
    """The tables as text (or Markdown for the README)."""
    lines: list[str] = []
    dims = " ".join(d[:5] for d in DIMENSION_IDS)

    def row(cells: Sequence[str]) -> None:
        lines.append("| " + " | ".join(cells) + " |" if markdown
                     else "  ".join(f"{c:<28}" if i == 0 else f"{c:>9}"
                                    for i, c in enumerate(cells)).rstrip())

    for t in tables:
        title = (f"{t.lang}: {sum(t.counts.values())} articles "
                 f"({_count_text(t.counts)} strong/medium/weak), {t.pairs} strong/weak pairs")
        lines += [f"### {title}" if markdown else title, ""]
        row(["", "pairs", "shipped", "no length", "LOGO", "tuned"])
        if markdown:
            row(["---"] + ["---:"] * 5)
        row(["all", str(t.pairs), _pct(t.accuracy), _pct(t.after_length), _pct(t.pooled_held_out),
             _pct(t.tuned)])
        lines += ["", f"Tuned: the best weights for all {t.lang} pairs at once, in-sample "
                  f"({dims}: {_weights(t.tuned_weights)}); LOGO is the held-out figure.", ""]
        header = ["genre", "s/m/w", "pairs", "shipped", "no length", "LOGO",
                  f"fitted weights ({dims})"]
        row(header)
        if markdown:
            row(["---", "---", "---:", "---:", "---:", "---:", "---"])
        for g in t.genres:
            row([g.genre, _count_text(g.counts), str(g.pairs), _pct(g.shipped),
                 _pct(g.after_length), _pct(g.held_out), _weights(g.weights)])
        row(["pooled", "", str(sum(g.pairs for g in t.genres)), _pct(t.pooled_shipped), "",
             _pct(t.pooled_held_out), ""])
        lines.append("")
        row(["dimension", "alone"])
        if markdown:
            row(["---", "---:"])
        for d, acc in t.dimensions.items():
            row([d + (" (backwards)" if acc < 0.5 else ""), _pct(acc)])
        row(["length alone", _pct(t.length_alone)])
        lines += ["", f"Slope of overall on ln(length): {t.slope:+.1f} points.", ""]
    lines.append("Pairs: strong/weak pairs within a language, ties half; a genre's pairs are "
                 "those with at least one article of the genre. No length: residuals after a "
                 "least-squares fit of overall on ln(length). LOGO: weights fitted on the "
                 "other genres (simplex, step 0.05), then used to rank the genre's pairs; "
                 "pooled over the genres (a pair between two genres counts in both).")
    return "\n".join(lines).rstrip() + "\n"


def render_held(tables: Sequence[HeldTable], markdown: bool = False, name: str = HELD) -> str:
    """The held-out split's figures (the split in folder ``name``): shipped weights, no
    fitting."""
    title = (f"Held-out split{'' if name == HELD else ' ' + name} (not tuned on), "
             "shipped weights")
    lines = [f"### {title}" if markdown else title, ""]
    dims = [d[:5] for d in DIMENSION_IDS]
    head = ["", "s/m/w", "s>w pairs", "s>w", "no length", "length", "s>m", "m>w", *dims]
    if markdown:
        lines += ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    else:
        lines.append("  ".join(f"{c:>9}" for c in head))
    for t in tables:
        cells = [t.lang, _count_text(t.counts), str(t.pairs), _pct(t.accuracy),
                 _pct(t.after_length), _pct(t.length_alone),
                 _pct(t.strong_medium), _pct(t.medium_weak),
                 *(_pct(t.dimensions[d]) for d in DIMENSION_IDS)]
        lines.append("| " + " | ".join(cells) + " |" if markdown
                     else "  ".join(f"{c:>9}" for c in cells))
    lines.append("")
    for t in tables:
        for strong, weak in t.misranked:
            lines.append(f"{'- ' if markdown else ''}{t.lang} misranked: {strong} "
                         f"not above {weak}")
    lines += ["", "s>w, s>m, m>w: share of pairs in which the first label scores higher "
              "(ties half). No length: s>w on the residuals of overall on ln(length) over "
              "the split's articles of the language; length: s>w by length alone; the "
              "dimension columns: s>w for each dimension alone."]
    return "\n".join(lines).rstrip() + "\n"


def render_articles(articles: Sequence[Article]) -> str:
    """One line per article: its label, genre, overall, dimension scores, cap and length."""
    head = f"{'file':<58} {'overall':>7} " + " ".join(f"{d[:5]:>5}" for d in DIMENSION_IDS)
    out = [head + "   cap  length"]
    for a in sorted(articles, key=lambda a: (a.lang, a.label, -a.overall)):
        dims = " ".join(f"{v:>5.0f}" for v in a.dimensions)
        cap = "" if a.cap is None else f"{a.cap:.0f}"
        out.append(f"{a.file:<58} {a.overall:>7.0f} {dims} {cap:>5} {a.length:>7.0f}")
    return "\n".join(out) + "\n"


def _split(root: Path, name: str, markdown: bool, articles: bool) -> None:
    """Score the held-out split in ``root/name`` and print its table (and its articles)."""
    held = score_articles(root / name)
    print(render_held([held_table(held, lang) for lang in LANGS], markdown, name), end="")
    if articles:
        print()
        print(render_articles([replace(a, file=f"{name}/{a.file}") for a in held]), end="")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=HERE,
                        help="folder with SOURCES.tsv and en/, zh/ (default: this one)")
    parser.add_argument("--markdown", action="store_true", help="print Markdown tables")
    parser.add_argument("--articles", action="store_true",
                        help="also list every article's scores (to see which pairs flip)")
    parser.add_argument("--split", choices=SPLITS,
                        help="print only this held-out split's table (held2 to "
                             "held5 are scored only this way)")
    args = parser.parse_args(argv)
    folder = args.root / args.split if args.split else args.root
    if not (folder / "SOURCES.tsv").is_file():
        print(f"No SOURCES.tsv in {folder}", file=sys.stderr)
        return 2
    try:
        _tables(args)
    except (OSError, ValueError) as error:  # a listed article missing, unreadable or empty
        print(f"Cannot score the set in {folder}: {error}", file=sys.stderr)
        return 2
    return 0


def _tables(args: argparse.Namespace) -> None:
    if args.split:
        _split(args.root, args.split, args.markdown, args.articles)
        return
    articles = score_articles(args.root)
    print(render([language_table(articles, lang) for lang in LANGS], args.markdown), end="")
    if args.articles:
        print()
        print(render_articles(articles), end="")
    if (args.root / HELD / "SOURCES.tsv").is_file():
        print()
        _split(args.root, HELD, args.markdown, args.articles)


if __name__ == "__main__":
    sys.exit(main())
