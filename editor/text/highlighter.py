"""Markdown syntax highlighting, one line at a time.

QSyntaxHighlighter calls :meth:`highlightBlock` only for lines that changed
(and the lines after them while their state changes), so the cost of a
keystroke does not grow with the document.

What a line *is* — heading (ATX or setext), list item, quote, fenced or indented
code, table, rule, HTML, front matter — comes from the engine's line reader
(``scorers.read_line``), which reads Markdown by the same line rules as the blocks
the engine scores: the colours and the report never disagree about a line. The
reader's state is the block state carried from line to line, plus one bit of our
own: an HTML comment that runs on from the line above (greyed out, not coloured as
live Markdown). Two readings depend on the next line (a setext heading's title, a
table's header): when a line changes, the line above is read again with it and
coloured again if its reading changed.

Chinese has no italic: quotes and emphasis are slanted only in Latin text; CJK
characters keep their upright shape (a slanted CJK glyph is a fake italic).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QSyntaxHighlighter,
    QTextBlock,
    QTextCharFormat,
    QTextDocument,
)

from editor.text.offsets import OffsetMap
from scorers import (
    CJK_CHAR,
    CODE,
    FRONT_MATTER,
    HEADING,
    HTML,
    LINE_STATE_LIMIT,
    LIST_ITEM,
    QUOTE,
    RULE,
    TABLE,
    TABLE_SEPARATOR,
    read_line,
)

_CJK_RUN = re.compile(CJK_CHAR.pattern + r"+|[\u3000-\u303f\uff00-\uffef]+")

#: The reader's state lies below LINE_STATE_LIMIT; this bit above it is ours.
_READER_STATE = LINE_STATE_LIMIT - 1
_IN_COMMENT = LINE_STATE_LIMIT

# Inline markup keeps patterns of its own: the engine does not locate emphasis, code
# spans and links for colouring (scorers.markup.inline blanks their markers out of the
# prose it scores, which is no span to colour).
_TABLE_PIPE = re.compile(r"\|")
_INLINE = (
    ("code", re.compile(r"(`+)[^`]+?\1")),
    ("strong", re.compile(r"(\*\*|__)(?=\S).+?(?<=\S)\1")),
    ("emphasis", re.compile(r"(?<![*\w])([*_])(?=\S)[^*_]+?(?<=\S)\1(?![*\w])")),
    ("link", re.compile(r"!?\[[^\]]*\]\([^)]*\)|<https?://[^>]+>|https?://\S+")),
    ("footnote", re.compile(r"\[\^[^\]]+\]")),
)


def _comments(text: str, open_above: bool) -> tuple[list[tuple[int, int]], bool]:
    """Spans of ``text`` inside HTML comments, and whether one is still open at its end."""
    spans = []
    pos = 0
    while True:
        if open_above:
            start = pos
        else:
            start = text.find("<!--", pos)
            if start < 0:
                return spans, False
            pos = start + 4
        close = text.find("-->", pos)
        if close < 0:
            spans.append((start, len(text)))
            return spans, True
        spans.append((start, close + 3))
        pos, open_above = close + 3, False


def _format(colour: str, bold: bool = False, italic: bool = False,
            mono: bool = False) -> QTextCharFormat:
    fmt = QTextCharFormat()
    fmt.setForeground(QColor(colour))
    if bold:
        fmt.setFontWeight(QFont.Weight.Bold)
    if italic:
        fmt.setFontItalic(True)
    if mono:
        fmt.setFontFamilies(["DejaVu Sans Mono", "Noto Sans Mono", "monospace"])
    return fmt


PALETTES = {
    "light": {"heading": "#1d4ed8", "quote": "#4b5563", "list": "#92400e", "code": "#047857",
              "link": "#0b62c4", "strong": "#111827", "emphasis": "#374151", "table": "#6b7280",
              "footnote": "#6d28d9", "rule": "#6b7280", "comment": "#6b7280"},
    "dark": {"heading": "#93c5fd", "quote": "#b4b9c0", "list": "#fbbf24", "code": "#6ee7b7",
             "link": "#7dd3fc", "strong": "#f9fafb", "emphasis": "#e5e7eb", "table": "#9ca3af",
             "footnote": "#c4b5fd", "rule": "#9ca3af", "comment": "#9ca3af"},
}


class MarkdownHighlighter(QSyntaxHighlighter):
    """Colours headings, emphasis, code spans and blocks, links, lists, quotes, tables
    and front matter."""

    def __init__(self, document: QTextDocument, theme: str = "light") -> None:
        super().__init__(document)
        self._map: OffsetMap | None = None
        self._stale: list[QTextBlock] = []
        self.set_theme(theme, rehighlight=False)

    def set_theme(self, theme: str, rehighlight: bool = True) -> None:
        colours = PALETTES.get(theme, PALETTES["light"])
        self._formats = {
            "heading": _format(colours["heading"], bold=True),
            "quote": _format(colours["quote"], italic=True),
            "list": _format(colours["list"], bold=True),
            "code": _format(colours["code"], mono=True),
            "link": _format(colours["link"]),
            "strong": _format(colours["strong"], bold=True),
            "emphasis": _format(colours["emphasis"], italic=True),
            "table": _format(colours["table"]),
            "footnote": _format(colours["footnote"]),
            "rule": _format(colours["rule"]),
            "comment": _format(colours["comment"]),
            "front_matter": _format(colours["comment"]),
        }
        self._upright = {name: QTextCharFormat(self._formats[name]) for name in
                         ("quote", "emphasis")}
        for fmt in self._upright.values():
            fmt.setFontItalic(False)
        if rehighlight:
            self.rehighlight()

    def highlightBlock(self, text: str) -> None:  # noqa: N802 - Qt override
        formats = self._formats
        # Qt counts UTF-16 units; Python, code points. Only lines with emoji differ.
        self._map = OffsetMap(text) if not text.isascii() else None
        above = self.previousBlockState()
        block = self.currentBlock()
        after = block.next()
        reading = read_line(text, above & _READER_STATE if above >= 0 else -1,
                            after.text() if after.isValid() else None)
        self._check_line_above(block, text)
        kind = reading.kind
        if kind in (CODE, FRONT_MATTER):
            self.setCurrentBlockState(reading.state)
            self._set(0, len(text), formats["code" if kind == CODE else "front_matter"])
            return
        # An HTML comment open above runs on through the block it opened in.
        comments, still_open = _comments(text, above >= 0 and bool(above & _IN_COMMENT)
                                         and not reading.opens)
        self.setCurrentBlockState(reading.state | (_IN_COMMENT if still_open else 0))
        if len(text) > 20_000:
            return  # a pathological line: leave it plain rather than stall typing
        if kind == HEADING:
            self._set(0, len(text), formats["heading"])
        elif kind == RULE:
            self._set(0, len(text), formats["rule"])
        elif kind is not None and kind != HTML:  # HTML is no Markdown: comments alone
            self._markdown(text, kind, reading.marker)
        for start, end in comments:
            self._set(start, end, formats["comment"])

    def _markdown(self, text: str, kind: str, marker: int) -> None:
        formats = self._formats
        if kind == QUOTE:
            self._set_slanted(text, 0, len(text), "quote")
        elif kind == LIST_ITEM and marker:
            self._set(0, marker, formats["list"])
        elif kind == TABLE:
            if TABLE_SEPARATOR.match(text):
                self._set(0, len(text), formats["table"])
                return
            for match in _TABLE_PIPE.finditer(text):
                self._set(match.start(), match.start() + 1, formats["table"])
        for name, regex in _INLINE:
            for match in regex.finditer(text):
                if name == "emphasis":
                    self._set_slanted(text, match.start(), match.end(), name)
                else:
                    self._set(match.start(), match.end(), formats[name])

    def _check_line_above(self, block: QTextBlock, text: str) -> None:
        """Whether the line above is a setext heading's title or a table's header depends
        on this line: if this line changed what the line above reads as, colour that line
        again (after this pass: Qt cannot colour another line from inside this one)."""
        above = block.previous()
        if not above.isValid():
            return
        before = above.previous()
        state = before.userState() if before.isValid() else -1
        was = above.userState()
        if was < 0:
            return  # not coloured yet: Qt is on its way down the document
        now = read_line(above.text(), state & _READER_STATE if state >= 0 else -1, text).state
        if now != was & _READER_STATE:
            self._stale.append(above)
            if len(self._stale) == 1:
                QTimer.singleShot(0, self, self._colour_stale)  # dropped if we are gone

    def _colour_stale(self) -> None:
        stale, self._stale = self._stale, []
        for block in stale:
            if block.isValid() and block.document() is self.document():
                self.rehighlightBlock(block)

    def _set_slanted(self, text: str, start: int, end: int, name: str) -> None:
        """Italic for Latin text; CJK characters and punctuation stay upright."""
        self._set(start, end, self._formats[name])
        if text.isascii():
            return
        for run in _CJK_RUN.finditer(text, start, end):
            self._set(run.start(), run.end(), self._upright[name])

    def _set(self, start: int, end: int, fmt: QTextCharFormat) -> None:
        if self._map is not None:
            start, end = self._map.to_qt(start), self._map.to_qt(end)
        self.setFormat(start, end - start, fmt)
