"""Markdown syntax highlighting, one line at a time.

QSyntaxHighlighter calls :meth:`highlightBlock` only for lines that changed
(and the lines after them while their state changes), so the cost of a
keystroke does not grow with the document. The only state carried from line to
line is "inside a fenced code block".
"""

from __future__ import annotations

import re

from PySide6.QtGui import QColor, QFont, QSyntaxHighlighter, QTextCharFormat, QTextDocument

from .offsets import OffsetMap

_NORMAL, _IN_FENCE = 0, 1

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
    "light": {"heading": "#1d4ed8", "quote": "#4b5563", "list": "#b45309", "code": "#047857",
              "link": "#0b62c4", "strong": "#111827", "emphasis": "#374151", "table": "#9ca3af",
              "footnote": "#7c3aed", "rule": "#9ca3af"},
    "dark": {"heading": "#93c5fd", "quote": "#9ca3af", "list": "#fbbf24", "code": "#6ee7b7",
             "link": "#7dd3fc", "strong": "#f9fafb", "emphasis": "#e5e7eb", "table": "#6b7280",
             "footnote": "#c4b5fd", "rule": "#6b7280"},
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
        }
        if rehighlight:
            self.rehighlight()

    def highlightBlock(self, text: str) -> None:  # noqa: N802 - Qt override
        formats = self._formats
        # Qt counts UTF-16 units; Python, code points. Only lines with emoji differ.
        self._map = OffsetMap(text) if not text.isascii() else None
        state = self.previousBlockState()
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
            self._set(0, len(text), formats["quote"])
        bullet = _LIST.match(text)
        if bullet:
            self._set(0, bullet.end(), formats["list"])
        if text.lstrip().startswith("|"):
            for match in _TABLE_PIPE.finditer(text):
                self._set(match.start(), match.start() + 1, formats["table"])
        for name, regex in _INLINE:
            for match in regex.finditer(text):
                self._set(match.start(), match.end(), formats[name])

    def _set(self, start: int, end: int, fmt: QTextCharFormat) -> None:
        if self._map is not None:
            start, end = self._map.to_qt(start), self._map.to_qt(end)
        self.setFormat(start, end - start, fmt)
