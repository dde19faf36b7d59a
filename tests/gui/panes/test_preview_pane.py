"""The preview pane replaces only changed chunks and must look as if built afresh."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QTimer

from editor.preview.chunks import ChunkRenderer
from editor.preview.pane import PreviewPane
from tests.support import texts

SECTIONS = "\n\n".join(
    f"## Section {n}\n\nParagraph {n} reports {n * 7}% growth across {n + 3} regions.\n\n"
    f"- point {n}a\n- point {n}b\n\n| year | value |\n|---|---|\n| 202{n % 10} | {n} |"
    for n in range(1, 41)) + "\n"


@pytest.fixture
def pane(qtbot) -> PreviewPane:
    widget = PreviewPane()
    qtbot.addWidget(widget)
    return widget


def shown(qtbot, pane: PreviewPane, chunks) -> None:
    with qtbot.waitSignal(pane.chunksShown, timeout=30_000):
        pane.show_chunks(chunks)


def fresh_html(qtbot, chunks) -> tuple[str, list[int]]:
    fresh = PreviewPane()
    qtbot.addWidget(fresh)
    shown(qtbot, fresh, chunks)
    return fresh.toHtml(), fresh.chunk_positions()


def test_patched_preview_equals_a_fresh_one_after_many_edits(qtbot, pane):
    renderer = ChunkRenderer()
    text = texts.EN_ARTICLE + "\n" + SECTIONS
    shown(qtbot, pane, renderer.render(text))
    edits = ["x", "\n\n", "\n## New heading\n\n", "- item\n", "| a |\n|---|\n| 1 |\n\n", ""]
    rng = random.Random(7)
    for _ in range(12):
        position = rng.randrange(len(text))
        edit = rng.choice(edits)
        text = text[:position] + edit + text[position + (5 if edit == "" else 0):]
        chunks = renderer.render(text)
        shown(qtbot, pane, chunks)
        assert (pane.toHtml(), pane.chunk_positions()) == fresh_html(qtbot, chunks)


def test_a_keystroke_changes_only_its_own_paragraph_in_the_pane(qtbot, pane):
    renderer = ChunkRenderer()
    shown(qtbot, pane, renderer.render(SECTIONS))
    blocks_before = pane.document().blockCount()
    changed = []
    pane.document().contentsChange.connect(lambda pos, removed, added: changed.append(
        (pos, removed, added)))
    edited = SECTIONS.replace("Paragraph 20 reports", "Paragraph 20 clearly reports")
    shown(qtbot, pane, renderer.render(edited))
    assert "Paragraph 20 clearly reports" in pane.toPlainText()
    assert pane.document().blockCount() == blocks_before
    # One small replacement, not the whole document.
    assert sum(removed for _pos, removed, _added in changed) < 200


def test_a_long_article_is_built_in_slices_and_the_window_keeps_answering(qtbot, pane):
    pane.SLICE_SECONDS = 0.0  # one chunk a slice: the event loop runs between them
    answered = []
    with qtbot.waitSignal(pane.chunksShown, timeout=30_000):
        pane.show_chunks(ChunkRenderer().render(SECTIONS))
        QTimer.singleShot(0, lambda: answered.append(len(pane.toPlainText())))
    assert answered and answered[0] < len(pane.toPlainText())
    assert "Section 40" in pane.toPlainText()


def test_a_newer_text_during_a_slow_build_wins(qtbot, pane):
    pane.SLICE_SECONDS = 0.0
    renderer = ChunkRenderer()
    first = renderer.render(SECTIONS)
    newer = renderer.render(SECTIONS.replace("Section 2\n", "Section Two\n"))
    with qtbot.waitSignal(pane.chunksShown, timeout=30_000):
        pane.show_chunks(first)
        pane.show_chunks(newer)
    assert "Section Two" in pane.toPlainText()
    assert (pane.toHtml(), pane.chunk_positions()) == fresh_html(qtbot, newer)


def test_scrolling_to_a_line_brings_its_heading_to_the_top(qtbot, pane):
    pane.resize(500, 400)
    pane.show()
    chunks = ChunkRenderer().render(SECTIONS)
    shown(qtbot, pane, chunks)
    line = SECTIONS[:SECTIONS.index("## Section 25")].count("\n") + 1
    pane.scroll_to_line(line)
    top = pane.cursorForPosition(QPoint(10, 10)).block().text()
    assert top == "Section 25"
    pane.scroll_to_line(1)
    assert pane.verticalScrollBar().value() == 0


def test_a_message_replaces_the_article_and_the_next_render_rebuilds_it(qtbot, pane):
    chunks = ChunkRenderer().render(texts.ZH_ARTICLE)
    shown(qtbot, pane, chunks)
    pane.show_html("<p>The preview could not be rendered.</p>")
    assert pane.toPlainText() == "The preview could not be rendered."
    shown(qtbot, pane, chunks)
    assert (pane.toHtml(), pane.chunk_positions()) == fresh_html(qtbot, chunks)


def test_an_article_with_footnotes_shows_whole_and_switches_back_to_chunks(qtbot, pane):
    renderer = ChunkRenderer()
    text = SECTIONS + "\nA claim.[^1]\n\n[^1]: The source.\n"
    with_note = renderer.render(text)
    assert len(with_note) == 1
    shown(qtbot, pane, with_note)
    assert "The source." in pane.toPlainText()
    assert (pane.toHtml(), pane.chunk_positions()) == fresh_html(qtbot, with_note)
    without = renderer.render(text.replace("[^1]", ""))
    shown(qtbot, pane, without)
    assert "The source." in pane.toPlainText() and "Section 40" in pane.toPlainText()
    assert (pane.toHtml(), pane.chunk_positions()) == fresh_html(qtbot, without)


WRAPPED_CHINESE = ("早期，组织在物理服务器上运行应用程序，\n无法为应用程序定义资源边界。**性能**\n"
                   "下降。A line of English\nwraps with a space.\n\n```\n代码\n保留换行\n```\n")


def test_a_line_wrapped_inside_chinese_shows_no_space(qtbot, pane):
    """Chinese has no spaces between words: a soft line break between two Chinese
    characters or marks joins with nothing (as Typora shows it); English keeps its space
    and code its line breaks."""
    shown(qtbot, pane, ChunkRenderer().render(WRAPPED_CHINESE))
    text = pane.toPlainText()
    assert "应用程序，无法为" in text and "性能下降。A line" in text
    assert "English wraps" in text
    assert "代码\n保留换行" in text
