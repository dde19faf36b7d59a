"""The findings list of the GEO panel: grouped by dimension, each with its fix under it.

A list view with a delegate that wraps every text to the panel's width (nothing is
elided, whatever the width) and draws the fix, "→ …", under its finding, as Yoast
and Hemingway show their advice. Clicking a group header folds it; clicking a
finding emits :attr:`FindingsView.findingActivated`. The list scales to thousands
of findings: no widget per row.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from editor.panel.widgets import plain_tooltip
from editor.window.theme import LIGHT, ThemeColours
from scorers import DIMENSION_IDS, Finding, Report, messages

ROW_ROLE = Qt.ItemDataRole.UserRole + 1
_SEVERITY_ORDER = {"weak": 0, "warn": 1, "info": 2}
_SEVERITY_STATUS = {"weak": "fail", "warn": "warn", "info": "info"}
_SIGN = {"weak": "✗", "warn": "!", "info": "i"}
_PAD = 4
_SIGN_WIDTH = 16
_WRAP = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft) | \
    int(Qt.AlignmentFlag.AlignTop)


@dataclass(frozen=True, slots=True)
class Row:
    """One row: a group header (``finding`` None) or a finding with its texts."""

    dimension: str
    title: str
    fix: str = ""
    severity: str = ""
    finding: Finding | None = None


class FindingsModel(QAbstractListModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.rows: list[Row] = []
        self.ui_lang = "en"  # the tooltips' language (the view's)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0):
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return row.title if not row.fix else f"{row.title}\n→ {row.fix}"
        if role == Qt.ItemDataRole.ToolTipRole and row.finding is not None:
            evidence, lang = row.finding.evidence, self.ui_lang
            source = messages.evidence_source(evidence.source, lang)
            # Plain text: a finding may quote the writer's question or text, "<img …>" too.
            return plain_tooltip(
                f"{row.title}\n→ {row.fix}\n\n{evidence.tier_label(lang)} ({evidence.tier})"
                + (f" — {source}" if source else ""))
        if role == ROW_ROLE:
            return row
        return None

    def set_rows(self, rows: list[Row]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def retarget(self, findings: list[Finding]) -> None:
        """The same rows, for findings that moved in the text (the writer typed before
        them): the rows keep their texts and sizes, so nothing is laid out again."""
        moved = iter(findings)
        self.rows = [row if row.finding is None else replace(row, finding=next(moved))
                     for row in self.rows]


class FindingsDelegate(QStyledItemDelegate):
    """Paints a row's wrapped texts and computes its height for the view's width."""

    def __init__(self, view: FindingsView) -> None:
        super().__init__(view)
        self._view = view

    def _width(self) -> int:
        return max(60, self._view.viewport().width() - 2 * _PAD)

    def _fonts(self, row: Row) -> tuple[QFont, QFont]:
        base = QFont(self._view.font())
        if row.finding is None:
            base.setBold(True)
        return base, QFont(self._view.font())

    def layout(self, row: Row, width: int) -> list[tuple[str, QFont, QRect, str]]:
        """Where each text of ``row`` goes: ``(text, font, rect, part)``; part is
        ``group``, ``sign``, ``title`` or ``fix``."""
        title_font, fix_font = self._fonts(row)
        if row.finding is None:
            rect = QFontMetrics(title_font).boundingRect(QRect(0, 0, width, 10_000), _WRAP,
                                                         row.title)
            return [(row.title, title_font, QRect(0, 0, width, rect.height()), "group")]
        text_width = width - _SIGN_WIDTH
        title = QFontMetrics(title_font).boundingRect(QRect(0, 0, text_width, 10_000), _WRAP,
                                                      row.title)
        parts = [(_SIGN.get(row.severity, "•"), title_font, QRect(0, 0, _SIGN_WIDTH,
                                                                  title.height()), "sign"),
                 (row.title, title_font, QRect(_SIGN_WIDTH, 0, text_width, title.height()),
                  "title")]
        if row.fix:
            fix_text = f"→ {row.fix}"
            fix = QFontMetrics(fix_font).boundingRect(QRect(0, 0, text_width, 10_000), _WRAP,
                                                      fix_text)
            parts.append((fix_text, fix_font, QRect(_SIGN_WIDTH, title.height() + 1, text_width,
                                                    fix.height()), "fix"))
        return parts

    def colour(self, row: Row, part: str, selected: bool = False) -> QColor:
        """The colour a part of ``row`` is painted in (the contrast test reads it too)."""
        palette = self._view.palette()
        if selected:
            return palette.color(QPalette.ColorRole.HighlightedText)
        theme = self._view.theme
        if part == "group":
            return theme.dimension(row.dimension)
        if part == "sign":
            return theme.status_colour(_SEVERITY_STATUS.get(row.severity, "info"))
        if part == "fix":
            return QColor(theme.muted)
        return palette.color(QPalette.ColorRole.Text)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:  # noqa: N802
        row = index.data(ROW_ROLE)
        parts = self.layout(row, self._width())
        height = max(rect.bottom() for _t, _f, rect, _p in parts) + 1
        gap = 6 if row.finding is None else 4
        return QSize(self._width() + 2 * _PAD, height + gap + 2)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        row = index.data(ROW_ROLE)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        painter.save()
        if selected:
            painter.fillRect(option.rect, option.palette.highlight())
        top = option.rect.top() + (4 if row.finding is None else 2)
        for text, font, rect, part in self.layout(row, option.rect.width() - 2 * _PAD):
            painter.setFont(font)
            painter.setPen(self.colour(row, part, selected))
            painter.drawText(rect.translated(option.rect.left() + _PAD, top), _WRAP, text)
        painter.restore()


class FindingsView(QListView):
    """The findings of a report, grouped by dimension.

    Signals:
        findingActivated(Finding): the writer clicked (or pressed Enter on) a finding.
    """

    findingActivated = Signal(object)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("findingList")
        self.theme: ThemeColours = LIGHT
        self.ui_lang = "en"
        self.collapsed: set[str] = set()
        self._model = FindingsModel(self)
        self.setModel(self._model)
        self.delegate = FindingsDelegate(self)
        self.setItemDelegate(self.delegate)
        self.setUniformItemSizes(False)
        self.setWordWrap(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.clicked.connect(self._on_clicked)
        self.activated.connect(self._on_activated)
        self._findings: tuple[Finding, ...] = ()
        self._shown_key: tuple = ()

    def rows(self) -> list[Row]:
        return list(self._model.rows)

    def finding_indexes(self) -> list[QModelIndex]:
        """The model index of every finding row (not the group headers)."""
        return [self._model.index(i) for i, row in enumerate(self._model.rows)
                if row.finding is not None]

    def show_report(self, report: Report, placed: Callable[[int | None, str], str]) -> None:
        """Show the findings of ``report``; ``placed(line, text)`` puts a finding's text
        after its place in the UI's language ("Line 3: …", "第 3 行：…"; ``line`` None:
        the whole article), punctuation included."""
        self._findings = report.findings
        self._placed = placed
        self._rebuild()

    def _rebuild(self) -> None:
        lang = self.ui_lang
        ordered = sorted(self._findings, key=lambda f: (
            DIMENSION_IDS.index(f.dimension), _SEVERITY_ORDER.get(f.severity, 3), f.start))
        # What the rows say; where the findings start only decides where a click goes.
        key = (lang, tuple(self.collapsed), self.theme.name, tuple(
            (f.dimension, f.severity, f.line, f.message, f.params, f.end > f.start)
            for f in ordered))
        if key == self._shown_key:
            listed = [f for f in ordered if f.dimension not in self.collapsed]
            if listed != [row.finding for row in self._model.rows if row.finding is not None]:
                self._model.retarget(listed)
            return
        self._shown_key = key
        by_dimension: dict[str, list[Finding]] = {}
        for finding in ordered:
            by_dimension.setdefault(finding.dimension, []).append(finding)
        rows: list[Row] = []
        for dim, findings in by_dimension.items():
            arrow = "▸" if dim in self.collapsed else "▾"
            # "来源与权威性（6）": Chinese brackets a count with full-width parentheses.
            header = self.tr("%1 (%2)").replace("%2", str(len(findings))).replace(
                "%1", messages.dimension_label(dim, lang))
            rows.append(Row(dim, f"{arrow} {header}"))
            if dim in self.collapsed:
                continue
            for finding in findings:
                line = finding.line if finding.end > finding.start else None
                rows.append(Row(dim, self._placed(line, finding.text(lang)),
                                finding.suggestion_text(lang), finding.severity, finding))
        scroll = self.verticalScrollBar().value()
        self._model.ui_lang = self.ui_lang
        self._model.set_rows(rows)
        self.verticalScrollBar().setValue(scroll)

    def set_theme(self, theme: ThemeColours) -> None:
        self.theme = theme
        self.viewport().update()

    def _on_clicked(self, index: QModelIndex) -> None:
        row = index.data(ROW_ROLE)
        if row is None:
            return
        if row.finding is None:
            self.collapsed ^= {row.dimension}
            self._rebuild()
            return
        self.findingActivated.emit(row.finding)

    def _on_activated(self, index: QModelIndex) -> None:
        row = index.data(ROW_ROLE)
        if row is not None and row.finding is not None:
            self.findingActivated.emit(row.finding)
