"""R9 and R10 in the window: a save that cannot happen says why and loses nothing; a
write by another program during the save becomes the usual question."""

from __future__ import annotations

import shutil
import tempfile

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QTextCursor

from scorers.textfiles import files

pytestmark = pytest.mark.gui


def _open_and_type(qtbot, window, path, words=" mine"):
    path.write_text("# Doc\n\nOriginal.\n", encoding="utf-8")
    assert window.documents.open_path(path, ask=False)
    window.editor.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClicks(window.editor, words)


def _click_when_asked(window, label: str) -> list[str]:
    asked: list[str] = []

    def poll() -> None:
        box = window.disk_questions.prompt
        if box is not None and box.isVisible():
            asked.append(box.text())
            next(b for b in box.buttons() if b.text() == label).click()
        else:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(20, poll)
    return asked


def test_saving_over_a_file_that_became_a_folder_says_so_and_keeps_the_text(qtbot, window,
                                                                             tmp_path):
    path = tmp_path / "doc.md"
    _open_and_type(qtbot, window, path)
    window.safety.disk_watch.watcher.removePaths([str(path)])  # the save is what notices
    path.unlink()
    path.mkdir()
    window.actions_by_name["save"].trigger()  # nothing to overwrite: no question, a reason
    qtbot.waitUntil(lambda: window.documents.error_box is not None, timeout=10_000)
    box = window.documents.error_box
    assert "a folder has that name" in box.informativeText()
    assert window.documents.is_dirty() and "mine" in window.editor.toPlainText()
    assert path.is_dir() and not any(path.iterdir())
    box.close()
    window.editor.document().setModified(False)
    shutil.rmtree(path)


def test_a_write_during_the_save_is_asked_about_not_overwritten(qtbot, window, tmp_path,
                                                               monkeypatch):
    path = tmp_path / "doc.md"
    _open_and_type(qtbot, window, path)
    real = tempfile.mkstemp

    def theirs_lands(*args, **kwargs):  # after the save compared, before it replaces
        monkeypatch.setattr(files.tempfile, "mkstemp", real)
        with path.open("a", encoding="utf-8") as handle:
            handle.write("THEIRS\n")
        return real(*args, **kwargs)

    monkeypatch.setattr(files.tempfile, "mkstemp", theirs_lands)
    asked = _click_when_asked(window, "Cancel")
    window.actions_by_name["save"].trigger()
    qtbot.waitUntil(lambda: bool(asked), timeout=10_000)
    assert "changed by another program" in asked[0]
    assert path.read_text(encoding="utf-8").endswith("THEIRS\n")
    assert window.documents.is_dirty()
    window.editor.document().setModified(False)


def test_a_20_mb_file_is_refused_with_its_size_and_the_limit(qtbot, window, tmp_path):
    """R15: 19.5 MiB took 806 MB in the window; now refused, the window stays as it was."""
    from editor.document.controller import WINDOW_MAX_BYTES

    path = tmp_path / "huge.md"
    line = "The heat pump moves heat from the outside air into the house.\n"
    path.write_text(line * (20 * 1024 * 1024 // len(line)), encoding="utf-8")
    before = window.editor.toPlainText()
    assert not window.documents.open_path(path, ask=False)
    box = window.documents.error_box
    assert "20.0 MB" in box.informativeText()
    assert f"{WINDOW_MAX_BYTES // 1024 // 1024} MB" in box.informativeText()
    assert window.editor.toPlainText() == before
    box.close()
