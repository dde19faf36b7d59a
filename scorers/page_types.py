"""Pages that are not articles: a section's index, a glossary stub, a redirect.

A docs site holds many pages that no one writes to be cited: Hugo's ``_index.md``
lists a section's pages, a glossary entry is a one-line definition a template
renders, a redirect points elsewhere. Scored as articles they come last and fail a
team's ``--min-score`` for being what they are (59% of the Kubernetes docs pages
did). :func:`page_type` recognises them from the front matter their generators
read, or from their name and shape, so that ``geo-writer-score`` can skip them and
say why (``page-types`` in the configuration decides).
"""

from __future__ import annotations

import re
from pathlib import PurePath

from scorers.markup.blocks import FRONT_MATTER, HEADING, LIST_ITEM, PARAGRAPH, segment
from scorers.markup.metadata import front_matter_fields

INDEX = "index"
GLOSSARY = "glossary"
REDIRECT = "redirect"
#: Every kind of page that is not an article, in the order they are recognised.
PAGE_TYPES = (REDIRECT, GLOSSARY, INDEX)

# Front matter keys that only these pages carry.
_REDIRECT_KEYS = {"redirect_to", "redirect", "redirecturl", "redirect_url",
                  "externalredirect", "external_redirect"}
_GLOSSARY_KEYS = {"full_link", "short_description", "glossary"}
_TYPE_KEYS = ("type", "layout", "kind")
_INDEX_NAMES = {"_index", "index"}
_LINK = re.compile(r"\[[^\]]*\]\([^)]*\)|<https?://[^>]+>")
_MOVED = re.compile(r"(has|have) moved|moved to|now lives at|redirect|已迁移|已移至|已移动|请访问",
                    re.I)
_META_REFRESH = re.compile(r"<meta[^>]+http-equiv=[\"']?refresh", re.I)
_WORD = re.compile(r"[A-Za-z0-9]+|[\u4e00-\u9fff]")


def page_type(text: str, name: str | None = None) -> str | None:
    """``"redirect"``, ``"glossary"`` or ``"index"`` for a page that is not an article,
    else None.

    Args:
        text: the page's Markdown source.
        name: its file name, when known (``_index.md`` is a section's list page).
    """
    blocks = segment(text)
    fields = front_matter_fields(blocks[0]) if blocks and blocks[0].kind == FRONT_MATTER \
        else {}
    declared = {fields.get(key, "").lower() for key in _TYPE_KEYS}
    body = [b for b in blocks if b.kind != FRONT_MATTER]
    words = sum(len(_WORD.findall(b.text)) for b in body if b.kind in (PARAGRAPH, LIST_ITEM))
    if _REDIRECT_KEYS & set(fields) or REDIRECT in declared or _META_REFRESH.search(text) \
            or _moved_notice(body, words):
        return REDIRECT
    if _GLOSSARY_KEYS & set(fields) or GLOSSARY in declared:
        return GLOSSARY
    stem = PurePath(name).stem.lower() if name else ""
    if stem == "_index" or declared & {"list", "section", "index"} or \
            (stem in _INDEX_NAMES and _mostly_links(body, words)):
        return INDEX
    return None


def _moved_notice(body: list, words: int) -> bool:
    """A page whose whole text is a short "this page has moved to …" with a link."""
    prose = [b for b in body if b.kind in (PARAGRAPH, LIST_ITEM)]
    return 0 < words <= 40 and len(prose) <= 2 and any(
        _MOVED.search(b.text) and _LINK.search(b.text) for b in prose)


def _mostly_links(body: list, words: int) -> bool:
    """An ``index.md`` that lists pages rather than tells: most of its items and
    paragraphs are links, and it has little prose of its own."""
    prose = [b for b in body if b.kind in (PARAGRAPH, LIST_ITEM)]
    linked = sum(1 for b in prose if _LINK.search(b.text))
    return bool(prose) and linked * 2 > len(prose) and words < 40 * max(1, sum(
        b.kind == HEADING for b in body)) + 80
