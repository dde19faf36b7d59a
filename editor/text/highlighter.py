"""Markdown syntax highlighting, one line at a time.

QSyntaxHighlighter calls :meth:`highlightBlock` only for lines that changed
(and the lines after them while their state changes), so the cost of a
keystroke does not grow with the document. The only state carried from line to
line is "inside a fenced code block" or "inside an HTML comment" (a comment is
greyed out, not coloured as live Markdown).

Chinese has no italic: quotes and emphasis are slanted only in Latin text; CJK
characters keep their upright shape (a slanted CJK glyph is a fake italic).
"""

from __future__ import annotations

import re

from PySide6.QtGui import QColor, QFont, QSyntaxHighlighter, QTextCharFormat, QTextDocument

from editor.text.offsets import OffsetMap
from scorers import CJK_CHAR

_CJK_RUN = re.compile(CJK_CHAR.pattern + r"+|[\u3000-\u303f\uff00-\uffef]+")
_COMMENT_OPEN = re.compile(r"<!--")
_COMMENT_CLOSE = re.compile(r"-->")

_NORMAL, _IN_FENCE, _IN_COMMENT = 0, 1, 2

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_HEADING = re.compile(r"^ {0,3}#{1,6}(?:\s|$).*")
_QUOTE = re.compile(r"^ {0,3}>.*")
_LIST = re.compile(r"^\s*(?:[-+*]|\d{1,9}[.)])(?=\s)")
_TABLE_PIPE = re.compile(r"\|")
_RULE = re.compile(r"^ {0,3}(?:(?:\*\s*){3,}|(?:-\s*){3,}|(?:_\s*){3,})$")
_INLINE = (
    ("code", re.compile(r"(`+)[^`]+?\1")),
    ("strong", re.compile(r"(\*\*|__)(?=\S).+?(?<=\S)\1")),
    ("emphasis", re.compile(r"(?<![*\w])([*_])(?=\S)[^*_]+?(?<=\S)\1(?![*\w])")),
    ("link", re.compile(r"!?\[[^\]]*\]\([^)]*\)|<https?://[^>]+>|https?://\S+")),
    ("footnote", re.compile(r"\[\^[^\]]+\]")),
)


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
    """Colours headings, emphasis, code spans and fences, links, lists, quotes and tables."""

    def __init__(self, document: QTextDocument, theme: str = "light") -> None:
        super().__init__(document)
        self._map: OffsetMap | None = None
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
        state = self.previousBlockState()
        if state == _IN_COMMENT or (state != _IN_FENCE and "<!--" in text):
            inside = state == _IN_COMMENT
            start = 0 if inside else _COMMENT_OPEN.search(text).start()
            close = _COMMENT_CLOSE.search(text, start + (0 if inside else 4))
            end = close.end() if close else len(text)
            self.setCurrentBlockState(_NORMAL)
            if start > 0 or (close is not None and text[end:].strip()):
                self._markdown(text, _NORMAL)
            self._set(start, end, formats["comment"])
            if close is None:
                self.setCurrentBlockState(_IN_COMMENT)
            return
        self._markdown(text, state)

    def _markdown(self, text: str, state: int) -> None:
        formats = self._formats
        if state == _IN_FENCE:
            self._set(0, len(text), formats["code"])
            self.setCurrentBlockState(_NORMAL if _FENCE.match(text) else _IN_FENCE)
            return
        self.setCurrentBlockState(_NORMAL)
        if _FENCE.match(text):
            self._set(0, len(text), formats["code"])
            self.setCurrentBlockState(_IN_FENCE)
            return
        if len(text) > 20_000:
            return  # a pathological line: leave it plain rather than stall typing
        if _HEADING.match(text):
            self._set(0, len(text), formats["heading"])
            return
        if _RULE.match(text):
            self._set(0, len(text), formats["rule"])
            return
        if _QUOTE.match(text):
            self._set_slanted(text, 0, len(text), "quote")
        bullet = _LIST.match(text)
        if bullet:
            self._set(0, bullet.end(), formats["list"])
        if text.lstrip().startswith("|"):
            for match in _TABLE_PIPE.finditer(text):
                self._set(match.start(), match.start() + 1, formats["table"])
        for name, regex in _INLINE:
            for match in regex.finditer(text):
                if name == "emphasis":
                    self._set_slanted(text, match.start(), match.end(), name)
                else:
                    self._set(match.start(), match.end(), formats[name])

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
