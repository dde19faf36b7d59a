"""Calibration on real, permissively licensed articles (tests/calibration/).

Each article was labelled strong, medium or weak by reading it as an editor choosing
a source for an answer engine would, before its score was looked at
(tests/calibration/README.md says how). Issue 21's targets: in each language the
scores put the strong article above the weak one in at least 90% of the strong/weak
pairs (ties count half), in at least 75% once the effect of length is taken out, and
no dimension ranks a language's articles backwards. The second and the third hold in
both languages, the first in English (English 91%, Chinese 87%): the tests hold the
figures reached as a floor that no change may go below, and the floors are raised
toward the targets as the checks improve (README, "The five dimensions").
The same figures, per genre and left out one genre at a time, are printed by
``python -m tests.calibration.table``.
"""

from __future__ import annotations

import csv
import math
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from scorers import DIMENSION_IDS
from tests.calibration.table import (
    HELD,
    HELD2,
    HELD3,
    HELD4,
    HELD5,
    Article,
    LanguageTable,
    fit_weights,
    held_table,
    language_table,
    length_residuals,
    main,
    overall_with,
    pair_accuracy,
    render_held,
    score_articles,
    weight_grid,
)

HERE = Path(__file__).parents[1] / "calibration"
LANGS = ("en", "zh")
#: Licences that allow the articles to be copied into the repository as test data.
PERMISSIVE = ("MIT", "Apache-2.0", "BSD", "CC-BY-4.0", "CC-BY-SA", "CC0")


@pytest.fixture(scope="module")
def tables() -> dict[str, LanguageTable]:
    """The calibration table of each language, every article scored once for the module."""
    articles = score_articles(HERE)
    return {lang: language_table(articles, lang) for lang in LANGS}


def sources(root: Path = HERE) -> list[dict[str, str]]:
    with open(root / "SOURCES.tsv", encoding="utf-8") as table:
        return list(csv.DictReader(table, delimiter="\t"))


@pytest.mark.parametrize("root", [HERE, HERE / HELD, HERE / HELD2, HERE / HELD3, HERE / HELD4,
                                  HERE / HELD5],
                         ids=["tuning", "held", "held2", "held3", "held4", "held5"])
def test_every_article_has_a_recorded_source_licence_genre_and_reason(root):
    rows = sources(root)
    assert sorted(row["file"] for row in rows) == sorted(
        str(path.relative_to(root)) for path in root.glob("*/*.md"))
    for row in rows:
        label, genre = row["file"].split("/")[1].split("-")[:2]
        assert (row["label"], row["genre"]) == (label, genre), row["file"]
        assert label in ("strong", "medium", "weak")
        assert row["repo"] and row["path"] and row["reason"] and row["length"]
        assert len(row["commit"]) == 40, row["file"]
        assert any(licence in row["licence"] for licence in PERMISSIVE), row["licence"]


def test_the_set_is_wide_enough_to_tell_when_weights_overfit():
    rows = sources()
    by_lang = {lang: [row for row in rows if row["file"].startswith(lang + "/")]
               for lang in LANGS}
    assert len(rows) >= 60 and len(by_lang["zh"]) >= 30
    for lang, lang_rows in by_lang.items():
        labels = [row["label"] for row in lang_rows]
        assert labels.count("strong") >= 10 and labels.count("weak") >= 8, lang
        assert len({row["genre"] for row in lang_rows}) >= 8, lang
        # Weak articles come in more than one kind, so that no one trait marks them.
        assert len({row["genre"] for row in lang_rows if row["label"] == "weak"}) >= 4, lang


def test_the_held_split_shares_no_article_with_the_tuning_set():
    # The held-out figure means something only if no weight or check was fitted on
    # these articles: not the same file, and not the same text under another name.
    tuning, held = sources(), sources(HERE / HELD)
    assert not {(r["repo"], r["path"]) for r in tuning} & {(r["repo"], r["path"]) for r in held}
    texts = {(HERE / r["file"]).read_text("utf-8") for r in tuning}
    assert not [r["file"] for r in held if (HERE / HELD / r["file"]).read_text("utf-8") in texts]
    per_lang = {lang: [r for r in held if r["file"].startswith(lang + "/")] for lang in LANGS}
    assert len(held) >= 12 and len(per_lang["zh"]) >= 8
    for lang, rows in per_lang.items():
        labels = {r["label"] for r in rows}
        assert {"strong", "weak"} <= labels, lang


def test_the_second_held_split_is_new_to_both_other_sets_and_wide_enough():
    # held2 is for the one figure nobody tuned on: no file and no text of the tuning
    # set or of the first held split, which were both read while rules were written.
    held2 = sources(HERE / HELD2)
    for root in (HERE, HERE / HELD):
        rows = sources(root)
        assert not {(r["repo"], r["path"]) for r in rows} & {(r["repo"], r["path"])
                                                              for r in held2}, root
        texts = {(root / r["file"]).read_text("utf-8") for r in rows}
        assert not [r["file"] for r in held2
                    if (HERE / HELD2 / r["file"]).read_text("utf-8") in texts], root
    per_lang = {lang: [r for r in held2 if r["file"].startswith(lang + "/")] for lang in LANGS}
    assert len(held2) >= 24 and len(per_lang["zh"]) >= 12 and len(per_lang["en"]) >= 10
    for lang, rows in per_lang.items():
        labels = [r["label"] for r in rows]
        assert labels.count("strong") >= 4 and labels.count("weak") >= 4, lang


def test_the_third_held_split_comes_from_repositories_no_other_set_uses():
    # held2 was read while rules were changed too, so held3 shares not even a
    # repository with the sets before it: no site's house style can have been tuned on.
    held3 = sources(HERE / HELD3)
    for root in (HERE, HERE / HELD, HERE / HELD2):
        rows = sources(root)
        assert not {r["repo"] for r in rows} & {r["repo"] for r in held3}, root
        texts = {(root / r["file"]).read_text("utf-8") for r in rows}
        assert not [r["file"] for r in held3
                    if (HERE / HELD3 / r["file"]).read_text("utf-8") in texts], root
    per_lang = {lang: [r for r in held3 if r["file"].startswith(lang + "/")] for lang in LANGS}
    for lang, rows in per_lang.items():
        labels = [r["label"] for r in rows]
        assert len(rows) >= 16, lang
        assert labels.count("strong") >= 6 and labels.count("weak") >= 6, lang
        # Weak articles of several kinds, so that no one genre marks them.
        assert len({r["genre"] for r in rows if r["label"] == "weak"}) >= 3, lang


def test_the_fourth_held_split_is_new_to_every_other_set_and_leans_on_chinese():
    # held3 has been read too. held4 again shares no repository with any set before it,
    # and holds more Chinese than English: the Chinese ranking is the one that fails on
    # unseen articles, so its figure needs the most pairs.
    held4 = sources(HERE / HELD4)
    for root in (HERE, HERE / HELD, HERE / HELD2, HERE / HELD3):
        rows = sources(root)
        assert not {r["repo"] for r in rows} & {r["repo"] for r in held4}, root
        texts = {(root / r["file"]).read_text("utf-8") for r in rows}
        assert not [r["file"] for r in held4
                    if (HERE / HELD4 / r["file"]).read_text("utf-8") in texts], root
    per_lang = {lang: [r for r in held4 if r["file"].startswith(lang + "/")] for lang in LANGS}
    assert len(per_lang["en"]) >= 16 and len(per_lang["zh"]) >= 40
    # No one site may supply most of the Chinese articles: one house style would then
    # decide the Chinese figure (22 of the first 26 came from sofastack.tech).
    zh_repos = [r["repo"] for r in per_lang["zh"]]
    assert max(map(zh_repos.count, set(zh_repos))) * 2 <= len(zh_repos), sorted(zh_repos)
    for lang, rows in per_lang.items():
        labels = [r["label"] for r in rows]
        assert min(labels.count(label) for label in ("strong", "medium", "weak")) >= 5, lang
        assert len({r["genre"] for r in rows if r["label"] == "weak"}) >= 3, lang
        assert len({r["genre"] for r in rows if r["label"] == "strong"}) >= 3, lang


def test_the_fifth_held_split_is_new_to_every_other_set_and_no_site_decides_it():
    # held4 has been read too. held5 again shares no repository with any set before it,
    # and no one site may decide a language's figure: held4's Chinese came 22 of 46 from
    # one site, so here no repository gives more than a third of the Chinese articles
    # (at least four sites) nor more than half of the English ones.
    held5 = sources(HERE / HELD5)
    for root in (HERE, HERE / HELD, HERE / HELD2, HERE / HELD3, HERE / HELD4):
        rows = sources(root)
        assert not {r["repo"] for r in rows} & {r["repo"] for r in held5}, root
        texts = {(root / r["file"]).read_text("utf-8") for r in rows}
        assert not [r["file"] for r in held5
                    if (HERE / HELD5 / r["file"]).read_text("utf-8") in texts], root
    per_lang = {lang: [r for r in held5 if r["file"].startswith(lang + "/")] for lang in LANGS}
    assert len(per_lang["en"]) >= 14 and len(per_lang["zh"]) >= 26
    for lang, share in (("zh", 3), ("en", 2)):
        repos = [r["repo"] for r in per_lang[lang]]
        assert max(map(repos.count, set(repos))) * share <= len(repos), (lang, sorted(repos))
    assert len({r["repo"] for r in per_lang["zh"]}) >= 4
    for lang, rows in per_lang.items():
        labels = [r["label"] for r in rows]
        assert min(labels.count(label) for label in ("strong", "medium", "weak")) >= 4, lang
        assert len({r["genre"] for r in rows if r["label"] == "weak"}) >= 3, lang
        assert len({r["genre"] for r in rows if r["label"] == "strong"}) >= 3, lang


@pytest.mark.parametrize("split", [HELD, HELD2, HELD3, HELD4, HELD5])
def test_the_held_splits_are_kept_out_of_the_tuning_tables_and_the_goldens(split):
    from tests.support.golden_cases import cases

    assert not [row["file"] for row in sources() if row["file"].startswith(split + "/")]
    assert not [case.name for case in cases() if split in case.name.split(".")]


#: Issue 21's target is 0.90 in both languages; these are the floors reached so far.
REACHED = {"en": 0.93, "zh": 0.94}
#: A dimension below half ranks backwards: none may (English Sources, the closest, is at
#: 0.52 since lists of links, calls to action and chat invitations stopped counting as
#: sources).
DIMENSION_FLOORS: dict[tuple[str, str], float] = {}


@pytest.mark.parametrize("lang", LANGS)
def test_strong_articles_score_above_weak_ones(tables, lang):
    table = tables[lang]
    assert table.accuracy >= REACHED[lang], \
        f"{lang}: strong above weak in {table.accuracy:.0%} of pairs"


@pytest.mark.parametrize("lang", LANGS)
def test_strong_articles_stay_above_weak_ones_once_length_is_taken_out(tables, lang):
    table = tables[lang]
    assert table.after_length >= 0.75, \
        f"{lang}: {table.after_length:.0%} of pairs once length is taken out"


@pytest.mark.parametrize("lang", LANGS)
def test_no_dimension_ranks_the_articles_backwards(tables, lang):
    table = tables[lang]
    backwards = {dim: f"{acc:.0%}" for dim, acc in table.dimensions.items()
                 if acc < DIMENSION_FLOORS.get((lang, dim), 0.5)}
    assert not backwards, f"{lang}: ranks strong below weak: {backwards}"


# The table's own arithmetic, on articles made up here, so that a figure it prints
# can be trusted when the scores change.

def _article(label: str, genre: str, dims: tuple[float, ...], length: float = 1000.0,
             cap: float | None = None) -> Article:
    overall = sum(dims) / len(dims)
    return Article(f"en/{label}-{genre}-x.md", "en", label, genre, overall, dims, cap, length)


def test_pair_accuracy_counts_ties_as_half():
    assert pair_accuracy([3, 2], [1, 2]) == pytest.approx((1 + 1 + 1 + 0.5) / 4)
    assert math.isnan(pair_accuracy([], [1]))


def test_length_residuals_remove_a_pure_length_effect():
    lengths = [100, 300, 1000, 3000]
    values = [10 + 4 * math.log(n) for n in lengths]
    residual, slope = length_residuals(values, lengths)
    assert slope == pytest.approx(4)
    assert max(abs(r) for r in residual) < 1e-9


def test_fitted_weights_follow_the_dimension_that_separates_the_labels():
    # Only Facts tells strong from weak; Clarity points the wrong way.
    facts, clarity = DIMENSION_IDS.index("facts"), DIMENSION_IDS.index("clarity")

    def dims(f: float, c: float) -> tuple[float, ...]:
        return tuple(f if i == facts else c if i == clarity else 60.0
                     for i in range(len(DIMENSION_IDS)))

    arts = [_article("strong", "a", dims(90, 40)), _article("strong", "b", dims(85, 50)),
            _article("weak", "a", dims(40, 95)), _article("weak", "b", dims(45, 90))]
    grid = weight_grid()
    scores = overall_with(arts, grid)
    pairs = [(0, 2), (0, 3), (1, 2), (1, 3)]
    best = grid[fit_weights(pairs, grid, scores, grid.mean(axis=0))]
    assert best[facts] > best[clarity]
    table = language_table(arts, "en")
    assert table.dimensions["clarity"] == 0 and table.dimensions["facts"] == 1
    # Held out one genre at a time, the weights fitted on the other still rank it.
    assert [g.held_out for g in table.genres] == [1.0, 1.0]


def test_the_held_table_ranks_with_the_overall_and_names_the_pairs_it_gets_wrong():
    dims = (50.0,) * len(DIMENSION_IDS)
    arts = [_article("strong", "a", dims, length=300), _article("strong", "b", dims, 3000),
            _article("medium", "a", dims, 1000), _article("weak", "a", dims, 2000)]
    arts = [replace(a, file=f"en/{i}.md", overall=o)
            for i, (a, o) in enumerate(zip(arts, (80, 40, 60, 50), strict=True))]
    table = held_table(arts, "en")
    assert (table.pairs, table.accuracy, table.strong_medium, table.medium_weak) == (2, 0.5, 0.5, 1)
    assert table.length_alone == 0.5 and table.misranked == (("en/1.md", "en/3.md"),)
    text = render_held([table, held_table(arts, "zh")])
    assert "en misranked: en/1.md not above en/3.md" in text and "zh" in text


def test_a_gate_caps_the_overall_under_any_weighting():
    arts = [_article("strong", "a", (90.0,) * len(DIMENSION_IDS), cap=55)]
    assert overall_with(arts, weight_grid()).max() == 55


STRONG_TEXT = """# How long a heat pump lasts

A heat pump lasts 15 to 20 years. The US Department of Energy puts the typical
life at 15 years, and Ofgem's 2023 survey of 1,200 installations found 91% still
working after 12 years ([report](https://example.org/reports/heat-pumps-2023.pdf)).

## What shortens it

Short cycling: a unit sized 30% too large starts and stops up to 6 times an hour.
"""

WEAK_TEXT = """# My heat pump journey

I have always loved my cosy home. Last winter my family and I decided it was time
for a change, and what a journey it has been! Everyone should try it, honestly.

## Feelings

It feels amazing. We are so happy. Life is better now, and the neighbours agree.
"""


#: Four made-up English articles: (label, genre, text).
MADE_UP = (("strong", "howto", STRONG_TEXT), ("weak", "diary", WEAK_TEXT),
           ("strong", "diary", STRONG_TEXT + "\nFitted in 2021.\n"),
           ("weak", "howto", WEAK_TEXT + "\nWe love it.\n"))


def write_set(root: Path, articles=MADE_UP, missing: tuple[str, ...] = ()) -> None:
    """A folder of articles with its SOURCES.tsv; ``missing`` files are listed, not written."""
    (root / "en").mkdir(parents=True)
    rows = ["file\trepo\tpath\tcommit\tlicence\tgenre\tlabel\tlength\treason"]
    for label, genre, text in articles:
        name = f"en/{label}-{genre}-x.md"
        (root / name).write_text(text, encoding="utf-8")
        rows.append(f"{name}\tr\tp\t{'0' * 40}\tMIT\t{genre}\t{label}\t1\tmade up")
    rows += [f"{name}\tr\tp\t{'0' * 40}\tMIT\tnews\tweak\t1\tmade up" for name in missing]
    (root / "SOURCES.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")


def test_the_table_runs_by_path_from_another_folder_on_the_engine_it_is_given(tmp_path):
    # As another worktree's helper runs it: the script by its path, the engine from
    # PYTHONPATH, a folder of articles given with --root.
    root = tmp_path / "set"
    write_set(root)
    script = Path(__file__).parents[1] / "calibration" / "table.py"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])}
    done = subprocess.run([sys.executable, str(script), "--root", str(root), "--markdown"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "### en: 4 articles (2/0/2 strong/medium/weak), 4 strong/weak pairs" in done.stdout
    assert "| diary | 1/0/1 | 3 |" in done.stdout and "| howto | 1/0/1 | 3 |" in done.stdout
    assert "### zh: 0 articles" in done.stdout


def test_the_table_says_so_when_there_is_no_set_to_read(tmp_path):
    script = Path(__file__).parents[1] / "calibration" / "table.py"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])}
    done = subprocess.run([sys.executable, str(script), "--root", str(tmp_path)],
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 2
    assert "No SOURCES.tsv" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("split", [HELD2, HELD3, HELD4, HELD5])
def test_the_later_held_splits_are_printed_alone_and_only_when_asked_for(split, tmp_path,
                                                                         capsys):
    root = tmp_path / "set"
    write_set(root / split)
    assert main(["--root", str(root), "--split", split, "--markdown", "--articles"]) == 0
    out = capsys.readouterr().out
    assert f"### Held-out split {split} (not tuned on), shipped weights" in out
    assert "| en | 2/0/2 | 4 |" in out and "| zh | 0/0/0 | 0 |" in out
    assert f"{split}/en/strong-howto-x.md" in out
    # Alone: no tuning table, no leave-one-genre-out fit, no first held split.
    assert "strong/weak pairs" not in out and "LOGO" not in out and "Held-out split (" not in out


@pytest.mark.parametrize("split", [HELD2, HELD3, HELD4, HELD5])
def test_an_ordinary_run_never_scores_the_later_held_splits(split, tmp_path, capsys):
    # The split lists an article that is not there: scoring it would fail, so a run
    # that finishes has not read it.
    root = tmp_path / "set"
    write_set(root)
    write_set(root / split, articles=(), missing=("en/weak-news-gone.md",))
    assert main(["--root", str(root), "--articles"]) == 0
    assert split not in capsys.readouterr().out
    # Asked for, it is read, and the broken set is said plainly.
    assert main(["--root", str(root), "--split", split]) == 2
    assert "weak-news-gone.md" in capsys.readouterr().err


def test_the_table_says_so_when_the_split_asked_for_is_not_there(tmp_path, capsys):
    assert main(["--root", str(tmp_path), "--split", HELD2]) == 2
    assert f"No SOURCES.tsv in {tmp_path / HELD2}" in capsys.readouterr().err
