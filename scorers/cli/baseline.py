"""Baselines: the scores of an earlier run, so a team can gate on regressions only.

A baseline is what ``geo-writer-score --format json`` prints (a list of
reports); ``--json``'s one report per line is read as well. Only each
report's ``file``, ``overall`` and dimension scores are used, so
``--write-baseline`` keeps just those: a small file that reads well in a diff.
File names are compared as written, after normalisation (``./a.md`` is
``a.md``), so run the baseline and the check from the same folder.
"""

from __future__ import annotations

import errno
import json
import os
import posixpath
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scorers.textfiles.textio import TextFileError, read_bytes

#: A larger baseline is refused: 100,000 articles make about 40 MB.
MAX_BASELINE_BYTES = 256 * 1024 * 1024


class BaselineError(Exception):
    """A baseline that cannot be used; ``str(error)`` says why."""


@dataclass(frozen=True, slots=True)
class Scores:
    """One file's scores; None where the report had no score (an empty document)."""

    overall: float | None
    dimensions: tuple[tuple[str, float | None], ...] = ()


def key(name: str) -> str:
    """The name a file is matched by between runs."""
    return posixpath.normpath(name.replace(os.sep, "/"))


def _score(value: Any) -> float | None:
    if isinstance(value, Mapping):
        value = value.get("score")
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def scores_of(report: Mapping[str, Any]) -> Scores:
    """The scores of a report (``Report.to_dict()``, or a baseline entry)."""
    dimensions = report.get("dimensions") or {}
    if not isinstance(dimensions, Mapping):
        dimensions = {}
    return Scores(_score(report.get("overall")),
                  tuple((str(d), _score(v)) for d, v in dimensions.items()))


def _refuse_constant(name: str) -> float:
    raise BaselineError(f"not a score: {name} (a baseline holds finite numbers)")


def _json(text: str) -> Any:
    return json.loads(text, parse_constant=_refuse_constant)


def _entries(text: str) -> list[Any]:
    if not text.strip():
        raise BaselineError("the file is empty (write one with --write-baseline)")
    try:
        try:
            data = _json(text)
        except json.JSONDecodeError:
            try:  # JSON Lines, as --json prints
                return [_json(line) for line in text.splitlines() if line.strip()]
            except json.JSONDecodeError as error:
                raise BaselineError(f"not JSON (line {error.lineno}: {error.msg})") from None
    except RecursionError:
        raise BaselineError("not JSON: nested too deeply") from None
    if isinstance(data, Mapping):
        data = data.get("files", [data])
    if not isinstance(data, list):
        raise BaselineError("expected a list of reports")
    if not data:
        raise BaselineError("it lists no files (write one with --write-baseline)")
    return data


def load(path: str | Path) -> dict[str, Scores]:
    """Read a baseline: file name (see :func:`key`) → scores.

    Raises:
        BaselineError: missing, unreadable, or not the output of a JSON run.
    """
    try:
        text = read_bytes(path, MAX_BASELINE_BYTES).decode("utf-8-sig")
    except TextFileError as error:
        if error.key == "file.missing":
            raise BaselineError("no such file (write one with --write-baseline)") from None
        raise BaselineError(str(error)) from None  # a FIFO or device is refused unread
    except UnicodeDecodeError:
        raise BaselineError("not a text file (a baseline is UTF-8 JSON)") from None
    baseline: dict[str, Scores] = {}
    for number, entry in enumerate(_entries(text), 1):
        if not isinstance(entry, Mapping) or not isinstance(entry.get("file"), str):
            raise BaselineError(f"entry {number} is not a report with a \"file\"")
        baseline[key(entry["file"])] = scores_of(entry)
    return baseline


def entry(report: Mapping[str, Any]) -> dict[str, Any]:
    """What a baseline keeps of a report."""
    scores = scores_of(report)
    return {
        "file": report.get("file"),
        "overall": _int(scores.overall),
        "dimensions": {d: {"score": _int(s)} for d, s in scores.dimensions},
    }


def _int(value: float | None) -> float | int | None:
    return int(value) if value is not None and value == int(value) else value


def write(path: str | Path, reports: Iterable[Mapping[str, Any]]) -> None:
    """Write a baseline atomically: a temporary file in the same folder, then a rename.

    Raises:
        OSError: the folder is not writable or the disk is full; the old file is kept.
    """
    # Through a symbolic link to the file it names (a shared baseline stays shared),
    # and never over a device or a pipe, which a rename would replace.
    path = Path(os.path.realpath(path))
    if path.exists() and not path.is_file():
        raise OSError(errno.EINVAL, "not a regular file", str(path))
    entries = sorted((entry(r) for r in reports), key=lambda e: key(str(e["file"])))
    data = json.dumps(entries, ensure_ascii=False, indent=2) + "\n"
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent or ".")
    try:
        try:
            mode = path.stat().st_mode & 0o777
        except OSError:
            mode = 0o644  # mkstemp's 0600 would hide the file from the rest of the team
        os.chmod(temporary, mode)
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
