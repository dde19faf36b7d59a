"""Facts & Data (事实与数据密度): how much of the text can be verified.

A fact is a figure bound to what it measures, in a sentence that says something;
a results table is data, row by row. Bare numbers, list numbering and footnote
counters are not facts, and a sentence packed with figures and few words is a
number salad: it counts half, and many of them cap the article's score.

A fact is something a reader could check. The writer's own story ("I lost 5 kg",
我 25 岁, 大三那年), a photo's caption and a figure whose only support is a name with
no link ("according to a 2024 Stanford study, 73% …") are not counted
(:mod:`scorers.analysis.block_figures`).
"""

from __future__ import annotations

import re
from itertools import compress, repeat
from operator import attrgetter, not_, truediv

from scorers.analysis.block import Sentence
from scorers.analysis.block_figures import BlockFigures
from scorers.analysis.block_figures import read as read_figures
from scorers.analysis.memo import per_view, placed, remembered
from scorers.checks.base import (
    Check,
    at_least,
    at_most,
    doc_mark,
    mark,
    not_applicable,
    pct,
    result,
    too_short,
)
from scorers.checks.sources import unsourced_paragraphs
from scorers.document import DocumentView, Item
from scorers.markup.blocks import CODE
from scorers.markup.inline import strip_markup
from scorers.report.results import CheckResult
from scorers.rules.phrases import EVENT_TITLES
from scorers.rules.thresholds import for_lang

#: An article in which this share of the statements speak of the writer ("I", 我) is a
#: personal narrative: its figures are the writer's life, not facts a reader could check.
NARRATIVE_SHARE = 0.3

_UNASKED = attrgetter("unasked")
_WITH_FACT = attrgetter("with_fact")
_FACT_CREDIT = attrgetter("fact_credit")
_SALAD = attrgetter("salad")
_PERSONAL = attrgetter("personal")
_CITED_SENTENCES = attrgetter("cited_sentences")
_STATEMENTS = attrgetter("statements")
_FIRST_PERSON = attrgetter("first_person")
_STAT_CREDIT = attrgetter("stat_credit")


def salad_sentences(doc: DocumentView) -> list[tuple[Item, Sentence]]:
    """The sentences of the prose with a fact that are a number salad, in order."""
    found = list(map(_SALAD, doc.figures))
    return [(it, s) for it, salad in compress(zip(doc.prose, found, strict=True), found)
            for s in salad]


def _counted_figures(doc: DocumentView) -> tuple[list[bool], list[BlockFigures]]:
    """Which prose blocks are lists of links, and the figures of the others."""
    # A list of links ("related posts", 往期推荐) names other pages: their titles' figures
    # are not the article's facts, nor are its lines the article's statements.
    if not doc.navigation:  # (most articles: nothing left out)
        return [False] * len(doc.prose), doc.figures
    listed = list(map(doc.navigation.__contains__, map(id, doc.prose)))
    return listed, list(compress(doc.figures, map(not_, listed)))


@per_view
def _statements(doc: DocumentView) -> tuple[list[bool], list[BlockFigures], bool,
                                             list[BlockFigures], int]:
    """What Fact density counts, once per view for it and the answer preview: the lists
    of links, the figures of the other blocks, whether the article is a personal
    narrative, the blocks that count, and their sentences with a checkable fact (an
    event post's own logistics taken out)."""
    listed, figures = _counted_figures(doc)
    narrative = personal_narrative(doc)
    # (Sums of the blocks' figures in C: every block counts unless the article is a
    # personal narrative.)
    counted = [f for f in figures if _counts(f, narrative)] if narrative else figures
    with_fact = sum(map(_WITH_FACT, counted))
    if event_post(doc):
        with_fact -= sum(f.logistics for f in counted)
    return listed, figures, narrative, counted, with_fact


def checkable_facts(doc: DocumentView) -> int:
    """How many sentences carry a checkable fact: Fact density's "n of total sentences",
    which the answer preview shows beside its claims (one count, from one rule)."""
    return _statements(doc)[4]


def fact_density(doc: DocumentView) -> CheckResult:
    """Share of prose sentences (and table rows) that carry a checkable fact."""
    listed, figures, narrative, counted, with_fact = _statements(doc)
    sentences = sum(map(_UNASKED, figures))
    rows = sum(it.a.table_rows for it in doc.tables)
    fact_rows = sum(it.a.table_fact_rows for it in doc.tables)
    if not sentences and not fact_rows:
        return not_applicable("fact_density", "facts.density.none")
    credit = sum(map(_FACT_CREDIT, counted), 0.0)  # halves and wholes: exact in any order
    uncounted = sum(map(_PERSONAL, figures)) + sum(map(_CITED_SENTENCES, figures)) + (sum(
        f.with_fact for f in figures if not _counts(f, narrative)) if narrative else 0)
    if event_post(doc):
        # The post's own event: when and where it is, who speaks, how many came tell the
        # reader when to come, not a finding they could check.
        uncounted += sum(f.logistics for f in counted)
        credit -= sum(f.logistics_credit for f in counted)
    # A percentage or a multiple with no source in or next to its paragraph ("73% of
    # bakers …") counts half: a reader could not check it.
    unsourced = unsourced_paragraphs(doc)[1]
    if narrative or figures is not doc.figures:
        unsourced = [index for index in unsourced
                     if not listed[index] and _counts(doc.figures[index], narrative)]
    # (The same halves summed in the same order, in C.)
    credit -= sum(map(truediv, map(_STAT_CREDIT, map(doc.figures.__getitem__, unsourced)),
                      repeat(2)))
    # A name from the code a reader can look up counts half a fact. Where the article
    # shows no code, only names shaped like code (``time.Now``, ``appliedIndex``,
    # ``STATE_LEADER``), several of them, do: backticks around made-up names in a chatty
    # post must not read as documentation.
    code = identifier_credit([
        it for it, f, nav in zip(doc.prose, doc.figures, listed, strict=True)
        if not nav and _counts(f, narrative)], shows_code=CODE in doc.kinds)
    credit += code
    # Tables count by their data rows: rows of text only neither add nor take away.
    share = (credit + fact_rows) / (sentences + fact_rows)
    target = doc.t.fact_density_target
    # The share counts halves ("6%" beside "0 of 42 sentences" read as a mistake): the
    # sentences naming code, at half each, are said when there are any.
    key = "facts.density.uncounted" if uncounted else "facts.density"
    # Below its target the article is told so among the findings too, not only in the
    # collapsed check row (a Facts of 46 with nothing listed to fix, writer review 8 Dec).
    low = [] if pct(share) >= pct(target) else [doc_mark(
        "facts.density.low", "facts.density.add", share=pct(share), target=pct(target))]
    return result("fact_density", at_least(share, target), share, f"≥ {target}",
                  f"{key}.code" if code else key, low,
                  share=pct(share), target=pct(target), n=with_fact, total=sentences,
                  rows=fact_rows, all_rows=rows, uncounted=uncounted, code=round(code * 2))


#: Inline code that names something a reader can look up: a call, a path, a flag, a
#: dotted, snake_case or camelCase name, a version (`fs.readFile()`, `--save-dev`,
#: `useId`, `Content-Encoding`) — not a plain word in backticks.
_IDENTIFIER = re.compile(r"[._/()\-:=@<>\[\]#]|\d|[a-z][A-Z]")

#: A name from the code written bare in the prose, as Chinese technical writing often
#: does ("调用 time.Now 时", "读取 cluster.conf", "appliedIndex 大于 commitIndex"): a
#: member or a file (``time.Now``, ``manager.notifyMemberChange``), a lowerCamel or
#: snake_case name (``appliedIndex``, ``STATE_LEADER``), a setting (``loc=true``). Not a
#: brand ("iPhone", "GitHub", "Node.js": capitalised or one letter before the capital),
#: an abbreviation ("e.g."), or a word inside an address or a file name (the boundaries
#: are ASCII: a Chinese character right before or after a name is a boundary).
_BARE_IDENTIFIER = re.compile(
    r"(?<![A-Za-z0-9_./:@#=$-])"
    r"(?:[a-z][a-z0-9]+(?:[A-Z][a-z0-9]+)+"
    r"|[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+"
    r"|[a-z][a-z0-9]+(?:\.[A-Za-z_][A-Za-z0-9_]*)+)"
    r"(?:\(\))?(?:=[A-Za-z0-9_.]+)?"
    r"(?![A-Za-z0-9_/@$-]|\.[A-Za-z0-9])")
#: An article that shows no code names at least this many code-shaped names to be read
#: as documentation of code.
CODE_NAMES = 3
#: A picture's file name or a web address is no name from the code.
_NOT_CODE = re.compile(r"\.(?:png|jpe?g|gif|svg|webp|heic|bmp|ico|com|cn|org|net|io|dev|"
                       r"edu|gov|html?)$", re.I)


def _in_statements(it: Item, names: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The ``names`` (by offset) that stand in a sentence with no figure, by the sentence's
    start."""
    if not names:
        return []
    return [(s.start, name) for s in it.a.sentences if not s.facts and not s.question
            for start, name in names if s.start <= start < s.end]


def _identifiers(it: Item) -> list[tuple[int, str]]:
    """Sentences with no figure that name an identifier in inline code, by start, with
    the identifier."""
    text = it.block.text
    return _in_statements(it, [(start, text[start:end].strip("` "))
                               for kind, start, end in it.a.entities
                               if kind == "CODE" and _IDENTIFIER.search(text, start + 1, end - 1)])


def _bare_identifiers(it: Item) -> list[tuple[int, str]]:
    """Sentences with no figure that name an identifier bare in the prose (no backticks),
    by start, with the identifier."""
    text = it.block.text
    if _BARE_IDENTIFIER.search(text) is None:
        return []
    # The prose with code, links' addresses and markup blanked, at the text's offsets.
    prose = strip_markup(text, it.block.kind).prose
    return _in_statements(it, [(m.start(), m.group(0))
                               for m in _BARE_IDENTIFIER.finditer(prose)
                               if not _NOT_CODE.search(m.group(0))])


def identifier_credit(counted: list[Item], shows_code: bool = True) -> float:
    """Half a fact for each statement with no figure that names an identifier not named
    before: a specific detail a reader can check against the documentation (the GEO
    study's "technical terms" rewrite raised visibility). Once per identifier, so that
    one made-up name in every sentence earns nothing more.

    Names in inline code count, and names written bare in the prose. Unless the article
    ``shows_code``, only names shaped like code count (:data:`_BARE_IDENTIFIER`), and only
    when there are :data:`CODE_NAMES` of them: a page that walks through code it does not
    show (SOFAJRaft's linear reads: ``appliedIndex``, ``commitIndex``, ``STATE_LEADER`` …)
    is documentation; a chatty post with two names is not."""
    named = [code + written for code, written in zip(
        remembered(counted, "identifiers", _identifiers),
        remembered(counted, "bare_identifiers", _bare_identifiers), strict=True)]
    if not shows_code:
        named = [[(start, name) for start, name in found
                  if _BARE_IDENTIFIER.fullmatch(name) is not None] for found in named]
        if len({name.lower() for found in named for _, name in found}) < CODE_NAMES:
            return 0.0
    seen: set[str] = set()
    credited: set[tuple[int, int]] = set()
    for index, found in enumerate(named):
        for start, name in found:
            if name.lower() not in seen:
                seen.add(name.lower())
                credited.add((index, start))
    return len(credited) / 2


def personal_narrative(doc: DocumentView) -> bool:
    """Whether the article is the writer's own story (a diary, a year in review): many of
    its statements speak of the writer."""
    figures = doc.figures
    statements = sum(map(_STATEMENTS, figures))
    return statements >= 8 and sum(map(_FIRST_PERSON, figures)) >= NARRATIVE_SHARE * statements


def event_post(doc: DocumentView) -> bool:
    """Whether the title, or the description the writer gave the post in its front
    matter, names an event (a meetup, a conference, a livestream): the post announces or
    recaps its own event. A title written to draw readers ("Volcano 在 AI 和大数据场景下的
    云原生批量计算实践") can hide what the description says plainly ("Volcano 参加 KubeCon
    + CloudNativeCon Europe 2024！")."""
    pattern = EVENT_TITLES[doc.lang]
    return any(text and pattern.search(text) is not None
               for text in (doc.title, doc.front_matter.get("description", "")))


def _counts(figures: BlockFigures, narrative: bool) -> bool:
    # In a personal narrative only a figure with a link to follow, or one the writer says
    # how they measured, is a fact a reader could check.
    return not narrative or figures.has_source or figures.method


def named_entities(doc: DocumentView) -> CheckResult:
    """Named organisations, products and people per 100 words (200 Chinese characters)."""
    if doc.said_length < doc.t.min_length / 3:
        return too_short("entities", "facts.entities.short")
    # Distinct names: "NetScaler" forty times is one named thing, not forty.
    count = len(set().union(*remembered(doc.items, "entity_names", _entity_names)))
    per_100 = count / doc.size * 100
    target = doc.t.entities_per_100
    # The value is the rate the text shows, so that "2.0 per 100 words (aim for 2.0)" is met.
    return result("entities", at_least(per_100, target), round(per_100, 1), f"≥ {target}",
                  "facts.entities", n=count, rate=round(per_100, 1), target=target,
                  per=200 if doc.lang == "zh" else 100, unit=doc.unit)


def fact_free_paragraphs(doc: DocumentView) -> CheckResult:
    """Long prose paragraphs without a single figure, date or name are weak."""
    long_items = list(compress(doc.paragraphs, remembered(doc.paragraphs, "fact_free_long",
                                                           _long_paragraph)))
    if not long_items:
        return result("fact_free_paragraphs", 100.0, 0, "0", "facts.fact_free.none_long")
    # The article's own subject is no new name: "Dubbo" in every paragraph of an article
    # about Dubbo makes none of them checkable. The subject is what the title names of
    # its key terms (else the most frequent): one mention more of a term tied with the
    # first must not make it the subject and flag six paragraphs the writer never touched.
    title = doc.title.lower() if doc.title else ""
    subject = {term for term in doc.key_terms if term in title} or set(doc.key_terms[:1])
    # The figures read for the prose (DocumentView.figures), under the same key.
    narrative = personal_narrative(doc)
    checkable = [f.checkable and _counts(f, narrative)
                 for f in remembered(long_items, "figures", read_figures)]
    bare = [it for it, names, has_fact in zip(
                long_items, remembered(long_items, "entity_names", _entity_names), checkable,
                strict=True)
            if not has_fact and names <= subject]
    # (The very mark of last time for a block that stays: its finding is placed once.)
    marks = [placed(it, "fact_free_mark", lambda it=it: mark(
                 it.content_span, "weak", "facts.fact_free.mark", "facts.fact_free.fix",
                 n=it.a.length, unit="chars" if it.a.lang == "zh" else "words"))
             for it in bare]
    share = len(bare) / len(long_items)
    return result("fact_free_paragraphs", 100.0 * (1 - share), len(bare), "0",
                  "facts.fact_free", marks, n=len(bare), total=len(long_items))


def number_salad(doc: DocumentView) -> CheckResult:
    """Sentences packed with figures and few words: a salad, not evidence."""
    facts = doc.fact_sentence_count
    if not facts:
        return not_applicable("number_salad", "facts.salad.none")
    salad = salad_sentences(doc)
    marks = [mark(it.span((s.start, s.end)), "weak", "facts.salad.mark", "facts.salad.fix",
                  "sentence", n=s.numbers) for it, s in salad]
    share = len(salad) / facts
    return result("number_salad", at_most(share, 0.05, doc.t.salad_share_gate), share, "0",
                  "facts.salad", marks, n=len(salad), total=facts)


def _long_paragraph(it: Item) -> bool:
    return it.a.length >= for_lang(it.a.lang).fact_free_paragraph


def _entity_names(it: Item) -> frozenset[str]:
    # Distinct names: "NetScaler" forty times is one named thing, not forty. A name that
    # stands only as a source with no link ("said Javier Tan of Tartine Labs", "(HubSpot,
    # 2025)") or in a name-drop ("Researchers at [Harvard](https://www.harvard.edu/) …")
    # is not a named thing a reader could check.
    text = it.block.text
    if it.a.is_prose:
        figures = remembered([it], "figures", read_figures)[0]
        unbacked = [(start, end) for start, end, _ in figures.unlinked] + list(figures.name_drops)
    else:
        unbacked = []
    return frozenset(text[start:end].lower() for _, start, end in it.a.entities
                     if not any(u_start <= start < u_end for u_start, u_end in unbacked))


CHECKS = (
    Check("fact_density", 0.65, fact_density),
    Check("entities", 0.10, named_entities),
    Check("fact_free_paragraphs", 0.25, fact_free_paragraphs),
    # Shown with its marks; a salad counts half in fact_density and caps the overall score.
    Check("number_salad", 0.0, number_salad),
)
