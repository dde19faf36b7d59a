"""The scoring engine: blocks → cached analyses → checks → report.

:class:`Engine` keeps a cache of block analyses keyed by the block's kind,
text and language. After an edit only the blocks whose text changed are
analysed again; everything else is re-aggregated from the cache, which is
cheap. Because an analysis depends on nothing but its key, the report after
any sequence of edits equals a fresh full score of the same text.

Example:
    >>> from scorers import Engine
    >>> engine = Engine()
    >>> report = engine.score("# Title\\n\\nIn 2024, 35% of sites ...")
    >>> report.dimension("facts").score  # doctest: +SKIP
"""

from __future__ import annotations

import dataclasses
import re
import traceback
from dataclasses import dataclass
from itertools import repeat
from operator import is_, itemgetter

from scorers import gcpause
from scorers.analysis.block import NLP_KINDS, BlockAnalysis, analyse
from scorers.analysis.term_tally import PairTally, PhraseTally, TermTally
from scorers.answers import AnswerIndex, Answers, Questions, ReferenceIndex
from scorers.answers.questions import searchable
from scorers.checks import sources as sources_checks
from scorers.checks.base import Check
from scorers.dimensions import DIMENSIONS
from scorers.document import DocumentView, Item
from scorers.gates import gates
from scorers.language import detect as language
from scorers.language import nlp
from scorers.language.index_terms import index_terms
from scorers.language.tokens import read_docs
from scorers.markup.blocks import Block
from scorers.markup.directives import blank_out, is_off
from scorers.markup.inline import Markup, strip_markup
from scorers.markup.resegment import Segmenter
from scorers.report.placing import Placer
from scorers.report.results import CheckResult, DimensionResult, Mark, Report
from scorers.settings import Settings
from scorers.text_length import TextStatistics, text_statistics

#: spaCy refuses longer texts by default; a longer block is analysed in its first part.
MAX_NLP_CHARS = 500_000

#: Longer documents are refused (a report that says so) rather than scored for minutes.
MAX_SCORED_CHARS = 2_000_000

#: Runs of this many characters without a break are broken up for the tokenizers.
_LONG = 200
_LONG_RUN = re.compile(rf"\S{{{_LONG},}}")
# Chinese has no spaces between words: a long run is one without white space or the
# punctuation that ends a clause. jieba's HMM copies its path at every character, so an
# unbroken run of unknown characters is quadratic (100,000 copies of one character took
# 25 s); so are the fact patterns on a long run of digits.
_LONG_ZH_RUN = re.compile(rf"[^\s。！？；，、：]{{{_LONG},}}")


def _break_long_runs(match: re.Match[str]) -> str:
    # spaCy's rule tokenizer peels prefixes and suffixes off a token one at a time,
    # which is quadratic in the token's length: 100,000 characters without a space
    # would take minutes. A space every 100 characters bounds it; the length, and so
    # every offset, stays the same.
    run = match.group(0)
    return " ".join(run[i + 1 if i else 0:i + 100] for i in range(0, len(run), 100))
_QUERY_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9+#.-]*|[\u4e00-\u9fff]+")


@dataclass(slots=True)
class _Last:
    """The last document's blocks and what the engine read of each, for reuse."""

    blocks: list[Block]
    counts: list[tuple[int, int]]
    langs: list[str]
    analyses: list[BlockAnalysis]
    items: list[Item]
    doc_lang: str
    override: str | None


_FIRST, _SECOND = itemgetter(0), itemgetter(1)
#: How many questions' (and titles') terms an engine keeps.
_KEPT_QUESTIONS = 512
#: The Latin words of an ASCII block that holds some, when they are not counted yet.
UNCOUNTED = -1


class Engine:
    """Scores documents, re-analysing only the blocks that changed since last time.

    Args:
        settings: scoring settings; defaults to :class:`Settings()`.
        max_cache: how many block analyses to keep.

    One engine must not be used from two threads at once; the editor gives its
    scoring worker an engine of its own.
    """

    def __init__(self, settings: Settings | None = None, max_cache: int = 20_000) -> None:
        self.settings = settings or Settings()
        self.max_cache = max_cache
        self._cache: dict[tuple[str, str, str], BlockAnalysis] = {}
        self._counts: dict[tuple[str, str], tuple[int, int]] = {}
        # Markup of blocks met for the first time in the current call: the language
        # step, the analysis step and the text's length all need it, and it is
        # computed once (kept until the next call, for statistics()).
        self._fresh_markup: dict[tuple[str, str], Markup] = {}
        #: Blocks analysed by the last call to :meth:`score` (cache misses).
        self.last_analysed = 0
        self._answers = AnswerIndex()
        self._question_terms: dict[str, tuple[str, ...]] = {}
        self._terms = TermTally()
        self._phrases = PhraseTally()
        self._pairs = PairTally()
        self._placer = Placer()
        self._segmenter = Segmenter()
        self._last: _Last | None = None
        # The text last scored and its blocks: its length is counted on them.
        self._segmented: tuple[str, list[Block]] | None = None
        self._ignore = tuple(re.compile(p, re.M) for p in self.settings.ignore_patterns)
        self._severities = dict(self.settings.severities)

    def clear(self) -> None:
        """Forget every cached analysis."""
        self._cache.clear()
        self._counts.clear()
        self._last = None

    # Language ---------------------------------------------------------------
    def _markup(self, block: Block) -> Markup:
        key = (block.kind, block.text)
        markup = self._fresh_markup.get(key)
        if markup is None:
            markup = self._fresh_markup[key] = strip_markup(block.text, block.kind)
        return markup

    def _script_counts(self, block: Block) -> tuple[int, int]:
        key = (block.kind, block.text)
        counts = self._counts.get(key)
        if counts is None:
            if block.kind in NLP_KINDS:
                prose = self._markup(block).prose
                if prose.isascii():
                    # No CJK character: English whatever its number of words, which
                    # weighs only in an article with CJK somewhere (_doc_lang counts
                    # them then); most English blocks never need it.
                    counts = (0, UNCOUNTED if language.LATIN_WORD.search(prose) else 0)
                else:
                    counts = (language.cjk_count(prose), language.latin_word_count(prose))
            else:
                counts = (0, 0)
            self._counts[key] = counts
        return counts

    def _doc_lang(self, blocks: list[Block], counts: list[tuple[int, int]],
                  override: str | None) -> str:
        cjk = sum(map(_FIRST, counts))
        if not cjk:  # Latin words alone, or no words: English, however many
            return language.article_language(0, 0, override)
        for i, (_, latin) in enumerate(counts):
            if latin == UNCOUNTED:
                key = (blocks[i].kind, blocks[i].text)
                counts[i] = self._counts[key] = \
                    (0, language.latin_word_count(self._markup(blocks[i]).prose))
        return language.article_language(cjk, sum(map(_SECOND, counts)), override)

    @staticmethod
    def _block_langs(counts: list[tuple[int, int]], doc_lang: str,
                     override: str | None) -> list[str]:
        block_language = language.block_language
        return [block_language(c, w, doc_lang, override) for c, w in counts]

    # Analysis ---------------------------------------------------------------
    def _analyse(self, blocks: list[Block], langs: list[str]) -> list[BlockAnalysis]:
        results: list[BlockAnalysis | None] = []
        missing: dict[str, list[int]] = {"en": [], "zh": []}
        for index, (block, lang) in enumerate(zip(blocks, langs, strict=True)):
            cached = self._cache.get((block.kind, block.text, lang))
            results.append(cached)
            if cached is None:
                missing[lang].append(index)
        self.last_analysed += sum(len(v) for v in missing.values())
        for lang, indexes in missing.items():
            if not indexes:
                continue
            with_nlp = [i for i in indexes if blocks[i].kind in NLP_KINDS]
            docs = {}
            use_ner = False
            inputs = {i: self._nlp_input(self._markup(blocks[i]).prose, lang) for i in with_nlp}
            if with_nlp:
                pipeline = nlp.pipeline(lang, self.settings.trained_pipeline)
                pipeline.max_length = max(pipeline.max_length, MAX_NLP_CHARS + 1)
                use_ner = nlp.uses_ner(pipeline)
                docs = dict(zip(with_nlp, pipeline.pipe(inputs.values(), batch_size=256),
                                strict=True))
            # The tokens of all the new blocks are read together (language.tokens.read_docs).
            tokens = dict(zip(docs, read_docs(list(docs.values()), lang), strict=True))
            for i in indexes:
                analysis = analyse(blocks[i], lang, docs.get(i), self._markup(blocks[i]),
                                   use_ner=use_ner, doc_text=inputs.get(i),
                                   tokens=tokens.get(i),
                                   script_counts=self._counts.get((blocks[i].kind,
                                                                   blocks[i].text)))
                self._cache[(blocks[i].kind, blocks[i].text, lang)] = analysis
                results[i] = analysis
        return [r for r in results if r is not None]

    def _trim_cache(self, blocks: list[Block], langs: list[str]) -> None:
        if len(self._cache) <= self.max_cache:
            return
        keep = {(b.kind, b.text, lang) for b, lang in zip(blocks, langs, strict=True)}
        self._cache = {k: v for k, v in self._cache.items() if k in keep}
        texts = {(b.kind, b.text) for b in blocks}
        self._counts = {k: v for k, v in self._counts.items() if k in texts}

    @staticmethod
    def _nlp_input(prose: str, lang: str) -> str:
        prose = prose[:MAX_NLP_CHARS]
        if len(prose) < _LONG:
            return prose  # too short to hold a long run (most blocks)
        return (_LONG_RUN if lang == "en" else _LONG_ZH_RUN).sub(_break_long_runs, prose)

    def _answer_preview(self, view: DocumentView, questions: Questions,
                        reference: ReferenceIndex | None) -> Answers | None:
        if not view.size:
            return None
        try:
            return self._answers.compute(view, questions, self.question_terms, reference)
        except Exception:  # the preview must never take the scores down with it
            traceback.print_exc()
            return None

    def statistics(self, text: str, lang: str | None = None) -> TextStatistics:
        """``text``'s words, characters and reading time (:func:`text_statistics`),
        counted on the blocks the engine cut it into when it last scored it and on the
        prose it read of the new ones (no second segmentation, no markup stripped twice:
        a job asks for both)."""
        segmented = self._segmented
        if segmented is None or segmented[0] != text:
            return text_statistics(text, lang)
        fresh = self._fresh_markup
        with gcpause.paused():
            return text_statistics(text, lang, segmented[1], lambda block: (
                markup.prose if (markup := fresh.get((block.kind, block.text))) else None))

    def question_terms(self, question: str) -> tuple[str, ...]:
        """The index terms of a question, tokenised in its own language (remembered: the
        answer preview asks for the same questions, and the title, at every keystroke)."""
        terms = self._question_terms.get(question)
        if terms is None:
            if len(self._question_terms) >= _KEPT_QUESTIONS:
                self._question_terms.clear()
            terms = self._question_terms[question] = self._tokenize_question(question)
        return terms

    def _tokenize_question(self, question: str) -> tuple[str, ...]:
        lang = language.detect(question)
        text = searchable(question[:2000])
        doc = nlp.pipeline(lang, self.settings.trained_pipeline).make_doc(text)
        return tuple(dict.fromkeys(index_terms(doc, lang)[0]))

    def _query_terms(self, query: str | None, lang: str) -> tuple[str, ...]:
        if not query or not query.strip():
            return ()
        pipeline = nlp.pipeline(lang, self.settings.trained_pipeline)
        terms = []
        for token in pipeline.make_doc(query.lower()):
            text = token.text.strip()
            if not text or token.is_punct or token.is_space or token.is_stop:
                continue
            if _QUERY_WORD.fullmatch(text) and (len(text) >= 2 or not text.isascii()):
                terms.append(text)
        return tuple(dict.fromkeys(terms))

    # Scoring ----------------------------------------------------------------
    def view(self, text: str, *, query: str | None = None,
             lang: str | None = None) -> DocumentView:
        """Segment and analyse ``text`` (reusing cached blocks): the document as the
        checks see it. ``text`` must be at most :data:`MAX_SCORED_CHARS` long."""
        override = language.normalise(lang)
        blocks = self._segmenter.segment(text)
        last, self._last = self._last, None
        head, tail = self._segmenter.reused if last is not None else (0, 0)
        middle = slice(head, len(blocks) - tail)
        before = slice(len(last.blocks) - tail, len(last.blocks)) if last is not None \
            else slice(0, 0)
        self.last_analysed = 0
        self._fresh_markup.clear()  # the last call's new blocks
        # Blocks the segmenter kept (above the edit) or moved (below it) are read as
        # last time: the same texts give the same script counts, languages and
        # analyses. Only the blocks in between are looked up.
        counts = [self._script_counts(b) for b in blocks[middle]]
        if head or tail:
            counts = last.counts[:head] + counts + last.counts[before]
        doc_lang = self._doc_lang(blocks, counts, override)
        if (head or tail) and doc_lang == last.doc_lang and override == last.override:
            langs = self._block_langs(counts[middle], doc_lang, override)
            analyses = self._analyse(blocks[middle], langs)
            langs = last.langs[:head] + langs + last.langs[before]
            analyses = last.analyses[:head] + analyses + last.analyses[before]
            if tail and all(map(is_, blocks[len(blocks) - tail:], last.blocks[before])):
                # Nothing moved (an edit that kept the length and the lines): the blocks
                # below the edit are last time's, and so are their items.
                items = last.items[:head] + [Item(b, a) for b, a in zip(
                    blocks[middle], analyses[middle], strict=True)] + last.items[before]
            else:
                items = last.items[:head] + [Item(b, a) for b, a in zip(
                    blocks[head:], analyses[head:], strict=True)]
        else:
            langs = self._block_langs(counts, doc_lang, override)
            analyses = self._analyse(blocks, langs)
            items = [Item(b, a) for b, a in zip(blocks, analyses, strict=True)]
        self._trim_cache(blocks, langs)
        self._segmented = (text, blocks)
        self._last = _Last(blocks, counts, langs, analyses, items, doc_lang, override)
        return DocumentView(text, items, doc_lang, query, self._query_terms(query, doc_lang),
                            term_counts=self._terms.count(analyses),
                            spellings=dict(self._terms.spellings),
                            count_phrases=self._phrases.count,
                            name_parts=lambda counts: self._pairs.parts(analyses, counts))

    def score(self, text: str, *, query: str | None = None, lang: str | None = None,
              file: str | None = None, questions: Questions | None = None,
              reference: ReferenceIndex | None = None) -> Report:
        """Score ``text`` and return its report. Never raises on any string.

        Args:
            text: Markdown source.
            query: the writer's focus query, if any (the first of the questions).
            lang: ``"en"`` or ``"zh"`` to override language detection.
            file: file name to put in the report.
            questions: the writer's questions for the answer preview; by default
                questions are mined from the title and headings.
            reference: a reference folder's index to rank the draft's passages against.
        """
        if not isinstance(text, str):
            raise TypeError("text must be a str")
        # Site markup and passages the writer switched off are blanked, offsets kept.
        read = blank_out(text, self._ignore, mdx=bool(file) and file.lower().endswith(".mdx"))
        off = read.disabled.union(self.settings.disabled)
        with gcpause.paused():
            return self._score(read.text, query, lang, file, questions, reference, off)

    def _score(self, text: str, query: str | None, lang: str | None, file: str | None,
               questions: Questions | None, reference: ReferenceIndex | None,
               off: frozenset[str] = frozenset()) -> Report:
        override = language.normalise(lang)
        if len(text) > MAX_SCORED_CHARS:
            return _too_long(text, override or language.detect(text[:20_000]), file, query)
        view = self.view(text, query=query, lang=override)
        # The view's items hold these very blocks and analyses (Engine.view keeps them).
        blocks, analyses = self._last.blocks, self._last.analyses  # type: ignore[union-attr]
        view.answers = self._answer_preview(view, (questions or Questions()).with_focus(query),
                                            reference)

        dimensions: list[DimensionResult] = []
        findings: list[tuple[Mark, str, str]] = []
        severities = self._severities
        for dim in DIMENSIONS:
            # (Most documents turn nothing off and change no severity: no ids to build.)
            checks = tuple(_turned_off(check) if off and is_off(check.id, dim.id, off)
                           else _run_check(check, view) for check in dim.checks)
            raw = _dimension_score(checks, dim.checks)
            cap = DIMENSION_CAPS.get(dim.id, _no_cap)(view)
            if cap is not None:
                raw = min(raw, cap)
            score = shrink(raw, view.confidence) if dim.shrinks else raw
            dimensions.append(DimensionResult(dim.id, round(score), checks))
            for check in checks:
                level = (severities.get(f"{dim.id}.{check.id}") or severities.get(check.id)
                         ) if severities else None
                if level is None:  # (most checks: the pairs made in C)
                    findings.extend(zip(check.marks, repeat(dim.id), repeat(check.id)))
                else:
                    findings.extend((dataclasses.replace(m, severity=level), dim.id, check.id)
                                    for m in check.marks)

        finding_list, block_results = self._placer.place(findings, blocks, analyses, len(text))
        self._terms.spellings = view.spellings  # kept for the next keystroke
        if not view.size:
            # Nothing a reader could read: no score at all rather than a made-up one.
            return Report(view.lang, None, tuple(DimensionResult(d.id, None, d.checks)
                                                 for d in dimensions),
                          block_results, finding_list, file, query, state="empty",
                          confidence=0.0)
        total_weight = sum(self.settings.weight(d.id) for d in dimensions)
        overall = (sum((d.score or 0) * self.settings.weight(d.id) for d in dimensions)
                   / total_weight if total_weight else 0.0)
        found_gates = gates(view)
        if found_gates:
            # Each further fault that stands lowers the cap again: three at once is no
            # accident.
            cap = min(g.cap for g in found_gates) - GATE_STACKING * (len(found_gates) - 1)
            overall = min(overall, cap)
        state = "short" if view.confidence < 1 else "scored"
        return Report(view.lang, round(overall), tuple(dimensions), block_results,
                      finding_list, file, query, found_gates, state, view.confidence,
                      answers=view.answers)


#: How much lower the cap goes for each gate beyond the first.
GATE_STACKING = 5

#: Score a dimension falls back to when it has nothing to judge, and towards which the
#: scores of a short text shrink: too little text to say it is good or bad.
NEUTRAL_SCORE = 50.0


def shrink(score: float, confidence: float) -> float:
    """Pull ``score`` towards :data:`NEUTRAL_SCORE` as far as the text is too short to judge."""
    return NEUTRAL_SCORE + max(0.0, min(1.0, confidence)) * (score - NEUTRAL_SCORE)


def _dimension_score(results: tuple[CheckResult, ...], checks: tuple[Check, ...]) -> float:
    applicable = [(r, c.weight) for r, c in zip(results, checks, strict=True)
                  if r.counts and c.weight > 0]
    weight = sum(w for _, w in applicable)
    if not weight:
        return NEUTRAL_SCORE
    return sum((r.score or 0.0) * w for r, w in applicable) / weight


def _no_cap(_view: DocumentView) -> int | None:
    return None


#: Caps on one dimension: an article with figures and no source a reader can follow
#: cannot score above "fair" for Sources.
DIMENSION_CAPS = {"sources": sources_checks.unsourced_cap}


def _too_long(text: str, lang: str, file: str | None, query: str | None) -> Report:
    dimensions = tuple(
        DimensionResult(dim.id, 0, (CheckResult(
            "length_limit", None, float(len(text)), f"≤ {MAX_SCORED_CHARS}", "too_long",
            (("limit", MAX_SCORED_CHARS), ("n", len(text))),
            error=f"{len(text)} characters; the limit is {MAX_SCORED_CHARS}"),))
        for dim in DIMENSIONS)
    return Report(lang, 0, dimensions, (), (), file, query)


def _turned_off(check: Check) -> CheckResult:
    """The result of a check the team's configuration or the document turned off."""
    return CheckResult(check.id, None, None, "", "check_off", state="na")


def _run_check(check: Check, view: DocumentView) -> CheckResult:
    try:
        outcome = check.run(view)
        if check.weight == 0 and outcome.state == "scored":
            # Shown to the writer, counted for nothing (see the check's evidence).
            outcome = dataclasses.replace(outcome, state="info")
        return outcome
    except Exception as error:  # one broken check must never take down the analysis
        where = traceback.extract_tb(error.__traceback__)[-1]
        detail = f"{type(error).__name__}: {error} ({where.name}:{where.lineno})"
        return CheckResult(check.id, None, None, "", "check_error", error=detail)


def score(text: str, *, query: str | None = None, lang: str | None = None,
          settings: Settings | None = None, questions: Questions | None = None,
          reference: ReferenceIndex | None = None) -> Report:
    """Score one Markdown text from scratch.

    Args:
        text: Markdown source.
        query: the writer's focus query, if any.
        lang: ``"en"`` or ``"zh"`` to override language detection.
        settings: scoring settings (weights, message language …).
        questions: the writer's questions (see :meth:`Engine.score`).
        reference: a reference folder's index to rank against.

    Returns:
        The report: overall score, five dimensions, per-block results, findings.
    """
    return Engine(settings).score(text, query=query, lang=lang, questions=questions,
                                  reference=reference)
