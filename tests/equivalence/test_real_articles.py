"""Calibration on real, permissively licensed articles (tests/calibration/).

Each article was labelled strong, medium or weak by reading it as an editor would,
before looking at its score (tests/calibration/README.md says how, and where the
labels of the collector and the lead differ). The scores must hold strong above
weak within each language — measured as the share of strong/weak pairs in which
the strong article scores higher (ties count half) — and in Chinese not because
strong articles are longer: length alone must not separate them, and the scores
must still separate them once the effect of length is taken out.
"""

from __future__ import annotations

import csv
import math
from functools import cache
from pathlib import Path

import pytest

from scorers import Engine, score

HERE = Path(__file__).parents[1] / "calibration"


@cache
def articles(lang: str) -> list[tuple[str, int, float]]:
    """``(label, overall score, length)`` of each calibration article in ``lang``."""
    engine = Engine()
    out = []
    with open(HERE / "SOURCES.tsv", encoding="utf-8") as table:
        for row in csv.DictReader(table, delimiter="\t"):
            if not row["file"].startswith(lang + "/"):
                continue
            text = (HERE / row["file"]).read_text(encoding="utf-8")
            report = score(text)
            assert report.overall is not None
            out.append((row["label"], report.overall, engine.view(text).length))
    return out


def pairwise_wins(strong: list[float], weak: list[float]) -> float:
    """Share of (strong, weak) pairs where the strong one is higher; ties count half."""
    wins = sum((s > w) + 0.5 * (s == w) for s in strong for w in weak)
    return wins / (len(strong) * len(weak))


def by_label(rows: list[tuple[str, int, float]], label: str, index: int) -> list[float]:
    return [row[index] for row in rows if row[0] == label]


def test_every_article_has_a_recorded_source_and_licence():
    with open(HERE / "SOURCES.tsv", encoding="utf-8") as table:
        rows = list(csv.DictReader(table, delimiter="\t"))
    assert len(rows) == len(list(HERE.glob("*/*.md"))) >= 16
    for row in rows:
        assert (HERE / row["file"]).exists()
        assert row["repo"] and row["path"] and row["licence"] and row["reason"]
        assert row["label"] in ("strong", "medium", "weak")
        assert row["file"].split("/")[1].startswith(row["label"])


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_strong_articles_score_above_weak_ones(lang):
    rows = articles(lang)
    strong, weak = by_label(rows, "strong", 1), by_label(rows, "weak", 1)
    assert len(strong) >= 3 and len(weak) >= 2
    assert pairwise_wins(strong, weak) >= 0.8
    assert sum(strong) / len(strong) - sum(weak) / len(weak) >= 4


def test_chinese_articles_are_not_separated_by_length():
    rows = articles("zh")
    lengths = pairwise_wins(by_label(rows, "strong", 2), by_label(rows, "weak", 2))
    scores = pairwise_wins(by_label(rows, "strong", 1), by_label(rows, "weak", 1))
    # Length alone would not tell the strong articles from the weak ones …
    assert lengths <= 0.5 < scores
    # … and once the scores' dependence on length (fitted on every article, medium ones
    # included) is taken out, what is left still puts strong above weak.
    xs = [math.log(row[2]) for row in rows]
    ys = [row[1] for row in rows]
    mean_x, mean_y = sum(xs) / len(xs), sum(ys) / len(ys)
    slope = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys, strict=True)) / sum(
        (x - mean_x) ** 2 for x in xs)
    residual = [(row[0], y - (mean_y + slope * (x - mean_x)))
                for row, x, y in zip(rows, xs, ys, strict=True)]
    strong = [r for label, r in residual if label == "strong"]
    weak = [r for label, r in residual if label == "weak"]
    assert pairwise_wins(strong, weak) >= 0.8
