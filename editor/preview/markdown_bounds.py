"""A Python-Markdown extension: read Markdown as the engine does, in bounded time.

* **Runs of brackets** (issue 24, R8). Python-Markdown looks for the end of a link
  from every ``[``: 4,000 of them in one paragraph took 5 s to export, and the time
  grew with the square of the run. In a block with many brackets, each ``[`` that
  opens no well-formed link, image or reference is escaped first (one linear pass),
  so it is shown as the bracket it is and never searched from.
* **A list right after a paragraph** (the writer's review, item 11). CommonMark, the
  editor and the engine start a list on the line after a paragraph; Python-Markdown
  wanted a blank line first and ran the items into the paragraph. A paragraph is
  split where such a line starts (no line is added, so line numbers stay).
"""

from __future__ import annotations

import re
from xml.etree import ElementTree

from markdown import Extension, Markdown
from markdown.blockprocessors import BlockProcessor
from markdown.preprocessors import Preprocessor

from scorers import segment

#: Blocks with fewer brackets are left alone (ordinary links cost nothing).
BRACKET_RUN = 64
_NOT_TOUCHED = frozenset({"code", "front_matter", "html"})
# Left to right, each alternative bounded by the next bracket or line end, so one pass
# is linear: a code span, an inline link or image, a reference (not followed by "("),
# else a lone "[" (group 1), which is escaped.
_LINKISH = re.compile(r"`+[^`\n]*`+"
                      r"|!?\[[^\[\]\n]*\]\([^()\s]*(?:\s+\"[^\"\n]*\")?\)"
                      r"|!?\[[^\[\]\n]*\](?:\[[^\[\]\n]*\])?(?!\()"
                      r"|(\[)")


def defuse_brackets(text: str) -> str:
    """``text`` with the ``[`` that open nothing escaped, in blocks with many brackets."""
    if text.count("[") < BRACKET_RUN:
        return text
    out, last = [], 0
    for block in segment(text):
        if block.kind in _NOT_TOUCHED or text.count("[", block.start, block.end) < BRACKET_RUN:
            continue
        out.append(text[last:block.start])
        out.append(_LINKISH.sub(lambda m: "\\[" if m.group(1) else m.group(0),
                                text[block.start:block.end]))
        last = block.end
    out.append(text[last:])
    return "".join(out)


class _Brackets(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        return defuse_brackets("\n".join(lines)).split("\n")


# A list item that may interrupt a paragraph (CommonMark): a bullet, or an ordered list
# starting at 1, with text after the marker.
_LIST_START = re.compile(r"^ {0,3}(?:[-*+]|1[.)])[ \t]+\S")
_LIST_ANY = re.compile(r"^ {0,3}(?:[-*+]|\d{1,9}[.)])[ \t]+")


class _ListAfterParagraph(BlockProcessor):
    """Splits a paragraph block at the first line that starts a list."""

    def test(self, parent: ElementTree.Element, block: str) -> bool:
        lines = block.split("\n")
        return len(lines) > 1 and not _LIST_ANY.match(lines[0]) \
            and not lines[0].startswith(("    ", "\t", ">", "|", "#")) \
            and any(_LIST_START.match(line) for line in lines[1:])

    def run(self, parent: ElementTree.Element, blocks: list[str]) -> bool:
        lines = blocks.pop(0).split("\n")
        at = next(n for n, line in enumerate(lines[1:], 1) if _LIST_START.match(line))
        blocks.insert(0, "\n".join(lines[at:]))
        blocks.insert(0, "\n".join(lines[:at]))
        return False  # the paragraph is now a block of its own: let the others have it


class MarkdownBoundsExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 - Python-Markdown's name
        # After fenced code and raw HTML are stashed (priorities 25 and 20).
        md.preprocessors.register(_Brackets(md), "geo_brackets", 15)
        # Before the paragraph processor (10) and the lists (OList 40, UList 30 test the
        # block's first line only): a block that starts as a paragraph is split first.
        md.parser.blockprocessors.register(_ListAfterParagraph(md.parser), "geo_list_split",
                                           95)
