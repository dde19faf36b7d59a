"""Wires the Answer preview to the document's questions, the scorer and the reference folder.

A small controller object, as the scoring and preview controllers are: the
window creates it and tells it when another document is opened or saved under
a new name; everything else happens between the pieces it connects.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QFileDialog, QWidget

from editor.panel.questions import DocumentQuestions, QuestionStore
from editor.scoring.reference_indexer import PAGE_LIMIT, ReferenceIndexer

if TYPE_CHECKING:
    from editor.panel.answer_preview import AnswerPreview
    from editor.scoring.controller import ScoringController


class AnswerPreviewController(QObject):
    """Keeps the Answer preview, the question store, the scorer and the indexer in step.

    Args:
        preview: the panel's Answer preview.
        settings: where the questions of each document are kept.
        scoring: scores with the questions and the reference pages.
        start_folder: where the folder dialog opens.
        select_span: selects a quote's offsets in the text of the report shown.
        parent: the window the folder dialog belongs to.
    """

    def __init__(self, preview: AnswerPreview, settings: QSettings, scoring: ScoringController,
                 start_folder: Callable[[], str], select_span: Callable[[int, int], None],
                 parent: QWidget) -> None:
        super().__init__(parent)
        self._parent = parent
        self._scoring = scoring
        self._start_folder = start_folder
        self.store = QuestionStore(settings, self)
        self.indexer = ReferenceIndexer(self)
        self.preview = preview
        self.preview.questionAdded.connect(self.store.add)
        self.preview.questionEdited.connect(self.store.edit)
        self.preview.questionRemoved.connect(self.store.remove)
        self.preview.quoteActivated.connect(select_span)
        self.preview.referenceRequested.connect(self.choose_folder)
        self.preview.referenceCleared.connect(lambda: self.store.set_reference(""))
        self.store.changed.connect(self._apply)
        self.indexer.progress.connect(self.preview.set_progress)
        self.indexer.ready.connect(self._reference_ready)
        self.indexer.failed.connect(self.preview.set_reference_status)

    def open(self, path: Path | None) -> None:
        """Another document is open: show its own questions."""
        self.store.open(path)

    def saved_as(self, path: Path | None) -> None:
        if path is not None:
            self.store.saved_as(path)

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self._parent, self.tr("Reference pages to compare with"),
            self.store.current.reference or self._start_folder())
        if folder:
            self.store.set_reference(folder)

    def _apply(self, current: DocumentQuestions) -> None:
        scoring = self._scoring
        self.preview.set_reference(current.reference)
        if current.reference != self.indexer.folder:
            self.indexer.set_folder(current.reference)
            scoring.configure(questions=current.questions, reference=None, lang=scoring.lang)
        else:
            scoring.configure(questions=current.questions, lang=scoring.lang)

    def _reference_ready(self, index) -> None:
        status = self.tr("%1 pages, %2 passages indexed").replace("%1", str(len(index.files))) \
            .replace("%2", str(index.size))
        if self.indexer.over_limit:  # said, not silent: the rest of the folder is not read
            status += " " + self.tr("(the folder has more pages; only the first %1 are "
                                    "compared)").replace("%1", f"{PAGE_LIMIT:,}")
        self.preview.set_reference_status(status)
        scoring = self._scoring
        scoring.configure(reference=index, lang=scoring.lang)

    def shutdown(self) -> None:
        self.indexer.shutdown()
