"""GEO scoring engine: Markdown in, an explained report on five GEO dimensions out.

This module is the engine's only door: the window (``editor/``), the packaged
app's launcher and anyone embedding the engine import from ``scorers`` and
nothing deeper (``tests/unit/project/test_door.py`` keeps it so). Behind it the engine
is arranged by concept — ``markup`` (reading Markdown), ``language`` (tokens,
sentences, jieba), ``fastpatterns``, ``rules``, ``analysis``, ``checks``,
``answers``, ``report``, ``cli`` and ``textfiles`` — see docs/architecture.md.

Pure Python: nothing below this package imports Qt.

Example:
    >>> from scorers import score
    >>> report = score("# Title\\n\\nIn 2024 the survey asked 9,648 developers.")
    >>> sorted(report.to_dict()["dimensions"])
    ['clarity', 'extractability', 'facts', 'sources', 'structure']
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorers.bands import BANDS, band
from scorers.dimensions import DIMENSION_IDS, DIMENSIONS
from scorers.lazy import lazy_getattr
from scorers.report.results import BlockResult, CheckResult, DimensionResult, Finding, Mark, Report
from scorers.settings import Settings

if TYPE_CHECKING:
    from scorers import textfiles
    from scorers.answers import Answers, QuestionAnswer, Questions, ReferenceIndex
    from scorers.answers.pages import page_files as reference_pages
    from scorers.answers.reference import index_to_pipe as index_reference_to_pipe
    from scorers.cli.config import scoring_for_document
    from scorers.engine import Engine, score
    from scorers.language.detect import CJK_CHAR, CJK_WIDE
    from scorers.language.jieba_dict import check_prebuilt as check_jieba_dictionary
    from scorers.language.nlp import import_spacy, warm_up_steps
    from scorers.markup.blocks import (
        CODE,
        DEFINITION,
        FRONT_MATTER,
        HEADING,
        HTML,
        LIST_ITEM,
        PARAGRAPH,
        QUOTE,
        RULE,
        TABLE,
        TABLE_SEPARATOR,
        Block,
        segment,
    )
    from scorers.markup.lines import STATE_LIMIT as LINE_STATE_LIMIT
    from scorers.markup.lines import LineReading, read_line
    from scorers.markup.metadata import Metadata, front_matter_title
    from scorers.markup.metadata import extract as extract_metadata
    from scorers.markup.outline import Heading, outline
    from scorers.markup.placeholders import count as find_placeholders
    from scorers.report import messages
    from scorers.report.about import CheckInfo, DimensionInfo, describe
    from scorers.report.saved_reports import SavedReports
    from scorers.text_length import TextStatistics, text_statistics

# What the door opens on first use, not at import: the engine (and through the
# answer preview, numpy and spaCy) is heavy, and the window's process only shows
# reports. name -> (module, attribute; None for the module itself)
_LAZY: dict[str, tuple[str, str | None]] = {
    # scoring
    "Engine": ("scorers.engine", "Engine"),
    "score": ("scorers.engine", "score"),
    "scoring_for_document": ("scorers.cli.config", "scoring_for_document"),
    # the answer preview
    "Answers": ("scorers.answers", "Answers"),
    "QuestionAnswer": ("scorers.answers", "QuestionAnswer"),
    "Questions": ("scorers.answers", "Questions"),
    "ReferenceIndex": ("scorers.answers", "ReferenceIndex"),
    "reference_pages": ("scorers.answers.pages", "page_files"),
    "index_reference_to_pipe": ("scorers.answers.reference", "index_to_pipe"),
    # reading Markdown, one way for the engine and the window
    "segment": ("scorers.markup.blocks", "segment"),
    "Block": ("scorers.markup.blocks", "Block"),
    "CODE": ("scorers.markup.blocks", "CODE"),
    "DEFINITION": ("scorers.markup.blocks", "DEFINITION"),
    "FRONT_MATTER": ("scorers.markup.blocks", "FRONT_MATTER"),
    "HEADING": ("scorers.markup.blocks", "HEADING"),
    "LIST_ITEM": ("scorers.markup.blocks", "LIST_ITEM"),
    "PARAGRAPH": ("scorers.markup.blocks", "PARAGRAPH"),
    "QUOTE": ("scorers.markup.blocks", "QUOTE"),
    "HTML": ("scorers.markup.blocks", "HTML"),
    "RULE": ("scorers.markup.blocks", "RULE"),
    "TABLE": ("scorers.markup.blocks", "TABLE"),
    "TABLE_SEPARATOR": ("scorers.markup.blocks", "TABLE_SEPARATOR"),
    # ... and a line at a time, as an editor colours it (the same reading)
    "read_line": ("scorers.markup.lines", "read_line"),
    "LineReading": ("scorers.markup.lines", "LineReading"),
    "LINE_STATE_LIMIT": ("scorers.markup.lines", "STATE_LIMIT"),
    "Heading": ("scorers.markup.outline", "Heading"),
    "outline": ("scorers.markup.outline", "outline"),
    "find_placeholders": ("scorers.markup.placeholders", "count"),
    "Metadata": ("scorers.markup.metadata", "Metadata"),
    "extract_metadata": ("scorers.markup.metadata", "extract"),
    "front_matter_title": ("scorers.markup.metadata", "front_matter_title"),
    # how long a text is: one definition of a word for the report and the status bar
    "text_statistics": ("scorers.text_length", "text_statistics"),
    "TextStatistics": ("scorers.text_length", "TextStatistics"),
    # language
    "CJK_CHAR": ("scorers.language.detect", "CJK_CHAR"),
    "CJK_WIDE": ("scorers.language.detect", "CJK_WIDE"),
    "import_spacy": ("scorers.language.nlp", "import_spacy"),
    "warm_up_steps": ("scorers.language.nlp", "warm_up_steps"),
    "check_jieba_dictionary": ("scorers.language.jieba_dict", "check_prebuilt"),
    # texts for people, and what every check is for
    "messages": ("scorers.report.messages", None),
    "describe": ("scorers.report.about", "describe"),
    "SavedReports": ("scorers.report.saved_reports", "SavedReports"),
    "CheckInfo": ("scorers.report.about", "CheckInfo"),
    "DimensionInfo": ("scorers.report.about", "DimensionInfo"),
    # text files: read, decode, remember the format, write back atomically
    "textfiles": ("scorers.textfiles", None),
}


__getattr__ = lazy_getattr(__name__, _LAZY, globals())

__all__ = [
    "BANDS",
    "CJK_CHAR",
    "CJK_WIDE",
    "CODE",
    "DEFINITION",
    "DIMENSIONS",
    "DIMENSION_IDS",
    "FRONT_MATTER",
    "HEADING",
    "HTML",
    "LINE_STATE_LIMIT",
    "LIST_ITEM",
    "PARAGRAPH",
    "QUOTE",
    "RULE",
    "TABLE",
    "TABLE_SEPARATOR",
    "Answers",
    "Block",
    "BlockResult",
    "CheckInfo",
    "CheckResult",
    "DimensionInfo",
    "DimensionResult",
    "Engine",
    "Finding",
    "Heading",
    "LineReading",
    "Mark",
    "Metadata",
    "QuestionAnswer",
    "Questions",
    "ReferenceIndex",
    "Report",
    "SavedReports",
    "Settings",
    "TextStatistics",
    "band",
    "check_jieba_dictionary",
    "describe",
    "extract_metadata",
    "find_placeholders",
    "front_matter_title",
    "import_spacy",
    "index_reference_to_pipe",
    "messages",
    "outline",
    "read_line",
    "reference_pages",
    "score",
    "scoring_for_document",
    "segment",
    "text_statistics",
    "textfiles",
    "warm_up_steps",
]
