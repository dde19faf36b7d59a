"""File commands of the main window: new, open, save, save as, recent files, export,
and the prompt before unsaved work is closed."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths, Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QHeaderView, QMessageBox, QTreeView

from . import export, files

MARKDOWN_FILTER = "Markdown (*.md *.markdown *.mdown *.txt);;All files (*)"
MAX_RECENT = 10


class FileActionsMixin:
    """Mixed into MainWindow; expects ``editor``, ``document``, ``settings``, ``scoring``."""

    # State ---------------------------------------------------------------------
    def is_dirty(self) -> bool:
        return self.editor.document().isModified()

    def _start_folder(self) -> str:
        if self.document.path is not None and self.document.path.parent.is_dir():
            return str(self.document.path.parent)
        # A folder that does not exist would be shown as a file name ("Documents").
        for location in (QStandardPaths.StandardLocation.DocumentsLocation,
                         QStandardPaths.StandardLocation.HomeLocation):
            folder = QStandardPaths.writableLocation(location)
            if folder and Path(folder).is_dir():
                return folder
        return str(Path.cwd())

    def ask_path(self, title: str, start: str, filter_: str, save: bool,
                 suffix: str = "") -> str:
        """Ask for a file to open or save; "" when the writer cancels.

        The dialog is kept in ``self.file_dialog`` while it is open (tests answer it).
        Qt's own dialog (used where the desktop offers none) opens wide enough to show
        whole names, sizes and dates.
        """
        dialog = QFileDialog(self, title, start, filter_)
        if save:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setFileMode(QFileDialog.FileMode.AnyFile)
            if suffix:
                dialog.setDefaultSuffix(suffix)
            if not Path(start).is_dir():
                dialog.setDirectory(str(Path(start).parent))
                dialog.selectFile(Path(start).name)
        else:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.resize(960, 600)
        view = dialog.findChild(QTreeView, "treeView")
        if view is not None:
            header = view.header()
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            for column in range(1, header.count()):
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.file_dialog = dialog
        try:
            accepted = dialog.exec()
        finally:
            self.file_dialog = None
        chosen = dialog.selectedFiles()
        dialog.deleteLater()
        return chosen[0] if accepted and chosen else ""

    # Prompt ----------------------------------------------------------------------
    def maybe_save(self) -> bool:
        """Ask about unsaved changes; True when it is fine to discard the buffer now."""
        if not self.is_dirty():
            return True
        name = self.document.name or self.tr("Untitled")
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Unsaved changes"))
        box.setText(self.tr("Save the changes to “%1” before closing?").replace("%1", name))
        box.setInformativeText(self.tr("Your changes will be lost if you don't save them."))
        box.setStandardButtons(QMessageBox.StandardButton.Save |
                               QMessageBox.StandardButton.Discard |
                               QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        self.prompt = box  # tests answer it
        answer = box.exec()
        self.prompt = None
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            self.work_is_safe()
            return True
        return False

    # Commands --------------------------------------------------------------------
    def new_document(self) -> None:
        if not self.maybe_save():
            return
        self.document = files.DocumentFile()
        self.editor.set_text("")
        self._document_replaced()

    def open_dialog(self) -> None:
        path = self.ask_path(self.tr("Open"), self._start_folder(), MARKDOWN_FILTER, save=False)
        if path:
            self.open_path(path)

    def open_sample(self) -> None:
        """Open the bundled sample article (in the interface language) as a new document."""
        if not self.maybe_save():
            return
        from .app import sample_article

        text, _info = files.load(sample_article(self.prefs.ui_lang))
        self.document = files.DocumentFile()
        self.editor.set_text(text)
        self._document_replaced()

    def open_path(self, path: str | Path, ask: bool = True, create_missing: bool = False) -> bool:
        """Open ``path``; on failure show why and keep the current document.

        With ``create_missing`` (a name given on the command line), a file that does not
        exist yet starts a new document that will be saved under that name, as vim and
        VS Code do.
        """
        if ask and not self.maybe_save():
            return False
        missing = Path(path).expanduser()
        if create_missing and not missing.exists() and missing.parent.is_dir():
            self.document = files.DocumentFile(missing.resolve())
            self.editor.set_text("")
            self._document_replaced()
            self.statusBar().showMessage(self.tr("“%1” does not exist yet: it is created when "
                                                 "you save.").replace("%1", missing.name), 8000)
            return True
        try:
            text, info = files.load(path)
        except files.TextFileError as error:
            self.show_error(self.tr("Cannot open “%1”").replace("%1", str(path)), str(error))
            return False
        self.document = info
        self.editor.set_text(text)
        self._document_replaced()
        self.add_recent(info.path)
        return True

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self._write(self.document.path)

    def save_as(self) -> bool:
        suggested = str(self.document.path or Path(self._start_folder()) / self._suggested_name())
        path = self.ask_path(self.tr("Save as"), suggested, MARKDOWN_FILTER, save=True,
                             suffix="md")
        if not path:
            return False
        return self._write(Path(path))

    def _suggested_name(self) -> str:
        from scorers.metadata import extract

        title = extract(self.editor.text()).title
        safe = "".join(ch for ch in title if ch.isalnum() or ch in " -_")[:60].strip()
        return (safe or self.tr("Untitled")) + ".md"

    def _write(self, path: Path) -> bool:
        try:
            saved = files.save(self.editor.text(), self.document, path)
        except files.SaveError as error:
            self.show_error(self.tr("Could not save “%1”").replace("%1", str(path)),
                            self.tr("The reason: %1. Your text is still here, unsaved; "
                                    "try Save As to put it somewhere else.")
                            .replace("%1", str(error)), offer_save_as=True)
            self.autosave()  # at least the recovery copy is current
            return False
        moved = saved.path != self.document.path
        self.document = saved
        self.editor.document().setModified(False)
        self.work_is_safe()
        if moved:
            self.watch_current_file()
            if self.scoring.follow_document(self.document.path, self.prefs.scoring_settings()):
                self.scoring.score_now()
            self.answers.saved_as(self.document.path)
        self.add_recent(self.document.path)
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved"), 3000)
        return True

    # Recent files ----------------------------------------------------------------
    def recent_files(self) -> list[str]:
        value = self.settings.value("recent/files", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in (value or [])]

    def add_recent(self, path: Path | None) -> None:
        if path is None:
            return
        recent = [str(path)] + [p for p in self.recent_files() if p != str(path)]
        self.settings.setValue("recent/files", recent[:MAX_RECENT])
        self._rebuild_recent_menu()

    def clear_recent(self) -> None:
        self.settings.setValue("recent/files", [])
        self._rebuild_recent_menu()

    def _rebuild_recent_menu(self) -> None:
        self.menus.rebuild_recent(self.recent_files(), self.open_path, self.clear_recent)

    # Export ----------------------------------------------------------------------
    def _export(self, title: str, suffix: str, filter_: str, content) -> str | None:
        base = self.document.path.with_suffix(suffix) if self.document.path else \
            Path(self._start_folder()) / (Path(self._suggested_name()).stem + suffix)
        path = self.ask_path(title, str(base), filter_, save=True, suffix=suffix.rsplit(".", 1)[-1])
        if not path:
            return None
        try:
            files.write_atomic(Path(path), content().encode("utf-8"))
        except files.SaveError as error:
            self.show_error(self.tr("Could not export “%1”").replace("%1", path), str(error))
            return None
        self.statusBar().showMessage(self.tr("Exported to %1").replace("%1", path), 4000)
        return path

    def export_html_text(self) -> str:
        """The standalone HTML page of the current text (what Export HTML writes)."""
        return export.to_html(self.editor.text())

    def export_html(self) -> str | None:
        return self._export(self.tr("Export HTML"), ".html", "HTML (*.html *.htm)",
                            self.export_html_text)

    def export_markdown(self) -> str | None:
        front = self.settings.value("export/front_matter", True) in (True, "true")
        return self._export(self.tr("Export Markdown"), ".export.md", "Markdown (*.md)",
                            lambda: export.to_markdown(self.editor.text(), front_matter=front))

    def _fresh_report(self):
        self.scoring.score_now()
        return self.wait_for_report()

    def _named_report(self):
        """The current report, naming the file it is for."""
        report = self._fresh_report()
        if report is None:
            return None
        path = str(self.document.path) if self.document.path else None
        return dataclasses.replace(report, file=path)

    def export_report_json(self) -> str | None:
        report = self._named_report()
        if report is None:
            return None
        return self._export(self.tr("Export GEO report"), ".geo.json", "JSON (*.json)",
                            lambda: export.report_json(report, self.prefs.ui_lang))

    def export_report_html(self) -> str | None:
        report = self._named_report()
        if report is None:
            return None
        title = self.document.name or self.tr("Untitled")
        weights = dict(self.prefs.weights)
        return self._export(self.tr("Export GEO report"), ".geo.html", "HTML (*.html)",
                            lambda: export.report_html(report, title, self.prefs.ui_lang,
                                                       weights))

    def show_error(self, title: str, detail: str, offer_save_as: bool = False) -> None:
        """Tell the writer what failed, without blocking the editor (the box is window-modal)."""
        box = QMessageBox(QMessageBox.Icon.Critical, title, title, QMessageBox.StandardButton.Ok,
                          self)
        box.setInformativeText(detail)
        if offer_save_as:
            button = box.addButton(self.tr("Save As…"), QMessageBox.ButtonRole.ActionRole)
            button.clicked.connect(lambda: QTimer.singleShot(0, self.save_as))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_error = f"{title}: {detail}"
        self.statusBar().showMessage(self.last_error, 10000)
        self.error_box = box
        box.open()


def settings_store() -> QSettings:
    """The app's QSettings (an INI file, so tests can point it at a temporary folder)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "GEO Writer",
                     "geo-writer")
