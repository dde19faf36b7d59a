"""The one seam between the answer preview and the engine's claim detection.

For each sentence of a block: does it make a claim an engine can quote (a
figure, a definition, a named thing), and does it stand on its own (no
opening back-reference such as "This", "They", "However", 这, 它, 此外)?

Everything in :mod:`scorers.answers` asks this module and nothing else, so
when the engine's claim and answer detection changes, only
:func:`sentence_claims` needs to follow it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from scorers.analysis.block import BlockAnalysis
from scorers.answers.answer_type import VERDICT_OPENING
from scorers.answers.plain import rendered
from scorers.fastpatterns.floods import digit_flood
from scorers.markup.blocks import TABLE, TABLE_SEPARATOR

#: Kinds of claim, strongest first.
FIGURE = "figure"
DEFINITION = "definition"
NAMED = "named"


@dataclass(frozen=True, slots=True)
class SentenceClaim:
    """What one sentence offers a quoting engine.

    Attributes:
        start, end: the sentence's span, relative to its block.
        claim: :data:`FIGURE`, :data:`DEFINITION`, :data:`NAMED` or None.
        stands_alone: False when it opens on a back-reference.
        question: the sentence is itself a question, or a courtesy (thanks, a greeting,
            a sign-off): never a quotable answer.
        names_person: it says who someone is in apposition ("Maria Lopez, an editor at
            …", 斯坦福大学教授 Percy Liang): a definition for "who is …?" alone.
    """

    start: int
    end: int
    claim: str | None
    stands_alone: bool
    question: bool = False
    names_person: bool = False


#: A count or a frequency in words answers "how many" and "how often" as a figure does:
#: "once a week", "three things", "one per cent", 三大功能, 每周一次.
_COUNT = re.compile(
    r"\b(?:once|twice|thrice|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozens?|daily|"
    r"weekly|monthly|yearly|annually|every\s+(?:day|week|month|year|morning|evening)|"
    # "less than one per cent": "one" alone is a pronoun as often as a count.
    r"one\s+(?:per\s*cent|percent))\b|"
    # (一个, 一种 are "a", not a count: a Chinese count starts on another digit.)
    r"(?:[二两三四五六七八九十百千万]|一[十百千万])[一二两三四五六七八九十百千万]*\s*"
    r"(?:[个种项大次位名年月天周倍条款家部本步类点层级]|成|分钟)|一次|"
    r"每[天日周月年]|[每一]\s*[周月年天]\s*[一二两三四五六七八九十几]\s*次", re.I)
#: A sentence that lists things, after a colon or as "A, B and C" ("three features:
#: documents, tables and a drive", "三大功能：文档+表格+网盘") names what a "which / what …
#: have" question asks for.
_LIST = re.compile(r"[:：][^:：]*?\S[^:：]*?(?:[,，、+/;；]|\band\b|和|与|及)[^:：]*?\S|"
                   r"[^,，、]+[,，、][^,，、]+[,，、]?\s*(?:\band\b|\bor\b|和|及|与|或)\s*\S")
#: Thanks, greetings and sign-offs answer nothing, whatever words they share with the
#: question ("Thank you for reviewing the results of our survey!", "Dear readers, I hope
#: you enjoyed this post."): an engine does not quote them.
_COURTESY = re.compile(
    r"^\W*(?:thanks?\b|thank\s+you|dear\s+\w+|hi\b|hello\b|happy\s+\w+ing\b|cheers\b)|"
    r"\bi\s+hope\s+you\b.*\benjoy|\bhope\s+you\s+(?:enjoy|like)|\bthanks?\s+(?:you\s+)?for\b|"
    r"^\W*(?:感谢|谢谢|多谢|亲爱的|各位读者|大家好)|希望.{0,12}喜欢|"
    # A sentence about the writing of the page announces and answers nothing: "当然我写这篇
    # 文章并不是为了……", "In this article we will …".
    r"(?:我|我们)(?:写|撰写)这篇文章|这篇文章(?:将|会|主要|想)(?:介绍|讲|聊|谈|分享)|"
    r"\bin\s+this\s+(?:article|post|guide)\s*,?\s+(?:we|i)\s+(?:will|'ll)\b|"
    # … and where it comes from: "This blog post is based on a workshop …", 本文整理自…
    r"^[\W_]*this\s+(?:blog\s+)?(?:post|article|write-?up|piece|page)\s+(?:is|was)\s+"
    r"(?:based\s+on|adapted\s+from|a\s+(?:recap|summary|write-?up)\s+of)|"
    r"^[\W_]*本文(?:根据|基于|整理自|改编自|源自|转载自)", re.I)
#: A byline or dateline ("Published: 2025-06-02", "March 3, 2025, by Ana Ruiz",
#: "2022 年 3 月 29 日，由 React 团队发布", 作者：…) is page furniture an engine's
#: main-content extraction drops: never quoted, whatever words it shares with the question.
_DATE = (r"(?:\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日|\d{4}-\d{1,2}-\d{1,2}|"
         r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}|"
         r"\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{4})")
_BYLINE = re.compile(
    rf"^\W*(?:(?:published|updated|last\s+updated|posted|written)(?:\s+on)?\s*[:：]?\s*{_DATE}|"
    r"(?:published|updated|posted)\s*[:：]|by\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\s*$|"
    r"(?:发布|更新)(?:时间|日期|于)|作者\s*[:：])|"
    rf"^\W*{_DATE}[\s,，]*(?:(?:by|作者|由)\b|[^。.!?！？]*$)", re.I)
#: A number that is part of a name ("Layer 4 to Layer 7", "version 2", "Python 3")
#: counts nothing: a sentence whose only numbers are such is no figure.
# ("their top 5 resources" ranks things: it counts nothing a "how many" asks for.)
_LABEL = re.compile(r"\b(?:layer|level|version|step|phase|stage|chapter|part|section|figure|"
                    r"table|tier|generation|release|python|windows|ipv|http|top)\s*#?\d+"
                    r"(?:\.\d+)*\b", re.I)
_DIGIT = re.compile(r"\d")
#: A sentence closing on a full stop (or "!") states something, whatever word opens it.
_STATEMENT_END = re.compile(r"[.。!！][^\w?？]*$")
#: An editor's note or a guest post's byline ("Editor's note: today's guest post is by …",
#: 编者按：…) introduces the author, not the answer.
_NOTE = re.compile(r"^\W*(?:editor['’]?s?\s+note\b|(?:this|today['’]s)\s+(?:is\s+a\s+)?guest\s+"
                   r"post\b|guest\s+post\s+by\b)|^\W*(?:编者按|编者注|编辑注|编者的话)", re.I)
#: … and it is short.
BYLINE_CHARS = 80
#: "X is not …" says what X is not: no definition of X.
_NEGATED = re.compile(r"\b(?:is|are|was|were)\s+not\b|\b(?:isn't|aren't|wasn't|weren't)\b|"
                      r"不是|并非|并不是", re.I)

#: "This page", "this article", 本文 name the page an engine cites with the quote: the
#: quote still stands on its own ("This page is an overview of Kubernetes.").
_THE_PAGE = re.compile(r"^\W*this\s+(?:page|article|post|blog\s+post|guide|tutorial|"
                       r"document|handbook)\b|^\W*(?:本文|本页|本篇|这篇文章|本指南|本教程)", re.I)


#: "For example, the Lisbon team …", 例如…: an example illustrates the sentence before
#: it, and quoted alone it answers nothing ("Who did we hear from?" → "For example, …").
EXAMPLE_OPENING = re.compile(r"^\W*(?:(?:for\s+(?:example|instance)|as\s+an\s+example)\b|e\.g\.)|"
                             r"^\W*(?:例如|比如|譬如|举例来说|举个例子|举例而言)", re.I)


def sentence_claims(analysis: BlockAnalysis, text: str = "") -> tuple[SentenceClaim, ...]:
    """The claims of each sentence of a block, as the engine's analysis found them
    (:func:`scorers.analysis.claims.claim_kind`, :func:`scorers.analysis.claims.back_reference`),
    read with the block's ``text`` as an answer engine would: a count in words is a
    figure, a list after a colon names things, and "X is not …" defines nothing.

    Args:
        analysis: the block's analysis.
        text: the block's source (sentence offsets are relative to it); without it the
            engine's claims are taken as they are.
    """
    if analysis.kind == TABLE:
        return _table_rows(text)
    out = []
    for index, sentence in enumerate(analysis.sentences):
        claim = sentence.claim
        if claim == "yes_no":
            claim = NAMED  # a verdict: quotable, and ranked with the named things
        question = sentence.question
        alone = _stands_alone(analysis, index)
        if text:
            words = text[sentence.start:sentence.end]
            claim = _as_answer(claim, words)
            # "When Ana arrived, the shop was closed." opens on a question word and is
            # no question: the analysis reads the opening, a reader the closing stop.
            question = question and _STATEMENT_END.search(words) is None
            question = question or _COURTESY.search(words) is not None \
                or _is_byline(words) or is_navigation(words)
            alone = (alone or _THE_PAGE.match(words) is not None) \
                and VERDICT_OPENING.match(words) is None \
                and EXAMPLE_OPENING.match(words) is None
        person = bool(text) and _APPOSITION.search(text[sentence.start:sentence.end]) is not None
        out.append(SentenceClaim(sentence.start, sentence.end, claim, alone, question, person))
    if text and analysis.lang == "zh":
        return _whole_sentences(out, text)
    return tuple(out)


_ROW = re.compile(r"[^\n]+")


def _table_rows(text: str) -> tuple[SentenceClaim, ...]:
    """A table's body rows, each one quotable sentence: engines lift a row ("训练周期 |
    约3个月") as readily as a sentence, and a figure given only in a table is still given.
    The header row and the separator say nothing of their own. A row with a number is a
    figure; the others claim nothing in particular, and are quoted on their words."""
    rows = [(m.start(), m.end()) for m in _ROW.finditer(text)]
    body = next((i + 1 for i, (start, end) in enumerate(rows)
                 if TABLE_SEPARATOR.match(text[start:end])), len(rows))
    out = []
    for start, end in rows[body:]:
        row = text[start:end]
        if not row.strip(" |\t"):
            continue
        claim = FIGURE if _DIGIT.search(row) and not digit_flood(row) else None
        out.append(SentenceClaim(start, end, claim, True, False, False))
    return tuple(out)


#: Kinds of claim, strongest first, for a sentence joined from clauses.
_STRENGTH = {FIGURE: 0, DEFINITION: 1, NAMED: 2, None: 3}


def _whole_sentences(clauses: list[SentenceClaim], text: str) -> tuple[SentenceClaim, ...]:
    """Chinese clauses joined into the sentence they make, to the "。": the engine's
    analysis ends a Chinese sentence at "；" too, but a quote runs to the full stop, and
    the answer often sits in the clause after the one naming the subject ("鸡毛松是新西兰
    特有的树种；它的木材……"). Measured on the development split's tuning half: Chinese
    quote hit +1.1 and +0.8 (one and eight articles per draft), hit@1 within 0.2."""
    out: list[SentenceClaim] = []
    for clause in clauses:
        last = out[-1] if out else None
        if last is not None and not last.question and not clause.question \
                and (text[last.start:last.end].rstrip().endswith(("；", ";"))
                     or _BARE_REPLY.match(text[last.start:last.end]) is not None):
            claim = min(last.claim, clause.claim, key=_STRENGTH.__getitem__)
            out[-1] = SentenceClaim(last.start, clause.end, claim, last.stands_alone, False,
                                    last.names_person or clause.names_person)
        else:
            out.append(clause)
    return tuple(out)


#: A Chinese reply of one clause ("不一定。", "没有用。", "是的。") is quoted with the
#: sentence that gives its reason, as English keeps "No. Repeating a keyword …" whole:
#: "不一定。" alone answers nothing an engine would lift.
_BARE_REPLY = re.compile(r"^\s*(?:不|不一定|不是|没有|没有用|没用|不会|不能|不行|是|是的|对|"
                         r"可以|会|能|有用|当然|当然可以|当然不)[。！!.]\s*$")


#: A short line that is mostly a link ("查阅 [Kubernetes 组件](/docs/…)", "See [the
#: setup guide](…)") leads elsewhere: navigation, which an engine's main-content
#: extraction drops, never an answer.
NAVIGATION_CHARS = 40
_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")


def is_navigation(source: str) -> bool:
    """Whether ``source`` (a sentence or a list item) is a short line that is mostly a
    link: navigation, no answer."""
    if "](" not in source:
        return False
    text = rendered(source).strip()
    linked = sum(len(m.group(1).strip()) for m in _LINK.finditer(source))
    return len(text) <= NAVIGATION_CHARS and 2 * linked >= len(text)


def _is_byline(source: str) -> bool:
    # Read as rendered: a byline's names are often links ("[Ana Ruiz](https://…)").
    text = rendered(source) if "](" in source else source
    return _NOTE.search(text) is not None \
        or (len(text) <= BYLINE_CHARS and _BYLINE.search(text) is not None)


#: A person named with what they are, in apposition: "Maria Lopez, an editor at …",
#: "斯坦福大学教授、Simile AI 创始人 Percy Liang" — what "Who is Maria Lopez?" asks.
_APPOSITION = re.compile(
    r"\b[A-Z][\w'’.-]+(?:\s+[A-Z][\w'’.-]+)+,\s+(?:an?|the)\s+[a-z][\w-]+|"
    r"(?:教授|创始人|创办人|总监|主编|工程师|作者|研究员|院士|编辑|负责人|经理|主任|博士|总裁|董事长|"
    r"科学家|首席执行官|CEO|CTO)\s*(?:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+|[\u4e00-\u9fff]{2,3}(?:表示|说|认为|"
    r"指出|宣布|介绍))")


def _as_answer(claim: str | None, sentence: str) -> str | None:
    if digit_flood(sentence):
        return claim
    if claim == DEFINITION and _NEGATED.search(sentence):
        return None
    if claim == FIGURE and _LABEL.search(sentence) and not _COUNT.search(sentence) \
            and not _DIGIT.search(_LABEL.sub(" ", sentence)):
        return NAMED  # "Layer 4 to Layer 7", "version 2" name things and count nothing
    if claim in (None, NAMED) and _COUNT.search(sentence):
        return FIGURE
    if claim is None and _LIST.search(sentence):
        return NAMED
    return claim


def _stands_alone(analysis: BlockAnalysis, index: int) -> bool:
    if index == 0:
        return analysis.opener is None or analysis.opener_kind != "pronoun"
    return analysis.sentences[index].opens_with != "pronoun"


#: A denial ("does not provide", "never stores", "neither … nor"): the word after it is
#: what the sentence says is *not* so.
_DENIAL = re.compile(r"\b(?:not|never|neither|nor|no\s+longer)\b|n['’]t\b", re.I)
_CLAUSE_BREAK = re.compile(r"[,;:()\u2014]|\b(?:but|while|whereas|although|though|and\s+it|"
                           r"instead|rather)\b", re.I)


def denied_terms(text: str, terms: list[str] | tuple[str, ...], offsets: list[int],
                 ) -> frozenset[str]:
    """The terms of an English sentence ``text`` that it names only right after a
    denial (one of the two words before them): in "Does not provide storage." "provide"
    is denied, "storage" is not. A question asking what something provides is not
    answered by what it does not (offsets are relative to ``text``). Further on in the
    clause a denial governs too little to tell ("did not infringe article 34 by failing
    to ban a protest"): counting it there cost English quote hit 0.2."""
    if _DENIAL.search(text) is None:
        return frozenset()
    denied, affirmed = set(), set()
    for term, at in zip(terms, offsets, strict=True):
        # The denial governs the word right after it ("does not provide", "not yet
        # provided"), not a word further on in its clause.
        near = " ".join(text[:at].split()[-2:])
        (denied if _DENIAL.search(near) and not _CLAUSE_BREAK.search(near)
         else affirmed).add(term)
    return frozenset(denied - affirmed)
