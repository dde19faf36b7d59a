"""A Python-Markdown extension: MDX comments are not shown.

MDX sites (react.dev and its translations) write a heading's anchor as a comment after
it, ``## Suspense {/*streaming-server-rendering*/}``. Rendered as Markdown, the comment
showed as text, its stars as emphasis ("Suspense {/streaming-server-rendering/}" in
italics). The scores already read it as markup (:mod:`scorers.markup.directives`); here a
heading's comment becomes the heading's id, as the site renders it, and any other
one-line comment is dropped. Lines keep their number (the preview maps lines to blocks).
"""

from __future__ import annotations

import re

from markdown import Extension, Markdown
from markdown.preprocessors import Preprocessor

_HEADING_ANCHOR = re.compile(r"^(#{1,6}[ \t].*?)[ \t]*\{/\*\s*([\w-]+)\s*\*/\}[ \t]*$")
_COMMENT = re.compile(r"\{/\*.{0,500}?\*/\}")


class MdxComments(Preprocessor):
    """Turns ``{/*id*/}`` after a heading into ``{#id}`` and drops other MDX comments."""

    def run(self, lines: list[str]) -> list[str]:
        out = []
        for line in lines:
            if "{/*" in line and "`" not in line:
                line = _HEADING_ANCHOR.sub(r"\1 {#\2}", line)
                line = _COMMENT.sub("", line)
            out.append(line)
        return out


class MdxCommentExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 - Python-Markdown's API
        # After fenced code (25) and raw HTML (20) are stashed: a comment inside a code
        # block stays as written.
        md.preprocessors.register(MdxComments(md), "mdx_comments", 15)
