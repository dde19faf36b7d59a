"""Sources & Authority (来源与权威性): distinct real sources, named quotations, a date.

Sources are counted as :mod:`scorers.analysis.sourcing` explains: each further distinct,
real source raises the score, with diminishing returns, until the article is well
sourced for its length. An article with figures and no source a reader can follow
cannot score above "fair" (the engine caps the dimension).

Support counts when a reader can follow it: a link to the page, not to a site's home
page nor through a referral code. A named study, report or expert with no link is
shown as "cited, not linked" and earns nothing; a figure whose only support is such a
name is an unsourced figure. An article that says how it measured its own figures (a
survey's responses, a benchmark's setup) is their source. A sponsored or affiliate post
is noted: its disclosure is what readers and engines trust.
"""

from __future__ import annotations

import dataclasses
import math
import re
from itertools import chain, compress, repeat
from operator import attrgetter, not_, truth

from scorers.analysis.block_figures import BlockFigures
from scorers.analysis.block_figures import kept as kept_figures
from scorers.analysis.memo import per_view, placed, remembered
from scorers.analysis.sourcing import references_heading
from scorers.checks.base import Check, doc_mark, mark, not_applicable, result, too_short
from scorers.clock import today
from scorers.document import DocumentView, Item
from scorers.markup import placeholders
from scorers.markup.blocks import LIST_ITEM, QUOTE
from scorers.report.results import CheckResult, Mark
from scorers.rules.patterns import METHOD_HEADING

#: A visible date this many years old, with no later one, reads as stale.
STALE_YEARS = 3


def sources_needed(doc: DocumentView) -> float:
    """How many sources make this article well sourced: 3, and one more per 300 words;
    half as many for an article that reports measurements of its own (it is a source)."""
    needed = max(3.0, doc.size / 300)
    if sum(map(truth, map(_OWN_MEASUREMENT, doc.prose))) >= 3 or states_method(doc):
        needed = max(2.0, needed / 2)
    return needed


@per_view
def states_method(doc: DocumentView) -> bool:
    """Whether the article says how it measured its own figures: a survey with its
    responses ("9,648 responses", 受访者), a benchmark's setup (测试环境), a methodology
    section. Its figures are then its evidence wherever they stand."""
    return any(map(_METHOD, doc.figures)) or any(
        remembered(doc.headings, "method_heading", _method_heading))


def _method_heading(it: Item) -> bool:
    return METHOD_HEADING.search(it.a.plain) is not None


def citations(doc: DocumentView) -> CheckResult:
    """Distinct, real, specific sources, with diminishing returns up to a high bar."""
    if doc.prose_size < 10:
        return not_applicable("citations", "sources.citations.none")
    if doc.said_length < doc.t.min_length / 3 and not doc.sources.value:
        return too_short("citations", "sources.citations.short")
    tally = doc.sources
    needed = sources_needed(doc)
    if states_method(doc):
        # An article that reports its own measurements and says how it made them (a
        # survey, a benchmark, an incident's timeline) is the primary source of its
        # figures: it needs fewer sources of others' for what it adds around them.
        needed /= 2
    # 90 when the article has as many sources as it needs; every further one still counts.
    score = 100.0 * (1 - math.exp(-math.log(10) * tally.value / needed))
    marks: list[Mark] = []
    for item in doc.placeholder_links():
        marks.append(mark(item.content_span, "weak", "sources.citations.placeholder",
                          "sources.citations.real"))
    # The value is the worth the text shows ("worth 3.0; this article needs 3"), judged against it.
    return result("citations", score, round(tally.value, 1), f"≥ {round(needed)}",
                  "sources.citations", marks, n=tally.distinct, value=round(tally.value, 1),
                  needed=round(needed), placeholder=tally.placeholder, own=tally.own,
                  generic=tally.generic, home=tally.home, referral=tally.referral)


def _named_speaker_before(items: list[Item], index: int) -> bool:
    return index > 0 and bool(items[index - 1].a.attributions or items[index - 1].a.quotations)


def _linked_near(figures: list[BlockFigures], index: int) -> bool:
    # A quotation earns when the block, or the one naming its speaker, links to where it
    # was said.
    return figures[index].has_source or (index > 0 and figures[index - 1].has_source)


def quotations(doc: DocumentView) -> CheckResult:
    """Quoted words with a named speaker and a verb of saying."""
    if doc.said_length < doc.t.min_length / 2:
        return too_short("quotations", "sources.quotes.short")
    items = doc.prose
    figures = doc.figures
    named = sum(map(_NAMED_QUOTES, figures))  # quotations with their speaker, signed quotes
    marks: list[Mark] = []
    unlinked = 0  # quotations with their speaker named and no link to where they were said
    # Only blocks with a quotation by a pronoun, without a speaker, or in a block quote
    # can count more (or be marked), depending on the block before them.
    for index in compress(range(len(items)), map(_QUOTE_CHECK, figures)):
        it = items[index]
        by_pronoun = len(it.a.pronoun_quotes)
        if by_pronoun and (it.a.attributions or it.a.quotations or
                           _named_speaker_before(items, index)):
            named += by_pronoun if _linked_near(figures, index) else 0
        else:
            marks.extend(mark(it.span(span), "warn", "sources.quotes.nospeaker",
                              "sources.quotes.name", "sentence")
                         for span in it.a.pronoun_quotes)
        if it.block.kind == QUOTE and _named_speaker_before(items, index):
            # "Percy Liang said:" and then the quotation as a block quote.
            quoted = len(it.a.anonymous_quotes) + len(it.a.bare_quotes)
            if _linked_near(figures, index):
                named += quoted
            else:
                unlinked += quoted
        else:
            marks.extend(mark(it.span(span), "warn", "sources.quotes.nospeaker",
                              "sources.quotes.name", "sentence")
                         for span in it.a.anonymous_quotes)
    score = {0: 50.0, 1: 80.0, 2: 92.0}.get(named, 100.0)
    if named:
        return result("quotations", score, named, "≥ 1", "sources.quotes.ok", marks, n=named)
    if marks:
        return result("quotations", 50.0, 0, "≥ 1", "sources.quotes.anonymous", marks)
    unlinked += sum(compress(remembered(items, "unlinked_quotes", _quotes_said),
                             map(not_, map(_HAS_SOURCE, figures))))
    if unlinked:
        # Named, but nowhere to check it was said: shown under "cited, not linked" too.
        return result("quotations", score, 0, "≥ 1", "sources.quotes.unlinked",
                      [doc_mark("sources.quotes.unlinked", "sources.quotes.link", n=unlinked)],
                      n=unlinked)
    return result("quotations", score, 0, "≥ 1", "sources.quotes.missing",
                  [doc_mark("sources.quotes.missing", "sources.quotes.add")])


_DATED_PATH = re.compile(
    r"(?<!\d)(?:19|20)\d\d[/-](?:0?[1-9]|1[0-2])[/-](?:0?[1-9]|[12]\d|3[01])(?!\d)")


def _quotes_said(it: Item) -> int:
    """The block's quotations with a named speaker, and its signed quote."""
    return len(it.a.quotations) + it.a.signed_quote


def publication_date(doc: DocumentView) -> CheckResult:
    """A visible publication or update date, and not a stale one."""
    fm = doc.front_matter
    dated = [fm.get(key, "") for key in ("date", "updated", "lastmod", "last_modified")
             if fm.get(key)]
    # A blog's address often carries the date ("path = 2023/12/28/Rust-1.75.0"): the page
    # shows it to every reader and engine.
    dated += [m.group(0) for key in ("path", "permalink", "url", "slug")
              for m in [_DATED_PATH.search(fm.get(key, ""))] if m]
    visible = dated or any(map(_PUBLICATION_DATE, doc.prose))
    if not visible:
        # Advice, not points: engines treat a stale date as a gate (What Gets Cited), and a
        # reference page or an FAQ entry kept current carries no date at all, while every
        # press release and event invitation does. So the missing date is shown, and
        # counts neither way; a stale one still costs.
        return dataclasses.replace(
            result("publication_date", 30.0, 0, "1", "sources.date.missing",
                   [doc_mark("sources.date.missing", "sources.date.add")]), state="info")
    years = [int(y) for value in dated for y in re.findall(r"(?<!\d)(?:19|20)\d\d(?!\d)", value)]
    years += chain.from_iterable(map(_YEARS, compress(doc.prose, map(_PUBLICATION_DATE,
                                                                      doc.prose))))
    newest = max(years, default=0)
    this_year = today().year
    if newest and this_year - newest >= STALE_YEARS:
        return result("publication_date", 40.0, newest, "1", "sources.date.stale",
                      [doc_mark("sources.date.stale", "sources.date.review", year=newest)],
                      year=newest)
    return result("publication_date", 100.0, 1, "1", "sources.date.ok")


_OWN_MEASUREMENT = attrgetter("a.own_measurement")
_NAMED_QUOTES = attrgetter("named_quotes")
_QUOTE_CHECK = attrgetter("quote_check")
_CLAIM_FIGURES = attrgetter("claim_figures")
_CITED_FIGURES = attrgetter("cited_figures")
_HAS_SOURCE = attrgetter("has_source")
_METHOD = attrgetter("method")
_PUBLICATION_DATE = attrgetter("a.publication_date")
_YEARS = attrgetter("a.years")
_VAGUE = attrgetter("a.vague")
_DISCLOSURE = attrgetter("disclosure")
_REFERRALS = attrgetter("referrals")


def _references_heading(it: Item) -> bool:
    return references_heading(it.a.plain)


def unsourced_figures(doc: DocumentView) -> CheckResult:
    """Paragraphs citing figures need a source in or next to them (the article's own
    measurements are its evidence, not an unsourced claim)."""
    items = doc.prose
    counts = list(map(_CLAIM_FIGURES, doc.figures))
    cited = list(map(_CITED_FIGURES, doc.figures))
    with_figures, unsourced = unsourced_paragraphs(doc)
    marks: list[Mark] = []
    for index in unsourced:
        it = items[index]
        only_named = cited[index] and counts[index] < 2
        marks.append(placed(it, "unsourced_mark", lambda it=it, n=counts[index], c=only_named: mark(
            it.content_span, "weak", "sources.unsourced.cited" if c else "sources.unsourced.mark",
            "sources.unsourced.fix", n=n)))
    if not with_figures:
        # A survey's results with its method stated are evidence, not "no figures".
        own = any(counts) and states_method(doc)
        return not_applicable("unsourced_figures",
                              "sources.unsourced.own" if own else "sources.unsourced.none")
    share = len(marks) / with_figures
    return result("unsourced_figures", 100.0 * (1 - share), len(marks), "0",
                  "sources.unsourced", marks, n=len(marks), total=with_figures)


@per_view
def unsourced_paragraphs(doc: DocumentView) -> tuple[int, list[int]]:
    """How many blocks of the prose cite figures, and which of them (indices into
    ``doc.prose``) have no source in or next to them."""
    items = doc.prose
    references = any(remembered(doc.headings, "references_heading", _references_heading))
    # A section that says it reports the writer's own measurements ("we measured", 实测)
    # presents its figures as evidence of its own; an article that says how it measured
    # them (a survey's responses, a benchmark's setup), every section.
    if states_method(doc):
        return 0, []
    own = {id(it) for section in doc.sections
           if any(other.a.own_measurement for other in section.items)
           for it in section.items} if any(map(_OWN_MEASUREMENT, doc.items)) else set()
    # (Each block's flags kept with it as one number and judged as arrays: a rescore
    # walked some 250 blocks with figures in Python, 0.43 ms at 20k words, now 0.2. Only
    # the items of lists, whose neighbours are their whole list, are judged one by one.)
    # numpy is imported here, not with the module: the window imports the checks' names
    # and must stay light (tests/system/test_scoring_process.py).
    import numpy as np

    size = len(items)
    flags = np.fromiter(remembered(items, "source_flags", _source_flags), np.int64, size)
    section = np.fromiter(_section_of(doc), np.int64, size)
    judged = (flags & _NEEDS_SOURCE) != 0
    if own:
        judged &= ~np.fromiter((id(it) in own for it in items), bool, size)
    cited = (flags & _CITED) != 0
    sourced = (flags & _SOURCED) != 0
    # A link in the paragraph before or after may be the figures' source; not for a
    # figure that names its own source and gives no link to it (a link elsewhere in
    # its paragraph neither stands in its sentence nor names its source).
    same = section[1:] == section[:-1]
    near = sourced.copy()
    near[1:] |= sourced[:-1] & same
    near[:-1] |= sourced[1:] & same
    in_list = judged & ((flags & _LISTED) != 0)
    lists: dict[int, tuple[int, int]] = {}
    for index in np.flatnonzero(in_list).tolist():
        near[index] = any(sourced[other] for other in range(*_neighbours(items, index, lists))
                          if section[other] == section[index])
    near &= ~cited
    if references:
        near |= (flags & _FOOTNOTED) != 0
    with_figures = int(np.count_nonzero(judged))
    unsourced: list[int] = np.flatnonzero(judged & ~near).tolist()
    return with_figures, unsourced


#: What :func:`unsourced_paragraphs` reads of a block, as bits of one number.
_NEEDS_SOURCE, _CITED, _SOURCED, _LISTED, _FOOTNOTED = 1, 2, 4, 8, 16


def _source_flags(it: Item) -> int:
    """The bits of :data:`_NEEDS_SOURCE` … :data:`_FOOTNOTED` that hold for the block:
    figures that need a source (two or more; one named with no link; a percentage or a
    multiple; a placeholder figure, "XX%", still to find: a note never makes a claim
    disappear) outside a block quote, a figure whose only support is a name with no link,
    a source of its own, an item of a list, a footnote."""
    f = kept_figures(it)
    kind = it.block.kind
    needs = kind != QUOTE and bool(f.claim_figures >= 2 or f.cited_figures or f.statistics
                                   or _pending_figure(it))
    return ((_NEEDS_SOURCE if needs else 0) | (_CITED if f.cited_figures else 0)
            | (_SOURCED if f.has_source else 0) | (_LISTED if kind == LIST_ITEM else 0)
            | (_FOOTNOTED if it.a.footnotes else 0))


def _neighbours(items: list[Item], index: int,
                lists: dict[int, tuple[int, int]]) -> tuple[int, int]:
    """The blocks that may hold the source of the figures of ``items[index]``, as a
    range's bounds: the one before and the one after; for an item of a list, the whole
    list, and the paragraph above it when its last sentence, the one leading into the
    list, links ("The figures come from [the 2024 trial](…):" above the steps).

    Read around the block alone: a rescore asks about the few blocks with figures, and
    walking every block for its list cost some 0.2 ms of a 7 ms incremental rescore
    (20k words). ``lists`` keeps each list's bounds for its other items, so that a long
    list is walked once."""
    if items[index].block.kind != LIST_ITEM:
        return max(0, index - 1), min(len(items), index + 2)
    found = lists.get(index)
    if found is None:
        first = index
        while first and items[first - 1].block.kind == LIST_ITEM:
            first -= 1
        end = index
        while end < len(items) and items[end].block.kind == LIST_ITEM:
            end += 1
        found = (first - 1 if first and _links_in_last_sentence(items[first - 1]) else first,
                 end)
        lists.update(dict.fromkeys(range(first, end), found))
    first, end = found
    return min(first, max(0, index - 1)), min(len(items), max(end, index + 2))


def _links_in_last_sentence(it: Item) -> bool:
    last = it.a.sentences[-1].start if it.a.sentences else 0
    return any(start >= last for start, _, _ in it.a.links)


def _pending_figure(it: Item) -> bool:
    return any(placeholders.is_figure(it.block.text[start:end])
               for start, end in it.a.placeholders)


def _section_of(doc: DocumentView) -> list[int]:
    """The section each block of the prose stands in (a link under the next heading is
    not a paragraph's source)."""
    return list(map(doc.section_of.get, map(id, doc.prose), repeat(-1)))


def vague_authority(doc: DocumentView) -> CheckResult:
    """"Studies show", "experts say", 研究表明 … with no citation in the sentence."""
    marks: list[Mark] = []
    for it in compress(doc.prose, map(_VAGUE, doc.prose)):
        cited = [(s, e) for s, e, _ in it.a.links] + list(it.a.footnotes)
        for start, end in it.a.vague:
            sentence = next(((s.start, s.end) for s in it.a.sentences
                             if s.start <= start < s.end), (start, end))
            if any(sentence[0] <= s < sentence[1] for s, _ in cited):
                continue
            marks.append(mark(it.span((start, end)), "weak", "sources.vague.mark",
                              "sources.vague.fix", "word", phrase=it.block.text[start:end]))
    return result("vague_authority", 100.0 - 30 * len(marks), len(marks), "0",
                  "sources.vague", marks, n=len(marks))


def unlinked_sources(doc: DocumentView) -> CheckResult:
    """Named studies, reports and experts with no link ("cited, not linked"), links to a
    site's home page and referral links: shown to the writer, they earn nothing."""
    marks: list[Mark] = []
    for it, figures in zip(doc.prose, doc.figures, strict=True):
        if not (figures.unlinked or figures.homes or figures.referrals or figures.tracking):
            continue
        marks.extend(placed(it, "unlinked_marks", lambda it=it, f=figures: _unlinked_marks(
            it, f)))
    named = sum(1 for m in marks if m.message == "sources.unlinked.mark")
    homes = sum(1 for m in marks if m.message == "sources.unlinked.home")
    referrals = sum(1 for m in marks if m.message == "sources.unlinked.referral")
    if not marks:
        return result("unlinked_sources", 100.0, 0, "0", "sources.unlinked.none")
    return result("unlinked_sources", 100.0 * 0.8 ** len(marks), len(marks), "0",
                  "sources.unlinked", marks, n=named, home=homes, referral=referrals)


def _unlinked_marks(it: Item, figures: BlockFigures) -> list[Mark]:
    text = it.block.text
    out = [mark(it.span((start, end)), "warn", "sources.unlinked.mark",
                "sources.unlinked.fix", "sentence", name=name or text[start:end].strip())
           for start, end, name in figures.unlinked]
    # A home page is often a tool named in passing ("[libuv](https://libuv.org/)"): a note.
    out += [mark(it.span((start, end)), "info", "sources.unlinked.home", "sources.unlinked.page",
                 "word", anchor=anchor) for start, end, anchor in figures.homes]
    out += [mark(it.span((start, end)), "warn", "sources.unlinked.referral",
                 "sources.unlinked.plain", "word", anchor=anchor)
            for start, end, anchor in figures.referrals + figures.tracking]
    return out


def disclosure(doc: DocumentView) -> CheckResult:
    """A sponsored or affiliate post: disclosure words or referral links. Noted for the
    writer, never scored: the disclosure is what readers and engines trust, and referral
    links are not sources."""
    # (The blocks that disclose picked in C: a rescore walked every block for them.)
    disclosed = list(map(_DISCLOSURE, doc.figures))
    said = [(it, span) for it, spans in compress(zip(doc.prose, disclosed, strict=True),
                                                 disclosed)
            for span in spans]
    referrals = sum(map(len, map(_REFERRALS, doc.figures)))
    if not said and not referrals:
        return not_applicable("disclosure", "sources.disclosure.none")
    if said:
        it, span = said[0]
        words = it.block.text[span[0]:span[1]]
        return result("disclosure", 100.0, len(said), "disclosed", "sources.disclosure.said",
                      [mark(it.span(span), "info", "sources.disclosure.mark",
                            "sources.disclosure.keep", "word", words=words,
                            referral=referrals)],
                      words=words, referral=referrals)
    return result("disclosure", 40.0, 0, "disclosed", "sources.disclosure.missing",
                  [doc_mark("sources.disclosure.missing", "sources.disclosure.add",
                            referral=referrals)], referral=referrals)


def unsourced_cap(doc: DocumentView) -> int | None:
    """The highest Sources score an article with figures and no followable source gets."""
    if doc.sources.verifiable == 0 and doc.fact_sentence_count >= 3:
        return doc.t.unsourced_sources_cap
    return None


CHECKS = (
    Check("citations", 0.45, citations),
    Check("quotations", 0.15, quotations),
    Check("publication_date", 0.15, publication_date),
    Check("unsourced_figures", 0.15, unsourced_figures),
    Check("vague_authority", 0.10, vague_authority),
    # Shown with their marks, counted for nothing: a name without a link earns nothing,
    # and a sponsored post is told what readers trust.
    Check("unlinked_sources", 0.0, unlinked_sources),
    Check("disclosure", 0.0, disclosure),
)
