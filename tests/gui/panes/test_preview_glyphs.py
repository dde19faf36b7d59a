"""The preview draws every character the editor shows: "从 55 ℃ 降到 45 ℃" lost its ℃
in both themes (the writer's review of 2026-12-02, screens 40 and 41).

A character is drawn with the first font of the preview's list that maps it, and
WenQuanYi Micro Hei maps ℃, ℉, Å and the pinyin tone letters to empty glyphs: with
no Latin face before it on a machine without Noto, they showed as blanks. Each test
shows one character in the real pane and looks for its ink in the pane's pixels.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from editor.preview.chunks import ChunkRenderer
from editor.preview.pane import PreviewPane
from editor.window.theme import dark_palette

#: Characters a Chinese or English article writes that a Chinese face may map to nothing.
SYMBOLS = "℃℉Åǎǐǒǔǘǚǜ∼ⅤⅩ"


@pytest.fixture
def pane(qtbot) -> PreviewPane:
    widget = PreviewPane()
    qtbot.addWidget(widget)
    widget.resize(480, 240)
    widget.show()
    return widget


def ink(qtbot, pane: PreviewPane, markdown: str) -> int:
    """How many of the pane's pixels differ from its background once ``markdown`` shows."""
    with qtbot.waitSignal(pane.chunksShown, timeout=30_000):
        pane.show_chunks(ChunkRenderer().render(markdown))
    image = pane.viewport().grab().toImage()
    background = QColor(image.pixelColor(1, 1))
    return sum(1 for y in range(image.height()) for x in range(image.width())
               if _differs(image.pixelColor(x, y), background))


def _differs(colour: QColor, background: QColor) -> bool:
    return abs(colour.lightness() - background.lightness()) > 60


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("markdown", ["℃\n", "## ℃\n"], ids=["paragraph", "heading"])
def test_the_degree_celsius_sign_is_drawn(qtbot, pane, theme, markdown):
    pane.set_theme(theme)
    if theme == "dark":  # as the window dresses it in the dark theme
        pane.setPalette(dark_palette())
    # The same line with and without the sign: the sign adds ink of its own.
    without = ink(qtbot, pane, markdown.replace("℃", "从 55 降到 45"))
    with_sign = ink(qtbot, pane, markdown.replace("℃", "从 55 ℃ 降到 45 ℃"))
    assert without > 0
    assert with_sign > without + 20


@pytest.mark.parametrize("symbol", list(SYMBOLS))
def test_symbols_and_pinyin_are_drawn(qtbot, pane, symbol):
    assert ink(qtbot, pane, f"lü {symbol}\n") > ink(qtbot, pane, "lü\n") + 10
