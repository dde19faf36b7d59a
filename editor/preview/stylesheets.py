"""The stylesheets of the preview and the exported HTML, per theme."""

from __future__ import annotations

import re
from functools import cache
from importlib import resources as importlib_resources

from editor.preview.code_style import code_css

# The stylesheets' comments are notes for the project's developers (which tests check the
# colours, why the fonts come in this order): an exported page carries none of them.
_COMMENT = re.compile(r"/\*.*?\*/[ \t]*\n?", re.S)


def _resource(name: str) -> str:
    return importlib_resources.files("resources").joinpath(name).read_text("utf-8")


@cache
def stylesheet(theme: str = "light") -> str:
    """The stylesheet of the preview in ``theme``; the light one is also the export's."""
    parts = [_COMMENT.sub("", _resource("preview.css"))]
    if theme == "dark":
        parts.append(_COMMENT.sub("", _resource("preview-dark.css")))
    parts.append(code_css(theme))
    return "\n".join(parts) + "\n"
