"""Split Markdown source into blocks that carry exact source offsets.

A *block* is what a reader sees as one unit: a heading, a paragraph, one list
item, a table, a block quote, a code block, an HTML block or the front matter.
Offsets are Python string indices (code points) into the original text, so
``text[block.start:block.end] == block.text`` always holds.

The splitter is line based and linear in the size of the text: it has to run on
every keystroke of a 100,000-word document. It follows CommonMark where that
matters for writers (ATX and setext headings, fences, lazy paragraph
continuation, list items with their continuation lines) and keeps to the
Python-Markdown behaviour the preview uses where the two differ (tables, front
matter, footnote definitions).

Example:
    >>> [b.kind for b in segment("# Title\\n\\nSome text.\\n\\n- one\\n- two\\n")]
    ['heading', 'paragraph', 'list_item', 'list_item']
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import accumulate
from operator import add

HEADING = "heading"
PARAGRAPH = "paragraph"
LIST_ITEM = "list_item"
TABLE = "table"
QUOTE = "quote"
CODE = "code"
HTML = "html"
FRONT_MATTER = "front_matter"
RULE = "rule"
DEFINITION = "definition"  # link reference or footnote definition

#: Kinds whose words count as the article's prose.
PROSE_KINDS = frozenset({PARAGRAPH, LIST_ITEM, QUOTE})
#: Kinds whose words are read (analysed, counted in the article's length); code, HTML,
#: front matter, rules and definitions hold none a reader reads as text.
TEXT_KINDS = frozenset({HEADING, PARAGRAPH, LIST_ITEM, QUOTE, TABLE})

# The line rules: what a line is, read on its own or with the line before it in mind.
# segment() reads the document with them, and so does anything that reads Markdown a
# line at a time (:mod:`scorers.markup.lines`, the editor's colouring): one reading.
ATX_HEADING = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+|$)")
SETEXT_UNDERLINE = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
THEMATIC_BREAK = re.compile(r"^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$")
#: Groups: the indentation, the marker (``-``, ``+``, ``*``, ``1.``, ``1)``), the space after.
LIST_MARKER = re.compile(r"^( {0,3})([-+*]|\d{1,9}[.)])([ \t]+|$)")
QUOTE_MARKER = re.compile(r"^ {0,3}>")
HTML_OPEN = re.compile(r"^ {0,3}<(?:/?[A-Za-z][A-Za-z0-9-]*[\s/>]|/?[A-Za-z][A-Za-z0-9-]*$|!--)")
#: An HTML block opened by ``<p>`` ("<p id="TOC_4.1">Majorities said …"): a paragraph a
#: site wrote in HTML to give it an anchor. Its words are the article's (the Go survey's
#: results stood in five of them), read as a paragraph's; the tags are markup.
HTML_PARAGRAPH = re.compile(r"^ {0,3}<p(?:\s[^<>]*)?>", re.I)
TABLE_SEPARATOR = re.compile(r"^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$")
DEFINITION_LINE = re.compile(r"^ {0,3}\[(?:\^[^\]]+|[^\]]+)\]:")
INDENTED = re.compile(r"^(?: {4}|\t)")
COMMENT_OPEN = re.compile(r"^ {0,3}<!--")
_LINE_END = re.compile(r"\r\n|\r|\n")


@dataclass(frozen=True, slots=True)
class Block:
    """One block of the document.

    Attributes:
        kind: one of the kind constants of this module.
        start: offset of the block's first character in the document.
        end: offset just past its last character (trailing newline excluded).
        text: the block's source, ``document[start:end]``.
        level: heading level 1-6 for headings, nesting depth for list items, else 0.
        line: 1-based line number of ``start``.
    """

    kind: str
    start: int
    end: int
    text: str
    level: int = 0
    line: int = 1

    @property
    def is_prose(self) -> bool:
        return self.kind in PROSE_KINDS


def _lines(text: str) -> list[tuple[int, str]]:
    """Return ``(offset, line_without_newline)`` pairs; handles \\n, \\r\\n and \\r."""
    # Only \n, \r\n and \r end a Markdown line; str.splitlines would also split
    # on \u2028, form feeds and the like, which Markdown treats as text.
    if "\r" not in text:
        texts = text.split("\n")
        if not texts[-1]:
            texts.pop()  # a final line break starts no line
        # Line k starts after the k lines before it and their k line breaks.
        lengths = accumulate(map(len, texts), initial=0)
        return list(zip(map(add, lengths, range(len(texts))), texts, strict=True))
    out: list[tuple[int, str]] = []
    pos = 0
    for match in _LINE_END.finditer(text):
        out.append((pos, text[pos:match.start()]))
        pos = match.end()
    if pos < len(text):
        out.append((pos, text[pos:]))
    return out


def is_blank(line: str) -> bool:
    return not line.strip()


#: Characters a block construct can open on (after up to three spaces): fences, headings,
#: rules, indented code, quotes, HTML, list markers, definitions, setext underlines.
_MARKUP_START = frozenset(" \t`~#*-_>+<[=")


def is_plain(line: str) -> bool:
    """A line that opens on a character no construct opens on (a letter, CJK …), so it
    is text: neither blank nor the start of a heading, list item, quote, fence …"""
    first = line[:1]
    return bool(first) and first not in _MARKUP_START and not first.isdecimal() and \
        not first.isspace()


def is_table_row(line: str) -> bool:
    return "|" in line


def starts_table(line: str, next_line: str) -> bool:
    """``line`` (at the start of a block) is a table's header: a row with a separator
    row (``|---|---|``) under it."""
    return is_table_row(line) and bool(TABLE_SEPARATOR.match(next_line)) and "-" in next_line


def interrupts_paragraph(line: str) -> bool:
    if ATX_HEADING.match(line) or FENCE.match(line) or QUOTE_MARKER.match(line) or \
            THEMATIC_BREAK.match(line):
        return True
    bullet = LIST_MARKER.match(line)
    if bullet and bullet.group(3) and line[bullet.end():].strip():
        # As in CommonMark: a list under a paragraph must say something, and a numbered
        # one must start at 1 ("in\n2024. it grew" is one paragraph).
        marker = bullet.group(2)
        return not marker[0].isdigit() or int(marker[:-1]) == 1
    return bool(HTML_OPEN.match(line))


def ends_list_item(line: str) -> bool:
    """A line that ends the list item above it even without a blank line between."""
    # An HTML comment ends the item too, as it does in Python-Markdown:
    # "* item\n<!--\n* hidden\n-->".
    return bool(LIST_MARKER.match(line) or ATX_HEADING.match(line) or FENCE.match(line) or
                THEMATIC_BREAK.match(line) or QUOTE_MARKER.match(line) or
                COMMENT_OPEN.match(line))


def content_column(bullet: re.Match[str]) -> int:
    """Where the text of a list item (a :data:`LIST_MARKER` match) starts: a line after
    a blank one, indented at least this far, still belongs to the item."""
    return len(bullet.group(0)) if bullet.group(3) else len(bullet.group(0)) + 1


def continues_list_item(line: str, column: int) -> bool:
    """After a blank line: ``line`` still belongs to the list item whose text starts at
    ``column`` (:func:`content_column`)."""
    return len(line) - len(line.lstrip()) >= column and not LIST_MARKER.match(line)


def starts_indented_code(line: str) -> bool:
    """An indented line that opens a code block where a block can start (a list marker
    indented four spaces is no code)."""
    return bool(INDENTED.match(line)) and not LIST_MARKER.match(line.lstrip())


def closes_fence(line: str, marker: str) -> bool:
    """``line`` closes the code fence opened with ``marker`` (a :data:`FENCE` group)."""
    close = line.strip()
    return close.startswith(marker[0] * len(marker)) and not close.strip(marker[0])


def front_matter_fence(line: str) -> str | None:
    """The fence (``---`` or ``+++``) when the document's first line opens front matter."""
    fence = line.strip()
    return fence if fence in ("---", "+++") else None


def closes_front_matter(line: str, fence: str) -> bool:
    return line.strip() in (fence, "...")


_HTML_CLOSERS = {"comment": "-->", "script": "</script>", "pre": "</pre>", "style": "</style>",
                 "textarea": "</textarea>"}


def _html_kind(line: str) -> str:
    stripped = line.lstrip().lower()
    if stripped.startswith("<!--"):
        return "comment"
    for tag in ("script", "pre", "style", "textarea"):
        if re.match(rf"<{tag}(?:[\s>]|$)", stripped):
            return tag
    return "other"


def html_closer(line: str) -> str | None:
    """For a line that opens an HTML block: the marker that ends it (``-->``,
    ``</script>`` …) when it runs to one, blank lines and all; None when the block ends
    at a blank line (or a fence)."""
    return _HTML_CLOSERS.get(_html_kind(line))


def closes_html(line: str, closer: str, first: bool = False) -> bool:
    """``line`` holds ``closer`` (:func:`html_closer`); on the block's ``first`` line,
    after the opening ``<!--``."""
    return closer in line[(4 if first else 0):].lower()


#: Decides, at the start of a block on line ``i``, whether to stop scanning there
#: (:mod:`scorers.markup.resegment`: the rest of the document is known to be unchanged).
Resync = Callable[[int, list[Block]], bool]


def segment(text: str) -> list[Block]:
    """Split ``text`` into blocks in document order.

    Args:
        text: Markdown source.

    Returns:
        Blocks with exact offsets. Blank lines belong to no block.
    """
    lines = _lines(text)
    blocks: list[Block] = []
    i = 0
    n = len(lines)
    fence = front_matter_fence(lines[0][1]) if n else None
    if fence is not None:
        for j in range(1, n):
            if closes_front_matter(lines[j][1], fence):
                start, end = 0, lines[j][0] + len(lines[j][1])
                blocks.append(Block(FRONT_MATTER, start, end, text[start:end], 0, 1))
                i = j + 1
                break
    scan(text, lines, blocks, i)
    return blocks


def scan(text: str, lines: Sequence[tuple[int, str]], blocks: list[Block], i: int,
         resync: Resync | None = None) -> int | None:
    """Append the blocks of ``lines`` from line ``i`` on (after the front matter) to
    ``blocks``. With ``resync``, stop at the first block start it accepts and return
    that line's index; None when the scan reached the end."""
    n = len(lines)

    def add(kind: str, first: int, last: int, level: int = 0) -> None:
        start = lines[first][0]
        end = lines[last][0] + len(lines[last][1])
        blocks.append(Block(kind, start, end, text[start:end], level, first + 1))

    while i < n:
        line = lines[i][1]
        if is_blank(line):
            i += 1
            continue
        if resync is not None and resync(i, blocks):
            return i

        # A line that opens on a letter (most lines of prose) starts no construct but a
        # table or a paragraph: skip the tests for the others.
        if not is_plain(line):
            fence = FENCE.match(line)
            if fence:
                marker = fence.group(1)
                j = i + 1
                while j < n and not closes_fence(lines[j][1], marker):
                    j += 1
                last = min(j, n - 1)
                add(CODE, i, last)
                i = last + 1
                continue

            atx = ATX_HEADING.match(line)
            if atx:
                add(HEADING, i, i, len(atx.group(1)))
                i += 1
                continue

            if THEMATIC_BREAK.match(line):
                add(RULE, i, i)
                i += 1
                continue

            if starts_indented_code(line) and (
                    not blocks or blocks[-1].kind != LIST_ITEM or is_blank(lines[i - 1][1])):
                j = i
                while j + 1 < n and (INDENTED.match(lines[j + 1][1]) or is_blank(lines[j + 1][1])):
                    j += 1
                while is_blank(lines[j][1]):
                    j -= 1
                add(CODE, i, j)
                i = j + 1
                continue

            if QUOTE_MARKER.match(line):
                j = i
                while j + 1 < n and not is_blank(lines[j + 1][1]) and (
                    QUOTE_MARKER.match(lines[j + 1][1]) or not interrupts_paragraph(lines[j + 1][1])
                ):
                    j += 1
                add(QUOTE, i, j)
                i = j + 1
                continue

            if HTML_OPEN.match(line):
                j = i
                closer = html_closer(line)
                if closer is not None:
                    # Comments and raw blocks run to their closing marker, blank lines and all.
                    while j < n and not closes_html(lines[j][1], closer, j == i):
                        j += 1
                    j = min(j, n - 1)
                else:
                    # Python-Markdown finds fences before anything else: one ends the block.
                    while j + 1 < n and not is_blank(lines[j + 1][1]) and \
                            not FENCE.match(lines[j + 1][1]):
                        j += 1
                add(PARAGRAPH if closer is None and HTML_PARAGRAPH.match(line) else HTML, i, j)
                i = j + 1
                continue

            bullet = LIST_MARKER.match(line)
            if bullet:
                indent = len(bullet.group(1))
                column = content_column(bullet)
                j = i
                while j + 1 < n:
                    nxt = lines[j + 1][1]
                    if is_blank(nxt):
                        # A blank line ends the item unless an indented continuation follows.
                        k = j + 1
                        while k < n and is_blank(lines[k][1]):
                            k += 1
                        if k < n and continues_list_item(lines[k][1], column):
                            j = k
                            continue
                        break
                    if ends_list_item(nxt):
                        break
                    j += 1
                depth = indent // 2
                add(LIST_ITEM, i, j, depth)
                i = j + 1
                continue

            if DEFINITION_LINE.match(line):
                j = i
                while j + 1 < n and INDENTED.match(lines[j + 1][1]):
                    j += 1
                add(DEFINITION, i, j)
                i = j + 1
                continue

        if i + 1 < n and starts_table(line, lines[i + 1][1]):
            j = i + 1
            while j + 1 < n and not is_blank(lines[j + 1][1]) and is_table_row(lines[j + 1][1]):
                j += 1
            add(TABLE, i, j)
            i = j + 1
            continue

        # Paragraph, possibly a setext heading.
        j = i
        kind, level = PARAGRAPH, 0
        while j + 1 < n:
            nxt = lines[j + 1][1]
            if is_plain(nxt):
                j += 1
                continue
            if is_blank(nxt):
                break
            setext = SETEXT_UNDERLINE.match(nxt)
            if setext:
                kind, level = HEADING, 1 if setext.group(1)[0] == "=" else 2
                j += 1
                break
            if interrupts_paragraph(nxt):
                break
            j += 1
        add(kind, i, j, level)
        i = j + 1
    return None


def line_starts(text: str) -> list[int]:
    """Offsets at which each line of ``text`` starts (for offset → line lookups)."""
    return [0] + [m.end() for m in _LINE_END.finditer(text)]
