"""The open document and its file commands: new, open, save, save as, recent files,
and the prompt before unsaved work is closed (the exports: ``exports.py``).

Opening reads and decodes off the UI thread and puts a large text in by slices;
saving asks before it replaces another program's change or a read-only file, or
converts a file to UTF-8.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QHeaderView, QMessageBox, QStatusBar, QTreeView, QWidget

from editor.document.background_task import CancelledError, run_with_progress
from editor.document.disk_dialogs import DiskQuestions
from editor.document.encoding_ui import EncodingUi
from editor.document.exports import ExportCommands
from editor.document.loading import set_text
from editor.document.plain_text import plain_box
from editor.document.recent import RecentFiles
from editor.document.stale_saves import offer_interrupted_saves
from scorers import Report, textfiles

if TYPE_CHECKING:
    from editor.text.text_editor import MarkdownEditor
    from editor.window.preferences import Preferences

MARKDOWN_FILTER = "Markdown (*.md *.markdown *.mdown *.txt);;All files (*)"

#: Files up to this size are read on the UI thread (a few milliseconds); larger ones by a
#: worker, with a progress dialog.
DIRECT_READ_BYTES = 1024 * 1024
#: Larger files are refused with the reason (issue 24, R15): the window holds about 60
#: bytes per byte of text (measured: 95 MB empty, 270 MB with 3 MiB of English, 806 MB
#: at 19.5 MiB), and the engine scores at most 2,000,000 characters anyway.
WINDOW_MAX_BYTES = 3 * 1024 * 1024


def _size(path: str | Path) -> int:
    try:
        return os.stat(path).st_size
    except OSError:
        return 0  # textfiles.load says what is wrong


class DocumentController(QObject):
    """Owns the open document: its file (``document``, what was read or written last),
    the commands on it (new, open, reload, save, save as; the exports: ``exports``), the
    recent files and encodings (``recent``, kept in ``settings``), the encoding notice and
    menu (``encoding_ui``), and what it shows the writer: the file dialog (``file_dialog``),
    the unsaved-changes prompt (``prompt``) and the last error (``error_box``,
    ``last_error``).

    Args:
        editor: the text.
        settings: where the recent files and encodings are kept (and the exports' choices).
        prefs: returns the preferences in force (the interface language, the weights).
        questions: asks about the file on disk (another program's change, a read-only
            file, an encoding that cannot hold the text, an interrupted save).
        fresh_report: scores the text now and returns its report (for the report exports).
        status_bar: where short messages go.
        parent: the window the dialogs belong to.

    Signals:
        replaced(): another document (or none) is now in the editor.
        written(bool): the text was written to ``document.path``; True when that path is
            new (Save As).
        writing(bool): a save started (True) or ended; what it writes and asks is no news
            for the disk watcher.
        workIsSafe(): the text was saved or the writer discarded it: no recovery copy is
            needed.
        copyNeeded(): unsaved text is at risk (a save failed, an older version was put
            back): copy it for recovery now.
    """

    replaced = Signal()
    written = Signal(bool)
    writing = Signal(bool)
    workIsSafe = Signal()
    copyNeeded = Signal()

    def __init__(self, editor: MarkdownEditor, settings: QSettings,
                 prefs: Callable[[], Preferences], questions: DiskQuestions,
                 fresh_report: Callable[[], Report | None], status_bar: QStatusBar,
                 parent: QWidget) -> None:
        super().__init__(parent)
        self._editor = editor
        self._prefs = prefs
        self._questions = questions
        self._status_bar = status_bar
        self._parent = parent
        self.recent = RecentFiles(settings, self)
        self.document = textfiles.DocumentFile()
        self.encoding_ui = EncodingUi(lambda: self.document, self.reopen_with_encoding, self)
        self.exports = ExportCommands(self, editor, settings, prefs, fresh_report, status_bar,
                                      parent)
        self.file_dialog: QFileDialog | None = None  # open while it asks (tests answer it)
        self.prompt: QMessageBox | None = None
        self.error_box: QMessageBox | None = None
        self.last_error = ""

    # State ---------------------------------------------------------------------
    def is_dirty(self) -> bool:
        """The text has changes that are not in the file."""
        return self._editor.document().isModified()

    def start_folder(self) -> str:
        """Where a file dialog opens: the document's folder, else Documents or home."""
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
        dialog = QFileDialog(self._parent, title, start, filter_)
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
        box = QMessageBox(self._parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Unsaved changes"))
        box.setText(self.tr("Save the changes to “%1” before closing?").replace("%1", name))
        box.setInformativeText(self.tr("Your changes will be lost if you don't save them."))
        plain_box(box)  # the name is the file's: a "<a href>" in it stays text
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
            self.workIsSafe.emit()
            return True
        return False

    # Commands --------------------------------------------------------------------
    def new_document(self) -> None:
        if not self.maybe_save():
            return
        self.document = textfiles.DocumentFile()
        self._editor.set_text("")
        self.replaced.emit()

    def open_dialog(self) -> None:
        path = self.ask_path(self.tr("Open"), self.start_folder(), MARKDOWN_FILTER, save=False)
        if path:
            self.open_path(path)

    def open_sample(self) -> None:
        """Open the bundled sample article (in the interface language) as a new document."""
        if not self.maybe_save():
            return
        from editor.app import sample_article

        text, _info = textfiles.load(sample_article(self._prefs().ui_lang))
        self.document = textfiles.DocumentFile()
        self._editor.set_text(text)
        self.replaced.emit()

    def open_path(self, path: str | Path, ask: bool = True, create_missing: bool = False,
                  encoding: str | None = None, quiet: bool = False) -> bool:
        """Open ``path`` (with ``encoding``, or a detected one); on failure show why and
        keep the current document. ``quiet``: a reload, no questions about the old text.

        With ``create_missing`` (a name given on the command line), a file that does not
        exist yet starts a new document that will be saved under that name, as vim and
        VS Code do.
        """
        if ask and not self.maybe_save():
            return False
        missing = Path(path).expanduser()
        if create_missing and not missing.exists() and missing.parent.is_dir():
            self.document = textfiles.DocumentFile(missing.resolve())
            self._editor.set_text("")
            self.replaced.emit()
            self._status_bar.showMessage(self.tr("“%1” does not exist yet: it is created when "
                                                 "you save.").replace("%1", missing.name), 8000)
            return True
        label = self.tr("Opening “%1”…").replace("%1", Path(path).name)
        hints = self.recent.encodings()
        try:
            if _size(path) <= DIRECT_READ_BYTES:  # FIFOs and devices too: refused unread
                text, info = textfiles.load(path, hints, encoding, WINDOW_MAX_BYTES)
            else:
                text, info = run_with_progress(
                    self._parent, label,
                    lambda: textfiles.load(path, hints, encoding, WINDOW_MAX_BYTES))
        except CancelledError:
            return False
        except (textfiles.TextFileError, OSError, MemoryError) as error:
            self.show_error(self.tr("Cannot open “%1”").replace("%1", str(path)),
                            textfiles.reason(error, self._prefs().ui_lang))
            return False
        try:
            set_text(self._parent, self._editor, text, label)
        except CancelledError:
            self.document = textfiles.DocumentFile()
            self.replaced.emit()
            return False
        self.document = info
        self.replaced.emit()
        self.recent.add(info.path)
        if encoding is not None:
            self.recent.remember_encoding(encoding)
        if not quiet:
            self.encoding_ui.explain(info)
            self._offer_interrupted_saves(info.path)
        return True

    def put_back(self, text: str, path: Path | None) -> None:
        """Put recovered ``text`` in the editor, unsaved, tied to its file ``path`` if it
        had one."""
        info = textfiles.DocumentFile(path)
        if path is not None and path.exists():
            try:
                _, info = textfiles.load(path, self.recent.encodings())
            except textfiles.TextFileError:
                info = textfiles.DocumentFile(path)
        self.document = info
        self._editor.set_text(text)
        self._editor.document().setModified(True)
        self.replaced.emit()
        if path is not None:
            self._offer_interrupted_saves(path, also_known=(text,))

    def _offer_interrupted_saves(self, path: Path, also_known: Iterable[str] = ()) -> None:
        offer_interrupted_saves(path, self._editor, self._questions, self.recent.encodings(),
                                self.copyNeeded.emit, also_known)

    def reload(self, quiet: bool = False) -> bool:
        """Read the file again, dropping the text here."""
        if self.document.path is None:
            return False
        return self.open_path(self.document.path, ask=False, quiet=quiet,
                              encoding=None if self.document.sure else self.document.encoding)

    def reopen_with_encoding(self, encoding: str) -> bool:
        """Read the file again in ``encoding`` (asks first about unsaved changes)."""
        if self.document.path is None:
            return False
        return self.open_path(self.document.path, ask=True, encoding=encoding)

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self._write(self.document.path)

    def save_as(self) -> bool:
        suggested = str(self.document.path or Path(self.start_folder()) / self.suggested_name())
        path = self.ask_path(self.tr("Save as"), suggested, MARKDOWN_FILTER, save=True,
                             suffix="md")
        if not path:
            return False
        return self._write(Path(path))

    def suggested_name(self) -> str:
        """A file name for the text: its title, made safe, else Untitled (Save As, Export)."""
        from scorers import extract_metadata

        title = extract_metadata(self._editor.text()).title
        safe = "".join(ch for ch in title if ch.isalnum() or ch in " -_")[:60].strip()
        return (safe or self.tr("Untitled")) + ".md"

    def _write(self, path: Path) -> bool:
        """Save to ``path``, asking first before replacing another program's change or a
        read-only file, or converting the file to UTF-8."""
        allowed = {"overwrite_changed": False, "overwrite_read_only": False, "to_utf8": False}
        text = self._editor.text()
        self.writing.emit(True)  # our own questions, not the watcher's
        try:
            while True:
                try:
                    saved = textfiles.save(text, self.document, path, **allowed)
                    break
                except textfiles.ChangedOnDiskError:
                    answer = self._questions.save_over_change(path.name, self.compare_with_disk)
                    if answer != "overwrite":
                        return answer == "save_as" and self._later(self.save_as)
                    allowed["overwrite_changed"] = True
                except textfiles.ReadOnlyError:
                    answer = self._questions.overwrite_read_only(path.name)
                    if answer != "overwrite":
                        return answer == "save_as" and self._later(self.save_as)
                    allowed["overwrite_read_only"] = True
                except textfiles.UnencodableError as error:
                    if not self._questions.convert_to_utf8(path.name, self.document.format.label(),
                                                           error.char, error.line):
                        return False
                    allowed["to_utf8"] = True
                except textfiles.SaveError as error:
                    self._save_failed(path, textfiles.reason(error, self._prefs().ui_lang))
                    return False
        finally:
            self.writing.emit(False)
        moved = saved.path != self.document.path
        self.document = saved
        if self._editor.text() == text:
            self._editor.document().setModified(False)
            self.workIsSafe.emit()
        self.written.emit(moved)
        self.recent.add(self.document.path)
        self.encoding_ui.hide()
        self._status_bar.showMessage(self.tr("Saved"), 3000)
        return True

    def _later(self, command) -> bool:
        QTimer.singleShot(0, command)
        return False

    def _save_failed(self, path: Path, reason: str) -> None:
        self.show_error(self.tr("Could not save “%1”").replace("%1", str(path)),
                        self.tr("The reason: %1. Your text is still here, unsaved; "
                                "try Save As to put it somewhere else.")
                        .replace("%1", reason), offer_save_as=True)
        self.copyNeeded.emit()  # at least the recovery copy is current

    # The file on disk --------------------------------------------------------------
    def _disk_text(self, path: Path) -> str:
        try:
            return textfiles.load(path, self.recent.encodings(), max_bytes=WINDOW_MAX_BYTES)[0]
        except textfiles.TextFileError as error:
            return self.tr("(the file cannot be read: %1)").replace(
                "%1", error.message(self._prefs().ui_lang))

    def compare_with_disk(self) -> None:
        """Show the file as another program left it beside the text here."""
        path = self.document.path
        if path is not None:
            self._questions.compare(self._disk_text(path), self._editor.text(), path.name)

    def accept_disk_version(self) -> None:
        """The writer has seen the file as it is on disk and keeps their text: a save
        replaces that version without asking again (a later change asks again)."""
        path = self.document.path
        try:
            _, seen = textfiles.load(path, self.recent.encodings())
        except (textfiles.TextFileError, TypeError):
            return
        self.document.disk = seen.disk

    def show_error(self, title: str, detail: str, offer_save_as: bool = False) -> None:
        """Tell the writer what failed, without blocking the editor (the box is window-modal)."""
        box = QMessageBox(QMessageBox.Icon.Critical, title, title, QMessageBox.StandardButton.Ok,
                          self._parent)
        box.setInformativeText(detail)
        plain_box(box)
        if offer_save_as:
            button = box.addButton(self.tr("Save As…"), QMessageBox.ButtonRole.ActionRole)
            button.clicked.connect(lambda: QTimer.singleShot(0, self.save_as))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_error = f"{title}: {detail}"
        self._status_bar.showMessage(self.last_error, 10000)
        self.error_box = box
        box.open()


def settings_store() -> QSettings:
    """The app's QSettings (an INI file, so tests can point it at a temporary folder)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "GEO Writer",
                     "geo-writer")
