"""The main window: editor | preview | GEO panel, menus, toolbar and status bar.

Thin by design: widgets display, controllers work. Scoring lives in
:class:`ScoringController`, rendering in :class:`PreviewController`, files in
:class:`FileActionsMixin`; this class wires them together.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, QEventLoop, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from scorers import DIMENSION_IDS, Report, messages
from scorers.blocks import HEADING

from . import files, i18n
from .answer_controller import AnswerPreviewController
from .file_actions import FileActionsMixin, settings_store
from .find_bar import FindBar
from .highlighter import MarkdownHighlighter
from .highlights import weak_marks
from .idle_gc import collector
from .offsets import OffsetMap
from .outline import OutlineView
from .panel import GeoPanel
from .panes import PanesMixin
from .preferences import Preferences, PreferencesDialog
from .preview import PreviewController, PreviewPane
from .recovery import RecoveryStore
from .safety import SafetyMixin
from .scoring import ScoreResult, ScoringController
from .text_editor import MarkdownEditor
from .theme import apply_theme

_EXTRA_WINDOWS: list[MainWindow] = []  # windows opened for recovered documents


class DroppableEditor(MarkdownEditor):
    """The editor, except that dropped files are opened rather than pasted as paths."""

    fileDropped = Signal(str)

    def canInsertFromMimeData(self, source) -> bool:  # noqa: N802 - Qt override
        return source.hasUrls() or super().canInsertFromMimeData(source)

    def insertFromMimeData(self, source) -> None:  # noqa: N802 - Qt override
        local = [u.toLocalFile() for u in source.urls() if u.isLocalFile()] if source.hasUrls() \
            else []
        if local:
            self.fileDropped.emit(local[0])
            return
        super().insertFromMimeData(source)


class MainWindow(FileActionsMixin, SafetyMixin, PanesMixin, QMainWindow):
    """The GEO Writer window.

    Signals:
        reportShown(revision): the panel and the highlights show the report of ``revision``.
    """

    reportShown = Signal(int)

    def __init__(self, settings=None, prefs: Preferences | None = None,
                 recovery: RecoveryStore | None = None) -> None:
        super().__init__()
        self.settings = settings or settings_store()
        self.prefs = prefs or Preferences.load(self.settings)
        self.document = files.DocumentFile()
        self.report: Report | None = None
        self._report_text = ""
        self.prompt = None
        self.error_box = None
        self.last_error = ""
        self._focus_state: dict[str, bool] | None = None

        self.editor = DroppableEditor()
        self.editor.setObjectName("editor")
        self.highlighter = MarkdownHighlighter(self.editor.document())
        self.find_bar = FindBar(self.editor)
        editor_box = QWidget()
        box_layout = QVBoxLayout(editor_box)
        box_layout.setContentsMargins(0, 0, 0, 0)
        box_layout.setSpacing(0)
        box_layout.addWidget(self.editor)
        box_layout.addWidget(self.find_bar)
        self.preview = PreviewPane()
        self.preview.setObjectName("preview")
        self.panel = GeoPanel()
        self.panel.setObjectName("panel")
        self.panel.ui_lang = self.prefs.ui_lang

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("mainSplitter")
        for widget in (editor_box, self.preview, self.panel):
            self.splitter.addWidget(widget)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 4)
        self.splitter.setStretchFactor(2, 3)
        self.splitter.setChildrenCollapsible(False)
        self.setCentralWidget(self.splitter)

        self.outline = OutlineView()
        self.outline_dock = QDockWidget(self)
        self.outline_dock.setObjectName("outlineDock")
        self.outline_dock.setWidget(self.outline)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.outline_dock)
        self.outline_dock.hide()

        self.scoring = ScoringController(self.editor.text, lambda: self.editor.revision, self)
        self.preview_controller = PreviewController(self.preview, self.editor.text,
                                                    lambda: self.editor.revision, self)
        self.answers = AnswerPreviewController(self)
        self._build_actions()
        self._build_status_bar()
        self._wire()
        self._init_safety(recovery)
        self.apply_preferences(self.prefs, initial=True)
        self.retranslate()
        self._restore_layout()
        self._update_title()

    # Construction -------------------------------------------------------------------
    def _action(self, name: str, slot=None, shortcut=None, checkable: bool = False) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        if slot is not None:
            action.triggered.connect(slot)
        self.actions_by_name[name] = action
        return action

    def _build_actions(self) -> None:
        self.actions_by_name: dict[str, QAction] = {}
        sk = QKeySequence.StandardKey
        a = self._action
        e = self.editor
        self.file_menu = self.menuBar().addMenu("")
        for action in (a("new", self.new_document, sk.New), a("open", self.open_dialog, sk.Open)):
            self.file_menu.addAction(action)
        self.recent_menu = self.file_menu.addMenu("")
        self.file_menu.addSeparator()
        self.file_menu.addAction(a("save", self.save, sk.Save))
        self.file_menu.addAction(a("save_as", self.save_as, sk.SaveAs))
        self.export_menu = self.file_menu.addMenu("")
        for name, slot in (("export_html", self.export_html),
                           ("export_markdown", self.export_markdown),
                           ("export_report_json", self.export_report_json),
                           ("export_report_html", self.export_report_html)):
            self.export_menu.addAction(a(name, slot))
        self.file_menu.addSeparator()
        self.file_menu.addAction(a("preferences", self.edit_preferences, sk.Preferences))
        self.file_menu.addAction(a("quit", self.close, sk.Quit))

        self.edit_menu = self.menuBar().addMenu("")
        for name, slot, key in (("undo", e.undo, sk.Undo), ("redo", e.redo, sk.Redo),
                                (None, None, None),
                                ("cut", e.cut, sk.Cut), ("copy", e.copy, sk.Copy),
                                ("paste", e.paste, sk.Paste), ("select_all", e.selectAll,
                                                                sk.SelectAll),
                                (None, None, None),
                                ("find", lambda: self.find_bar.open(False), sk.Find),
                                ("replace", lambda: self.find_bar.open(True), sk.Replace)):
            if name is None:
                self.edit_menu.addSeparator()
            else:
                self.edit_menu.addAction(a(name, slot, key))
        self.format_menu = self.menuBar().addMenu("")
        self.format_menu.addAction(a("bold", lambda: e.wrap_selection("**", placeholder="bold"),
                                     sk.Bold))
        self.format_menu.addAction(a("italic", lambda: e.wrap_selection("*",
                                                                        placeholder="italic"),
                                     sk.Italic))
        self.format_menu.addAction(a("link", e.insert_link, "Ctrl+K"))
        self.format_menu.addSeparator()
        for level in (1, 2, 3):
            self.format_menu.addAction(a(f"heading{level}",
                                         lambda _c=False, lv=level: e.set_heading_level(lv),
                                         f"Ctrl+{level}"))
        self.format_menu.addAction(a("heading0", lambda: e.set_heading_level(0), "Ctrl+0"))

        self.view_menu = self.menuBar().addMenu("")
        self.view_menu.addAction(a("zoom_in", lambda: e.zoomIn(1), sk.ZoomIn))
        self.view_menu.addAction(a("zoom_out", lambda: e.zoomOut(1), sk.ZoomOut))
        self.view_menu.addAction(a("zoom_reset", e.reset_zoom, "Ctrl+Shift+0"))
        self.view_menu.addSeparator()
        self.view_menu.addAction(a("soft_wrap", self._toggle_wrap, None, checkable=True))
        self.view_menu.addAction(a("show_preview", self._toggle_preview, "Ctrl+Shift+P", True))
        self.view_menu.addAction(a("show_panel", self._toggle_panel, "Ctrl+Shift+G", True))
        self.view_menu.addAction(a("show_outline", self.outline_dock.setVisible, "Ctrl+Shift+O",
                                   True))
        self.view_menu.addAction(a("focus_mode", self.toggle_focus_mode, "F11", True))
        self.view_menu.addSeparator()
        self.view_menu.addAction(a("highlights", self._toggle_highlights, "Ctrl+Shift+H", True))
        self.highlight_menu = self.view_menu.addMenu("")
        for dim_id in DIMENSION_IDS:
            self.highlight_menu.addAction(a(f"highlight_{dim_id}",
                                            lambda _c=False, d=dim_id: self._toggle_dimension(d),
                                            None, True))
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.addAction(a("about", self._about))

        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for name in ("new", "open", "save", None, "bold", "italic", "link", "heading2", None,
                     "show_preview", "show_panel", "highlights", "focus_mode"):
            if name is None:
                self.toolbar.addSeparator()
            else:
                self.toolbar.addAction(self.actions_by_name[name])
        self.addToolBar(self.toolbar)
        self._rebuild_recent_menu()

    def _build_status_bar(self) -> None:
        self.status_words = QLabel()
        self.status_chars = QLabel()
        self.status_time = QLabel()
        self.status_lang = QLabel()
        self.status_saved = QLabel()
        for label in (self.status_words, self.status_chars, self.status_time, self.status_lang,
                      self.status_saved):
            self.statusBar().addPermanentWidget(label)

    def _wire(self) -> None:
        self.editor.revisionChanged.connect(self._on_text_changed)
        self.editor.revisionChanged.connect(collector().edited)
        self.editor.document().modificationChanged.connect(self._update_title)
        self.editor.fileDropped.connect(self.open_path)
        self.scoring.scored.connect(self._on_scored)
        self.scoring.failed.connect(lambda m: self.statusBar().showMessage(m, 8000))
        self.scoring.notice.connect(lambda m: self.statusBar().showMessage(m, 8000))
        self.panel.findingActivated.connect(self.go_to_finding)
        self.outline.headingActivated.connect(self._go_to_offset)
        self.editor.verticalScrollBar().valueChanged.connect(self._sync_preview)
        self.preview_controller.rendered.connect(lambda _r: self._sync_preview())
        self.setAcceptDrops(True)

    # Language ------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        texts = {
            "new": self.tr("&New"),
            "open": self.tr("&Open…"),
            "save": self.tr("&Save"),
            "save_as": self.tr("Save &As…"),
            "export_html": self.tr("Export &HTML…"),
            "export_markdown": self.tr("Export &Markdown…"),
            "export_report_json": self.tr("Export GEO report (&JSON)…"),
            "export_report_html": self.tr("Export GEO report (H&TML)…"),
            "preferences": self.tr("&Preferences…"),
            "quit": self.tr("&Quit"),
            "undo": self.tr("&Undo"),
            "redo": self.tr("&Redo"),
            "cut": self.tr("Cu&t"),
            "copy": self.tr("&Copy"),
            "paste": self.tr("&Paste"),
            "select_all": self.tr("Select &All"),
            "find": self.tr("&Find…"),
            "replace": self.tr("&Replace…"),
            "bold": self.tr("&Bold"),
            "italic": self.tr("&Italic"),
            "link": self.tr("&Link"),
            "heading1": self.tr("Heading &1"),
            "heading2": self.tr("Heading &2"),
            "heading3": self.tr("Heading &3"),
            "heading0": self.tr("&Normal text"),
            "zoom_in": self.tr("Zoom &In"),
            "zoom_out": self.tr("Zoom &Out"),
            "zoom_reset": self.tr("&Reset Zoom"),
            "soft_wrap": self.tr("Soft &Wrap"),
            "show_preview": self.tr("&Preview"),
            "show_panel": self.tr("&GEO Panel"),
            "show_outline": self.tr("&Outline"),
            "focus_mode": self.tr("&Focus Mode"),
            "highlights": self.tr("&Highlights"),
            "about": self.tr("&About GEO Writer"),
        }
        for name, text in texts.items():
            self.actions_by_name[name].setText(text)
        for dim_id in DIMENSION_IDS:
            self.actions_by_name[f"highlight_{dim_id}"].setText(
                messages.dimension_label(dim_id, self.prefs.ui_lang))
        self.file_menu.setTitle(self.tr("&File"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.export_menu.setTitle(self.tr("&Export"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.format_menu.setTitle(self.tr("F&ormat"))
        self.view_menu.setTitle(self.tr("&View"))
        self.highlight_menu.setTitle(self.tr("Highlight &Dimensions"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        self.outline_dock.setWindowTitle(self.tr("Outline"))
        self.editor.setPlaceholderText(self.tr("Start writing your article in Markdown…"))
        self._update_status()
        self._update_title()

    # Preferences ----------------------------------------------------------------------
    def apply_preferences(self, prefs: Preferences, initial: bool = False) -> None:
        language_changed = prefs.ui_lang != self.prefs.ui_lang or initial
        self.prefs = prefs
        app = QApplication.instance()
        effective = apply_theme(app, prefs.theme)
        self.highlighter.set_theme(effective, rehighlight=not initial)
        self.editor.set_editor_font(prefs.font_family, prefs.font_size)
        wrap = self.editor.LineWrapMode.WidgetWidth if prefs.soft_wrap else \
            self.editor.LineWrapMode.NoWrap
        self.editor.setLineWrapMode(wrap)
        self.actions_by_name["soft_wrap"].setChecked(prefs.soft_wrap)
        self.actions_by_name["highlights"].setChecked(prefs.highlights)
        for dim_id in DIMENSION_IDS:
            action = self.actions_by_name[f"highlight_{dim_id}"]
            action.setChecked(dim_id not in prefs.hidden_dimensions)
            action.setEnabled(prefs.highlights)
        self.panel.ui_lang = prefs.ui_lang
        if language_changed:
            i18n.install(app, prefs.ui_lang)
            self.retranslate()
            self.panel.retranslate()
        if self.scoring.follow_document(self.document.path, prefs.scoring_settings()):
            self.scoring.score_now()
        self._show_marks()

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

    def _toggle_dimension(self, dim_id: str) -> None:
        hidden = set(self.prefs.hidden_dimensions) ^ {dim_id}
        self.set_preferences(replace(self.prefs, hidden_dimensions=frozenset(hidden)))

    def _toggle_wrap(self, on: bool) -> None:
        self.set_preferences(replace(self.prefs, soft_wrap=on))

    # Text and reports ---------------------------------------------------------------------
    def _on_text_changed(self, _revision: int) -> None:
        length = self.editor.document().characterCount()
        self.scoring.text_changed(length)
        self.preview_controller.text_changed(length)

    def _document_replaced(self) -> None:
        self.watch_current_file()
        self.preview.base_dir = self.document.path.parent if self.document.path else None
        self.editor.set_marks([])
        self.report = None
        self._update_title()
        self.scoring.follow_document(self.document.path, self.prefs.scoring_settings())
        self.answers.open(self.document.path)
        self.scoring.score_now()
        self.preview_controller.render_now()

    def _on_scored(self, result: ScoreResult, revision: int) -> None:
        self.report = result.report
        self._report_text = result.text
        self.panel.show_report(result.report)
        self._stats = result.stats
        self._show_marks()
        self._update_outline()
        self._update_status()
        self.reportShown.emit(revision)

    def _show_marks(self) -> None:
        if self.report is None:
            return
        shown = {d for d in DIMENSION_IDS if self.prefs.dimension_shown(d)}
        # The report's offsets point into the text it was computed for, which the worker
        # hands back: no second copy of the document is taken on the UI thread.
        marks = weak_marks(self.report, self._report_text, shown, self.prefs.ui_lang) \
            if shown else []
        self.editor.set_marks(marks)

    def _update_outline(self) -> None:
        text = self._report_text
        headings = []
        for block in self.report.blocks:
            if block.kind == HEADING:
                source = text[block.start:block.end]
                title = source.split("\n")[0].strip().lstrip("#").strip() or source.strip()
                level = len(source) - len(source.lstrip("#")) if source.startswith("#") else 1
                headings.append((block.start, max(1, level), title))
        self.outline.set_headings(headings)

    def go_to_finding(self, finding) -> None:
        """Select the finding's span in the editor and scroll to it."""
        self._select_python_span(finding.start, max(finding.end, finding.start))

    def _go_to_offset(self, offset: int) -> None:
        self._select_python_span(offset, offset)

    def select_report_span(self, start: int, end: int) -> None:
        """Select ``start``..``end`` (offsets into the text of the report shown)."""
        self._select_python_span(start, end)

    def _select_python_span(self, start: int, end: int) -> None:
        # Findings and outline entries are offsets into the text of the last report.
        offsets = OffsetMap(self._report_text)
        self.editor.select_span(offsets.to_qt(start), offsets.to_qt(end))

    def wait_for_report(self, timeout_ms: int = 30_000) -> Report | None:
        """Block (running the event loop) until the current text has a report."""
        if not self.scoring.busy and self.report is not None:
            return self.report
        loop = QEventLoop()
        self.reportShown.connect(loop.quit)
        QTimer.singleShot(timeout_ms, loop.quit)
        loop.exec()
        self.reportShown.disconnect(loop.quit)
        return self.report

    # Status and title ------------------------------------------------------------------------
    def _update_status(self) -> None:
        stats = getattr(self, "_stats", None)
        if stats is not None:
            self.status_words.setText(self.tr("%n word(s)", "", stats.words))
            self.status_chars.setText(self.tr("%n character(s)", "", stats.characters))
            self.status_time.setText(self.tr("%n min read", "", max(1, round(
                stats.reading_minutes))))
        if self.report is not None:
            self.status_lang.setText(self.tr("English") if self.report.lang == "en"
                                     else self.tr("Chinese"))
        self.status_saved.setText(self.tr("Unsaved") if self.is_dirty() else self.tr("Saved"))

    def _update_title(self, *_args) -> None:
        name = self.document.name or self.tr("Untitled")
        self.setWindowTitle(f"{name}[*] — GEO Writer")
        self.setWindowModified(self.is_dirty())
        self.status_saved.setText(self.tr("Unsaved") if self.is_dirty() else self.tr("Saved"))

    def _about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        about = self.tr("GEO Writer scores your article on five GEO dimensions as you write.")
        QMessageBox.about(self, self.tr("About GEO Writer"),
                          about + "\n\n" + messages.render("heuristics_note", self.prefs.ui_lang))

    def open_in_new_window(self, doc) -> MainWindow:
        """Another window for a recovered document (it shares settings and recovery folder)."""
        window = MainWindow(self.settings, self.prefs, self.recovery)
        _EXTRA_WINDOWS.append(window)
        window.show()
        window.restore(doc)
        return window

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        if not self.maybe_save():
            event.ignore()
            return
        self._save_layout()
        self.recovery.release(self.doc_id)
        self.scoring.shutdown()
        self.answers.shutdown()
        self.preview_controller.shutdown()
        event.accept()
