"""How much a link is worth as a source.

A citation is a link to a distinct, real, external page a reader can follow to the
evidence: a path beyond "/", a DOI, a report. Placeholder and reserved names
(RFC 2606 and RFC 6761: ``example.*``, ``.test``, ``.invalid``, ``.localhost``),
localhost and private addresses are worth nothing; so are a site's home page
("https://www.harvard.edu/" says nothing about the claim next to it) and tracking or
referral links (``utm_*``, ``ref=``, ``aff=``, ``promotionChannel=``, invite codes),
which point at a sale, not at evidence. Links to the article's own site are worth
little; a descriptive anchor more than "here" or "链接".

Example:
    >>> classify("https://www.nrel.gov/docs/fy12osti/51664.pdf").kind
    'external'
    >>> classify("https://example.com/report").kind
    'placeholder'
    >>> classify("https://flowus.cn/?promotionChannel=WX_01").kind
    'referral'
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from urllib.parse import parse_qsl, urlsplit

#: Top-level names reserved for documentation and testing (RFC 2606, RFC 6761).
_RESERVED_TLDS = frozenset({"example", "test", "invalid", "localhost", "local", "internal"})

#: Anchors that say nothing about what they link to.
_GENERIC_ANCHORS = re.compile(
    r"^\W*(?:here|click here|this|this link|link|source|sources|more|read more|learn more|"
    r"see more|details|website|site|page|article|post|official site|homepage|home page|"
    r"这里|此处|点击|点击这里|点击此处|链接|原文|原文链接|更多|详情|查看|官网|来源|出处|"
    r"点击访问|阅读原文|了解更多)\W*$", re.I)

#: Query parameters that make a link a referral link: referral, affiliate and invite codes.
#: Such a link pays its writer; it is not a source, and it marks a post as promotional.
_REFERRAL_PARAMS = re.compile(
    r"^(?:ref|ref_?id|refer|referral|referral_?code|referrer|aff|aff_?id|affiliate|"
    r"affiliate_?id|partner_?id|promo(?:tion)?_?(?:channel|code)?|coupon|invite|invite_?code|"
    r"invitation_?code|inviter|share_?code|yqm|fromuid)$", re.I)

#: Query parameters that only count clicks (campaign tags): not a source either.
_TRACKING_PARAMS = re.compile(r"^(?:utm_\w+|ref_?src|ref_?url)$", re.I)

#: Paths that are a site's front page all the same ("/index.html", "/en/", "/zh-cn/").
_HOME_PATHS = re.compile(r"^(?:/(?:index|default|home)\.(?:html?|php|aspx?))?$|"
                         r"^/(?:en(?:-us|-gb)?|zh(?:-cn|-hans|-tw|-hant)?|cn|ja|ko|de|fr|es|"
                         r"pt(?:-br)?|ru|it|home|index)$", re.I)

#: A person's profile (twitter.com/name, github.com/name, mastodon.social/@name,
#: space.bilibili.com/12345): the home page of a person, which backs no claim.
_PROFILE_HOSTS = frozenset({"twitter.com", "x.com", "github.com", "gitlab.com", "gitee.com",
                            "medium.com", "linkedin.com", "facebook.com", "instagram.com",
                            "weibo.com", "zhihu.com", "space.bilibili.com", "juejin.cn",
                            "bsky.app"})
_PROFILE_PATH = re.compile(r"^/(?:@|in/|people/|u/|user/|profile/)?[\w.-]+$")
#: A chat's invitation (discord.gg/nodejs, t.me/group): a door to a conversation, where
#: nothing stands that a reader could check a claim against.
_INVITE_HOSTS = frozenset({"discord.gg", "t.me", "join.slack.com", "chat.whatsapp.com",
                           "qm.qq.com"})
_FEDIVERSE_PROFILE = re.compile(r"^/@[\w.-]+$")

#: A site's name written without its scheme ("mit.edu", "jekyllthemes.org/"), not a
#: relative path to a file ("notes.md", "chart.png").
_BARE_DOMAIN = re.compile(
    r"^(?:[a-z0-9-]+\.)+(?!(?:html?|md|markdown|mdx|png|jpe?g|gif|svg|webp|pdf|txt|php|"
    r"aspx?|js|ts|css|json|xml|ya?ml|toml|zip|gz|py|go|rs|sh)\b)[a-z]{2,}(?:/[^\s]*)?$", re.I)

#: Weight of a link by kind, before the anchor and repeats are taken into account. A home
#: page, a referral link, a placeholder or a local anchor earns nothing: none of them lets a
#: reader check a claim.
KIND_WEIGHT = {"external": 1.0, "home": 0.0, "referral": 0.0, "tracking": 0.0, "own": 0.2,
               "placeholder": 0.0, "local": 0.0, "none": 0.0}

#: Kinds of link a reader can follow to the page that backs a claim.
FOLLOWABLE = frozenset({"external", "own"})

#: Anchors like "here" are worth this share of a descriptive one.
GENERIC_ANCHOR_FACTOR = 0.6


@dataclass(frozen=True, slots=True)
class LinkKind:
    """What a link target is.

    Attributes:
        kind: ``external`` (a page elsewhere), ``home`` (a site's home page),
            ``referral`` (a referral or affiliate link), ``tracking`` (a link with a
            campaign tag), ``own`` (the article's own
            site), ``placeholder`` (reserved or private names), ``local`` (relative
            paths, anchors) or ``none`` (not a web link).
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
    if url.lower().startswith("www.") or _BARE_DOMAIN.match(url):
        # "[MIT](mit.edu)": a site's name written as a link, not a page of this one.
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
    if parts.query:
        names = _query_names(parts.query)
        if any(_REFERRAL_PARAMS.match(name) for name in names):
            return LinkKind("referral", host, key)
        if any(_TRACKING_PARAMS.match(name) for name in names):
            return LinkKind("tracking", host, key)
    if _HOME_PATHS.match(path) and not parts.query:
        return LinkKind("home", host, key)
    if (host in _PROFILE_HOSTS and _PROFILE_PATH.match(path)) or _FEDIVERSE_PROFILE.match(path):
        return LinkKind("home", host, key)
    if host in _INVITE_HOSTS or (host == "discord.com" and path.startswith("/invite/")):
        return LinkKind("home", host, key)
    return LinkKind("external", host, key)


def _query_names(query: str) -> list[str]:
    try:
        return [name for name, _ in parse_qsl(query, keep_blank_values=True)]
    except ValueError:
        return []


def followable(url: str) -> bool:
    """True for a link a reader can follow to the page behind a claim: not a home page,
    a referral link, a placeholder or an anchor on the same page."""
    return classify(url).kind in FOLLOWABLE


def generic_anchor(text: str) -> bool:
    """True for anchors such as "here", "source", "链接" that do not say what they link to."""
    return bool(_GENERIC_ANCHORS.match(text.strip()))


#: A DOI or an arXiv number written out in a footnote: the address of a paper.
_IDENTIFIERS = re.compile(r"\b(?:doi:\s*|DOI\s+)?(10\.\d{4,9}/[^\s\]\)>,;]+)|"
                          r"\barXiv:\s*(\d{4}\.\d{4,5})", re.I)


def identifier_urls(text: str) -> list[str]:
    """Addresses of the DOIs and arXiv numbers written out in ``text`` (a footnote)."""
    return [f"https://doi.org/{doi.rstrip('.')}" if doi else f"https://arxiv.org/abs/{arxiv}"
            for doi, arxiv in _IDENTIFIERS.findall(text)]
