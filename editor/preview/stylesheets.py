"""The stylesheets of the preview and the exported HTML, per theme."""

from __future__ import annotations

from functools import cache
from importlib import resources as importlib_resources

from editor.preview.code_style import code_css


def _resource(name: str) -> str:
    return importlib_resources.files("resources").joinpath(name).read_text("utf-8")


@cache
def stylesheet(theme: str = "light") -> str:
    """The stylesheet of the preview in ``theme``; the light one is also the export's."""
    parts = [_resource("preview.css")]
    if theme == "dark":
        parts.append(_resource("preview-dark.css"))
    parts.append(code_css(theme))
    return "\n".join(parts) + "\n"
