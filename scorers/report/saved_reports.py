"""Reports kept on disk by the text they are for, to show an unchanged file's scores at once.

The window shows the previous report of a file whose text it has scored before while
the engine is still starting, then the live one. A saved report is found by a hash of
the text, of the engine (its version and the code it runs), of the year (a dated
figure's age) and of how the text was scored (settings, language, questions), so a
change of any of them finds nothing and nothing stale is shown. It is read back as
plain JSON data, checked field by field (:mod:`scorers.report.report_json`), from a
folder only this user can write (:func:`scorers.textfiles.private_dir.private_dir`);
no pickle, and anything unreadable is simply not there. Files are written 0600 and
atomically; the oldest go when there are more than :data:`KEEP`.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path

from scorers.clock import today
from scorers.report import report_json
from scorers.report.results import Report
from scorers.text_length import TextStatistics
from scorers.textfiles.private_dir import private_dir

FORMAT = "geo-writer-report"
#: Saved reports kept; the least recently written go first.
KEEP = 64
#: A larger file is not read (the text is scored again instead).
MAX_BYTES = 64 * 1024 * 1024


@functools.cache
def engine_version() -> str:
    """A fingerprint of the engine's code (each module's name, size and time, and the
    recorded shape), so that a report saved by other code, a development edit or
    another release, is never shown. (Asking the installed package for its version took
    from 40 ms to a second: the modules themselves say more, for less.)"""
    root = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256(report_json.shape().encode())
    files = sorted(root.rglob("*.py")) or sorted(root.rglob("*.pyc"))
    if getattr(sys, "frozen", False):  # a packaged app: its executable changes with it
        files.append(Path(sys.executable))
    for path in files:
        try:
            info = path.stat()
        except OSError:
            continue
        digest.update(f"{path.name}:{info.st_size}:{info.st_mtime_ns};".encode())
    return digest.hexdigest()[:24]


def default_folder() -> Path:
    """``reports`` in the app's cache folder (``$GEO_WRITER_CACHE`` or the XDG cache)."""
    root = os.environ.get("GEO_WRITER_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(Path.home(), ".cache"), "geo-writer")
    return Path(root) / "reports"


class SavedReports:
    """The reports of texts scored before, on disk.

    Args:
        folder: where they live (:func:`default_folder` when None). When it cannot be
            made private to this user nothing is saved or read.
    """

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder if folder is not None else default_folder()
        self._checked: Path | None = None

    @staticmethod
    def key(text: str, *how: str) -> str:
        """The name of ``text``'s saved report when scored as ``how`` says (settings,
        language, questions … as text)."""
        digest = hashlib.sha256(engine_version().encode())
        # The year is an input of the report too: the age of a dated figure.
        digest.update(str(today().year).encode())
        for part in how:
            digest.update(b"\0" + part.encode("utf-8", "surrogatepass"))
        digest.update(b"\1" + text.encode("utf-8", "surrogatepass"))
        return digest.hexdigest()

    def _private(self) -> Path | None:
        if self._checked is None:
            self._checked = private_dir(self._folder)
        return self._checked

    def load(self, key: str) -> tuple[Report, TextStatistics] | None:
        """The report and text counts saved under ``key``, or None (never raises)."""
        folder = self._private()
        if folder is None:
            return None
        path = folder / f"{key}.json"
        try:
            with open(path, "rb") as handle:
                raw = handle.read(MAX_BYTES + 1)
        except OSError:
            return None
        try:
            if len(raw) > MAX_BYTES:
                raise ValueError("too large")
            data = json.loads(raw)
            if not (isinstance(data, dict) and data.get("format") == FORMAT
                    and data.get("engine") == engine_version() and data.get("key") == key):
                raise ValueError("another format")
            return (report_json.from_data(Report, data["report"]),
                    report_json.from_data(TextStatistics, data["stats"]))
        except (ValueError, KeyError, RecursionError):
            # Not a report of ours: gone, so that the live report is kept in its place.
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)
            return None

    def save(self, key: str, report: Report, stats: TextStatistics) -> bool:
        """Keep ``report`` under ``key``; False when it could not be (never raises)."""
        folder = self._private()
        if folder is None:
            return False
        target = folder / f"{key}.json"
        try:
            # Named by its content: a file under this key holds this report already (the
            # one shown when the file was opened again), and is only marked as recent.
            os.utime(target)
            return True
        except OSError:
            pass
        try:
            data = json.dumps({"format": FORMAT, "engine": engine_version(), "key": key,
                               "report": report_json.to_data(report),
                               "stats": report_json.to_data(stats)},
                              ensure_ascii=False, separators=(",", ":"))
            fd, temp = tempfile.mkstemp(dir=folder, suffix=".tmp")  # created 0600
            try:
                with os.fdopen(fd, "w", encoding="utf-8", errors="surrogatepass") as handle:
                    handle.write(data)
                os.replace(temp, target)
            except BaseException:
                os.unlink(temp)
                raise
        except (OSError, ValueError, RecursionError):
            return False
        self._trim(folder)
        return True

    @staticmethod
    def _trim(folder: Path) -> None:
        try:
            saved = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime_ns)
            for path in saved[:-KEEP]:
                path.unlink(missing_ok=True)
        except OSError:
            pass
