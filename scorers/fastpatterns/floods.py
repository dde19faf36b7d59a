"""Texts no reader writes that make ordinary patterns quadratic.

A pattern such as ``\\d+\\s*年`` tries every start inside a run of digits and reads the
run to its end each time: 100,000 digits took minutes. The fact rules read such runs
broken up (``scorers.engine``); the few patterns read on the raw text ask
:func:`digit_flood` first and find nothing in a flood, which is what they would find.
"""

from __future__ import annotations

import re

#: More digits in a row than any figure, date or version has.
FLOOD_DIGITS = 200
_FLOOD = re.compile(rf"\d{{{FLOOD_DIGITS}}}")


def digit_flood(text: str, start: int = 0, end: int | None = None) -> bool:
    """Whether ``text[start:end]`` holds a run of :data:`FLOOD_DIGITS` digits."""
    return _FLOOD.search(text, start, len(text) if end is None else end) is not None
