"""The GEO panel: overall score, five dimension bars with their checks, findings.

It only displays a report it is given. Clicking a finding emits
``findingActivated`` with the finding; the window moves the cursor there.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QScrollArea,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scorers import DIMENSION_IDS, Finding, Report, messages

from .answer_preview import AnswerPreview
from .theme import BAND_COLOURS, DIMENSION_COLOURS, STATUS_COLOURS

_STATUS_SIGN = {"pass": "✓", "warn": "!", "fail": "✗"}
_SEVERITY_ORDER = {"weak": 0, "warn": 1, "info": 2}
FINDING_ROLE = Qt.ItemDataRole.UserRole + 1


def scrolled(widget: QWidget) -> QScrollArea:
    """``widget`` in a scroll area that wraps it to the panel's width."""
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area


class GeoPanel(QWidget):
    """Shows a :class:`scorers.Report`.

    Signals:
        findingActivated(Finding): the writer clicked a finding.
    """

    findingActivated = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui_lang = "en"
        self.report: Report | None = None
        self._bars: dict[str, QProgressBar] = {}

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
        self.status = QLabel()
        self.status.setObjectName("panelStatus")
        self.status.setWordWrap(True)
        head_text = QVBoxLayout()
        head_text.addWidget(self.band)
        head_text.addWidget(self.status)
        head = QHBoxLayout()
        head.addWidget(self.overall)
        head.addLayout(head_text, 1)

        self.answer_preview = AnswerPreview()

        self.dimensions = QTreeWidget()
        self.dimensions.setObjectName("dimensionTree")
        self.dimensions.setColumnCount(2)
        self.dimensions.setHeaderHidden(True)
        self.dimensions.setRootIsDecorated(True)
        self.dimensions.setWordWrap(True)
        self.dimensions.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.dimensions.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.dimensions.setUniformRowHeights(False)
        self.dimensions.header().setStretchLastSection(False)
        header = self.dimensions.header()
        header.setSectionResizeMode(0, header.ResizeMode.Stretch)
        self.dimensions.header().setSectionResizeMode(
            1, self.dimensions.header().ResizeMode.Fixed)
        self.dimensions.setColumnWidth(1, 120)
        for dim_id in DIMENSION_IDS:
            item = QTreeWidgetItem(self.dimensions)
            item.setData(0, Qt.ItemDataRole.UserRole, dim_id)
            bar = QProgressBar()
            bar.setRange(0, 100)
            bar.setTextVisible(True)
            bar.setFormat("%v")
            bar.setMaximumHeight(18)
            bar.setStyleSheet(
                f"QProgressBar {{ border: 1px solid #c7cbd1; border-radius: 3px; "
                f"text-align: center; }} QProgressBar::chunk {{ background: "
                f"{DIMENSION_COLOURS[dim_id]}; }}")
            self.dimensions.setItemWidget(item, 1, bar)
            self._bars[dim_id] = bar

        self.findings = QTreeWidget()
        self.findings.setObjectName("findingTree")
        self.findings.setHeaderHidden(True)
        self.findings.setWordWrap(True)
        self.findings.setUniformRowHeights(False)
        self.findings.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.findings.header().setSectionResizeMode(0, self.findings.header().ResizeMode.Stretch)
        self.findings.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.findings.itemClicked.connect(self._on_finding_clicked)
        self.findings.itemActivated.connect(self._on_finding_clicked)

        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setObjectName("heuristicsNote")
        self.note.setStyleSheet("color: palette(placeholder-text); font-size: small;")

        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.dimensions)
        split.addWidget(scrolled(self.answer_preview))
        split.addWidget(self.findings)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setStretchFactor(2, 3)
        split.setSizes([170, 400, 220])
        self.splitter = split

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addLayout(head)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        layout.addWidget(line)
        layout.addWidget(split, 1)
        layout.addWidget(self.note)
        self.retranslate()

    # Language -------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.answer_preview.ui_lang = self.ui_lang
        self.note.setText(messages.render("heuristics_note", self.ui_lang))
        if self.report is None:
            self.status.setText(self.tr("Scoring…"))
        self.show_report(self.report) if self.report is not None else self._labels_only()

    def _labels_only(self) -> None:
        for index in range(self.dimensions.topLevelItemCount()):
            item = self.dimensions.topLevelItem(index)
            dim_id = item.data(0, Qt.ItemDataRole.UserRole)
            item.setText(0, messages.dimension_label(dim_id, self.ui_lang))

    # Report -----------------------------------------------------------------------
    def show_report(self, report: Report) -> None:
        """Display ``report``; expanded rows stay expanded."""
        self.report = report
        lang = self.ui_lang
        self.answer_preview.ui_lang = lang
        self.answer_preview.show_answers(report.answers)
        if report.band is None:
            # An empty document has no score: show none rather than a made-up one.
            self.overall.setText("–")
            self.overall.setStyleSheet("")
            self.band.setText("")
            self.status.setText(self.tr("Start writing: the scores appear as you type."))
        else:
            colour = BAND_COLOURS[report.band]
            self.overall.setText(str(report.overall))
            self.overall.setStyleSheet(f"color: {colour};")
            self.band.setText(messages.band_label(report.band, lang))
            self.band.setStyleSheet(f"color: {colour};")
            weak = len(report.weak_blocks())
            self.status.setText(self.tr("%n weak paragraph(s)", "", weak) if weak else
                                self.tr("No weak paragraphs"))

        for index, dim in enumerate(report.dimensions):
            item = self.dimensions.topLevelItem(index)
            item.setText(0, dim.label(lang))
            item.setToolTip(0, dim.label(lang))
            self._bars[dim.id].setValue(dim.score or 0)
            expanded = item.isExpanded()
            item.takeChildren()
            for check in dim.checks:
                if check.score is None and check.error is None:
                    continue
                child = QTreeWidgetItem(item)
                status = check.status
                text = check.text(lang)
                child.setText(0, f"{_STATUS_SIGN.get(status, '?')}  {text}")
                child.setToolTip(0, text)
                child.setForeground(0, QBrush(QColor(STATUS_COLOURS.get(status, "#374151"))))
                child.setFirstColumnSpanned(True)
            item.setExpanded(expanded)

        self.findings.clear()
        groups: dict[str, QTreeWidgetItem] = {}
        ordered = sorted(report.findings, key=lambda f: (
            DIMENSION_IDS.index(f.dimension), _SEVERITY_ORDER[f.severity], f.start))
        for finding in ordered:
            group = groups.get(finding.dimension)
            if group is None:
                group = QTreeWidgetItem(self.findings)
                group.setForeground(0, QBrush(QColor(DIMENSION_COLOURS[finding.dimension])))
                bold = QFont(self.findings.font())
                bold.setBold(True)
                group.setFont(0, bold)
                group.setExpanded(True)
                groups[finding.dimension] = group
            item = QTreeWidgetItem(group)
            where = self.tr("Line %1").replace("%1", str(finding.line)) \
                if finding.end > finding.start else self.tr("Article")
            message = finding.text(lang)
            fix = finding.suggestion_text(lang)
            item.setText(0, f"{where}: {message}")
            item.setToolTip(0, f"{message}\n→ {fix}")
            item.setData(0, FINDING_ROLE, finding)
            if finding.severity == "weak":
                item.setForeground(0, QBrush(QColor(STATUS_COLOURS["fail"])))
        for dim_id, group in groups.items():
            count = group.childCount()
            group.setText(0, f"{messages.dimension_label(dim_id, lang)} ({count})")

    def _on_finding_clicked(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        finding = item.data(0, FINDING_ROLE)
        if isinstance(finding, Finding):
            self.findingActivated.emit(finding)

    def finding_items(self) -> list[QTreeWidgetItem]:
        """Every finding row (for tests and keyboard navigation)."""
        items = []
        for i in range(self.findings.topLevelItemCount()):
            group = self.findings.topLevelItem(i)
            items.extend(group.child(j) for j in range(group.childCount()))
        return items
