"""A team tunes the checks to its site in .geo-writer.toml: turn a check off, make one
quieter, per folder; mistakes in the file are named, with the check it probably meant."""

from __future__ import annotations

import json

from tests.support import texts
from tests.support.cli import run_cli


def _findings(out: str) -> list[tuple[str, str, str, int]]:
    report = json.loads(out)
    return sorted((f["dimension"], f["check"], f["severity"], f["start"])
                  for f in report["findings"])


def _setup(tmp_path, config: str):
    (tmp_path / ".geo-writer.toml").write_text(config, encoding="utf-8")
    news = tmp_path / "news"
    news.mkdir()
    for folder in (tmp_path, news):
        (folder / "fluffy.md").write_text(texts.FLUFFY_EN, encoding="utf-8")
    return tmp_path / "fluffy.md", news / "fluffy.md"


def test_disable_and_severity_change_exactly_the_named_findings(tmp_path):
    top, news = _setup(tmp_path, 'disable = ["clarity.fillers"]\n'
                                 '[severity]\n"clarity.hedging" = "info"\n'
                                 '[folders."news"]\ndisable = ["sources.vague_authority"]\n')
    free = tmp_path.parent / f"{tmp_path.name}-free"
    free.mkdir()
    (free / "fluffy.md").write_text(texts.FLUFFY_EN, encoding="utf-8")
    plain = _findings(run_cli("--format", "jsonl", str(free / "fluffy.md")).out)
    assert {"fillers", "hedging", "vague_authority"} <= {check for _, check, _, _ in plain}

    tuned = _findings(run_cli("--format", "jsonl", str(top)).out)
    expected = [(d, c, "info" if c == "hedging" else s, at) for d, c, s, at in plain
                if c != "fillers"]
    assert tuned == expected
    deeper = _findings(run_cli("--format", "jsonl", str(news)).out)
    assert deeper == [f for f in expected if f[1] != "vague_authority"]


def test_a_misspelt_check_is_named_with_what_it_probably_meant(tmp_path):
    top, _ = _setup(tmp_path, 'disable = ["fillers"]\n')
    status, _, err = run_cli(str(top))
    assert status == 2
    assert 'disable: "fillers" is not a check (did you mean "clarity.fillers"?)' in err
    assert "Traceback" not in err
