"""Exporting a draft that still holds placeholders (TODO, TBD, XX%, 待补): File → Export
warns with their count, and the writer can export anyway or go back to the draft."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.gui.window.test_all_actions import type_path

pytestmark = pytest.mark.gui

DRAFT = """\
# Compost in ten weeks

A 200-litre bin gives finished compost in about ten weeks. [TODO: cite the RHS guide.]

About XX% of households in Leeds compost at home.

## Turning

Turn the pile once a week; the heat reaches 55 °C. TBD: a photo of the thermometer.
"""

CLEAN = "# Compost in ten weeks\n\nA 200-litre bin gives finished compost in about ten weeks.\n"


def _answer_in_turn(handlers: list[Callable]) -> tuple[QTimer, list[str]]:
    """Answer the modal windows the next command opens, one handler each, in order.
    Returns the polling timer (stop it after the command) and what each answered window
    said: a message box's text, or the window's class."""
    seen: list[str] = []

    def poll() -> None:
        widget = QApplication.activeModalWidget()
        if widget is not None and widget.isVisible() and handlers:
            seen.append(widget.text() if isinstance(widget, QMessageBox)
                        else type(widget).__name__)
            handlers.pop(0)(widget)

    timer = QTimer()
    timer.setInterval(15)
    timer.timeout.connect(poll)
    timer.start()
    return timer, seen


def _button(text: str) -> Callable:
    def answer(box) -> None:
        assert isinstance(box, QMessageBox)
        for button in box.buttons():
            if button.text() == text:
                button.click()
                return
        raise AssertionError(f"no button {text!r} in {[b.text() for b in box.buttons()]}")
    return answer


def _cancel(box) -> None:
    assert isinstance(box, QMessageBox)
    box.button(QMessageBox.StandardButton.Cancel).click()


@pytest.mark.parametrize(("action", "name"), [("export_html", "draft.html"),
                                              ("export_markdown", "draft.export.md")])
def test_export_warns_with_the_count_and_still_exports(qtbot, window, tmp_path, action, name):
    window.editor.set_text(DRAFT)
    target = tmp_path / name
    timer, seen = _answer_in_turn([_button("Export anyway"), type_path(target)])
    window.actions_by_name[action].trigger()
    timer.stop()
    assert "3 placeholder" in seen[0], seen
    assert seen[1] == "QFileDialog"
    # Exported as written: the warning is not a refusal, and nothing is dropped.
    assert "[TODO: cite the RHS guide.]" in target.read_text(encoding="utf-8")


def test_cancelling_the_warning_exports_nothing_and_keeps_the_draft(qtbot, window, tmp_path):
    window.editor.set_text(DRAFT)
    timer, seen = _answer_in_turn([_cancel])
    window.actions_by_name["export_html"].trigger()
    timer.stop()
    assert len(seen) == 1 and "placeholder" in seen[0]
    assert list(tmp_path.glob("*.html")) == []
    assert window.editor.toPlainText() == DRAFT


def test_a_draft_without_placeholders_goes_straight_to_the_file_dialog(qtbot, window,
                                                                       tmp_path):
    window.editor.set_text(CLEAN + "\nTODO comments in code are fine to write about.\n")
    target = tmp_path / "clean.html"
    timer, seen = _answer_in_turn([type_path(target)])
    window.actions_by_name["export_html"].trigger()
    timer.stop()
    assert seen == ["QFileDialog"] and target.exists()
