"""The Answer preview has room to be read: its own tab in the GEO panel, long questions
wrap, and whatever the writer types shows as typed (never as markup)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QInputMethodEvent, QTextDocumentFragment
from PySide6.QtWidgets import QApplication, QLabel

from editor.document.recovery import RecoveryStore
from editor.window.main_window import MainWindow
from tests.support.gui_helpers import dispose, set_text_and_wait

pytestmark = pytest.mark.gui

ARTICLE = """# Heat pumps at home

A heat pump delivers three to four units of heat for each unit of electricity it draws,
according to the Energy Saving Trust. It moves heat from the outside air into a house.

## How much does a heat pump cost?

An air-source heat pump costs between 7,000 and 13,000 pounds to install in 2024. A
government grant of 7,500 pounds covers most of that in England and Wales.

## How long does a heat pump last?

A heat pump lasts 15 to 20 years with a yearly service. The compressor is the part
that wears out first.

## Is a heat pump noisy?

A heat pump makes about 40 to 60 decibels at one metre, as loud as a quiet
conversation. Installers place the outdoor unit away from bedroom windows.
"""

ZH_ARTICLE = """# 家用热泵

热泵把室外空气中的热量搬进屋里。每消耗 1 度电，热泵能提供 3 到 4 度电的热量。

## 热泵能用多少年？

热泵通常能用 15 到 20 年，前提是每年保养一次。压缩机是最先磨损的部件。

## 热泵的噪音有多大？

热泵在一米外约为 40 到 60 分贝，和轻声交谈差不多。
"""

LONG_QUESTION = ("How long does a heat pump last in a family house if it is serviced every "
                 "year by a certified installer and runs through long cold winters?")


def click_tab(qtbot, window, index: int) -> None:
    bar = window.panel.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert window.panel.tabs.currentIndex() == index


def ask(qtbot, window, question: str):
    """Open the Answer preview's tab, type ``question`` and press Enter; its card."""
    click_tab(qtbot, window, 1)
    field = window.panel.answer_preview.add
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    if question.isascii():
        qtbot.keyClicks(field, question)
    else:  # as an input method commits it
        commit = QInputMethodEvent("", [])
        commit.setCommitString(question)
        QApplication.sendEvent(field, commit)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    preview = window.panel.answer_preview
    qtbot.waitUntil(lambda: preview.card_for(question) is not None, timeout=30_000)
    return preview.card_for(question)


def visible_in_scroll_area(window, widget) -> bool:
    area = window.panel.answer_scroll
    top = widget.mapTo(area.viewport(), QPoint(0, 0)).y()
    return top >= 0 and top + widget.height() <= area.viewport().height()


@pytest.mark.parametrize("size", [(1024, 700), (2560, 1440)])
def test_the_answer_preview_gets_the_panels_height_in_its_own_tab(qtbot, window, size):
    window.resize(*size)
    set_text_and_wait(qtbot, window, ARTICLE)
    assert window.panel.tabs.tabText(1).startswith("Answer preview")
    assert not window.panel.answer_preview.isVisible()  # behind the Scores tab
    card = ask(qtbot, window, "How long does a heat pump last?")
    assert "15 to 20 years" in card.quote.text()
    # The whole card can be read, not its top 80 pixels: the tab is the panel's height
    # under the score, and the card with its quote and advice fits in it.
    assert window.panel.answer_scroll.viewport().height() > 0.55 * window.panel.height()
    assert visible_in_scroll_area(window, card)
    first = window.panel.answer_preview.cards[0]
    assert visible_in_scroll_area(window, first)


def test_a_long_question_wraps_instead_of_being_cut_off(qtbot, window):
    window.resize(1024, 700)
    set_text_and_wait(qtbot, window, ARTICLE)
    card = ask(qtbot, window, LONG_QUESTION)
    field = card.text
    assert field.text() == LONG_QUESTION
    line = field.fontMetrics().lineSpacing()
    assert field.fontMetrics().horizontalAdvance(LONG_QUESTION) > field.viewport().width()
    # Several lines, every one shown: the field is as tall as its text.
    lines = field.document().documentLayout().documentSize().height()
    assert lines >= 2
    assert field.height() >= lines * line
    assert field.cursorRect(field.textCursor()).top() >= 0
    field.moveCursor(field.textCursor().MoveOperation.End)
    assert field.cursorRect().bottom() <= field.viewport().height()
    assert_no_line_is_cut(field)


def assert_no_line_is_cut(field) -> None:
    """Every line of the question fits the field's width; none runs off to the right."""
    assert field.horizontalScrollBar().value() == 0
    layout = field.document().firstBlock().layout()
    widths = [layout.lineAt(i).naturalTextWidth() for i in range(layout.lineCount())]
    assert len(widths) >= 2 and max(widths) <= field.viewport().width()


def test_a_chinese_question_wraps_in_the_chinese_interface(qtbot, window):
    from dataclasses import replace

    window.set_preferences(replace(window.prefs, ui_lang="zh"))
    window.resize(1024, 700)
    set_text_and_wait(qtbot, window, ZH_ARTICLE)
    assert window.panel.tabs.tabText(0) == "评分"
    assert window.panel.tabs.tabText(1).startswith("答案预览")
    question = ("家里的热泵如果每年都请有资质的师傅保养一次，"
                "在寒冷漫长的冬天里一直运行，到底能用多少年？")
    card = ask(qtbot, window, question)
    assert "15 到 20 年" in card.quote.text()
    assert_no_line_is_cut(card.text)


def test_markup_typed_as_a_question_shows_as_typed(qtbot, window):
    set_text_and_wait(qtbot, window, ARTICLE)
    question = '<img src="heat.png"> <a href="https://example.org">heat pump</a> <b>colour</b>?'
    card = ask(qtbot, window, question)
    assert card.text.text() == question  # a plain text field: no picture, no link
    preview = window.panel.answer_preview
    labels = [w for w in preview.findChildren(QLabel) if w.text()]
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in labels), \
        [label.objectName() for label in labels if label.textFormat() != Qt.TextFormat.PlainText]
    shown = [label.text() for label in labels if "<img" in label.text()]
    # The call-out and the advice quote the question as typed.
    assert shown and all('<img src="heat.png">' in text for text in shown)
    # The tab's tooltip names the worst-covered question: as typed, too.
    worst = preview.answers.worst
    assert worst is not None and worst.query == question, worst
    tip = window.panel.tabs.tabToolTip(1)
    assert QTextDocumentFragment.fromHtml(tip).toPlainText().count(question) == 1
    # So does the finding about the weakest answer, in its tooltip.
    view = window.panel.findings
    tips = [QTextDocumentFragment.fromHtml(view.model().data(i, Qt.ItemDataRole.ToolTipRole))
            .toPlainText() for i in view.finding_indexes()]
    assert any(question in text for text in tips)


def test_editing_a_question_in_its_card(qtbot, window):
    set_text_and_wait(qtbot, window, ARTICLE)
    asked, edited = "What does a heat pump do?", "How big is the government grant?"
    card = ask(qtbot, window, asked)
    field = card.text
    qtbot.mouseClick(field.viewport(), Qt.MouseButton.LeftButton)
    field.selectAll()
    qtbot.keyClicks(field, edited)
    qtbot.keyClick(field, Qt.Key.Key_Escape)  # changed my mind: the question comes back
    assert field.text() == asked
    field.selectAll()
    qtbot.keyClicks(field, edited)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    preview = window.panel.answer_preview
    qtbot.waitUntil(lambda: preview.card_for(edited) is not None, timeout=30_000)
    assert "7,500 pounds" in preview.card_for(edited).quote.text()
    assert preview.card_for(asked) is None


def test_the_tab_and_the_divider_come_back_as_the_writer_left_them(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "cfg" / "geo-writer.ini"), QSettings.Format.IniFormat)

    def open_window() -> MainWindow:
        win = MainWindow(settings=settings, recovery=RecoveryStore(tmp_path / "recovery"))
        win.resize(1300, 800)
        win.show()
        qtbot.waitExposed(win)
        return win

    first = open_window()
    set_text_and_wait(qtbot, first, ARTICLE)
    split = first.panel.splitter
    before = split.sizes()
    handle = split.handle(1)
    centre = handle.rect().center()
    qtbot.mousePress(handle, Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseMove(handle, centre + QPoint(0, 120))
    qtbot.mouseRelease(handle, Qt.MouseButton.LeftButton, pos=centre + QPoint(0, 120))
    dragged = split.sizes()
    assert dragged[0] > before[0] + 60, (before, dragged)  # the divider moves
    click_tab(qtbot, first, 1)
    dispose(first)

    second = open_window()
    try:
        set_text_and_wait(qtbot, second, ARTICLE)
        assert second.panel.tabs.currentIndex() == 1
        click_tab(qtbot, second, 0)
        restored = second.panel.splitter.sizes()
        assert all(abs(a - b) <= 2 for a, b in zip(restored, dragged, strict=True)), \
            (restored, dragged)
    finally:
        dispose(second)


def test_ctrl_shift_a_brings_the_answer_preview_even_from_focus_mode(qtbot, window):
    set_text_and_wait(qtbot, window, ARTICLE)
    window.actions_by_name["focus_mode"].trigger()
    assert not window.panel.isVisible()
    qtbot.keyClick(window.editor, Qt.Key.Key_A,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert not window.editor.focus_mode and window.panel.isVisible()
    assert window.panel.tabs.currentWidget() is window.panel.answer_scroll
    field = window.panel.answer_preview.add
    assert window.focusWidget() is field
    qtbot.keyClicks(field, "Is a heat pump noisy?")
    assert field.text() == "Is a heat pump noisy?"


def test_a_question_just_asked_is_scrolled_into_view(qtbot, window):
    # A short window: the heading questions mined from the article fill the tab, and the
    # writer's new card would land below the fold where they cannot see its answer.
    window.resize(1024, 520)
    set_text_and_wait(qtbot, window, ARTICLE)
    for question in ("Is a heat pump noisy at night?", "Who pays for a heat pump grant?",
                     "How loud is a heat pump at one metre?"):
        card = ask(qtbot, window, question)
        qtbot.waitUntil(lambda card=card: visible_in_scroll_area(window, card), timeout=5_000)
    assert window.panel.answer_scroll.verticalScrollBar().value() > 0


def test_the_question_field_says_that_questions_count_in_the_scores(qtbot, window):
    # Adding a question can move AI Extractability (its worst-covered question counts): the
    # field says so, in the interface's language, rather than leaving a writer to wonder
    # why the overall score changed.
    from dataclasses import replace

    click_tab(qtbot, window, 1)
    field = window.panel.answer_preview.add
    assert "AI Extractability" in field.toolTip()
    assert "AI Extractability" in window.panel.answer_preview.title.toolTip()
    window.set_preferences(replace(window.prefs, ui_lang="zh"))
    qtbot.waitUntil(lambda: "AI 可提取性" in field.toolTip())


def test_the_scores_tab_says_when_asked_questions_count_in_the_score(qtbot, window):
    # The command line gave 90, the app 89 once a question was asked, and the Scores tab
    # said nothing of it (writer review, 7 Dec).
    set_text_and_wait(qtbot, window, ARTICLE)
    assert "question" not in window.panel.status.text()
    ask(qtbot, window, "How much does a heat pump cost?")
    qtbot.waitUntil(lambda: "1 question you asked counts in AI Extractability"
                    in window.panel.status.text(), timeout=30_000)
