"""Every action of every menu and of the toolbar, triggered on an open document the way
a writer triggers it — in the English and the Chinese interface, in the light and the
dark theme — does what it promises.

pytest-qt fails a test on any exception raised inside a Qt slot (so the Outline's old
``TypeError`` would fail here), and on any Qt warning. Dialogs are answered by the test.
A new action without an entry in ``EXPECTATIONS`` fails the test too.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QGuiApplication, QTextCursor
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMenu, QMessageBox

from editor.window.preferences import PreferencesDialog
from scorers.report.about import describe

pytestmark = pytest.mark.gui

ARTICLE = (
    "# Solar panels last 25 years\n\n"
    "> **Short answer:** Most panels last 25 to 30 years and lose about 0.5% a year.\n\n"
    "## How fast do panels lose power?\n\n"
    "A 2012 review by NREL of 2,000 measurements found a median loss of 0.5% per year. "
    "This is really very important and basically quite reassuring for owners.\n\n"
    "## Should I replace my inverter?\n\n"
    "The inverter usually fails first, after about 12 years.\n"
)


class Answerer:
    """Answers the modal dialog the next action opens, then stops."""

    def __init__(self) -> None:
        self.handler: Callable | None = None
        self.answered: list[str] = []
        self._timer = QTimer()
        self._timer.setInterval(15)
        self._timer.timeout.connect(self._poll)
        self._timer.start()

    def expect(self, handler: Callable) -> None:
        self.handler = handler

    def _poll(self) -> None:
        widget = QApplication.activeModalWidget()
        if widget is None or self.handler is None or not widget.isVisible():
            return
        handler, self.handler = self.handler, None
        self.answered.append(type(widget).__name__)
        handler(widget)

    def stop(self) -> None:
        self._timer.stop()


def type_path(path: Path) -> Callable:
    def answer(dialog) -> None:
        assert isinstance(dialog, QFileDialog)
        dialog.findChild(QLineEdit, "fileNameEdit").setText(str(path))
        dialog.accept()
    return answer


def click(button: QMessageBox.StandardButton) -> Callable:
    def answer(box) -> None:
        assert isinstance(box, QMessageBox)
        box.button(button).click()
    return answer


def select(window, start: int, end: int) -> None:
    cursor = window.editor.textCursor()
    cursor.setPosition(start)
    cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
    window.editor.setTextCursor(cursor)


def caret_at_end(window) -> None:
    window.editor.moveCursor(QTextCursor.MoveOperation.End)


# One check per action: it sets up what the action needs, triggers it, and checks
# what the writer would see. ``ctx`` holds the window, the answerer and a folder.
def _new(ctx) -> None:
    w = ctx["window"]
    caret_at_end(w)
    w.editor.insertPlainText("unsaved")
    ctx["answer"].expect(click(QMessageBox.StandardButton.Discard))
    ctx["trigger"]()
    assert w.editor.toPlainText() == "" and not w.documents.is_dirty()
    assert w.documents.document.path is None


def _open(ctx) -> None:
    w = ctx["window"]
    ctx["answer"].expect(type_path(ctx["other"]))
    ctx["trigger"]()
    assert w.documents.document.path == ctx["other"].resolve()
    assert w.editor.toPlainText() == ctx["other"].read_text(encoding="utf-8")


def _save(ctx) -> None:
    w = ctx["window"]
    caret_at_end(w)
    w.editor.insertPlainText("Saved line.\n")
    ctx["trigger"]()
    assert not w.documents.is_dirty()
    assert ctx["article"].read_text(encoding="utf-8").endswith("Saved line.\n")


def _save_as(ctx) -> None:
    target = ctx["folder"] / "copy.md"
    ctx["answer"].expect(type_path(target))
    ctx["trigger"]()
    assert target.read_text(encoding="utf-8") == ctx["window"].editor.toPlainText()
    assert ctx["window"].documents.document.path == target.resolve()


def _export(name: str, check: Callable[[str], bool]) -> Callable:
    def run(ctx) -> None:
        target = ctx["folder"] / name
        ctx["answer"].expect(type_path(target))
        ctx["trigger"]()
        assert check(target.read_text(encoding="utf-8")), name
    return run


def _report_json(text: str) -> bool:
    data = json.loads(text)
    return data["overall"] is not None and data["file"].endswith(".md")


def _preferences(ctx) -> None:
    w = ctx["window"]
    before = w.prefs.font_size

    def answer(dialog) -> None:
        assert isinstance(dialog, PreferencesDialog)
        dialog.font_size.setValue(before + 1)
        dialog.accept()

    ctx["answer"].expect(answer)
    ctx["trigger"]()
    assert w.prefs.font_size == before + 1
    assert w.editor.font().pointSizeF() == before + 1


def _quit(ctx) -> None:
    w = ctx["window"]
    caret_at_end(w)
    w.editor.insertPlainText("x")
    ctx["answer"].expect(click(QMessageBox.StandardButton.Cancel))
    ctx["trigger"]()
    assert w.isVisible()  # the writer cancelled: nothing closed, nothing lost
    assert w.editor.toPlainText().endswith("x")


def _undo(ctx) -> None:
    w = ctx["window"]
    before = w.editor.toPlainText()
    caret_at_end(w)
    w.editor.textCursor().insertText("typo")
    ctx["trigger"]()
    assert w.editor.toPlainText() == before


def _redo(ctx) -> None:
    w = ctx["window"]
    before = w.editor.toPlainText()
    caret_at_end(w)
    w.editor.textCursor().insertText("again")
    w.editor.undo()
    ctx["trigger"]()
    assert w.editor.toPlainText() == before + "again"


def _clipboard(action: str) -> Callable:
    def run(ctx) -> None:
        w = ctx["window"]
        text = w.editor.toPlainText()
        word = "inverter"
        start = text.index(word)
        select(w, start, start + len(word))
        clipboard = QGuiApplication.clipboard()
        clipboard.setText("pasted")
        ctx["trigger"]()
        after = w.editor.toPlainText()
        if action == "cut":
            assert clipboard.text() == word and after == text[:start] + text[start + len(word):]
        elif action == "copy":
            assert clipboard.text() == word and after == text
        else:
            assert after == text[:start] + "pasted" + text[start + len(word):]
    return run


def _select_all(ctx) -> None:
    w = ctx["window"]
    ctx["trigger"]()
    assert w.editor.textCursor().selectedText().replace("\u2029", "\n") == \
        w.editor.toPlainText()


def _find(replace_too: bool) -> Callable:
    def run(ctx) -> None:
        w = ctx["window"]
        ctx["trigger"]()
        assert w.find_bar.isVisible()
        assert w.find_bar.replace_field.isVisible() == replace_too
        w.find_bar.hide()
    return run


def _wrap(marker: str) -> Callable:
    def run(ctx) -> None:
        w = ctx["window"]
        text = w.editor.toPlainText()
        start = text.index("inverter")
        select(w, start, start + 8)
        ctx["trigger"]()
        assert w.editor.toPlainText()[start:start + 8 + 2 * len(marker)] == \
            f"{marker}inverter{marker}"
    return run


def _link(ctx) -> None:
    w = ctx["window"]
    QGuiApplication.clipboard().setText("not a url")
    text = w.editor.toPlainText()
    start = text.index("NREL")
    select(w, start, start + 4)
    ctx["trigger"]()
    assert w.editor.toPlainText()[start:start + 8] == "[NREL]()"
    assert w.editor.textCursor().position() == start + 7  # inside the parentheses
    assert "False" not in w.editor.toPlainText()


def _heading(level: int) -> Callable:
    def run(ctx) -> None:
        w = ctx["window"]
        text = w.editor.toPlainText()
        start = text.index("The inverter")
        select(w, start, start)
        ctx["trigger"]()
        line = w.editor.textCursor().block().text()
        assert line == ("#" * level + " " if level else "") + "The inverter usually fails " \
            "first, after about 12 years."
    return run


def _zoom(direction: int) -> Callable:
    def run(ctx) -> None:
        w = ctx["window"]
        w.editor.reset_zoom()
        before = w.editor.font().pointSizeF()
        if direction == 0:
            w.editor.zoomIn(2)
        ctx["trigger"]()
        after = w.editor.font().pointSizeF()
        assert (after > before) if direction > 0 else (after < before) if direction < 0 \
            else after == before
    return run


def _toggle(check: Callable) -> Callable:
    """Trigger twice: the first trigger changes what ``check`` sees, the second undoes it."""
    def run(ctx) -> None:
        before = check(ctx["window"])
        ctx["trigger"]()
        assert check(ctx["window"]) != before
        ctx["trigger"]()
        assert check(ctx["window"]) == before
    return run


def _outline(ctx) -> None:
    w = ctx["window"]
    ctx["trigger"]()
    assert w.outline_dock.isVisible() and w.actions_by_name["show_outline"].isChecked()
    titles = [w.outline.topLevelItem(i).text(0).strip()
              for i in range(w.outline.topLevelItemCount())]
    assert "How fast do panels lose power?" in titles
    ctx["trigger"]()
    assert not w.outline_dock.isVisible()


def _answer_preview(ctx) -> None:
    w = ctx["window"]
    w.actions_by_name["show_panel"].trigger()  # hidden: the action brings it back
    assert not w.panel.isVisible()
    ctx["trigger"]()
    assert w.panel.isVisible() and w.actions_by_name["show_panel"].isChecked()
    assert w.panel.tabs.currentWidget() is w.panel.answer_scroll
    assert w.focusWidget() is w.panel.answer_preview.add  # the caret is in it
    assert w.panel.answer_preview.cards  # the mined questions, shown


def _focus_mode(ctx) -> None:
    w = ctx["window"]
    assert w.editor.marks()
    ctx["trigger"]()
    assert not w.panel.isVisible() and not w.preview.isVisible()
    assert w.editor.focus_mode and w.editor.dimmed_ranges()
    assert w.editor.mark_layer.selections() == []  # no tints while focusing
    ctx["trigger"]()
    assert w.panel.isVisible() and w.preview.isVisible() and not w.editor.dimmed_ranges()


def _highlight_dimension(dim_id: str) -> Callable:
    def run(ctx) -> None:
        w = ctx["window"]
        ctx["trigger"]()
        assert dim_id in w.prefs.hidden_dimensions
        colour = w.panel.theme.dimensions[dim_id]
        assert not any(m.colour == colour for _s, _e, m in w.editor.marks())
        ctx["trigger"]()
        assert dim_id not in w.prefs.hidden_dimensions
    return run


def _about_scores(ctx) -> None:
    w = ctx["window"]
    ctx["trigger"]()
    dialog = w.about_scores_dialog
    assert dialog.isVisible()
    shown = dialog.browser.toPlainText()
    for dim in describe(w.prefs.ui_lang):
        assert dim.label in shown
        for check in dim.checks:
            assert check.title in shown and check.target in shown
    dialog.close()


def _open_sample(ctx) -> None:
    from editor.app import sample_article

    w = ctx["window"]
    caret_at_end(w)
    w.editor.insertPlainText("x")
    ctx["answer"].expect(click(QMessageBox.StandardButton.Discard))
    ctx["trigger"]()
    assert w.editor.toPlainText() == sample_article(w.prefs.ui_lang).read_text("utf-8")
    assert w.documents.document.path is None  # the bundled file itself is never overwritten


def _about(ctx) -> None:
    seen = []

    def answer(box) -> None:
        seen.append(box.text())
        box.accept()

    ctx["answer"].expect(answer)
    ctx["trigger"]()
    assert seen and "GEO Writer" in seen[0]


def _recent(ctx) -> None:
    w = ctx["window"]
    ctx["trigger"]()
    assert w.documents.document.path == ctx["other"].resolve()
    assert w.editor.toPlainText() == ctx["other"].read_text(encoding="utf-8")


def _clear_recent(ctx) -> None:
    w = ctx["window"]
    ctx["trigger"]()
    assert w.documents.recent.files() == [] and not w.recent_menu.isEnabled()


EXPECTATIONS: dict[str, Callable] = {
    "new": _new, "open": _open, "save": _save, "save_as": _save_as,
    "export_html": _export("a.html", lambda t: t.startswith("<!DOCTYPE html>")
                           and "<h1" in t and "application/ld+json" in t),
    "export_markdown": _export("a.export.md", lambda t: t.startswith("---\ntitle:")),
    "export_report_json": _export("r.geo.json", _report_json),
    "export_report_html": _export("r.geo.html", lambda t: "GEO" in t and "<table" in t),
    "preferences": _preferences, "quit": _quit, "undo": _undo, "redo": _redo,
    "cut": _clipboard("cut"), "copy": _clipboard("copy"), "paste": _clipboard("paste"),
    "select_all": _select_all, "find": _find(False), "replace": _find(True),
    "bold": _wrap("**"), "italic": _wrap("*"), "link": _link,
    "heading1": _heading(1), "heading2": _heading(2), "heading3": _heading(3),
    "heading0": _heading(0),
    "zoom_in": _zoom(+1), "zoom_out": _zoom(-1), "zoom_reset": _zoom(0),
    "soft_wrap": _toggle(lambda w: w.editor.lineWrapMode()),
    "show_preview": _toggle(lambda w: w.preview.isVisible()),
    "show_panel": _toggle(lambda w: w.panel.isVisible()),
    "show_outline": _outline, "focus_mode": _focus_mode, "show_answers": _answer_preview,
    "highlights": _toggle(lambda w: bool(w.editor.marks())),
    **{f"highlight_{d}": _highlight_dimension(d)
       for d in ("facts", "structure", "sources", "clarity", "extractability")},
    "about_scores": _about_scores, "open_sample": _open_sample, "about": _about,
    "recent": _recent, "clear_recent": _clear_recent,
}


def every_action(window) -> list[tuple[str, Callable[[], QAction]]]:
    """Every action of every menu (and submenu) of the menu bar and of the toolbar, as
    ``(name, getter)``; the entries of Open Recent are fetched when they are used, as
    that menu is rebuilt whenever a file is opened."""
    found: dict[str, Callable[[], QAction]] = {}

    def walk(actions) -> None:
        for action in actions:
            if action.isSeparator():
                continue
            menu = action.menu()
            if isinstance(menu, QMenu):
                if menu is window.recent_menu:
                    found["recent"] = lambda: _recent_entry(window)
                    found["clear_recent"] = lambda: _recent_entry(window, "clear_recent")
                    continue
                walk(menu.actions())
            elif action.objectName() not in found:
                found[action.objectName() or action.text()] = lambda a=action: a

    walk(window.menuBar().actions())
    walk(window.toolbar.actions())
    return list(found.items())


def _recent_entry(window, name: str = "") -> QAction:
    window.documents.recent.add(window._test_other.resolve())
    for action in window.recent_menu.actions():
        if name and action.objectName() == name:
            return action
        if not name and action.text().replace("&&", "&") == str(window._test_other.resolve()):
            return action
    raise AssertionError(f"Open Recent has no {name or 'file'} entry")


@pytest.mark.parametrize("ui_lang,theme", [("en", "light"), ("en", "dark"), ("zh", "light"),
                                           ("zh", "dark")])
def test_every_action_does_what_it_promises(qtbot, window, tmp_path, ui_lang, theme):
    window.set_preferences(replace(window.prefs, ui_lang=ui_lang, theme=theme))
    other = tmp_path / "other.md"
    other.write_text("# Other\n\nAnother file.\n", encoding="utf-8")
    window._test_other = other
    answerer = Answerer()
    checked: list[str] = []
    try:
        for index, (name, get) in enumerate(every_action(window)):
            assert name in EXPECTATIONS, f"no expectation for the action {name!r}"
            # A new file for each action: no file the window watches is ever rewritten.
            article = tmp_path / f"article-{index}.md"
            article.write_text(ARTICLE, encoding="utf-8")
            with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
                assert window.documents.open_path(article, ask=False)
            action = get()
            ctx = {"window": window, "answer": answerer, "folder": tmp_path,
                   "article": article, "other": other, "trigger": action.trigger}
            EXPECTATIONS[name](ctx)
            assert answerer.handler is None, f"{name}: the expected dialog never opened"
            checked.append(name)
            window.editor.document().setModified(False)
    finally:
        answerer.stop()
    missing = set(EXPECTATIONS) - set(checked)
    assert not missing, f"actions that are not in any menu or toolbar: {missing}"
