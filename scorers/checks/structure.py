"""Structure (结构化规范性): title, headings, sections, paragraphs, lists, summary, FAQ."""

from __future__ import annotations

import functools
import re
from itertools import compress
from operator import attrgetter, itemgetter

from scorers.analysis.block import Sentence
from scorers.analysis.block_figures import event_logistics
from scorers.analysis.block_figures import read as read_figures
from scorers.analysis.claims import claim_kind, personal
from scorers.analysis.memo import placed, remembered
from scorers.checks.base import (
    Check,
    at_least,
    doc_mark,
    mark,
    not_applicable,
    pct,
    result,
    too_short,
)
from scorers.checks.extractability import answers
from scorers.checks.hollow import hollow_headings
from scorers.document import DocumentView, Item, says_nothing
from scorers.markup.blocks import HEADING, LIST_ITEM, PARAGRAPH, QUOTE
from scorers.report.results import CheckResult, Mark
from scorers.rules.patterns import ANNOUNCEMENT, QUESTION
from scorers.rules.thresholds import ZH_CHARS_PER_WORD, for_lang


def title(doc: DocumentView) -> CheckResult:
    """Exactly one H1 title (or a front matter title)."""
    h1 = [it for it in doc.headings if it.a.level == 1]
    # A site generator (Jekyll, Hugo, Docusaurus) prints the front matter's title above
    # the page, so the body's H1s are its top-level sections, not rival titles.
    if len(h1) == 1 or doc.front_matter.get("title"):
        return result("title", 100.0, 1, "1", "structure.title.ok")
    if not h1:
        line = _title_line(doc)
        if line is not None:
            # The page has a title a reader sees, only not marked as one: a formatting
            # fix, not a page without a title.
            return result("title", 80.0, 1, "1", "structure.title.plain",
                          [mark(line.content_span, "warn", "structure.title.plain",
                                "structure.title.mark")])
        return result("title", 20.0, 0, "1", "structure.title.missing",
                      [doc_mark("structure.title.missing", "structure.title.add")])
    marks = [mark(it.content_span, "warn", "structure.title.extra", "structure.title.demote")
             for it in h1[1:]]
    return result("title", 50.0, len(h1), "1", "structure.title.many", marks, n=len(h1))


#: Words (Chinese: as many characters as that many words) a first line may have and
#: still read as the page's title.
_TITLE_WORDS = 20
_CLOSES_A_SENTENCE = ".!?。！？:：;；,，…"


def _title_line(doc: DocumentView) -> Item | None:
    """The first block when it is a title written as a plain line ("[Security Notice]
    DolphinScheduler Vulnerability Explanation", 【安全通报】……漏洞情况说明): one short
    line that ends no sentence, with the text of the page after it, on a page with no H1
    and no front matter title."""
    if len(doc.items) < 2 or doc.front_matter.get("title") or any(
            it.a.level == 1 for it in doc.headings):
        return None
    first = doc.items[0]
    text = first.block.text.strip()
    if first.block.kind != PARAGRAPH or not first.a.plain or "\n" in text:
        return None
    most = _TITLE_WORDS * (ZH_CHARS_PER_WORD if doc.lang == "zh" else 1)
    if text[-1] in _CLOSES_A_SENTENCE or doc.length_of(first) > most:
        return None
    return first


def heading_levels(doc: DocumentView) -> CheckResult:
    """Heading levels go down one step at a time (no H2 → H4)."""
    # A heading whose text is code ("### `useId()`") has no prose, yet it is a step of
    # the outline: without it, the "#### Parameters" under it would look like a skip.
    outline = [it for it, kind in zip(doc.items, doc.kinds, strict=True)
               if kind == HEADING and (it.a.plain or it.block.text.strip("# \t\n"))]
    if len(outline) < 2:
        return not_applicable("heading_levels", "structure.levels.few")
    marks: list[Mark] = []
    previous = outline[0].a.level
    for it in outline[1:]:
        level = it.a.level
        if level > previous + 1:
            marks.append(mark(it.content_span, "warn", "structure.levels.skip",
                              "structure.levels.fix", level=level, previous=previous))
        previous = level
    return result("heading_levels", 100.0 - 25 * len(marks), len(marks), "0",
                  "structure.levels", marks, n=len(marks))


def section_length(doc: DocumentView) -> CheckResult:
    """A subheading at least every ~300 words (~600 Chinese characters)."""
    limit = doc.t.section_max
    if doc.said_length < limit / 2:
        return too_short("section_length", "structure.sections.short")
    marks: list[Mark] = []
    longest = 0.0
    excess = 0.0
    lengths = remembered(doc.items, f"section_length.{doc.lang}",
                         lambda it: doc.length_of(it) if it.a.size else None)
    entries = remembered(doc.items, "list_entry", _entry)
    for start, end in doc.section_bounds:
        parts, cuts = _section(tuple(lengths[start:end]), tuple(entries[start:end]), limit)
        for index, run in cuts:
            marks.append(mark(doc.items[start + index].content_span, "weak",
                              "structure.sections.mark", "structure.sections.fix",
                              n=round(run), limit=limit, unit=doc.unit))
        longest = max(longest, *parts)
        excess += sum(max(0.0, part - limit) for part in parts)
    score = 100.0 * (1 - 2 * excess / doc.length) if doc.length else 100.0
    return result("section_length", score, round(longest), f"≤ {limit}",
                  "structure.sections", marks, longest=round(longest), limit=limit,
                  unit=doc.unit, n=len(marks))


@functools.lru_cache(maxsize=4096)
def _section(lengths: tuple[float | None, ...], entries: tuple[bool, ...], limit: int,
             ) -> tuple[tuple[float, ...], tuple[tuple[int, float], ...]]:
    """A section's parts (split where an entry of a list of entries starts) and their
    lengths, and where the text runs over ``limit`` since the last such place or entry
    (the block's index and the length before it). Blocks without words are None."""
    run = 0.0
    part = 0.0
    parts = []
    cuts = []
    for index, size in enumerate(lengths):
        if size is None:
            continue
        if entries[index] and part > 0:
            # An entry with its own title line ("- How do I choose a back end?" and its
            # answer nested under it) is a passage of its own, as under a subheading.
            parts.append(part)
            part = run = 0.0
        if run + size > limit and run > 0:
            cuts.append((index, run))
            run = 0.0
        run += size
        part += size
    parts.append(part)
    return tuple(parts), tuple(cuts)


_NESTED = re.compile(r"\n[ \t]*\n[ \t]+\S")


def _entry(it: Item) -> bool:
    """A list item that is an entry: a title line, then its text nested under it."""
    return it.block.kind == LIST_ITEM and _NESTED.search(it.block.text.rstrip()) is not None


_TOO_LONG = attrgetter("too_long")
_IMAGES = attrgetter("a.images")
_ENUMERATION = attrgetter("a.enumeration")
_PICTURED = itemgetter(2)


def paragraph_length(doc: DocumentView) -> CheckResult:
    """Paragraphs of at most ~150 words (~300 Chinese characters)."""
    nothing = doc.per_prose_block("says_nothing", says_nothing)  # remembered per block
    if not doc.prose or all(nothing):
        # Statements that say nothing ("Beans matter.") are short, and no paragraphs:
        # a page of them earns nothing here.
        return not_applicable("paragraph_length", "structure.paragraphs.none")
    too_long = map(_TOO_LONG, doc.figures)
    marks = [placed(it, "paragraph_mark", lambda it=it: mark(
                 it.content_span, "weak", "structure.paragraphs.mark",
                 "structure.paragraphs.fix", n=it.a.length, limit=for_lang(it.a.lang).paragraph_max,
                 unit="chars" if it.a.lang == "zh" else "words"))
             for it in compress(doc.prose, too_long)]
    total = len(doc.prose) - sum(nothing) or len(doc.prose)
    share = len(marks) / total
    return result("paragraph_length", 100.0 * (1 - 2 * share), len(marks), "0",
                  "structure.paragraphs", marks, n=len(marks), total=total,
                  limit=doc.t.paragraph_max, unit=doc.unit)


def lists_and_tables(doc: DocumentView) -> CheckResult:
    """Lists and tables where the text enumerates or compares (shown for information:
    controlled tests found no effect of formatting by itself)."""
    marks = [mark(it.span(it.a.enumeration), "info", "structure.lists.inline",
                  "structure.lists.fix", "sentence")
             for it in compress(doc.paragraphs, map(_ENUMERATION, doc.paragraphs))]
    if doc.said_length < doc.t.min_length / 2 and not marks:
        return too_short("lists_tables", "structure.lists.short")
    count = doc.lists + len(doc.tables)
    score = (100.0 if count else 50.0) - 15 * len(marks)
    return result("lists_tables", score, count, "≥ 1", "structure.lists", marks,
                  lists=doc.lists, tables=len(doc.tables), inline=len(marks))


def summary(doc: DocumentView) -> CheckResult:
    """A summary (TL;DR, 摘要, 速读 …) in the opening."""
    opening = []
    title_line = _title_line(doc)
    for it in doc.items:
        if it is title_line:
            continue  # the title, written as a plain line, is no lede
        # The opening runs to the first subheading after some text ("## Introduction"
        # right under the title still belongs to it).
        if it.block.kind == HEADING and it.a.level >= 2 and any(
                other.block.kind != HEADING for other in opening):
            break
        if it.a.plain:
            opening.append(it)
        # Four blocks of text: the title and an "Introduction" heading are not the lede.
        if sum(other.block.kind != HEADING for other in opening) >= 4:
            break
    found = placed = any(it.a.summary_marker for it in opening)
    if not found:
        # An opening quote block of one or two sentences, or a short first paragraph, that
        # states a claim (a figure or a definition) reads as a summary too: the
        # "standfirst" of news writing, the lede of a reference page.
        first = next((it for it in opening if it.block.kind != HEADING
                      and not _greeting(it, doc)), None)
        found = first is not None and (_lede(first, doc) or _answers_first_question(doc))
        placed = first is not None and first.block.kind == QUOTE  # where a standfirst stands
    # A summary says what the article found; one that opens by announcing what it will
    # cover ("This post describes …", 本文将介绍 …) is an outline.
    first = next((it for it in opening if it.block.kind != HEADING and it.a.sentences), None)
    if (found or placed) and first is not None and ANNOUNCEMENT.search(first.a.plain):
        return result("summary", 40.0, 0, "1", "structure.summary.announces",
                      [mark(first.content_span, "warn", "structure.summary.announces",
                            "structure.summary.state")])
    if found:
        return result("summary", 100.0, 1, "1", "structure.summary.ok")
    return result("summary", 40.0, 0, "1", "structure.summary.missing",
                  [doc_mark("structure.summary.missing", "structure.summary.add")])


#: Words (Chinese: as many characters as that many words) under which a one-line opening
#: says nothing yet: a greeting or a label, not a lede.
_GREETING_WORDS = 4
_CALLED_OUT = "!！,，:："


def _greeting(it: Item, doc: DocumentView) -> bool:
    """A line that says nothing yet ("Hello, Rustaceans!", 大家好！): the lede is the
    paragraph after it."""
    # A greeting is called out ("Hello, Rustaceans!", 各位好：); a short statement with a
    # figure ("The answer is 42.") is a lede, however few its words.
    if any(ch.isdigit() for ch in it.a.plain):
        return False
    return says_nothing(it) or (
        len(it.a.sentences) == 1 and it.a.sentences[0].claim not in ("figure", "definition")
        and it.block.text.rstrip()[-1:] in _CALLED_OUT
        and doc.length_of(it) < _GREETING_WORDS * (ZH_CHARS_PER_WORD if doc.lang == "zh" else 1))


def _lede(first: Item, doc: DocumentView) -> bool:
    """Whether the opening block is a standfirst: a quote of one or two sentences or a
    short paragraph of at most three, stating a figure or a definition. A quote that
    only labels the post ("> Event recap: the talks and their videos.") is a tagline:
    it says what the page is, not what it found."""
    if first.block.kind == QUOTE:
        fits = len(first.a.sentences) <= 2
    else:
        fits = len(first.a.sentences) <= 3 and first.a.length <= doc.t.lede_max
    claims = [s.claim for s in first.a.sentences]
    if first.a.sentences and claims[0] not in ("figure", "definition"):
        claims[0] = _with_code(first, first.a.sentences[0])
    # A statistic whose only support is a name with no link or a home page ("According to
    # a 2024 Stanford study, 73% …") states nothing a reader could check: no lede.
    cited = _cited_spans(first)
    if cited:
        claims = [None if claim == "figure" and any(
                      start < s.end and end > s.start for start, end in cited) else claim
                  for claim, s in zip(claims, first.a.sentences, strict=True)]
    # An opening that gives only an event's date, place and head count ("On July 10 the
    # meetup closed in Beijing: 292 signed up, 140 came") reports that it happened, not
    # what anyone found: an invitation or a recap, no standfirst.
    # Nor does the writer's own story ("I joined expecting to spend three months …"): a
    # personal figure is no finding, as it is no fact.
    text = first.block.text
    claims = [None if claim == "figure" and (
                  event_logistics(first, s) or personal(text[s.start:s.end], doc.lang))
              else claim for claim, s in zip(claims, first.a.sentences, strict=True)]
    return fits and any(claim in ("figure", "definition") for claim in claims)


def _answers_first_question(doc: DocumentView) -> bool:
    """Whether the page opens on a question (its title, or the first heading with text
    under it) and its first sentence answers it: a FAQ entry or a forum answer puts its
    conclusion first, as a summary does."""
    section = next((section for section in doc.sections
                    if any(it.a.sentences for it in section.items)), None)
    if section is None:
        return False
    if section.heading is not None:
        asked = section.heading.a.question
    else:
        asked = bool(QUESTION.search(doc.front_matter.get("title") or ""))
    return asked and bool(answers(section, doc))


def _cited_spans(it: Item) -> tuple[tuple[int, int], ...]:
    """Where the block states a statistic whose only support is a name with no link or a
    home page."""
    if not it.a.is_prose:
        return ()
    return remembered([it], "figures", read_figures)[0].cited_statistics


def _with_code(it: Item, sentence: Sentence) -> str | None:
    """What the first sentence claims, read with the inline code it opens on ("`useId` is a
    React Hook …"): the prose leaves code out, and with it the subject of the definition."""
    code = it.block.text[:sentence.start].strip()
    if len(code) < 3 or not (code.startswith("`") and code.endswith("`")):
        return sentence.claim
    return claim_kind(f"{code} {it.block.text[sentence.start:sentence.end]}", it.a.lang)


def faq(doc: DocumentView) -> CheckResult:
    """A FAQ (常见问题) whose entries are question headings (shown for information:
    Q&A formatting by itself did not raise citation)."""
    questions: list[int] = []
    faq_level = 0
    in_faq = False
    for it in doc.headings:
        level = it.a.level
        if it.a.faq_marker:
            in_faq, faq_level = True, level
            continue
        if in_faq and level <= faq_level:
            in_faq = False
        if in_faq and it.a.question:
            questions.append(level)
    if questions:
        return result("faq", 100.0, len(questions), "≥ 1", "structure.faq.ok", n=len(questions))
    if doc.said_length < doc.t.min_length / 2:
        return too_short("faq", "structure.faq.short")
    return result("faq", 40.0, 0, "≥ 1", "structure.faq.missing",
                  [doc_mark("structure.faq.missing", "structure.faq.add")])


def length(doc: DocumentView) -> CheckResult:
    """Long enough to be a source (~300 words, ~600 Chinese characters); statements that
    say nothing ("It is.") do not make a text long enough."""
    target = doc.t.min_length
    # The length shown is the status bar's (what the writer counts); the score is of
    # the text that says something.
    size = doc.said_length
    shown = round(doc.length)
    return result("length", at_least(size, target), shown, f"≥ {target}",
                  "structure.length", n=shown, target=target, unit=doc.unit,
                  share=pct(min(1.0, size / target)))


def placeholders(doc: DocumentView) -> CheckResult:
    """The writer's notes for later ("[TODO: …]", TBD, "XX%", 待补) still in the text.
    They are read as nothing by every other check (:mod:`scorers.markup.placeholders`);
    this one lists them, each marked, until they are filled in."""
    marks = [mark(it.span(span), "warn", "structure.placeholders.mark",
                  "structure.placeholders.fix", "word",
                  note=_shortened(it.block.text[span[0]:span[1]]))
             for it in doc.items if it.a.placeholders for span in it.a.placeholders]
    if not marks:
        return result("placeholders", 100.0, 0, "0", "structure.placeholders.ok")
    return result("placeholders", max(0.0, 100.0 - 20 * len(marks)), len(marks), "0",
                  "structure.placeholders", marks, n=len(marks))


def _shortened(note: str, most: int = 40) -> str:
    note = " ".join(note.split())
    return note if len(note) <= most else note[:most - 1] + "…"


#: Alt text that says nothing of the picture: a word for "a picture" ("image", 截图) or
#: the file's name as a tool wrote it ("image-20221211130607684", "IMG_2041.png").
_EMPTY_ALT = re.compile(
    r"^(?:(?:an?\s+)?(?:image|img|picture|pic|photo|screenshot|screen\s*shot|figure|"
    r"diagram|alt|placeholder)s?|图片?|截图|配图|照片|示意图|插图)\s*\d*$|"
    r"^[\w.-]*\d{4,}[\w.-]*$|^\S+\.(?:png|jpe?g|gif|svg|webp|bmp)$", re.I)


def alt_says_nothing(alt: str) -> bool:
    """Whether an image's alt text is missing or says nothing of what the picture shows."""
    return not alt or bool(_EMPTY_ALT.match(alt.strip()))


def image_alt(doc: DocumentView) -> CheckResult:
    """Images have alt text: answer engines and screen readers read it, not the picture.
    "image" or a file name is no alt text."""
    images = [(it, image) for it in compress(doc.items, map(_IMAGES, doc.items))
              for image in it.a.images]
    if not images:
        return not_applicable("image_alt", "structure.images.none")
    bare = [(it, image) for it, image in images if alt_says_nothing(image[2])]
    if not bare:
        # Nothing to fix: alt text is what every image should have, and earns nothing
        # over an article without pictures.
        return not_applicable("image_alt", "structure.images.ok", total=len(images))
    marks = [mark(it.span(image[:2]), "warn", "structure.images.mark", "structure.images.fix",
                  "word") for it, image in bare]
    share = 1 - len(bare) / len(images)
    return result("image_alt", 100.0 * share, share, "1.0", "structure.images", marks,
                  n=len(bare), total=len(images))


def thin_sections(doc: DocumentView) -> CheckResult:
    """Headings over nothing: a section that holds images and a line or two of text is a
    photo caption under a heading, and a heading with no text at all under it (nor under
    its subheadings) is a label; neither is a section a reader (or an engine) can use. A
    diary with a heading over every few photos, or a page of bare headings, must not
    score like a reference page."""
    # Whether each section holds a picture, read off one list of the blocks' images.
    images = list(map(_IMAGES, doc.items))
    headed = [(section.heading, section, any(images[start:end]))
              for section, (start, end) in zip(doc.sections, doc.section_bounds, strict=True)
              if section.heading is not None and section.heading.a.level >= 2]
    if len(headed) < 2:
        return not_applicable("thin_sections", "structure.thin.few")
    hollow = hollow_headings(doc)
    if not any(map(_PICTURED, headed)) and not hollow:
        # Nothing to judge in an article without pictures under its headings: a check
        # passed by default would raise every such article's Structure.
        return not_applicable("thin_sections", "structure.thin.none")
    limit = doc.t.thin_section
    marks: list[Mark] = []
    for heading, section, pictured in headed:
        if id(heading) in hollow:
            marks.append(mark(heading.content_span, "weak", "structure.thin.empty",
                              "structure.thin.fill"))
        elif pictured:
            text = sum(doc.length_of(it) for it in section.items if it.a.size)
            if text < limit:
                marks.append(mark(heading.content_span, "weak", "structure.thin.mark",
                                  "structure.thin.fix", n=round(text), unit=doc.unit))
    share = len(marks) / len(headed)
    return result("thin_sections", 100.0 * (1 - share), len(marks), "0",
                  "structure.thin" if marks else "structure.thin.ok", marks, n=len(marks),
                  total=len(headed), limit=limit, unit=doc.unit)


CHECKS = (
    Check("title", 0.20, title),
    Check("heading_levels", 0.10, heading_levels),
    Check("section_length", 0.20, section_length),
    Check("paragraph_length", 0.20, paragraph_length),
    Check("summary", 0.20, summary),
    Check("length", 0.10, length),
    Check("thin_sections", 0.15, thin_sections),
    Check("image_alt", 0.05, image_alt),
    Check("placeholders", 0.0, placeholders),
    Check("lists_tables", 0.0, lists_and_tables),
    Check("faq", 0.0, faq),
)
