"""Colours of code blocks in the preview and the export, for the light and dark themes.

Code is rendered with CSS classes (Pygments' short token names) rather than
inline colours, so one rendering serves both themes: the stylesheet picks the
colours. Both palettes keep every token at WCAG AA (4.5:1) on its block's
background; ``tests/gui/window/test_contrast.py`` checks them as the preview shows them.
"""

from __future__ import annotations

from functools import cache

from pygments.formatters import HtmlFormatter
from pygments.style import Style
from pygments.token import (
    Comment,
    Error,
    Generic,
    Keyword,
    Name,
    Number,
    Operator,
    Punctuation,
    String,
    Text,
    Token,
)

#: The background of code blocks (``pre``) in each theme; the stylesheets use these.
CODE_BACKGROUND = {"light": "#f6f8fa", "dark": "#18191c"}


class LightCode(Style):
    """GitHub-like colours on a light grey block."""

    background_color = CODE_BACKGROUND["light"]
    styles = {
        Token: "#1f2328",
        Text: "#1f2328",
        Comment: "italic #57606a",
        Keyword: "#cf222e",
        Keyword.Constant: "#0550ae",
        Name.Builtin: "#953800",
        Name.Function: "#8250df",
        Name.Class: "#953800",
        Name.Decorator: "#8250df",
        Name.Tag: "#116329",
        Name.Attribute: "#0550ae",
        Name.Variable: "#953800",
        String: "#0a3069",
        Number: "#0550ae",
        Operator: "#1f2328",
        Punctuation: "#1f2328",
        Generic.Deleted: "#82071e",
        Generic.Inserted: "#116329",
        Generic.Heading: "bold #0550ae",
        Generic.Subheading: "bold #0550ae",
        Generic.Emph: "italic",
        Generic.Strong: "bold",
        Error: "#82071e",
    }


class DarkCode(Style):
    """GitHub-dark-like colours on a near-black block."""

    background_color = CODE_BACKGROUND["dark"]
    styles = {
        Token: "#e6edf3",
        Text: "#e6edf3",
        Comment: "italic #8b949e",
        Keyword: "#ff7b72",
        Keyword.Constant: "#79c0ff",
        Name.Builtin: "#ffa657",
        Name.Function: "#d2a8ff",
        Name.Class: "#ffa657",
        Name.Decorator: "#d2a8ff",
        Name.Tag: "#7ee787",
        Name.Attribute: "#79c0ff",
        Name.Variable: "#ffa657",
        String: "#a5d6ff",
        Number: "#79c0ff",
        Operator: "#e6edf3",
        Punctuation: "#e6edf3",
        Generic.Deleted: "#ffa198",
        Generic.Inserted: "#7ee787",
        Generic.Heading: "bold #79c0ff",
        Generic.Subheading: "bold #79c0ff",
        Generic.Emph: "italic",
        Generic.Strong: "bold",
        Error: "#ffa198",
    }


@cache
def code_css(theme: str) -> str:
    """The CSS rules for ``.codehilite`` blocks in ``theme`` (``light`` or ``dark``)."""
    style = DarkCode if theme == "dark" else LightCode
    rules = HtmlFormatter(style=style).get_style_defs(".codehilite")
    # Only the token rules: line numbers are not used, and Qt would apply the bare
    # "pre { … }" rule Pygments adds to every block of preformatted text. Without the
    # token names Pygments writes after each rule ("/* Comment */"): an exported page
    # carries no notes.
    return "\n".join(line.split(" /*", 1)[0] for line in rules.splitlines()
                     if line.startswith(".codehilite"))
