"""Words a phrase pattern's every match holds, and which of them a text holds.

Most of the engine's English phrase lists — fillers, hedges, puffery, passives,
verbs of saying, vague authority, first-person measurement — are patterns of the
shape ``\\b(?:very|really|in my (?:opinion|view)|…)\\b``: every match holds a
whole word from a short list. Each of them used to read every block of the
article, about a millisecond per pattern over 20,000 words, although most blocks
hold none of their words.

:func:`needed_words` reads a pattern's source and returns words one of which every
match holds as a whole word, when it can say so with certainty. It follows each
way through the pattern (alternatives, optional letters such as ``seems?``, small
letter classes such as ``analy[sz]ed``, optional groups; look-arounds are skipped)
and collects the words that stand there whole: literal word characters with a
boundary or a character that cannot be a word character (a space, ``\\s``,
punctuation) on both sides. A way stops at anything it cannot read with certainty
(a class escape, a repeat, an anchor), keeping the words read before it. From each
way it takes one word, the least common one (not a short function word such as
"in" or "it"), so that "in my opinion" needs "opinion". When some way holds no
whole word at all, it answers None and the pattern is run as before.

:func:`present` reads a text once for the words of every such pattern together and
remembers the answer for the last few texts, so that the patterns asked about the
same block share one reading: a pattern none of whose words the block holds as a
whole word cannot match in it, and is not run (:meth:`scorers.fastpatterns.fastre.Fast.lacks`).
A whole word is what ``\\b`` sees on both sides, which is what the scan looks for
(``tests/equivalence/test_needwords.py`` compares the two on hostile text).
"""

from __future__ import annotations

import functools
import re
import threading

from scorers.fastpatterns.regex_source import alternatives, class_end, escape_end, group_end
from scorers.fastpatterns.rewrites import speed_up

_WORD_CHAR = re.compile(r"\w")
#: Steps per pattern before giving up (a pattern with very many optional parts).
_MAX_STEPS = 20_000
#: Words too common to choose when a way through a pattern holds a rarer one.
_COMMON = frozenset(
    "a an and are as at be been but by do for from had has have he her his i if in is it "
    "its me my no not of on or our she so that the their them they this to up us was we "
    "were what when which who will with you your".split())


class _TooManyWaysError(Exception):
    """The pattern holds more ways than :func:`needed_words` follows."""


def _is_word_char(char: str) -> bool:
    return _WORD_CHAR.match(char) is not None


def _class_members(inner: str) -> list[str] | None:
    # The characters of a class without ranges, negation or class escapes; "\s" counts
    # as one member standing for white space. None when it is not that simple.
    if inner.startswith("^"):
        return None
    members: list[str] = []
    i = 0
    while i < len(inner):
        if inner[i] == "\\":
            escaped = inner[i + 1:i + 2]
            if escaped == "s":
                members.append(" ")
            elif escaped and not escaped.isalnum():
                members.append(escaped)
            else:
                return None
            i += 2
            continue
        if inner[i] == "-" and 0 < i < len(inner) - 1:
            return None  # a range
        members.append(inner[i])
        i += 1
    return members


def _quantifier(body: str, end: int) -> str:
    # The quantifier after the atom ending at ``end`` ("" when none); lazy ones read as
    # greedy ones (the same ways through), possessive ones as unknown.
    quantifier = body[end:end + 1]
    if quantifier not in ("*", "+", "?", "{"):
        return ""
    if body[end + 1:end + 2] == "+":
        return "{"  # possessive: not followed
    return quantifier


class _Ways:
    """Follows every way through a pattern, collecting the whole words of each."""

    def __init__(self) -> None:
        self.steps = 0
        self.found: list[tuple[str, ...]] = []

    def walk(self, body: str, words: tuple[str, ...], word: str, sure: bool) -> None:
        """Read on in ``body``: ``words`` are the whole words met so far, ``word`` the
        letters of the word being read, ``sure`` whether a non-word character or a
        boundary stands before it (or before the next one, when ``word`` is empty)."""
        self.steps += 1
        if self.steps > _MAX_STEPS:
            raise _TooManyWaysError
        if words and words[-1] not in _COMMON:
            self.found.append(words)  # the way holds a word rare enough to look for
            return
        if not body:
            self.found.append(words)  # the match may end inside the word being read
            return
        char = body[0]
        if char == "(":
            self._group(body, words, word, sure)
        elif char == "\\":
            escaped = body[1:2]
            end = escape_end(body, 0)
            if escaped == "b":
                self._boundary(body[end:], words, word, sure)
            elif escaped in ("s", "W") or (escaped and not escaped.isalnum()
                                           and not _is_word_char(escaped)):
                self._non_word(body, end, words, word, sure)
            else:
                self.found.append(words)  # \d, \w …: the way is not followed further
        elif char == "[":
            self._class(body, words, word, sure)
        elif char in ".^$*+?{}|)":
            self.found.append(words)
        elif _is_word_char(char):
            self._letters(body, 1, (char,), words, word, sure)
        else:
            self._non_word(body, 1, words, word, sure)

    def _boundary(self, rest: str, words: tuple[str, ...], word: str, sure: bool) -> None:
        if word:  # the word ends here: a non-word character or the end follows
            self.walk(rest, (*words, word) if sure else words, "", True)
        else:  # a word character follows a non-word character or the start
            self.walk(rest, words, "", True)

    def _group(self, body: str, words: tuple[str, ...], word: str, sure: bool) -> None:
        end = group_end(body, 0)
        quantifier = _quantifier(body, end)
        if body.startswith(("(?=", "(?!", "(?<=", "(?<!")):
            if quantifier:
                self.found.append(words)
            else:
                self.walk(body[end:], words, word, sure)  # zero-width: read on
            return
        if body.startswith("(?:"):
            inner = body[3:end - 1]
        elif body.startswith("(?"):
            self.found.append(words)  # flags, named groups, conditions
            return
        else:
            inner = body[1:end - 1]
        options = alternatives(inner)
        rest = body[end:]
        if quantifier == "?":
            options.append("")
            rest = body[end + 1:].lstrip("?")
        elif quantifier:
            self.found.append(words)
            return
        for option in options:
            self.walk(option + rest, words, word, sure)

    def _class(self, body: str, words: tuple[str, ...], word: str, sure: bool) -> None:
        end = class_end(body, 0)
        members = _class_members(body[1:end - 1])
        quantifier = _quantifier(body, end)
        if members is None or quantifier == "{":
            self.found.append(words)
            return
        if not any(_is_word_char(member) for member in members):
            self._non_word(body, end, words, word, sure)
        elif all(_is_word_char(member) for member in members) and quantifier in ("", "?"):
            self._letters(body, end, tuple(members), words, word, sure)
        else:
            self.found.append(words)

    def _letters(self, body: str, end: int, chars: tuple[str, ...], words: tuple[str, ...],
                 word: str, sure: bool) -> None:
        # One of ``chars`` (word characters), maybe optional, at body[:end].
        quantifier = _quantifier(body, end)
        if quantifier in ("*", "+", "{"):
            self.found.append(words)
            return
        rest = body[end + len(quantifier):].lstrip("?") if quantifier else body[end:]
        for char in chars:
            self.walk(rest, words, word + char, sure)
        if quantifier == "?":
            self.walk(rest, words, word, sure)

    def _non_word(self, body: str, end: int, words: tuple[str, ...], word: str,
                  sure: bool) -> None:
        # A character that is not a word character (or a class of them) at body[:end]:
        # the word being read ends before it, and the next one opens after it.
        quantifier = _quantifier(body, end)
        if quantifier == "{":
            self.found.append(words)
            return
        rest = body[end + len(quantifier):].lstrip("?") if quantifier else body[end:]
        if quantifier in ("?", "*"):
            self.walk(rest, words, word, sure)  # left out: the letters around it join
        if word and sure:
            words = (*words, word)
        self.walk(rest, words, "", True)


def _rarest(words: tuple[str, ...]) -> str:
    # The word of a way least likely to stand in a block: an uncommon one, the longest.
    return max(words, key=lambda w: (w not in _COMMON, len(w)))


@functools.lru_cache(maxsize=1024)
def needed_words(source: str) -> frozenset[str] | None:
    """Words one of which every match of ``source`` holds as a whole word, or None when
    that cannot be said with certainty (see the module)."""
    ways = _Ways()
    try:
        for alternative in alternatives(source):
            ways.walk(alternative, (), "", False)
    except (_TooManyWaysError, IndexError, ValueError):
        return None
    if not ways.found or not all(ways.found):
        return None
    return frozenset(_rarest(words) for words in ways.found)


class _Vocabulary:
    """The words of every pattern that asked for them, and one scan for them all,
    compiled when a text is first read after words were added (once, at the first
    score: the patterns register while they compile)."""

    def __init__(self) -> None:
        # (words, their scan or None until compiled): replaced whole, so that a reader
        # sees the one or the other.
        self.state: tuple[frozenset[str], re.Pattern[str] | None] = (frozenset(), None)
        self.lock = threading.Lock()

    def add(self, words: frozenset[str]) -> None:
        with self.lock:
            if not words <= self.state[0]:
                self.state = (self.state[0] | words, None)

    def scan(self) -> re.Pattern[str] | None:
        words, scan = self.state
        if scan is None and words:
            with self.lock:
                words, scan = self.state
                if scan is None:
                    # Longer words first, so that the alternation does not stop at a
                    # prefix only for the closing \b to refuse it.
                    source = "|".join(sorted((re.escape(w) for w in words),
                                             key=lambda w: (-len(w), w)))
                    scan = re.compile(speed_up(r"\b(?:" + source + r")\b"))
                    self.state = (words, scan)
        return scan


_VOCABULARY = _Vocabulary()
#: Texts shorter than this are searched without reading their words first: the words
#: of a block are read once for the eight patterns asked about it, but a short piece of
#: a sentence is asked about by one pattern, which reads it as fast itself.
SHORT = 40
#: Every ASCII character that is not a word character, as a space (str.translate).
_SEPARATORS = {code: " " for code in range(128) if not _is_word_char(chr(code))}

#: The last texts read, by identity: (text, the vocabulary it was read for, the words
#: found). A text kept here is kept alive, so its id() cannot be reused while it stands
#: here; an answer for an older vocabulary (fewer words) is not used.
_recent: dict[int, tuple[str, frozenset[str], frozenset[str]]] = {}
_RECENT = 8


def register(words: frozenset[str]) -> None:
    """Add a pattern's needed words to what :func:`present` looks for."""
    _VOCABULARY.add(words)


def present(text: str) -> frozenset[str]:
    """The registered words ``text`` holds as whole words (read once per text object)."""
    vocabulary = _VOCABULARY.state[0]
    entry = _recent.get(id(text))
    if entry is not None and entry[0] is text and entry[1] is vocabulary:
        return entry[2]
    if text.isascii():
        # In ASCII text a whole word is a run of letters, digits and "_" between the
        # other characters: str methods cut them apart in C faster than the scan, and
        # the scan is compiled only when a text needs it.
        words = vocabulary.intersection(text.translate(_SEPARATORS).split())
    else:
        scan = _VOCABULARY.scan()
        words = frozenset(scan.findall(text)) if scan is not None else frozenset()
    if len(_recent) >= _RECENT:
        _recent.clear()
    _recent[id(text)] = (text, vocabulary, words)
    return words
