"""The Answer preview section of the GEO panel.

For each question of the document — the writer's and those mined from the
headings — it shows the sentence an answer engine would most likely quote
(click it: the editor selects it), the passage's rank (against a reference
folder, when one is set), and a coverage score; the worst-covered question is
called out with what to do, and a slim strip shows where the claims
sit along the article, with a mark at 30%.

It only displays :class:`scorers.answers.Answers` and reports what the writer
asked for through signals; the window keeps the questions (``editor.panel.questions``).

Everything shown here that comes from the writer's text or a file — questions, quotes,
advice naming a heading or a reference file — is plain text: a question typed as
``<img src=…>`` shows as typed, never as a picture or a link. Questions wrap.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QPalette, QTextCursor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.panel.widgets import quoted
from editor.window.theme import LIGHT, ThemeColours
from scorers import Answers, QuestionAnswer

#: Where the early part of an article ends on the strip.
EARLY = 0.3


def poorly_covered(answer: QuestionAnswer | None) -> bool:
    """The engine's verdict on ``answer`` is not "pass": it is called out."""
    return answer is not None and answer.status in ("warn", "fail")


def plain_label(name: str, wrap: bool = True) -> QLabel:
    """A label that shows its text as it is (Qt would read "<b>" in it as markup)."""
    label = QLabel()
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    return label


def _restyle(widget: QWidget, sheet: str) -> None:
    """Set ``widget``'s style sheet unless it already has it: setting one repolishes the
    widget and its children even when it is the same."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def _mute(label: QLabel, theme: ThemeColours) -> None:
    """Secondary text in the theme's muted colour.

    A colour of the style sheet's own, not "palette(placeholder-text)" (read once, from
    whatever palette the label had then) nor a palette (a card's style sheet repolishes
    its children and resets it): both left black or light-theme grey text in the dark
    theme.
    """
    _restyle(label, f"color: {theme.muted};")


class PositionStrip(QWidget):
    """Where claims sit along the article: darker where there are more."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("positionStrip")
        self.setFixedHeight(14)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.bins: tuple[int, ...] = ()
        self.quotes: tuple[float, ...] = ()
        self.theme = LIGHT

    def set_data(self, bins: tuple[int, ...], quotes: tuple[float, ...]) -> None:
        self.bins, self.quotes = bins, quotes
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        rect = QRectF(self.rect()).adjusted(0.5, 2.5, -0.5, -2.5)
        painter.setPen(self.palette().color(QPalette.ColorRole.Mid))
        painter.setBrush(self.palette().color(QPalette.ColorRole.Base))
        painter.drawRect(rect)
        most = max(self.bins, default=0)
        if most:
            colour = self.theme.dimension("extractability")
            width = rect.width() / len(self.bins)
            painter.setPen(Qt.PenStyle.NoPen)
            for index, count in enumerate(self.bins):
                if count:
                    colour.setAlpha(60 + int(195 * count / most))
                    painter.setBrush(colour)
                    painter.drawRect(QRectF(rect.left() + index * width, rect.top(), width,
                                            rect.height()))
        painter.setPen(self.palette().color(QPalette.ColorRole.Text))
        for where in self.quotes:
            x = rect.left() + where * rect.width()
            painter.drawLine(int(x), int(rect.top()), int(x), int(rect.bottom()))
        early = rect.left() + EARLY * rect.width()
        pen = painter.pen()
        pen.setWidth(2)
        pen.setColor(self.palette().color(QPalette.ColorRole.WindowText))
        painter.setPen(pen)
        painter.drawLine(int(early), 0, int(early), self.height())
        painter.end()


class QuoteLabel(QLabel):
    """The quote sentence: click it (or press Enter on it) to select it in the editor."""

    clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
                event.position().toPoint()):
            self.clicked.emit()
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit()
            return
        super().keyPressEvent(event)


class QuestionField(QPlainTextEdit):
    """A question the writer can edit, wrapped over as many lines as it needs.

    As a line edit: Enter (or leaving the field) finishes the edit and emits
    :attr:`editingFinished` once per change; Escape puts the question back.
    """

    editingFinished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setTabChangesFocus(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.document().setDocumentMargin(1)
        self._finished = ""
        self.document().documentLayout().documentSizeChanged.connect(self._fit)
        self._fit()

    def text(self) -> str:
        return self.toPlainText()

    def setText(self, text: str) -> None:  # noqa: N802 - as QLineEdit's
        self._finished = text
        self.setPlainText(text)
        self.moveCursor(QTextCursor.MoveOperation.Start)

    def _fit(self, *_args) -> None:
        # A plain text layout measures its height in lines.
        lines = max(1, round(self.document().documentLayout().documentSize().height()))
        margins = self.contentsMargins()
        height = (lines * self.fontMetrics().lineSpacing() + 2 * self.document().documentMargin()
                  + margins.top() + margins.bottom() + 2)
        if self.height() != height:
            self.setFixedHeight(int(height))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(120, self.height())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._finish()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.setText(self._finished)
            return
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        super().focusOutEvent(event)
        self._finish()

    def _finish(self) -> None:
        if self.text() != self._finished:
            self._finished = self.text()
            self.editingFinished.emit()


class QuestionCard(QFrame):
    """One question: editable text, coverage, rank, the quote and the advice."""

    def __init__(self, preview: AnswerPreview) -> None:
        super().__init__()
        self.setObjectName("questionCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._preview = preview
        self.answer: QuestionAnswer | None = None
        self.text = QuestionField()
        self.text.setObjectName("questionText")
        self.text.editingFinished.connect(self._edited)
        self.coverage = plain_label("coverageBadge", wrap=False)
        self.coverage.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.coverage.setMinimumWidth(34)
        self.remove = QToolButton()
        self.remove.setObjectName("removeQuestion")
        self.remove.setText("×")
        self.remove.setAutoRaise(True)
        self.remove.clicked.connect(self._removed)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.text, 1, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.coverage, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.remove, 0, Qt.AlignmentFlag.AlignTop)
        self.meta = plain_label("questionMeta")
        _mute(self.meta, preview.theme)
        self.quote = QuoteLabel()
        self.quote.setObjectName("quoteSentence")
        self.quote.clicked.connect(self._quote_clicked)
        self.advice = plain_label("questionAdvice")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.meta)
        layout.addWidget(self.quote)
        layout.addWidget(self.advice)

    def show_answer(self, answer: QuestionAnswer, ui_lang: str) -> None:
        self.answer = answer
        if not self.text.hasFocus() and self.text.text() != answer.query:
            self.text.setText(answer.query)
        if answer.coverage is None:
            self.coverage.setText("–")
            _restyle(self.coverage, "")
        else:
            theme = self._preview.theme
            colour = theme.status[answer.status]
            self.coverage.setText(str(answer.coverage))
            _restyle(self.coverage, f"color: {theme.on_status}; background: {colour}; "
                                    "border-radius: 3px; padding: 0 4px;")
        self.coverage.setToolTip(self.tr("Coverage: how well the article answers this question "
                                    "(0–100)"))
        parts = [self.tr("From a heading")] if answer.origin == "mined" else []
        best = answer.best
        if best is not None:
            if answer.beaten_by is not None or best.rank > 1:
                where = self.tr("Rank %1 of all passages").replace("%1", str(best.rank))
                if best.rank > 10:
                    where += " — " + self.tr("outside the top 10 an engine reads")
                parts.append(where)
            parts.append(self.tr("Line %1").replace("%1", str(best.line)))
            self.quote.setText(quoted(best.quote) if best.quote
                               else self.tr("(no sentence to quote)"))
            self.quote.setToolTip(self.tr("Click to select this sentence in the editor"))
            self.quote.show()
        else:
            self.quote.hide()
        if answer.worst and poorly_covered(answer):
            # Called out only when it falls short, as the banner is: with every question
            # covered, "worst covered" beside a green 100 reads as a contradiction.
            parts.insert(0, self.tr("Worst covered"))
        self.meta.setText(" · ".join(parts))
        self.advice.setText("→ " + answer.advice_text(ui_lang))
        # The worst card's border takes its verdict's colour, as its coverage badge does:
        # a fair 79 is amber, not red.
        if answer.worst and poorly_covered(answer):
            colour = self._preview.theme.status[answer.status]
            _restyle(self, f"QFrame#questionCard {{ border: 2px solid {colour}; }}")
        else:
            _restyle(self, "")

    def _edited(self) -> None:
        if self.answer is not None and self.text.text().strip() != self.answer.query:
            self._preview.questionEdited.emit(self.answer.query, self.text.text(),
                                              self.answer.origin == "mined")

    def _removed(self) -> None:
        if self.answer is not None:
            self._preview.questionRemoved.emit(self.answer.query, self.answer.origin == "mined")

    def _quote_clicked(self) -> None:
        best = self.answer.best if self.answer else None
        if best is not None and best.quote_end > best.quote_start:
            self._preview.quoteActivated.emit(best.quote_start, best.quote_end)


class AnswerPreview(QWidget):
    """The Answer preview section.

    Signals:
        questionAdded(str), questionEdited(old, new, mined), questionRemoved(str, mined):
            what the writer did to the questions.
        quoteActivated(start, end): the writer clicked a quote (Python offsets into the
            text of the report shown).
        referenceRequested(): the writer wants to pick a reference folder.
        referenceCleared(): the writer stopped comparing with the folder.
    """

    questionAdded = Signal(str)
    questionEdited = Signal(str, str, bool)
    questionRemoved = Signal(str, bool)
    quoteActivated = Signal(int, int)
    #: The card of a question the writer just asked, once its answer shows: the panel
    #: scrolls it into view (the new card is added last, often below the fold).
    askedCardShown = Signal(QWidget)
    referenceRequested = Signal()
    referenceCleared = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("answerPreview")
        self.ui_lang = "en"
        self.answers: Answers | None = None
        self.cards: list[QuestionCard] = []
        self._asked: str | None = None
        self.title = plain_label("answerPreviewTitle", wrap=False)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.add = QLineEdit()
        self.add.setObjectName("addQuestion")
        self.add.setClearButtonEnabled(True)
        self.add.returnPressed.connect(self._add)
        self.worst = plain_label("worstQuestion")
        self.worst.hide()
        self.strip = PositionStrip()
        self.strip_label = plain_label("stripCaption")
        small = self.strip_label.font()
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.strip_label.setFont(small)
        self.list = QVBoxLayout()
        self.list.setContentsMargins(0, 0, 0, 0)
        self.list.setSpacing(4)
        self.reference = QPushButton()
        self.reference.setObjectName("referenceFolder")
        self.reference.clicked.connect(lambda _checked=False: self.referenceRequested.emit())
        self.clear_reference = QToolButton()
        self.clear_reference.setObjectName("clearReference")
        self.clear_reference.setText("×")
        self.clear_reference.setAutoRaise(True)
        self.clear_reference.clicked.connect(lambda _checked=False: self.referenceCleared.emit())
        self.clear_reference.hide()
        self.progress = QProgressBar()
        self.progress.setObjectName("referenceProgress")
        self.progress.setMaximumHeight(14)
        self.progress.hide()
        self.reference_status = plain_label("referenceStatus")
        reference_row = QHBoxLayout()
        reference_row.addWidget(self.reference, 1)
        reference_row.addWidget(self.clear_reference)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.add)
        layout.addWidget(self.worst)
        layout.addWidget(self.strip)
        layout.addWidget(self.strip_label)
        layout.addLayout(self.list)
        layout.addLayout(reference_row)
        layout.addWidget(self.progress)
        layout.addWidget(self.reference_status)
        layout.addStretch(1)
        self._folder = ""
        self.set_theme(LIGHT)
        self.retranslate()

    # Language ---------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Answer preview"))
        self.title.setToolTip(self.tr(
            "For each question, the passage an answer engine would retrieve and the sentence "
            "it would most likely quote. The worst-covered question counts towards AI "
            "Extractability, so adding a question can move the scores."))
        self.add.setPlaceholderText(self.tr("Add a question this article should answer…"))
        # A narrow panel cuts the placeholder short; the tooltip also says what a question does.
        self.add.setToolTip(self.add.placeholderText() + "\n" + self.tr(
            "The worst-covered question counts towards AI Extractability."))
        self.reference.setText(self.tr("Compare with a folder of pages…") if not self._folder
                               else self.tr("Compared with: %1").replace(
                                   "%1", self._folder.replace("&", "&&")))
        self.clear_reference.setToolTip(self.tr("Stop comparing with this folder"))
        if self.answers is not None:
            self.show_answers(self.answers)

    def set_theme(self, theme: ThemeColours) -> None:
        """Paint the call-out, the strip and the cards in ``theme``'s colours."""
        self.theme = theme
        self.strip.theme = theme
        self.strip.update()
        for label in (self.strip_label, self.reference_status, *(c.meta for c in self.cards)):
            _mute(label, theme)
        background, text = theme.alert
        _restyle(self.worst, f"background: {background}; color: {text}; "
                             "border-radius: 4px; padding: 4px;")
        if self.answers is not None:
            self.show_answers(self.answers)

    # Display ------------------------------------------------------------------------------
    def show_answers(self, answers: Answers | None) -> None:
        """Show ``answers`` (None: the document has nothing to answer from yet)."""
        self.answers = answers
        questions = answers.questions if answers is not None else ()
        while len(self.cards) > len(questions):
            card = self.cards.pop()
            self.list.removeWidget(card)
            card.deleteLater()
        while len(self.cards) < len(questions):
            card = QuestionCard(self)
            self.cards.append(card)
            self.list.addWidget(card)
        for card, answer in zip(self.cards, questions, strict=True):
            card.show_answer(answer, self.ui_lang)
        asked = self.card_for(self._asked) if self._asked else None
        if asked is not None:
            self._asked = None
            self.askedCardShown.emit(asked)
        worst = answers.worst if answers is not None else None
        if poorly_covered(worst):
            self.worst.setText(self.tr("Worst covered (%1/100): “%2”").replace(
                "%1", str(worst.coverage)).replace("%2", worst.query) + "\n"
                + worst.advice_text(self.ui_lang))
            self.worst.show()
        else:
            self.worst.hide()
        quotes = tuple(q.best.position for q in questions if q.best is not None)
        self.strip.set_data(answers.strip if answers is not None else (), quotes)
        if answers is not None and answers.quotable:
            early = round(100 * (answers.early_share or 0))
            # The Scores tab's counts, named as it names them: its claims in the first 30%
            # and Fact density's sentences with a checkable fact.
            self.strip_label.setText(self.tr(
                "%1 claims (%2 with a checkable fact); %3% of them in the first 30% of the "
                "article").replace("%1", str(answers.quotable)).replace(
                "%2", str(answers.facts)).replace("%3", str(early)))
        else:
            self.strip_label.setText(self.tr("No claims yet: a sentence with a figure, a "
                                             "definition or a name."))
        self.strip.setToolTip(self.strip_label.text())

    def set_reference(self, folder: str) -> None:
        """Show the reference folder (empty: none)."""
        self._folder = folder
        self.clear_reference.setVisible(bool(folder))
        if not folder:
            self.progress.hide()
            self.reference_status.setText("")
        self.retranslate()

    def set_progress(self, done: int, total: int) -> None:
        """Indexing progress of the reference folder."""
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress.setVisible(done < total)
        self.reference_status.setText(self.tr("Indexing %1 of %2 pages…").replace(
            "%1", str(done)).replace("%2", str(total)))

    def set_reference_status(self, text: str) -> None:
        self.progress.hide()
        self.reference_status.setText(text)

    def _add(self) -> None:
        question = " ".join(self.add.text().split())
        if question:
            self.add.clear()
            self._asked = question
            self.questionAdded.emit(question)

    def card_for(self, query: str) -> QuestionCard | None:
        """The card showing ``query`` (for tests and keyboard navigation)."""
        return next((c for c in self.cards if c.answer and c.answer.query == query), None)

