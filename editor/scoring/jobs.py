"""What a scoring job carries, what it gives back, and the engine that runs it.

Qt-free on purpose: the same code runs in the scoring process
(:mod:`editor.scoring.process`) and, when there is none, in a worker thread.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from scorers import Report, Settings, TextStatistics

if TYPE_CHECKING:
    from scorers import Engine, Questions, ReferenceIndex


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
    stats: TextStatistics  # for the status bar: the words the report counts
    text: str  # the text the report is for (offsets point into it)
    saved: bool = False  # the report saved when this text was scored before, not a live one


class EngineHolder:
    """Owns one :class:`Engine` (and so its cache); rebuilds it when the settings change.

    Used from one thread (or process) at a time.
    """

    def __init__(self) -> None:
        self._engine: Engine | None = None

    def score(self, job: ScoreJob) -> tuple[Report, TextStatistics]:
        if self._engine is None or self._engine.settings != job.settings:
            from scorers import Engine  # here: the window's process may never need it

            self._engine = Engine(job.settings)
        report = self._engine.score(job.text, query=job.query, lang=job.lang,
                                    questions=job.questions, reference=job.reference)
        # Counted on the blocks the engine has just cut the text into.
        return report, self._engine.statistics(job.text, lang=job.lang)

    def __call__(self, job: ScoreJob) -> ScoreResult:
        return ScoreResult(*self.score(job), job.text)
