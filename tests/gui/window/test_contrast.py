"""Every text the writer reads meets WCAG AA: 4.5:1, or 3:1 for large headings.

Computed from what the app really shows: the preview's laid-out document (each run of
text with the colour and background the stylesheet gave it), the exported page's
stylesheet, the panel's labels and findings as painted, the editor's syntax colours
and marks — in the light and the dark theme.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

import pytest
from PySide6.QtGui import QBrush, QColor, QPalette, QTextCursor
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QWidget

from editor.preview.chunks import ChunkRenderer
from editor.preview.code_style import CODE_BACKGROUND, code_css
from editor.preview.pane import PreviewPane
from editor.preview.stylesheets import stylesheet
from editor.text.highlighter import PALETTES
from editor.window.theme import DARK, LIGHT, apply_theme
from tests.support.gui_helpers import set_text_and_wait

pytestmark = pytest.mark.gui

AA, AA_LARGE = 4.5, 3.0

EVERY_ELEMENT = """# A title

## A section with a [link](https://example.org) in it

### A subsection

Plain text, **strong**, *emphasis*, `inline code` and a [link](https://example.org).[^1]

> A quotation with `code` and a [link](https://example.org).

- a list item
1. a numbered item

| Head | Other |
|---|---|
| cell | `code` |

```python
@decorator
def answer(x: int = 42) -> str:
    # a comment
    return f"value {x}" if x else None
```

    indented code

![missing](nowhere/missing.png)

---

[^1]: A footnote.
"""


def luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast(fg: QColor, bg: QColor) -> float:
    a, b = luminance(fg), luminance(bg)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def over(colour: QColor, background: QColor) -> QColor:
    """``colour`` (maybe translucent) painted on opaque ``background``."""
    alpha = colour.alphaF()
    return QColor.fromRgbF(*(alpha * getattr(colour, c)() + (1 - alpha) * getattr(background, c)()
                             for c in ("redF", "greenF", "blueF")))


def painted_background(widget: QWidget) -> QColor:
    """The colour most of ``widget``'s pixels have as painted: its background."""
    image = widget.grab().toImage()
    pixels = Counter(image.pixel(x, y) for x in range(0, image.width(), 2)
                     for y in range(0, image.height(), 2))
    return QColor.fromRgb(pixels.most_common(1)[0][0])


@pytest.fixture
def themed(qapp):
    """Apply a theme to the application for one test, then the system one again."""
    yield lambda theme: apply_theme(qapp, theme)
    apply_theme(qapp, "system")


def _brush_colour(brush: QBrush) -> QColor | None:
    return None if brush.style() == brush.style().NoBrush else brush.color()


def _background_at(pane: PreviewPane, position: int, char_bg: QColor | None) -> QColor:
    base = pane.viewport().palette().color(QPalette.ColorRole.Base)
    cursor = QTextCursor(pane.document())
    cursor.setPosition(position)
    layers: list[QColor] = []
    frame = cursor.currentFrame()
    while frame is not None:
        colour = _brush_colour(frame.frameFormat().background())
        if colour is not None:
            layers.append(colour)
        frame = frame.parentFrame()
    table = cursor.currentTable()
    if table is not None:
        colour = _brush_colour(table.cellAt(cursor).format().background())
        if colour is not None:
            layers.insert(0, colour)
    colour = _brush_colour(cursor.blockFormat().background())
    if colour is not None:
        layers.insert(0, colour)
    if char_bg is not None:
        layers.insert(0, char_bg)
    result = base
    for layer in reversed(layers):
        result = over(layer, result)
    return result


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_text_in_the_preview_is_readable(qtbot, themed, tmp_path, theme):
    themed(theme)
    pane = PreviewPane()
    qtbot.addWidget(pane)
    pane.base_dir = tmp_path
    pane.set_theme(theme)
    pane.resize(700, 900)
    pane.show()
    with qtbot.waitSignal(pane.chunksShown, timeout=10_000):
        pane.show_chunks(ChunkRenderer().render(EVERY_ELEMENT))
    text_colour = pane.viewport().palette().color(QPalette.ColorRole.Text)
    failures, seen = [], []
    block = pane.document().begin()
    while block.isValid():
        seen.append(block.text())
        large = 0 < block.blockFormat().headingLevel() <= 3
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            it += 1
            text = fragment.text().strip().replace("\ufffc", "")
            if not text:
                continue
            fmt = fragment.charFormat()
            fg = _brush_colour(fmt.foreground()) or text_colour
            bg = _background_at(pane, fragment.position(), _brush_colour(fmt.background()))
            ratio = contrast(fg, bg)
            if ratio < (AA_LARGE if large else AA):
                failures.append(f"{text[:30]!r}: {fg.name()} on {bg.name()} = {ratio:.2f}")
        block = block.next()
    shown = "\n".join(seen)
    for text in ("A title", "link", "inline code", "def answer", "# a comment", "cell",
                 "A footnote", "missing"):
        assert text in shown
    assert failures == []


def _rules(css: str) -> list[tuple[str, dict[str, str]]]:
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    rules = []
    for selectors, body in re.findall(r"([^{}]+)\{([^}]*)\}", css):
        props = dict((k.strip(), v.strip()) for k, v in
                     (p.split(":", 1) for p in body.split(";") if ":" in p))
        for selector in selectors.split(","):
            rules.append((selector.strip(), props))
    return rules


def _colour_of(value: str) -> QColor | None:
    found = re.search(r"#[0-9a-fA-F]{3,6}\b", value)
    return QColor(found.group(0)) if found else None


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_stylesheets_pair_every_text_colour_with_a_readable_background(theme):
    """What a browser shows of the exported page (light) and the dark preview's rules."""
    rules = _rules(stylesheet(theme))
    cascade: dict[str, dict[str, str]] = {}
    for selector, props in rules:  # a later rule overrides an earlier one
        cascade.setdefault(selector, {}).update(props)
    page = _colour_of(cascade["body"]["background"])
    code_page = QColor(CODE_BACKGROUND[theme])
    failures = []
    for selector, props in cascade.items():
        colour = _colour_of(props.get("color", ""))
        if colour is None:
            continue
        own = _colour_of(props.get("background", "") or props.get("background-color", ""))
        behind = own or (code_page if selector.startswith(".codehilite") else page)
        large = selector in ("h1", "h2", "h3")
        ratio = contrast(colour, behind)
        if ratio < (AA_LARGE if large else AA):
            failures.append(f"{selector}: {colour.name()} on {behind.name()} = {ratio:.2f}")
    assert len(rules) > 40 and failures == []
    assert code_css(theme) in stylesheet(theme)


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("ui_lang", ["en", "zh"])
def test_every_text_of_the_panel_and_status_bar_is_readable(qtbot, window, themed, theme,
                                                            ui_lang):
    from editor.app import sample_article

    window.set_preferences(replace(window.prefs, theme=theme, ui_lang=ui_lang))
    set_text_and_wait(qtbot, window, sample_article(ui_lang).read_text("utf-8"))
    window.resize(1400, 1000)
    for section in window.panel.sections.values():
        section.set_expanded(True)
    qtbot.wait(50)
    failures = []

    def shown_labels():
        return [w for w in window.panel.findChildren(QLabel)
                + window.statusBar().findChildren(QLabel) if w.isVisible() and w.text().strip()]

    labels = shown_labels()
    window.panel.show_answer_preview()  # its own tab
    qtbot.wait(50)
    labels += [w for w in shown_labels() if w not in labels]
    assert len(labels) > 30
    # The Answer preview's cards: each question's coverage badge, its quote and its advice.
    shown = {label.objectName() for label in labels}
    assert {"coverageBadge", "quoteSentence", "questionAdvice"} <= shown
    for label in labels:
        fg = label.palette().color(label.foregroundRole())
        bg = painted_background(label)
        large = label.font().pointSizeF() >= 18 or (label.font().bold() and
                                                      label.font().pointSizeF() >= 14)
        ratio = contrast(fg, bg)
        if ratio < (AA_LARGE if large else AA):
            failures.append(f"{label.objectName() or label.text()[:30]!r}: {fg.name()} on "
                            f"{bg.name()} = {ratio:.2f}")
    view = window.panel.findings
    base = painted_background(view.viewport())
    highlight = view.palette().color(QPalette.ColorRole.Highlight)
    rows = view.rows()
    assert rows
    for row in rows:
        parts = ["group"] if row.finding is None else ["sign", "title", "fix"]
        for part in parts:
            for selected, bg in ((False, base), (True, highlight)):
                fg = view.delegate.colour(row, part, selected)
                if contrast(fg, bg) < AA:
                    failures.append(f"finding {part} {row.title[:30]!r}: {fg.name()} on "
                                    f"{bg.name()} = {contrast(fg, bg):.2f}")
    fields = window.panel.findChildren(QLineEdit)
    assert fields  # the Answer preview's question field
    for field in fields:
        placeholder = field.palette().color(QPalette.ColorRole.PlaceholderText)
        if contrast(placeholder, field.palette().color(QPalette.ColorRole.Base)) < AA:
            failures.append(f"placeholder {placeholder.name()}")
    palette = QApplication.instance().palette()
    tip = contrast(palette.color(QPalette.ColorRole.ToolTipText),
                   palette.color(QPalette.ColorRole.ToolTipBase))
    if tip < AA:
        failures.append(f"tooltip {tip:.2f}")
    assert failures == []


@pytest.mark.parametrize("theme,colours", [("light", LIGHT), ("dark", DARK)])
def test_the_editor_syntax_colours_and_marks_are_readable(qtbot, window, themed, theme,
                                                          colours):
    window.set_preferences(replace(window.prefs, theme=theme))
    qtbot.wait(20)  # the palette reaches the widgets through the event loop
    editor = window.editor
    base = editor.palette().color(QPalette.ColorRole.Base)
    text = editor.palette().color(QPalette.ColorRole.Text)
    failures = [f"syntax {name}: {colour}" for name, colour in PALETTES[theme].items()
                if contrast(QColor(colour), base) < AA]
    # Text under a mark: the tint of each dimension at each scope's strength.
    for dim_id, colour in colours.dimensions.items():
        for alpha in colours.tint_alpha:
            tinted = over(QColor(QColor(colour).red(), QColor(colour).green(),
                                 QColor(colour).blue(), alpha), base)
            if contrast(text, tinted) < AA:
                failures.append(f"mark {dim_id} alpha {alpha}: {contrast(text, tinted):.2f}")
    assert failures == []


def test_the_answer_preview_follows_the_theme(qtbot, window, themed):
    """The worst-question call-out, the coverage badges and the 30% mark are drawn in
    the theme's colours: no light box in a dark panel, no dark line on a dark strip."""
    from editor.app import sample_article
    from editor.panel.answer_preview import EARLY

    set_text_and_wait(qtbot, window, sample_article("en").read_text("utf-8"))
    window.resize(1400, 1000)
    window.panel.show_answer_preview()
    preview = window.panel.answer_preview
    for theme in ("dark", "light", "dark"):
        window.set_preferences(replace(window.prefs, theme=theme))
        qtbot.wait(50)
        panel_bg = painted_background(window.panel)
        assert preview.worst.isVisible()
        call_out = painted_background(preview.worst)
        assert (call_out.lightness() < 128) == (theme == "dark"), (theme, call_out.name())
        assert contrast(preview.worst.palette().color(preview.worst.foregroundRole()),
                        call_out) >= AA
        for card in preview.cards:
            badge = card.coverage
            fg = badge.palette().color(badge.foregroundRole())
            assert contrast(fg, painted_background(badge)) >= AA, (theme, fg.name())
        captions = [preview.strip_label] + [card.meta for card in preview.cards]
        for label in captions:
            fg = label.palette().color(label.foregroundRole())
            assert contrast(fg, panel_bg) >= AA, (theme, label.text()[:30], fg.name())
        strip = preview.strip.grab().toImage()
        # Where the strip draws its mark: on its frame (inset half a pixel), cut to a pixel.
        ratio = strip.devicePixelRatio()
        x = round(int(0.5 + EARLY * (strip.width() / ratio - 1)) * ratio)
        mark = QColor.fromRgb(strip.pixel(x, 1))
        assert contrast(mark, panel_bg) >= AA_LARGE, (theme, mark.name(), panel_bg.name())
