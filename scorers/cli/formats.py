"""Output formats of ``geo-writer-score``: table, json, jsonl, csv and junit.

Every writer works on ``Report.to_dict()`` data, not on the engine's objects,
and reads it generically: a report with ``overall`` null (an empty document),
dimensions or checks with fields added later all come out sensibly. Files
that could not be scored are written where the format has a place for them
(csv rows, junit errors); json and jsonl hold reports only, and every error is
also printed on stderr by the command.
"""

from __future__ import annotations

import csv
import json
import re
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TextIO

from scorers.cli.batch import Outcome
from scorers.cli.verdicts import EMPTY, ERROR, FAIL, SKIPPED, Verdict
from scorers.dimensions import DIMENSION_IDS
from scorers.report import messages

FORMATS = ("table", "json", "jsonl", "csv", "junit")

_SEVERITY_ORDER = {"weak": 0, "warn": 1, "info": 2}
_HEADERS = ("overall", "dimension", "score", "top_findings", "line", "no_score", "gate",
            "check_failed")
# Characters XML 1.0 cannot hold, even escaped; an article may contain them.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


# Control characters (C0 but tab and line ends, DEL, C1): in a file name or an article
# they would move the cursor, retitle or clear the terminal. Shown escaped, as git does.
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def printable(text: str) -> str:
    """``text`` with control characters shown as ``\\x1b`` escapes, for a terminal."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


class _Printable:
    """A text stream that escapes control characters on the way to ``out``."""

    def __init__(self, out: TextIO) -> None:
        self._out = out

    def write(self, text: str) -> int:
        return self._out.write(printable(text))

    def flush(self) -> None:
        self._out.flush()


@dataclass(frozen=True, slots=True)
class Result:
    """One file's outcome and the verdict of its gates."""

    outcome: Outcome
    verdict: Verdict


def _pad(text: str, width: int) -> str:
    """Left-align ``text`` in ``width`` terminal columns (CJK characters take two)."""
    columns = sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)
    return text + " " * max(0, width - columns)


def _dimensions(report: Mapping[str, Any]) -> dict[str, Mapping[str, Any]]:
    dims = report.get("dimensions") or {}
    return {k: v for k, v in dims.items() if isinstance(v, Mapping)} \
        if isinstance(dims, Mapping) else {}


def top_findings(report: Mapping[str, Any], top: int) -> list[Mapping[str, Any]]:
    """The findings worth listing first: weak, then warn, then info, by position;
    findings about the whole document (no span) after those about a passage."""
    findings = [f for f in report.get("findings") or [] if isinstance(f, Mapping)]

    def spanless_info(f: Mapping[str, Any]) -> bool:
        return f.get("end") == f.get("start") and f.get("severity") == "info"

    ranked = sorted((f for f in findings if not spanless_info(f)),
                    key=lambda f: (_SEVERITY_ORDER.get(f.get("severity"), 3), f.get("start") or 0))
    return (ranked + [f for f in findings if spanless_info(f)])[:max(0, top)]


def check_errors(report: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(check id, error) of every check that crashed while scoring this report."""
    return [(str(check.get("id")), str(check["error"]))
            for dim in _dimensions(report).values()
            for check in dim.get("checks") or [] if isinstance(check, Mapping)
            and check.get("error")]


def _score_text(value: Any) -> str:
    return "—" if value is None else str(value)


def _finding_line(finding: Mapping[str, Any], ui_lang: str, line_word: str,
                  labels: Mapping[str, str]) -> str:
    dimension = str(finding.get("dimension"))
    label = labels.get(dimension) or messages.dimension_label(dimension, ui_lang)
    return (f"{line_word} {finding.get('line', '?'):>4}  [{finding.get('severity')}] {label}: "
            f"{finding.get('message')} → {finding.get('suggestion')}")


def format_table(report: Mapping[str, Any], ui_lang: str = "en", top: int = 8,
                 verdict: Verdict | None = None) -> str:
    """A report as a readable text table."""
    overall_h, dim_h, score_h, findings_h, line_h, none_h, gate_h, error_h = (
        messages.text(f"cli.header.{name}", ui_lang) for name in _HEADERS)
    overall = report.get("overall")
    band = report.get("band_label") if overall is not None else \
        f"{none_h}: {messages.render('empty_document', ui_lang)}"
    lines = [f"{report.get('file') or '-'}  [{report.get('lang')}]",
             f"  {overall_h}: {_score_text(overall)}" + (f"  ({band})" if band else ""),
             f"  {_pad(dim_h, 24)}{score_h:>6}"]
    labels = {}
    for dim_id, dim in _dimensions(report).items():
        labels[dim_id] = label = str(dim.get("label") or dim_id)
        score = dim.get("score")
        bar = "" if not isinstance(score, int | float) else \
            "  " + "█" * int(score // 10) + "·" * (10 - int(score // 10))
        lines.append(f"  {_pad(label, 24)}{_score_text(score):>6}{bar}")
    shown = top_findings(report, top)
    if shown:
        lines.append(f"  {findings_h}:")
        lines += ["    " + _finding_line(f, ui_lang, line_h, labels) for f in shown]
    lines += [f"  ! {error_h}: {check}: {error}" for check, error in check_errors(report)]
    if verdict is not None and verdict.status == FAIL:
        lines += [f"  ✗ {gate_h}: {reason}" for reason in verdict.reasons]
    if verdict is not None and verdict.status == SKIPPED:
        lines += [f"  – {reason}" for reason in verdict.reasons]
    return "\n".join(lines)


class Writer:
    """Writes results as they come (in input order), then whatever closes the format."""

    def __init__(self, out: TextIO, ui_lang: str = "en", top: int = 8) -> None:
        self.out = out
        self.ui_lang = ui_lang
        self.top = top

    def add(self, result: Result) -> None:
        raise NotImplementedError

    def finish(self) -> None:
        """Close the output (a JSON list, an XML document); nothing for most formats."""


class TableWriter(Writer):
    """Each file's table, then the sections it asked for (questions, --explain)."""

    def __init__(self, out: TextIO, ui_lang: str = "en", top: int = 8) -> None:
        super().__init__(_Printable(out), ui_lang, top)  # type: ignore[arg-type]

    def add(self, result: Result) -> None:
        if result.outcome.report is not None:
            parts = [format_table(result.outcome.report, self.ui_lang, self.top, result.verdict)]
            parts += [text for text in result.outcome.sections if text]
            self.out.write("\n".join(parts) + "\n\n")


class JsonLinesWriter(Writer):
    """One report per line: what ``--json`` has always printed."""

    def add(self, result: Result) -> None:
        if result.outcome.report is not None:
            self.out.write(json.dumps(result.outcome.report, ensure_ascii=False) + "\n")


class JsonWriter(Writer):
    """One JSON list of the reports, one report per line; a baseline can be made of it."""

    def __init__(self, out: TextIO, ui_lang: str = "en", top: int = 8) -> None:
        super().__init__(out, ui_lang, top)
        self._count = 0

    def add(self, result: Result) -> None:
        if result.outcome.report is not None:
            self.out.write(("[\n" if not self._count else ",\n")
                           + json.dumps(result.outcome.report, ensure_ascii=False))
            self._count += 1

    def finish(self) -> None:
        self.out.write("\n]\n" if self._count else "[]\n")


class CsvWriter(Writer):
    """One row per file: status, overall score, band, each dimension, finding counts."""

    COLUMNS = ("file", "status", "lang", "overall", "band", *DIMENSION_IDS,
               "weak", "warn", "info", "reason")

    def __init__(self, out: TextIO, ui_lang: str = "en", top: int = 8) -> None:
        super().__init__(out, ui_lang, top)
        self._csv = csv.writer(_Printable(out))
        self._csv.writerow(self.COLUMNS)

    def add(self, result: Result) -> None:
        report = result.outcome.report or {}
        dims = _dimensions(report)
        severities = [f.get("severity") for f in report.get("findings") or []
                      if isinstance(f, Mapping)]
        reason = result.outcome.error or "; ".join(result.verdict.reasons)
        status = ERROR if result.outcome.error else result.verdict.status
        self._csv.writerow([
            result.outcome.name, status, report.get("lang", ""),
            _blank(report.get("overall")), report.get("band") or "",
            *(_blank(dims.get(d, {}).get("score")) for d in DIMENSION_IDS),
            *(severities.count(s) if report else "" for s in ("weak", "warn", "info")),
            reason,
        ])


def _blank(value: Any) -> Any:
    return "" if value is None else value


def _xml_text(text: str) -> str:
    return _NOT_XML.sub("\ufffd", text)


class JUnitWriter(Writer):
    """JUnit XML: one test case per file; a failure below the gate, with the findings;
    an error when the file could not be scored; skipped when it has no score."""

    def __init__(self, out: TextIO, ui_lang: str = "en", top: int = 8) -> None:
        super().__init__(out, ui_lang, top)
        self._cases: list[ET.Element] = []
        self._counts = {FAIL: 0, ERROR: 0, EMPTY: 0}
        self._seconds = 0.0

    def add(self, result: Result) -> None:
        outcome, verdict = result.outcome, result.verdict
        case = ET.Element("testcase", classname="geo-writer-score", name=_xml_text(outcome.name),
                          file=_xml_text(outcome.name), time=f"{outcome.seconds:.3f}")
        self._seconds += outcome.seconds
        report = outcome.report
        if outcome.error is not None or report is None:
            self._counts[ERROR] += 1
            ET.SubElement(case, "error", message=_xml_text(outcome.error or "not scored"),
                          type="unreadable")
        elif verdict.status in (EMPTY, SKIPPED):
            self._counts[EMPTY] += 1
            ET.SubElement(case, "skipped", message=_xml_text("; ".join(verdict.reasons)))
        elif verdict.status == FAIL:
            self._counts[FAIL] += 1
            failure = ET.SubElement(case, "failure", message=_xml_text("; ".join(verdict.reasons)),
                                    type="geo-score")
            failure.text = _xml_text(self._details(report, verdict))
        if report is not None:
            ET.SubElement(case, "system-out").text = _xml_text(self._scores(report))
        self._cases.append(case)

    def _details(self, report: Mapping[str, Any], verdict: Verdict) -> str:
        labels = {d: str(v.get("label") or d) for d, v in _dimensions(report).items()}
        line_h = messages.text("cli.header.line", self.ui_lang)
        findings = [_finding_line(f, self.ui_lang, line_h, labels)
                    for f in top_findings(report, self.top)]
        return "\n".join([*verdict.reasons, "", self._scores(report), "", *findings])

    @staticmethod
    def _scores(report: Mapping[str, Any]) -> str:
        dims = ", ".join(f"{v.get('label') or d} {_score_text(v.get('score'))}"
                         for d, v in _dimensions(report).items())
        return f"overall {_score_text(report.get('overall'))}: {dims}"

    def finish(self) -> None:
        attributes = {"name": "geo-writer-score", "tests": str(len(self._cases)),
                      "failures": str(self._counts[FAIL]), "errors": str(self._counts[ERROR]),
                      "skipped": str(self._counts[EMPTY]), "time": f"{self._seconds:.3f}"}
        root = ET.Element("testsuites", attributes)
        suite = ET.SubElement(root, "testsuite", attributes)
        suite.extend(self._cases)
        ET.indent(root)
        self.out.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                       + ET.tostring(root, encoding="unicode") + "\n")


WRITERS: dict[str, type[Writer]] = {
    "table": TableWriter, "json": JsonWriter, "jsonl": JsonLinesWriter,
    "csv": CsvWriter, "junit": JUnitWriter,
}
