"""Read a saved reference page (Markdown, HTML or plain text) as Markdown text.

HTML pages become Markdown with their headings, paragraphs, list items and
quotes; scripts, styles, navigation, headers, footers and forms are dropped,
as a search engine's main-content extraction does. Each line of the result
remembers the line of the page it came from, so a reference passage can be
shown at its line in the writer's file.
"""

from __future__ import annotations

from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

from scorers.textfiles.textio import read_text

PAGE_SUFFIXES = frozenset({".md", ".markdown", ".mdown", ".txt", ".text", ".html", ".htm"})
HTML_SUFFIXES = frozenset({".html", ".htm"})

_SKIP = frozenset({"script", "style", "noscript", "template", "svg", "nav", "footer", "header",
                   "aside", "form", "button", "iframe", "select", "textarea", "head"})
_BLOCKS = frozenset({"p", "div", "section", "article", "main", "li", "blockquote", "pre",
                     "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "ul", "ol", "dl", "dt",
                     "dd", "figure", "figcaption", "br", "hr", "td", "th"})
_VOID = frozenset({"br", "hr", "img", "meta", "link", "input", "wbr", "source", "area"})


@dataclass(frozen=True, slots=True)
class Page:
    """A page as Markdown, and the page's own line of each of its lines (1-based)."""

    text: str
    source_lines: tuple[int, ...]

    def source_line(self, line: int) -> int:
        """The page's line for ``line`` (1-based) of :attr:`text`."""
        if not self.source_lines:
            return line
        return self.source_lines[min(max(line, 1), len(self.source_lines)) - 1]


class _Markdown(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[tuple[int, str]] = []
        self._parts: list[str] = []
        self._prefix = ""
        self._line = 1
        self._skip = 0

    def _flush(self) -> None:
        text = " ".join("".join(self._parts).split())
        if text:
            self.blocks.append((self._line, self._prefix + text))
        self._parts = []
        self._prefix = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _SKIP:
            if tag not in _VOID:
                self._skip += 1
            return
        if self._skip or tag not in _BLOCKS:
            return
        self._flush()
        self._line = self.getpos()[0]
        if len(tag) == 2 and tag[0] == "h" and tag[1].isdigit():
            self._prefix = "#" * int(tag[1]) + " "
        elif tag == "li":
            self._prefix = "- "
        elif tag == "blockquote":
            self._prefix = "> "

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIP:
            self._skip = max(0, self._skip - 1)
            return
        if not self._skip and tag in _BLOCKS:
            self._flush()

    def handle_data(self, data: str) -> None:
        if not self._skip:
            if not self._parts:
                self._line = self.getpos()[0]
            self._parts.append(data)

    def close(self) -> None:
        super().close()
        self._flush()


def html_to_markdown(html: str) -> Page:
    """The readable content of an HTML page as Markdown blocks."""
    parser = _Markdown()
    parser.feed(html)
    parser.close()
    lines: list[str] = []
    source: list[int] = []
    for line, text in parser.blocks:
        if lines:
            lines.append("")
            source.append(line)
        lines.append(text)
        source.append(line)
    return Page("\n".join(lines) + "\n", tuple(source))


def read_page(path: str | Path) -> Page:
    """A reference page's text as Markdown.

    Raises:
        scorers.textfiles.textio.TextFileError: the file is missing, binary, too large or
            cannot be decoded.
    """
    decoded = read_text(path)
    if Path(path).suffix.lower() in HTML_SUFFIXES:
        return html_to_markdown(decoded.text)
    return Page(decoded.text, ())


def page_files(folder: str | Path, limit: int = 5_000) -> list[Path]:
    """The pages in ``folder`` and its subfolders (hidden ones skipped), sorted."""
    root = Path(folder)
    found = []
    for path in sorted(root.rglob("*")):
        if any(part.startswith(".") for part in path.relative_to(root).parts):
            continue
        if path.suffix.lower() in PAGE_SUFFIXES and path.is_file():
            found.append(path)
            if len(found) >= limit:
                break
    return found
