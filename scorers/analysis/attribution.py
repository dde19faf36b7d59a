"""Attributions and quotations: who said or reported what.

An *attribution* is a verb of saying or reporting with a named source next to it:
"according to NREL", "Maria Lopez said", 据中国气象局报道, 项目负责人王敏表示. "Studies
show" or 专家认为 name nobody and are not attributions (they are vague authority).

A *quotation* is quoted words — a sentence, not a name or a key in quotation
marks — with a named speaker and a verb of saying in the same sentence or the
one next to it. A block quote with a "— Name" line under it is one too. A block
quote without quotation marks (a summary, an epigraph) is not a quotation at all.

Example:
    >>> text = '"It saved us two weeks," said Maria Lopez of NREL.'
    >>> named, by_pronoun, anonymous, bare = quotations(text, "en", [("ENTITY", 30, 41)], [])
    >>> [text[s:e] for s, e in named]
    ['"It saved us two weeks,"']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from scorers.fastpatterns import Fast, fast_table
from scorers.language.detect import CJK_CHAR
from scorers.rules.phrases import (
    SPEAKER_TITLES,
    SPEECH_VERBS,
    UNNAMED_SOURCES,
    ZH_SOURCE_FRAME,
    ZH_SOURCE_NOUNS,
)

Span = tuple[int, int]

_QUOTED = re.compile(r"“[^”\n]{2,600}”|「[^」\n]{2,600}」|『[^』\n]{2,600}』|\"[^\"\n]{2,600}\"")
_ACCORDING = re.compile(r"\baccording to\s+(?:the\s+)?([^,.;:!?\n]{2,80})", re.I)
_DASH_SPEAKER = re.compile(r"(?:^|\n)\s*(?:—|–|--|―)\s*\S")
_CLAUSE_END = re.compile(r"[，。！？；,.!?;:：\n]")

#: The hundred most common Chinese surnames: a name before a verb of saying is a speaker.
_SURNAMES = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程"
    "苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝"
    "龚邵万钱严覃武戴莫孔向汤")
_ZH_PRONOUN_SPEAKERS = ("他", "她", "他们", "她们", "对方")
_EN_PRONOUN_SPEAKERS = Fast(re.compile(r"\b(?:he|she|they)\s*$", re.I))
_ACCORDING_FAST = Fast(_ACCORDING)
_SPEECH_VERBS = fast_table(SPEECH_VERBS)


@dataclass(frozen=True, slots=True)
class Attribution:
    """A verb of saying with its named source: ``span`` covers both, ``name`` is the source."""

    span: Span
    name: str


def _entity_near(entities: list[tuple[str, int, int]], start: int, end: int,
                 text: str = "") -> str | None:
    """The first named entity overlapping ``start..end`` (its text, when ``text`` is given)."""
    for _, e_start, e_end in entities:
        if e_end > start and e_start < end:
            return text[e_start:e_end] if text else f"{e_start}:{e_end}"
    return None


def _named_en(source: str) -> bool:
    source = source.strip()
    return bool(source) and not UNNAMED_SOURCES.match(source) and (
        source[0].isupper() or any(ch.isdigit() for ch in source))


#: A verb of saying right after a colon, a comma or code ("Operator：表示", "`a` 表示"):
#: it says what a term means, nobody said anything.
_ZH_DEFINES = re.compile(r"[：:，,`]\s*$")

_ZH_TRANSLITERATED = re.compile(r"[\u4e00-\u9fff]{1,6}[·•・][\u4e00-\u9fff]{1,8}$")
_ZH_LATIN_NAME = re.compile(r"[A-Z][A-Za-z.&'-]*(?:\s+[A-Z][A-Za-z.&'-]*)*\s*$")
#: Words that may stand between a speaker and the verb: "Percy Liang 近日宣布".
_ZH_ADVERBS = re.compile(
    r"(?:近日|日前|昨日|昨天|今天|今日|此前|曾经|曾|也|还|公开|正式|再次|进一步|"
    r"在[^，。！？；]{1,12}[上中时])+\s*$")
_ZH_NOT_SPEECH = re.compile(
    r"(?:来|多|再|要|可以|不必|继续|所以|应该|换句话|总的来|一般来|比如|也就是|就是|简单来|"
    r"听|据|俗话|有人|不用|别|没|我|我们|你|你们|大家)\s*$")


#: A source named only as "the report" (该报告, 这份报告, 报告中, 上述研究): one the article
#: has introduced already, not a name of its own.
_ZH_SAME_SOURCE = re.compile(
    r"(?:该|这|此|本|上述|以上)?(?:份|篇|项|次)?(?:报告|研究|调查|论文|文章|白皮书|评估|审计)"
    r"(?:中|里|里面)?")


def _own_words(name: str) -> str:
    """The name without what the sentence joined to it: "《GEO 周刊》的编辑玛丽亚·洛佩斯"
    names "编辑玛丽亚·洛佩斯", not "的编辑玛丽亚·洛佩斯"."""
    return name.rpartition("的")[2] or name


def _zh_name_before(text: str, verb_start: int) -> str | None:
    """A named speaker or source right before a Chinese verb of saying: a name in Latin
    letters ("Percy Liang 表示"), a title ("项目负责人王敏博士指出"), an organisation
    ("中国气象局发布") or a personal name (a common surname and one or two characters)."""
    left = text[max(0, verb_start - 24):verb_start]
    cut = max(left.rfind(p) for p in "，。！？；、,.!?;:：\n（()）")
    left = _ZH_ADVERBS.sub("", left[cut + 1:].rstrip()).rstrip()
    if not left or _ZH_NOT_SPEECH.search(left) or left.endswith(_ZH_PRONOUN_SPEAKERS):
        return None
    latin = _ZH_LATIN_NAME.search(left)
    if latin and latin.group(0).strip():
        return latin.group(0).strip()
    foreign = _ZH_TRANSLITERATED.search(left)
    if foreign:
        return _own_words(foreign.group(0))  # "玛丽亚·洛佩斯表示"
    tail = left[-12:]
    titled = SPEAKER_TITLES.search(tail)
    if titled:
        return _own_words(left[max(0, titled.start() - 4 + len(left) - len(tail)):])
    for length in (3, 2):
        name = left[-length:]
        if len(name) == length and name[0] in _SURNAMES and all(CJK_CHAR.match(c) for c in name):
            return name
    return None


def attributions(text: str, lang: str, entities: list[tuple[str, int, int]],
                 links: list[tuple[int, int, str]], low: str | None = None) -> list[Attribution]:
    """Verbs of saying or reporting with a named source next to them (``low``: ``text``
    folded, :func:`scorers.fastpatterns.fastre.fold`, when the caller has it)."""
    found: list[Attribution] = []
    named_things = [e for e in entities if e[0] != "CODE"]
    if lang == "zh":
        for match in ZH_SOURCE_FRAME.finditer(text):
            source = match.group(1).strip()
            if source and not UNNAMED_SOURCES.match(source):
                found.append(Attribution(match.span(), _zh_frame_name(text, match)))
        taken = [a.span for a in found]
        for match in SPEECH_VERBS["zh"].finditer(text):
            if any(s <= match.start() < e for s, e in taken):
                continue
            left = text[max(0, match.start() - 12):match.start()]
            if _ZH_NOT_SPEECH.search(left.rstrip()):
                continue
            name = _zh_name_before(text, match.start())
            if name is None and not _ZH_DEFINES.search(text, 0, match.start()):
                # A named thing or a link right before the verb: "Gartner 报告指出" (not
                # code: "`a` 表示" says what a symbol means).
                name = _entity_near(named_things, match.start() - 2, match.start(), text) or (
                    "link" if _link_near(links, match.start() - 20, match.start()) else None)
            # "该报告指出", "报告中提到": the report the article is about, named (and linked)
            # where it was introduced, not a new source with no link. "该公司 CEO 张伟表示"
            # still names someone.
            if name is not None and not _ZH_SAME_SOURCE.fullmatch(name.strip()):
                found.append(Attribution((max(0, match.start() - len(name)), match.end()), name))
        return found
    for match in _ACCORDING_FAST.finditer(text, low):
        source = text[match.start(1):match.end(1)]
        if _named_en(source) or _link_near(links, match.start(), match.end()):
            found.append(Attribution(match.span(), _according_name(text, match, links)))
    taken = [a.span for a in found]
    for match in _SPEECH_VERBS["en"].finditer(text, low):
        if text[match.start():match.end()].lower() == "according to" or any(
                s <= match.start() < e for s, e in taken):
            continue
        # The source is the verb's subject ("NREL reported", "Maria Lopez, an analyst at
        # NREL, said") or follows it when inverted after a quotation ("…," said Maria).
        before = _entity_near(named_things, max(0, match.start() - 30), match.start(), text)
        after = _entity_near(named_things, match.end(), match.end() + 4, text)
        linked = _link_near(links, match.start() - 80, match.end() + 80)
        name = before or after or ("link" if linked else None)
        if name is not None:
            found.append(Attribution(match.span(), name))
    return found


def _according_name(text: str, match: re.Match[str],
                    links: list[tuple[int, int, str]]) -> str:
    """The source of "according to X" as the writer wrote it: up to the end of the
    link's words when X is linked ("a [2024 Stanford study](…) found" gives "a 2024
    Stanford study"), with the blanks markup leaves closed up, never cut at them."""
    start, end = match.span(1)
    ends = [l_end for l_start, l_end, _ in links if start <= l_start < end]
    return " ".join(text[start:min(end, ends[0]) if ends else end].split())


def _zh_frame_name(text: str, match: re.Match[str]) -> str:
    """The source of a 据 X 报道 frame as the writer wrote it: the study, report or data
    itself when the frame ends on one ("斯坦福大学 2024 年的一项研究", "艾瑞咨询 2024 年报告"),
    the body alone before a verb ("新华社" of 据新华社报道)."""
    marker = text[match.end(1):match.end()].strip().lstrip("的").strip()
    end = match.end() if ZH_SOURCE_NOUNS.fullmatch(marker) else match.end(1)
    return " ".join(text[match.start(1):end].split())


def _link_near(links: list[tuple[int, int, str]], start: int, end: int) -> bool:
    return any(l_end > start and l_start < end for l_start, l_end, _ in links)


def _sentence_like(quoted: str, lang: str) -> bool:
    inner = quoted[1:-1].strip()
    if lang == "zh" or len(CJK_CHAR.findall(inner)) >= 4:
        return len(CJK_CHAR.findall(inner)) >= 8
    return len(inner.split()) >= 4


def quotations(text: str, lang: str, entities: list[tuple[str, int, int]],
               found_attributions: list[Attribution], low: str | None = None,
               ) -> tuple[list[Span], list[Span], list[Span], list[Span]]:
    """Quoted sentences with a named speaker, with a pronoun for a speaker ("he said",
    named only if someone was named just before), with a verb but no speaker, and
    with no verb of saying at all.

    Args:
        text: the block's prose.
        lang: ``"en"`` or ``"zh"``.
        entities: named entities in ``text``.
        found_attributions: the block's attributions.
        low: ``text`` folded (:func:`scorers.fastpatterns.fastre.fold`), when the caller has it.
    """
    named: list[Span] = []
    by_pronoun: list[Span] = []
    anonymous: list[Span] = []
    bare: list[Span] = []
    verbs = _SPEECH_VERBS[lang]
    for match in _QUOTED.finditer(text):
        quoted = match.group(0)
        if not _sentence_like(quoted, lang):
            continue
        start, end = match.span()
        window = (max(0, start - 80), min(len(text), end + 60))
        if any(a.span[1] > window[0] and a.span[0] < window[1] for a in found_attributions):
            named.append((start, end))
            continue
        around = text[window[0]:window[1]]
        around_low = None if low is None else low[window[0]:window[1]]
        verb = verbs.search(around, around_low)
        pronoun = bool(verb) and (
            _EN_PRONOUN_SPEAKERS.search(
                around[:verb.start()],
                None if around_low is None else around_low[:verb.start()]) is not None or
            any(p in around[max(0, verb.start() - 3):verb.start()] for p in _ZH_PRONOUN_SPEAKERS))
        if verb is None:
            # Quoted words nobody is said to have said: a title, a term, a survey item —
            # or, in a block quote, the words of a speaker named just before it.
            bare.append((start, end))
            continue
        if _entity_near(entities, *window):
            named.append((start, end))
        elif pronoun:
            by_pronoun.append((start, end))
        else:
            anonymous.append((start, end))
    return named, by_pronoun, anonymous, bare


def dash_attributed(text: str) -> bool:
    """A block quote signed on its last line: "— Edsger Dijkstra"."""
    return bool(_DASH_SPEAKER.search(text.rstrip()[-80:]))


#: A citation in brackets with a name and a year: "(HubSpot, 2025)", "(Smith et al. 2020)",
#: （艾瑞咨询，2024）. With no link it names a source the reader cannot follow.
_BRACKET_CITATION = {
    "en": re.compile(
        r"\((?:see\s+)?(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Spring|Summer|"
        r"Autumn|Fall|Winter|Q[1-4]|Since|Until|From|In|As of)[a-z]*\b)"
        r"([A-Z][\w&.'’-]*(?:\s+(?:[A-Z][\w&.'’-]*|et al\.?|and|&|of|for|the|de|"
        r"van|von))*),?\s+((?:19|20)\d\d[a-z]?)(?:[,;]\s*(?:p{1,2}\.\s*)?\d[\d–-]*)?\)"),
    "zh": re.compile(
        r"[（(]([^，,（）()。\n]{2,24})[，,、]\s*((?:19|20)\d\d)\s*年?[）)]"),
}


def bracket_citations(text: str, lang: str) -> list[Attribution]:
    """Citations in brackets with a name and a year ("(HubSpot, 2025)", （艾瑞咨询，2024）)."""
    found = []
    for match in _BRACKET_CITATION[lang].finditer(text):
        name = match.group(1).strip()
        if name and not UNNAMED_SOURCES.match(name):
            found.append(Attribution(match.span(), name))
    return found
