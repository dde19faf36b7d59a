"""Run a pattern that opens on a word boundary by scanning for what stands before it.

``\\b(?:very|really|…)`` makes ``re`` enter its matcher at every position of the
text, only to find at most of them that no word starts there (about 28 ns a
character). When every alternative opens on a word character, a match can only
start at the beginning of the text or right after a character that is not a word
character. :class:`WordStarts` therefore scans with the same alternatives behind a
class of such characters, ``[^A-Za-z0-9_](?:very|really|…)``, which ``re`` skips
through in C and enters only after spaces and punctuation (about half the time),
and confirms each place it finds with the pattern itself. The matches are the
pattern's own, found in the same order (``tests/equivalence/test_fastre.py``).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator

#: Texts shorter than this (a sentence) are searched by the pattern itself: the scan
#: saves about 14 ns a character and costs a microsecond of Python.
SHORT = 120

#: A superset of the characters that are not word characters (``\\W``).
NOT_ASCII_WORD = "[^A-Za-z0-9_]"


class WordStarts:
    """``pattern`` with :meth:`search` and :meth:`finditer` as ``re`` has them, for a
    pattern whose every match opens at the start of the text or after a character that
    is not a word character: ``pattern`` is ``\\b`` then ``body``, whose matches open
    on one of ``firsts``, all word characters; or (``firsts`` None) ``body`` is the
    pattern itself."""

    def __init__(self, pattern: re.Pattern[str], body: str,
                 firsts: frozenset[str] | None) -> None:
        self.pattern = pattern
        self.firsts = firsts
        self._scan = re.compile(NOT_ASCII_WORD + "(?:" + body + ")", pattern.flags).search
        self._match = pattern.match

    def search(self, subject: str, pos: int = 0,
               endpos: int = sys.maxsize) -> re.Match[str] | None:
        """The first match in ``subject[pos:endpos]``, as ``pattern.search``."""
        if (endpos if endpos < len(subject) else len(subject)) - pos < SHORT:
            return self.pattern.search(subject, pos, endpos)
        match = self._match
        if pos <= 0:
            # At the very start no character stands before the match.
            if self.firsts is None or subject[:1] in self.firsts:
                found = match(subject, 0, endpos)
                if found is not None:
                    return found
            start = 0
        else:
            start = pos - 1  # the character before ``pos`` may be the one before a match
        scan = self._scan
        while True:
            hit = scan(subject, start, endpos)
            if hit is None:
                return None
            # A non-ASCII letter before the body is no boundary: the pattern says.
            found = match(subject, hit.start() + 1, endpos)
            if found is not None:
                return found
            start = hit.start() + 1

    def finditer(self, subject: str, pos: int = 0,
                 endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        """Every match in ``subject[pos:endpos]``, as ``pattern.finditer`` (its matches
        are never empty: each opens on a character)."""
        if (endpos if endpos < len(subject) else len(subject)) - pos < SHORT:
            yield from self.pattern.finditer(subject, pos, endpos)
            return
        while True:
            found = self.search(subject, pos, endpos)
            if found is None:
                return
            yield found
            pos = found.end()
