"""The window's safety nets: autosave and crash recovery, and files changed on disk."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QStandardPaths, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
)

from . import files
from .recovery import RecoveredDocument, RecoveryStore

AUTOSAVE_PAUSE_MS = 2_000  # after the writer stops typing
AUTOSAVE_INTERVAL_MS = 30_000  # and at least this often while they keep typing


def default_recovery_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppLocalDataLocation)
    return Path(base) / "recovery"


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
        self.recovery = recovery or RecoveryStore(default_recovery_folder())
        self.doc_id = self.recovery.new_id()
        self._pause_timer = QTimer(self)
        self._pause_timer.setSingleShot(True)
        self._pause_timer.timeout.connect(self.autosave)
        self._interval_timer = QTimer(self)
        self._interval_timer.timeout.connect(self.autosave)
        self._interval_timer.start(AUTOSAVE_INTERVAL_MS)
        self.watcher = QFileSystemWatcher(self)
        self.watcher.fileChanged.connect(self._on_file_changed)
        self._disk_prompt_open = False
        self.disk_prompt: QMessageBox | None = None
        self.recovery_dialog: RecoveryDialog | None = None
        self.editor.revisionChanged.connect(lambda _r: self._pause_timer.start(AUTOSAVE_PAUSE_MS))

    # Autosave -----------------------------------------------------------------
    def autosave(self) -> bool:
        """Write unsaved work to the recovery folder; True when a copy was written."""
        if not self.is_dirty():
            return False
        return self.recovery.write(self.doc_id, self.editor.text(), self.document.path,
                                   self.document.name or self.tr("Untitled"))

    def work_is_safe(self) -> None:
        """Called after a save or a discard: the autosaved copy is no longer needed."""
        self._pause_timer.stop()
        self.recovery.discard(self.doc_id)

    def offer_recovery(self) -> list[RecoveredDocument]:
        """Offer documents a crash left behind; returns the ones restored."""
        orphans = self.recovery.orphans()
        if not orphans:
            return []
        dialog = RecoveryDialog(orphans, self)
        self.recovery_dialog = dialog
        accepted = dialog.exec()
        self.recovery_dialog = None
        if not accepted:
            for doc in orphans:
                self.recovery.release(doc.id)
            return []
        restored = dialog.chosen()
        for doc in orphans:
            if doc not in restored:
                self.recovery.release(doc.id)
        if restored:
            self.restore(restored[0])
            for doc in restored[1:]:
                self.open_in_new_window(doc)
        return restored

    def restore(self, doc: RecoveredDocument) -> None:
        """Put a recovered document in this window, unsaved, tied to its file if it had one."""
        self.recovery.release(self.doc_id)
        self.doc_id = doc.id
        self.recovery.adopt(doc.id)
        path = Path(doc.path) if doc.path else None
        info = files.DocumentFile(path)
        if path is not None and path.exists():
            try:
                _, info = files.load(path)
            except files.TextFileError:
                info = files.DocumentFile(path)
        self.document = info
        self.editor.set_text(doc.text)
        self.editor.document().setModified(True)
        self._document_replaced()

    # Files changed on disk ---------------------------------------------------------
    def watch_current_file(self) -> None:
        for watched in self.watcher.files():
            self.watcher.removePath(watched)
        if self.document.path is not None and self.document.path.exists():
            self.watcher.addPath(str(self.document.path))

    def _on_file_changed(self, path: str) -> None:
        if self.document.path is None or str(self.document.path) != path:
            return
        current = Path(path)
        if current.exists():
            mtime = current.stat().st_mtime_ns
            if mtime == self.document.mtime_ns:
                return  # our own save
            # Some editors replace the file: watch the new one.
            if path not in self.watcher.files():
                self.watcher.addPath(path)
        if self._disk_prompt_open:
            return
        if current.exists() and not self.is_dirty():
            self._reload_quietly(current)
            return
        self._disk_prompt_open = True
        try:
            self._ask_about_disk_change(current)
        finally:
            self._disk_prompt_open = False

    def _reload_quietly(self, path: Path) -> None:
        """No local edits to lose: take the new version from disk without asking (as VS Code
        and ghostwriter do), keeping the caret and the scroll position."""
        position = self.editor.textCursor().position()
        scroll = self.editor.verticalScrollBar().value()
        if not self.open_path(path, ask=False):
            return
        cursor = self.editor.textCursor()
        cursor.setPosition(min(position, self.editor.document().characterCount() - 1))
        self.editor.setTextCursor(cursor)
        self.editor.verticalScrollBar().setValue(scroll)
        self.statusBar().showMessage(self.tr("Reloaded “%1”: it was changed by another program.")
                                     .replace("%1", path.name), 6000)

    def _ask_about_disk_change(self, path: Path) -> None:
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        self.disk_prompt = box
        if not path.exists():
            box.setWindowTitle(self.tr("File deleted"))
            box.setText(self.tr("“%1” was deleted or moved by another program.")
                        .replace("%1", path.name))
            box.setInformativeText(self.tr("Your text is still here; save it to keep it."))
            box.setStandardButtons(QMessageBox.StandardButton.Ok)
            box.exec()
            self.editor.document().setModified(True)
            self.document.mtime_ns = 0
            self.disk_prompt = None
            return
        box.setWindowTitle(self.tr("File changed on disk"))
        box.setText(self.tr("“%1” was changed by another program.").replace("%1", path.name))
        box.setInformativeText(self.tr("Reload it and lose your version here, or keep "
                                       "your version (saving will overwrite the other one)?"))
        reload_button = box.addButton(self.tr("Reload"), QMessageBox.ButtonRole.DestructiveRole)
        keep_button = box.addButton(self.tr("Keep mine"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep_button)
        box.exec()
        self.disk_prompt = None
        if box.clickedButton() is reload_button:
            self.open_path(path, ask=False)
        else:
            self.document.mtime_ns = path.stat().st_mtime_ns if path.exists() else 0
            self.editor.document().setModified(True)
