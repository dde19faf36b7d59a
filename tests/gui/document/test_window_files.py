"""Opening and saving odd files through the window: special files, encodings kept, unsure
guesses explained, broken bytes marked, large files and exports off the UI thread."""

from __future__ import annotations

import codecs
import os
import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QProgressDialog

from tests.gui.document.test_disk_changes import _click, _press_save, _type_at_end
from tests.gui.window.test_gui_window import type_chinese
from tests.support.gui_helpers import answer_file_dialog

pytestmark = pytest.mark.gui


def _keeps_draft(window) -> None:
    assert window.editor.toPlainText() == "# Draft\n\nMine."
    window.documents.error_box.close()


@pytest.mark.parametrize("kind", ["fifo", "zero", "urandom", "loop"])
def test_special_files_are_refused_with_a_message_and_the_draft_stays(qtbot, window, tmp_path,
                                                                      kind):
    window.editor.set_text("# Draft\n\nMine.")
    if kind == "fifo":
        target = tmp_path / "pipe.md"
        os.mkfifo(target)
    elif kind == "loop":
        target = tmp_path / "a.md"
        target.symlink_to(tmp_path / "b.md")
        (tmp_path / "b.md").symlink_to(target)
    else:
        target = f"/dev/{kind}"
    assert not window.documents.open_path(target, ask=False)
    expected = {"fifo": "pipe", "zero": "device", "urandom": "device", "loop": "loop"}[kind]
    assert expected in window.documents.last_error and str(target) in window.documents.last_error
    _keeps_draft(window)


def test_utf16_big_endian_is_saved_big_endian(qtbot, window, tmp_path):
    path = tmp_path / "be.md"
    path.write_bytes(codecs.BOM_UTF16_BE + "# Title\r\n\r\nText.\r\n".encode("utf-16-be"))
    assert window.documents.open_path(path, ask=False)
    _type_at_end(qtbot, window, "More.")
    _press_save(window)
    assert path.read_bytes() == codecs.BOM_UTF16_BE + \
        "# Title\r\n\r\nText.\r\nMore.".encode("utf-16-be")


def test_a_short_gb18030_file_stays_gb18030_when_chinese_is_typed(qtbot, window, tmp_path):
    path = tmp_path / "short.md"
    path.write_bytes("# 标题\n\n短文。\n".encode("gb18030"))
    assert window.documents.open_path(path, ask=False)
    assert window.editor.toPlainText() == "# 标题\n\n短文。\n"
    cursor = window.editor.textCursor()
    cursor.setPosition(len("# 标题\n\n短文"))
    window.editor.setTextCursor(cursor)
    type_chinese(window.editor, "中")
    _press_save(window)
    assert path.read_bytes() == "# 标题\n\n短文中。\n".encode("gb18030")


def test_mixed_line_endings_and_separators_survive_an_edit(qtbot, window, tmp_path):
    path = tmp_path / "mixed.md"
    original = "# T\r\n\r\nOne.\nTwo.\rThree\u2028still three.\u2029Four.\n"
    path.write_bytes(original.encode("utf-8"))
    assert window.documents.open_path(path, ask=False)
    _type_at_end(qtbot, window, "Five.")
    _press_save(window)
    assert path.read_bytes() == (original + "Five.").encode("utf-8")


def test_an_unsure_guess_is_explained_and_another_encoding_can_be_chosen(qtbot, window,
                                                                        tmp_path):
    path = tmp_path / "hant.md"
    path.write_bytes("# 標\n".encode("big5"))  # one character: GB18030 reads it too
    assert window.documents.open_path(path, ask=False)
    notice = window.documents.encoding_ui.shown_text()
    assert "guessed as GB18030" in notice and "Big5" in notice
    menu = window.documents.encoding_ui.bar_menu
    big5 = next(a for a in menu.actions() if a.text().startswith("Big5 ("))
    big5.trigger()
    assert window.editor.toPlainText() == "# 標\n"
    assert window.documents.document.encoding == "big5"
    assert "big5" in window.documents.recent.encodings()  # remembered for the next guesses
    window.documents.encoding_ui.menu.aboutToShow.emit()
    checked = [a.text() for a in window.documents.encoding_ui.menu.actions() if a.isChecked()]
    assert checked and checked[0].startswith("Big5 (")


def test_broken_utf8_bytes_are_marked_told_and_kept(qtbot, window, tmp_path):
    path = tmp_path / "broken.md"
    data = "# 标题\n\n中文段落。\n".encode() + b"Bad \xff byte.\n"
    path.write_bytes(data)
    assert window.documents.open_path(path, ask=False)
    assert "Bad \ufffd byte." in window.editor.toPlainText()
    assert "1 byte" in window.documents.encoding_ui.shown_text()
    cursor = window.editor.textCursor()
    cursor.setPosition(len("# 标题"))
    window.editor.setTextCursor(cursor)
    qtbot.keyClicks(window.editor, " edited")
    _press_save(window)
    assert path.read_bytes() == data.replace("# 标题".encode(), "# 标题 edited".encode())


def test_a_character_the_encoding_cannot_hold_asks_before_utf8(qtbot, window, tmp_path):
    path = tmp_path / "latin.md"
    original = "# Café\n\nCrème brûlée et pâtisserie.\n".encode("cp1252")
    path.write_bytes(original)
    assert window.documents.open_path(path, ask=False)
    window.editor.moveCursor(QTextCursor.MoveOperation.End)
    type_chinese(window.editor, "中文")
    cancel = _click(window, "Cancel")
    _press_save(window)
    assert cancel.stop() and path.read_bytes() == original and window.documents.is_dirty()
    convert = _click(window, "Save as UTF-8")
    _press_save(window)
    assert convert.stop()
    assert path.read_bytes() == "# Café\n\nCrème brûlée et pâtisserie.\n中文".encode()
    assert window.documents.document.encoding == "utf-8" and not window.documents.is_dirty()


def _ticks_while(window, action) -> int:
    """How often a 10 ms timer fired while ``action`` ran: the window's event loop."""
    ticks = [0]
    timer = QTimer(window)
    timer.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
    timer.start(10)
    try:
        action()
    finally:
        timer.stop()
    return ticks[0]


def test_a_large_file_opens_in_slices_while_the_window_keeps_answering(qtbot, window,
                                                                      tmp_path):
    text = "".join(f"## Section {n}\n\nIn 2024 the lab released a 70B model, said Dr. Wu.\n\n"
                   for n in range(18_000))  # 1.2 MB: read by a worker, put in by slices
    path = tmp_path / "big.md"
    path.write_text(text, encoding="utf-8")
    seen_progress = []
    QTimer.singleShot(50, lambda: seen_progress.append(window.findChild(QProgressDialog)))
    ticks = _ticks_while(window, lambda: window.documents.open_path(path, ask=False))
    assert window.editor.toPlainText() == text
    assert ticks > 0 and seen_progress[0] is not None
    assert not window.documents.is_dirty() and not window.editor.isReadOnly()
    assert not window.editor.document().isUndoAvailable()


def test_export_runs_off_the_ui_thread_and_keeps_the_whole_article(qtbot, window, tmp_path,
                                                                  monkeypatch):
    from editor.preview import export

    window.editor.set_text("# T\n\nUse the <script> tag here.\n\nSecond paragraph.\n")
    target = tmp_path / "out.html"
    monkeypatch.setattr(window.documents, "ask_path", lambda *a, **k: str(target))  # "where to?"
    slow = export.to_html

    def slow_export(text: str) -> str:
        time.sleep(0.6)  # a slow renderer (8,000 "[" took 9 s in Python-Markdown)
        return slow(text)

    monkeypatch.setattr(export, "to_html", slow_export)
    results = []
    ticks = _ticks_while(window, lambda: results.append(window.documents.exports.html()))
    assert results == [str(target)] and ticks > 5
    body = target.read_text(encoding="utf-8").split("<body>")[1]
    assert "tag here" in body and "Second paragraph" in body


def test_exporting_a_list_nested_500_deep_works(qtbot, window, tmp_path, monkeypatch):
    window.editor.set_text("# Deep\n\n" + "".join("    " * d + f"- item {d}\n"
                                                  for d in range(500)))
    target = tmp_path / "deep.html"
    monkeypatch.setattr(window.documents, "ask_path", lambda *a, **k: str(target))
    assert window.documents.exports.html() == str(target)
    assert "item 499" in target.read_text(encoding="utf-8")


def test_export_markdown_action_keeps_a_crlf_front_matter_byte_for_byte(qtbot, window, tmp_path):
    front = b"---\r\ntags: [jekyll, blog]\r\ntoc: true\r\ndate: 2018-06-24\r\n---\r\n"
    source = tmp_path / "post.md"
    source.write_bytes(front + b"\r\n# Post\r\n\r\nText.  \r\n")
    assert window.documents.open_path(source, ask=False)
    answer_file_dialog(window, tmp_path / "post.export.md")
    window.actions_by_name["export_markdown"].trigger()
    qtbot.waitUntil(lambda: (tmp_path / "post.export.md").exists())
    assert (tmp_path / "post.export.md").read_bytes() == front + b"\r\n# Post\r\n\r\nText.\r\n"
