"""Never overwrite anyone's words: changes by other programs after our own saves, two
windows on one file, read-only files and hard links, driven through the real window.

The review's worst failure: after the app's first save, a change by another
program went unnoticed and the next save overwrote it silently.
"""

from __future__ import annotations

import os
import stat

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QTextCursor

from tests.support.gui_helpers import dispose

pytestmark = pytest.mark.gui


def _open(qtbot, window, path, text="# Doc\n\nOriginal.\n"):
    path.write_text(text, encoding="utf-8")
    assert window.documents.open_path(path, ask=False)


def _type_at_end(qtbot, window, keys: str) -> None:
    window.editor.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClicks(window.editor, keys)


def _press_save(window) -> None:
    window.actions_by_name["save"].trigger()


class _Click:
    """Clicks ``label`` on the next question the window asks within ``within_ms``."""

    def __init__(self, window, label: str, within_ms: int = 20_000) -> None:
        self.window, self.label, self.left = window, label, within_ms
        self.clicked = False

        def poll() -> None:  # a closure: Qt holds only weak references to bound methods
            box = self.window.disk_questions.prompt
            if box is not None and box.isVisible() and self.left > 0:
                next(b for b in box.buttons() if b.text() == self.label).click()
                self.clicked = True
            elif self.left > 0:
                self.left -= 20
                QTimer.singleShot(20, poll)

        QTimer.singleShot(20, poll)

    def stop(self) -> bool:
        """Stop waiting; True if it clicked."""
        self.left = 0
        return self.clicked


def _click(window, label: str, within_ms: int = 20_000) -> _Click:
    return _Click(window, label, within_ms)


def _append(path, words: str) -> None:
    with path.open("a", encoding="utf-8") as handle:
        handle.write(words)


def test_a_change_after_our_own_save_is_reloaded_and_kept(qtbot, window, tmp_path):
    path = tmp_path / "doc.md"
    _open(qtbot, window, path)
    _type_at_end(qtbot, window, " mine")
    _press_save(window)
    assert not window.documents.is_dirty()
    # Still watched after the atomic replace:
    assert str(path) in window.safety.disk_watch.watcher.files()
    _append(path, "THEIRS\n")
    # The buffer held nothing unsaved: it shows their version, without a question.
    qtbot.waitUntil(lambda: "THEIRS" in window.editor.toPlainText(), timeout=10_000)
    assert not window.documents.is_dirty()
    _type_at_end(qtbot, window, " more")
    _press_save(window)
    assert path.read_text(encoding="utf-8").endswith("THEIRS\n more")


def test_a_change_while_the_writer_has_unsaved_text_asks(qtbot, window, tmp_path):
    path = tmp_path / "doc.md"
    _open(qtbot, window, path)
    _type_at_end(qtbot, window, " mine")
    _press_save(window)
    _type_at_end(qtbot, window, " unsaved")
    kept = _click(window, "Keep mine")
    _append(path, "THEIRS\n")
    qtbot.waitUntil(lambda: kept.clicked and window.disk_questions.prompt is None, timeout=10_000)
    assert window.documents.is_dirty() and "THEIRS" not in window.editor.toPlainText()
    # "Keep mine" was the writer's choice for that version: the save replaces it unasked.
    unexpected = _click(window, "Cancel", within_ms=5_000)
    _press_save(window)
    assert not unexpected.stop()
    assert path.read_text(encoding="utf-8") == "# Doc\n\nOriginal.\n mine unsaved"

    _type_at_end(qtbot, window, " again")
    _click(window, "Reload")
    _append(path, "THEIRS AGAIN\n")
    qtbot.waitUntil(lambda: "THEIRS AGAIN" in window.editor.toPlainText(), timeout=10_000)
    assert not window.documents.is_dirty()


def test_a_save_over_a_change_the_watcher_missed_asks_first(qtbot, window, tmp_path):
    path = tmp_path / "doc.md"
    _open(qtbot, window, path)
    window.safety.disk_watch.stop()  # as if the change had come while nothing watched
    _append(path, "THEIRS\n")
    _type_at_end(qtbot, window, " mine")

    _click(window, "Cancel")
    _press_save(window)
    assert path.read_text(encoding="utf-8").endswith("THEIRS\n")
    assert window.documents.is_dirty()

    compared = []

    def look_at_comparison():
        dialog = window.disk_questions.compare_dialog
        if dialog is None:
            QTimer.singleShot(20, look_at_comparison)
            return
        compared.append((dialog.left.toPlainText(), dialog.right.toPlainText(),
                         dialog.differences))
        dialog.reject()
        _click(window, "Overwrite")

    _click(window, "Compare…")
    QTimer.singleShot(20, look_at_comparison)
    _press_save(window)
    theirs, mine, differences = compared[0]
    assert "THEIRS" in theirs and "mine" in mine and differences >= 1
    assert path.read_text(encoding="utf-8") == "# Doc\n\nOriginal.\n mine"
    assert not window.documents.is_dirty()


def test_an_atomic_replace_by_another_program_is_noticed(qtbot, window, tmp_path):
    path = tmp_path / "doc.md"
    _open(qtbot, window, path)
    _type_at_end(qtbot, window, " mine")
    _press_save(window)
    replacement = tmp_path / "incoming.tmp"
    replacement.write_text("# Doc\n\nFrom git pull.\n", encoding="utf-8")
    os.replace(replacement, path)  # as git and most editors write
    qtbot.waitUntil(lambda: "From git pull." in window.editor.toPlainText(), timeout=10_000)


def test_two_windows_on_one_file_never_lose_each_others_words(qtbot, window, tmp_path):
    from PySide6.QtCore import QSettings

    from editor.document.recovery import RecoveryStore
    from editor.window.main_window import MainWindow

    other = MainWindow(settings=QSettings(str(tmp_path / "b.ini"), QSettings.Format.IniFormat),
                       recovery=RecoveryStore(tmp_path / "recovery-b"))
    other.show()
    try:
        path = tmp_path / "shared.md"
        _open(qtbot, window, path)
        assert other.documents.open_path(path, ask=False)
        _type_at_end(qtbot, other, " from B")
        _press_save(other)
        qtbot.waitUntil(lambda: "from B" in window.editor.toPlainText(), timeout=10_000)
        _type_at_end(qtbot, window, " from A")
        _press_save(window)
        qtbot.waitUntil(lambda: "from A" in other.editor.toPlainText(), timeout=10_000)
        assert path.read_text(encoding="utf-8").endswith(" from B from A")
        # Both type; B saves first; A's save must ask, not overwrite.
        _type_at_end(qtbot, window, " A2")
        _type_at_end(qtbot, other, " B2")
        window.safety.disk_watch.stop()
        _press_save(other)
        _click(window, "Cancel")
        _press_save(window)
        assert path.read_text(encoding="utf-8").endswith(" B2")
    finally:
        dispose(other)


def test_a_read_only_file_asks_before_it_is_replaced(qtbot, window, tmp_path):
    path = tmp_path / "locked.md"
    _open(qtbot, window, path)
    path.chmod(0o444)
    _type_at_end(qtbot, window, " mine")
    _click(window, "Cancel")
    _press_save(window)
    assert path.read_text(encoding="utf-8") == "# Doc\n\nOriginal.\n"
    assert window.documents.is_dirty()
    _click(window, "Overwrite")
    _press_save(window)
    assert path.read_text(encoding="utf-8").endswith(" mine") and not window.documents.is_dirty()
    assert stat.S_IMODE(path.stat().st_mode) == 0o444


def test_a_hard_linked_file_keeps_its_links(qtbot, window, tmp_path):
    path = tmp_path / "a.md"
    _open(qtbot, window, path)
    twin = tmp_path / "b.md"
    os.link(path, twin)
    _type_at_end(qtbot, window, " mine")
    _press_save(window)
    assert twin.read_text(encoding="utf-8").endswith(" mine")
    assert path.stat().st_ino == twin.stat().st_ino
