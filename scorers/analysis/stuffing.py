"""Keyword stuffing, read off a document view: one term or one two-word phrase packed
into a paragraph, over-used across the article, or repeated in a heading or the title.

English splits "technical blog" into two words, each of which may stay under the term
limits while the phrase makes up a third of a paragraph; jieba often splits 家庭堆肥
into 家庭 and 堆肥. So phrases are counted beside terms, in both languages. The gate and
the extractability check read the same findings, through :class:`DocumentView`.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import chain, compress, pairwise
from itertools import count as indexes
from operator import attrgetter, is_
from typing import TYPE_CHECKING

from scorers.analysis.memo import remembered
from scorers.language.detect import CJK_CHAR
from scorers.rules.thresholds import LangThresholds

if TYPE_CHECKING:
    from scorers.analysis.block import BlockAnalysis
    from scorers.document import DocumentView, Item

_TERM_LIST = attrgetter("a.term_list")
_ANALYSIS = attrgetter("a")

# A front-matter title is not tokenised with the article: the few stop words that would
# make a phrase of two content words look repeated are left out by hand.
_TITLE_STOP_WORDS = frozenset({"the", "and", "for", "with", "your", "you", "how", "what",
                               "why", "are", "from", "this", "that", "into", "about"})

def top_local_term(it: Item) -> tuple[str, int] | None:
    """A block's most frequent content term and its count (the greatest of equals)."""
    if not it.a.words or not it.a.terms:
        return None
    # The greatest (count, term) pair, compared in C rather than through a key function.
    count, term = max(zip(it.a.terms.values(), it.a.terms.keys(), strict=True))
    return term, count


def phrases(terms: Sequence[str]) -> Counter[str]:
    """Two-word phrases of content terms ("technical blog"), stop words skipped."""
    return Counter(f"{a} {b}" for a, b in pairwise(terms) if a != b)


def top_local_phrase(it: Item) -> tuple[str, int] | None:
    """A block's most frequent two-word phrase and its count ("technical blog": English
    splits it in two words; jieba often splits 家庭堆肥 into 家庭 and 堆肥)."""
    if len(it.a.term_list) < 2:
        return None
    counts = phrases(it.a.term_list)
    if not counts:
        return None
    count, phrase = max(zip(counts.values(), counts.keys(), strict=True))
    return phrase, count


#: A heading (or title) that says one term this many times, or one two-word phrase
#: this many times, is stuffed: "Technical blog: start a technical blog, technical blog tips".
HEADING_TERM_REPEATS = 3
HEADING_PHRASE_REPEATS = 2


def stuffed_heading(terms: Sequence[str]) -> tuple[str, int] | None:
    """The phrase or term a heading repeats beyond any natural title, and how often."""
    found = phrases(terms)
    if found:
        count, phrase = max(zip(found.values(), found.keys(), strict=True))
        if count >= HEADING_PHRASE_REPEATS:
            return phrase, count
    counts = Counter(terms)
    if counts:
        count, term = max(zip(counts.values(), counts.keys(), strict=True))
        if count >= HEADING_TERM_REPEATS:
            return term, count
    return None


def _stuffed_heading(it: Item) -> tuple[str, int] | None:
    return stuffed_heading(it.a.term_list)


#: A paragraph that repeats one two-word phrase this often (and for a fifth of its words)
#: is stuffed. Chinese needs a repeat more: real articles say 硬件服务 four times in a
#: short paragraph.
PHRASE_PARAGRAPH_REPEATS = {"en": 4, "zh": 5}


def squashed(text: str) -> str:
    # "dubbo go" is the subject of a title that says "Dubbo-go".
    return _NOT_WORD.sub("", text)


_NOT_WORD = re.compile(r"[\W_]+")


def joined(phrase: str) -> str:
    """A phrase as the writer writes it: "technical blog", but 家庭堆肥."""
    first, _, second = phrase.partition(" ")
    if second and CJK_CHAR.match(first[-1]) and CJK_CHAR.match(second[0]):
        return first + second
    return phrase



@dataclass(slots=True)
class Stuffed:
    """The stuffed paragraphs in document order, and the phrase (with its count) of each
    one packed with a phrase rather than a single term, by ``id`` of its item."""

    items: list[Item] = field(default_factory=list)
    phrases: dict[int, tuple[str, int]] = field(default_factory=dict)


def top_term(counts: Counter[str], words: int) -> tuple[str, int, float]:
    """The most frequent content term, its count and its share of all ``words``."""
    if not counts or not words:
        return ("", 0, 0.0)
    # The highest count, and of the terms with it the greatest.
    count = max(counts.values())
    term = max(term for term, n in counts.items() if n == count)
    return (term, count, count / words)


def limits(t: LangThresholds, term: str, title: str,
           subjects: frozenset[str] = frozenset()) -> tuple[float, float]:
    """The share of all words above which ``term`` is stuffing, and the share at which
    the check scores 0. The article's own subject (a word of its title, or a term two of
    its headings name: ``subjects``) may recur twice as often: an article about solar
    panels says "panel" a lot, and a reference on Cache-Control whose sections are
    缓存请求指令 and 禁止缓存 says 缓存 a lot."""
    if term and (term in subjects or squashed(joined(term)) in squashed(title.lower())):
        return (t.stuffing_share * 2, t.stuffing_share_bad * 2)
    return (t.stuffing_share, t.stuffing_share_bad)


#: A term two headings or more name is a subject of the article (see :func:`limits`).
SUBJECT_HEADINGS = 2


def heading_subjects(headings: Sequence[Item]) -> frozenset[str]:
    """The content terms that at least :data:`SUBJECT_HEADINGS` headings name (each
    heading counted once). A keystroke in a paragraph leaves every heading's analysis
    the very object it was: the last answer is given again (compared in C), instead of
    counting the terms of every heading on every rescore."""
    global _last_subjects
    analyses = list(map(_ANALYSIS, headings))
    kept_analyses, kept = _last_subjects
    if len(kept_analyses) == len(analyses) and all(map(is_, kept_analyses, analyses)):
        return kept
    counts = Counter(chain.from_iterable(set(a.term_list) for a in analyses))
    found = frozenset(term for term, n in counts.items() if n >= SUBJECT_HEADINGS)
    # (One tuple, replaced whole: a thread reading it sees a matching pair. The analyses
    # are held, so no other object can take one's place.)
    _last_subjects = (analyses, found)
    return found


#: The analyses of the headings last asked about, and their subjects.
_last_subjects: tuple[list[BlockAnalysis], frozenset[str]] = ([], frozenset())


def top_phrase(prose: list[Item], words: int,
               count_phrases: Callable[[list[BlockAnalysis]], Counter[str]] | None = None,
               ) -> tuple[str, int, float]:
    """The most frequent two-word phrase of ``prose``, its count and its uses per word
    of the article (``count_phrases``: what counts the phrases of the prose's analyses,
    :class:`scorers.analysis.term_tally.PhraseTally` between two scorings)."""
    if not words:
        return ("", 0, 0.0)
    # Prose only: the cells of a table ("Read | Write") and headings are no phrase.
    counts = phrases(list(chain.from_iterable(map(_TERM_LIST, prose)))) \
        if count_phrases is None else count_phrases(list(map(_ANALYSIS, prose)))
    if not counts:
        return ("", 0, 0.0)
    count, phrase = max(zip(counts.values(), counts.keys(), strict=True))
    # Counted once per use, as a term is: the phrase is one keyword, and a term's
    # limits apply to it (counting both its words would gate a talk list's
    # "video, slides" links).
    return (phrase, count, count / words)


def stuffed_paragraphs(doc: DocumentView) -> Stuffed:
    """Paragraphs packed with one term (at least four times and a fifth of its words, or
    well above the stuffing limit when the whole article over-uses that term), then
    those packed with one two-word phrase."""
    term, count, share = doc.top_term
    t = doc.t
    over_used = count >= t.stuffing_min_count and share > doc.stuffing_limits(term)[0]
    bad = doc.stuffing_limits(term)[1]
    prose = doc.all_prose
    tops = remembered(prose, "top_local_term", top_local_term)
    # A paragraph is packed only if its own top term occurs four times or more (which
    # blocks do is remembered with each: a keystroke walks the few that do).
    candidates = zip(prose, tops, strict=True) if over_used else (
        (prose[index], tops[index]) for index in compress(
            indexes(), remembered(prose, "top_local_term_4", _top_term_four_times)))
    title = doc.title.lower()
    subjects = doc.subject_terms
    counts = doc.term_counts
    out = []
    for it, top in candidates:
        if top is None:
            continue
        local, local_count = top
        # The article's subject may fill more of a paragraph, but not of one that chants
        # it (大模型是未来。大模型改变世界。… over and over).
        limit = t.stuffing_paragraph_share * (
            1.75 if (local in title or local in subjects)
            and not chanted(it, local, t.stuffing_min_count) else 1)
        # A few mentions in a short paragraph (a definition names its subject, a step's
        # labels say 文件位置 and 文件修改内容) are a run of keywords only where the
        # article as a whole says the term more than natural prose does; a run of
        # stuffing_min_count or more is one anywhere.
        run = local_count >= t.stuffing_min_count or (
            counts.get(local, 0) / max(1, doc.words) > doc.stuffing_limits(local)[0])
        packed = run and local_count >= 4 and local_count / it.a.words >= limit
        heavy = over_used and it.a.terms.get(term, 0) >= 3 and \
            it.a.terms[term] / it.a.words > bad and not in_varied_company(it, term)
        if packed or heavy:
            out.append(it)
    return _with_phrase_stuffing(doc, out)


#: Distinct other content terms a paragraph names for each mention of a term, at least,
#: for the mentions to read as prose about it (see :func:`in_varied_company`).
COMPANY_PER_MENTION = 3


def in_varied_company(it: Item, term: str) -> bool:
    """Whether a short paragraph says ``term`` the way a technical answer says its topic:
    each mention between other words than the last (no frame said twice), among at least
    :data:`COMPANY_PER_MENTION` distinct other content terms per mention. A short FAQ
    item on labels ("Normalize label values … provided by the label … normalize the
    label", 3 of 29 words) names ten other things; a stuffed one says the term in one
    frame with next to nothing else ("热泵节省 73%，热泵节省 81%，热泵节省 94%": one other
    term; "索引让查询变快，索引要维护，…" twice: four)."""
    terms = it.a.term_list
    frames = [(terms[i - 1] if i else "", terms[i + 1] if i + 1 < len(terms) else "")
              for i, word in enumerate(terms) if word == term]
    company = {word for word in terms if word != term}
    return len(set(frames)) == len(frames) and \
        len(company) >= COMPANY_PER_MENTION * len(frames)


def chanted(it: Item, term: str, least: int) -> bool:
    """A paragraph of ``least`` sentences or more naming ``term`` in which every sentence
    names it, or the sentences naming it mostly repeat one another: a chant of the term,
    not prose about it (prose about a subject says other things between its mentions,
    and does not say the same sentence twice)."""
    text = it.block.text
    said = [" ".join(text[s.start:s.end].lower().split()) for s in it.a.sentences]
    naming = [sentence for sentence in said if term in sentence]
    if len(naming) < least:
        return False
    return len(naming) == len(said) or 2 * len(set(naming)) <= len(naming)


def _top_term_four_times(it: Item) -> bool:
    top = remembered([it], "top_local_term", top_local_term)[0]
    return top is not None and top[1] >= 4


def _packed_with_phrase(it: Item, repeats: int, share: float) -> bool:
    """Whether the paragraph's own top phrase packs it: said ``repeats`` times or more
    and ``share`` of its words or more."""
    top = remembered([it], "top_local_phrase", top_local_phrase)[0]
    return top is not None and top[1] >= repeats and 2 * top[1] / it.a.words >= share


def _with_phrase_stuffing(doc: DocumentView, stuffed: list[Item]) -> Stuffed:
    t = doc.t
    phrase, total, share = doc.top_phrase
    over_used = total >= t.stuffing_min_count and share > doc.stuffing_limits(phrase)[1]
    repeats = PHRASE_PARAGRAPH_REPEATS[doc.lang]
    prose = doc.all_prose
    tops = remembered(prose, "top_local_phrase", top_local_phrase)
    packed = set(map(id, stuffed))
    by_phrase: dict[int, tuple[str, int]] = {}
    # Unless the article over-uses its top phrase, whether a paragraph is packed with its
    # own depends on the paragraph alone: remembered with it, and only those walked.
    candidates = zip(prose, tops, strict=True) if over_used else (
        (prose[index], tops[index]) for index in compress(indexes(), remembered(
            prose, f"phrase_packed.{doc.lang}",
            lambda it: _packed_with_phrase(it, repeats, t.stuffing_paragraph_share))))
    for it, top in candidates:
        if top is None or id(it) in packed:
            continue
        local, count = top
        share_here = 2 * count / it.a.words
        if (count >= repeats and share_here >= t.stuffing_paragraph_share) or (
                over_used and local == phrase and count >= 3
                and share_here > t.stuffing_share_bad):
            packed.add(id(it))
            by_phrase[id(it)] = (local, count)
    if not by_phrase:
        return Stuffed(stuffed)
    return Stuffed([it for it in prose if id(it) in packed], by_phrase)


def stuffed_headings(headings: list[Item], title: str | None,
                     lang: str) -> list[tuple[Item | None, str, int]]:
    """Headings, and a front-matter title (item None), that repeat one term or phrase
    beyond any natural title: ``(heading, term or phrase, count)``."""
    out: list[tuple[Item | None, str, int]] = [
        (it, *found) for it, found in zip(
            headings, remembered(headings, "stuffed_heading", _stuffed_heading), strict=True)
        if found is not None]
    if title and lang == "en":
        words = [w for w in re.findall(r"[a-z][a-z0-9'-]{2,}", title.lower())
                 if w not in _TITLE_STOP_WORDS]
        found = stuffed_heading(words)
        if found is not None:
            out.append((None, *found))
    return out
