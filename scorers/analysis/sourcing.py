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
references heading (a bibliography is a list of sources). A lone "See [the 2025
verification report]." is a citation of the paragraph before it and counts.

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
from scorers.rules.phrases import CALLS_TO_ACTION

#: Paths of primary sources on a project's own site: its specification, documentation,
#: reference, issue tracker, pull requests, commits, code and release notes.
_PRIMARY_PATH = re.compile(
    r"/(?:ref|reference|spec|specs|docs?|documentation|manual|api|rfcs?|pulls?|issues|"
    r"commits?|compare|releases|changelog|blob|tree)[/#][^/#]", re.I)

#: A heading or a label line over a bibliography ("## References", "Sources:", "Data
#: sources used in this article:", "## See also", 数据来源, 相关资源, 了解更多): links listed
#: under it are the article's sources, not navigation.
REFERENCES_HEADING = re.compile(
    r"\b(?:references|sources|bibliography|further reading|citations|notes|resources|"
    r"see also|learn more|read more about)\b|"
    # 资料 alone is "materials" (准备资料, 学习资料): only 参考资料, 相关资料 … name sources.
    r"参考|来源|引用|出处|文献|延伸阅读|相关资料|相关资源|了解更多", re.I)

_EN_REFERENCES = (r"(?:references?|sources?|bibliography|further reading|citations?|notes|"
                  r"resources|links|see also|learn more|read more)")
_ZH_REFERENCES = (r"(?:(?:数据|资料|信息|图片|内容|引用)?来源|"
                  r"参考(?:资料|文献|链接|阅读|资源|材料)?|引用(?:文献|资料)?|出处|"
                  r"(?:相关|延伸|扩展|推荐|其他|其它)?(?:资源|阅读|文献)|相关资料|"
                  r"延伸资料|了解更多)")
#: A heading over a bibliography is one as a whole: the words that name sources, with a
#: qualifier at most ("Data sources", "Additional resources", "References and notes",
#: 数据来源, 参考资料与延伸阅读). A heading that only holds such a word names something else:
#: "Release notes", "Notes from the road", "Cluster resources", 准备资料, 引用计数.
_REFERENCES_TITLE = re.compile(
    rf"(?:(?:data|additional|further|external|useful|other|selected|key|primary|related)\s+)?"
    rf"{_EN_REFERENCES}(?:\s*(?:,|and|&)\s*{_EN_REFERENCES})*|"
    rf"{_ZH_REFERENCES}(?:\s*[与和及、]\s*{_ZH_REFERENCES})*", re.I)
#: Numbering and punctuation around a heading's words ("7. References:", "五、参考资料").
_HEADING_FRAME = re.compile(r"^[\s\d.)(（）、一二三四五六七八九十]*|[\s:：.。!！]*$")


def references_heading(plain: str) -> bool:
    """Whether the heading ``plain`` is a references heading ("## References", "## Data
    sources", "## 参考资料"), not one that holds such a word ("## Release notes",
    "## 准备资料").

    >>> references_heading("5. Further reading"), references_heading("Release notes")
    (True, False)
    >>> references_heading("参考资料"), references_heading("准备资料")
    (True, False)
    """
    return _REFERENCES_TITLE.fullmatch(_HEADING_FRAME.sub("", plain)) is not None

#: A label line is short: "Data sources used in this article:", not a paragraph that
#: happens to say "sources".
SOURCES_LABEL_MAX = 60

#: A block whose link texts make up this share of its text is a list of links.
NAVIGATION_ANCHOR_SHARE = 0.5

#: Letters outside the links of a list of links (a Chinese character counts two): a
#: label ("Related posts", "视频回顾", "ps 推荐阅读"), not a statement.
NAVIGATION_LABEL_MAX = 12
_WORD_CHARACTER = re.compile(r"[^\W_]")
#: Words of a label that points the reader elsewhere, not to a claim's support.
NAVIGATION_WORDS = re.compile(
    r"\b(?:related|recommended|read more|more (?:posts|articles|reading)|previously|"
    r"next post|previous post|watch|video|recording|slides|replay)\b|"
    r"推荐|往期|相关|更多|回顾|视频|延伸|下一篇|上一篇|直播|录像|回放", re.I)
_CJK_CHARACTER = re.compile(r"[\u4e00-\u9fff]")

#: Where a clause ends: a link in another clause of a call to action's sentence is not
#: the one it asks the reader to follow ("Follow us; [the guide] lists 3 schedules").
_CLAUSE_END = re.compile(r"[;:；：，。！？!?、]|[,.](?=\s|$)|\s[—–-]\s")


def in_call_to_action(prose: str, lang: str, offset: int) -> bool:
    """Whether ``offset`` (a link's start in the sentence ``prose``) stands in the clause
    of a call to action ("Sign up for [our letter]", 欢迎关注[我们的视频号]): the page it
    asks the reader to sign up for backs no claim. A link in another clause of the same
    sentence is a source like any other.

    >>> in_call_to_action("Follow us on Mastodon.", "en", 13)
    True
    >>> in_call_to_action("Follow us; the guide lists 3 schedules.", "en", 11)
    False
    """
    calls = CALLS_TO_ACTION.get(lang)
    if calls is None:
        return False
    for found in calls.finditer(prose):
        start = max((m.end() for m in _CLAUSE_END.finditer(prose, 0, found.start())),
                    default=0)
        after = _CLAUSE_END.search(prose, found.end())
        if start <= offset < (after.start() if after else len(prose)):
            return True
    return False


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


def link_label(plain: str, anchors: Sequence[str]) -> str | None:
    """What a block says besides its links, when that is a label at most: its link texts
    make up at least half of it, and outside them stand a few letters and no figure
    ("Related:", "视频回顾：", "See"). None for a block that says something about its
    links ("[The letter] tested 12 flours in 2025", "据[…]，零售额增长 5%").

    >>> link_label("Related: Our 2021 roadmap", ["Our 2021 roadmap"])
    'Related:'
    >>> link_label("Our letter tested 12 flours in 2025.", ["Our letter"]) is None
    True
    """
    if not anchors:
        return None
    text = len("".join(plain.split()))
    linked = sum(len("".join(anchor.split())) for anchor in anchors)
    if not text or linked < NAVIGATION_ANCHOR_SHARE * text:
        return None
    rest = plain
    for anchor in anchors:
        rest = rest.replace(anchor, " ", 1)
    if any(ch.isdigit() for ch in rest):
        return None  # a figure beside the link: a claim it supports
    # A Chinese character says about as much as two Latin letters.
    said = len(_WORD_CHARACTER.findall(rest)) + len(_CJK_CHARACTER.findall(rest))
    return " ".join(rest.split()) if said <= NAVIGATION_LABEL_MAX else None


def navigation(labels: Sequence[str | None], list_items: Sequence[bool],
               texts: Sequence[str]) -> list[bool]:
    """Which blocks of the prose are lists of links (related posts, videos, further
    pages), which support no claim of the article: blocks that are links and a label at
    most (:func:`link_label`, ``labels``), and either say so ("Related", 往期推荐,
    视频回顾, 更多内容参见), stand under a line that says so, or stand in a list of such
    items. A lone "See [the 2025 verification report]." is a citation, not a list, and a
    list under a line that says it lists sources ("Sources:", 数据来源：, 延伸阅读：) is a
    bibliography.

    >>> navigation(["Related:", "See", None], [False, False, False], ["", "", ""])
    [True, False, False]
    >>> navigation([None, "", ""], [False, True, True], ["往期推荐：", "", ""])
    [False, True, True]
    >>> navigation([None, "", ""], [False, True, True], ["数据来源：", "", ""])
    [False, False, False]
    """
    out = []
    for index, label in enumerate(labels):
        if label is None or _sources_label(label) or _sources_label(_lead(index, labels,
                                                                          list_items, texts)):
            out.append(False)
            continue
        before = texts[index - 1] if index else ""
        listed = list_items[index] and any(
            0 <= other < len(labels) and list_items[other] and labels[other] is not None
            for other in (index - 1, index + 1))
        out.append(bool(NAVIGATION_WORDS.search(label)) or listed or (
            len(before) <= 40 and bool(NAVIGATION_WORDS.search(before))))
    return out


def _sources_label(text: str) -> bool:
    return len(text) <= SOURCES_LABEL_MAX and bool(REFERENCES_HEADING.search(text))


def _lead(index: int, labels: Sequence[str | None], list_items: Sequence[bool],
          texts: Sequence[str]) -> str:
    """The line above the list of links the ``index``-th block belongs to ("Sources:",
    往期推荐：), or above the block itself."""
    lead = index - 1
    while lead >= 0 and list_items[index] and list_items[lead] and labels[lead] is not None:
        lead -= 1
    return texts[lead] if lead >= 0 else ""


def own_hosts(front_matter: dict[str, str], urls: Iterable[str]) -> frozenset[str]:
    """The article's own site: from the front matter, or the site most links go to."""
    hosts = {host_of(value) for key, value in front_matter.items()
             if key in ("url", "canonical", "canonical_url", "canonicalurl", "baseurl",
                        "permalink", "link", "site") and "://" in value}
    hosts.discard("")
    if hosts:
        return frozenset(hosts)
    # A profile is no page of the article's site: a recap that links each speaker's
    # Twitter profile (72 of them) was read as published on twitter.com, and Sources
    # said "72 to its own site" beside "links to a home page: 74".
    counts = Counter(host for host in (host_of(url) for url in urls
                                       if classify(url).kind != "home") if host)
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
