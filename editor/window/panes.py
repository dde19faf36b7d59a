"""Pane visibility, focus mode, preview scrolling and the saved window layout."""

from __future__ import annotations

from PySide6.QtCore import QByteArray


class PanesMixin:
    """Mixed into MainWindow; expects ``preview``, ``panel``, ``splitter``, ``settings``."""

    def _toggle_preview(self, on: bool) -> None:
        self.preview.setVisible(on)
        self.preview_controller.visibility_changed(on)

    def _toggle_panel(self, on: bool) -> None:
        self.panel.setVisible(on)

    def _toggle_outline(self, on: bool) -> None:
        self.outline_dock.setVisible(on)
        if on:
            self.outline_dock.raise_()

    def _outline_visibility_changed(self, visible: bool) -> None:
        # The dock's own close button hides it too: keep the menu's check mark true.
        self.actions_by_name["show_outline"].setChecked(not self.outline_dock.isHidden())
        if visible:
            self._update_outline()  # not kept up to date while hidden

    def toggle_focus_mode(self, on: bool) -> None:
        """Distraction-free writing, as in iA Writer: only the text, in a centred column,
        the paragraphs around the caret's dimmed, no marks; no toolbar, status bar or panes."""
        widgets = {"preview": self.preview, "panel": self.panel, "toolbar": self.toolbar,
                   "status": self.statusBar(), "outline": self.outline_dock}
        if on and self._focus_state is None:
            self._focus_state = {k: w.isVisible() for k, w in widgets.items()}
            for widget in widgets.values():
                widget.hide()
        elif not on and self._focus_state is not None:
            for key, widget in widgets.items():
                widget.setVisible(self._focus_state[key])
            self._focus_state = None
        self.editor.set_focus_mode(on)
        self.actions_by_name["focus_mode"].setChecked(on)

    def _sync_preview(self, *_args) -> None:
        if not self.preview.isVisible():
            return
        line = self.editor.firstVisibleBlock().blockNumber() + 1
        self.preview.scroll_to_line(line)

    def _preview_rendered(self, _revision: int) -> None:
        """After an edit: keep the preview where the editor is, and the caret's line in
        view, so text typed at the end of a long article is seen (as in ghostwriter)."""
        self._sync_preview()
        editor = self.editor
        if not self.preview.isVisible() or \
                not editor.cursorRect().intersects(editor.viewport().rect()):
            return
        self.preview.ensure_line_visible(editor.textCursor().blockNumber() + 1)

    def _restore_layout(self) -> None:
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        else:
            self.resize(1400, 860)
        state = self.settings.value("window/splitter")
        if isinstance(state, QByteArray):
            self.splitter.restoreState(state)
        else:
            self.splitter.setSizes([560, 460, 380])
        visible = {"show_preview": self.preview, "show_panel": self.panel}
        for name, widget in visible.items():
            shown = self.settings.value(f"window/{name}", True) in (True, "true")
            widget.setVisible(shown)
            self.actions_by_name[name].setChecked(shown)

    def _save_layout(self) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/splitter", self.splitter.saveState())
        self.settings.setValue("window/show_preview", self.preview.isVisible()
                               or bool(self._focus_state and self._focus_state["preview"]))
        self.settings.setValue("window/show_panel", self.panel.isVisible()
                               or bool(self._focus_state and self._focus_state["panel"]))
        self.settings.sync()

