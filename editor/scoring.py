"""The scoring controller: debounced, off the UI thread, stale results dropped.

The window tells it when the text changed; it waits for a pause in typing
(longer for longer documents), then hands the newest text to a worker thread
that owns a :class:`scorers.Engine`. The editor never computes a score: it
only shows the reports this controller emits.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from scorers import Engine, Report, Settings
from scorers.answers import Questions, ReferenceIndex
from scorers.config import scoring_for_document
from scorers.language import CJK_CHAR

from .background import LatestOnlyRunner

_LATIN_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’_-]*")
# What a reader never reads: link targets, bare URLs, HTML comments and tags.
_NOT_READ = re.compile(r"\]\([^)\n]*\)|<https?://[^>\n]*>|https?://\S+|<[a-zA-Z/][^>\n]*>")
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_FRONT_MATTER = re.compile(r"\A(?:---|\+\+\+)[ \t]*\n.*?\n(?:---|\+\+\+|\.\.\.)[ \t]*(?:\n|\Z)",
                           re.S)
_SLICE = 16_384


@dataclass(frozen=True, slots=True)
class TextStats:
    """Figures for the status bar, counted on what a reader reads (no URLs, comments or
    front matter). ``words`` is 字数: Chinese characters plus Latin words."""

    words: int
    characters: int
    reading_minutes: float

    @classmethod
    def of(cls, text: str) -> TextStats:
        characters = len(text) - text.count("\n")
        if text.startswith(("---", "+++")):
            text = _FRONT_MATTER.sub("", text, count=1)
        if "<!--" in text:
            text = _COMMENT.sub("", text)
        # Count a slice at a time, cut at line ends so no word is split: one regex
        # call over a whole long article would hold the GIL (and so the UI thread)
        # for ~20 ms at 100,000 words.
        cjk = latin = 0
        start = 0
        while start < len(text):
            end = text.find("\n", start + _SLICE)
            end = len(text) if end < 0 else end + 1
            piece = _NOT_READ.sub(" ", text[start:end])
            cjk += len(CJK_CHAR.findall(piece))
            latin += _LATIN_WORD.subn("", piece)[1]
            start = end
        # About 230 English words or 400 Chinese characters a minute.
        minutes = latin / 230 + cjk / 400
        return cls(latin + cjk, characters, minutes)


@dataclass(frozen=True, slots=True)
class ScoreJob:
    text: str
    query: str | None
    lang: str | None
    settings: Settings
    questions: Questions | None = None
    reference: ReferenceIndex | None = None


@dataclass(frozen=True, slots=True)
class ScoreResult:
    report: Report
    stats: TextStats
    text: str  # the text the report is for (offsets point into it)


class _EngineHolder:
    """Lives in the worker thread; rebuilds the engine when the settings change."""

    def __init__(self) -> None:
        self._engine: Engine | None = None

    def __call__(self, job: ScoreJob) -> ScoreResult:
        if self._engine is None or self._engine.settings != job.settings:
            self._engine = Engine(job.settings)
        report = self._engine.score(job.text, query=job.query, lang=job.lang,
                                    questions=job.questions, reference=job.reference)
        return ScoreResult(report, TextStats.of(job.text), job.text)


def debounce_ms(length: int) -> int:
    """Pause before rescoring: short for short texts, up to 800 ms for very long ones."""
    return int(min(800, 120 + length / 400))


class ScoringController(QObject):
    """Schedules scoring of the current text and emits fresh reports.

    Signals:
        scored(ScoreResult, revision): a report for the text of ``revision``.
        failed(message): scoring raised (the engine is built not to; this is a safety net).
        notice(message): which repository rules now apply, or why they could not be used.
    """

    scored = Signal(object, int)
    failed = Signal(str)
    notice = Signal(str)

    def __init__(self, text: Callable[[], str], revision: Callable[[], int],
                 parent: QObject | None = None) -> None:
        """``text()`` and ``revision()`` tell the document's text and revision right now."""
        super().__init__(parent)
        self._text = text
        self._revision = revision
        self._runner = LatestOnlyRunner(_EngineHolder(), "geo-scoring", self)
        self._runner.done.connect(self._on_done)
        self._runner.failed.connect(lambda message, _rev: self.failed.emit(message))
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.score_now)
        self.query: str | None = None
        self.lang: str | None = None
        self.questions: Questions | None = None
        self.reference: ReferenceIndex | None = None
        self.settings = Settings()
        #: The configuration file whose rules apply to the document, if any.
        self.rules_file: Path | None = None
        self._latest_revision = -1
        self.last: ScoreResult | None = None

    def text_changed(self, length: int) -> None:
        """Restart the typing pause; scoring starts when it runs out."""
        self._timer.start(debounce_ms(length))

    @Slot()
    def score_now(self) -> None:
        self._timer.stop()
        text, revision = self._text(), self._revision()
        self._latest_revision = revision
        self._runner.submit(ScoreJob(text, self.query or None, self.lang, self.settings,
                                     self.questions, self.reference), revision)

    def configure(self, *, query: str | None = None, lang: str | None = None,
                  settings: Settings | None = None, questions: Questions | None = None,
                  reference: ReferenceIndex | bool | None = False) -> None:
        """Change what is scored and how, and rescore at once (``reference=False``
        keeps the reference index as it is)."""
        self.query = query if query is not None else self.query
        if questions is not None:
            self.questions = questions
        if reference is not False:
            self.reference = reference
        self.lang = lang
        if settings is not None:
            self.settings = settings
        self.score_now()

    def follow_document(self, path: Path | None, preferences: Settings) -> bool:
        """Score the document at ``path`` by the rules that apply to it.

        Under a repository's ``.geo-writer.toml`` (or ``[tool.geo-writer]`` in
        ``pyproject.toml``) those are the repository's weights and language, so
        the panel shows what the team's CI computes; elsewhere the writer's
        preferences. Returns True when the settings changed: the caller rescores.
        """
        chosen = scoring_for_document(path, preferences)
        changed = (chosen.settings, chosen.lang) != (self.settings, self.lang)
        self.settings, self.lang = chosen.settings, chosen.lang
        if chosen.error is not None:
            self.notice.emit(self.tr("Scoring rules not used: %1").replace("%1", chosen.error))
        elif chosen.source is not None and chosen.source != self.rules_file:
            self.notice.emit(self.tr("Scoring with the rules in %1")
                             .replace("%1", str(chosen.source)))
        self.rules_file = chosen.source
        return changed

    @property
    def busy(self) -> bool:
        return self._runner.in_flight or self._timer.isActive()

    @Slot(object, int)
    def _on_done(self, result: ScoreResult, revision: int) -> None:
        if revision != self._latest_revision:
            return  # the text changed since: a newer job is queued
        if revision != self._revision():
            return
        self.last = result
        self.scored.emit(result, revision)

    def shutdown(self) -> None:
        self._timer.stop()
        self._runner.shutdown()
