"""File → Export: the page, the Markdown and the GEO report, written where the writer chooses.

An export is the document going out to readers, so it asks three things in turn:

1. Is the draft ready? Placeholders left in it (TODO, TBD, XX%, 待补 …) would reach
   readers as they are: the writer is warned with their count and may export anyway —
   a warning, not a refusal.
2. Where to? The document controller's file dialog, opening beside the document with
   its name and the export's suffix (``post.md`` → ``post.html``), or under the name
   its title suggests when it was never saved.
3. Then the content is built and written atomically by a worker, with a progress dialog
   the writer can cancel: a slow renderer (8,000 ``[`` once took 9 s in
   Python-Markdown) never freezes the window and never leaves half a file. A failure
   says why; a renderer's bug too, without losing the window.

The content is built from what was taken from the widgets before the worker starts
(the text, the report, the preferences): a worker never touches a widget.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QMessageBox, QStatusBar, QWidget

from editor.document.background_task import CancelledError, run_with_progress
from editor.preview import export
from scorers import Report, extract_metadata, find_placeholders, textfiles

if TYPE_CHECKING:
    from editor.document.controller import DocumentController
    from editor.text.text_editor import MarkdownEditor
    from editor.window.preferences import Preferences


class ExportCommands(QObject):
    """The four exports of the open document (File → Export) and the warning before them.

    Args:
        documents: the open document: its file (``document``), the file dialog
            (``ask_path``), where it opens and the name it suggests, and the error box.
        editor: the text.
        settings: whether Markdown exports keep the front matter (``export/front_matter``).
        prefs: returns the preferences in force (the interface language, the weights).
        fresh_report: scores the text now and returns its report (for the report exports).
        status_bar: where short messages go.
        parent: the window the dialogs belong to.
    """

    def __init__(self, documents: DocumentController, editor: MarkdownEditor,
                 settings: QSettings, prefs: Callable[[], Preferences],
                 fresh_report: Callable[[], Report | None], status_bar: QStatusBar,
                 parent: QWidget) -> None:
        super().__init__(parent)
        self._documents = documents
        self._editor = editor
        self._settings = settings
        self._prefs = prefs
        self._fresh_report = fresh_report
        self._status_bar = status_bar
        self._parent = parent
        self.prompt: QMessageBox | None = None  # the placeholder warning while it asks

    def _export(self, title: str, suffix: str, filter_: str, content) -> str | None:
        """Ask where, then build ``content()`` and write it off the UI thread (``content``
        must not touch widgets: take what it needs from them before)."""
        documents = self._documents
        path = documents.document.path
        base = path.with_suffix(suffix) if path else \
            Path(documents.start_folder()) / (Path(documents.suggested_name()).stem + suffix)
        path = documents.ask_path(title, str(base), filter_, save=True,
                                  suffix=suffix.rsplit(".", 1)[-1])
        if not path:
            return None

        def build_and_write() -> None:
            textfiles.write_atomic(Path(path), content().encode("utf-8"))

        try:
            run_with_progress(self._parent,
                              self.tr("Exporting to “%1”…").replace("%1", Path(path).name),
                              build_and_write)
        except CancelledError:
            self._status_bar.showMessage(self.tr("Export cancelled"), 4000)
            return None
        except textfiles.SaveError as error:
            documents.show_error(self.tr("Could not export “%1”").replace("%1", path),
                                 textfiles.reason(error, self._prefs().ui_lang))
            return None
        except Exception as error:  # a renderer bug must not lose the window
            documents.show_error(self.tr("Could not export “%1”").replace("%1", path),
                                 f"{type(error).__name__}: {error}")
            return None
        self._status_bar.showMessage(self.tr("Exported to %1").replace("%1", path), 4000)
        return path

    def html_text(self) -> str:
        """The standalone HTML page of the current text (what Export HTML writes)."""
        return export.to_html(self._editor.text())

    def export_anyway(self, text: str) -> bool:
        """Warn before an export while the draft still holds placeholders (TODO, TBD, XX%,
        待补 …): they would go out to readers as they are. The writer may export anyway —
        a warning, not a refusal. True to go on."""
        count = len(find_placeholders(text))
        if not count:
            return True
        box = QMessageBox(self._parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Placeholders left"))
        box.setText(self.tr("The draft still has %n placeholder(s) (TODO, TBD, XX%, 待补 …).",
                            "", count))
        box.setInformativeText(self.tr("They will be exported as they are. The panel marks "
                                       "each of them under Structure."))
        export_button = box.addButton(self.tr("Export anyway"),
                                      QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(export_button)
        self.prompt = box  # tests answer it
        box.exec()
        self.prompt = None
        return box.clickedButton() is export_button

    def html(self) -> str | None:
        """File → Export HTML: the page with its JSON-LD; the path written, or None."""
        text = self._editor.text()
        if not self.export_anyway(text):
            return None
        return self._export(self.tr("Export HTML"), ".html", "HTML (*.html *.htm)",
                            lambda: export.to_html(text))

    def markdown(self) -> str | None:
        """File → Export Markdown: the text with its front matter (if the writer keeps it)."""
        front = self._settings.value("export/front_matter", True) in (True, "true")
        text = self._editor.text()
        if not self.export_anyway(text):
            return None
        # In the file's own line breaks, so that its front matter comes out byte for byte.
        newline = self._documents.document.newline
        newline = newline if newline in ("\r\n", "\r") else "\n"
        text = text.replace("\n", newline)
        return self._export(self.tr("Export Markdown"), ".export.md", "Markdown (*.md)",
                            lambda: export.to_markdown(text, front_matter=front))

    def _named_report(self) -> Report | None:
        """The current report, naming the file it is for."""
        report = self._fresh_report()
        if report is None:
            return None
        path = self._documents.document.path
        return dataclasses.replace(report, file=str(path) if path else None)

    def report_json(self) -> str | None:
        """File → Export GEO report (JSON)."""
        report = self._named_report()
        if report is None:
            return None
        ui_lang = self._prefs().ui_lang
        return self._export(self.tr("Export GEO report"), ".geo.json", "JSON (*.json)",
                            lambda: export.report_json(report, ui_lang))

    def report_html(self) -> str | None:
        """File → Export GEO report (HTML), titled with the article's title (its file's
        name when it has none)."""
        report = self._named_report()
        if report is None:
            return None
        title = extract_metadata(self._editor.text()).title \
            or self._documents.document.name or self.tr("Untitled")
        prefs = self._prefs()
        weights = dict(prefs.weights)
        ui_lang = prefs.ui_lang
        return self._export(self.tr("Export GEO report"), ".geo.html", "HTML (*.html)",
                            lambda: export.report_html(report, title, ui_lang, weights))
