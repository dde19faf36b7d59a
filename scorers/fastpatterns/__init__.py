"""The engine's regular expressions, rewritten to run fast with the same matches.

The rest of the engine uses this package through the names below and nothing
deeper: wrap a compiled pattern in :class:`Fast` (or a language table of them
with :func:`fast_table`) and call it as the pattern; :class:`Labelled` runs
several labelled patterns in one pass; :func:`fold` is the case folding the fast
matchers read. How the rewriting works, and why it never changes a match, is
told in :mod:`~scorers.fastpatterns.fastre`; tests/equivalence holds the proof.
"""

from scorers.fastpatterns.fastre import Fast, Narrowed, build_all, build_next, fold
from scorers.fastpatterns.fastre import table as fast_table
from scorers.fastpatterns.needwords import needed_words
from scorers.fastpatterns.needwords import present as needed_words_present
from scorers.fastpatterns.needwords import register as register_needed_words
from scorers.fastpatterns.onepass import Labelled
from scorers.fastpatterns.regex_source import lower_source

__all__ = [
    "Fast",
    "Labelled",
    "Narrowed",
    "build_all",
    "build_next",
    "fast_table",
    "fold",
    "lower_source",
    "needed_words",
    "needed_words_present",
    "register_needed_words",
]
