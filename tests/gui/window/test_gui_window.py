"""The window, driven like a writer drives it: typing, clicking findings, saving, exporting."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, Qt, QTimer, QUrl
from PySide6.QtGui import QInputMethodEvent, QTextCursor
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.support import texts
from tests.support.gui_helpers import answer_file_dialog, set_text_and_wait

pytestmark = pytest.mark.gui

WEAK_PARAGRAPH = (
    "This is something that really matters to all of us in so many ways, and it is "
    "important to note that it has basically always been a very complex and quite difficult "
    "thing that people have thought about for a very long time without any real answer."
)


def type_and_wait(qtbot, window, keys: str) -> None:
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        qtbot.keyClicks(window.editor, keys)


def type_chinese(editor, text: str) -> None:
    """Type Chinese as an input method does: compose, then commit."""
    QApplication.sendEvent(editor, QInputMethodEvent("bu", []))
    commit = QInputMethodEvent("", [])
    commit.setCommitString(text)
    QApplication.sendEvent(editor, commit)


def test_typing_a_statistic_raises_facts(qtbot, window):
    set_text_and_wait(qtbot, window, "# Draft\n\nThe team worked on the product for a while.")
    before = window.report_view.report.score("facts")
    cursor = window.editor.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.End)
    window.editor.setTextCursor(cursor)
    type_and_wait(qtbot, window, " Sales grew 40% in 2024.")
    assert window.report_view.report.score("facts") > before
    assert window.panel.overall.text() == str(window.report_view.report.overall)
    section = window.panel.sections["facts"]
    assert section.bar.value == window.report_view.report.score("facts")
    assert section.number.text() == str(window.report_view.report.score("facts"))


def test_weak_paragraph_is_highlighted_and_fixing_it_clears_the_mark(qtbot, window):
    text = "# Notes on writing\n\n" + WEAK_PARAGRAPH + "\n"
    set_text_and_wait(qtbot, window, text)
    marks = window.editor.marks()
    assert marks
    shown = window.editor.toPlainText()
    # Every mark lies inside the weak paragraph; the fillers are marked word by word.
    assert all(WEAK_PARAGRAPH.find(shown[s:e]) >= 0 for s, e, _m in marks)
    assert all("→" in m.tooltip for _s, _e, m in marks)  # the finding and its fix
    fixed = ("# Notes on writing\n\nWriters at the Guardian cut average sentence length from "
             "24 to 17 words in 2023, according to the paper's style desk.\n")
    set_text_and_wait(qtbot, window, fixed)
    assert window.editor.marks() == []


def test_marks_follow_the_text_while_typing_above_them(qtbot, window):
    set_text_and_wait(qtbot, window, "# T\n\n" + WEAK_PARAGRAPH)
    start, end, _ = window.editor.marks()[0]
    cursor = window.editor.textCursor()
    cursor.setPosition(2)
    window.editor.setTextCursor(cursor)
    qtbot.keyClicks(window.editor, "Big ")
    moved_start, moved_end, _ = window.editor.marks()[0]
    assert (moved_start, moved_end) == (start + 4, end + 4)


def test_global_and_per_dimension_highlight_toggles(qtbot, window):
    set_text_and_wait(qtbot, window, "# T\n\n" + WEAK_PARAGRAPH)
    assert window.editor.marks()
    window.actions_by_name["highlights"].trigger()
    assert window.editor.marks() == []
    window.actions_by_name["highlights"].trigger()
    assert window.editor.marks()
    report = window.report_view.report
    # Every dimension with a finding on the page: the weak paragraph's own, and the
    # answer-first note on its opening sentence (a "This" there is no longer marked twice).
    dims = {f.dimension for f in report.findings}
    for dim in dims:
        window.actions_by_name[f"highlight_{dim}"].trigger()
    assert window.editor.marks() == []


def test_clicking_a_finding_selects_its_span_even_after_emoji(qtbot, window):
    text = "# 💡 Ideas 🎯\n\n🔬 Lab notes.\n\n" + WEAK_PARAGRAPH
    set_text_and_wait(qtbot, window, text)
    from editor.panel.findings_view import ROW_ROLE

    indexes = [i for i in window.panel.finding_indexes()
               if i.data(ROW_ROLE).finding.end > i.data(ROW_ROLE).finding.start]
    assert indexes
    index = indexes[0]
    finding = index.data(ROW_ROLE).finding
    view = window.panel.findings
    view.scrollTo(index)
    rect = view.visualRect(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    selected = window.editor.textCursor().selectedText()
    assert selected == text[finding.start:finding.end]
    assert selected


def test_input_method_composition_inserts_text_exactly_once(qtbot, window):
    set_text_and_wait(qtbot, window, "# 标题\n\n")
    revision = window.editor.revision
    cursor = window.editor.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.End)
    window.editor.setTextCursor(cursor)
    window.editor.setFocus()
    for preedit in ("z", "zh", "zhong", "zhongwen"):
        event = QInputMethodEvent(preedit, [])
        QApplication.sendEvent(window.editor, event)
    # Composing text is shown but is not part of the document, so nothing is scored yet.
    assert "zhong" not in window.editor.toPlainText()
    assert window.editor.revision == revision
    commit = QInputMethodEvent("", [])
    commit.setCommitString("中文")
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        QApplication.sendEvent(window.editor, commit)
    assert window.editor.toPlainText().count("中文") == 1
    assert "zh" not in window.editor.toPlainText()


def test_enter_continues_lists_and_quotes_and_tab_nests(qtbot, window):
    editor = window.editor
    editor.set_text("- first")
    editor.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.keyClicks(editor, "second")
    qtbot.keyClick(editor, Qt.Key.Key_Tab)
    assert editor.toPlainText() == "- first\n    - second"
    qtbot.keyClick(editor, Qt.Key.Key_Backtab)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.keyClick(editor, Qt.Key.Key_Return)  # on an empty item: ends the list
    assert editor.toPlainText() == "- first\n- second\n\n"
    editor.set_text("1. one")
    editor.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    assert editor.toPlainText() == "1. one\n2. "
    editor.set_text("> quoted")
    editor.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    assert editor.toPlainText() == "> quoted\n> "


def test_formatting_commands(qtbot, window):
    editor = window.editor
    editor.set_text("make this strong")
    cursor = editor.textCursor()
    cursor.setPosition(10)
    cursor.setPosition(16, QTextCursor.MoveMode.KeepAnchor)
    editor.setTextCursor(cursor)
    window.actions_by_name["bold"].trigger()
    assert editor.toPlainText() == "make this **strong**"
    window.actions_by_name["heading2"].trigger()
    assert editor.toPlainText() == "## make this **strong**"


def test_open_edit_save_keeps_encoding_and_line_endings(qtbot, window, tmp_path):
    path = tmp_path / "文章.md"
    original = texts.ZH_ARTICLE.replace("\n", "\r\n")
    path.write_bytes(original.encode("gb18030"))
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        assert window.documents.open_path(path)
    assert window.report_view.report.lang == "zh"
    assert "文章.md" in window.windowTitle()
    window.editor.moveCursor(QTextCursor.MoveOperation.End)
    type_chinese(window.editor, "补充一句。")
    assert window.isWindowModified()
    assert window.documents.save()
    data = path.read_bytes()
    assert data.decode("gb18030").endswith("补充一句。")
    assert b"\r\n" in data and data.count(b"\r\n") == original.count("\r\n")
    assert not window.isWindowModified()
    assert str(path.resolve()) in window.documents.recent.files()


def test_save_as_then_exports(qtbot, window, tmp_path):
    set_text_and_wait(qtbot, window, texts.EN_ARTICLE)
    target = tmp_path / "out" / "article.md"
    target.parent.mkdir()
    answer_file_dialog(window, target)
    assert window.documents.save_as()
    assert target.read_text(encoding="utf-8") == texts.EN_ARTICLE
    answer_file_dialog(window, tmp_path / "out" / "a.html")
    assert window.documents.exports.html().endswith("a.html")
    html = (tmp_path / "out" / "a.html").read_text(encoding="utf-8")
    assert "<title>Beichen Lab open-sources" in html and "application/ld+json" in html
    answer_file_dialog(window, tmp_path / "out" / "a.export.md")
    window.documents.exports.markdown()
    assert (tmp_path / "out" / "a.export.md").read_text(encoding="utf-8").startswith("---\n")
    answer_file_dialog(window, tmp_path / "out" / "r.json")
    window.documents.exports.report_json()
    report = json.loads((tmp_path / "out" / "r.json").read_text(encoding="utf-8"))
    assert report["overall"] == window.report_view.report.overall and report["file"] == target.name
    answer_file_dialog(window, tmp_path / "out" / "r.html")
    window.documents.exports.report_html()
    page = (tmp_path / "out" / "r.html").read_text(encoding="utf-8")
    assert "GEO report" in page and "article.md" in page and str(tmp_path) not in page


def test_opening_a_binary_file_shows_why_and_keeps_the_text(qtbot, window, tmp_path):
    set_text_and_wait(qtbot, window, "# Keep me\n\nMy draft.")
    binary = tmp_path / "photo.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8)
    assert not window.documents.open_path(binary, ask=False)
    assert "binary" in window.documents.last_error
    assert window.editor.toPlainText() == "# Keep me\n\nMy draft."
    window.documents.error_box.close()


def _answer_prompt(window, button) -> None:
    def answer():
        if window.documents.prompt is not None:
            window.documents.prompt.button(button).click()
        else:
            QTimer.singleShot(20, answer)
    QTimer.singleShot(20, answer)


def test_closing_with_unsaved_changes_asks_first(qtbot, window):
    qtbot.keyClicks(window.editor, "unsaved words")
    _answer_prompt(window, QMessageBox.StandardButton.Cancel)
    assert not window.close()
    assert window.isVisible()
    _answer_prompt(window, QMessageBox.StandardButton.Discard)
    assert window.close()


def test_dropping_a_file_opens_it(qtbot, window, tmp_path):
    path = tmp_path / "dropped.md"
    path.write_text("# Dropped\n\nHello.", encoding="utf-8")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        window.editor.insertFromMimeData(mime)
    assert window.editor.toPlainText() == "# Dropped\n\nHello."
    assert "dropped.md" in window.windowTitle()


def test_chinese_article_end_to_end_with_chinese_interface(qtbot, window, tmp_path):
    from dataclasses import replace

    window.set_preferences(replace(window.prefs, ui_lang="zh"))
    assert window.file_menu.title() == "文件(&F)"
    path = tmp_path / "zh.md"
    path.write_text(texts.ZH_ARTICLE + "\n" + texts.FLUFFY_ZH, encoding="utf-8")
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        window.documents.open_path(path, ask=False)
    assert window.report_view.report.lang == "zh"
    assert window.status.lang.text() == "中文"
    labels = [section.button.text() for section in window.panel.sections.values()]
    assert labels[0] == "事实与数据密度"
    assert window.editor.marks()
    assert window.status.words.text().startswith("字数")
    window.set_preferences(replace(window.prefs, ui_lang="en"))
    assert window.file_menu.title() == "&File"
    assert window.panel.sections["facts"].button.text() == "Facts && Data"  # shown "Facts & Data"


def test_preview_is_safe_and_fetches_nothing(qtbot, window):
    text = ("# Safe\n\n<script>document.title='x'</script>\n\n![remote](https://example.com/a.png)"
            "\n\n[bad](javascript:alert(1)) and [good](https://example.org)")
    with qtbot.waitSignal(window.preview_controller.rendered, timeout=30_000):
        window.editor.set_text(text)
        window.preview_controller.render_now()
    html = window.preview.toHtml()
    assert "document.title" not in html and "javascript:" not in html
    assert "https://example.org" in html
    # The remote image was asked for, answered with a placeholder, never fetched.
    assert window.preview.remote_requests == ["https://example.com/a.png"]
    assert "https://example.com/a.png" in window.documents.exports.html_text()
    refused = []
    window.preview.linkRefused.connect(refused.append)
    window.preview._on_anchor(QUrl("file:///etc/passwd"))
    assert refused == ["file:///etc/passwd"]


def test_focus_mode_hides_everything_but_the_editor(qtbot, window):
    window.panes.toggle_focus_mode(True)
    assert not window.preview.isVisible() and not window.panel.isVisible()
    assert window.editor.isVisible()
    window.panes.toggle_focus_mode(False)
    assert window.preview.isVisible() and window.panel.isVisible()


def test_find_and_replace(qtbot, window):
    window.editor.set_text("alpha beta alpha")
    window.find_bar.open(replace=True)
    window.find_bar.find_field.setText("alpha")
    window.find_bar.replace_field.setText("gamma")
    assert window.find_bar.replace_all() == 2
    assert window.editor.toPlainText() == "gamma beta gamma"


@pytest.mark.parametrize("ui_lang", ["en", "zh"])
def test_screenshot_command_shows_the_opened_article_scored(tmp_path, ui_lang):
    import os

    from editor.app import sample_article
    from scorers import score
    from scorers.textfiles.textio import read_text

    out = tmp_path / "shot.png"
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM")}
    env["XDG_CONFIG_HOME"] = str(tmp_path / "cfg")
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    done = subprocess.run([sys.executable, "-m", "editor.app", "--screenshot", str(out),
                           "--ui-lang", ui_lang], capture_output=True, text=True, timeout=180,
                          env=env, cwd=Path(__file__).resolve().parents[3])
    assert done.returncode == 0, done.stderr
    # The picture shows the sample's own scores, not those of the empty window before it.
    expected = score(read_text(sample_article(ui_lang)).normalised()).overall
    assert f"(overall {expected}," in done.stdout
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert image.width() >= 1000 and image.height() >= 600
    # The writer's own settings (recent files, the open tab) are not the screenshot's.
    assert not (tmp_path / "cfg").exists() or not list((tmp_path / "cfg").rglob("*.ini"))
