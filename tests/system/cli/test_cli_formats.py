"""geo-writer-score's output formats: each parses with a standard parser and says the same."""

from __future__ import annotations

import copy
import csv
import io
import json
import xml.etree.ElementTree as ET

import pytest

from scorers import score
from scorers.cli.batch import Outcome
from scorers.cli.formats import WRITERS, Result, format_table
from scorers.cli.verdicts import Limits, judge
from tests.support import texts
from tests.support.cli import run_cli


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    root = tmp_path_factory.mktemp("articles")
    (root / "en.md").write_text(texts.EN_ARTICLE, encoding="utf-8")
    (root / "zh.md").write_text(texts.ZH_ARTICLE, encoding="utf-8")
    (root / "fluffy.md").write_text(texts.FLUFFY_EN, encoding="utf-8")
    (root / "broken.md").write_bytes(b"\x00\x01\x02\x03" * 100)
    return root


@pytest.fixture(scope="module")
def jsonl(folder):
    status, out, _ = run_cli("--json", "--jobs", "1", str(folder))
    assert status == 2  # broken.md
    return {json.loads(line)["file"]: json.loads(line) for line in out.splitlines()}


def test_jsonl_is_one_report_per_line_in_sorted_order(folder, jsonl):
    assert list(jsonl) == [str(folder / n) for n in ("en.md", "fluffy.md", "zh.md")]
    status, out, _ = run_cli("--format", "jsonl", "--jobs", "1", str(folder))
    assert status == 2
    assert [json.loads(line) for line in out.splitlines()] == list(jsonl.values())


def test_json_is_one_list_of_the_same_reports(folder, jsonl):
    status, out, err = run_cli("--format", "json", "--jobs", "1", str(folder))
    assert status == 2 and "broken.md: this looks like a binary file" in err
    assert json.loads(out) == list(jsonl.values())


def test_csv_has_a_row_per_file_with_scores_and_status(folder, jsonl):
    status, out, _ = run_cli("--format", "csv", "--jobs", "1", "--min-score", "60", str(folder))
    assert status == 2  # broken.md could not be read; it outranks fluffy.md's failure
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [r["file"] for r in rows] == [str(folder / n) for n in
                                         ("broken.md", "en.md", "fluffy.md", "zh.md")]
    broken, en, fluffy, zh = rows
    assert broken["status"] == "error" and "binary" in broken["reason"] and broken["overall"] == ""
    report = jsonl[en["file"]]
    assert int(en["overall"]) == report["overall"] and en["status"] == "pass"
    assert int(en["facts"]) == report["dimensions"]["facts"]["score"]
    assert int(en["weak"]) == sum(f["severity"] == "weak" for f in report["findings"])
    assert fluffy["status"] == "fail" and "below the minimum 60" in fluffy["reason"]
    assert zh["lang"] == "zh" and zh["band"] == jsonl[zh["file"]]["band"]


def test_junit_has_a_case_per_file_a_failure_with_findings_and_an_error(folder, jsonl):
    status, out, _ = run_cli("--format", "junit", "--jobs", "1", "--min-score", "60", str(folder))
    assert status == 2
    root = ET.fromstring(out)
    suite = root.find("testsuite")
    assert suite.get("tests") == "4" and suite.get("failures") == "1"
    assert suite.get("errors") == "1"
    cases = {c.get("name"): c for c in suite.iter("testcase")}
    assert cases[str(folder / "broken.md")].find("error").get("message").startswith(
        "this looks like a binary file")
    failure = cases[str(folder / "fluffy.md")].find("failure")
    fluffy = jsonl[str(folder / "fluffy.md")]
    assert failure.get("message") == (f"overall {fluffy['overall']} is "
                                      f"{60 - fluffy['overall']} below the minimum 60")
    weakest = next(f for f in fluffy["findings"] if f["severity"] == "weak")
    assert weakest["message"] in failure.text and f"line {weakest['line']:>4}" in failure.text
    passed = cases[str(folder / "en.md")]
    assert passed.find("failure") is None and passed.find("error") is None
    assert f"overall {jsonl[str(folder / 'en.md')]['overall']}" in passed.find("system-out").text


def test_the_table_is_in_input_order_with_a_gate_line_for_a_failure(folder, jsonl):
    status, out, err = run_cli("--jobs", "1", "--min-score", "60", str(folder / "zh.md"),
                           str(folder / "fluffy.md"))
    assert status == 1
    assert out.index("zh.md  [zh]") < out.index("fluffy.md  [en]")
    assert "✗ Gate: overall" in out and "below the minimum 60" in out
    assert "1 failed the gate" in err


@pytest.fixture(scope="module")
def future_report():
    """A report as the engine may soon write it: no overall score (an empty document),
    a dimension without a score, fields this code does not know, odd characters."""
    report = copy.deepcopy(score(texts.EN_ARTICLE).to_dict())
    report["file"] = "empty.md"
    report["overall"] = None
    report["band"] = None
    report["band_label"] = None
    report["dimensions"]["clarity"]["score"] = None
    for check in report["dimensions"]["facts"]["checks"]:
        check["evidence"] = [{"start": 0, "end": 4, "text": "2026"}]
    report["findings"][0]["message"] += " \x01\x0b control characters"
    report["findings"][0]["severity"] = "weak"
    return report


def test_every_format_takes_a_report_without_an_overall_score(future_report):
    verdict = judge(future_report, Limits(min_score=90))
    assert verdict.status == "empty" and not verdict.failed
    result = Result(Outcome(0, "empty.md", future_report), verdict)
    written = {}
    for name, writer_class in WRITERS.items():
        out = io.StringIO()
        writer = writer_class(out)
        writer.add(result)
        writer.finish()
        written[name] = out.getvalue()
    assert json.loads(written["json"])[0]["overall"] is None
    assert json.loads(written["jsonl"])["dimensions"]["facts"]["checks"][0]["evidence"]
    (row,) = csv.DictReader(io.StringIO(written["csv"]))
    assert row["status"] == "empty" and row["overall"] == "" and row["clarity"] == ""
    case = ET.fromstring(written["junit"]).find("testsuite/testcase")
    assert case.find("skipped").get("message") == "no score: the document is empty"
    table = format_table(future_report)
    assert "Overall: —  (no score: nothing to score yet)" in table
    assert "Clarity                      —" in table


def test_junit_stays_valid_xml_with_control_characters_in_a_finding(future_report):
    report = dict(future_report, overall=10)
    verdict = judge(report, Limits(min_score=90))
    out = io.StringIO()
    writer = WRITERS["junit"](out)
    writer.add(Result(Outcome(0, "bad\x1bname.md", report), verdict))
    writer.finish()
    case = ET.fromstring(out.getvalue()).find("testsuite/testcase")
    assert case.get("name") == "bad\ufffdname.md"
    assert "control characters" in case.find("failure").text
