"""``geo-writer-score``: score Markdown files from the command line.

Exit status: 0 when every file was scored (and met ``--min-score``), 1 when a
file scored below ``--min-score``, 2 when a file could not be read (the other
files are still scored) or the arguments are wrong.
"""

from __future__ import annotations

import argparse
import json
import sys
import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from . import messages
from .answers import Questions, format_answers, index_folder
from .engine import Engine
from .explain import format_explain
from .results import Report
from .settings import Settings
from .textio import TextFileError, read_text

_SEVERITY_ORDER = {"weak": 0, "warn": 1, "info": 2}
_HEADERS = {
    "en": ("Overall", "Dimension", "Score", "Top findings", "line"),
    "zh": ("总分", "维度", "得分", "主要问题", "行"),
}


def _pad(text: str, width: int) -> str:
    """Left-align ``text`` in ``width`` terminal columns (CJK characters take two)."""
    columns = sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)
    return text + " " * max(0, width - columns)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="geo-writer-score",
        description="Score Markdown articles on five GEO dimensions "
                    "(facts, structure, sources, clarity, AI extractability).")
    parser.add_argument("files", nargs="+", metavar="FILE", help="Markdown files to score")
    parser.add_argument("--json", action="store_true", help="print JSON, one object per file")
    parser.add_argument("--lang", choices=("en", "zh"), help="article language (default: detect)")
    parser.add_argument("--query", action="append", default=[], metavar="Q",
                        help="a question the article should answer (repeat for more); "
                             "questions are also mined from the title and headings")
    parser.add_argument("--against", metavar="DIR",
                        help="rank the article's passages against the pages (Markdown, HTML, "
                             "text) in DIR")
    parser.add_argument("--ui-lang", choices=("en", "zh"), default="en",
                        help="language of messages (default: en)")
    parser.add_argument("--min-score", type=int, metavar="N",
                        help="exit with status 1 when any file scores below N")
    parser.add_argument("--top", type=int, default=8, metavar="N",
                        help="findings to list per file in the table (default: 8)")
    parser.add_argument("--explain", action="store_true",
                        help="list every check with its result, target and evidence tier")
    return parser


def format_table(report: Report, ui_lang: str = "en", top: int = 8) -> str:
    """A report as a readable text table."""
    overall_h, dim_h, score_h, findings_h, line_h = _HEADERS[ui_lang]
    if report.band is None:
        return "\n".join([f"{report.file or '-'}  [{report.lang}]",
                          f"  {overall_h}: –  ({messages.render('empty_document', ui_lang)})"])
    lines = [f"{report.file or '-'}  [{report.lang}]",
             f"  {overall_h}: {report.overall}  ({messages.band_label(report.band, ui_lang)})",
             f"  {_pad(dim_h, 24)}{score_h:>6}"]
    for dim in report.dimensions:
        value = dim.score or 0
        bar = "█" * (value // 10) + "·" * (10 - value // 10)
        lines.append(f"  {_pad(dim.label(ui_lang), 24)}{value:>6}  {bar}")
    ranked = sorted((f for f in report.findings if f.end > f.start or f.severity != "info"),
                    key=lambda f: (_SEVERITY_ORDER[f.severity], f.start))
    doc_level = [f for f in report.findings if f.end == f.start and f.severity == "info"]
    shown = (ranked + doc_level)[:top]
    if shown:
        lines.append(f"  {findings_h}:")
        for finding in shown:
            label = messages.dimension_label(finding.dimension, ui_lang)
            lines.append(f"    {line_h} {finding.line:>4}  [{finding.severity}] {label}: "
                         f"{finding.text(ui_lang)} → {finding.suggestion_text(ui_lang)}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None,
         stderr: TextIO | None = None) -> int:
    """Run the command line tool; returns the exit status."""
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    engine = Engine(Settings(ui_lang=args.ui_lang))
    reference = None
    if args.against:
        if not Path(args.against).is_dir():
            print(f"geo-writer-score: {args.against}: not a folder", file=err)
            return 2
        reference = index_folder(args.against)
    questions = Questions(tuple(args.query))
    status = 0
    for path in args.files:
        try:
            decoded = read_text(path)
        except TextFileError as error:
            print(f"geo-writer-score: {path}: {error}", file=err)
            status = 2
            continue
        report = engine.score(decoded.text, query=args.query[0] if args.query else None,
                              lang=args.lang, file=path, questions=questions,
                              reference=reference)
        if args.json:
            print(json.dumps(report.to_dict(args.ui_lang), ensure_ascii=False), file=out)
        else:
            print(format_table(report, args.ui_lang, args.top), file=out)
            answers = format_answers(report, args.ui_lang)
            if answers:
                print(answers, file=out)
            if args.explain:
                print(format_explain(report, args.ui_lang), file=out)
            print(file=out)
        if args.min_score is not None and report.overall is not None \
                and report.overall < args.min_score and status == 0:
            status = 1
    return status


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
