"""Paragraphs repeated word for word: padding, unless they stand in parallel sections.

The same three steps under "Debian" and "RPM" are instructions for each case, not a
paragraph pasted twice to look longer. :func:`repeated` is what
:attr:`scorers.document.DocumentView.duplicates` reads.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def repeated(prose: Sequence[Any], keys: list[str | None], sections: Sequence[Any],
             section_of: dict[int, int]) -> list[Any]:
    """The items of ``prose`` whose ``keys`` (a paragraph's text; None: too short to
    matter) an earlier item had, outside a section parallel to the earlier one's.
    ``section_of`` gives each item's index in ``sections`` by ``id``."""
    distinct = set(keys)
    distinct.discard(None)
    if len(distinct) == len(keys) - keys.count(None):
        return []  # no paragraph said twice (most articles), found in C
    seen: dict[str, int] = {}  # a paragraph's text: the section it first stood in
    found: list[Any] = []
    for it, key in zip(prose, keys, strict=True):
        if key is None:
            continue
        first = seen.get(key)
        if first is None:
            seen[key] = section_of[id(it)]
        elif not parallel(sections, first, section_of[id(it)]):
            found.append(it)
    return found


def parallel(sections: Sequence[Any], first: int, second: int) -> bool:
    """Whether two sections are parallel alternatives: sibling headings (the same
    level under the same parent heading) each naming something the other does not
    ("Debian-based …" / "RPM-based …"), over sections that each hold at least as many
    blocks of their own (the part that differs: a command, a path) as they share. A
    heading that only adds a word ("Tips", "More tips") or a section made mostly of
    copies is padding."""
    a, b = sections[first].heading, sections[second].heading
    if first == second or a is None or b is None or a.a.level != b.a.level or \
            parent_heading(sections, first) is not parent_heading(sections, second):
        return False
    terms_a, terms_b = set(a.a.term_list), set(b.a.term_list)
    if not terms_a - terms_b or not terms_b - terms_a:
        return False
    texts_a = {it.block.text.strip() for it in sections[first].items}
    texts_b = {it.block.text.strip() for it in sections[second].items}
    # Each says at least as much of its own as it shares: copies cannot outweigh it.
    shared = len(texts_a & texts_b)
    return len(texts_a - texts_b) >= max(1, shared) and \
        len(texts_b - texts_a) >= max(1, shared)


def parent_heading(sections: Sequence[Any], index: int) -> Any:
    """The nearest heading above section ``index``'s heading with a lower level."""
    level = sections[index].heading.a.level
    for section in reversed(sections[:index]):
        if section.heading is not None and section.heading.a.level < level:
            return section.heading
    return None
