"""No label shown to the writer carries a stray "&" (shown as an underlined letter:
"Facts _Data"), and none is cut off, at a small and a large window, in English and
Chinese."""

from __future__ import annotations

import re
import time
from dataclasses import replace

import pytest
from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QFontMetrics, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QGroupBox,
    QLabel,
    QMenu,
    QToolButton,
    QWidget,
)

from editor.document.recovery import RecoveredDocument
from editor.document.safety import RecoveryDialog
from editor.window.about_scores import AboutScoresDialog
from editor.window.preferences import PreferencesDialog
from tests.support.gui_helpers import set_text_and_wait

pytestmark = pytest.mark.gui


def stray_ampersand(text: str) -> bool:
    """A lone "&" before a space or at the end, or more than one mnemonic."""
    singles = [m.start() for m in re.finditer("&", text.replace("&&", ""))]
    rest = text.replace("&&", "")
    return len(singles) > 1 or any(i + 1 >= len(rest) or rest[i + 1].isspace()
                                   for i in singles)


def mnemonic_texts(window, dialogs: list[QWidget]) -> list[tuple[str, str]]:
    """``(where, text)`` of everything Qt reads mnemonics in."""
    out = []

    def walk(menu: QMenu, where: str) -> None:
        menu.aboutToShow.emit()
        for action in menu.actions():
            if action.isSeparator():
                continue
            out.append((f"{where} › {action.text()}", action.text()))
            if action.menu() is not None:
                walk(action.menu(), f"{where} › {action.text()}")

    for action in window.menuBar().actions():
        out.append((f"menu {action.text()}", action.text()))
        walk(action.menu(), action.text())
    for root in [window, *dialogs]:
        for button in root.findChildren(QAbstractButton):
            out.append((f"button {button.text()}", button.text()))
        for box in root.findChildren(QGroupBox):
            out.append((f"group {box.title()}", box.title()))
        for label in root.findChildren(QLabel):
            if label.buddy() is not None and label.textFormat() != Qt.TextFormat.RichText:
                out.append((f"label {label.text()}", label.text()))
    return out


def _dialogs(window) -> list[QWidget]:
    recovered = RecoveredDocument("x", "text", "/tmp/a very long folder name/an article.md",
                                  "An article with a long name — draft", time.time())
    dialogs = [PreferencesDialog(window.prefs, window),
               AboutScoresDialog(window.prefs.ui_lang, window.theme_name, window),
               RecoveryDialog([recovered], window)]
    for dialog in dialogs:
        dialog.show()
    return dialogs


@pytest.mark.parametrize("ui_lang", ["en", "zh"])
def test_no_label_has_a_stray_ampersand(qtbot, window, ui_lang):
    window.set_preferences(replace(window.prefs, ui_lang=ui_lang))
    set_text_and_wait(qtbot, window, "# T\n\nSome text.")
    dialogs = _dialogs(window)
    texts = mnemonic_texts(window, dialogs)
    assert len(texts) > 60
    assert [where for where, text in texts if stray_ampersand(text)] == []
    # The dimension names keep their "&" as an "&" (escaped), in menus and panel.
    if ui_lang == "en":
        assert window.actions_by_name["highlight_facts"].text() == "Facts && Data"
        assert window.panel.sections["sources"].button.text() == "Sources && Authority"
    for dialog in dialogs:
        dialog.close()


@pytest.mark.parametrize("ui_lang", ["en", "zh"])
def test_toolbar_buttons_show_no_menu_mnemonics(qtbot, window, ui_lang):
    window.set_preferences(replace(window.prefs, ui_lang=ui_lang))
    buttons = [b for b in window.toolbar.findChildren(QToolButton) if b.defaultAction()]
    assert len(buttons) >= 10
    for button in buttons:
        assert "&" not in button.text() and not re.search(r"\(\w\)", button.text()), \
            button.text()
        assert not button.text().endswith(("…", "..."))
    if ui_lang == "zh":
        assert window.actions_by_name["new"].text() == "新建(&N)"  # the menu keeps it
        assert window.actions_by_name["new"].iconText() == "新建"


def _fits(widget: QWidget) -> bool:
    if isinstance(widget, QLabel):
        if widget.textFormat() == Qt.TextFormat.RichText or not widget.text():
            return True
        if widget.wordWrap():
            return widget.height() >= widget.heightForWidth(widget.width()) - 1
        width = widget.fontMetrics().horizontalAdvance(widget.text())
        return width <= widget.contentsRect().width() + 1
    if isinstance(widget, QAbstractButton):
        return widget.width() >= widget.sizeHint().width() - 1
    return True


def cut_off(root: QWidget) -> list[str]:
    return [f"{type(w).__name__} {getattr(w, 'text', lambda: '')()!r} "
            f"{w.width()}x{w.height()}"
            for w in root.findChildren(QLabel) + root.findChildren(QAbstractButton)
            if w.isVisible() and not _fits(w)]


def findings_cut_off(view) -> list[str]:
    """Finding rows whose wrapped title or fix would need more height than they have."""
    out = []
    metrics = QFontMetrics(view.font())
    bold = view.font()
    bold.setBold(True)
    for index in range(view.model().rowCount()):
        model_index = view.model().index(index, 0)
        rect = view.visualRect(model_index)
        row = model_index.data(Qt.ItemDataRole.UserRole + 1)
        width = rect.width() - 8 - (16 if row.finding is not None else 0)
        texts = [row.title] + ([f"→ {row.fix}"] if row.fix else [])
        font_metrics = QFontMetrics(bold) if row.finding is None else metrics
        needed = sum(font_metrics.boundingRect(QRect(0, 0, width, 10_000),
                                               int(Qt.TextFlag.TextWordWrap), t).height()
                     for t in texts)
        if rect.height() < needed:
            out.append(f"{row.title[:40]!r}: {rect.height()} < {needed}")
    return out


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
@pytest.mark.parametrize("ui_lang", ["en", "zh"])
def test_nothing_in_the_window_is_cut_off(qtbot, window, ui_lang, size):
    from editor.app import sample_article

    window.set_preferences(replace(window.prefs, ui_lang=ui_lang))
    window.resize(*size)
    set_text_and_wait(qtbot, window, sample_article(ui_lang).read_text("utf-8"))
    for section in window.panel.sections.values():
        section.set_expanded(True)
    view = window.panel.findings

    def whole() -> None:  # pytest-qt retries until it stops raising, then shows what was cut
        assert cut_off(window.panel) == []
        assert findings_cut_off(view) == []

    # Qt lays out in posted events, later still on a busy machine: what counts is the
    # settled window (a fixed 50 ms wait failed under load), and a cut label never settles.
    qtbot.waitUntil(whole, timeout=3000)
    assert cut_off(window.statusBar()) == []
    assert view.model().rowCount() > 3
    # Narrower still: the texts wrap again rather than being cut.
    window.splitter.setSizes([600, 300, 300])
    qtbot.waitUntil(whole, timeout=3000)


def test_dialogs_show_their_whole_texts(qtbot, window):
    dialogs = _dialogs(window)
    qtbot.wait(20)
    for dialog in dialogs:
        assert cut_off(dialog) == [], type(dialog).__name__
    recovery = dialogs[2]
    assert recovery.list.sizeHintForColumn(0) <= recovery.list.viewport().width()
    tip = QTextDocumentFragment.fromHtml(recovery.list.item(0).toolTip()).toPlainText()
    assert tip.endswith("\n\ntext")  # a look at the text, shown as plain text
    title = recovery.windowTitle()
    assert recovery.width() > recovery.fontMetrics().horizontalAdvance(title) + 100
    for box in dialogs[0].findChildren(QCheckBox):
        assert "&" not in box.text().replace("&&", "")
    for dialog in dialogs:
        dialog.close()


def test_qt_file_dialog_is_chinese_and_shows_whole_columns(qtbot, window, tmp_path):
    window.set_preferences(replace(window.prefs, ui_lang="zh"))
    (tmp_path / "a-rather-long-article-name-for-the-list.md").write_text("x" * 20_000)
    seen = {}

    def look():
        dialog = window.documents.file_dialog
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, look)
            return
        qtbot.wait(100)
        seen["labels"] = [label.text() for label in dialog.findChildren(QLabel)]
        from PySide6.QtWidgets import QTreeView

        view = dialog.findChild(QTreeView, "treeView")
        model = view.model()
        seen["headers"] = [str(model.headerData(i, Qt.Orientation.Horizontal))
                           for i in range(model.columnCount())]
        seen["columns"] = cut_off_columns(dialog)
        dialog.reject()

    QTimer.singleShot(20, look)
    window.documents.ask_path("打开", str(tmp_path), "Markdown (*.md)", save=False)
    labels = " ".join(seen["labels"])
    assert "查找范围" in labels and "文件类型" in labels
    assert "Look in" not in labels and "Files of type" not in labels
    assert seen["columns"] == []
    assert "大小" in seen["headers"] and "体积" not in seen["headers"]


def cut_off_columns(dialog) -> list[str]:
    from PySide6.QtWidgets import QTreeView

    view = dialog.findChild(QTreeView, "treeView")
    header = view.header()
    model = view.model()
    assert model.rowCount(view.rootIndex()) > 0
    return [f"column {column}: {header.sectionSize(column)} < {view.sizeHintForColumn(column)}"
            for column in range(header.count()) if not header.isSectionHidden(column)
            and header.sectionSize(column) < view.sizeHintForColumn(column)]
