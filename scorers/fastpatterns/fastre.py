"""The engine's regular expressions, run fast without changing what they match.

The pattern tables in :mod:`scorers.rules.patterns` and :mod:`scorers.rules.phrases` are
written to be read by a writer or a linguist. Python's ``re`` runs some of
their shapes slowly, because it can only skip ahead to a possible first
character when a pattern starts with one. :class:`Fast` compiles a twin of a
pattern that matches exactly the same spans, rewritten in these ways:

* **Folding.** An IGNORECASE pattern is lower-cased and run case-sensitively
  over the lower-cased text (:func:`fold`): ``re`` compares IGNORECASE patterns
  character by character through case folding. Lower-casing maps each character
  to what IGNORECASE compares it as (``tests/equivalence/test_fastre.py`` checks every code
  point) unless the text holds İ (two characters in lower case), ı or ſ (which
  IGNORECASE matches to i and s); :func:`fold` returns None for such a text and
  the original pattern runs instead.
* **One boundary for many alternatives.** ``\\bA|\\bB|\\bC`` becomes
  ``\\b(?:A|B|C)``: the same alternatives in the same order, but the boundary is
  tested once per position instead of once per alternative.
* **The first character before the look-behind.** ``(?<!X)a…`` becomes
  ``a(?<!(?:X)a)…`` for a single-character ``a``: the same test, but made only
  where ``a`` stands, not at every position.
* **Opening on rare first characters.** A pattern whose alternatives open on
  digits, capitals or signs (the fact rules) opens on their union, each
  alternative checking behind it that its own character and boundary held there:
  ``re`` skips through the rest of the text in C.
* **Alternatives grouped by their first letter.** Only alternatives that open on
  the same character can match at the same place, so a stable sort by it keeps
  every match, and ``re`` tries one alternative per letter instead of each in turn.
* **Scanning for what stands before a word.** A pattern that opens on ``\\b`` and
  a word runs behind a class of non-word characters instead, and each place found
  is confirmed by the pattern itself (:mod:`scorers.fastpatterns.wordstarts`): half the time.

* **Not running where its words are not.** An IGNORECASE phrase list whose every
  match holds one of a few whole words (:mod:`scorers.fastpatterns.needwords`) is not run over a
  block that holds none of them: one scan of the block for the words of all such
  patterns answers for each (:meth:`Fast.lacks`).

The rewrites are in :mod:`scorers.fastpatterns.rewrites`, the reading of a pattern's source in
:mod:`scorers.fastpatterns.regex_source`. Several labelled patterns read in one pass over a text
(the fact rules) are in :mod:`scorers.fastpatterns.onepass`.

Over a 20,000-word article the hedge list goes from 11 to 3 ms, the
non-answer openers from 9 to 2 ms.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator, Mapping
from typing import Any

from scorers.fastpatterns import needwords, wordstarts
from scorers.fastpatterns.regex_source import (
    SPECIAL,
    alternatives,
    class_end,
    first_chars,
    flatten,
    group_end,
    lower_source,
    peel,
    relaxed,
)
from scorers.fastpatterns.rewrites import opens_on_one_atom, speed_up
from scorers.fastpatterns.wordstarts import WordStarts

#: Characters IGNORECASE matches differently from what ``str.lower`` makes of them.
_UNSAFE = re.compile("[\u0130\u0131\u017f]")


def fold(text: str) -> str | None:
    """``text`` lower-cased, when that is how IGNORECASE sees it; None when it is not."""
    low = text.lower()
    if len(low) != len(text) or (not text.isascii() and _UNSAFE.search(text) is not None):
        return None
    return low


_WORD_CHAR = re.compile(r"\w")


def word_starts(pattern: re.Pattern[str], source: str | None = None) -> WordStarts | None:
    """``pattern`` run by :class:`scorers.fastpatterns.wordstarts.WordStarts`, when every one of its
    matches opens at the start of the text or after a character that is not a word
    character; else None. ``source``: the plain pattern ``pattern`` is the twin of,
    to read that from (its alternatives are plainer)."""
    if pattern.flags & re.IGNORECASE:
        return None  # its first characters would need their other cases too
    parts = alternatives(pattern.pattern)
    if all(part.startswith("\\b") and len(part) > 2 for part in parts):
        bodies = [part[2:] for part in parts]
        firsts = first_chars("|".join(bodies))
        if firsts and all(_WORD_CHAR.match(char) for char in firsts):
            return WordStarts(pattern, "|".join(bodies), firsts)
    if source is not None and not opens_on_one_atom(pattern.pattern) and \
            _after_non_word(source):
        return WordStarts(pattern, pattern.pattern, None)
    return None


def _after_non_word(source: str) -> bool:
    # Whether every alternative of ``source`` matches only after a non-word character or
    # at the start: behind "\b" and a word character, or behind a look-behind that
    # refuses word characters ("(?<![\w.])").
    for part in alternatives(source):
        flat = flatten(part)
        if flat is None:
            return False
        for alternative in flat:
            prefix, body = peel(alternative)
            tests = alternatives_of_prefix(prefix)
            firsts = first_chars(body)
            bounded = "\\b" in tests and bool(firsts) and \
                all(_WORD_CHAR.match(char) for char in firsts)  # type: ignore[union-attr]
            refused = any(_refuses_word_characters(test) for test in tests)
            if not (bounded or refused):
                return False
    return True


def _refuses_word_characters(test: str) -> bool:
    # "(?<![\w.])": a look-behind whose one class holds every word character.
    if not test.startswith("(?<![") or test[5:6] == "^":
        return False
    end = class_end(test, 4)
    return end == len(test) - 1 and "\\w" in test[5:end - 1]


def alternatives_of_prefix(prefix: str) -> list[str]:
    """The zero-width tests of a prefix :func:`scorers.fastpatterns.regex_source.peel` cut off."""
    tests: list[str] = []
    i = 0
    while i < len(prefix):
        if prefix.startswith("\\b", i):
            tests.append("\\b")
            i += 2
        else:
            end = group_end(prefix, i)
            tests.append(prefix[i:end])
            i = end
    return tests


def _searcher(pattern: re.Pattern[str]) -> Any:
    scanner = word_starts(pattern)
    return pattern.search if scanner is None else scanner.search


def _block_test(part: re.Pattern[str]) -> Any:
    # Whether a block may hold a match of ``part`` in one of its sentences (see
    # Fast.narrow): None when every block may (anchored at the sentence's start).
    if part.pattern.startswith("^"):
        return None
    loose = relaxed(part.pattern)
    if loose is None:
        firsts = first_chars(part.pattern)
        if not firsts:
            return None
        return lambda subject: any(char in subject for char in firsts)
    search = _searcher(re.compile(loose, part.flags))
    return lambda subject: search(subject, 0, sys.maxsize) is not None


def _char_at(text: str, pos: int) -> str:
    # The character a match at ``pos`` opens on ("" past the end), as re reads ``pos``.
    return text[pos:pos + 1] if pos >= 0 else text[:1]


class Narrowed:
    """A pattern's :meth:`Fast.found` for the sentences of one block (:meth:`Fast.narrow`)."""

    __slots__ = ("calls", "folded")

    def __init__(self, calls: tuple[Any, ...] | list[Any], folded: bool) -> None:
        self.calls = calls
        self.folded = folded

    def found(self, text: str, low: str | None = None) -> bool:
        """Whether the pattern matches in the sentence ``text`` (``low``: its fold, the
        block's fold cut the same way; None when the block had none)."""
        subject = low if self.folded else text
        for call in self.calls:  # noqa: SIM110
            if call(subject, 0, sys.maxsize) is not None:
                return True
        return False


def _any_parts(source: str, flags: int) -> tuple[re.Pattern[str], ...]:
    bounded: list[str] = []
    literal: list[str] = []
    rest: list[str] = []
    for part in alternatives(speed_up(source, flags)):
        if part.startswith("\\b(?:") and group_end(part, 2) == len(part):
            bounded.extend(alternatives(part[5:-1]))  # \b(?:a|b) from speed_up
        elif part.startswith("\\b") and len(part) > 2:
            bounded.append(part[2:])
        elif part[:1] and part[:1] not in SPECIAL and part[:1] != ".":
            literal.append(part)
        else:
            rest.append(part)
    # Alternatives anchored at the start are tried at one position: one call for all.
    anchored = [part for part in rest if part.startswith("^")]
    sources = [part for part in rest if not part.startswith("^")]
    if anchored:
        sources.append("|".join(anchored))
    if literal:
        sources = ["|".join(literal), *sources]
    if bounded:
        sources = ["\\b(?:" + "|".join(bounded) + ")", *sources]
    return tuple(re.compile(part, flags) for part in sources)


_UNBUILT: list[Any] = []  # patterns (Fast, onepass.Labelled) not compiled yet: build()
_CASED_PARTS = frozenset({"cased", "_search_cased", "_match_cased"})


def build_next() -> bool:
    """Compile one more pattern's twins (~1.5 ms); False when every one is built.

    The scoring process compiles them one at a time while it waits for a job."""
    while _UNBUILT:
        fast = _UNBUILT.pop()
        if "fast" not in fast.__dict__:
            fast.build()
            return True
    return False


def build_all() -> None:
    """Compile every pattern's twins now."""
    while build_next():
        pass


class Fast:
    """A pattern and its fast twin (see the module). Methods take the text and its fold
    (:func:`fold`; None when there is none or the caller has none) and return match
    objects of whichever text they ran on: read spans from them, words from the text."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        _UNBUILT.append(self)

    def __getattr__(self, name: str) -> Any:
        # The twins are compiled when first used, not when the module is imported: the
        # window's process imports the checks (for their descriptions) and never runs a
        # pattern, and compiling them all took ~60 ms of its start-up. Called only for an
        # attribute not set yet, so a built pattern pays nothing for it.
        if name.startswith("__") or "pattern" not in self.__dict__:
            raise AttributeError(name)
        if name in _CASED_PARTS and "fast" in self.__dict__:
            self._build_cased()
        else:
            self._build()
        try:
            return self.__dict__[name]
        except KeyError:
            raise AttributeError(name) from None

    def build(self) -> None:
        """Compile the twins now, unless they are already."""
        if "fast" not in self.__dict__:
            self._build()

    def _build(self) -> None:
        pattern = self.pattern
        self.caseless = bool(pattern.flags & re.IGNORECASE)
        source = lower_source(pattern.pattern) if self.caseless else pattern.pattern
        flags = pattern.flags & ~re.IGNORECASE
        self.fast = re.compile(speed_up(source, flags), flags)
        # Patterns that open on a word boundary scan for what stands before it instead.
        self._words = word_starts(self.fast, source)

        # For "is there a match?" the order of the alternatives is free: those behind a
        # boundary share one, those that open on a literal share one (re then skips to a
        # possible first character), and each of the rest runs alone.
        parts = _any_parts(source, pattern.flags & ~re.IGNORECASE)
        self._search = tuple(_searcher(part) for part in parts)
        self._match = tuple(part.match for part in parts)
        if not self.caseless:
            self.cased = self.fast
            self._search_cased = tuple(part.search for part in parts)
            self._match_cased = self._match
        # Narrowed to a block, the checks run on its sentences: short texts, searched by
        # each part itself (the word-start scan gains nothing there).
        self._tested = tuple(zip((part.search for part in parts),
                                 (_block_test(part) for part in parts), strict=True))
        # What a match opens on, when that is a few characters: a text that does not
        # open on one of them is not matched at its start (asked of every sentence).
        self._firsts = first_chars(self.fast.pattern)
        # Words one of which every match holds (scorers.fastpatterns.needwords): a folded block that
        # holds none of them is not searched at all.
        self._needs = needwords.needed_words(source) if self.caseless else None
        # And each part's own, for narrowing to a block (the words of the one part behind
        # a boundary are often rarer than those of the whole pattern).
        self._part_needs = tuple(needwords.needed_words(part.pattern) if self.caseless
                                 else None for part in parts)
        self._no_needs = (None,) * len(parts)
        for needs in (self._needs, *self._part_needs):
            if needs is not None:
                needwords.register(needs)

    def _build_cased(self) -> None:
        # An IGNORECASE pattern run without a fold: its case-folding variants, compiled
        # only when some caller has no fold (the engine always has one), since they are a
        # third of all compiling.
        pattern = self.pattern
        # Without a fold an IGNORECASE pattern still gets the other rewrites.
        self.cased = re.compile(speed_up(pattern.pattern, pattern.flags), pattern.flags)
        cased = _any_parts(pattern.pattern, pattern.flags)
        self._search_cased = tuple(part.search for part in cased)
        self._match_cased = tuple(part.match for part in cased)

    @property
    def opening_chars(self) -> frozenset[str] | None:
        """The characters a match can open on in the text the pattern runs on (the fold,
        for an IGNORECASE pattern), when they are a few known ones; else None."""
        return self._firsts

    def lacks(self, low: str, endpos: int = sys.maxsize) -> bool:
        """Whether the fold ``low`` (up to ``endpos``) certainly holds no match, because
        it holds none of the words one of which every match holds as a whole word
        (:mod:`scorers.fastpatterns.needwords`, which reads a text once for all patterns)."""
        needs = self._needs
        # Cut short by ``endpos`` a word at the cut would look whole: only whole texts.
        return needs is not None and endpos >= len(low) >= needwords.SHORT and \
            needs.isdisjoint(needwords.present(low))

    def found(self, text: str, low: str | None = None, pos: int = 0,
              endpos: int = sys.maxsize) -> bool:
        """Whether the pattern matches anywhere in ``text[pos:endpos]`` (as ``search``)."""
        # Called for every block and many sentences: bound methods, and a plain loop
        # (any() over a generator costs more).
        if not self.caseless:
            calls = self._search
        elif low is None:
            calls = self._search_cased
        else:
            if self._needs is not None and self.lacks(low, endpos):
                return False
            calls, text = self._search, low
        for call in calls:  # noqa: SIM110
            if call(text, pos, endpos) is not None:
                return True
        return False

    def starts(self, text: str, low: str | None = None, pos: int = 0,
               endpos: int = sys.maxsize) -> bool:
        """Whether the pattern matches at ``pos`` (as ``match``)."""
        if not self.caseless:
            calls = self._match
        elif low is None:
            calls = self._match_cased
        else:
            calls, text = self._match, low
        if calls is self._match and self._firsts is not None and \
                (_char_at(text, pos) not in self._firsts or endpos <= pos):
            return False
        for call in calls:  # noqa: SIM110
            if call(text, pos, endpos) is not None:
                return True
        return False

    def narrow(self, text: str, low: str | None = None) -> Narrowed:
        """:meth:`found` for the sentences of the block ``text`` (spans given by
        :func:`scorers.language.sentences.split`), without the alternatives that match in none
        of them because even their relaxed form (:func:`scorers.fastpatterns.regex_source.relaxed`)
        matches nowhere in the block.

        A sentence's match is a match of the relaxed form in the block: a sentence is
        cut where white space stands, or after closing punctuation, so a boundary
        (``\\b``) at its edge is one in the block too (``tests/equivalence/test_fastre.py`` checks
        both on the engine's patterns).
        """
        if self.caseless and low is None:
            return Narrowed(self._search_cased, False)
        if not self.caseless:
            return Narrowed([call for call, test in self._tested
                             if test is None or test(text)], False)
        if self._needs is not None and self.lacks(low):  # type: ignore[arg-type]
            return Narrowed((), True)
        # A part none of whose words the block holds whole is not in any sentence of it.
        held = needwords.present(low) if self._part_needs != self._no_needs and \
            len(low) >= needwords.SHORT else None  # type: ignore[arg-type]
        calls = [call for (call, test), needs in zip(self._tested, self._part_needs, strict=True)
                 if (needs is None or held is None or not needs.isdisjoint(held))
                 and (test is None or test(low))]
        return Narrowed(calls, True)

    # search, match and finditer run for every block and many sentences: each reads which
    # text to run on itself rather than through a helper (a Python call apiece).

    def search(self, text: str, low: str | None = None, pos: int = 0,
               endpos: int = sys.maxsize) -> re.Match[str] | None:
        if self.caseless:
            if low is None:
                return self.cased.search(text, pos, endpos)
            if self._needs is not None and self.lacks(low, endpos):
                return None
            text = low
        words = self._words
        if words is not None and \
                (endpos if endpos < len(text) else len(text)) - pos >= wordstarts.SHORT:
            return words.search(text, pos, endpos)
        return self.fast.search(text, pos, endpos)

    def match(self, text: str, low: str | None = None, pos: int = 0,
              endpos: int = sys.maxsize) -> re.Match[str] | None:
        if self.caseless:
            if low is None:
                return self.cased.match(text, pos, endpos)
            text = low
        if self._firsts is not None and _char_at(text, pos) not in self._firsts:
            return None
        return self.fast.match(text, pos, endpos)

    def finditer(self, text: str, low: str | None = None, pos: int = 0,
                 endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        if self.caseless:
            if low is None:
                return self.cased.finditer(text, pos, endpos)
            if self._needs is not None and self.lacks(low, endpos):
                return iter(())
            text = low
        words = self._words
        if words is not None and \
                (endpos if endpos < len(text) else len(text)) - pos >= wordstarts.SHORT:
            return words.finditer(text, pos, endpos)
        return self.fast.finditer(text, pos, endpos)


def table(patterns: Mapping[str, re.Pattern[str]]) -> dict[str, Fast]:
    """A per-language table of patterns, each wrapped in :class:`Fast`."""
    return {lang: Fast(pattern) for lang, pattern in patterns.items()}
