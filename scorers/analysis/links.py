"""How much a link is worth as a source.

A citation is a link to a distinct, real, external source. Placeholder and
reserved names (RFC 2606 and RFC 6761: ``example.*``, ``.test``, ``.invalid``,
``.localhost``), localhost and private addresses are worth nothing; links to
the article's own site are worth little; a deep link to a page is worth more
than a bare home page; a descriptive anchor more than "here" or "链接".

Example:
    >>> classify("https://www.nrel.gov/docs/fy12osti/51664.pdf").kind
    'external'
    >>> classify("https://example.com/report").kind
    'placeholder'
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from urllib.parse import urlsplit

#: Top-level names reserved for documentation and testing (RFC 2606, RFC 6761).
_RESERVED_TLDS = frozenset({"example", "test", "invalid", "localhost", "local", "internal"})

#: Anchors that say nothing about what they link to.
_GENERIC_ANCHORS = re.compile(
    r"^\W*(?:here|click here|this|this link|link|source|sources|more|read more|learn more|"
    r"see more|details|website|site|page|article|post|official site|homepage|home page|"
    r"这里|此处|点击|点击这里|点击此处|链接|原文|原文链接|更多|详情|查看|官网|来源|出处|"
    r"点击访问|阅读原文|了解更多)\W*$", re.I)

#: Weight of a link by kind, before the anchor and repeats are taken into account.
KIND_WEIGHT = {"external": 1.0, "home": 0.5, "own": 0.2, "placeholder": 0.0, "local": 0.0,
               "none": 0.0}

#: Anchors like "here" are worth this share of a descriptive one.
GENERIC_ANCHOR_FACTOR = 0.6


@dataclass(frozen=True, slots=True)
class LinkKind:
    """What a link target is.

    Attributes:
        kind: ``external`` (a page elsewhere), ``home`` (a site's home page),
            ``own`` (the article's own site), ``placeholder`` (reserved or private
            names), ``local`` (relative paths, anchors) or ``none`` (not a web link).
        host: the host name, lower case, without ``www.``.
        key: the normalised address, so that two spellings of one page count once.
    """

    kind: str
    host: str
    key: str


def _host_is_placeholder(host: str) -> bool:
    if not host:
        return False
    labels = host.split(".")
    if labels[-1] in _RESERVED_TLDS or "example" in labels[:-1] or host == "example":
        return True
    try:
        address = ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return False
    return not address.is_global


def host_of(url: str) -> str:
    """The host of ``url`` in lower case without ``www.``; empty when it has none."""
    try:
        host = (urlsplit(url.strip()).hostname or "").lower()
    except ValueError:
        return ""
    return host[4:] if host.startswith("www.") else host


def classify(url: str, own_hosts: frozenset[str] = frozenset()) -> LinkKind:
    """Classify one link target.

    Args:
        url: the link's target as written.
        own_hosts: hosts of the article's own site.
    """
    url = url.strip().strip("<>")
    if not url or url.startswith("#"):
        return LinkKind("local", "", url)
    if url.lower().startswith(("mailto:", "tel:", "javascript:", "data:", "file:")):
        return LinkKind("none", "", url)
    if url.startswith("//"):
        url = "https:" + url
    if url.lower().startswith("www."):
        url = "https://" + url
    try:
        parts = urlsplit(url)
    except ValueError:
        return LinkKind("none", "", url)
    if parts.scheme.lower() not in ("http", "https"):
        if parts.scheme:
            return LinkKind("none", "", url)
        # A relative path is a page of the article's own site.
        return LinkKind("own", "", parts.path.rstrip("/")) if parts.path else \
            LinkKind("local", "", url)
    host = host_of(url)
    path = parts.path.rstrip("/")
    key = f"{host}{path}" + (f"?{parts.query}" if parts.query else "")
    if not host or _host_is_placeholder(host):
        return LinkKind("placeholder", host, key)
    if host in own_hosts or any(host.endswith("." + own) for own in own_hosts):
        return LinkKind("own", host, key)
    if not path and not parts.query:
        return LinkKind("home", host, key)
    return LinkKind("external", host, key)


def generic_anchor(text: str) -> bool:
    """True for anchors such as "here", "source", "链接" that do not say what they link to."""
    return bool(_GENERIC_ANCHORS.match(text.strip()))
