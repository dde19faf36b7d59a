"""What in an article is not prose for the checks: site markup and the team's own switches.

Site generators put markup in the text that no reader sees as words: Hugo shortcodes
(``{{< figure caption="45% of users" >}}``), Liquid and Jinja tags (``{% include x %}``,
``{{ page.title }}``) and, in MDX, ``import``/``export`` lines and JSX components
(``<Tabs>``, ``<Note type="x" />``). Read as prose, their figures raised Facts, their
attributes made "very long sentences", and the answer preview quoted them. A code block
written as a shortcode pair (``{{< text bash >}}`` … ``{{< /text >}}``) becomes the fenced
block it renders: its commands are code, not sentences.

Writers and teams switch checks off where they know better, as with Vale and
markdownlint:

* ``<!-- geo-writer off -->`` … ``<!-- geo-writer on -->``: the text between is not
  scored (nor quoted); without an ``on`` it runs to the end;
* ``<!-- geo-writer-disable facts.fact_density clarity.long_sentences -->``: those
  checks are off for the whole document (a bare check id works too).

:func:`blank_out` replaces all of this with spaces, line breaks kept, so every offset
of the text stays where it was (findings, marks and quotes still point at the writer's
characters).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

# Bounded lengths keep a stray "{{" from reaching across a whole book.
_SITE_MARKUP = re.compile(
    r"\{\{[<%].{0,2000}?[>%]\}\}"      # Hugo shortcodes
    r"|\{%.{0,2000}?%\}"                # Liquid / Jinja tags
    r"|\{\{.{0,500}?\}\}"               # Liquid / Jinja output
    r"|\{#.{0,500}?#\}"                 # Jinja comments
    r"|\{/\*.{0,500}?\*/\}",              # MDX comments ({/*anchor*/} after headings)
    re.S)
# A code block written as a shortcode pair (Hugo's ``highlight``, the ``text`` of the Istio
# docs), each tag alone on its line: read as the fenced block it renders.
_CODE_SHORTCODE = re.compile(
    r"^( {0,3})(\{\{<\s*(text|highlight)\b[^\n]{0,200}?>\}\})[ \t]*\n"
    r"(.{0,20000}?\n)?( {0,3})(\{\{<\s*/\s*\3\s*>\}\})[ \t]*$", re.M | re.S)
# JSX components (capitalised names; lower-case tags are HTML, which the block reader
# already leaves out) and, in MDX files, the module lines at the start of a line.
_JSX = re.compile(r"</?[A-Z][\w.]*(?:\s[^<>]{0,2000}?)?/?>")
_MDX_MODULE = re.compile(r"^(?:import|export)\s[^\n]*$", re.M)
_OFF = re.compile(r"<!--\s*geo-writer\s+off\s*-->(.*?)(?:<!--\s*geo-writer\s+on\s*-->|\Z)",
                  re.S | re.I)
_DISABLE = re.compile(r"<!--\s*geo-writer-disable\s+([\w.\s,-]+?)\s*-->", re.I)
_QUICK = ("{{", "{%", "{#", "{/*", "geo-writer")


@dataclass(frozen=True, slots=True)
class Directives:
    """The text as the checks read it and the checks the document turns off."""

    text: str
    disabled: frozenset[str] = frozenset()


def _blank(match: re.Match[str]) -> str:
    return re.sub(r"[^\r\n]", " ", match.group(0))


def _fenced(match: re.Match[str]) -> str:
    # Each tag becomes a fence of its own length (offsets stay where they were).
    opening, closing = match.group(2), match.group(6)
    return (match.group(1) + "```".ljust(len(opening)) + match.group(0)[
        match.end(2) - match.start():match.start(6) - match.start()] + "```".ljust(len(closing))
        + match.group(0)[match.end(6) - match.start():])


def blank_out(text: str, extra: Iterable[re.Pattern[str]] = (),
              mdx: bool = False) -> Directives:
    """``text`` with site markup, switched-off passages and ``extra`` patterns blanked,
    and the checks its ``geo-writer-disable`` comments name.

    Args:
        text: Markdown source.
        extra: a team's own patterns of what is not prose (``ignore-patterns``).
        mdx: the text is MDX: its ``import``/``export`` lines are code too.
    """
    extra = tuple(extra)
    if not extra and "{" not in text and "<" not in text \
            and not (mdx and _MDX_MODULE.search(text)):
        # Every pattern here opens on "{" or "<" (two scans at memory speed): nothing to
        # blank, as below, where "geo-writer" alone, or a "<" of no tag, costs a copy.
        return Directives(text)
    if not extra and not any(marker in text for marker in _QUICK) \
            and _JSX.search(text) is None and not (mdx and _MDX_MODULE.search(text)):
        return Directives(text)  # the usual case, at every keystroke: no copy
    disabled = frozenset(
        name for found in _DISABLE.finditer(text)
        for name in re.split(r"[\s,]+", found.group(1).strip()) if name)
    out = _OFF.sub(_blank, text)
    if "{{<" in out:
        out = _CODE_SHORTCODE.sub(_fenced, out)
    for pattern in (_SITE_MARKUP, _JSX, *((_MDX_MODULE,) if mdx else ()), *extra):
        out = pattern.sub(_blank, out)
    return Directives(out, disabled)


def is_off(check_id: str, dimension_id: str, disabled: Iterable[str]) -> bool:
    """Whether ``disabled`` (``"dimension.check"`` or ``"check"`` ids) names this check."""
    names = set(disabled)
    return check_id in names or f"{dimension_id}.{check_id}" in names or dimension_id in names
