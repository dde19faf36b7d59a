"""What the checks count in one block of prose, read in one pass over its sentences.

A block's figures depend on the block alone (its kind, text and language), so
:class:`~scorers.document.DocumentView` keeps them with the block's analysis
(:mod:`scorers.analysis.memo`): after a keystroke only the edited block is read again,
and the checks add up the figures of all blocks with C-speed sums. Spans are
block-relative; the checks place them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from scorers.analysis import named_sources
from scorers.analysis.claims import personal
from scorers.analysis.fact_counts import claim_figures, statistics
from scorers.analysis.links import FOLLOWABLE, classify
from scorers.analysis.sentence_reading import Sentence
from scorers.fastpatterns import Fast, fast_table, fold
from scorers.fastpatterns.floods import digit_flood
from scorers.markup.blocks import QUOTE
from scorers.rules.patterns import METHOD_STATEMENT
from scorers.rules.phrases import DISCLOSURE, EVENT_LOGISTICS, FIRST_PERSON
from scorers.rules.thresholds import for_lang

if TYPE_CHECKING:
    from scorers.analysis.block import BlockAnalysis
    from scorers.document import Item

#: A line of parameters ("N=2^16 (64 MiB), r=8 (1024 bytes), p=1"): two settings or more.
_ASSIGNMENT = re.compile(r"(?<![\w.])[A-Za-z_][\w.-]{0,30}\s*=\s*[^\s,;]")

#: A paragraph that opens on a made-up case ("Suppose each request takes 50 ms",
#: 假设, 让我们思考这样一种情况): its figures illustrate, they claim nothing.
_HYPOTHETICAL = re.compile(
    r"\b(?:suppose|imagine|assume|let'?s say|say that|hypothetical(?:ly)?|as an example)\b|"
    r"假设|假如|假定|设想|想象一下|让我们(?:思考|考虑|想象|假设)|考虑这样|举个例子", re.I)

#: A sentence that tells the reader which value to use: its figures are settings.
_ADVICE = re.compile(
    r"\s*(?:\*\*)?(?:(?:use|set|configure|choose|pick|allocate|give it|limit|keep|start with|"
    r"(?:we )?recommend(?:ed)?)\b|设置|设为|配置为|建议)", re.I)

#: An image in the block's Markdown or HTML: a short text beside it is its caption.
_IMAGE = re.compile(r"!\[[^\]]*\]\(|<img\b", re.I)

Words = tuple[tuple[int, int, str], ...]  # spans with the words they cover

# Read in every block of prose: their fast twins (scorers.fastpatterns) find the same
# spans. IGNORECASE scanning and FIRST_PERSON's look-behinds at every position were
# some 40 ms of a 20,000-word English article.
_DISCLOSURE = fast_table(DISCLOSURE)
_FIRST_PERSON = fast_table(FIRST_PERSON)
_METHOD_STATEMENT = fast_table(METHOD_STATEMENT)
_HYPOTHETICAL_FAST = Fast(_HYPOTHETICAL)


def is_salad(figures: int, content: int, lang: str) -> bool:
    """A sentence with many figures and few words saying what they measure."""
    t = for_lang(lang)
    return figures >= t.salad_min_figures and content < t.salad_words_per_figure * figures


class BlockFigures(NamedTuple):
    """The figures of one block of prose.

    Attributes:
        sentences: all its sentences.
        long_weight: 1 per long sentence, 1.5 per very long one.
        long: the long sentences: span, severity, message key, length, limit.
        statements: sentences that are neither questions nor quoted …
        hedged: … of which hedged; ``hedges`` their hedges.
        unasked: sentences that are not questions …
        hyped: … with an unsupported superlative.
        with_fact: … with a fact, and ``fact_credit`` their credit (a salad counts half).
        puffery, fillers: the superlatives and filler words.
        chars: the sentences' lengths added up.
        fact_sentences: sentences with a fact; ``salad`` those that are a number salad.
        claims: sentences that make a claim; ``claim_insides`` where each starts in the
            block's prose, 0 to 1.
        body: sentences of the writer's own (not quoted, not in a block quote) …
        body_questions: … that ask.
        claim_figures: figures that are claims about the world (not a setting "t=1").
        named_quotes: quotations with their speaker, and a signed block quote.
        quote_check: quotes whose speaker depends on the block before (by a pronoun,
            without one, or in a block quote).
        too_long: the paragraph is over the language's longest comfortable length.
        has_source: a link a reader can follow to a page, or a footnote, stands in it (a
            home page, a referral link or a name alone is no source).
        unlinked: named sources with no link in the block — "according to a 2024 Stanford
            study", "(HubSpot, 2025)", 据艾瑞咨询报告, "said Javier Tan": span and name.
        cited_figures: claim figures in sentences whose only support is such a name.
        statistics: percentages and multiples ("73%", "2.4 times", "3 倍"): claims about
            the world that need a source even alone.
        personal: sentences with a figure that tell the writer's own story ("I lost
            5 kg", 我 25 岁, 大三那年) or caption a photo: not counted as facts.
        checkable: a fact a reader could check stands in it (not personal, not a
            caption, not cited without a link).
        cited_sentences: sentences with a figure whose only support is a name.
        stat_credit: the part of ``fact_credit`` from sentences with a statistic (a
            percentage or a multiple): halved where no source stands near.
        first_person: statements in which the writer speaks of themself ("I", 我): many
            of them make the article a personal narrative.
        method: it says how its figures were measured (a survey's responses, a benchmark's
            setup): the article's own figures are its evidence.
        referrals: referral links, span and anchor; ``tracking``: links with a campaign
            tag; ``homes``: links to a site's home page.
        disclosure: spans of words that disclose a sponsored or affiliate post.
        logistics: counted fact sentences that read as an event's logistics (its date,
            venue, sign-up, speakers, a talk's abstract: EVENT_LOGISTICS) with no
            statistic or money; ``logistics_credit`` their credit. The Facts check takes
            them out in a post about its own event.
        unbacked_terms: the content terms of the names with no link (``unlinked``) and
            of the words quoted from them: an invented quote is no more text to judge,
            so it must not relax a short draft's pull towards 50 (DocumentView.confidence).
            Nor are the words of a statistic that only such a name supports (its clause),
            or of a name-drop.
        name_drops: sentences whose links all go to home pages and that invoke them as
            their authority ("Researchers at [Harvard](…) and [MIT](…) have studied …"):
            their names are no checkable named things, their words no text to judge.
        cited_statistics: the claims of statistics whose only support is a name with no
            link or a home page (the clause that states them): no lede either.
    """

    sentences: int
    long_weight: float
    long: tuple[tuple[int, int, str, str, int, int], ...]
    statements: int
    hedged: int
    hedges: Words
    unasked: int
    hyped: int
    with_fact: int
    fact_credit: float
    puffery: Words
    fillers: Words
    chars: int
    fact_sentences: int
    salad: tuple[Sentence, ...]
    claims: int
    claim_insides: tuple[float, ...]
    body: int
    body_questions: tuple[tuple[int, int], ...]
    claim_figures: int
    named_quotes: int
    quote_check: bool
    too_long: bool
    has_source: bool
    unlinked: tuple[tuple[int, int, str], ...] = ()
    cited_figures: int = 0
    statistics: int = 0
    personal: int = 0
    checkable: bool = False
    method: bool = False
    cited_sentences: int = 0
    stat_credit: float = 0.0
    first_person: int = 0
    referrals: tuple[tuple[int, int, str], ...] = ()
    homes: tuple[tuple[int, int, str], ...] = ()
    tracking: tuple[tuple[int, int, str], ...] = ()
    disclosure: tuple[tuple[int, int], ...] = ()
    logistics: int = 0
    logistics_credit: float = 0.0
    unbacked_terms: tuple[str, ...] = ()
    name_drops: tuple[tuple[int, int], ...] = ()
    cited_statistics: tuple[tuple[int, int], ...] = ()


def kept(it: Item) -> BlockFigures:
    """The figures of the block ``it``, read once and kept with its analysis under the
    key ``DocumentView.figures`` reads them by."""
    memo = it.a.memo
    found = memo.get("figures")
    if found is None:
        found = memo["figures"] = read(it)
    return found


def read(it: Item) -> BlockFigures:
    """Read the figures of the block of prose ``it``."""
    a = it.a
    lang = a.lang
    t = for_lang(lang)
    text = it.block.text
    low = fold(text)  # what the fast twins of IGNORECASE patterns read
    long: list[tuple[int, int, str, str, int, int]] = []
    weight = 0.0
    statements = hedged = unasked = with_fact = fact_sentences = claims = body = chars = 0
    credit = 0.0
    hedges: list[tuple[int, int]] = []
    salad: list[Sentence] = []
    insides: list[float] = []
    asked: list[tuple[int, int]] = []
    start, end = a.content
    span = max(1, end - start)
    in_quote = a.kind == QUOTE
    kinds = [classify(url).kind for _, _, url in a.links] if a.links else []
    followed = [link for link, kind in zip(a.links, kinds, strict=True) if kind in FOLLOWABLE]
    linked = bool(a.footnotes) or bool(followed)
    # A link elsewhere in the paragraph is no source for a name it does not name: "According
    # to a 2024 Stanford study, 73% …" added after a sentence linking to npm's page.
    unlinked = () if a.footnotes else named_sources.unlinked(text, a, followed)
    # Sentences that lean on home pages ("Researchers at [Harvard](…) have studied …"):
    # a home page is no source, so they are read as names with no link.
    dropped = named_sources.name_drops(text, a, kinds) if "home" in kinds else ()
    # Sentences whose figures no reader could check: the writer's own story, a photo's
    # caption, a figure whose only support is a name with no link.
    caption = _caption(it)
    # Values to use or a made-up case: figures that claim nothing about the world.
    settings = bool(a.facts) and _parameters(text)
    illustrative = settings or (bool(a.facts) and _hypothetical(text, low, a))
    claimed = _claimed(text, a) if a.facts else ()
    uncheckable = _uncheckable(text, a, unlinked + dropped, caption)
    personal_count = cited_sentences = 0
    stat_credit = 0.0
    checkable = False
    cited_figures = 0
    logistics = 0
    logistics_credit = 0.0
    event_words = EVENT_LOGISTICS[lang]
    # Runs for every sentence of the article: the limits read once.
    very_long, long_limit = t.very_long_sentence, t.long_sentence
    for s in a.sentences:
        chars += s.length
        if s.length > long_limit and _roll_call(text, s.start, s.end):
            pass  # a list of names written as one sentence reads as a list, not a sentence
        elif s.length > very_long:
            weight += 1.5
            long.append((s.start, s.end, "weak", "clarity.sentence.very_long", s.length,
                         very_long))
        elif s.length > long_limit:
            weight += 1
            long.append((s.start, s.end, "warn", "clarity.sentence.long", s.length,
                         long_limit))
        if not s.question:
            unasked += 1
            if not s.quoted:
                statements += 1
                if s.hedges:
                    hedged += 1
                    hedges.extend(s.hedges)
        if s.facts:
            fact_sentences += 1
            salad_sentence = is_salad(s.numbers, s.content, lang)
            # A line of settings names each value by its parameter (N=2^16, r=8, p=1):
            # dense, but no salad. It still earns only a salad's half credit.
            if salad_sentence and not settings:
                salad.append(s)
            kind = uncheckable.get(s.start)
            if kind == "cited":
                cited_sentences += 1
                cited_figures += claim_figures(text, a.facts, s.start, s.end)
            elif kind is not None:
                personal_count += 1
            else:
                checkable = True
                if not s.question:
                    with_fact += 1
                    gained = 0.5 if salad_sentence else 1.0
                    credit += gained
                    if not illustrative and statistics(text, a.facts, s.start, s.end):
                        stat_credit += gained
                    elif _logistics(text, a.facts, s.start, s.end, event_words):
                        logistics += 1
                        logistics_credit += gained
        if s.claim is not None:
            claims += 1
            insides.append((s.start - start) / span)
        if not in_quote and not s.quoted:
            body += 1
            if s.question:
                asked.append((s.start, s.end))
    cited_stats = named_sources.cited_statistics(text, a, uncheckable, unlinked + dropped) \
        if cited_sentences else []
    puffery = a.puffery
    hyped = len({s.start for s in a.sentences for p_start, _ in puffery
                 if s.start <= p_start < s.end}) if puffery else 0
    return BlockFigures(
        len(a.sentences), weight, tuple(long), statements, hedged, _words(text, hedges),
        unasked, hyped, with_fact, credit, _words(text, puffery), _words(text, a.fillers),
        chars, fact_sentences, tuple(salad), claims, tuple(insides), body, tuple(asked),
        0 if illustrative else claim_figures(text, claimed),
        # A quotation earns only when a reader can follow it to where it was said (not
        # one whose speaker is a name with no link).
        named_sources.followed_quotes(a, unlinked) if linked else 0,
        bool(a.pronoun_quotes or a.anonymous_quotes or in_quote),
        a.length > t.paragraph_max, linked, unlinked, cited_figures,
        0 if illustrative else statistics(text, claimed), personal_count,
        checkable, not digit_flood(text) and _states_method(text, low, lang),
         cited_sentences, stat_credit,
        _first_person(text, low, a),
        _links_of(a, kinds, "referral"), _links_of(a, kinds, "home"),
        _links_of(a, kinds, "tracking"),
        tuple(m.span() for m in _DISCLOSURE[lang].finditer(text, low)),
        logistics, logistics_credit,
        named_sources.unbacked_terms(a, unlinked, dropped, cited_stats),
        tuple((start, end) for start, end, _ in dropped), tuple(cited_stats))


def _logistics(text: str, facts: Sequence[tuple[str, int, int]], start: int, end: int,
               event_words: re.Pattern[str]) -> bool:
    """A sentence whose figures are dates and counts (no money, no percentage, no version
    of a product) and that speaks of an event's logistics ("Time: 2022-2-26 14:00",
    四位嘉宾, 本次分享：回顾 2018 年至今). A name with a digit inside (K8S, i18n) is no
    version."""
    return not any(label in ("MONEY", "PERCENT") or (
                       label == "VERSION" and not _NUMERONYM.fullmatch(text, f_start, f_end))
                   for label, f_start, f_end in facts if start <= f_start < end
                   ) and event_words.search(text, start, end) is not None


def event_logistics(it: Item, sentence: Sentence) -> bool:
    """Whether ``sentence`` of the block ``it`` states only an event's logistics: its date,
    its place, its head count (see :func:`_logistics`)."""
    a = it.a
    return _logistics(it.block.text, a.facts, sentence.start, sentence.end,
                      EVENT_LOGISTICS[a.lang])


#: A name with a digit inside it ("K8S", "i18n", "a11y"): an abbreviation, not a version.
_NUMERONYM = re.compile(r"[A-Za-z]+\d+[A-Za-z]+")


def _links_of(a: BlockAnalysis, kinds: list[str], kind: str,
              ) -> tuple[tuple[int, int, str], ...]:
    """The links of ``kind`` in the block: span and anchor text."""
    if kind not in kinds:
        return ()
    anchors = list(a.anchors) + [""] * (len(kinds) - len(a.anchors))
    # An address written as its own anchor ("<https://…>") is named by the address.
    return tuple((start, end, anchor or url) for (start, end, url), found, anchor in
                 zip(a.links, kinds, anchors[:len(kinds)], strict=True) if found == kind)


def _first_person(text: str, low: str | None, a: BlockAnalysis) -> int:
    """How many of the block's statements speak of the writer ("I", "my", 我)."""
    pattern = _FIRST_PERSON[a.lang]
    if not pattern.found(text, low):
        return 0
    return sum(1 for s in a.sentences
               if not s.question and not s.quoted and pattern.found(text, low, s.start, s.end))


#: Words one of which every English method statement holds (METHOD_STATEMENT["en"]:
#: "we surveyed", "1,200 respondents", "(n = 300)", "test setup"), lower-cased.
_METHOD_WORDS = ("survey", "polled", "interviewed", "respon", "participants", "=",
                 "benchmark", "test")


def _states_method(text: str, low: str | None, lang: str) -> bool:
    """Whether ``text`` says how the writer measured (METHOD_STATEMENT). An English block
    holding none of the words every such statement needs is not searched: the pattern
    tries its figure alternative at every number."""
    if lang == "en" and low is not None and not any(word in low for word in _METHOD_WORDS):
        return False
    return _METHOD_STATEMENT[lang].found(text, low)


def _hypothetical(text: str, low: str | None, a: BlockAnalysis) -> bool:
    """A paragraph that opens on a made-up case (its first sentence says so)."""
    if not a.sentences:
        return False
    first = a.sentences[0]
    return _HYPOTHETICAL_FAST.found(text, low, first.start, first.end)


def _claimed(text: str, a: BlockAnalysis) -> Sequence[tuple[str, int, int]]:
    """The block's facts outside sentences that tell the reader what value to use ("Use
    Argon2id with 19 MiB of memory", "Set the timeout to 30 s", 设置为 30 秒)."""
    advice = [(s.start, s.end) for s in a.sentences
              if s.facts and _ADVICE.match(text, s.start, s.end)]
    if not advice:
        return a.facts
    return [fact for fact in a.facts if not any(start <= fact[1] < end for start, end in advice)]


def _parameters(text: str) -> bool:
    """A line of settings ("N=2^16 (64 MiB), r=8 (1024 bytes), p=1"): values to use."""
    # Every setting holds "=", and a paragraph has more than 20 words: both are looked
    # at before the pattern is run over the block.
    return "=" in text and len(text.split()) <= 20 and len(_ASSIGNMENT.findall(text)) >= 2


def _caption(it: Item) -> bool:
    """A short text beside an image in the same block: a photo's caption."""
    return bool(_IMAGE.search(it.block.text)) and it.a.length <= for_lang(
        it.a.lang).caption_max


def _uncheckable(text: str, a: BlockAnalysis, unlinked: Sequence[tuple[int, int, str]],
                 caption: bool) -> dict[int, str]:
    """Sentences with a fact that no reader could check, by start: ``"cited"`` when their
    only support is a name with no link, ``"personal"`` for the writer's own story or a
    caption."""
    out: dict[int, str] = {}
    for s in a.sentences:
        if not s.facts:
            continue
        if caption:
            out[s.start] = "personal"
        elif any(s.start <= start < s.end or start <= s.start < end
                 for start, end, _ in unlinked):
            out[s.start] = "cited"
        elif not s.quoted and personal(text[s.start:s.end], a.lang):
            out[s.start] = "personal"
    return out


def _words(text: str, spans: Sequence[tuple[int, int]]) -> Words:
    if not spans:  # most blocks: no generator for them
        return ()
    return tuple((start, end, text[start:end]) for start, end in spans)


_CJK = re.compile(r"[\u4e00-\u9fff]")
_ITEM_SPLIT = re.compile(r"\s*(?:,|、|，|;|；|\band\b|和|及)\s*")


def _roll_call(text: str, start: int, end: int) -> bool:
    """A sentence that is mostly a list of short names ("The speakers were Andrew Clark,
    Juan Tejada, Lauren Tan, …"): at least six items of one to four words, which make
    up most of the sentence, none of them a clause of its own (over eight words)."""
    items = [item for item in _ITEM_SPLIT.split(text[start:end].rstrip(".。!！?？ ")) if item]
    short = [item for item in items if len(item.split()) <= 4 and len(item) <= 24
             and len(_CJK.findall(item)) <= 6]
    return len(items) >= 6 and len(short) >= 0.8 * len(items) and all(
        len(item.split()) <= 8 and len(_CJK.findall(item)) <= 10 for item in items)
