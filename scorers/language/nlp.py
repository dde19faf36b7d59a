"""spaCy pipelines for English and Chinese, loaded once and lazily, and the rules
that find facts and names in a block's prose.

Nothing here downloads anything. Out of the box the pipelines are blank
``en``/``zh`` ones (Chinese words from jieba): they only tokenise. Facts and
entities are found by rules of ours on the prose string itself (:func:`facts`,
:func:`entities`):

* facts are checkable figures — quantities with units, percentages, money, dates
  and years, ranges, version and model numbers — as ``(label, start, end)``;
* entities are rule-based names, or, if a trained pipeline such as
  ``en_core_web_sm`` happens to be installed, its named entities.

They are plain tuples rather than :class:`Span` objects because they are
produced for every block and only their offsets are ever needed, and they are
found on the string the caller already has: a pipeline component would first
have to rebuild that string from the tokens.
"""

from __future__ import annotations

import logging
import os
import re
import sys
import threading
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from scorers.fastpatterns import Labelled, build_next, fast_table
from scorers.language import jieba_dict
from scorers.language.jieba_doc import JiebaTokenizer
from scorers.rules import patterns
from scorers.textfiles.private_dir import private_dir

_TRAINED = {"en": "en_core_web_sm", "zh": "zh_core_web_sm"}
_ENTITY_LABELS = frozenset(
    {"ORG", "PERSON", "PRODUCT", "GPE", "NORP", "WORK_OF_ART", "EVENT", "LAW", "FAC", "LOC"}
)

_lock = threading.Lock()
_pipelines: dict[tuple[str, bool], Any] = {}


def cache_dir() -> Path | None:
    """Folder for caches of ours and jieba's (``$GEO_WRITER_CACHE`` or the XDG cache).

    None when that folder cannot be made private to this user (a read-only or full
    home, a cache folder owned by someone else): then nothing is cached. Never a
    shared temporary folder, where another user could plant what the next run reads.
    """
    root = os.environ.get("GEO_WRITER_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(Path.home(), ".cache"), "geo-writer"
    )
    return private_dir(root)


_DIGIT = re.compile(r"\d")

#: Fact labels with a pattern that can match without a digit ("two years", 百分之五十,
#: 三个): in prose without digits the other patterns cannot match and are not run.
_WITHOUT_DIGITS = {"en": frozenset({"COUNT"}), "zh": frozenset({"PERCENT", "QUANTITY"})}


# Each language's fact rules, read in one pass over a block (scorers.fastpatterns.onepass); in prose
# without digits only the rules that can match without one.
_FACTS = {lang: Labelled(table) for lang, table in patterns.FACT_PATTERNS.items()}
_FACTS_WITHOUT_DIGITS = {
    lang: Labelled(tuple(item for item in table if item[0] in _WITHOUT_DIGITS[lang]))
    for lang, table in patterns.FACT_PATTERNS.items()}
_ENTITY_RULES = fast_table(patterns.ENTITY_RULES)


def facts(lang: str, text: str, low: str | None = None) -> list[tuple[str, int, int]]:
    """The checkable facts in ``text`` (prose), in order: ``(label, start, end)``; where
    two rules match overlapping text, the earlier rule's match is kept.
    ``low`` is ``text`` folded (:func:`~scorers.fastpatterns.fastre.fold`), if the caller has it."""
    rules = _FACTS if _DIGIT.search(text) is not None else _FACTS_WITHOUT_DIGITS
    return rules[lang].spans(text, low)


def entities(lang: str, text: str, doc: Any, use_ner: bool) -> list[tuple[str, int, int]]:
    """Named things in ``text``, in order: a trained pipeline's entities when it found
    some (``use_ner``), else our rules'."""
    if use_ner and doc.ents:
        return [("ENTITY", ent.start_char, ent.end_char)
                for ent in doc.ents if ent.label_ in _ENTITY_LABELS]
    return _rule_entities(lang, text)


def _rule_entities(lang: str, text: str) -> list[tuple[str, int, int]]:
    found: list[tuple[str, int, int]] = []
    for match in _ENTITY_RULES[lang].finditer(text):
        value = match.group(0).strip()
        if lang == "en":
            words = value.split()
            if len(words) == 1 and value in patterns.NOT_ENTITIES:
                continue
            if len(words) == 1 and value[:1].isupper() and value[1:].islower():
                # A single capitalised word counts only away from a sentence start: the
                # character before it (white space skipped) ends no sentence.
                at = match.start()
                while at and text[at - 1].isspace():
                    at -= 1
                if not at or text[at - 1] in ".!?:\"“(":
                    continue
        elif len(value) < 2:
            continue
        found.append(("ENTITY", match.start(), match.start() + len(value)))
    return found


def _quiet_jieba() -> None:
    jieba = jieba_dict.import_jieba()
    jieba.setLogLevel(logging.WARNING)
    cache = cache_dir()
    if cache is not None:
        jieba.dt.tmp_dir = str(cache)
    jieba_dict.install(jieba.dt, cache)


_import_lock = threading.Lock()


def import_spacy() -> types.ModuleType:
    """Import spaCy without its command-line interface.

    ``import spacy`` imports ``spacy.cli`` only to offer ``spacy.info``; that pulls in
    typer, click, rich, weasel, requests, httpx and jinja2 — about 360 modules and a
    third of the import's time (~0.14 s of ~0.45 s of CPU here), none of which a
    pipeline uses. While spaCy is imported, a stand-in takes the place of
    ``spacy.cli.info``; it is removed again at once, so importing ``spacy.cli`` later
    works as usual, and ``spacy.info`` imports the real one when called.
    """
    with _import_lock:
        if "spacy" in sys.modules:
            import spacy

            return spacy
        stand_in = types.ModuleType("spacy.cli.info")
        stand_in.info = _spacy_info  # type: ignore[attr-defined]
        sys.modules.setdefault("spacy.cli.info", stand_in)
        try:
            import spacy
        finally:
            if sys.modules.get("spacy.cli.info") is stand_in:
                del sys.modules["spacy.cli.info"]
        return spacy


def _spacy_info(*args: Any, **kwargs: Any) -> Any:
    """``spacy.info``, the real one imported when first called."""
    from spacy.cli.info import info

    return info(*args, **kwargs)


def _build(lang: str, trained: bool) -> Any:
    spacy = import_spacy()

    nlp = None
    if trained and spacy.util.is_package(_TRAINED[lang]):
        try:
            nlp = spacy.load(_TRAINED[lang], exclude=["parser", "lemmatizer", "senter"])
        except Exception:  # a broken install must not stop the scorer
            nlp = None
    if nlp is None:
        if lang == "zh":
            _quiet_jieba()
            nlp = spacy.blank("zh", config={"nlp": {"tokenizer": {"segmenter": "jieba"}}})
            nlp.tokenizer = JiebaTokenizer(nlp.tokenizer)  # the same tokens, less Python
        else:
            nlp = spacy.blank("en")
    return nlp


def uses_ner(nlp: Any) -> bool:
    """Whether the pipeline ``nlp`` finds named entities itself (a trained one)."""
    return "ner" in nlp.pipe_names


def pipeline(lang: str, trained: bool = True) -> Any:
    """Return the shared pipeline for ``lang`` (``"en"`` or ``"zh"``), building it once.

    Args:
        lang: article language.
        trained: use an installed trained pipeline's entities when one exists.
    """
    key = (lang, trained)
    nlp = _pipelines.get(key)
    if nlp is None:
        with _lock:
            nlp = _pipelines.get(key)
            if nlp is None:
                nlp = _build(lang, trained)
                _pipelines[key] = nlp
    return nlp


def warm_up(langs: tuple[str, ...] = ("en", "zh")) -> None:
    """Load the pipelines and compile the checks' patterns now instead of at the first
    scoring (the benchmarks use this)."""
    for _ in warm_up_steps(langs):
        pass


def warm_up_steps(langs: tuple[str, ...]) -> Iterator[str]:
    """:func:`warm_up` a step at a time, for a caller that has better things to do in
    between: each step builds one pipeline (~0.1 s for English, ~0.2 s for Chinese) or
    compiles one pattern (~1.5 ms), then yields what it did."""
    for lang in langs:
        pipeline(lang)("warm up 2024")
        yield lang
    while build_next():
        yield "pattern"
