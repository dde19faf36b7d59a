"""Writing as in the best editors: links, leaving lists, focus mode and the text column,
a preview that follows the caret, missing images, Chinese without fake italic, a status
bar that counts 字数, files changed on disk and new files named on the command line."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest
from PySide6.QtCore import QMimeData, Qt
from PySide6.QtGui import QGuiApplication, QTextCursor
from PySide6.QtWidgets import QApplication

from editor.preview.rendering import render_body
from tests.support.gui_helpers import set_text_and_wait

pytestmark = pytest.mark.gui


def _select(editor, start: int, end: int) -> None:
    cursor = editor.textCursor()
    cursor.setPosition(start)
    cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
    editor.setTextCursor(cursor)


def test_link_with_and_without_a_selection_and_a_url_on_the_clipboard(qtbot, window):
    editor = window.editor
    link = window.actions_by_name["link"]
    QGuiApplication.clipboard().setText("plain words")
    editor.set_text("See NREL here")
    _select(editor, 4, 8)
    link.trigger()
    assert editor.toPlainText() == "See [NREL]() here"
    qtbot.keyClicks(editor, "https://nrel.gov")  # the caret waits in the parentheses
    assert editor.toPlainText() == "See [NREL](https://nrel.gov) here"

    editor.set_text("End: ")
    editor.moveCursor(QTextCursor.MoveOperation.End)
    link.trigger()
    qtbot.keyClicks(editor, "text")  # no selection: the caret waits in the brackets
    assert editor.toPlainText() == "End: [text]()"

    QGuiApplication.clipboard().setText("https://example.org/report")
    editor.set_text("the report")
    _select(editor, 4, 10)
    link.trigger()
    assert editor.toPlainText() == "the [report](https://example.org/report)"

    editor.set_text("go https://a.org now")
    _select(editor, 3, 16)
    link.trigger()
    qtbot.keyClicks(editor, "A")
    assert editor.toPlainText() == "go [A](https://a.org) now"


def test_pasting_a_url_onto_a_selection_makes_a_link(qtbot, window):
    editor = window.editor
    editor.set_text("Read the study today.")
    _select(editor, 9, 14)
    mime = QMimeData()
    mime.setText("https://arxiv.org/abs/2311.09735")
    editor.insertFromMimeData(mime)
    assert editor.toPlainText() == "Read the [study](https://arxiv.org/abs/2311.09735) today."
    editor.moveCursor(QTextCursor.MoveOperation.End)
    editor.insertFromMimeData(mime)  # no selection: the URL itself is pasted
    assert editor.toPlainText().endswith("today.https://arxiv.org/abs/2311.09735")


def test_leaving_a_list_or_quote_keeps_the_next_paragraph_out_of_it(qtbot, window):
    editor = window.editor
    for start, marker in (("- back", "- "), ("> more", "> ")):
        editor.set_text(start)
        editor.moveCursor(QTextCursor.MoveOperation.End)
        qtbot.keyClick(editor, Qt.Key.Key_Return)
        assert editor.toPlainText() == f"{start}\n{marker}"
        qtbot.keyClick(editor, Qt.Key.Key_Return)  # on the empty item: leave
        qtbot.keyClicks(editor, "after")
        assert editor.toPlainText() == f"{start}\n\nafter"
        html = render_body(editor.toPlainText())
        assert "<p>after</p>" in html  # its own paragraph, not inside the list or quote
    editor.set_text("- one\n    - ")
    editor.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClick(editor, Qt.Key.Key_Return)  # an empty nested item steps out a level
    assert editor.toPlainText() == "- one\n- "


def test_focus_mode_centres_a_column_dims_other_paragraphs_and_hides_marks(qtbot, window):
    window.resize(1600, 900)
    text = "# Title\n\nFirst paragraph is here.\n\nThe second one, really very long.\n\nThird."
    set_text_and_wait(qtbot, window, text)
    editor = window.editor
    assert editor.marks()
    start = text.index("The second")
    _select(editor, start + 3, start + 3)
    window.actions_by_name["focus_mode"].trigger()
    qtbot.wait(20)
    margins = editor.viewportMargins()
    assert abs(margins.left() - margins.right()) < 30 and margins.left() > 100
    column = editor.viewport().width()
    chars = column / editor.fontMetrics().averageCharWidth()
    assert 60 <= chars <= 80  # about 70 characters (72 by default)
    dimmed = editor.dimmed_ranges()
    end = text.index("\n\nThird")
    assert dimmed == [(0, start), (end, len(text))]
    assert editor.mark_layer.selections() == [] and editor.mark_layer.tooltip_at(start) is None
    _select(editor, 2, 2)  # the caret moves to the title: the title is the lit paragraph
    assert editor.dimmed_ranges()[0][0] == len("# Title")
    window.actions_by_name["focus_mode"].trigger()
    assert editor.dimmed_ranges() == [] and editor.mark_layer.selections()


def test_the_column_width_is_a_preference(qtbot, window):
    window.resize(1600, 900)
    window.set_preferences(replace(window.prefs, column_width=0))
    qtbot.wait(20)
    full = window.editor.viewport().width()
    window.set_preferences(replace(window.prefs, column_width=50))
    qtbot.wait(20)
    narrow = window.editor.viewport().width()
    assert narrow < full
    assert abs(narrow / window.editor.fontMetrics().averageCharWidth() - 50) < 6


def test_the_preview_follows_the_caret_when_typing_at_the_end(qtbot, window, tmp_path):
    from PySide6.QtGui import QImage

    # Pictures are one line in the editor and 300 pixels in the preview: keeping the
    # panes' first lines together leaves the end of the preview out of sight.
    picture = QImage(40, 30, QImage.Format.Format_RGB32)
    picture.fill(0x3366AA)
    picture.save(str(tmp_path / "p.png"))
    window.preview.base_dir = tmp_path
    long = "# Long\n\n" + "\n\n".join(
        f'Figure {i}.\n\n<img src="p.png" alt="figure" width="400" height="300">'
        for i in range(40))
    with qtbot.waitSignal(window.preview_controller.rendered, timeout=30_000):
        window.editor.set_text(long)
        window.preview_controller.render_now()
    window.editor.setFocus()
    window.editor.moveCursor(QTextCursor.MoveOperation.End)
    with qtbot.waitSignal(window.preview_controller.rendered, timeout=30_000):
        qtbot.keyClick(window.editor, Qt.Key.Key_Return)
        qtbot.keyClick(window.editor, Qt.Key.Key_Return)
        qtbot.keyClicks(window.editor, "Typed at the end.")
    line = window.editor.textCursor().blockNumber() + 1
    y = window.preview.line_y(line)
    bar = window.preview.verticalScrollBar()
    assert bar.maximum() > 5 * window.preview.viewport().height()
    assert bar.value() <= y <= bar.value() + window.preview.viewport().height()


def test_a_missing_local_image_is_a_short_line_with_its_alt_text(qtbot, window, tmp_path):
    window.preview.base_dir = tmp_path
    text = ('# Pictures\n\n<img src="survey/chart.svg" alt="Chart of answers" width="700">\n\n'
            "![Remote chart](https://example.com/c.png)\n")
    with qtbot.waitSignal(window.preview_controller.rendered, timeout=30_000):
        window.editor.set_text(text)
        window.preview_controller.render_now()
    shown = window.preview.toPlainText()
    assert "Chart of answers (image not found: chart.svg)" in shown
    images = []
    block = window.preview.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat():
                images.append(fmt.toImageFormat())
            it += 1
        block = block.next()
    assert len(images) == 1  # only the remote one, as a small placeholder
    assert images[0].width() in (0.0, 320.0) and window.preview.remote_requests


def test_chinese_in_quotes_and_emphasis_is_not_slanted(qtbot, window):
    window.editor.set_text("> 速读：AI 搜索 *优先* 引用 quoted words")
    qtbot.wait(10)
    layout = window.editor.document().firstBlock().layout()
    formats = {r.start: r.format for r in layout.formats()}
    text = window.editor.toPlainText()

    def italic_at(index: int) -> bool:
        found = [f for s, f in formats.items() if s <= index]
        spans = sorted(layout.formats(), key=lambda r: r.start)
        value = False
        for r in spans:
            if r.start <= index < r.start + r.length:
                value = r.format.fontItalic()
        return value and bool(found)

    assert not italic_at(text.index("速读"))
    assert not italic_at(text.index("优先"))
    assert italic_at(text.index("quoted"))


def test_html_comments_are_greyed_not_highlighted_as_markdown(qtbot, window):
    window.editor.set_text("<!--\n- not a list\n[not](a link)\n-->\n- a list")
    qtbot.wait(10)
    document = window.editor.document()
    comment = document.findBlockByNumber(1).layout().formats()
    live = document.findBlockByNumber(4).layout().formats()
    colours = {r.format.foreground().color().name() for r in comment}
    assert len(colours) == 1  # one grey for the whole commented line
    assert {r.format.foreground().color().name() for r in live} - colours


def _reported_length(report) -> int:
    """The article's length the report gives (the structure dimension's length check)."""
    check = next(c for c in report.dimension("structure").checks if c.id == "length")
    return int(check.value)


@pytest.mark.parametrize(("ui_lang", "text", "label"), [
    # The status bar counted 11 ("3.5" as two words, "GPT-4o's" as one); the report 12:
    # Price, It, costs, 3.5, dollars, in, 2024, GPT-, 4, o's, price, See.
    ("en", "# Price\n\nIt costs 3.5 dollars in 2024 — GPT-4o's price. [See](https://x.org/a)\n",
     "{n} words"),
    # The status bar counted 17 (14 characters, 2024, GPT-4, Claude); the report 18:
    # 14 characters and two Latin words worth two characters each (no bare numbers).
    ("zh", "# 标题\n\n我们在 2024 年测试了 GPT-4 与 Claude 模型。[链接](https://example.com/a/b)\n",
     "字数 {n}"),
])
def test_the_status_bar_shows_the_words_the_report_counts(qtbot, window, ui_lang, text, label):
    from scorers import text_statistics

    window.set_preferences(replace(window.prefs, ui_lang=ui_lang))
    set_text_and_wait(qtbot, window, text)
    words = _reported_length(window.report_view.report)
    assert window.report_view.report.lang == ui_lang
    assert words == text_statistics(text).words
    assert window.status.words.text() == label.format(n=words)
    assert window.status.chars.text().startswith("字符数" if ui_lang == "zh" else
                                                 f"{len(text) - text.count(chr(10))} characters")


def test_a_chinese_article_in_the_english_interface_is_counted_in_characters(qtbot, window):
    # The status bar said "33 words" while the report's Length check said "33
    # characters long": one figure, two names.
    text = "# 标题\n\n我们在 2024 年测试了 GPT-4 与 Claude 模型。这是第二句话，说明了测试方法。\n"
    window.set_preferences(replace(window.prefs, ui_lang="en"))
    set_text_and_wait(qtbot, window, text)
    length = _reported_length(window.report_view.report)
    assert window.status.words.text() == f"{length} characters (字数)"
    assert window.status.chars.text() == f"{len(text) - text.count(chr(10))} characters in all"
    assert f"{length} characters long" in next(
        c for c in window.report_view.report.dimension("structure").checks
        if c.id == "length").text("en")


def test_an_untitled_document_is_not_called_saved(qtbot, window, tmp_path):
    window.documents.new_document()
    assert window.status.saved.text() == ""
    qtbot.keyClicks(window.editor, "Draft")
    assert window.status.saved.text() == "Not saved"
    assert window.documents._write(tmp_path / "d.md")
    assert window.status.saved.text() == "Saved"


def test_a_clean_file_changed_on_disk_reloads_without_asking(qtbot, window, tmp_path):
    path = tmp_path / "clean.md"
    path.write_text("# One\n\nFirst version.\n", encoding="utf-8")
    assert window.documents.open_path(path, ask=False)
    _select(window.editor, 5, 5)
    time.sleep(0.01)
    path.write_text("# One\n\nSecond version, from another program.\n", encoding="utf-8")
    qtbot.waitUntil(lambda: "Second version" in window.editor.toPlainText(), timeout=10_000)
    assert window.disk_questions.prompt is None and not window.documents.is_dirty()
    assert window.editor.textCursor().position() == 5
    assert "Reloaded" in window.statusBar().currentMessage()


def test_a_missing_file_named_on_the_command_line_starts_a_new_document(qtbot, window,
                                                                         tmp_path):
    path = tmp_path / "newpost.md"
    assert window.documents.open_path(path, ask=False, create_missing=True)
    assert window.documents.error_box is None and "newpost.md" in window.windowTitle()
    qtbot.keyClicks(window.editor, "# New post")
    assert window.documents.save()  # no Save As dialog: the name was given
    assert path.read_text(encoding="utf-8") == "# New post"
    # Opened from a menu or a recent-files entry, a missing file is still an error.
    assert not window.documents.open_path(tmp_path / "gone.md", ask=False)
    window.documents.error_box.close()


def test_the_outline_lists_headings_and_says_when_there_are_none(qtbot, window):
    set_text_and_wait(qtbot, window, "Just text.")
    window.actions_by_name["show_outline"].trigger()
    outline = window.outline
    assert outline.topLevelItemCount() == 1 and "No headings" in outline.topLevelItem(0).text(0)
    set_text_and_wait(qtbot, window, "# One\n\nText.\n\n## Two\n\nMore.")
    assert [outline.topLevelItem(i).text(0).strip() for i in range(2)] == ["One", "Two"]
    item = outline.topLevelItem(1)
    qtbot.mouseClick(outline.viewport(), Qt.MouseButton.LeftButton,
                     pos=outline.visualItemRect(item).center())
    assert window.editor.textCursor().block().text() == "## Two"
    window.outline_dock.close()  # its own close button: the menu's check mark follows
    assert not window.actions_by_name["show_outline"].isChecked()
    QApplication.processEvents()


def test_the_open_dialog_starts_in_a_folder_that_exists_with_no_name_filled_in(
        qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtCore import QStandardPaths, QTimer
    from PySide6.QtWidgets import QLineEdit

    missing = str(tmp_path / "Documents")  # a fresh account has no Documents folder
    real = QStandardPaths.writableLocation

    def location(kind):
        if kind == QStandardPaths.StandardLocation.DocumentsLocation:
            return missing
        if kind == QStandardPaths.StandardLocation.HomeLocation:
            return str(tmp_path)
        return real(kind)

    monkeypatch.setattr(QStandardPaths, "writableLocation", staticmethod(location))
    seen = {}

    def look():
        dialog = window.documents.file_dialog
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, look)
            return
        seen["name"] = dialog.findChild(QLineEdit, "fileNameEdit").text()
        seen["folder"] = dialog.directory().absolutePath()
        dialog.reject()

    QTimer.singleShot(20, look)
    window.documents.open_dialog()
    assert seen == {"name": "", "folder": str(tmp_path)}
