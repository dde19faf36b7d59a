"""Today's date, as the scores read it.

A dated page ages: "Published: 2024-02-01" is recent in 2025 and stale in 2028
(:func:`scorers.checks.sources.publication_date`). So the date is an input of every
score, and one that a test, a golden file or a calibration table must be able to fix:
``GEO_WRITER_TODAY=2026-11-30`` (an ISO date) makes every check — in this process and in
the worker processes it starts, which inherit the environment — read that day as today,
as ``SOURCE_DATE_EPOCH`` fixes the date of a reproducible build. Unset, or not a date,
it is the machine's date.
"""

from __future__ import annotations

import datetime
import os

#: The environment variable that fixes today's date (an ISO date, ``YYYY-MM-DD``).
TODAY_VARIABLE = "GEO_WRITER_TODAY"


def today() -> datetime.date:
    """The date the scores are computed on: :data:`TODAY_VARIABLE`'s, or the machine's."""
    fixed = os.environ.get(TODAY_VARIABLE, "").strip()
    if fixed:
        try:
            return datetime.date.fromisoformat(fixed)
        except ValueError:
            pass  # a mistyped date must not stop the scoring: the machine's date it is
    return datetime.date.today()
