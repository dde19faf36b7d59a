"""Output formats that put findings where a team reviews them: ``github`` (workflow
commands GitHub turns into annotations on the pull request), ``sarif`` (SARIF 2.1.0 for
code scanning) and ``lines`` (``path:line:col: level dimension.check message`` for
editors and problem matchers).

Each finding becomes one annotation at its line and column. A weak finding is a warning,
a "nearly" finding a notice; information about the whole article appears only in SARIF,
as a note. A file below its gate, or one that could not be read, is an error on the file.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, TextIO

from scorers.cli.formats import Result, Writer, printable
from scorers.cli.verdicts import EMPTY, FAIL, SKIPPED
from scorers.cli.version import VERSION
from scorers.report import about, messages
from scorers.rules.evidence import evidence_for

#: Severity → (GitHub command, SARIF level, word in ``lines``).
_LEVELS = {"weak": ("warning", "warning", "warning"), "warn": ("notice", "note", "notice"),
           "info": (None, "note", None)}
_SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def _findings(result: Result) -> list[Mapping[str, Any]]:
    if result.verdict.status == SKIPPED:  # not an article: its findings are not news
        return []
    report = result.outcome.report or {}
    return [f for f in report.get("findings") or [] if isinstance(f, Mapping)
            and f.get("severity") in _LEVELS]


def _rule_id(finding: Mapping[str, Any]) -> str:
    return f"{finding.get('dimension')}.{finding.get('check')}"


def _failure(result: Result) -> str | None:
    """Why the file as a whole is an error: unreadable, or below its gate."""
    if result.outcome.error is not None or result.outcome.report is None:
        return result.outcome.error or "not scored"
    if result.verdict.status == FAIL:
        return "; ".join(result.verdict.reasons)
    return None


def _position(finding: Mapping[str, Any]) -> tuple[int, int]:
    line, column = finding.get("line"), finding.get("column")
    return (line if isinstance(line, int) and line > 0 else 1,
            column if isinstance(column, int) and column > 0 else 1)


def _message(finding: Mapping[str, Any]) -> str:
    suggestion = finding.get("suggestion")
    return f"{finding.get('message')}" + (f" → {suggestion}" if suggestion else "")


def _escape_data(text: str) -> str:
    # GitHub's workflow-command escaping: the message may not hold raw line breaks; other
    # control characters (a file name's terminal escapes) are shown, not obeyed.
    return printable(text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A"))


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


class GitHubWriter(Writer):
    """``::warning file=…,line=…,col=…,title=…::message`` per finding, then a summary
    line, and a table in the job summary when ``GITHUB_STEP_SUMMARY`` names a file."""

    def __init__(self, out: TextIO, ui_lang: str = "en", top: int = 8) -> None:
        super().__init__(out, ui_lang, top)
        self._rows: list[tuple[str, str, str]] = []

    def add(self, result: Result) -> None:
        name = result.outcome.name
        failure = _failure(result)
        if failure is not None:
            self._command("error", name, 1, 1, "GEO gate", failure)
        for finding in _findings(result):
            level = _LEVELS[str(finding.get("severity"))][0]
            if level is not None:
                line, column = _position(finding)
                self._command(level, name, line, column, _rule_id(finding), _message(finding))
        report = result.outcome.report or {}
        overall = report.get("overall")
        status = "error" if failure and result.outcome.report is None else \
            "fail" if failure else "no score" if result.verdict.status == EMPTY else \
            "skipped" if result.verdict.status == SKIPPED else "pass"
        self._rows.append((name, "—" if overall is None else str(overall), status))

    def _command(self, level: str, name: str, line: int, column: int, title: str,
                 message: str) -> None:
        self.out.write(f"::{level} file={_escape_property(name)},line={line},col={column},"
                       f"title={_escape_property(title)}::{_escape_data(message)}\n")

    def finish(self) -> None:
        failed = sum(1 for _, _, status in self._rows if status in ("fail", "error"))
        self.out.write(f"::notice title=GEO scores::{len(self._rows)} file(s) scored, "
                       f"{failed} below the gate or unreadable\n")
        summary = os.environ.get("GITHUB_STEP_SUMMARY")
        if summary:
            rows = ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |"
                    for row in self._rows]
            try:
                with Path(summary).open("a", encoding="utf-8") as handle:
                    handle.write("\n".join(["### GEO scores", "", "| file | overall | gate |",
                                            "|---|---|---|", *rows, ""]) + "\n")
            except OSError:  # the annotations are printed; the summary is a courtesy
                pass


class LinesWriter(Writer):
    """``path:line:col: level dimension.check message`` per finding, as compilers print."""

    def add(self, result: Result) -> None:
        name = printable(result.outcome.name)
        failure = _failure(result)
        if failure is not None:
            self.out.write(f"{name}:1:1: error gate {printable(failure)}\n")
        for finding in _findings(result):
            level = _LEVELS[str(finding.get("severity"))][2]
            if level is not None:
                line, column = _position(finding)
                self.out.write(f"{name}:{line}:{column}: {level} {_rule_id(finding)} "
                               f"{printable(_message(finding))}\n")


class SarifWriter(Writer):
    """One SARIF 2.1.0 log: a rule per check met (its name, and the evidence behind it in
    its help), a result per finding, and an error result per file below its gate."""

    def __init__(self, out: TextIO, ui_lang: str = "en", top: int = 8) -> None:
        super().__init__(out, ui_lang, top)
        self._rules: dict[str, dict[str, Any]] = {}
        self._results: list[dict[str, Any]] = []

    def _rule_index(self, rule_id: str, check: str) -> int:
        if rule_id not in self._rules:
            if check == "gate":
                name, help_text = "GEO gate", "The file's overall score is below the gate set " \
                    "by --min-score, --baseline or the configuration."
            else:
                evidence = evidence_for(check)
                name = about.check_title(check, self.ui_lang)
                help_text = (f"{evidence.tier_label(self.ui_lang)}: "
                             f"{messages.evidence_source(evidence.source, self.ui_lang)}")
            self._rules[rule_id] = {
                "id": rule_id, "name": check,
                "shortDescription": {"text": name},
                "help": {"text": help_text},
                "properties": {"evidenceTier": evidence_for(check).tier}
                if check != "gate" else {},
            }
        return list(self._rules).index(rule_id)

    def _result(self, rule_id: str, check: str, level: str, message: str, name: str,
                line: int, column: int) -> dict[str, Any]:
        return {
            "ruleId": rule_id, "ruleIndex": self._rule_index(rule_id, check),
            "level": level, "message": {"text": message},
            "locations": [{"physicalLocation": {
                "artifactLocation": {"uri": Path(name).as_posix()},
                "region": {"startLine": line, "startColumn": column}}}],
        }

    def add(self, result: Result) -> None:
        name = result.outcome.name
        failure = _failure(result)
        if failure is not None:
            self._results.append(self._result("geo.gate", "gate", "error", failure, name, 1, 1))
        for finding in _findings(result):
            line, column = _position(finding)
            self._results.append(self._result(
                _rule_id(finding), str(finding.get("check")),
                _LEVELS[str(finding.get("severity"))][1], _message(finding), name, line, column))

    def finish(self) -> None:
        log = {
            "$schema": _SARIF_SCHEMA, "version": "2.1.0",
            "runs": [{
                "tool": {"driver": {
                    "name": "geo-writer-score", "version": VERSION,
                    "rules": list(self._rules.values())}},
                # Columns count characters, as an editor does, not UTF-16 code units.
                "columnKind": "unicodeCodePoints",
                "results": self._results,
            }],
        }
        self.out.write(json.dumps(log, ensure_ascii=False, indent=2) + "\n")
