"""How long a text is: its words, characters and reading time, as the engine counts them.

One definition of a word for the whole app: the figure here is the one the report
gives as the article's length (the ``structure`` dimension's ``length`` check), and
the status bar shows it. It is counted on what a reader reads — the text blocks
(headings, paragraphs, list items, quotes, tables) with their markup, link targets,
URLs and HTML stripped (:func:`scorers.markup.inline.strip_markup`); code, HTML blocks,
front matter and link definitions hold no words.

* An English block counts its Latin words and bare numbers ("3.5" is one).
* A Chinese block counts its CJK characters plus its Latin words.
* The article's length is in its own unit — words for an English article, characters
  for a Chinese one — and a block in the other language is converted, as the report
  does: one English word is worth :data:`ZH_CHARS_PER_WORD` Chinese characters.

Each block is read in its own language, decided as the engine decides it
(:func:`scorers.language.detect.block_language`). ``tests/equivalence/test_text_length.py``
checks the figure against the report's on every golden text.

Example:
    >>> text_statistics("# Title\\n\\nIn 2024 the survey asked 9,648 developers.").words
    8
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from scorers.analysis.sentence_reading import bare_numbers
from scorers.language.detect import (
    article_language,
    block_language,
    cjk_count,
    latin_word_count,
    normalise,
)
from scorers.markup.blocks import TEXT_KINDS, Block, segment
from scorers.markup.directives import blank_out
from scorers.markup.inline import strip_markup
from scorers.rules.thresholds import ZH_CHARS_PER_WORD

#: Reading speed: English words (and numbers) a minute, and Chinese characters.
WORDS_PER_MINUTE = 230
CJK_CHARS_PER_MINUTE = 400

# What each block's prose holds: (CJK characters, Latin words, bare numbers), by the
# block's kind and text. A keystroke changes one block: the others are looked up.
_COUNTS: dict[tuple[str, str], tuple[int, int, int]] = {}
_MAX_REMEMBERED = 20_000


@dataclass(frozen=True, slots=True)
class TextStatistics:
    """How long a text is.

    Attributes:
        words: the article's length in its unit (:attr:`unit`), as the report gives it:
            English words and numbers, or Chinese characters plus Latin words (字数).
        characters: every character but line breaks (字符数).
        reading_minutes: at :data:`WORDS_PER_MINUTE` English words and
            :data:`CJK_CHARS_PER_MINUTE` Chinese characters a minute.
        lang: the article language the length is counted for (``"en"`` or ``"zh"``).
    """

    words: int
    characters: int
    reading_minutes: float
    lang: str = "en"

    @property
    def unit(self) -> str:
        """``"words"`` for an English article, ``"chars"`` for a Chinese one."""
        return "chars" if self.lang == "zh" else "words"


def _counts(kind: str, text: str, prose: str | None = None) -> tuple[int, int, int]:
    key = (kind, text)
    found = _COUNTS.get(key)
    if found is None:
        if prose is None:
            prose = strip_markup(text, kind).prose
        found = (cjk_count(prose), latin_word_count(prose), bare_numbers(prose))
        if len(_COUNTS) >= _MAX_REMEMBERED:
            _COUNTS.clear()
        _COUNTS[key] = found
    return found


def text_statistics(text: str, lang: str | None = None,
                    blocks: Iterable[Block] | None = None,
                    prose: Callable[[Block], str | None] | None = None) -> TextStatistics:
    """Count ``text``'s words, characters and reading time.

    Args:
        text: Markdown source.
        lang: ``"en"`` or ``"zh"`` to count it as that language, as the engine's
            ``lang`` does; by default the language is detected.
        blocks: ``text`` already cut into blocks (the engine's, after scoring it), so
            that it is not segmented a second time.
        prose: a block's prose (:func:`strip_markup`) when the caller has it already
            (None when it has not), so that a new block's markup is not stripped twice.
    """
    override = normalise(lang)
    if blocks is None:
        # Read as the engine reads it: site markup and switched-off passages hold no
        # words (the blanking keeps every offset, and the characters are counted whole).
        blocks = segment(blank_out(text).text)
    if prose is None:
        counts = [_counts(block.kind, block.text) for block in blocks
                  if block.kind in TEXT_KINDS]
    else:
        counts = [_counts(block.kind, block.text, prose(block)) for block in blocks
                  if block.kind in TEXT_KINDS]
    article = article_language(sum(c for c, _, _ in counts), sum(w for _, w, _ in counts),
                               override)
    size = 0.0  # in English-word equivalents, summed as the report sums them
    minutes = 0.0
    for cjk, latin, numbers in counts:
        if block_language(cjk, latin, article, override) == "zh":
            size += cjk / ZH_CHARS_PER_WORD + latin
            minutes += cjk / CJK_CHARS_PER_MINUTE + latin / WORDS_PER_MINUTE
        else:
            size += latin + numbers
            minutes += (latin + numbers) / WORDS_PER_MINUTE
    length = size * ZH_CHARS_PER_WORD if article == "zh" else size
    characters = len(text) - text.count("\n") - text.count("\r")
    return TextStatistics(round(length), characters, minutes, article)
