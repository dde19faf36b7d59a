"""A document's links and what they are worth as sources: every link's target with
reference links resolved, the links each footnote holds, the blocks that are lists of
links, and the tally of sources (:mod:`scorers.analysis.sourcing` explains the counting).

The functions read a :class:`~scorers.document.DocumentView`'s blocks; the view keeps
each result for the scoring it is built for.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import compress
from operator import attrgetter
from typing import TYPE_CHECKING

from scorers.analysis.links import identifier_urls
from scorers.analysis.memo import remembered
from scorers.analysis.sourcing import SourceTally, link_label, references_heading, tally_sources
from scorers.analysis.sourcing import in_call_to_action as call_clause
from scorers.analysis.sourcing import navigation as navigation_lists
from scorers.markup.blocks import DEFINITION, LIST_ITEM, PARAGRAPH, TABLE
from scorers.markup.inline import strip_markup

if TYPE_CHECKING:
    from scorers.document import Item, Section

_LINK_DEFINITION = re.compile(r"^\s{0,3}\[([^\]^][^\]]*)\]:\s*<?(\S+?)>?(?:\s|$)")
_FOOTNOTE_LABEL = re.compile(r"\[\^([^\]\s]+)\]")
_URL_LIKE = re.compile(r"^(?:[a-z][a-z0-9+.-]*:|/|#|www\.|\.)", re.I)

_LINKS = attrgetter("a.links")
_FOOTNOTES = attrgetter("a.footnotes")


def in_call_to_action(it: Item, index: int) -> bool:
    """Whether the block's ``index``-th link stands in a call to action ("Sign up for
    [our newsletter]", 欢迎关注[我们的视频号]): a sign-up page backs no claim
    (:func:`scorers.analysis.sourcing.in_call_to_action`)."""
    if index >= len(it.a.links):
        return False
    start = it.a.links[index][0]
    return any(call_clause(strip_markup(it.block.text[s.start:s.end], PARAGRAPH).prose,
                           it.a.lang, start - s.start)
               for s in it.a.sentences if s.start <= start < s.end)


def link_targets(items: Sequence[Item]) -> list[tuple[str, str, Item]]:
    """``(url, anchor, item)`` of every link in the prose and tables, reference links
    resolved."""
    definitions: dict[str, str] = {}
    linked = list(compress(items, map(_LINKS, items)))
    for it in linked:  # a link definition holds its link
        if it.block.kind == DEFINITION:
            match = _LINK_DEFINITION.match(it.block.text)
            if match:
                definitions[match.group(1).strip().lower()] = match.group(2)
    out = []
    for it in linked:
        if not (it.block.is_prose or it.block.kind == TABLE):
            continue
        for (_, _, target), anchor in zip(it.a.links, it.a.anchors, strict=False):
            if not _URL_LIKE.match(target):
                target = definitions.get(target.strip().lower(), target)
            out.append((target, anchor, it))
    return out


def footnote_links(items: Sequence[Item]) -> dict[str, list[str]]:
    """Footnote label → the links in its definition."""
    notes: dict[str, list[str]] = {}
    for it in compress(items, map(_FOOTNOTES, items)):  # a note holds its label
        if it.block.kind == DEFINITION and it.block.text.lstrip().startswith("[^"):
            label = _FOOTNOTE_LABEL.match(it.block.text.lstrip())
            if label:
                # A DOI or arXiv number written out is an address a reader can follow.
                notes[label.group(1)] = [url for _, _, url in it.a.links] + \
                    identifier_urls(it.block.text)
    return notes


def navigation(prose: Sequence[Item]) -> frozenset[int]:
    """``id`` of the prose blocks that are lists of links
    (:func:`scorers.analysis.sourcing.navigation`)."""
    labels = [link_label(it.a.plain, it.a.anchors) if it.a.links else None for it in prose]
    if not any(label is not None for label in labels):
        return frozenset()
    found = navigation_lists(labels, [it.block.kind == LIST_ITEM for it in prose],
                             [it.a.plain for it in prose])
    return frozenset(id(it) for it, nav in zip(prose, found, strict=True) if nav)


def _references(it: Item) -> bool:
    return bool(references_heading(it.a.plain))


def sources(items: Sequence[Item], sections: Iterable[Section],
            targets: list[tuple[str, str, Item]], listed_links: frozenset[int],
            notes: dict[str, list[str]], own: frozenset[str]) -> SourceTally:
    """The article's sources: its links (``targets``) but those in calls to action and in
    lists of links (``listed_links``) outside a references section, and its footnotes'
    links (``notes``); a footnote with none counts as a bare note."""
    headed = [section for section in sections if section.heading is not None]
    in_references = {id(it) for section, references in zip(
                         headed, remembered([section.heading for section in headed],
                                            "is_references", _references), strict=True)
                     if references for it in section.items}
    links = []
    seen: Counter[int] = Counter()
    for url, anchor, it in targets:
        index = seen[id(it)]
        seen[id(it)] += 1
        # A sign-up link is no source even under "## Resources".
        if not in_call_to_action(it, index) and (id(it) in in_references
                                                 or id(it) not in listed_links):
            links.append((url, anchor))
    bare_notes: list[str] = []
    for it in compress(items, map(_FOOTNOTES, items)):
        if not it.block.is_prose:
            continue
        for start, end in it.a.footnotes:
            label = it.block.text[start + 2:end - 1]
            urls = notes.get(label)
            if urls:
                links.extend((url, label) for url in urls)
            else:
                bare_notes.append(label)
    return tally_sources(links, bare_notes, own)
