"""A Python-Markdown extension: a line break inside Chinese text is no space.

Markdown keeps a soft line break as a newline, and browsers and Qt show it as a
space: "性能下降。⏎一种方案" reads "性能下降。 一种方案". Chinese puts no space
between words, so, as Typora and most Chinese Markdown renderers do, a newline
between two wide characters (:data:`scorers.language.detect.CJK_WIDE`) is removed; code
keeps its newlines.
"""

from __future__ import annotations

import re
from xml.etree import ElementTree

from markdown import Extension, Markdown
from markdown.treeprocessors import Treeprocessor

from scorers import CJK_WIDE

_WIDE = CJK_WIDE.pattern
_BREAK = re.compile(rf"(?<={_WIDE})[ \t]*\n[ \t]*(?={_WIDE})")
_LEADING_BREAK = re.compile(rf"^[ \t]*\n[ \t]*(?={_WIDE})")
_KEEP = frozenset({"pre", "code", "script", "style"})


def _last_char(element: ElementTree.Element) -> str:
    text = "".join(element.itertext())
    return text[-1:] if text else ""


class CjkLineBreaks(Treeprocessor):
    """Removes soft line breaks between two wide characters in every text node."""

    def run(self, root: ElementTree.Element) -> None:
        self._join(root)

    def _join(self, element: ElementTree.Element) -> None:
        if element.tag in _KEEP:
            return
        if element.text and "\n" in element.text:
            element.text = _BREAK.sub("", element.text)
        for child in element:
            self._join(child)
            tail = child.tail
            if tail and "\n" in tail:
                tail = _BREAK.sub("", tail)
                # "<strong>下降</strong>⏎一种": the character before the break ends the child.
                if CJK_WIDE.fullmatch(_last_char(child) or " "):
                    tail = _LEADING_BREAK.sub("", tail)
                child.tail = tail


class CjkLineBreakExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 - Python-Markdown's API
        # After the inline patterns (20), so that text nodes hold the final text.
        md.treeprocessors.register(CjkLineBreaks(md), "cjk_line_breaks", 5)
