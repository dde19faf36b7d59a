"""The main window: editor | preview | GEO panel, menus, toolbar and status bar.

Thin by design: widgets display, controllers work. Scoring lives in
:class:`ScoringController`, the report on screen in :class:`ReportView`, rendering in
:class:`PreviewController`, the document and its file in :class:`DocumentController`,
autosave, recovery and the disk watch in :class:`SafetyController`, the panes in
:class:`PanesController`. This class builds them, hands each what it needs, connects
the actions to them, and applies the preferences.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, QSettings
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QMainWindow

from editor.document.controller import DocumentController, settings_store
from editor.document.disk_dialogs import DiskQuestions
from editor.document.recovery import RecoveredDocument, RecoveryStore
from editor.document.safety import SafetyController
from editor.panel.answer_controller import AnswerPreviewController
from editor.preview.pane import PreviewController
from editor.scoring.controller import ScoringController
from editor.scoring.idle_gc import collector
from editor.text.highlighter import MarkdownHighlighter
from editor.text.text_editor import DroppableEditor
from editor.window import i18n
from editor.window.about_scores import AboutScoresDialog, show_about
from editor.window.actions import WindowActions
from editor.window.find_bar import FindBar
from editor.window.panes import PanesController, build_panes
from editor.window.preferences import Preferences, PreferencesDialog
from editor.window.report_view import ReportView
from editor.window.status import DocumentStatus
from editor.window.theme import apply_theme, colours
from scorers import DIMENSION_IDS

_EXTRA_WINDOWS: list[MainWindow] = []  # windows opened for recovered documents


class MainWindow(QMainWindow):
    """The GEO Writer window."""

    def __init__(self, settings: QSettings | None = None, prefs: Preferences | None = None,
                 recovery: RecoveryStore | None = None) -> None:
        super().__init__()
        self.settings = settings or settings_store()
        self.prefs = prefs or Preferences.load(self.settings)
        self.theme_name = "light"
        self.about_scores_dialog: AboutScoresDialog | None = None

        self.editor = DroppableEditor()
        self.editor.setObjectName("editor")
        self.highlighter = MarkdownHighlighter(self.editor.document())
        self.find_bar = FindBar(self.editor)
        self.status = DocumentStatus(self.statusBar())
        self.disk_questions = DiskQuestions(self)
        self.documents = DocumentController(self.editor, self.settings, lambda: self.prefs,
                                            self.disk_questions,
                                            lambda: self.report_view.fresh(),
                                            self.statusBar(), self)
        panes = build_panes(self, (self.documents.encoding_ui.bar, self.editor, self.find_bar))
        self.preview, self.panel, self.splitter = panes.preview, panes.panel, panes.splitter
        self.outline, self.outline_dock = panes.outline, panes.outline_dock
        self.panel.ui_lang = self.prefs.ui_lang
        self.scoring = ScoringController(self.editor.text, lambda: self.editor.revision, self)
        self.report_view = ReportView(self.scoring, self.editor, self.panel, self.outline,
                                      self.outline_dock, self.status, lambda: self.prefs,
                                      lambda: self.theme_name, self)
        self.preview_controller = PreviewController(self.preview, self.editor.text,
                                                    lambda: self.editor.revision, self)
        self.menus = WindowActions(self)
        self.actions_by_name = self.menus.by_name
        self.toolbar = self.menus.toolbar
        self.file_menu = self.menus.file_menu
        self.recent_menu = self.menus.recent_menu
        self.menus.add_after_recent(self.documents.encoding_ui.menu)
        self.safety = SafetyController(self.editor, self.documents, self.disk_questions,
                                       recovery, lambda: self.prefs, self.open_in_new_window,
                                       self.statusBar(), self)
        self.panes = PanesController(
            self, splitter=self.splitter, editor=self.editor, preview=self.preview,
            preview_controller=self.preview_controller, panel=self.panel,
            outline_dock=self.outline_dock, toolbar=self.toolbar, status_bar=self.statusBar(),
            actions=self.actions_by_name, settings=self.settings)
        self.answers = AnswerPreviewController(self.panel.answer_preview, self.settings,
                                               self.scoring, self.documents.start_folder,
                                               self.report_view.select_span, self)
        self._connect_actions()
        self._wire()
        self.apply_preferences(self.prefs, initial=True)
        self.retranslate()
        self.panes.restore_layout()
        self._update_title()

    # Construction -------------------------------------------------------------------
    def _connect_actions(self) -> None:
        self.menus.wire_editor(self.editor, self.find_bar)
        self.menus.wire_documents(self.documents)
        self.menus.wire_panes(self.panes)
        slots = {"preferences": self.edit_preferences, "quit": self.quit_app,
                 "about_scores": self.show_about_scores,
                 "about": lambda: show_about(self.prefs.ui_lang, self)}
        toggles = {"soft_wrap": self._toggle_wrap, "highlights": self._toggle_highlights}
        for dim_id in DIMENSION_IDS:
            toggles[f"highlight_{dim_id}"] = lambda on, d=dim_id: self._show_dimension(d, on)
        self.menus.wire(slots, toggles)

    def _wire(self) -> None:
        self.editor.revisionChanged.connect(self._on_text_changed)
        self.editor.document().modificationChanged.connect(self._update_title)
        self.editor.fileDropped.connect(self.documents.open_path)
        self.documents.replaced.connect(self.document_replaced)
        self.documents.written.connect(self._document_written)
        self.documents.recent.changed.connect(self._rebuild_recent_menu)
        self.safety.autosaveFailingChanged.connect(self._update_title)
        self.report_view.shown.connect(self._update_saved)
        self.scoring.failed.connect(lambda m: self.statusBar().showMessage(m, 8000))
        self.scoring.notice.connect(lambda m: self.statusBar().showMessage(m, 8000))
        self.panel.openSampleRequested.connect(self.documents.open_sample)
        self.panes.outlineShown.connect(self.report_view.update_outline)
        self.setAcceptDrops(True)

    def _rebuild_recent_menu(self) -> None:
        docs = self.documents
        self.menus.rebuild_recent(docs.recent.files(), docs.open_path, docs.recent.clear)

    # Language ------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The texts in the interface language (after a change of language)."""
        self.menus.retranslate(self.prefs.ui_lang)
        self._rebuild_recent_menu()
        self.outline_dock.setWindowTitle(self.tr("Outline"))
        self.editor.setPlaceholderText(self.tr("Start writing your article in Markdown…"))
        self.documents.encoding_ui.retranslate()
        self.report_view.show_counts()
        self._update_title()

    # Preferences ----------------------------------------------------------------------
    def apply_preferences(self, prefs: Preferences, initial: bool = False) -> None:
        """Show ``prefs`` everywhere (``initial``: as the window is built)."""
        language_changed = prefs.ui_lang != self.prefs.ui_lang or initial
        self.prefs = prefs
        app = QApplication.instance()
        effective = apply_theme(app, prefs.theme)
        theme_changed = effective != self.theme_name or initial
        self.theme_name = effective
        if theme_changed:
            self.highlighter.set_theme(effective, rehighlight=not initial)
            self.panel.set_theme(colours(effective))
            self.preview.set_theme(effective)
        self.editor.set_editor_font(prefs.font_family, prefs.font_size)
        self.preview.set_text_size(self.editor.font().pointSizeF())
        self.editor.set_column_width(prefs.column_width)
        wrap = self.editor.LineWrapMode.WidgetWidth if prefs.soft_wrap else \
            self.editor.LineWrapMode.NoWrap
        self.editor.setLineWrapMode(wrap)
        self.menus.check_view_options(prefs.soft_wrap, prefs.highlights, prefs.hidden_dimensions)
        self.panel.ui_lang = prefs.ui_lang
        if language_changed:
            i18n.install(app, prefs.ui_lang)
            self.retranslate()
            self.panel.retranslate()
        if self.scoring.follow_document(self.documents.document.path, prefs.scoring_settings()):
            self.scoring.score_now()
        self.report_view.show_marks()

    def set_preferences(self, prefs: Preferences) -> None:
        """Apply and persist new preferences."""
        self.apply_preferences(prefs)
        prefs.save(self.settings)

    def edit_preferences(self) -> None:
        dialog = PreferencesDialog(self.prefs, self)
        if dialog.exec():
            self.set_preferences(dialog.value())

    def _toggle_highlights(self, on: bool) -> None:
        self.set_preferences(replace(self.prefs, highlights=on))

    def _show_dimension(self, dim_id: str, on: bool) -> None:
        hidden = set(self.prefs.hidden_dimensions) - {dim_id} if on else \
            set(self.prefs.hidden_dimensions) | {dim_id}
        self.set_preferences(replace(self.prefs, hidden_dimensions=frozenset(hidden)))

    def _toggle_wrap(self, on: bool) -> None:
        self.set_preferences(replace(self.prefs, soft_wrap=on))

    # Text and reports ---------------------------------------------------------------------
    def _on_text_changed(self, _revision: int) -> None:
        # One slot for all that follows an edit: each slot is a call into Python per key.
        length = self.editor.document().characterCount()
        self.scoring.text_changed(length)
        self.preview_controller.text_changed(length)
        self.safety.edited()
        collector().edited()

    def document_replaced(self) -> None:
        """Show the document the controller now holds: its title, questions, scores, preview."""
        path = self.documents.document.path
        self.preview.base_dir = path.parent if path else None
        self.report_view.clear()
        self._update_title()
        self.scoring.follow_document(path, self.prefs.scoring_settings())
        self.answers.open(path)
        self.scoring.score_now()
        self.scoring.document_opened()
        self.preview_controller.render_now()

    def _document_written(self, moved: bool) -> None:
        self.scoring.document_written()
        if moved:  # saved under another name: its settings and questions follow it
            path = self.documents.document.path
            if self.scoring.follow_document(path, self.prefs.scoring_settings()):
                self.scoring.score_now()
            self.answers.saved_as(path)
        self._update_title()

    # Status and title ------------------------------------------------------------------------
    def _update_saved(self, *_args) -> None:
        self.status.show_saved(self.documents.is_dirty(), self.documents.document.path is not None,
                               self.editor.document().characterCount() > 1)

    def _update_title(self, *_args) -> None:
        name = self.documents.document.name or self.tr("Untitled")
        self.setWindowTitle(f"{name}[*]{self.safety.title_note()} — GEO Writer")
        self.setWindowModified(self.documents.is_dirty())
        self._update_saved()

    def show_about_scores(self) -> None:
        """Help → About the scores: every check, its target and evidence (a window that
        can stay open while writing)."""
        if self.about_scores_dialog is not None:
            self.about_scores_dialog.close()
        self.about_scores_dialog = AboutScoresDialog(self.prefs.ui_lang, self.theme_name, self)
        self.about_scores_dialog.show()

    # Windows -------------------------------------------------------------------------------
    def quit_app(self) -> None:
        """File → Quit: close every window, this one first, each asking about its unsaved
        changes; the writer's Cancel stops there and leaves the rest open."""
        others = [w for w in QApplication.topLevelWidgets()
                  if isinstance(w, MainWindow) and w is not self and w.isVisible()]
        for window in (self, *others):
            if not window.close():
                return

    def open_in_new_window(self, doc: RecoveredDocument) -> MainWindow:
        """Another window for a recovered document (it shares settings and recovery folder)."""
        window = MainWindow(self.settings, self.prefs, self.safety.recovery)
        _EXTRA_WINDOWS.append(window)
        window.show()
        window.safety.restore(doc)
        return window

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        if not self.documents.maybe_save():
            event.ignore()
            return
        self.panes.save_layout()
        self.safety.release()
        self.stop_workers()
        event.accept()

    def stop_workers(self) -> None:
        """Stop watching the file and the autosave, scoring, answer and preview threads (at
        close, or on SIGTERM)."""
        self.safety.stop()
        self.scoring.shutdown()
        self.answers.shutdown()
        self.preview_controller.shutdown()
