"""R2: file names and document text are shown as text, never rendered as HTML, in the
window's message boxes and tooltips (a file from a download or a cloned repository
can be named anything)."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QTextCursor, QTextDocumentFragment
from PySide6.QtWidgets import QLabel, QMessageBox

from editor.document.recovery import RecoveredDocument
from editor.document.safety import RecoveryDialog

pytestmark = pytest.mark.gui

HOSTILE = '<font size="7">BIG <a href="http:x">link'


def _labels_showing(box: QMessageBox, fragment: str) -> list[QLabel]:
    return [label for label in box.findChildren(QLabel) if fragment in label.text()]


class _Inspect:
    """On the next message box: record how each label carrying ``fragment`` shows it,
    then press ``button``."""

    def __init__(self, get_box, fragment: str, button) -> None:
        self.seen: list[tuple[Qt.TextFormat, bool]] = []

        def poll() -> None:
            box = get_box()
            if box is None or not box.isVisible():
                QTimer.singleShot(20, poll)
                return
            self.seen = [(label.textFormat(), label.openExternalLinks())
                         for label in _labels_showing(box, fragment)]
            box.button(button).click()

        QTimer.singleShot(20, poll)


def _open_hostile(window, tmp_path):
    path = tmp_path / f"{HOSTILE}.md"
    path.write_text("# Notes\n\nA line.\n", encoding="utf-8")
    assert window.documents.open_path(path, ask=False)
    return path


def test_the_save_prompt_shows_a_hostile_file_name_as_text(qtbot, window, tmp_path):
    _open_hostile(window, tmp_path)
    window.editor.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClicks(window.editor, "x")
    seen = _Inspect(lambda: window.documents.prompt, "<font", QMessageBox.StandardButton.Cancel)
    assert not window.documents.maybe_save()  # cancelled
    assert seen.seen, "the prompt did not show the name"
    assert all(fmt == Qt.TextFormat.PlainText and not links for fmt, links in seen.seen)
    window.editor.document().setModified(False)


def test_the_file_deleted_box_shows_a_hostile_file_name_as_text(qtbot, window):
    seen = _Inspect(lambda: window.disk_questions.prompt, "<font", QMessageBox.StandardButton.Ok)
    window.disk_questions.file_deleted(HOSTILE)
    assert seen.seen
    assert all(fmt == Qt.TextFormat.PlainText and not links for fmt, links in seen.seen)


def test_the_changed_on_disk_question_shows_a_hostile_file_name_as_text(qtbot, window):
    questions = window.disk_questions
    seen: list[Qt.TextFormat] = []

    def poll() -> None:
        box = questions.prompt
        if box is None or not box.isVisible():
            QTimer.singleShot(20, poll)
            return
        seen.extend(label.textFormat() for label in _labels_showing(box, "<font"))
        next(b for b in box.buttons() if b.text() == "Keep").click()

    QTimer.singleShot(20, poll)
    questions.ask("File changed on disk", f"“{HOSTILE}” was changed by another program.",
                  f"Detail about {HOSTILE}", [("keep", "Keep", QMessageBox.ButtonRole.AcceptRole)],
                  "keep")
    assert len(seen) == 2 and set(seen) == {Qt.TextFormat.PlainText}


def test_an_error_box_shows_a_file_name_in_its_detail_as_text(qtbot, window):
    window.documents.show_error("Could not save", f"{HOSTILE}.md: the disk is full")
    box = window.documents.error_box
    labels = _labels_showing(box, "<font")
    assert labels and all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)
    box.close()


def test_the_recovery_tooltip_shows_the_text_as_it_is(qtbot, window):
    text = '<img src="/etc/hostname" width=3000 height=3000> and <table width=20000>'
    dialog = RecoveryDialog([RecoveredDocument("x", text, f"/tmp/{HOSTILE}.md", "n",
                                               time.time())], window)
    tip = dialog.list.item(0).toolTip()
    shown = QTextDocumentFragment.fromHtml(tip).toPlainText()
    assert f"/tmp/{HOSTILE}.md" in shown and text in shown  # literally, tags and all
    assert "<img" not in tip and "<table" not in tip
    dialog.close()


def test_the_encoding_notice_names_the_file_as_text(qtbot, window):
    assert window.documents.encoding_ui.bar.label.textFormat() == Qt.TextFormat.PlainText
