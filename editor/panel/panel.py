"""The GEO panel: overall score and band, gates, the five dimensions with why they matter
and their checks, the findings with their fixes, and a legend of the bands.

It only displays a report it is given. An empty document gets a welcome instead of
a score. Clicking a finding emits ``findingActivated``; the window moves the
cursor there. Other parts of the app add their own section with one line:
``panel.add_section(title, widget)``.

Under the score, two tabs: "Scores" (the dimensions above the findings, with a divider
the writer drags) and the "Answer preview", which gets the panel's whole height: its
cards hold whole questions, quotes and advice, and were unreadable squeezed between
the dimensions and the findings on a small screen. The tab's title carries the worst
question's coverage when it is low, so the writer sees it without opening the tab.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from editor.panel.answer_preview import AnswerPreview, poorly_covered
from editor.panel.findings_view import FindingsView
from editor.panel.widgets import (
    BandLegend,
    DimensionSection,
    GatesBox,
    Section,
    Welcome,
    check_tooltip,
    plain_tooltip,
    set_text_colour,
    wrapping_label,
)
from editor.window.theme import LIGHT, ThemeColours
from scorers import BANDS, DIMENSION_IDS, Report, describe, messages


class GeoPanel(QWidget):
    """Shows a :class:`scorers.Report`.

    Signals:
        findingActivated(Finding): the writer clicked a finding.
        openSampleRequested(): the welcome's button was clicked.
    """

    findingActivated = Signal(object)
    openSampleRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui_lang = "en"
        self.theme: ThemeColours = LIGHT
        self.report: Report | None = None
        self._about = {}

        self.overall = QLabel("–")
        self.overall.setObjectName("overallScore")
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.6)
        font.setBold(True)
        self.overall.setFont(font)
        self.overall.setMinimumWidth(self.overall.fontMetrics().horizontalAdvance("100") + 8)
        self.band = QLabel()
        self.band.setObjectName("bandLabel")
        band_font = QFont(self.font())
        band_font.setPointSizeF(band_font.pointSizeF() * 1.2)
        band_font.setBold(True)
        self.band.setFont(band_font)
        self.status = wrapping_label()
        self.status.setObjectName("panelStatus")
        head_text = QVBoxLayout()
        head_text.addWidget(self.band)
        head_text.addWidget(self.status)
        self.head = QWidget()
        head = QHBoxLayout(self.head)
        head.setContentsMargins(0, 0, 0, 0)
        head.addWidget(self.overall, 0, Qt.AlignmentFlag.AlignTop)
        head.addLayout(head_text, 1)

        self.gates = GatesBox()
        self.welcome = Welcome()
        self.welcome.openSample.connect(self.openSampleRequested.emit)
        self.welcome.hide()

        # The scrolling part: dimensions, any added sections, the legend.
        self.sections: dict[str, DimensionSection] = {}
        content = QWidget()
        content.setObjectName("panelContent")
        self._content = QVBoxLayout(content)
        self._content.setContentsMargins(0, 0, 4, 0)
        self._content.setSpacing(2)
        for dim_id in DIMENSION_IDS:
            section = DimensionSection(dim_id)
            self.sections[dim_id] = section
            self._content.addWidget(section)
        self.extra_sections: list[Section] = []
        self.legend = BandLegend()
        self._content.addWidget(self.legend)
        self._content.addStretch(1)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("dimensionArea")
        self.scroll.setWidget(content)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.answer_preview = AnswerPreview()
        self.answer_preview.title.hide()  # the tab names it
        self.answer_scroll = QScrollArea()
        self.answer_scroll.setObjectName("answerArea")
        self.answer_scroll.setWidget(self.answer_preview)
        self.answer_scroll.setWidgetResizable(True)
        self.answer_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.answer_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.answer_preview.askedCardShown.connect(self._scroll_to_card)

        self.findings = FindingsView()
        self.findings.findingActivated.connect(self.findingActivated.emit)

        self.note = wrapping_label()
        self.note.setObjectName("heuristicsNote")

        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.scroll)
        split.addWidget(self.findings)
        # The scores take the room they need and the findings the rest: a taller window
        # gives more findings, not an empty gap under the score bands (writer review).
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        split.setSizes([260, 360])
        split.setChildrenCollapsible(False)
        self.splitter = split

        self.tabs = QTabWidget()
        self.tabs.setObjectName("panelTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(split, "")
        self.tabs.addTab(self.answer_scroll, "")

        self.setMinimumWidth(280)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.head)
        layout.addWidget(self.gates)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        layout.addWidget(line)
        layout.addWidget(self.welcome, 1)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.note)
        self.set_theme(LIGHT)
        self.retranslate()
        split.setSizes([content.sizeHint().height() + 4, 360])

    # Sections --------------------------------------------------------------------
    def add_section(self, title: str, widget: QWidget, expanded: bool = True) -> Section:
        """Add a collapsible section under the dimensions, on the Scores tab."""
        section = Section(title, widget, expanded=expanded)
        self._content.insertWidget(len(self.sections) + len(self.extra_sections), section)
        self.extra_sections.append(section)
        section.show()
        return section

    def show_answer_preview(self) -> None:
        """Bring the Answer preview's tab to the front."""
        self.tabs.setCurrentWidget(self.answer_scroll)

    def _scroll_to_card(self, card: QWidget) -> None:
        # The card was just added: its place and height are known only once the layouts
        # have run, on the next turn of the event loop.
        QTimer.singleShot(0, lambda: self._ensure_visible(card))

    def _ensure_visible(self, card: QWidget) -> None:
        if card in self.answer_preview.cards:  # not replaced in the meantime
            # Wrapped labels settle their height over more than one layout pass.
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            self.answer_scroll.ensureWidgetVisible(card, 0, 8)

    def _title_answer_tab(self) -> None:
        """"Answer preview", with the worst question's coverage when it is low."""
        title = self.tr("Answer preview")
        tip = self.answer_preview.title.toolTip()
        answers = self.answer_preview.answers
        worst = answers.worst if answers is not None else None
        if poorly_covered(worst):
            title = f"{title} · {worst.coverage}"
            tip = plain_tooltip(self.tr("Worst covered (%1/100): “%2”").replace(
                "%1", str(worst.coverage)).replace("%2", worst.query))
        index = self.tabs.indexOf(self.answer_scroll)
        self.tabs.setTabText(index, title)
        self.tabs.setTabToolTip(index, tip)

    # Language and theme ---------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_theme(self, theme: ThemeColours) -> None:
        self.theme = theme
        for section in self.sections.values():
            section.bar.colour = theme.dimension(section.dim_id)
            section.bar.track = QColor(theme.track)
            section.bar.update()
            set_text_colour(section.why, theme.muted)
        set_text_colour(self.note, theme.muted)
        self.findings.set_theme(theme)
        self.answer_preview.set_theme(theme)
        self._show_legend()
        if self.report is not None:
            self.show_report(self.report)
        else:
            self._labels_only()

    def retranslate(self) -> None:
        self._about = {d.id: d for d in describe(self.ui_lang)}
        self.answer_preview.ui_lang = self.ui_lang
        self.tabs.setTabText(0, self.tr("Scores"))
        self._title_answer_tab()
        self.note.setText(messages.render("heuristics_note", self.ui_lang))
        self.findings.ui_lang = self.ui_lang
        self._show_legend()
        if self.report is not None:
            self.show_report(self.report)
        else:
            self.status.setText(self.tr("Scoring…"))
            self._labels_only()

    def _show_legend(self) -> None:
        lang = self.ui_lang
        rows = {}
        upper = 100
        for band_id, floor in BANDS:
            label = messages.band_label(band_id, lang)
            if band_id == "excellent":
                rows[band_id] = f"● ≥ {floor}  {label}"
            elif floor == 0:
                rows[band_id] = f"● < {upper}  {label}"
            else:
                rows[band_id] = f"● {floor}–{upper - 1}  {label}"
            upper = floor
        self.legend.show_bands(self.tr("Score bands"), rows, self.theme)
        self.overall.setToolTip("\n".join(rows.values()))

    def _labels_only(self) -> None:
        for dim_id, section in self.sections.items():
            info = self._about.get(dim_id)
            section.set_title(messages.dimension_label(dim_id, self.ui_lang))
            section.why.setText(info.why if info else "")
            section.button.setToolTip(info.why if info else "")

    # Report -----------------------------------------------------------------------
    def show_report(self, report: Report) -> None:
        """Display ``report``; opened sections stay open."""
        self.report = report
        self.answer_preview.ui_lang = self.ui_lang
        self.answer_preview.show_answers(report.answers)
        self._title_answer_tab()
        empty = report.overall is None
        self.welcome.setVisible(empty)
        self.head.setVisible(not empty)
        self.tabs.setVisible(not empty)
        self.note.setVisible(not empty)
        self._show_head(report)
        self._show_gates(report)
        if empty:
            self._show_welcome()
            return
        self._labels_only()
        for dim in report.dimensions:
            self._show_dimension(dim)
        self.findings.show_report(report, self._placed)

    def _placed(self, line: int | None, text: str) -> str:
        # One translatable text with the colon in it: Chinese puts "：" after the place.
        if line is None:
            return self.tr("Whole article: %1").replace("%1", text)
        return self.tr("Line %1: %2").replace("%1", str(line)).replace("%2", text)

    def _show_head(self, report: Report) -> None:
        lang = self.ui_lang
        if report.overall is None:
            self.overall.setText("–")
            set_text_colour(self.overall, None)
            self.band.setText("")
            self.status.setText(self.tr("Nothing to score yet."))
            return
        colour = self.theme.bands[report.band]
        self.overall.setText(str(report.overall))
        set_text_colour(self.overall, colour)
        self.band.setText(messages.band_label(report.band, lang))
        set_text_colour(self.band, colour)
        weak = len(report.weak_blocks())
        if weak == 1:
            lines = [self.tr("1 weak paragraph")]
        elif weak:
            lines = [self.tr("%1 weak paragraphs").replace("%1", str(weak))]
        else:
            lines = [self.tr("No weak paragraphs")]
        asked = sum(answer.origin == "asked" for answer in report.answers.questions) \
            if report.answers is not None else 0
        if asked:
            # The command line, which asks none, gives another overall: say why.
            lines.append(self.tr("1 question you asked counts in AI Extractability")
                         if asked == 1 else
                         self.tr("%1 questions you asked count in AI Extractability")
                         .replace("%1", str(asked)))
        if report.state == "short":
            lines.insert(0, self.tr("Too short to judge with confidence (%1%): the scores are "
                                    "pulled towards the middle until the article is longer.")
                         .replace("%1", str(round(report.confidence * 100))))
        self.status.setText("\n".join(lines))

    def _show_gates(self, report: Report) -> None:
        lang = self.ui_lang
        rows = [self.tr("%1 While it stands, the score is at most %2.")
                .replace("%1", gate.text(lang)).replace("%2", str(gate.cap))
                + f"\n→ {gate.suggestion_text(lang)}" for gate in report.gates]
        self.gates.show_gates(self.tr("What caps the score"), rows, self.theme)

    def _show_dimension(self, dim) -> None:
        lang = self.ui_lang
        section = self.sections[dim.id]
        section.bar.set_value(dim.score)
        section.number.setText("–" if dim.score is None else str(dim.score))
        info = self._about.get(dim.id)
        checks = {c.id: c for c in info.checks} if info else {}
        rows = []
        for check in dim.checks:
            text = check.text(lang)
            rows.append((check.status, text, check_tooltip(checks.get(check.id), lang, text)))
        section.show_checks(rows, self.theme)

    def _show_welcome(self) -> None:
        self.welcome.show_texts(
            self.tr("Welcome to GEO Writer"),
            self.tr("As you write, GEO Writer scores your article on five dimensions that make "
                    "AI answer engines quote and cite a page:"),
            list(describe(self.ui_lang)),
            self.tr("To start, write a title line (# Your title), a one- or two-sentence "
                    "summary that states the answer, then your sections under ## headings. "
                    "The scores appear as you type; Help → About the scores explains every "
                    "check."),
            self.tr("Open the sample article"),
            self.theme)

    def finding_indexes(self):
        """The model index of every finding row (for tests and keyboard navigation)."""
        return self.findings.finding_indexes()
