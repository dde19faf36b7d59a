"""geo-writer-score --format github / sarif / lines: findings reach the pull request, code
scanning and the editor at the line and column they are about."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest
from pydantic_sarif.model import StaticAnalysisResultsFormatSarifVersion210JsonSchema as Sarif

from scorers.cli.version import VERSION
from scorers.report import messages
from tests.support import texts
from tests.support.cli import run_cli

ROOT = Path(__file__).resolve().parents[3]
TIERS_ZH = {messages.text(f"tier.{tier}", "zh") for tier in "CBP"} | {"GEO gate"}
_GITHUB = re.compile(r"^::(error|warning|notice) file=([^,]+),line=(\d+),col=(\d+),"
                     r"title=([^:]+)::(.+)$")
_LINES = re.compile(r"^(.+):(\d+):(\d+): (error|warning|notice) ([a-z_]+\.[a-z_]+) (.+)$")


@pytest.fixture(scope="module")
def fluffy(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("annotations") / "fluffy.md"
    path.write_text(texts.FLUFFY_EN, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def jsonl(fluffy) -> dict:
    return json.loads(run_cli("--format", "jsonl", str(fluffy)).out)


def _located(report: dict) -> set[tuple[int, int, str]]:
    """(line, column, dimension.check) of every weak or warn finding of a report."""
    return {(f["line"], f["column"], f"{f['dimension']}.{f['check']}")
            for f in report["findings"] if f["severity"] in ("weak", "warn")}


def _column_is_the_findings_own(text: str, finding: dict) -> bool:
    line = text.splitlines()[finding["line"] - 1]
    return line[finding["column"] - 1:].startswith(text[finding["start"]:finding["end"]][:10])


def test_findings_carry_the_line_and_column_of_their_text(fluffy, jsonl):
    text = fluffy.read_text(encoding="utf-8")
    spanned = [f for f in jsonl["findings"] if f["end"] > f["start"]]
    assert spanned and all(_column_is_the_findings_own(text, f) for f in spanned)


def test_github_format_is_one_annotation_per_finding_and_a_summary(fluffy, jsonl, tmp_path,
                                                                     monkeypatch):
    summary = tmp_path / "summary.md"
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    status, out, _ = run_cli("--format", "github", "--min-score", "99", str(fluffy))
    assert status == 1
    lines = out.splitlines()
    parsed = [_GITHUB.match(line) for line in lines[:-1]]
    assert all(parsed), lines
    assert parsed[0].group(1) == "error" and parsed[0].group(5) == "GEO gate"
    annotated = {(int(m.group(3)), int(m.group(4)), m.group(5)) for m in parsed[1:]}
    assert annotated == _located(jsonl)
    assert lines[-1].startswith("::notice title=GEO scores::1 file(s) scored, 1 below")
    assert f"| {fluffy} | {jsonl['overall']} | fail |" in summary.read_text(encoding="utf-8")


def test_github_annotations_escape_what_would_end_the_command(tmp_path):
    article = tmp_path / "a,b:c.md"
    article.write_text(texts.FLUFFY_EN, encoding="utf-8")
    out = run_cli("--format", "github", str(article)).out
    assert "file=" + str(tmp_path).replace(":", "%3A") + "/a%2Cb%3Ac.md," in out


def test_lines_format_reads_like_a_compiler(fluffy, jsonl):
    status, out, _ = run_cli("--format", "lines", str(fluffy))
    assert status == 0
    parsed = [_LINES.match(line) for line in out.splitlines()]
    assert all(parsed) and {m.group(1) for m in parsed} == {str(fluffy)}
    assert {(int(m.group(2)), int(m.group(3)), m.group(5)) for m in parsed} == _located(jsonl)


def test_sarif_is_valid_sarif_2_1_0_with_rules_levels_and_locations(fluffy, jsonl, tmp_path):
    (tmp_path / "zh.md").write_text(texts.ZH_ARTICLE, encoding="utf-8")
    status, out, _ = run_cli("--format", "sarif", "--ui-lang", "zh", str(fluffy),
                             str(tmp_path / "zh.md"))
    assert status == 0
    log = json.loads(out)
    Sarif.model_validate(log)  # the schema's own model: unknown or missing fields fail
    run = log["runs"][0]
    assert run["tool"]["driver"]["version"] == VERSION
    rules = run["tool"]["driver"]["rules"]
    for result in run["results"]:
        rule = rules[result["ruleIndex"]]
        assert rule["id"] == result["ruleId"]
        assert rule["help"]["text"].split("：")[0].split(":")[0] in TIERS_ZH
        assert result["level"] in ("warning", "note")
    ours = [r for r in run["results"]
            if r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == str(fluffy)]
    assert len(ours) == len(jsonl["findings"])
    assert any(re.search(r"[\u4e00-\u9fff]", r["message"]["text"]) for r in ours)


def test_version_is_the_projects():
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert declared["project"]["version"] == VERSION
    assert run_cli("--version") == (0, f"geo-writer-score {VERSION}\n", "")
