"""A Python-Markdown extension: a list may start right under a paragraph.

CommonMark (GitHub, Typora, Obsidian) and GEO Writer's own reading of Markdown take
``benefits:`` followed on the next line by ``1. Improving …`` as a paragraph and then a
list; Python-Markdown needs a blank line between them and ran the list into the
paragraph ("benefits: 1. Improving … 2. Synthesizing …") in the preview and the export,
while the editor coloured a list and the panel counted one. This preprocessor reads the
lines with the engine's own line reader (``scorers.read_line``) and puts the blank line
Python-Markdown needs before each list the engine sees opening under a paragraph, so
the three agree.
"""

from __future__ import annotations

from markdown import Extension, Markdown
from markdown.preprocessors import Preprocessor

from scorers import LIST_ITEM, PARAGRAPH, read_line


class ListOpenings(Preprocessor):
    """Inserts a blank line between a paragraph and a list that opens under it."""

    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        state = -1
        above: str | None = None
        for index, line in enumerate(lines):
            following = lines[index + 1] if index + 1 < len(lines) else None
            reading = read_line(line, state, following)
            if reading.kind == LIST_ITEM and reading.opens and above == PARAGRAPH:
                out.append("")
            out.append(line)
            state, above = reading.state, reading.kind
        return out


class ListOpeningsExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Python-Markdown's name)
        # Before the block parser (priority 25 is "normalize_whitespace"; html_block is 20).
        md.preprocessors.register(ListOpenings(md), "list_openings", 19)
