"""Render the preview chunk by chunk, so a keystroke re-renders one chunk, not the article.

A *chunk* is a run of source blocks that Python-Markdown renders the same on
its own as inside the whole document: a heading, a paragraph, a whole list, a
run of quotes, a table, a code block, a raw HTML element with everything up to
its closing tag. The document is cut only at blank lines where nothing can tie
the next block to the one before (list continuation, indented continuation, a
definition list, an attribute line, an open HTML element). A property test
checks that the chunks together render exactly as the whole document does.

Some Markdown reaches across the whole document: link reference definitions
are appended to every chunk's source (and are part of the cache key);
footnotes, abbreviations and a ``[TOC]`` marker make the whole document one
chunk, because their output depends on every other block.

No Qt here: this runs in the preview worker and in tests.

Example:
    >>> renderer = ChunkRenderer()
    >>> [c.line for c in renderer.render("# Title\\n\\nOne.\\n\\n- a\\n- b\\n")]
    [1, 3, 5]
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from markdown import Markdown
from markdown.extensions.toc import unique

from editor.preview.export import title_heading
from editor.preview.rendering import blank_front_matter, convert, converter
from scorers import (
    CODE,
    DEFINITION,
    FRONT_MATTER,
    HEADING,
    LIST_ITEM,
    QUOTE,
    Block,
    front_matter_title,
    segment,
)

# Markdown whose rendering depends on the whole document.
_WHOLE_DOCUMENT = re.compile(r"^ {0,3}(?:\[\^[^\]]+\]:|\*\[[^\]]+\]:|\[TOC\]\s*$)", re.M)
# Lines that attach to the block before them even across a blank line.
_ATTACHES_TO_PREVIOUS = re.compile(r"^(?:[ \t]|:[ \t]|\{:)")
# A definition list takes in the term and definition that follow it, blank line or not.
_DEFINITION_LIST_LINE = re.compile(r"^:[ \t]", re.M)
# Runs of these kinds merge across blank lines (one list, one quote, one <pre>).
_MERGING_LINES = {
    LIST_ITEM: re.compile(r"^ {0,3}(?:[-+*]|\d{1,9}[.)])[ \t]", re.M),
    QUOTE: re.compile(r"^ {0,3}>", re.M),
    CODE: re.compile(r"^(?: {4}|\t|```|~~~)", re.M),
}
_HTML_LINE_START = re.compile(r"^ {0,3}<([a-z][a-z0-9-]*|!--)", re.M)
_DEFINITION_LINE = re.compile(r"^ {0,3}\[[^\]^][^\]]*\]:.*$", re.M)
_NEXT_TWO_LINES = re.compile(r"\n([^\n]*)(?:\n([^\n]*))?")
_URL_AFTER_LABEL = re.compile(r"^ {0,3}\[[^\]]+\]:[ \t]*\S")
_TITLE_LINE = re.compile(r"""^[ \t]+(?:"[^"]*"|'[^']*'|\([^)]*\))[ \t]*$""")
_HEADING_ID = re.compile(r'(<h[1-6] id=")([^"]*)"')
_VOID_TAGS = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link",
                        "meta", "source", "track", "wbr"})


@dataclass(frozen=True, slots=True)
class Chunk:
    """One independently rendered piece of the preview.

    Attributes:
        line: 1-based source line where the chunk starts.
        lines: how many source lines it covers (up to the next chunk).
        html: its sanitised HTML.
    """

    line: int
    lines: int
    html: str


@dataclass(frozen=True, slots=True)
class _Span:
    line: int
    start: int
    end: int


def _open_html_closer(lower: str) -> str | None:
    """What closes an HTML element or comment a line of ``lower`` (lower-cased source)
    opens and leaves open: ``</div`` for a ``<div>`` without its end tag, ``-->`` for
    an unfinished comment."""
    for match in _HTML_LINE_START.finditer(lower):
        tag = match.group(1)
        closer = "-->" if tag == "!--" else f"</{tag}"
        if tag not in _VOID_TAGS and closer not in lower[match.end():]:
            return closer
    return None


def _joins_previous(previous: Block, block: Block, gap: str) -> bool:
    if gap.count("\n") < 2:
        return True  # no blank line between them
    if _ATTACHES_TO_PREVIOUS.match(block.text) or _DEFINITION_LIST_LINE.search(previous.text):
        return True
    # A list, quote or indented code carries on across a blank line, also when it
    # began inside the block before (a list item lazily joined to an HTML block).
    same_kind_line = _MERGING_LINES.get(block.kind)
    return same_kind_line is not None and (previous.kind == block.kind or
                                           bool(same_kind_line.search(previous.text)))


def split_spans(text: str, blocks: list[Block]) -> list[_Span]:
    """Where the chunks of ``text`` (segmented into ``blocks``) start and end, in order.

    Front matter belongs to no chunk: the preview does not show it.
    """
    spans: list[_Span] = []
    previous: Block | None = None
    closer: str | None = None  # of an HTML element still open: no cut until it closes
    for block in blocks:
        if block.kind == FRONT_MATTER:
            continue
        starts_chunk = not spans or (
            closer is None and block.kind != DEFINITION and previous is not None
            and not _joins_previous(previous, block, text[previous.end:block.start]))
        if starts_chunk:
            spans.append(_Span(block.line, block.start, block.end))
        else:
            last = spans[-1]
            spans[-1] = _Span(last.line, last.start, block.end)
        if "<" in block.text:
            lower = block.text.lower()
            if closer is not None:
                end = lower.find(closer)
                # Closed here? Then what follows the end tag may open another element.
                closer = closer if end < 0 else _open_html_closer(lower[end + len(closer):])
            else:
                closer = _open_html_closer(lower)
        # A link definition renders as nothing, and an indented block after a list
        # item goes inside the item: the blocks on either side meet as if it were
        # not there (two lists around it are one list).
        inside_list_item = previous is not None and block.text[:1] in (" ", "\t") and (
            previous.kind == LIST_ITEM or bool(_DEFINITION_LIST_LINE.search(previous.text)))
        if block.kind != DEFINITION and not inside_list_item:
            previous = block
    return spans


def _reference_definitions(text: str) -> str:
    """Link reference definitions, which any chunk may use. Python-Markdown finds
    them on any line (even one that continues a paragraph); a URL may stand on the
    line after the label and a title on the line after that."""
    lines = []
    for match in _DEFINITION_LINE.finditer(text):
        first = match.group(0)
        lines.append(first)
        following = _NEXT_TWO_LINES.match(text, match.end())
        rest = [line for line in following.groups() if line is not None] if following else []
        if rest and not _URL_AFTER_LABEL.match(first):
            lines.append(rest.pop(0))
        if rest and _TITLE_LINE.match(rest[0]):
            lines.append(rest[0])
    return "\n".join(lines)


def _unique_heading_ids(html: str, used: set[str]) -> str:
    # Each chunk numbers repeated heading ids on its own ("_1" for every Chinese
    # heading); renumber in document order as a whole-document render would.
    if "<h" not in html:
        return html
    return _HEADING_ID.sub(lambda m: f'{m.group(1)}{unique(m.group(2), used)}"', html)


def _front_matter_heading(blocks: list[Block]) -> str | None:
    """The ``<h1>`` of a title given only in the front matter, or None."""
    if not blocks or blocks[0].kind != FRONT_MATTER:
        return None
    if any(b.kind == HEADING and b.level == 1 for b in blocks):
        return None
    title = front_matter_title(blocks[0])
    return title_heading(title) if title else None


class ChunkRenderer:
    """Renders Markdown to preview chunks, reusing the HTML of chunks that did not change.

    Only the chunks of the last rendered text stay cached, so memory follows the
    document, not the editing history.
    """

    def __init__(self) -> None:
        # Built by the first render, in the preview's thread: building it (importing
        # the Markdown extensions, compiling their patterns) took ~40 ms of the window's
        # start-up before its first paint.
        self._converter: Markdown | None = None
        self._cache: dict[tuple[str, str], str] = {}
        self.rendered_last = 0  # chunks rendered (not cached) by the last call; for tests

    def _html(self, source: str, definitions: str, cache: dict[tuple[str, str], str]) -> str:
        key = (source, definitions)
        html = self._cache.get(key)
        if html is None:
            if self._converter is None:
                self._converter = converter()
            html = convert(self._converter,
                           f"{source}\n\n{definitions}" if definitions else source)
            self.rendered_last += 1
        cache[key] = html
        return html

    def render(self, text: str) -> list[Chunk]:
        """The preview of ``text`` as chunks, in document order."""
        self.rendered_last = 0
        cache: dict[tuple[str, str], str] = {}
        blocks = segment(text)
        if _WHOLE_DOCUMENT.search(text):
            text = blank_front_matter(text)
            spans = [_Span(1, 0, len(text))]
            definitions = ""
        else:
            spans = split_spans(text, blocks)
            definitions = _reference_definitions(text) if "]:" in text else ""
        total_lines = text.count("\n") + 1
        used_ids: set[str] = set()
        chunks = []
        title = _front_matter_heading(blocks)
        if title is not None and spans:
            # A title only in the front matter is shown as the article's heading, as
            # the export shows it: it stands for the front matter's lines.
            front = blocks[0]
            chunks.append(Chunk(1, max(1, front.text.count("\n") + 1),
                                _unique_heading_ids(title, used_ids)))
        for index, span in enumerate(spans):
            next_line = spans[index + 1].line if index + 1 < len(spans) else total_lines + 1
            html = self._html(text[span.start:span.end], definitions, cache)
            chunks.append(Chunk(span.line, max(1, next_line - span.line),
                                _unique_heading_ids(html, used_ids)))
        self._cache = cache
        return chunks


def render_document(text: str) -> str:
    """The whole article's HTML, rendered and sanitised chunk by chunk as the preview is:
    whatever one chunk holds (an unclosed tag, an unfinished comment) stays in that chunk."""
    return "\n".join(chunk.html for chunk in ChunkRenderer().render(text))
