"""Count an article's sources: distinct, real, specific, with diminishing returns.

Each distinct address counts once, by what it is (:mod:`scorers.analysis.links`): a deep
link to another site counts fully, the article's own site a fifth (its specification,
documentation, issue tracker, commits and release notes fully: the primary source for what
a project says about itself); a home page, a
tracking or referral link, a placeholder or private address nothing. A second page on
the same site counts half as much as the first, a third a quarter … so ten links to
one site are not ten sources. A link whose anchor says nothing ("here", "链接") counts
0.6 of one that says what it links to.

A source supports what the article says. A block that is little more than its links (a
"related posts" or "往期推荐" list, "视频回顾：[talk]", "Recommended reading: [post]") points the
reader elsewhere and supports no claim: its links count nothing, unless it stands under a
references heading (a bibliography is a list of sources).

A source is something a reader can follow. A named study, report or expert with no
link ("according to a 2024 Stanford study", "(HubSpot, 2025)", 据艾瑞咨询报告) and a
footnote with no address in it are "cited, not linked": they earn nothing until linked
(the Sources checks show them to the writer).

Example:
    >>> tally = tally_sources([("https://www.nrel.gov/docs/a.pdf", "NREL study")], [])
    >>> round(tally.value, 2), tally.distinct
    (1.0, 1)
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from scorers.analysis.links import (
    GENERIC_ANCHOR_FACTOR,
    KIND_WEIGHT,
    classify,
    generic_anchor,
    host_of,
)

#: Paths of primary sources on a project's own site: its specification, documentation,
#: reference, issue tracker, pull requests, commits, code and release notes.
_PRIMARY_PATH = re.compile(
    r"/(?:ref|reference|spec|specs|docs?|documentation|manual|api|rfcs?|pulls?|issues|"
    r"commits?|compare|releases|changelog|blob|tree)[/#][^/#]", re.I)

#: A heading over a bibliography: links listed under it are sources, not navigation.
REFERENCES_HEADING = re.compile(
    r"\b(?:references|sources|bibliography|further reading|citations|notes)\b|"
    r"参考|来源|引用|出处|文献|延伸阅读", re.I)

#: A block whose link texts make up this share of its text is a list of links.
NAVIGATION_ANCHOR_SHARE = 0.5

#: Letters and digits outside the links of a list of links: a label ("Related posts",
#: "视频回顾", "ps 推荐阅读"), not a statement.
NAVIGATION_LABEL_MAX = 12
_WORD_CHARACTER = re.compile(r"[^\W_]")

#: A site that takes this share of the links (and at least that many) is the article's own.
OWN_SITE_SHARE = 0.6
OWN_SITE_MIN_LINKS = 5


@dataclass(frozen=True, slots=True)
class SourceTally:
    """What the links and attributions of an article add up to.

    Attributes:
        value: the sources counted, with the weights above.
        distinct: distinct real pages elsewhere (external, not home pages).
        verifiable: distinct links a reader can follow to a page (value > 0).
        placeholder: links to placeholder or private addresses.
        own: links to the article's own site.
        generic: links whose anchor says nothing.
        home: distinct home pages, which count nothing.
        referral: tracking or referral links, which count nothing.
        unlinked: footnotes with no address in them, which count nothing.
    """

    value: float
    distinct: int
    verifiable: int
    placeholder: int
    own: int
    generic: int
    home: int = 0
    referral: int = 0
    unlinked: int = 0


def navigation(plain: str, anchors: Sequence[str]) -> bool:
    """Whether a block is little more than its links: a list of related posts, videos or
    further pages, which supports no claim of the article. Its link texts make up at
    least half of it and what it says outside them is a label at most ("Related:",
    "视频回顾：", "ps：推荐阅读"); a sentence that says something about its link ("[The
    letter] tested 12 flours in 2025") is not navigation.

    >>> navigation("Related: Our 2021 roadmap", ["Our 2021 roadmap"])
    True
    >>> navigation("Our letter tested 12 flours in 2025.", ["Our letter"])
    False
    """
    if not anchors:
        return False
    text = len("".join(plain.split()))
    linked = sum(len("".join(anchor.split())) for anchor in anchors)
    if not text or linked < NAVIGATION_ANCHOR_SHARE * text:
        return False
    rest = plain
    for anchor in anchors:
        rest = rest.replace(anchor, " ", 1)
    return len(_WORD_CHARACTER.findall(rest)) <= NAVIGATION_LABEL_MAX


def own_hosts(front_matter: dict[str, str], urls: Iterable[str]) -> frozenset[str]:
    """The article's own site: from the front matter, or the site most links go to."""
    hosts = {host_of(value) for key, value in front_matter.items()
             if key in ("url", "canonical", "canonical_url", "canonicalurl", "baseurl",
                        "permalink", "link", "site") and "://" in value}
    hosts.discard("")
    if hosts:
        return frozenset(hosts)
    counts = Counter(host for host in (host_of(url) for url in urls) if host)
    total = sum(counts.values())
    if counts:
        host, count = counts.most_common(1)[0]
        if count >= OWN_SITE_MIN_LINKS and count / total >= OWN_SITE_SHARE:
            return frozenset({host})
    return frozenset()


def tally_sources(links: list[tuple[str, str]], footnotes: list[str],
                  own: frozenset[str] = frozenset()) -> SourceTally:
    """Add up an article's sources.

    Args:
        links: ``(url, anchor_text)`` of every link in the prose and link definitions.
        footnotes: labels of footnote references with no address in their note.
        own: hosts of the article's own site.
    """
    best: dict[str, tuple[float, str]] = {}
    placeholder = own_links = generic = referral = 0
    homes: set[str] = set()
    for url, anchor in links:
        kind = classify(url, own)
        if kind.kind == "placeholder":
            placeholder += 1
        elif kind.kind == "own":
            own_links += 1
        elif kind.kind in ("referral", "tracking"):
            referral += 1
        elif kind.kind == "home":
            homes.add(kind.key)
        weight = KIND_WEIGHT[kind.kind]
        if kind.kind == "own" and _PRIMARY_PATH.search(kind.key):
            # The project's own specification, documentation, issue tracker or commits are
            # the primary source for what it says about itself: a reader checks it there.
            weight = KIND_WEIGHT["external"]
        if weight and anchor and generic_anchor(anchor):
            generic += 1
            weight *= GENERIC_ANCHOR_FACTOR
        if weight and weight > best.get(kind.key, (0.0, ""))[0]:
            best[kind.key] = (weight, kind.host)
    value = 0.0
    per_host: Counter[str] = Counter()
    for weight, host in sorted(best.values(), reverse=True):
        value += weight * 0.5 ** per_host[host]
        per_host[host] += 1
    # A page elsewhere, even behind an anchor like "here", is a distinct source.
    distinct = sum(1 for weight, _ in best.values()
                   if weight >= KIND_WEIGHT["external"] * GENERIC_ANCHOR_FACTOR)
    return SourceTally(value, distinct, len(best), placeholder, own_links, generic,
                       len(homes), referral, len(set(footnotes)))
