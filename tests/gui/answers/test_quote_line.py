"""The card gives the line of the sentence it quotes, not of its passage's first line, and
clicking the quote selects that sentence on that line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.answers.test_answer_tab import ask
from tests.support.gui_helpers import set_text_and_wait

pytestmark = pytest.mark.gui

ARTICLE = """# Rain barrels

## Why collect rain?

A garden in summer needs water when the tap water is dearest. Collected rain costs
nothing once the barrel is in place, and plants take to it well.

Most councils allow a barrel under any downpipe. Some sell them at a discount in spring.

A 200 litre barrel fills after about 8 millimetres of rain on a small shed roof.

## Upkeep

Empty the barrel before the first frost.
"""


def test_the_card_names_the_quoted_sentences_line_and_the_click_selects_it(qtbot, window):
    set_text_and_wait(qtbot, window, ARTICLE)
    card = ask(qtbot, window, "How much rain fills a 200 litre barrel?")
    sentence = "A 200 litre barrel fills after about 8 millimetres of rain on a small shed roof."
    assert card.quote.text() == f"“{sentence}”"
    line = ARTICLE[:ARTICLE.index(sentence)].count("\n") + 1
    assert line > ARTICLE[:ARTICLE.index("A garden in summer")].count("\n") + 1
    assert f"Line {line}" in card.meta.text()
    qtbot.mouseClick(card.quote, Qt.MouseButton.LeftButton)
    cursor = window.editor.textCursor()
    assert cursor.selectedText() == sentence
    assert cursor.block().blockNumber() + 1 == line


SAID = """# Answer-first writing

## What does the editor advise?

"Write the answer in the first sentence, then the reasons," the editor told the 2025 class.

Drafts that follow it are quoted more often.
"""


def test_a_quotation_is_shown_in_its_own_marks_not_wrapped_in_a_second_pair(qtbot, window):
    set_text_and_wait(qtbot, window, SAID)
    card = ask(qtbot, window, "What does the editor advise writers to put in the first sentence?")
    shown = card.quote.text()
    assert shown.startswith('"Write the answer in the first sentence'), shown
    assert not shown.startswith("“\""), shown
