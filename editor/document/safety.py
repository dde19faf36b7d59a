"""The window's safety nets: autosave and crash recovery, and files changed on disk."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
)

from editor.document.autosave import Autosaver
from editor.document.disk_dialogs import DiskQuestions, show_comparison
from editor.document.disk_watch import DiskWatcher
from editor.document.recovery import (
    Problem,
    RecoveredDocument,
    RecoveryStore,
    WriteResult,
    fallback_folders,
)
from editor.document.stale_saves import interrupted_saves, offer_interrupted_saves
from editor.document.stale_saves import remove as remove_temps
from scorers import textfiles


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
            item.setToolTip(f"{doc.path or name}\n\n{preview}")
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


class SafetyMixin:
    """Mixed into MainWindow; expects ``editor``, ``document`` and the file commands."""

    def _init_safety(self, recovery: RecoveryStore | None) -> None:
        self.recovery = recovery or default_recovery_store()
        self.doc_id = self.recovery.new_id()
        self.autosaver = Autosaver(self.recovery, self._unsaved_state, self)
        self.autosaver.failingChanged.connect(self._on_autosave_failing)
        self.autosaver.written.connect(self._on_autosave_written)
        self.disk_watch = DiskWatcher(lambda: self.document, self)
        self.disk_watch.changed.connect(self._on_changed_on_disk)
        self.disk_watch.deleted.connect(self._on_deleted_on_disk)
        self.watcher = self.disk_watch.watcher
        self.questions = DiskQuestions(self)
        self.disk_prompt: QMessageBox | None = None
        self.compare_dialog = None
        self.recovery_dialog: RecoveryDialog | None = None
        self.autosave_notice = ""  # where autosave could not write, and where it went
        self.status_autosave = QLabel()
        self.status_autosave.setObjectName("autosaveStatus")
        self.status_autosave.setStyleSheet("color: #b91c1c; font-weight: bold;")
        self.status_autosave.hide()
        self.statusBar().addPermanentWidget(self.status_autosave)
        if self.recovery.problems:
            self._tell_where_autosave_goes(WriteResult(True, self.recovery.folder,
                                                       tuple(self.recovery.problems.values())))

    # Autosave -----------------------------------------------------------------
    def _unsaved_state(self) -> tuple[str, str, Path | None, str] | None:
        if not self.is_dirty() or self.editor.isReadOnly():
            return None  # nothing unsaved, or a file still being put in
        return (self.doc_id, self.editor.text(), self.document.path,
                self.document.name or self.tr("Untitled"))

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

    def _title_note(self) -> str:
        autosaver = getattr(self, "autosaver", None)
        return self.tr(" (autosave failing)") if autosaver is not None and autosaver.failing \
            else ""

    def _on_autosave_failing(self, failing: bool) -> None:
        if failing:
            reasons = self._problems_text(self.autosaver.last_result.problems) \
                if self.autosaver.last_result else ""
            self.status_autosave.setText(self.tr("Autosave failing"))
            self.status_autosave.setToolTip(
                self.tr("Unsaved changes cannot be copied to the recovery folder: %1. "
                        "Save your work, or free some space.").replace("%1", reasons))
            self.status_autosave.show()
            self.statusBar().showMessage(self.tr("Autosave failing: %1").replace("%1", reasons),
                                         15000)
        else:
            self.status_autosave.hide()
            self.statusBar().showMessage(self.tr("Autosave works again."), 5000)
        self._update_title()

    def _on_autosave_written(self, result: WriteResult) -> None:
        if result.ok and result.problems:
            self._tell_where_autosave_goes(result)

    def _problems_text(self, problems: tuple[Problem, ...]) -> str:
        return "; ".join(problem.text(self.prefs.ui_lang) for problem in problems)

    def _tell_where_autosave_goes(self, result: WriteResult) -> None:
        where = str(result.folder) if result.folder else ""
        message = self.tr("Autosave could not write to %1; copies go to %2.") \
            .replace("%1", self._problems_text(result.problems)).replace("%2", where)
        self.autosave_notice = message
        self.statusBar().showMessage(message, 15000)

    # Recovery -------------------------------------------------------------------
    def offer_recovery(self) -> list[RecoveredDocument]:
        """Offer documents a crash left behind — autosaved copies, and versions of recent
        files that only an interrupted save holds; returns the ones restored. Afterwards,
        what crashes left besides (locks, half-written copies, temporary files) is
        removed."""
        interrupted, temps = interrupted_saves(self.recent_files(), self.recent_encodings())
        orphans = self.recovery.orphans() + interrupted
        if not orphans:
            self.recovery.clean_up()
            remove_temps(temps)
            return []
        dialog = RecoveryDialog(orphans, self)
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
                self.open_in_new_window(doc)
        self.recovery.clean_up()
        remove_temps(temps)
        return restored

    def restore(self, doc: RecoveredDocument) -> None:
        """Put a recovered document in this window, unsaved, tied to its file if it had one."""
        self.recovery.release(self.doc_id)
        self.doc_id = doc.id
        self.recovery.adopt(doc.id)
        path = Path(doc.path) if doc.path else None
        info = textfiles.DocumentFile(path)
        if path is not None and path.exists():
            try:
                _, info = textfiles.load(path, self.recent_encodings())
            except textfiles.TextFileError:
                info = textfiles.DocumentFile(path)
        self.document = info
        self.editor.set_text(doc.text)
        self.editor.document().setModified(True)
        self._document_replaced()
        if path is not None:
            offer_interrupted_saves(self, path, also_known=(doc.text,))

    # Files changed on disk ---------------------------------------------------------
    def watch_current_file(self) -> None:
        self.disk_watch.watch()

    def _disk_text(self, path: Path) -> str:
        try:
            return textfiles.load(path, self.recent_encodings())[0]
        except textfiles.TextFileError as error:
            return self.tr("(the file cannot be read: %1)").replace(
                "%1", error.message(self.prefs.ui_lang))

    def _compare_with_disk(self) -> None:
        path = self.document.path
        if path is not None:
            show_comparison(self, self._disk_text(path), self.editor.text(), path.name)

    def _on_changed_on_disk(self, path: Path) -> None:
        if self.disk_prompt is not None:
            return
        if not self.is_dirty():
            # Nothing here that is not on disk: show theirs, as other editors do, where
            # the writer was.
            position = self.editor.textCursor().position()
            scrolled = self.editor.verticalScrollBar().value()
            if self.reload(quiet=True):
                cursor = self.editor.textCursor()
                cursor.setPosition(min(position, self.editor.document().characterCount() - 1))
                self.editor.setTextCursor(cursor)
                self.editor.verticalScrollBar().setValue(scrolled)
                self.statusBar().showMessage(
                    self.tr("Reloaded “%1”: it was changed by another program.")
                    .replace("%1", path.name), 6000)
            return
        self.disk_watch.paused = True
        try:
            answer = self.questions.about_change(path.name, self._compare_with_disk)
        finally:
            self.disk_watch.paused = False
        if answer == "reload":
            self.reload()
        else:
            # The writer has seen this version and keeps theirs: a save replaces it
            # without asking again (a later change asks again).
            self._accept_disk_version()
            self.editor.document().setModified(True)

    def _accept_disk_version(self) -> None:
        path = self.document.path
        try:
            _, seen = textfiles.load(path, self.recent_encodings())
        except (textfiles.TextFileError, TypeError):
            return
        self.document.disk = seen.disk

    def _on_deleted_on_disk(self, path: Path) -> None:
        if self.disk_prompt is not None:
            return
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("File deleted"))
        box.setText(self.tr("“%1” was deleted or moved by another program.")
                    .replace("%1", path.name))
        box.setInformativeText(self.tr("Your text is still here; save it to keep it."))
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.disk_prompt = box
        box.exec()
        self.disk_prompt = None
        self.editor.document().setModified(True)
        self.autosave()
