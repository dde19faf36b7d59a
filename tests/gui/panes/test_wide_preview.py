"""On a wide screen the preview reads like the editor: its text as large as the editor's,
in a column of readable width centred in the pane, in both themes; and the editor's own
column holds its lines."""

from __future__ import annotations

from dataclasses import replace

import pytest

pytestmark = pytest.mark.gui

LONG_PARAGRAPH = " ".join(
    ["A heat pump moves heat from the outside air into a house and delivers three to four "
     "units of heat for each unit of electricity it draws."] * 6)
TEXT = f"# Heat pumps at home\n\n{LONG_PARAGRAPH}\n\n## What they cost\n\nShort line.\n"


def show(qtbot, window, text: str = TEXT) -> None:
    with qtbot.waitSignal(window.preview_controller.rendered, timeout=30_000):
        window.editor.set_text(text)
        window.preview_controller.render_now()


def paragraph_block(preview):
    block = preview.document().begin()
    while block.isValid() and not block.text().startswith("A heat pump"):
        block = block.next()
    assert block.isValid()
    return block


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_wide_preview_centres_a_readable_column_of_text_as_large_as_the_editors(
        qtbot, window, theme):
    window.set_preferences(replace(window.prefs, theme=theme))
    window.resize(2560, 1440)
    window.splitter.setSizes([900, 1200, 460])  # a preview far wider than its column
    show(qtbot, window)
    preview = window.preview
    block = paragraph_block(preview)
    body = block.begin().fragment().charFormat().font()
    assert body.pointSizeF() == pytest.approx(window.editor.font().pointSizeF())
    layout = block.layout()
    rect = preview.document().documentLayout().blockBoundingRect(block)
    width = preview.viewport().width()
    assert width > preview.max_text_width + 200
    # The lines fill a column no wider than ~75 characters, centred: as much room on
    # the left of the text as on its right.
    assert max(layout.lineAt(i).naturalTextWidth() for i in range(layout.lineCount())) \
        <= preview.max_text_width
    left, right = rect.left(), width - rect.right()
    assert left > 100 and abs(left - right) <= 24, (left, right)


def test_the_preview_text_follows_the_editor_font_size(qtbot, window):
    show(qtbot, window)
    before = window.preview.max_text_width
    window.set_preferences(replace(window.prefs, font_size=16))
    qtbot.waitUntil(lambda: window.preview.chunk_positions() != [], timeout=10_000)
    body = paragraph_block(window.preview).begin().fragment().charFormat().font()
    assert body.pointSizeF() == pytest.approx(16)
    assert window.preview.max_text_width > before  # the column is measured in its ems


def test_a_window_opened_wide_wraps_the_editors_text_inside_its_column(qtbot, window):
    window.hide()  # opened at the size it was closed at, as the app starts
    window.editor.set_text(TEXT)
    window.resize(2560, 1440)
    window.show()
    qtbot.waitExposed(window)
    editor = window.editor
    margins = editor.viewportMargins()
    assert margins.left() > 100 and margins.right() > 100  # a centred column
    # Every line fits the column: nothing runs off its right edge, no sideways scrolling.
    assert editor.document().size().width() <= editor.viewport().width()
    assert editor.horizontalScrollBar().maximum() == 0


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_long_line_of_code_wraps_instead_of_widening_the_whole_preview(qtbot, window, theme):
    # Writer review, 8 Dec: a long `git clone …` line in a code block was cut off at the
    # pane's edge, and the whole preview scrolled sideways to read it.
    window.set_preferences(replace(window.prefs, theme=theme))
    window.resize(1200, 700)
    command = ("git clone https://github.com/example-organisation/a-very-long-repository-"
               "name.git && cd a-very-long-repository-name && npm install --no-audit --no-fund")
    show(qtbot, window, f"# Contributing\n\nClone it first.\n\n```bash\n{command}\n```\n")
    preview = window.preview
    qtbot.waitUntil(lambda: "git clone" in preview.toPlainText(), timeout=10_000)
    assert preview.horizontalScrollBar().maximum() == 0
    assert "--no-fund" in preview.toPlainText()  # all of it, on more lines
