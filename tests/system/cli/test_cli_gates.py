"""Gates that an archive can adopt: --baseline, --tolerance and --write-baseline."""

from __future__ import annotations

import json
import re

import pytest

from tests.support import texts
from tests.support.cli import run_cli


def run(*args: str) -> tuple[int, str, str]:
    return run_cli("--jobs", "1", *args)  # one worker: the gates, not the pool, are tested


def worse(text: str) -> str:
    """The same article with every figure and link taken out."""
    text = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", text)
    return re.sub(r"\d[\d,.]*\s*%?", "many ", text)


@pytest.fixture
def archive(tmp_path, monkeypatch):
    """An existing archive: two good articles and an old weak one, and its baseline."""
    monkeypatch.chdir(tmp_path)
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "en.md").write_text(texts.EN_ARTICLE, encoding="utf-8")
    (docs / "zh.md").write_text(texts.ZH_ARTICLE, encoding="utf-8")
    (docs / "old-weak.md").write_text(texts.FLUFFY_EN, encoding="utf-8")
    status, out, err = run("--format", "json", "docs")
    assert status == 0, err
    (tmp_path / "baseline.json").write_text(out, encoding="utf-8")
    return tmp_path


def scores(out: str) -> dict[str, dict]:
    return {r["file"]: r for r in json.loads(out)}


def test_an_unchanged_archive_passes_although_an_old_article_is_below_the_minimum(archive):
    status, _, err = run("--baseline", "baseline.json", "--min-score", "70", "docs")
    assert status == 0, err
    status, _, _ = run("--min-score", "70", "docs")
    assert status == 1  # without the baseline the weak old article fails


def test_an_article_made_worse_fails_and_is_named_with_what_fell(archive):
    en = archive / "docs" / "en.md"
    en.write_text(worse(texts.EN_ARTICLE), encoding="utf-8")
    status, out, err = run("--baseline", "baseline.json", "--format", "json", "docs")
    assert status == 1
    before = scores((archive / "baseline.json").read_text())["docs/en.md"]
    after = scores(out)["docs/en.md"]
    drop = before["overall"] - after["overall"]
    assert drop > 2
    lines = [line for line in err.splitlines() if "docs/en.md" in line]
    assert (f"geo-writer-score: docs/en.md: overall fell from {before['overall']} to "
            f"{after['overall']} (−{drop}; tolerance 2)") in lines
    facts_drop = before["dimensions"]["facts"]["score"] - after["dimensions"]["facts"]["score"]
    assert any(line.endswith(f"Facts & Data fell from {before['dimensions']['facts']['score']} "
                             f"to {after['dimensions']['facts']['score']} (−{facts_drop}; "
                             "tolerance 2)") for line in lines)
    assert "zh.md" not in err and "old-weak.md" not in err.replace("1 failed", "")


def test_a_drop_within_the_tolerance_passes_and_one_beyond_it_fails(archive):
    baseline = json.loads((archive / "baseline.json").read_text())
    for report in baseline:  # as if every score had been 2 points higher before
        report["overall"] += 2
        report["dimensions"]["sources"]["score"] += 2
    (archive / "higher.json").write_text(json.dumps(baseline), encoding="utf-8")
    assert run("--baseline", "higher.json", "docs")[0] == 0
    status, _, err = run("--baseline", "higher.json", "--tolerance", "1.5", "docs")
    assert status == 1
    assert "docs/zh.md: overall fell from" in err and "(−2; tolerance 1.5)" in err


def test_a_new_article_is_held_to_the_minimum(archive):
    (archive / "docs" / "new-weak.md").write_text(texts.FLUFFY_EN, encoding="utf-8")
    (archive / "docs" / "new-good.md").write_text(texts.EN_ARTICLE, encoding="utf-8")
    status, _, err = run("--baseline", "baseline.json", "--min-score", "70", "docs")
    assert status == 1
    failing = {line.split(": ")[1] for line in err.splitlines() if "below the minimum" in line}
    assert failing == {"docs/new-weak.md"}


def test_write_baseline_keeps_only_the_scores_and_is_read_back(archive):
    status, out, _ = run("--format", "json", "--write-baseline", "small.json", "./docs")
    assert status == 0
    written = json.loads((archive / "small.json").read_text(encoding="utf-8"))
    full = scores(out)
    assert [e["file"] for e in written] == sorted(full)
    for entry in written:
        assert set(entry) == {"file", "overall", "dimensions"}
        assert entry["overall"] == full[entry["file"]]["overall"]
        assert entry["dimensions"]["facts"] == {"score": full[entry["file"]]["dimensions"]
                                                ["facts"]["score"]}
    # Names are matched after normalisation: "./docs/en.md" is "docs/en.md".
    (archive / "docs" / "en.md").write_text(worse(texts.EN_ARTICLE), encoding="utf-8")
    status, _, err = run("--baseline", "small.json", "docs")
    assert status == 1 and "docs/en.md: overall fell" in err


def test_the_jsonl_of_json_is_read_as_a_baseline_too(archive):
    _, out, _ = run("--json", "docs")
    (archive / "lines.json").write_text(out, encoding="utf-8")
    assert run("--baseline", "lines.json", "docs")[0] == 0


@pytest.mark.parametrize(("content", "message"), [
    (None, "baseline.json: not a usable baseline: no such file"),
    ("not json", "not a usable baseline: not JSON"),
    ('[{"overall": 3}]', 'entry 1 is not a report with a "file"'),
])
def test_a_bad_baseline_stops_the_run_with_a_reason(tmp_path, monkeypatch, content, message):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.md").write_text(texts.EN_ARTICLE, encoding="utf-8")
    if content is not None:
        (tmp_path / "baseline.json").write_text(content, encoding="utf-8")
    status, out, err = run("--baseline", "baseline.json", "a.md")
    assert status == 2 and out == ""
    assert message in err


def test_the_reasons_are_in_the_language_of_the_messages(archive):
    (archive / "docs" / "en.md").write_text(worse(texts.EN_ARTICLE), encoding="utf-8")
    status, out, err = run("--baseline", "baseline.json", "--ui-lang", "zh", "docs")
    assert status == 1
    assert "geo-writer-score: docs/en.md: 总分从" in err and "（−" in err and "；容差 2）" in err
    assert "✗ 门槛: 事实与数据密度从" in out
