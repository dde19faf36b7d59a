"""The window's safety nets: autosave and crash recovery, and files changed on disk."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QStandardPaths, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from editor.document.autosave import Autosaver
from editor.document.controller import DocumentController
from editor.document.disk_dialogs import DiskQuestions
from editor.document.disk_watch import DiskWatcher
from editor.document.plain_text import plain_tooltip
from editor.document.recovery import (
    Problem,
    RecoveredDocument,
    RecoveryStore,
    WriteResult,
    fallback_folders,
)
from editor.document.stale_saves import interrupted_saves
from editor.document.stale_saves import remove as remove_temps

if TYPE_CHECKING:
    from editor.text.text_editor import MarkdownEditor
    from editor.window.preferences import Preferences


def default_recovery_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppLocalDataLocation)
    return Path(base) / "recovery"


def default_recovery_store() -> RecoveryStore:
    """The usual recovery folder, falling back to a private one in the temporary folder."""
    return RecoveryStore(default_recovery_folder(), fallback_folders())


class RecoveryDialog(QDialog):
    """Lists documents left behind by a crash; the checked ones are restored."""

    def __init__(self, documents: list[RecoveredDocument], parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Recover unsaved work"))
        self.documents = documents
        self.list = QListWidget()
        for doc in documents:
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(doc.saved_at))
            name = doc.name or self.tr("Untitled")
            item = QListWidgetItem(self.tr("%1 — autosaved %2").replace("%1", name)
                                   .replace("%2", when))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            # What the text was, before choosing: its file and its first lines.
            preview = doc.text.strip()[:400] + ("…" if len(doc.text.strip()) > 400 else "")
            item.setToolTip(plain_tooltip(f"{doc.path or name}\n\n{preview}"))
            self.list.addItem(item)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setWordWrap(True)
        label = QLabel(self.tr("GEO Writer did not close normally. These documents had "
                               "unsaved changes:"))
        label.setWordWrap(True)
        buttons = QDialogButtonBox()
        self.restore_button = buttons.addButton(self.tr("Restore"),
                                                QDialogButtonBox.ButtonRole.AcceptRole)
        self.discard_button = buttons.addButton(self.tr("Discard"),
                                                QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.accepted.connect(self.accept)
        self.discard_button.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.list)
        layout.addWidget(buttons)
        # Wide enough for the name and the time, and for the title bar's text.
        width = max(self.list.sizeHintForColumn(0) + 80,
                    self.fontMetrics().horizontalAdvance(self.windowTitle()) + 160, 560)
        self.resize(min(width, 1000), 320)

    def chosen(self) -> list[RecoveredDocument]:
        return [doc for i, doc in enumerate(self.documents)
                if self.list.item(i).checkState() == Qt.CheckState.Checked]


class SafetyController(QObject):
    """Owns the safety nets of one window's document: the autosaver and the recovery copy
    it keeps (``recovery``, under ``doc_id``), the offer of what a crash left behind,
    the watch on the file for other programs' changes (``disk_watch``), and the status
    bar's warning when autosave fails (``status_autosave``, ``autosave_notice``).

    Args:
        editor: the text.
        documents: the open document and its file commands.
        questions: asks what to do about a change on disk.
        recovery: where the copies go; None for the usual folder.
        prefs: returns the preferences in force (the interface language).
        open_elsewhere: opens a recovered document in another window.
        status_bar: where the warning and short messages go.
        parent: the window the dialogs belong to.

    Signals:
        autosaveFailingChanged(bool): autosave started or stopped failing.
    """

    autosaveFailingChanged = Signal(bool)

    def __init__(self, editor: MarkdownEditor, documents: DocumentController,
                 questions: DiskQuestions, recovery: RecoveryStore | None,
                 prefs: Callable[[], Preferences],
                 open_elsewhere: Callable[[RecoveredDocument], object],
                 status_bar: QStatusBar, parent: QWidget) -> None:
        super().__init__(parent)
        self._editor = editor
        self._documents = documents
        self._questions = questions
        self._prefs = prefs
        self._open_elsewhere = open_elsewhere
        self._status_bar = status_bar
        self._parent = parent
        self.recovery = recovery or default_recovery_store()
        self.doc_id = self.recovery.new_id()
        self.autosaver = Autosaver(self.recovery, self._unsaved_state, self)
        self.autosaver.failingChanged.connect(self._on_autosave_failing)
        self.autosaver.written.connect(self._on_autosave_written)
        self.disk_watch = DiskWatcher(lambda: documents.document, self)
        self.disk_watch.changed.connect(self._on_changed_on_disk)
        self.disk_watch.deleted.connect(self._on_deleted_on_disk)
        documents.replaced.connect(self.watch_current_file)
        documents.written.connect(self.watch_current_file)  # a new inode: watch it again
        documents.writing.connect(self._pause_watch)
        documents.workIsSafe.connect(self.work_is_safe)
        documents.copyNeeded.connect(self.autosave)
        self.recovery_dialog: RecoveryDialog | None = None
        self.autosave_notice = ""  # where autosave could not write, and where it went
        self.status_autosave = QLabel()
        self.status_autosave.setObjectName("autosaveStatus")
        self.status_autosave.setStyleSheet("color: #b91c1c; font-weight: bold;")
        self.status_autosave.hide()
        status_bar.addPermanentWidget(self.status_autosave)
        if self.recovery.problems:
            self._tell_where_autosave_goes(WriteResult(True, self.recovery.folder,
                                                       tuple(self.recovery.problems.values())))

    # Autosave -----------------------------------------------------------------
    def _unsaved_state(self) -> tuple[str, str, Path | None, str] | None:
        if not self._documents.is_dirty() or self._editor.isReadOnly():
            return None  # nothing unsaved, or a file still being put in
        document = self._documents.document
        return (self.doc_id, self._editor.text(), document.path,
                document.name or self.tr("Untitled"))

    def edited(self) -> None:
        """The text changed: copy it soon."""
        self.autosaver.edited()

    def autosave(self) -> bool:
        """Copy unsaved work to the recovery folder (written by a worker); True when queued."""
        return self.autosaver.save_soon()

    def flush_recovery(self) -> WriteResult | None:
        """Write the recovery copy now (SIGTERM, the end of the session)."""
        return self.autosaver.flush()

    def work_is_safe(self) -> None:
        """Called after a save or a discard: the autosaved copy is no longer needed."""
        self.autosaver.saved()
        self.recovery.discard(self.doc_id)

    def autosave_failing(self) -> bool:
        return self.autosaver.failing

    def title_note(self) -> str:
        """What the window's title adds while autosave fails."""
        return self.tr(" (autosave failing)") if self.autosaver.failing else ""

    def _on_autosave_failing(self, failing: bool) -> None:
        if failing:
            reasons = self._problems_text(self.autosaver.last_result.problems) \
                if self.autosaver.last_result else ""
            self.status_autosave.setText(self.tr("Autosave failing"))
            self.status_autosave.setToolTip(plain_tooltip(
                self.tr("Unsaved changes cannot be copied to the recovery folder: %1. "
                        "Save your work, or free some space.").replace("%1", reasons)))
            self.status_autosave.show()
            self._status_bar.showMessage(self.tr("Autosave failing: %1").replace("%1", reasons),
                                         15000)
        else:
            self.status_autosave.hide()
            self._status_bar.showMessage(self.tr("Autosave works again."), 5000)
        self.autosaveFailingChanged.emit(failing)

    def _on_autosave_written(self, result: WriteResult) -> None:
        if result.ok and result.problems:
            self._tell_where_autosave_goes(result)

    def _problems_text(self, problems: tuple[Problem, ...]) -> str:
        return "; ".join(problem.text(self._prefs().ui_lang) for problem in problems)

    def _tell_where_autosave_goes(self, result: WriteResult) -> None:
        where = str(result.folder) if result.folder else ""
        message = self.tr("Autosave could not write to %1; copies go to %2.") \
            .replace("%1", self._problems_text(result.problems)).replace("%2", where)
        self.autosave_notice = message
        self._status_bar.showMessage(message, 15000)

    # Recovery -------------------------------------------------------------------
    def offer_recovery(self) -> list[RecoveredDocument]:
        """Offer documents a crash left behind — autosaved copies, and versions of recent
        files that only an interrupted save holds; returns the ones restored. Afterwards,
        what crashes left besides (locks, half-written copies, temporary files) is
        removed."""
        interrupted, temps = interrupted_saves(self._documents.recent.files(),
                                               self._documents.recent.encodings())
        orphans = self.recovery.orphans() + interrupted
        if not orphans:
            self.recovery.clean_up()
            remove_temps(temps)
            return []
        dialog = RecoveryDialog(orphans, self._parent)
        self.recovery_dialog = dialog
        accepted = dialog.exec()
        self.recovery_dialog = None
        restored = dialog.chosen() if accepted else []
        for doc in orphans:
            if doc not in restored:
                self.recovery.release(doc.id)
        if restored:
            self.restore(restored[0])
            for doc in restored[1:]:
                self._open_elsewhere(doc)
        self.recovery.clean_up()
        remove_temps(temps)
        return restored

    def restore(self, doc: RecoveredDocument) -> None:
        """Put a recovered document in this window, unsaved, tied to its file if it had one."""
        self.recovery.release(self.doc_id)
        self.doc_id = doc.id
        self.recovery.adopt(doc.id)
        self._documents.put_back(doc.text, Path(doc.path) if doc.path else None)

    def release(self) -> None:
        """The window closes: its copy (saved or discarded by now) is no longer ours."""
        self.recovery.release(self.doc_id)

    def stop(self) -> None:
        """Stop watching the file and autosaving (at close, or on SIGTERM)."""
        self.disk_watch.stop()
        self.autosaver.shutdown()

    # Files changed on disk ---------------------------------------------------------
    def watch_current_file(self, *_args) -> None:
        self.disk_watch.watch()

    def _pause_watch(self, paused: bool) -> None:
        self.disk_watch.paused = paused

    def _on_changed_on_disk(self, path: Path) -> None:
        if self._questions.asking:
            return
        editor = self._editor
        if not self._documents.is_dirty():
            # Nothing here that is not on disk: show theirs, as other editors do, where
            # the writer was.
            position = editor.textCursor().position()
            scrolled = editor.verticalScrollBar().value()
            if self._documents.reload(quiet=True):
                cursor = editor.textCursor()
                cursor.setPosition(min(position, editor.document().characterCount() - 1))
                editor.setTextCursor(cursor)
                editor.verticalScrollBar().setValue(scrolled)
                self._status_bar.showMessage(
                    self.tr("Reloaded “%1”: it was changed by another program.")
                    .replace("%1", path.name), 6000)
            return
        self.disk_watch.paused = True
        try:
            answer = self._questions.about_change(path.name, self._documents.compare_with_disk)
        finally:
            self.disk_watch.paused = False
        if answer == "reload":
            self._documents.reload()
        else:
            # The writer has seen this version and keeps theirs: a save replaces it
            # without asking again (a later change asks again).
            self._documents.accept_disk_version()
            editor.document().setModified(True)

    def _on_deleted_on_disk(self, path: Path) -> None:
        if self._questions.asking:
            return
        self._questions.file_deleted(path.name)
        self._editor.document().setModified(True)
        self.autosave()
