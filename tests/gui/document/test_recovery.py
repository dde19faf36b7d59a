"""Lose at most five seconds, on any disk: autosave while typing, off the UI thread, with
fallbacks when the recovery folder's disk is full or read-only, SIGTERM, stale files."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer

from editor.document import recovery
from editor.document.recovery import RecoveryStore
from editor.window.main_window import MainWindow
from scorers.textfiles import files
from tests.gui.document.test_safety import _TYPING_APP, accept_recovery
from tests.support.gui_helpers import dispose

pytestmark = pytest.mark.gui
ROOT = Path(__file__).resolve().parents[3]
TYPED = "Words typed before the crash, 2024."  # by tests.gui.document.test_safety._TYPING_APP


def _copies(folder: Path) -> list[str]:
    return [p.read_text(encoding="utf-8") for p in folder.glob("*.md")] if folder.exists() else []


def test_autosave_writes_within_five_seconds_while_typing_goes_on(qtbot, window, tmp_path):
    folder = tmp_path / "recovery"
    typed = []

    def key() -> None:
        qtbot.keyClicks(window.editor, "a")
        typed.append(time.monotonic())

    timer = QTimer(window)
    timer.timeout.connect(key)
    timer.start(150)  # never a pause long enough for the pause timer
    copied_while_typing: list[str] = []
    qtbot.waitUntil(lambda: bool(copied_while_typing.extend(_copies(folder)) or
                                 copied_while_typing) or len(typed) > 60, timeout=20_000)
    timer.stop()
    assert copied_while_typing, "no recovery copy while the writer kept typing"
    assert copied_while_typing[0].startswith("aaaa")


def test_the_copy_is_written_off_the_ui_thread(qtbot, window, monkeypatch):
    threads = []
    real_write = RecoveryStore.write

    def spy(self, *args, **kwargs):
        threads.append(threading.current_thread())
        return real_write(self, *args, **kwargs)

    monkeypatch.setattr(RecoveryStore, "write", spy)
    qtbot.keyClicks(window.editor, "words")
    qtbot.waitUntil(lambda: bool(threads), timeout=10_000)
    assert threads[0] is not threading.main_thread()


def _full(target_folder: Path):
    """A write_atomic that fails with ENOSPC inside ``target_folder``."""
    real = files.write_atomic

    def write_atomic(target: Path, data: bytes) -> None:
        if Path(target).parent == target_folder:
            raise files.SaveError.of(OSError(errno.ENOSPC, "No space left on device"))
        real(target, data)
    return write_atomic


def test_a_full_recovery_disk_falls_back_and_says_where(qtbot, tmp_path, monkeypatch):
    primary, fallback = tmp_path / "home" / "recovery", tmp_path / "tmp" / "recovery"
    store = RecoveryStore(primary, [fallback])
    monkeypatch.setattr(recovery, "write_atomic", _full(primary))
    window = MainWindow(settings=QSettings(str(tmp_path / "c.ini"), QSettings.Format.IniFormat),
                        recovery=store)
    window.show()
    try:
        qtbot.keyClicks(window.editor, "Kept somewhere")
        qtbot.waitUntil(lambda: _copies(fallback) == ["Kept somewhere"] and
                        bool(window.safety.autosave_notice), timeout=10_000)
        assert not window.safety.autosave_failing()
        assert str(primary) in window.safety.autosave_notice and "the disk is full" in \
            window.safety.autosave_notice and str(fallback) in window.safety.autosave_notice
        # After a crash the copy in the fallback folder is offered like any other.
        for lock in fallback.glob("*.lock"):
            lock.write_text("999999999", encoding="ascii")  # as if this app had died
        assert [d.text for d in RecoveryStore(primary, [fallback]).orphans()] == \
            ["Kept somewhere"]
    finally:
        dispose(window)


def test_autosave_failing_everywhere_is_shown_until_it_works_again(qtbot, window, tmp_path,
                                                                   monkeypatch):
    folder = tmp_path / "recovery"
    monkeypatch.setattr(recovery, "write_atomic", _full(folder))
    qtbot.keyClicks(window.editor, "Not copied yet")
    qtbot.waitUntil(window.safety.autosave_failing, timeout=10_000)
    assert window.safety.status_autosave.isVisible()
    assert window.safety.status_autosave.text() == "Autosave failing"
    assert "autosave failing" in window.windowTitle()
    assert "the disk is full" in window.safety.status_autosave.toolTip()
    monkeypatch.undo()
    qtbot.keyClicks(window.editor, " - now it is")
    qtbot.waitUntil(lambda: not window.safety.autosave_failing(), timeout=10_000)
    assert not window.safety.status_autosave.isVisible()
    assert "autosave failing" not in window.windowTitle()
    assert _copies(folder) == ["Not copied yet - now it is"]


def test_autosave_trouble_is_told_in_the_writers_language(qtbot, window, tmp_path, monkeypatch):
    """A Chinese writer read "Autosave failing: …: the disk is full": the reason is now
    in the interface's language."""
    from dataclasses import replace

    window.set_preferences(replace(window.prefs, ui_lang="zh"))
    monkeypatch.setattr(recovery, "write_atomic", _full(tmp_path / "recovery"))
    qtbot.keyClicks(window.editor, "Not copied yet")
    qtbot.waitUntil(window.safety.autosave_failing, timeout=10_000)
    assert "磁盘已满" in window.safety.status_autosave.toolTip()
    assert "disk is full" not in window.safety.status_autosave.toolTip()


def test_the_store_never_raises_when_no_folder_can_be_made(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    store = RecoveryStore(blocker / "recovery")  # mkdir fails: a file is in the way
    doc_id = store.new_id()
    result = store.write(doc_id, "text", None, "Untitled")
    assert not result.ok and str(blocker / "recovery") in result.problems[0].text()
    assert store.orphans() == [] and store.clean_up() == []


def _app_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    return dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"),
                XDG_DATA_HOME=str(tmp_path / "data"), TMPDIR=str(tmp_path / "tmp"),
                QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), **extra)


def _start_app(tmp_path: Path, env: dict[str, str]) -> tuple[subprocess.Popen, Path]:
    (tmp_path / "tmp").mkdir(exist_ok=True)
    log = tmp_path / "app.log"
    with log.open("w") as log_file:
        process = subprocess.Popen([sys.executable, "-c", _TYPING_APP], env=env, cwd=ROOT,
                                   stdout=subprocess.PIPE, stderr=log_file, text=True)
    assert process.stdout.readline().strip() == "typed", log.read_text()
    return process, log


def test_sigterm_writes_the_recovery_copy_before_exit(tmp_path):
    process, log = _start_app(tmp_path, _app_env(tmp_path))
    process.send_signal(signal.SIGTERM)  # well before the autosave pause ends
    status = process.wait(60)
    process.stdout.close()
    assert status == 0, log.read_text()
    folder = tmp_path / "data" / "GEO Writer" / "geo-writer" / "recovery"
    assert _copies(folder) == [TYPED]
    found = RecoveryStore(folder).orphans()
    assert [d.text for d in found] == [TYPED]


def test_the_app_starts_and_autosaves_when_home_cannot_be_written(tmp_path):
    blocker = tmp_path / "data-is-a-file"
    blocker.write_text("", encoding="utf-8")
    env = _app_env(tmp_path)
    env["XDG_DATA_HOME"] = str(blocker)  # no folder can be made under it
    process, log = _start_app(tmp_path, env)
    fallback = tmp_path / "tmp" / f"geo-writer-{os.getuid()}" / "recovery"
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not _copies(fallback):
            time.sleep(0.2)
        assert _copies(fallback) == [TYPED], log.read_text()
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(30)
        process.stdout.close()


def test_stale_locks_and_temporary_files_are_removed_after_the_offer(qtbot, window, tmp_path):
    folder = tmp_path / "recovery"
    dead = "0123456789abcdef0123456789abcdef"
    (folder / f"{dead}.lock").write_text("999999999", encoding="ascii")  # no copy
    (folder / f".{dead}.md.geo999999999-x1.tmp").write_text("half", encoding="utf-8")
    (folder / f".{window.safety.doc_id}.md.geo{os.getpid()}-x2.tmp").write_text("mine",
                                                                        encoding="utf-8")
    assert window.safety.offer_recovery() == []
    left = sorted(p.name for p in folder.iterdir())
    assert f"{dead}.lock" not in left and f".{dead}.md.geo999999999-x1.tmp" not in left
    assert f"{window.safety.doc_id}.lock" in left  # our own, alive
    assert f".{window.safety.doc_id}.md.geo{os.getpid()}-x2.tmp" in left


def test_an_interrupted_save_is_offered_back_then_removed(qtbot, window, tmp_path):
    from tests.gui.document.test_disk_changes import _click

    path = tmp_path / "doc.md"
    path.write_text("# Doc\n\nSaved version.\n", encoding="utf-8")
    newer = tmp_path / ".doc.md.geo999999999-abc.tmp"
    newer.write_text("# Doc\n\nThe version being saved when the app died.\n", encoding="utf-8")
    same = tmp_path / ".doc.md.geo999999998-def.tmp"
    same.write_text("# Doc\n\nSaved version.\n", encoding="utf-8")
    restore = _click(window, "Restore")
    assert window.documents.open_path(path, ask=False)
    assert restore.stop()
    assert window.editor.toPlainText() == "# Doc\n\nThe version being saved when the app died.\n"
    assert window.documents.is_dirty()
    assert not newer.exists() and not same.exists()
    assert path.read_text(encoding="utf-8") == "# Doc\n\nSaved version.\n"


def test_leaving_the_event_loop_writes_the_copy_first(tmp_path):
    # What a session manager's end does to the app: the event loop ends, no window is
    # asked to close. The copy is written on the way out (aboutToQuit).
    script = _TYPING_APP.replace('print("typed", flush=True)',
                                 'print("typed", flush=True); app.exit(0)')
    (tmp_path / "tmp").mkdir()
    done = subprocess.run([sys.executable, "-c", script], env=_app_env(tmp_path), cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "typed" in done.stdout, done.stderr
    folder = tmp_path / "data" / "GEO Writer" / "geo-writer" / "recovery"
    assert _copies(folder) == [TYPED]


def test_a_lock_of_a_reused_process_id_is_stale(tmp_path, monkeypatch):
    store = RecoveryStore(tmp_path)
    doc_id = store.new_id()
    assert store.write(doc_id, "text", None, "Untitled").ok
    pid, started = (tmp_path / f"{doc_id}.lock").read_text(encoding="ascii").split()
    assert int(pid) == os.getpid() and started
    # Another process, started at another time, now has this id (after a reboot):
    (tmp_path / f"{doc_id}.lock").write_text(f"{os.getppid()} 1", encoding="ascii")
    assert [d.text for d in RecoveryStore(tmp_path).orphans()] == ["text"]


def test_a_discarded_copy_is_not_written_back_by_a_late_write(tmp_path):
    store = RecoveryStore(tmp_path)
    doc_id = store.new_id()
    version = store.version(doc_id)
    store.discard(doc_id)  # saved meanwhile
    assert store.write(doc_id, "old text", None, "Untitled", version).ok
    assert not (tmp_path / f"{doc_id}.md").exists()


def test_errno_reasons_are_words(tmp_path):
    assert files.describe_os_error(OSError(errno.ENOSPC, "x")) == "the disk is full"
    assert files.describe_os_error(OSError(errno.EROFS, "x")) == "the disk is read-only"


def test_a_window_closed_with_discard_leaves_no_copy_at_quit(qtbot, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    from editor.document import shutdown
    from tests.gui.window.test_gui_window import _answer_prompt

    folder = tmp_path / "recovery"
    window = MainWindow(settings=QSettings(str(tmp_path / "c.ini"), QSettings.Format.IniFormat),
                        recovery=RecoveryStore(folder))
    window.show()
    qtbot.keyClicks(window.editor, "words thrown away")
    _answer_prompt(window, QMessageBox.StandardButton.Discard)
    assert window.close()
    shutdown.flush_all()  # aboutToQuit still sees the closed window
    assert _copies(folder) == []
    dispose(window)


def test_at_start_an_interrupted_save_of_a_recent_file_is_offered(qtbot, window, tmp_path):
    path = tmp_path / "recent.md"
    path.write_text("# Recent\n\nOn disk.\n", encoding="utf-8")
    window.documents.recent.add(path)
    temp = tmp_path / ".recent.md.geo999999999-abc.tmp"
    temp.write_text("# Recent\n\nBeing saved when the app died.\n", encoding="utf-8")
    offered = accept_recovery(window)
    restored = window.safety.offer_recovery()
    assert len(restored) == 1 and offered[0].startswith("recent.md")
    assert window.editor.toPlainText() == "# Recent\n\nBeing saved when the app died.\n"
    assert window.documents.is_dirty() and window.documents.document.path == path.resolve()
    assert not temp.exists()
