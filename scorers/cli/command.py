"""``geo-writer-score``: score Markdown articles from the command line, one or thousands.

Exit status (one per outcome, never a traceback): 0 when every file was scored
and met its gate; 1 when a file failed its gate (below ``--min-score`` or a
configured floor, or, with ``--baseline``, fell by more than ``--tolerance``);
2 for everything that is not a verdict, in one line on stderr: a file could not
be read or scored (the other files are still scored), an argument, glob or
folder gives nothing, a configuration, ``.gitignore`` or baseline cannot be used,
the output cannot be written, or an internal error; 130 when interrupted; 141
when the program reading the output stopped early (``| head``).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from collections.abc import Callable, Sequence
from contextlib import nullcontext, redirect_stderr, redirect_stdout, suppress
from dataclasses import replace
from pathlib import Path
from typing import Any, BinaryIO, TextIO

from scorers.answers import ReferenceIndex, index_folder
from scorers.cli import baseline as baselines
from scorers.cli.annotations import GitHubWriter, LinesWriter, SarifWriter
from scorers.cli.batch import Job, Outcome, default_jobs, score_all
from scorers.cli.config import Config, ConfigError, ConfigFinder, Rules
from scorers.cli.config import load as load_config
from scorers.cli.formats import WRITERS, Result, Writer, check_errors, printable
from scorers.cli.inputs import InputCollector, InputError
from scorers.cli.verdicts import (
    DEFAULT_TOLERANCE,
    EMPTY,
    ERROR,
    FAIL,
    SKIPPED,
    Limits,
    Verdict,
    judge,
)
from scorers.cli.version import VERSION
from scorers.report import messages
from scorers.textfiles.textio import MAX_BYTES, TextFileError, decode

PROG = "geo-writer-score"

#: Every output format: the reports' own, then the ones that annotate a review.
ALL_WRITERS: dict[str, type[Writer]] = {**WRITERS, "github": GitHubWriter,
                                        "sarif": SarifWriter, "lines": LinesWriter}
#: Below this many files and without --jobs, workers are not started: starting them
#: (about a second each, to load spaCy and jieba) would cost more than they save.
SMALL_RUN = 16
_NO_RULES = Rules()


def _bounded(low: float, high: float | None = None,
             kind: type = int) -> Callable[[str], float]:
    def parse(text: str) -> float:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not math.isfinite(value):  # nan compares false with everything: no gate at all
            raise argparse.ArgumentTypeError(f"must be a finite number, not {text}")
        if value < low or (high is not None and value > high):
            span = f"from {low:g} to {high:g}" if high is not None else f"at least {low:g}"
            raise argparse.ArgumentTypeError(f"must be {span}, not {text}")
        return value
    return parse


def build_parser() -> argparse.ArgumentParser:
    """The argument parser; each group of options is added by its own function."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Score Markdown articles on five GEO dimensions "
                    "(facts, structure, sources, clarity, AI extractability).",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="Rules for a repository go in .geo-writer.toml or [tool.geo-writer] in\n"
               "pyproject.toml, found from each file's folder upwards.\n\n"
               "exit status:\n"
               "  0    every file was scored and passed its gate\n"
               "  1    a file failed its gate\n"
               "  2    not a verdict (one line on stderr): a file could not be read or\n"
               "       scored, no file matched, a bad argument, configuration, .gitignore\n"
               "       or baseline, the output could not be written, an internal error\n"
               "  130  interrupted\n"
               "  141  the reader of the output stopped early")
    parser.add_argument("--version", action="version", version=f"%(prog)s {VERSION}")
    parser.add_argument("paths", nargs="+", metavar="PATH",
                        help="Markdown files, folders (searched for .md, .markdown, .mdx and "
                             ".txt, minus what .gitignore ignores), globs, or - for "
                             "standard input")
    _add_input_options(parser.add_argument_group("input"))
    _add_scoring_options(parser.add_argument_group("scoring"))
    _add_output_options(parser.add_argument_group("output"))
    _add_gate_options(parser.add_argument_group("gates"))
    return parser


def _add_input_options(group: argparse._ArgumentGroup) -> None:
    group.add_argument("--exclude", action="append", default=[], metavar="GLOB",
                       help="leave out files and folders matching GLOB (.gitignore syntax, "
                            "relative to the current folder); repeatable")
    config = group.add_mutually_exclusive_group()
    config.add_argument("--config", metavar="FILE",
                        help="use this .geo-writer.toml or pyproject.toml for every file")
    config.add_argument("--no-config", action="store_true",
                        help="ignore configuration files")
    group.add_argument("--jobs", "-j", type=_bounded(1), metavar="N",
                       help="processes scoring in parallel (default: this machine's "
                            f"cores, {default_jobs()}; fewer than {SMALL_RUN} files are "
                            "scored in this process)")


def _add_scoring_options(group: argparse._ArgumentGroup) -> None:
    group.add_argument("--lang", choices=("en", "zh"),
                       help="article language (default: the configuration's, else detect)")
    group.add_argument("--query", action="append", default=[], metavar="Q",
                       help="a question the article should answer (repeat for more); "
                            "questions are also mined from the title and headings")
    group.add_argument("--against", metavar="DIR",
                       help="rank the article's passages against the pages (Markdown, HTML, "
                            "text) in DIR")
    group.add_argument("--ui-lang", choices=messages.ui_languages(), default="en",
                       help="language of messages (default: en)")


def _add_output_options(group: argparse._ArgumentGroup) -> None:
    chosen = group.add_mutually_exclusive_group()
    chosen.add_argument("--format", choices=tuple(ALL_WRITERS), default="table",
                        help="table (default), json (a list of reports), jsonl (one report "
                             "per line), csv (one row per file), junit (XML for CI), "
                             "github (pull-request annotations), sarif (code scanning) or "
                             "lines (path:line:col: level check message)")
    chosen.add_argument("--json", dest="format", action="store_const", const="jsonl",
                        help="print JSON, one object per file (same as --format jsonl)")
    group.add_argument("--top", type=_bounded(0), default=8, metavar="N",
                       help="findings to list per file (default: 8)")
    group.add_argument("--explain", action="store_true",
                       help="list every check with its result, target and evidence tier "
                            "(table)")
    group.add_argument("--no-progress", action="store_true",
                       help="no progress bar (there is none when stderr is not a terminal)")


def _add_gate_options(group: argparse._ArgumentGroup) -> None:
    group.add_argument("--min-score", type=_bounded(0, 100, float), metavar="N",
                       help="fail (exit 1) when a file's overall score is below N; "
                            "with --baseline, only files new since the baseline")
    group.add_argument("--baseline", metavar="FILE",
                       help="fail only when a file's overall or a dimension score fell by "
                            "more than --tolerance since this earlier --format json run")
    group.add_argument("--tolerance", type=_bounded(0, None, float), metavar="POINTS",
                       help=f"points a score may fall below the baseline "
                            f"(default: {DEFAULT_TOLERANCE:g})")
    group.add_argument("--write-baseline", metavar="FILE",
                       help="write this run's scores to FILE, for later --baseline runs")


class _Run:
    """One invocation: the rules per file, the jobs, the verdicts and the exit status."""

    def __init__(self, args: argparse.Namespace, err: TextIO) -> None:
        self.args = args
        self.err = err
        self.finder = None if args.no_config or args.config else ConfigFinder()
        self.forced: Config | None = load_config(args.config) if args.config else None
        self.baseline = baselines.load(args.baseline) if args.baseline else None
        self.status = 0
        self.failures: list[tuple[str, Verdict]] = []
        self.counts = {FAIL: 0, EMPTY: 0, ERROR: 0, SKIPPED: 0}
        self.gated = self.baseline is not None  # did any file have a gate to pass?
        self.kept: list[dict] = []
        self.bar: Any = None  # the progress bar, while one is drawn
        self.reference = _reference(args.against) if args.against else None
        table = args.format == "table"
        self.sections = (("answers",) if table else ()) + \
            (("explain",) if table and args.explain else ())

    def say(self, message: str) -> None:
        """One line on stderr, above the progress bar if one is drawn there."""
        quiet = self.bar.external_write_mode(file=self.err) if self.bar else nullcontext()
        with quiet:
            print(f"{PROG}: {printable(message)}", file=self.err)

    def config_for(self, path: Path | None) -> Config | None:
        """The configuration for a file (None: standard input, found from here)."""
        if self.forced is not None or self.finder is None:
            return self.forced
        return self.finder.for_file(Path(os.path.abspath(path or ".")))

    def _excludes(self, path: Path) -> tuple[tuple[str, ...], Path] | None:
        config = self.config_for(path)
        return (config.exclude, config.root) if config is not None else None

    def rules(self, path: Path | None) -> tuple[Rules, Limits]:
        config = self.config_for(path)
        rules = _NO_RULES if config is None else \
            config.rules_for(path if path is not None else config.root)
        args = self.args
        tolerance = args.tolerance if args.tolerance is not None else rules.tolerance
        gate = Limits(args.min_score if args.min_score is not None else rules.min_score,
                      rules.min_dimensions,
                      tolerance if tolerance is not None else DEFAULT_TOLERANCE,
                      rules.skipped_page_types)
        return rules, gate

    def jobs(self, stdin: BinaryIO) -> tuple[list[Job], list[Limits], list[Outcome]]:
        """Jobs to score, the gate of each, and outcomes known before scoring (stdin errors)."""
        collected = InputCollector(self.args.exclude, self._excludes).collect(self.args.paths)
        for argument, message in collected.empty:
            self.say(f"{argument}: {message}")
            self.status = 2  # a gate over nothing must not pass
        jobs, gates, known = [], [], []
        for index, item in enumerate(collected.articles):
            rules, gate = self.rules(item.path)
            text = None
            if item.path is None:
                try:
                    text = _read_stdin(stdin)
                except TextFileError as error:
                    known.append(Outcome(index, item.name, None, str(error)))
            jobs.append(Job(index, item.name, None if item.path is None else str(item.path),
                            text, self.args.lang or rules.lang, tuple(self.args.query),
                            rules.settings(self.args.ui_lang), self.sections))
            gates.append(gate)
        return jobs, gates, known

    def verdict(self, outcome: Outcome, gate: Limits) -> Verdict:
        if outcome.report is None:
            self.say(f"{outcome.name}: {outcome.error}")
            self.status = 2
            self.counts[ERROR] += 1
            return Verdict(ERROR, (outcome.error or "not scored",))
        for check, error in check_errors(outcome.report):
            self.say(f"{outcome.name}: warning: the check {check} failed and was left out: "
                     f"{error}")
        self.gated = self.gated or gate.min_score is not None or bool(gate.min_dimensions)
        before = None if self.baseline is None else \
            self.baseline.get(baselines.key(outcome.name))
        verdict = judge(outcome.report, gate, before, self.args.ui_lang)
        if verdict.status == FAIL:
            self.failures.append((outcome.name, verdict))
            self.counts[FAIL] += 1
            self.status = max(self.status, 1)
        elif verdict.status in (EMPTY, SKIPPED):
            self.counts[verdict.status] += 1
            self.say(f"{outcome.name}: {'; '.join(verdict.reasons)}")
        if self.args.write_baseline:
            self.kept.append(baselines.entry(outcome.report))
        return verdict

    def summarise(self, total: int, seconds: float) -> None:
        for name, verdict in self.failures:
            for reason in verdict.reasons:
                self.say(f"{name}: {reason}")
        if total > 1:
            parts = [f"{self.counts[FAIL]} failed the gate" if self.counts[FAIL] else "",
                     f"{self.counts[EMPTY]} had no score" if self.counts[EMPTY] else "",
                     f"{self.counts[SKIPPED]} skipped (not articles)" if self.counts[SKIPPED]
                     else "",
                     f"{self.counts[ERROR]} could not be scored" if self.counts[ERROR] else ""]
            detail = ", ".join(p for p in parts if p) or \
                ("all passed" if self.gated else "all scored")
            self.say(f"{total} files in {seconds:.1f} s: {detail}")


def _refuse_too_long(outcome: Outcome) -> Outcome:
    """An article over the engine's length limit has no score (not a score of 0): it is
    that file's error, as an unreadable file is."""
    for check, error in check_errors(outcome.report or {}):
        if check == "length_limit":
            return replace(outcome, report=None, error=f"too long to score: {error}",
                           sections=())
    return outcome


class _AgainstError(Exception):
    """``--against`` names no folder."""


def _reference(folder: str) -> ReferenceIndex:
    if not Path(folder).is_dir():
        raise _AgainstError(f"{folder}: not a folder")
    return index_folder(folder)


def _read_stdin(stdin: BinaryIO) -> str:
    data = stdin.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise TextFileError("file.not_scored_too_large", limit=MAX_BYTES // 1024 // 1024)
    try:
        return decode(data).text
    except UnicodeDecodeError:
        raise TextFileError("file.encoding_unknown") from None


def _progress(total: int, err: TextIO, disabled: bool) -> Any:
    """A tqdm bar on a terminal; None when stderr is piped or there is one file."""
    if disabled or total < 2 or not getattr(err, "isatty", lambda: False)():
        return None
    from tqdm import tqdm

    tqdm.monitor_interval = 0  # no monitor thread: the pool forks workers while it runs
    return tqdm(total=total, file=err, unit="file", leave=False, dynamic_ncols=True)


def _score(run: _Run, out: TextIO, stdin: BinaryIO) -> int:
    jobs, gates, known = run.jobs(stdin)
    if not jobs:
        run.say("nothing to score")
        return 2
    writer = ALL_WRITERS[run.args.format](out, run.args.ui_lang, run.args.top)
    known_by_index = {o.index: o for o in known}
    to_score = [job for job in jobs if job.index not in known_by_index]
    bar = run.bar = _progress(len(jobs), run.err, run.args.no_progress)
    started = time.perf_counter()
    workers = run.args.jobs or (default_jobs() if len(to_score) >= SMALL_RUN else 0)
    scored = iter(score_all(to_score, workers, notice=run.say, reference=run.reference))
    try:
        for job in jobs:
            outcome = known_by_index.get(job.index) or _refuse_too_long(next(scored))
            verdict = run.verdict(outcome, gates[outcome.index])
            quiet = bar.external_write_mode(file=out) if bar is not None else nullcontext()
            with quiet:
                writer.add(Result(outcome, verdict))
                out.flush()
            if bar is not None:
                bar.update()
        writer.finish()
        out.flush()
    finally:
        scored.close()
        if bar is not None:
            bar.close()
            run.bar = None
    run.summarise(len(jobs), time.perf_counter() - started)
    if run.args.write_baseline:
        try:
            baselines.write(run.args.write_baseline, run.kept)
        except OSError as error:
            run.say(f"{run.args.write_baseline}: the baseline was not written: "
                    f"{error.strerror or error}")
            return 2
    return run.status


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None,
         stderr: TextIO | None = None, stdin: BinaryIO | None = None) -> int:
    """Run the command line tool; returns the exit status."""
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    try:
        with redirect_stdout(out), redirect_stderr(err):  # --help, usage and errors
            args = build_parser().parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    try:
        run = _Run(args, err)
        return _score(run, out, stdin or sys.stdin.buffer)
    except (ConfigError, _AgainstError, InputError) as error:
        return _one_line(err, str(error))
    except baselines.BaselineError as error:
        return _one_line(err, f"{args.baseline}: not a usable baseline: {error}")
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=err)
        return 130
    except BrokenPipeError:
        _silence(out)
        return 141
    except OSError as error:  # the output (a full disk, a closed terminal) or the system
        _silence(out)
        where = f"{error.filename}: " if error.filename else "writing the output: "
        return _one_line(err, f"{where}{error.strerror or error}")
    except (RecursionError, MemoryError) as error:
        return _one_line(err, f"an input is too large or too deeply nested "
                              f"({type(error).__name__})")
    except Exception as error:  # a fault of ours: still one line and 2, never "failed the gate"
        return _one_line(err, f"internal error: {type(error).__name__}: {error}")


def _one_line(err: TextIO, message: str) -> int:
    """Report an error that stops the run on one line of stderr; the status for it (2)."""
    with suppress(OSError):  # stderr gone too: the status still says it
        print(f"{PROG}: {printable(message)}", file=err)
    return 2


def _silence(out: TextIO) -> None:
    """After the reader of our output went away: point stdout at /dev/null, so that
    Python's final flush does not raise a second BrokenPipeError."""
    try:
        fileno = out.fileno()
    except (AttributeError, OSError, ValueError):
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fileno)
    os.close(devnull)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
