"""The pieces of the GEO panel: score bars, collapsible sections, dimension sections,
the band legend, the gates box and the welcome shown for an empty document.

Every text here wraps (never elides), and every colour comes from the theme's
:class:`~editor.window.theme.ThemeColours`, set on the widget's palette so that a theme
switch repaints it and the contrast test reads what is shown.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.window.theme import ThemeColours
from scorers import CheckInfo, DimensionInfo, messages

STATUS_SIGN = {"pass": "✓", "warn": "!", "fail": "✗", "na": "–", "short": "…", "info": "i",
               "error": "⚠"}


def set_text_colour(widget: QWidget, colour: QColor | str | None) -> None:
    """Colour a label's text through its palette (None: the theme's normal text)."""
    name = None if colour is None else QColor(colour).name()
    if widget.property("textColour") == name and name is not None:
        return  # unchanged: a new palette would repolish the widget for nothing
    widget.setProperty("textColour", name)
    palette = QPalette(widget.palette())
    if colour is None:
        widget.setPalette(QPalette())
        return
    palette.setColor(QPalette.ColorRole.WindowText, QColor(colour))
    palette.setColor(QPalette.ColorRole.Text, QColor(colour))
    widget.setPalette(palette)


def plain_tooltip(text: str) -> str:
    """``text`` as a tooltip that shows it as it is: Qt reads a tooltip that looks like
    markup as rich text, so the text is escaped inside a rich-text tooltip."""
    return "<qt>" + html.escape(text).replace("\n", "<br>") + "</qt>"


def wrapping_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    return label


class ScoreBar(QWidget):
    """A thin bar filled to ``value`` in the dimension's colour; the number stands beside
    it (in normal text colour), never on top of the fill."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.value: int | None = None
        self.colour = QColor("#888888")
        self.track = QColor("#d9dce1")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(90, 10)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(32, 10)

    def set_value(self, value: int | None) -> None:
        if value != self.value:
            self.value = value
            self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(0.5, 1.5, -0.5, -1.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.track)
        painter.drawRoundedRect(rect, 3, 3)
        if self.value:
            filled = QRectF(rect)
            filled.setWidth(rect.width() * max(0, min(100, self.value)) / 100)
            painter.setBrush(self.colour)
            painter.drawRoundedRect(filled, 3, 3)


class Section(QWidget):
    """A titled part of the panel that opens and closes with its header button."""

    toggled = Signal(bool)

    def __init__(self, title: str, body: QWidget, parent: QWidget | None = None,
                 expanded: bool = False) -> None:
        super().__init__(parent)
        self.button = QToolButton()
        self.button.setText(title.replace("&", "&&"))
        self.button.setAutoRaise(True)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.button.clicked.connect(lambda: self.set_expanded(not self._expanded))
        self.header = QHBoxLayout()
        self.header.setContentsMargins(0, 0, 0, 0)
        self.header.addWidget(self.button, 1)
        self.body = body
        self._expanded = not expanded
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(self.header)
        layout.addWidget(body)
        self.set_expanded(expanded)

    def set_title(self, title: str) -> None:
        # A button reads "&" as a mnemonic: "Facts & Data" would show "Facts _Data".
        self.button.setText(title.replace("&", "&&"))

    @property
    def expanded(self) -> bool:
        return self._expanded

    def set_expanded(self, on: bool) -> None:
        if on == self._expanded:
            return
        self._expanded = on
        self.button.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.body.setVisible(on)
        self.toggled.emit(on)


class DimensionSection(Section):
    """A dimension: name, bar and score; opened, why it matters and each check."""

    def __init__(self, dim_id: str, parent: QWidget | None = None) -> None:
        body = QWidget()
        self.dim_id = dim_id
        self.why = wrapping_label()
        self.why.setObjectName("dimensionWhy")
        self._checks_layout = QVBoxLayout()
        self._checks_layout.setContentsMargins(0, 0, 0, 0)
        self._checks_layout.setSpacing(3)
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(22, 0, 4, 6)
        body_layout.setSpacing(4)
        body_layout.addWidget(self.why)
        body_layout.addLayout(self._checks_layout)
        super().__init__("", body, parent)
        self.bar = ScoreBar()
        # The bar gives way on a narrow panel; the dimension's name never does.
        self.bar.setMinimumWidth(32)
        self.bar.setMaximumWidth(110)
        self.number = QLabel("–")
        self.number.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.number.setMinimumWidth(self.number.fontMetrics().horizontalAdvance("100") + 6)
        self.header.addWidget(self.bar)
        self.header.addWidget(self.number)
        self.check_labels: list[QLabel] = []

    def show_checks(self, rows: list[tuple[str, str, str]], theme: ThemeColours) -> None:
        """``(status, text, tooltip)`` of each check, in order."""
        while len(self.check_labels) < len(rows):
            label = wrapping_label()
            label.setObjectName("checkRow")
            self._checks_layout.addWidget(label)
            self.check_labels.append(label)
        for label, (status, text, tooltip) in zip(self.check_labels, rows, strict=False):
            shown = f"{STATUS_SIGN.get(status, '?')}  {text}"
            if label.text() != shown:
                label.setText(shown)
            if label.toolTip() != tooltip:
                label.setToolTip(tooltip)
            set_text_colour(label, theme.status_colour(status))
            if label.property("status") != status:
                label.setProperty("status", status)
            label.show()
        for label in self.check_labels[len(rows):]:
            label.hide()


def check_tooltip(info: CheckInfo | None, ui_lang: str, text: str) -> str:
    """A check's tooltip: what it measures, its target and the evidence behind it."""
    if info is None:
        return text
    target = messages.text("about.page.target", ui_lang)
    evidence = messages.text("about.page.evidence", ui_lang)
    source = f" — {info.source}" if info.source else ""
    return (f"{info.title}: {info.measures}\n{target}: {info.target}\n"
            f"{evidence}: {info.tier_label} ({info.tier}){source}")


class BandLegend(QWidget):
    """What the score bands mean: ≥ 90 excellent … < 70 needs work."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.labels: dict[str, QLabel] = {}
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.setHorizontalSpacing(12)
        layout.setVerticalSpacing(2)
        layout.addWidget(self.title, 0, 0, 1, 2)
        for index, band_id in enumerate(("excellent", "good", "fair", "needs_work")):
            label = QLabel()
            label.setObjectName(f"legend_{band_id}")
            self.labels[band_id] = label
            layout.addWidget(label, 1 + index // 2, index % 2)

    def show_bands(self, title: str, rows: dict[str, str], theme: ThemeColours) -> None:
        self.title.setText(title)
        for band_id, text in rows.items():
            self.labels[band_id].setText(text)
            set_text_colour(self.labels[band_id], theme.bands[band_id])


class GatesBox(QFrame):
    """Faults that cap the overall score, at the top of the panel, with the reason."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gatesBox")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel()
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(8, 6, 8, 6)
        self._layout.addWidget(self.title)
        self.rows: list[QLabel] = []
        self.hide()

    def show_gates(self, title: str, rows: list[str], theme: ThemeColours) -> None:
        self.title.setText(title)
        set_text_colour(self.title, theme.status["fail"])
        while len(self.rows) < len(rows):
            label = wrapping_label()
            self._layout.addWidget(label)
            self.rows.append(label)
        for label, text in zip(self.rows, rows, strict=False):
            label.setText(text)
            label.show()
        for label in self.rows[len(rows):]:
            label.hide()
        self.setVisible(bool(rows))


class Welcome(QWidget):
    """Shown instead of scores for an empty document: the five dimensions, how to start,
    and a button that opens the sample article."""

    openSample = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.intro = wrapping_label()
        self.dimensions: list[QLabel] = []
        self._dims = QVBoxLayout()
        self._dims.setSpacing(1)
        self.start = wrapping_label()
        self.button = QPushButton()
        self.button.setObjectName("openSample")
        self.button.clicked.connect(self.openSample.emit)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addWidget(self.title)
        layout.addWidget(self.intro)
        layout.addLayout(self._dims)
        layout.addWidget(self.start)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)

    def show_texts(self, title: str, intro: str, dims: list[DimensionInfo], start: str,
                   button: str, theme: ThemeColours) -> None:
        self.title.setText(title)
        self.intro.setText(intro)
        while len(self.dimensions) < 2 * len(dims):
            name = wrapping_label()
            bold = QFont(name.font())
            bold.setBold(True)
            name.setFont(bold)
            why = wrapping_label()
            why.setContentsMargins(12, 0, 0, 4)
            self._dims.addWidget(name)
            self._dims.addWidget(why)
            self.dimensions.extend((name, why))
        for index, dim in enumerate(dims):
            name, why = self.dimensions[2 * index], self.dimensions[2 * index + 1]
            name.setText(dim.label)
            set_text_colour(name, theme.dimensions.get(dim.id))
            why.setText(dim.why)
        self.start.setText(start)
        self.button.setText(button)


_OPENING_QUOTES = "\"“「『‘'"
_CLOSING_QUOTES = "\"”」』’'"


def quoted(sentence: str) -> str:
    """The sentence in quotation marks, once: a sentence that is itself a quotation
    ("Write the answer first," she said.) keeps its own marks rather than showing
    “"Write …”."""
    if sentence[:1] in _OPENING_QUOTES and sentence[-1:] in _CLOSING_QUOTES + ".。!！?？":
        return sentence
    return f"“{sentence}”"
