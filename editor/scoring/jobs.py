"""What a scoring job carries, what it gives back, and the engine that runs it.

Qt-free on purpose: the same code runs in the scoring process
(:mod:`editor.scoring.process`) and, when there is none, in a worker thread.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from scorers import CJK_CHAR, Report, Settings

if TYPE_CHECKING:
    from scorers import Engine, Questions, ReferenceIndex

_LATIN_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’_-]*")
# What a reader never reads: link targets, bare URLs, HTML comments and tags.
_NOT_READ = re.compile(r"\]\([^)\n]*\)|<https?://[^>\n]*>|https?://\S+|<[a-zA-Z/][^>\n]*>")
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_FRONT_MATTER = re.compile(r"\A(?:---|\+\+\+)[ \t]*\n.*?\n(?:---|\+\+\+|\.\.\.)[ \t]*(?:\n|\Z)",
                           re.S)
_SLICE = 16_384


@dataclass(frozen=True, slots=True)
class TextStats:
    """Figures for the status bar, counted on what a reader reads (no URLs, comments or
    front matter). ``words`` is 字数: Chinese characters plus Latin words."""

    words: int
    characters: int
    reading_minutes: float

    @classmethod
    def of(cls, text: str) -> TextStats:
        characters = len(text) - text.count("\n")
        if text.startswith(("---", "+++")):
            text = _FRONT_MATTER.sub("", text, count=1)
        if "<!--" in text:
            text = _COMMENT.sub("", text)
        # Count a slice at a time, cut at line ends so no word is split: one regex
        # call over a whole long article would hold the GIL (and so the UI thread)
        # for ~20 ms at 100,000 words.
        cjk = latin = 0
        start = 0
        while start < len(text):
            end = text.find("\n", start + _SLICE)
            end = len(text) if end < 0 else end + 1
            piece = _NOT_READ.sub(" ", text[start:end])
            cjk += len(CJK_CHAR.findall(piece))
            latin += _LATIN_WORD.subn("", piece)[1]
            start = end
        # About 230 English words or 400 Chinese characters a minute.
        minutes = latin / 230 + cjk / 400
        return cls(latin + cjk, characters, minutes)


@dataclass(frozen=True, slots=True)
class ScoreJob:
    text: str
    query: str | None
    lang: str | None
    settings: Settings
    questions: Questions | None = None
    reference: ReferenceIndex | None = None


@dataclass(frozen=True, slots=True)
class ScoreResult:
    report: Report
    stats: TextStats
    text: str  # the text the report is for (offsets point into it)


class EngineHolder:
    """Owns one :class:`Engine` (and so its cache); rebuilds it when the settings change.

    Used from one thread (or process) at a time.
    """

    def __init__(self) -> None:
        self._engine: Engine | None = None

    def score(self, job: ScoreJob) -> tuple[Report, TextStats]:
        if self._engine is None or self._engine.settings != job.settings:
            from scorers import Engine  # here: the window's process may never need it

            self._engine = Engine(job.settings)
        report = self._engine.score(job.text, query=job.query, lang=job.lang,
                                    questions=job.questions, reference=job.reference)
        return report, TextStats.of(job.text)

    def __call__(self, job: ScoreJob) -> ScoreResult:
        return ScoreResult(*self.score(job), job.text)
