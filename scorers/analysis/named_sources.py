"""Which sources a block names without a link a reader could follow.

A named study, report or expert ("according to a 2024 Stanford study", 清华大学张教授表示,
"(HubSpot, 2025)", a quotation with a named speaker) earns nothing until it is linked.
In a block with links, a name counts as linked only when a link stands in its sentence
or names it: one link elsewhere in the paragraph vouches for nothing else in it.
Read once per block by :func:`scorers.analysis.block_figures.read`; spans are
block-relative.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from scorers.analysis.attribution import bracket_citations
from scorers.analysis.block import terms_within
from scorers.analysis.fact_counts import statistics
from scorers.rules.patterns import NOT_ENTITIES
from scorers.rules.phrases import SPEAKER_TITLES

if TYPE_CHECKING:
    from scorers.analysis.block import BlockAnalysis


def unlinked(text: str, a: BlockAnalysis, followed: Sequence[tuple[int, int, str]] = (),
              ) -> tuple[tuple[int, int, str], ...]:
    """Named sources with no link to follow: attributions ("according to X", "said Javier
    Tan", 据艾瑞咨询报告, 清华大学张教授表示), bracketed citations ("(HubSpot, 2025)") and
    quotations with a named speaker. In a block with links (``followed``: span and
    address), a name counts as linked when a link stands in its sentence or names it
    (anchor or address); so does a quotation whose sentence names its speaker ("…，”
    Saleswhale 高级工程师谭志明表示), while one said by "she" or "someone" is the linked
    page's."""
    found = [_with_name(text, start, end, name) for (start, end), name in
             zip(a.attributions, a.sources_named, strict=True)
             if name != "link" and _source_like(text, start, end, name, a.lang)]
    found += [(c.span[0], c.span[1], c.name) for c in bracket_citations(text, a.lang)]
    if followed:
        found = [f for f in found if not _backed(text, a, f, followed) and _named(a, f)]
    for start, end in a.quotations:
        # A quotation whose speaker is marked already ("…," said Javier Tan) is one source.
        if not any(s < end + 80 and e > start - 80 for s, e, _ in found) and not (
                followed and (not _speaker_named(text, a, start, end)
                              or _backed(text, a, (start, end, ""), followed, named=False))):
            found.append((start, end, ""))
    return tuple(sorted(found))


def followed_quotes(a: BlockAnalysis, unlinked: Sequence[tuple[int, int, str]]) -> int:
    """Quotations (and a signed block quote) in a block with a link, but for those whose
    speaker is a name with no link ("…," said Javier Tan, senior engineer at Saleswhale)."""
    if not unlinked:
        return len(a.quotations) + a.signed_quote
    return sum(1 for start, end in a.quotations
               if not any(s < end + 80 and e > start - 80 for s, e, _ in unlinked))


#: Words of a source's name that do not tell one source from another.
_GENERIC_NAME_WORDS = frozenset(
    "according the and for from with study studies report survey research data paper "
    "analysis review said says told wrote found".split())

#: A Chinese name's characters, two at a time, are looked for in a link's anchor.
_CJK_PAIR = re.compile(r"(?=([\u4e00-\u9fff]{2}))")


#: A speaker named in English: two capitalised words ("Javier Tan").
_EN_SPEAKER = re.compile(r"\b[A-Z][a-z]+ [A-Z][a-z]+")


def _speaker_named(text: str, a: BlockAnalysis, start: int, end: int) -> bool:
    """Whether the sentence of the quotation at ``start``–``end`` names who said it (a
    name, a title: 高级工程师谭志明), outside the quoted words."""
    first = next((s.start for s in a.sentences if s.start <= start < s.end), start)
    last = next((s.end for s in a.sentences if s.start < end <= s.end), end)
    around = text[first:start] + " " + text[end:last]
    return (SPEAKER_TITLES if a.lang == "zh" else _EN_SPEAKER).search(around) is not None


def _named(a: BlockAnalysis, found: tuple[int, int, str]) -> bool:
    """Whether a Chinese attribution names a source (a body, a person's title, a report:
    斯坦福大学的一项研究, 艾瑞咨询报告, or a name the block finds), not a basis such as
    根据每个房间的热损失测算 ("from each room's heat-loss estimate"). Read in a paragraph
    with a link, where such a basis is the writer's own reasoning beside a real source."""
    start, end, name = found
    return a.lang != "zh" or SPEAKER_TITLES.search(name) is not None or any(
        e_start < end and e_end > start for _, e_start, e_end in a.entities)


#: A sentence's end between a link and a name the reader took for one sentence
#: ("[Go get it!](…)_ According to a 2024 Stanford study …").
_STOP = re.compile(r"[.!?。！？](?=[\s\]_*\"”'）)]|$)")

#: A link's address, left out where its text is read.
_ADDRESS = re.compile(r"\]\([^)]*\)")


def _backed(text: str, a: BlockAnalysis, found: tuple[int, int, str],
            followed: Sequence[tuple[int, int, str]], named: bool = True) -> bool:
    """Whether a link stands in the sentence of a source ``found`` (a quotation's
    sentences), or, for a ``named`` one, names it."""
    start, end, name = found
    sentences = [(s.start, s.end) for s in a.sentences if s.start < end and start < s.end] \
        or [(start, end)]
    if any(l_start < sentences[-1][1] and l_end > sentences[0][0]
           and not _STOP.search(_ADDRESS.sub("", text[l_start:start] if l_end <= start
                                             else text[end:l_start]))
           for l_start, l_end, _ in followed):
        return True
    if not named:
        return False
    named = name or text[start:end]
    words = {w for w in re.findall(r"[a-z0-9]{3,}", named.lower())
             if w not in _GENERIC_NAME_WORDS} | set(_CJK_PAIR.findall(named))
    if not words:
        return False
    anchors = " ".join(text[l_start:l_end] for l_start, l_end, _ in followed).lower()
    anchors += " " + " ".join(url for _, _, url in followed).lower()
    return any(word in anchors for word in words)


#: Words that make a phrase a source: a study, a report, a survey …
_SOURCE_NOUN = re.compile(
    r"\b(?:stud(?:y|ies)|report|survey|poll|paper|research|analysis|data|index|census|"
    r"white ?paper|review|experiment|trial)\b", re.I)


#: A speaker's role after their name: ", senior engineer at Saleswhale", "，清华大学教授".
_ROLE = re.compile(r"[,，]\s*(?:an?\s+|the\s+)?[^,.;:!?，。；：！？\n\"“”]{2,60}?"
                   r"\b(?:at|of|from|with)\s+[^,.;:!?，。；：！？\n\"“”]{2,40}(?=[,.;:!?，。；：！？]|$)")


def _source_like(text: str, start: int, end: int, name: str, lang: str) -> bool:
    """Whether an English attribution names a source a reader would look for: "according
    to X", a person or body of two words or more ("said Javier Tan", "King Arthur Baking
    reported"), or a study, a report, a survey ("a 2024 Stanford study found"). A lone word
    before "said" or "showed that" ("Go for data processing showed that") is too often
    the article's own subject. Chinese attributions need a named source already."""
    if lang != "en" or text[start:end].lower().startswith("according"):
        return True
    words = name.split()
    if any(word in NOT_ENTITIES for word in words):
        return False  # "What I wrote", "The team said"
    if len(words) >= 2 and all(w[:1].isupper() for w in words if w.isalpha()) and \
            sum(1 for w in words if w[:1].isupper()) >= 2:
        return True
    around = text[max(0, start - 40):end + 40]
    return any(ch.isdigit() for ch in name) or bool(_SOURCE_NOUN.search(around))


def _with_name(text: str, start: int, end: int, name: str) -> tuple[int, int, str]:
    """An attribution's span widened to the name it gives ("said" → "said Javier Tan")."""
    at = text.find(name, max(0, start - 60), min(len(text), end + 60 + len(name)))
    if at < 0:
        return (start, end, name)
    start, end = min(start, at), max(end, at + len(name))
    # "said Javier Tan, head baker at Tartine Labs": the role and the company name no more.
    role = _ROLE.match(text, end)
    return (start, role.end() if role else end, name)


def cited_statistics(text: str, a: BlockAnalysis, uncheckable: dict[int, str],
                      unlinked: Sequence[tuple[int, int, str]]) -> list[tuple[int, int]]:
    """In sentences whose only support is a name with no link, the claim of a statistic
    (a percentage, a multiple), up to the end of the clause that states the last one.
    After a name ("According to a 2024 Stanford study, 73% of home bakers … get a higher
    rise") the claim starts with the clause after it; before one ("连续喂两次的酸面种，
    发酵速度是…的 2.4 倍（艾瑞咨询，2025）") at the sentence's start. What the writer adds in
    another clause is theirs."""
    spans = []
    for s in a.sentences:
        if uncheckable.get(s.start) != "cited":
            continue
        stated = [(f_start, f_end) for label, f_start, f_end in a.facts
                  if s.start <= f_start < s.end and statistics(text, ((label, f_start, f_end),))]
        if not stated:
            continue
        named = max((end for start, end, _ in unlinked if s.start <= start and end <= stated[0][0]),
                    default=None)
        opened = s.start
        if named is not None:
            after = _CLAUSE_BREAK.search(text, named, stated[0][0])
            opened = after.end() if after else named
        closed = _CLAUSE_BREAK.search(text, stated[-1][1], s.end)
        spans.append((opened, closed.start() if closed else s.end))
    return spans


#: Where a clause ends: a comma, a semicolon or a colon, in either script.
_CLAUSE_BREAK = re.compile(r"[,;:，；：、]\s*")


def unbacked_terms(a: BlockAnalysis, unlinked: Sequence[tuple[int, int, str]],
                    dropped: Sequence[tuple[int, int, str]], cited: Sequence[tuple[int, int]],
                    ) -> tuple[str, ...]:
    """The terms of ``unlinked`` (a name with no link, with its role: "said Javier Tan,
    head baker at Tartine Labs", 清华大学张教授表示), of the words quoted from a named
    speaker in a block with no link, of the statistics that only such a name supports
    (``cited``) and of the sentences that lean on home pages (``dropped``): what only a
    name vouches for."""
    if not (unlinked or dropped) or not a.term_starts:
        return ()
    spans = sorted([(start, end) for start, end, _ in (*unlinked, *dropped)] + list(cited)
                   + (list(a.quotations) if unlinked else []))
    return terms_within(_merged(spans), a.term_list, a.term_starts)


#: Words that make a linked name a sentence's authority when they stand beside it:
#: research, a study, experts, what they found or showed (研究, 报告, 专家, 表明, 据).
_AUTHORITY = re.compile(
    r"\b(?:research(?:ers?|ed)?|scientists?|experts?|stud(?:y|ies|ied)|surveys?|reports?|"
    r"papers?|(?<!be )found|finds|show(?:s|n|ed)?|prove[ns]?|proved|confirm(?:s|ed)?|according)\b|"
    r"研究|调查|报告|论文|专家|学者|科学家|表明|显示|发现|证实|证明|据", re.I)

#: How near a link (in characters) an authority word stands: "Researchers at [Harvard]",
#: "[Nature](…) have studied", "according to [Stanford]", [中国科学院](…)都研究过.
_BESIDE = 16


def name_drops(text: str, a: BlockAnalysis, kinds: Sequence[str]
                ) -> tuple[tuple[int, int, str], ...]:
    """Sentences whose links all go to home pages, with an authority word beside one of
    them ("Researchers at [Harvard](https://www.harvard.edu/) and [MIT](…) have studied
    …", [清华大学](…)和[北京大学](…)都研究过) or after a statistic as its citation: a name-drop,
    span and the first anchor. A home page merely named in passing ("[Cars.com](…) is a
    leading online destination …") is no authority."""
    found = []
    for s in a.sentences:
        inside = [(kind, start, end) for (start, end, _), kind in zip(a.links, kinds,
                                                                       strict=True)
                  if s.start <= start < s.end]
        if inside and all(kind == "home" for kind, _, _ in inside) and (any(
                _AUTHORITY.search(text, max(s.start, start - _BESIDE), start) or
                _AUTHORITY.search(text, end, min(s.end, end + _BESIDE))
                for _, start, end in inside) or
                # Cited after the statistic it supports: "… ship 2.4 times more
                # features ([Harvard](…), [MIT](…))".
                statistics(text, a.facts, s.start, inside[0][1])):
            found.append((s.start, s.end, text[inside[0][1]:inside[0][2]]))
    return tuple(found)


def unbacked_size(a: BlockAnalysis, unlinked: Sequence[tuple[int, int, str]],
                  dropped: Sequence[tuple[int, int]], cited: Sequence[tuple[int, int]],
                  ) -> float:
    """The size (English-word equivalents) of the block's text that only a name vouches
    for: the spans :func:`unbacked_terms` reads, as a share of each sentence they fall in.
    An invented quote or an unlinked "2024 Stanford study" is no more text to judge, so it
    must not make a short draft long enough to judge, nor long enough for Length."""
    spans = sorted([(start, end) for start, end, _ in unlinked] + list(dropped) + list(cited)
                   + (list(a.quotations) if unlinked else []))
    if not spans or not a.length:
        return 0.0
    spans = _merged(spans)
    covered = 0.0
    for s in a.sentences:
        width = s.end - s.start
        if width <= 0:
            continue
        inside = sum(max(0, min(end, s.end) - max(start, s.start)) for start, end in spans)
        covered += min(1.0, inside / width) * s.length
    return min(float(a.length), covered) / a.length * a.size


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted ``spans`` with overlapping ones joined, so no word is counted twice."""
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged
