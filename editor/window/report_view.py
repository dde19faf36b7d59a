"""The report on screen: the GEO panel, the marks in the text, the outline, the counts in
the status bar, and the way from a finding, a heading or a quote back to the text."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEventLoop, QObject, QTimer, Signal
from PySide6.QtWidgets import QDockWidget

from editor.scoring.controller import ScoreResult, ScoringController
from editor.text.highlights import weak_marks
from editor.text.offsets import OffsetMap
from editor.window.outline import OutlineView
from editor.window.status import DocumentStatus
from editor.window.theme import colours
from scorers import DIMENSION_IDS, Report, outline

if TYPE_CHECKING:
    from editor.panel.panel import GeoPanel
    from editor.text.text_editor import MarkdownEditor
    from editor.window.preferences import Preferences


def stated_length(report: Report | None, counted: int) -> int:
    """The article's length as its report states it ("4,634 characters long", "全文 885
    字"), so that the status bar and the report never give two figures for one text;
    ``counted`` (the engine's count of the same text) when the report has none."""
    if report is None or report.empty:
        return counted
    try:
        check = next(c for c in report.dimension("structure").checks if c.id == "length")
    except (KeyError, StopIteration):
        return counted
    return counted if check.value is None else round(check.value)


class ReportView(QObject):
    """Owns the report on screen (``report``, the text it was computed for, and that
    text's counts): shows each report ``scoring`` delivers in the panel, the editor's
    marks, the outline and the status bar, and selects in the editor the span a
    finding, a heading or a quote points to.

    Args:
        prefs: returns the preferences in force (the dimensions shown, the language).
        theme: returns the name of the theme in force (the marks' colours).

    Signals:
        shown(revision): the panel and the highlights show the report of ``revision``.
    """

    shown = Signal(int)

    def __init__(self, scoring: ScoringController, editor: MarkdownEditor, panel: GeoPanel,
                 outline_view: OutlineView, outline_dock: QDockWidget, status: DocumentStatus,
                 prefs: Callable[[], Preferences], theme: Callable[[], str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scoring = scoring
        self._editor = editor
        self._panel = panel
        self._outline = outline_view
        self._outline_dock = outline_dock
        self._status = status
        self._prefs = prefs
        self._theme = theme
        self.report: Report | None = None
        #: Whether the report shown is the one saved when this text was scored before
        #: (the live one is on its way).
        self.saved = False
        self._text = ""
        self._stats = None
        scoring.scored.connect(self.show_report)
        panel.findingActivated.connect(self.go_to_finding)
        outline_view.headingActivated.connect(lambda offset: self.select_span(offset, offset))

    def show_report(self, result: ScoreResult, revision: int) -> None:
        """Show the report of ``revision`` everywhere it is seen."""
        self.report = result.report
        self.saved = result.saved
        self._text = result.text
        self._panel.show_report(result.report)
        self._stats = result.stats
        self.show_marks()
        self.update_outline()
        self.show_counts()
        self.shown.emit(revision)

    def clear(self) -> None:
        """Another document: no report, no marks until it is scored."""
        self._editor.set_marks([])
        self.report = None

    def show_marks(self) -> None:
        """Mark the text for the dimensions the preferences show."""
        if self.report is None:
            return
        prefs = self._prefs()
        shown = {d for d in DIMENSION_IDS if prefs.dimension_shown(d)}
        # The report's offsets point into the text it was computed for, which the worker
        # hands back: no second copy of the document is taken on the UI thread.
        theme = colours(self._theme())
        marks = weak_marks(self.report, self._text, shown, prefs.ui_lang, theme) \
            if shown else []
        self._editor.set_marks(marks, theme.tint_alpha)

    def update_outline(self) -> None:
        if self._outline_dock.isHidden() or self.report is None:
            return  # hidden (as it starts): filled in when it is shown
        headings = outline(self._text, self.report.blocks)
        self._outline.set_headings([(h.start, h.level, h.title) for h in headings])

    def show_counts(self) -> None:
        """The words, characters, reading time and language in the status bar."""
        if self._stats is not None:
            lang = None if self.report is None or self.report.empty else self.report.lang
            self._status.show_stats(stated_length(self.report, self._stats.words),
                                    self._stats.characters, self._stats.reading_minutes, lang)
        self._status.show_lang(None if self.report is None or self.report.empty
                               else self.report.lang)

    def go_to_finding(self, finding) -> None:
        """Select the finding's span in the editor and scroll to it."""
        self.select_span(finding.start, max(finding.end, finding.start))

    def select_span(self, start: int, end: int) -> None:
        """Select ``start``..``end`` (offsets into the text of the report shown)."""
        offsets = OffsetMap(self._text)
        self._editor.select_span(offsets.to_qt(start), offsets.to_qt(end))

    def wait(self, timeout_ms: int = 30_000) -> Report | None:
        """Block (running the event loop) until the current text has a report."""
        if not self._scoring.busy and self.report is not None and not self.saved:
            return self.report
        loop = QEventLoop()

        def shown(_revision: int) -> None:
            if not self.saved:  # a saved report is followed by the live one: wait for it
                loop.quit()
        self.shown.connect(shown)
        QTimer.singleShot(timeout_ms, loop.quit)
        loop.exec()
        self.shown.disconnect(shown)
        return self.report

    def fresh(self) -> Report | None:
        """Score the text now and return its report (for the report exports)."""
        self._scoring.score_now()
        return self.wait()
