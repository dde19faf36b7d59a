"""The GEO panel explains itself: a welcome for an empty document, what caps the score,
why each dimension matters, ✓ only for a met target, each finding with its fix; and the
editor marks words and sentences in place with a short tooltip."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from editor.app import sample_article
from editor.panel.widgets import STATUS_SIGN
from editor.text.highlights import weak_marks
from editor.text.mark_layer import EditorMark
from editor.window.theme import DARK, LIGHT
from scorers import Engine
from scorers.report.about import describe
from scorers.report.results import Finding, Gate
from tests.support import texts
from tests.support.gui_helpers import set_text_and_wait

pytestmark = pytest.mark.gui


def test_an_empty_document_gets_a_welcome_and_no_score(qtbot, window):
    set_text_and_wait(qtbot, window, "")
    panel = window.panel
    assert window.report_view.report.overall is None
    assert panel.welcome.isVisible() and not panel.head.isVisible()
    assert not panel.splitter.isVisible()
    shown = " ".join(label.text() for label in panel.welcome.findChildren(QLabel))
    for dim in describe("en"):
        assert dim.label in shown and dim.why in shown
    assert "38" not in shown and "needs work" not in shown
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        qtbot.mouseClick(panel.welcome.button, Qt.MouseButton.LeftButton)
    assert window.editor.toPlainText() == sample_article("en").read_text("utf-8")
    assert panel.head.isVisible() and not panel.welcome.isVisible()
    assert panel.overall.text() == str(window.report_view.report.overall)


def test_gates_are_shown_at_the_top_with_their_reason_and_cap(qtbot, window):
    set_text_and_wait(qtbot, window, texts.EN_ARTICLE)
    gate = Gate("keyword_stuffing", 59, "heuristics_note", "empty_document")
    window.panel.show_report(replace(window.report_view.report, gates=(gate,)))
    box = window.panel.gates
    assert box.isVisible()
    text = box.rows[0].text()
    assert gate.text("en") in text and "59" in text and gate.suggestion_text("en") in text
    # True also when the weighted score is below the cap already (66 under a cap of 70).
    assert "at most 59" in text and "capped at" not in text
    window.panel.show_report(replace(window.report_view.report, gates=()))
    assert not box.isVisible()


def test_a_short_text_says_it_is_too_short_to_judge(qtbot, window):
    set_text_and_wait(qtbot, window, texts.EN_ARTICLE)
    window.panel.show_report(replace(window.report_view.report, state="short", confidence=0.4))
    assert "Too short to judge" in window.panel.status.text()
    assert "40%" in window.panel.status.text()


def test_a_tick_only_for_a_met_target_and_the_evidence_in_each_tooltip(qtbot, window):
    set_text_and_wait(qtbot, window, texts.FLUFFY_EN)
    report = window.report_view.report
    # Give the first checks each state a check can have.
    states = ["na", "short", "info"]
    dims = []
    for dim in report.dimensions:
        checks = list(dim.checks)
        if dim.id == "clarity":
            for i, state in enumerate(states):
                checks[i] = replace(checks[i], state=state)
            checks[-1] = replace(checks[-1], error="ValueError: boom")
        dims.append(replace(dim, checks=tuple(checks)))
    report = replace(report, dimensions=tuple(dims))
    window.panel.show_report(report)
    about = {c.id: c for d in describe("en") for c in d.checks}
    statuses = set()
    for dim in report.dimensions:
        section = window.panel.sections[dim.id]
        assert section.why.text() == next(d.why for d in describe("en") if d.id == dim.id)
        assert section.button.toolTip() == section.why.text()
        for label, check in zip(section.check_labels, dim.checks, strict=False):
            statuses.add(check.status)
            assert label.text().startswith(STATUS_SIGN[check.status])
            assert label.text().startswith("✓") == (check.status == "pass")
            info = about.get(check.id)
            if info is not None:
                assert info.tier_label in label.toolTip() and info.target in label.toolTip()
    assert {"na", "short", "info", "error"} <= statuses


def test_each_finding_shows_its_fix_under_it(qtbot, window):
    set_text_and_wait(qtbot, window, texts.FLUFFY_EN)
    view = window.panel.findings
    rows = [r for r in view.rows() if r.finding is not None]
    assert rows
    for row in rows:
        parts = view.delegate.layout(row, 260)
        kinds = [p[3] for p in parts]
        assert kinds == ["sign", "title", "fix"]
        title, fix = parts[1][2], parts[2][2]
        assert fix.top() > title.top() and parts[2][0] == f"→ {row.finding.suggestion_text()}"


def test_clicking_a_group_folds_it(qtbot, window):
    set_text_and_wait(qtbot, window, texts.FLUFFY_EN)
    view = window.panel.findings
    before = len(view.rows())
    group = view.model().index(0, 0)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualRect(group).center())
    assert len(view.rows()) < before and view.rows()[0].title.startswith("▸")


def test_a_section_is_added_with_one_line(qtbot, window):
    body = QLabel("Engines would answer: …")
    section = window.panel.add_section("Answer preview", body)
    assert section.button.text() == "Answer preview" and body.isVisible()
    assert window.panel.extra_sections[-1] is section


def test_switching_dark_then_light_repaints_bars_and_texts(qtbot, window):
    set_text_and_wait(qtbot, window, texts.EN_ARTICLE)
    panel = window.panel
    window.set_preferences(replace(window.prefs, theme="dark"))
    assert panel.sections["facts"].bar.track.name() == DARK.track
    assert panel.overall.palette().color(panel.overall.foregroundRole()).name() == \
        DARK.bands[window.report_view.report.band]
    window.set_preferences(replace(window.prefs, theme="light"))
    qtbot.wait(20)
    assert panel.sections["facts"].bar.track.name() == LIGHT.track
    assert panel.sections["facts"].bar.colour.name() == LIGHT.dimensions["facts"]
    assert panel.overall.palette().color(panel.overall.foregroundRole()).name() == \
        LIGHT.bands[window.report_view.report.band]
    assert panel.palette().color(panel.backgroundRole()).lightness() > 200


def _finding(scope: str, severity: str, start: int, end: int) -> Finding:
    return Finding("clarity", "fillers", severity, start, end, 1, "clarity.fillers.mark",
                   "clarity.fillers.fix", (("word", "very"),), scope)


def test_words_and_sentences_are_marked_in_place_paragraphs_only_when_weak():
    text = "# T\n\nIt is very good. It works.\n"
    report = Engine().score(text)
    word = text.index("very")
    sentence = text.index("It is")
    findings = (
        _finding("word", "warn", word, word + 4),
        _finding("sentence", "warn", sentence, sentence + 16),
        _finding("paragraph", "warn", sentence, len(text) - 1),  # not weak: no tint
        _finding("paragraph", "weak", sentence, len(text) - 1),
        _finding("document", "weak", 0, 0),
        _finding("word", "info", word, word + 4),  # information: not marked
    )
    report = replace(report, findings=findings, blocks=tuple(
        replace(b, weak=False, findings=()) for b in report.blocks))
    marks = weak_marks(report, text, {"clarity"}, "en", LIGHT)
    assert [(text[m.start:m.end], m.scope) for m in marks] == [
        ("very", "word"), ("It is very good.", "sentence"),
        ("It is very good. It works.", "paragraph")]
    assert weak_marks(report, text, {"facts"}, "en", LIGHT) == []


def test_the_hover_tooltip_shows_three_findings_and_how_many_more(qtbot, window):
    window.editor.set_text("one two three four five six")
    marks = [EditorMark(0, 7, "#1d4ed8", f"finding {i}", "word" if i < 2 else "paragraph")
             for i in range(5)]
    window.editor.set_marks(marks)
    tooltip = window.editor.mark_layer.tooltip_at(2)
    assert tooltip.count("finding") == 3 and "2 more" in tooltip
    assert tooltip.startswith("finding 0")  # the narrowest first
    assert window.editor.mark_layer.tooltip_at(20) is None
    # Several findings on one span are drawn once, not stacked into a dark block.
    assert len(window.editor.mark_layer.selections()) == 2


def _finding_titles(window) -> list[str]:
    return [row.title for row in window.panel.findings.rows() if row.finding is not None]


def test_a_finding_says_where_it_is_with_the_interface_language_s_colon(qtbot, window):
    # In Chinese the place reads "第 23 行：…" and "全文：…", with the full-width colon the
    # engine's own texts use on the same row ("只提名、未链接：…"); an English ": " between
    # Chinese words is a typo a Chinese writer sees at once. English keeps "Line 23: …".
    set_text_and_wait(qtbot, window, sample_article("zh").read_text("utf-8"))
    window.set_preferences(replace(window.prefs, ui_lang="zh"))
    qtbot.waitUntil(lambda: window.panel.tabs.tabText(0) == "评分")
    titles = _finding_titles(window)
    assert any(t.startswith("全文：") for t in titles), titles
    assert sum(bool(re.match(r"第 \d+ 行：\S", t)) for t in titles) >= 3, titles
    assert not [t for t in titles if re.match(r"(第 \d+ 行|全文): ", t)], titles
    # A dimension's group counts its findings in full-width brackets: "来源与权威性（6）".
    groups = [row.title for row in window.panel.findings.rows() if row.finding is None]
    assert groups and all(re.fullmatch(r"[▾▸] [^()（）]+（\d+）", g) for g in groups), groups
    # The editor's mark says the dimension the same way: "来源与权威性：…".
    tips = [mark.tooltip for _start, _end, mark in window.editor.marks()]
    assert tips and all(re.match(r"[^:：\n]+：\S", tip) for tip in tips), tips
    window.set_preferences(replace(window.prefs, ui_lang="en"))
    qtbot.waitUntil(lambda: window.panel.tabs.tabText(0) == "Scores")
    titles = _finding_titles(window)
    assert all(re.match(r"(Line \d+|Whole article): \S", t) for t in titles), titles
    groups = [row.title for row in window.panel.findings.rows() if row.finding is None]
    assert groups and all(re.fullmatch(r"[▾▸] [A-Z][\w &]+ \(\d+\)", g) for g in groups), groups
    tips = [mark.tooltip for _start, _end, mark in window.editor.marks()]
    assert tips and all(re.match(r"[^:：\n]+: \S", tip) for tip in tips), tips


def test_a_tall_window_gives_the_findings_the_room_not_a_gap_under_the_scores(qtbot, window):
    set_text_and_wait(qtbot, window, sample_article("en").read_text("utf-8"))
    panel = window.panel
    window.resize(1400, 1300)
    qtbot.waitUntil(lambda: panel.findings.height() > 600, timeout=5_000)
    needed = panel.scroll.widget().sizeHint().height()
    assert panel.scroll.height() - needed < 40  # the score bands end where the findings start
