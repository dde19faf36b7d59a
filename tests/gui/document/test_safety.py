"""Never lose a word: failed saves, autosave and recovery, files changed on disk."""

from __future__ import annotations

import errno
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QMessageBox

from editor.document.recovery import RecoveryStore
from editor.window.main_window import MainWindow
from scorers.textfiles import files
from tests.support.gui_helpers import dispose

pytestmark = pytest.mark.gui
ROOT = Path(__file__).resolve().parents[3]


def _saved_file(qtbot, window, path: Path, text: str = "# Draft\n\nFirst words.\n") -> None:
    path.write_text(text, encoding="utf-8")
    assert window.documents.open_path(path, ask=False)
    window.editor.moveCursor(window.editor.textCursor().MoveOperation.End)
    qtbot.keyClicks(window.editor, " More words.")
    assert window.documents.is_dirty()


def _assert_failed_save(window, path: Path, reason: str, original: str) -> None:
    assert not window.documents.save()
    assert str(path) in window.documents.last_error and reason in window.documents.last_error
    assert window.documents.is_dirty() and window.isWindowModified()
    assert "More words." in window.editor.toPlainText()
    buttons = [b.text() for b in window.documents.error_box.buttons()]
    assert any("Save As" in b for b in buttons)
    window.documents.error_box.close()
    if path.exists():
        assert path.read_text(encoding="utf-8") == original
    assert not [p for p in path.parent.glob(".*.tmp")] if path.parent.exists() else True


def test_save_into_read_only_folder_reports_and_keeps_the_buffer(qtbot, window, tmp_path,
                                                                  monkeypatch):
    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "a.md"
    _saved_file(qtbot, window, path)
    if os.geteuid() == 0:
        # root ignores folder permissions: make the folder refuse new files the way a
        # read-only folder does for everyone else.
        def refuse(*args, **kwargs):
            raise PermissionError(errno.EACCES, "Permission denied", str(folder))
        monkeypatch.setattr(files.tempfile, "mkstemp", refuse)
    else:
        folder.chmod(0o500)
    try:
        _assert_failed_save(window, path, "permission denied", "# Draft\n\nFirst words.\n")
    finally:
        folder.chmod(0o700)


def test_disk_full_during_save_leaves_the_old_file_whole(qtbot, window, tmp_path, monkeypatch):
    path = tmp_path / "full.md"
    _saved_file(qtbot, window, path)

    def no_space(fd):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(files.os, "fsync", no_space)
    _assert_failed_save(window, path, "the disk is full", "# Draft\n\nFirst words.\n")


def test_saving_into_a_removed_folder_reports_it(qtbot, window, tmp_path):
    folder = tmp_path / "gone"
    folder.mkdir()
    path = folder / "b.md"
    _saved_file(qtbot, window, path)
    window.safety.disk_watch.watcher.removePaths(window.safety.disk_watch.watcher.files())
    shutil.rmtree(folder)
    _assert_failed_save(window, path, "the folder no longer exists", "")


def test_too_long_a_path_is_reported(qtbot, window, tmp_path):
    window.editor.set_text("text")
    window.editor.document().setModified(True)
    assert not window.documents._write(tmp_path / ("x" * 300 + ".md"))
    assert "the file name is too long" in window.documents.last_error
    assert window.documents.is_dirty()
    window.documents.error_box.close()


def test_save_keeps_permissions(qtbot, window, tmp_path):
    path = tmp_path / "perm.md"
    _saved_file(qtbot, window, path)
    path.chmod(0o640)
    assert window.documents.save()
    assert (path.stat().st_mode & 0o777) == 0o640
    assert path.read_text(encoding="utf-8").endswith("More words.")


def test_autosave_writes_a_recovery_copy_and_saving_removes_it(qtbot, window, tmp_path):
    folder = tmp_path / "recovery"
    qtbot.keyClicks(window.editor, "Untitled draft words")
    copy = folder / f"{window.safety.doc_id}.md"
    qtbot.waitUntil(copy.exists, timeout=10_000)
    assert copy.read_text(encoding="utf-8") == "Untitled draft words"
    path = tmp_path / "kept.md"
    assert window.documents._write(path)
    assert not copy.exists()
    # A write queued before the save must not bring the copy back once it has run.
    qtbot.waitUntil(lambda: not window.safety.autosaver.busy, timeout=10_000)
    assert not copy.exists()


def _answer(current_box, pick) -> None:
    def answer():
        box = current_box()
        if box is not None and box.isVisible():
            pick(box).click()
        else:
            QTimer.singleShot(20, answer)
    QTimer.singleShot(20, answer)


def test_file_deleted_on_disk_keeps_the_text(qtbot, window, tmp_path):
    path = tmp_path / "deleted.md"
    _saved_file(qtbot, window, path)
    _answer(lambda: window.disk_questions.prompt,
            lambda box: box.button(QMessageBox.StandardButton.Ok))
    path.unlink()
    qtbot.waitUntil(lambda: window.disk_questions.prompt is None and
                    files.disk_status(window.documents.document) == "deleted"
                    and window.documents.is_dirty(),
                    timeout=10_000)
    assert "More words." in window.editor.toPlainText()
    assert window.documents.save() and "More words." in path.read_text(encoding="utf-8")


_TYPING_APP = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtTest import QTest
    from editor.app import _parser, prepare_environment, start

    prepare_environment()
    app, window = start(_parser().parse_args([]))

    def type_words():
        window.editor.setFocus()
        QTest.keyClicks(window.editor, "Words typed before the crash, 2024.")
        print("typed", flush=True)

    QTimer.singleShot(300, type_words)
    sys.exit(app.exec())
""")


def accept_recovery(window) -> list[str]:
    """Restore what the recovery dialog offers, when it shows; returns the lines it listed."""
    offered: list[str] = []

    def accept():
        dialog = window.safety.recovery_dialog
        if dialog is None:
            QTimer.singleShot(20, accept)
            return
        offered.extend(dialog.list.item(i).text() for i in range(dialog.list.count()))
        dialog.restore_button.click()
    QTimer.singleShot(20, accept)
    return offered


def test_killed_app_offers_its_unsaved_text_back(qtbot, tmp_path):
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT))
    log = tmp_path / "app.log"
    with log.open("w") as log_file:
        process = subprocess.Popen([sys.executable, "-c", _TYPING_APP], env=env, cwd=ROOT,
                                   stdout=subprocess.DEVNULL, stderr=log_file)
    try:
        folder = tmp_path / "data" / "GEO Writer" / "geo-writer" / "recovery"
        deadline = time.monotonic() + 90
        copies: list[Path] = []
        while time.monotonic() < deadline and process.poll() is None:
            copies = [p for p in folder.glob("*.md")
                      if "before the crash" in p.read_text(encoding="utf-8")] \
                if folder.exists() else []
            if copies:
                break
            time.sleep(0.2)
        assert copies, log.read_text()
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(30)

    # Restart: the new window offers the document back and restores it.
    settings = QSettings(str(tmp_path / "cfg.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings=settings, recovery=RecoveryStore(folder))
    window.show()
    offered = accept_recovery(window)
    restored = window.safety.offer_recovery()
    assert len(restored) == 1 and "autosaved" in offered[0]
    assert window.editor.toPlainText() == "Words typed before the crash, 2024."
    assert window.documents.is_dirty()
    # Offered once: a second start finds nothing left behind.
    assert RecoveryStore(folder).orphans() == []
    dispose(window)


def test_recovery_store_ignores_documents_of_running_apps(tmp_path):
    store = RecoveryStore(tmp_path)
    doc_id = store.new_id()
    assert store.write(doc_id, "text", None, "Untitled")
    assert store.orphans() == []  # this process still runs
    other = RecoveryStore(tmp_path)
    (tmp_path / f"{doc_id}.lock").write_text("999999999", encoding="ascii")
    found = other.orphans()
    assert [d.text for d in found] == ["text"]
