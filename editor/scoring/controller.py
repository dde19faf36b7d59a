"""The scoring controller: debounced, off the UI thread, stale results dropped.

The window tells it when the text changed; it waits for a pause in typing
(longer for longer documents), then hands the newest text to a worker thread,
which scores it through the app's scoring process (:mod:`editor.scoring.process`)
or, when there is none, with a :class:`scorers.Engine` of its own. The editor
never computes a score: it only shows the reports this controller emits.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from editor.scoring import process as scoring_process
from editor.scoring.background import LatestOnlyRunner
from editor.scoring.jobs import EngineHolder, ScoreJob, ScoreResult
from scorers import SavedReports, Settings, scoring_for_document

#: How long a closing window waits for a job in the scoring process to finish.
REMOTE_SHUTDOWN_WAIT_MS = 3_000

if TYPE_CHECKING:
    from scorers import Questions, ReferenceIndex

__all__ = ["ScoreJob", "ScoreResult", "ScoringController", "debounce_ms"]


def debounce_ms(length: int) -> int:
    """Pause before rescoring: short for short texts, up to 800 ms for very long ones."""
    return int(min(800, 120 + length / 400))


@dataclass(frozen=True, slots=True)
class _Request:
    """What a scoring job asks for, to tell a repeated request from a new one."""

    revision: int
    query: str | None
    lang: str
    settings: Settings
    questions: Questions | None
    reference: ReferenceIndex | None

    def saved_key(self, text: str) -> str | None:
        """The name of this request's report among the saved ones; None with a reference
        folder (its pages can change without the text changing)."""
        if self.reference is not None:
            return None
        return SavedReports.key(text, repr(self.settings), repr(self.query), repr(self.lang),
                                repr(self.questions))

    def same_as(self, other: _Request | None) -> bool:
        """The same report: equal revision, query, language and settings, and the very
        same questions and reference index (by identity: an index can hold megabytes)."""
        return other is not None and (self.revision, self.query, self.lang, self.settings) \
            == (other.revision, other.query, other.lang, other.settings) \
            and self.questions is other.questions and self.reference is other.reference


class ScoringController(QObject):
    """Schedules scoring of the current text and emits fresh reports.

    An opened document whose text was scored before shows that report at once
    (:class:`scorers.SavedReports`, read in a thread), then the live one; the first live
    report of an opened document and the first after each save are kept for next time.
    ``GEO_WRITER_SAVED_REPORTS=0`` turns this off.

    Signals:
        scored(ScoreResult, revision): a report for the text of ``revision`` (a saved
            one has ``result.saved`` set; the live one follows).
        failed(message): scoring raised (the engine is built not to; this is a safety net).
        notice(message): which repository rules now apply, or why they could not be used.
    """

    scored = Signal(object, int)
    failed = Signal(str)
    notice = Signal(str)
    _process_gone = Signal(str, bool)  # from the scoring thread, queued to this one
    _saved_found = Signal(object, int)  # from the thread that read a saved report

    def __init__(self, text: Callable[[], str], revision: Callable[[], int],
                 parent: QObject | None = None) -> None:
        """``text()`` and ``revision()`` tell the document's text and revision right now."""
        super().__init__(parent)
        self._text = text
        self._revision = revision
        # The scoring process, when the app started one before building the window,
        # has the language pipelines loaded already; otherwise a worker thread loads them.
        process = scoring_process.shared()
        self._worker = process.scorer() if process is not None else EngineHolder()
        self._process_gone.connect(self._say_process_gone)
        if isinstance(self._worker, scoring_process.RemoteScorer):
            self._worker.on_gone = self._process_gone.emit
        self._runner = LatestOnlyRunner(self._worker, "geo-scoring", self)
        self._runner.done.connect(self._on_done)
        self._runner.failed.connect(self._on_failed)
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
        self._queued: _Request | None = None  # the job submitted last
        self.last: ScoreResult | None = None
        self._running: _Request | None = None  # what the job in flight was asked for
        self._waiting: _Request | None = None  # what the job waiting behind it was asked for
        self._live_revision = -1  # the revision of the last live report emitted
        self._saved = SavedReports() if os.environ.get("GEO_WRITER_SAVED_REPORTS") != "0" \
            else None
        self._keep_next = False  # keep the next live report among the saved ones
        self._saved_found.connect(self._show_saved)

    def text_changed(self, length: int) -> None:
        """Restart the typing pause; scoring starts when it runs out."""
        self._timer.start(debounce_ms(length))

    @Slot()
    def score_now(self) -> None:
        self._timer.stop()
        revision = self._revision()
        request = _Request(revision, self.query or None, self.lang, self.settings,
                           self.questions, self.reference)
        if self._runner.in_flight and request.same_as(self._queued):
            # The same job is running or waiting: opening a document asks twice (its
            # questions, then its text), and the second would cost a whole report.
            return
        self._queued = request
        self._latest_revision = revision
        # The runner's own order (one running, the newest waiting), to know which request
        # a report answers when it is kept for next time.
        if self._runner.in_flight:
            self._waiting = request
        else:
            self._running = request
        self._runner.submit(ScoreJob(self._text(), request.query, request.lang,
                                     request.settings, request.questions, request.reference),
                            revision)

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

    def document_opened(self) -> None:
        """A document was opened and its job submitted: show the report its text had last
        time, if any, while the live one is computed; keep the live one for next time."""
        request = self._queued
        if self._saved is None or request is None:
            return
        self._keep_next = True
        if request.reference is not None:
            return
        saved, found = self._saved, self._saved_found
        text = self._text()

        def read() -> None:  # off the UI thread: the window paints meanwhile
            key = request.saved_key(text)
            loaded = saved.load(key) if key is not None else None
            if loaded is not None:
                found.emit(ScoreResult(*loaded, text, saved=True), request.revision)
        threading.Thread(target=read, name="geo-saved-report", daemon=True).start()

    def document_written(self) -> None:
        """The document was saved: keep its next live report for when it is opened again."""
        self._keep_next = self._saved is not None

    @Slot(object, int)
    def _show_saved(self, result: ScoreResult, revision: int) -> None:
        if revision == self._revision() and self._live_revision != revision:
            self.scored.emit(result, revision)

    def _keep(self, request: _Request, result: ScoreResult) -> None:
        key = request.saved_key(result.text)
        if key is None or self._saved is None:
            return
        saved = self._saved
        threading.Thread(target=lambda: saved.save(key, result.report, result.stats),
                         name="geo-keep-report", daemon=True).start()

    @property
    def busy(self) -> bool:
        return self._runner.in_flight or self._timer.isActive()

    def _job_ended(self) -> _Request | None:
        ended, self._running, self._waiting = self._running, self._waiting, None
        return ended

    @Slot(str, int)
    def _on_failed(self, message: str, _revision: int) -> None:
        self._job_ended()
        self.failed.emit(message)

    @Slot(object, int)
    def _on_done(self, result: ScoreResult, revision: int) -> None:
        request = self._job_ended()
        if revision != self._latest_revision:
            return  # the text changed since: a newer job is queued
        if revision != self._revision():
            return
        self.last = result
        self._live_revision = revision
        if self._keep_next and request is not None:
            self._keep_next = False
            self._keep(request, result)
        self.scored.emit(result, revision)

    @Slot(str, bool)
    def _say_process_gone(self, reason: str, restarted: bool) -> None:
        # Within seconds of the stop (issue 24, R6): scores would otherwise just stop.
        if restarted:
            text = self.tr("The scoring process stopped answering and was restarted; "
                           "scores follow in a few seconds.")
        else:
            text = self.tr("The scoring process stopped answering; scoring in the window "
                           "instead (typing may be slower).")
        self.notice.emit(text)

    @property
    def in_scoring_process(self) -> bool:
        """Whether jobs go to the app's scoring process (not a thread of this one)."""
        return isinstance(self._worker, scoring_process.RemoteScorer) and self._worker.remote

    def shutdown(self) -> None:
        self._timer.stop()
        if isinstance(self._worker, scoring_process.RemoteScorer):
            # A report that comes after the window has closed is of no use: wait a
            # little for the job in progress, then let it go (a stopped or hung scoring
            # process is ended by scoring_process.stop() when the app exits).
            self._runner.shutdown(wait_ms=REMOTE_SHUTDOWN_WAIT_MS)
            self._worker.close()
        else:
            self._runner.shutdown()
