"""The window's panes: how they are laid out, which show, focus mode, preview scrolling
and the saved window layout."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QObject, QSettings, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QSplitter,
    QStatusBar,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from editor.panel.panel import GeoPanel
from editor.preview.pane import PreviewController, PreviewPane
from editor.text.text_editor import MarkdownEditor
from editor.window.outline import OutlineView


@dataclass(frozen=True, slots=True)
class Panes:
    """The panes :func:`build_panes` made."""

    preview: PreviewPane
    panel: GeoPanel
    splitter: QSplitter
    outline: OutlineView
    outline_dock: QDockWidget


def build_panes(window: QMainWindow, editor_column: Sequence[QWidget]) -> Panes:
    """Lay out ``window``: the ``editor_column`` widgets stacked | the preview | the GEO
    panel, and the outline in a dock at the left, hidden."""
    editor_box = QWidget()
    box_layout = QVBoxLayout(editor_box)
    box_layout.setContentsMargins(0, 0, 0, 0)
    box_layout.setSpacing(0)
    for widget in editor_column:
        box_layout.addWidget(widget)
    preview = PreviewPane()
    preview.setObjectName("preview")
    panel = GeoPanel()
    panel.setObjectName("panel")
    splitter = QSplitter(Qt.Orientation.Horizontal)
    splitter.setObjectName("mainSplitter")
    for widget in (editor_box, preview, panel):
        splitter.addWidget(widget)
    splitter.setStretchFactor(0, 5)
    splitter.setStretchFactor(1, 4)
    splitter.setStretchFactor(2, 3)
    splitter.setChildrenCollapsible(False)
    window.setCentralWidget(splitter)
    outline = OutlineView()
    outline_dock = QDockWidget(window)
    outline_dock.setObjectName("outlineDock")
    outline_dock.setWidget(outline)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, outline_dock)
    outline_dock.hide()
    return Panes(preview, panel, splitter, outline, outline_dock)


class PanesController(QObject):
    """Owns which panes show: the preview, the GEO panel, the outline, focus mode (and
    what it hid, to show it again); keeps the preview beside the editor's text; saves
    and restores the window's size and layout in ``settings``.

    ``actions`` are the window's actions by name; the View menu's check marks
    (``show_preview``, ``show_panel``, ``show_outline``, ``focus_mode``) are kept true.

    Signals:
        outlineShown(): the outline became visible; it is not kept up to date while hidden.
    """

    outlineShown = Signal()

    def __init__(self, window: QMainWindow, *, splitter: QSplitter, editor: MarkdownEditor,
                 preview: PreviewPane, preview_controller: PreviewController, panel: GeoPanel,
                 outline_dock: QDockWidget, toolbar: QToolBar, status_bar: QStatusBar,
                 actions: dict[str, QAction], settings: QSettings) -> None:
        super().__init__(window)
        self._window = window
        self._splitter = splitter
        self._editor = editor
        self._preview = preview
        self._preview_controller = preview_controller
        self._panel = panel
        self._outline_dock = outline_dock
        self._toolbar = toolbar
        self._status_bar = status_bar
        self._actions = actions
        self._settings = settings
        self._focus_state: dict[str, bool] | None = None  # what focus mode hid
        outline_dock.visibilityChanged.connect(self._outline_visibility_changed)
        editor.verticalScrollBar().valueChanged.connect(self._sync_preview)
        preview_controller.rendered.connect(self._preview_rendered)

    def toggle_preview(self, on: bool) -> None:
        self._preview.setVisible(on)
        self._preview_controller.visibility_changed(on)

    def toggle_panel(self, on: bool) -> None:
        self._panel.setVisible(on)

    def toggle_outline(self, on: bool) -> None:
        self._outline_dock.setVisible(on)
        if on:
            self._outline_dock.raise_()

    def show_answer_preview(self) -> None:
        """View → Answer Preview: the panel (out of focus mode, if need be) with its Answer
        preview in front and the caret in the field that adds a question."""
        if self._focus_state is not None:
            self.toggle_focus_mode(False)
        self._panel.show()
        self._actions["show_panel"].setChecked(True)
        self._panel.show_answer_preview()
        self._panel.answer_preview.add.setFocus()

    def _outline_visibility_changed(self, visible: bool) -> None:
        # The dock's own close button hides it too: keep the menu's check mark true.
        self._actions["show_outline"].setChecked(not self._outline_dock.isHidden())
        if visible:
            self.outlineShown.emit()

    def toggle_focus_mode(self, on: bool) -> None:
        """Distraction-free writing, as in iA Writer: only the text, in a centred column,
        the paragraphs around the caret's dimmed, no marks; no toolbar, status bar or panes."""
        widgets = {"preview": self._preview, "panel": self._panel, "toolbar": self._toolbar,
                   "status": self._status_bar, "outline": self._outline_dock}
        if on and self._focus_state is None:
            self._focus_state = {k: w.isVisible() for k, w in widgets.items()}
            for widget in widgets.values():
                widget.hide()
        elif not on and self._focus_state is not None:
            for key, widget in widgets.items():
                widget.setVisible(self._focus_state[key])
            self._focus_state = None
        self._editor.set_focus_mode(on)
        self._actions["focus_mode"].setChecked(on)

    def _sync_preview(self, *_args) -> None:
        if not self._preview.isVisible():
            return
        line = self._editor.firstVisibleBlock().blockNumber() + 1
        self._preview.scroll_to_line(line)

    def _preview_rendered(self, _revision: int) -> None:
        """After an edit: keep the preview where the editor is, and the caret's line in
        view, so text typed at the end of a long article is seen (as in ghostwriter)."""
        self._sync_preview()
        editor = self._editor
        if not self._preview.isVisible() or \
                not editor.cursorRect().intersects(editor.viewport().rect()):
            return
        self._preview.ensure_line_visible(editor.textCursor().blockNumber() + 1)

    def restore_layout(self) -> None:
        """The window's size, the splitter and the panes as they were last closed."""
        geometry = self._settings.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self._window.restoreGeometry(geometry)
        else:
            self._window.resize(1400, 860)
        state = self._settings.value("window/splitter")
        if isinstance(state, QByteArray):
            self._splitter.restoreState(state)
        else:
            self._splitter.setSizes([560, 460, 380])
        self._restore_panel()
        visible = {"show_preview": self._preview, "show_panel": self._panel}
        for name, widget in visible.items():
            shown = self._settings.value(f"window/{name}", True) in (True, "true")
            widget.setVisible(shown)
            self._actions[name].setChecked(shown)

    def _restore_panel(self) -> None:
        """The panel's tab and the divider between its dimensions and findings."""
        panel = self._panel
        state = self._settings.value("panel/splitter")
        if isinstance(state, QByteArray):
            panel.splitter.restoreState(state)
        tab = self._settings.value("panel/tab", 0)
        with contextlib.suppress(TypeError, ValueError):  # hand-edited: the first tab
            panel.tabs.setCurrentIndex(min(max(0, int(tab)), panel.tabs.count() - 1))

    def save_layout(self) -> None:
        focus = self._focus_state
        self._settings.setValue("window/geometry", self._window.saveGeometry())
        self._settings.setValue("window/splitter", self._splitter.saveState())
        self._settings.setValue("panel/splitter", self._panel.splitter.saveState())
        self._settings.setValue("panel/tab", self._panel.tabs.currentIndex())
        self._settings.setValue("window/show_preview", self._preview.isVisible()
                                or bool(focus and focus["preview"]))
        self._settings.setValue("window/show_panel", self._panel.isVisible()
                                or bool(focus and focus["panel"]))
        self._settings.sync()
