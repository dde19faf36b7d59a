"""File → Quit ends the app: every window closes, each asking about its unsaved text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from editor.document.recovery import RecoveryStore
from editor.window.main_window import MainWindow
from tests.gui.window.test_all_actions import Answerer, click
from tests.support.gui_helpers import dispose

pytestmark = pytest.mark.gui


@pytest.fixture
def second(qtbot, tmp_path):
    """Another window of the app (as a recovered document opens one), with unsaved text."""
    settings = QSettings(str(tmp_path / "cfg2" / "geo-writer.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings, recovery=RecoveryStore(tmp_path / "recovery2"))
    win.show()
    qtbot.waitExposed(win)
    win.editor.insertPlainText("# Second\n\nWords the writer has not saved yet.\n")
    assert win.editor.document().isModified()
    yield win
    dispose(win)


def _quit(window: MainWindow) -> None:
    window.findChild(QAction, "quit").trigger()


def test_quit_closes_every_window_asking_about_the_unsaved_one(qtbot, window, second):
    answerer = Answerer()
    try:
        answerer.expect(click(QMessageBox.StandardButton.Discard))
        _quit(window)
        qtbot.waitUntil(lambda: not second.isVisible())
    finally:
        answerer.stop()
    assert not window.isVisible()
    assert answerer.answered == ["QMessageBox"]  # asked once: only the second was unsaved


def test_cancel_keeps_the_unsaved_window_and_its_text(qtbot, window, second):
    answerer = Answerer()
    try:
        answerer.expect(click(QMessageBox.StandardButton.Cancel))
        _quit(window)
        qtbot.waitUntil(lambda: bool(answerer.answered))
        QCoreApplication.processEvents()  # a close left queued after Cancel would run now
    finally:
        answerer.stop()
    assert answerer.answered == ["QMessageBox"]
    assert second.isVisible()
    assert "not saved yet" in second.editor.toPlainText()
