"""The engine's regular expressions, run fast without changing what they match.

The pattern tables in :mod:`scorers.patterns` and :mod:`scorers.phrases` are
written to be read by a writer or a linguist. Python's ``re`` runs some of
their shapes slowly, because it can only skip ahead to a possible first
character when a pattern starts with one. :class:`Fast` compiles a twin of a
pattern that matches exactly the same spans, rewritten in three ways:

* **Folding.** An IGNORECASE pattern is lower-cased and run case-sensitively
  over the lower-cased text (:func:`fold`): ``re`` compares IGNORECASE patterns
  character by character through case folding. Lower-casing maps each character
  to what IGNORECASE compares it as (``tests/test_fastre.py`` checks every code
  point) unless the text holds İ (two characters in lower case), ı or ſ (which
  IGNORECASE matches to i and s); :func:`fold` returns None for such a text and
  the original pattern runs instead.
* **One boundary for many alternatives.** ``\\bA|\\bB|\\bC`` becomes
  ``\\b(?:A|B|C)``: the same alternatives in the same order, but the boundary is
  tested once per position instead of once per alternative.
* **The first character before the look-behind.** ``(?<!X)a…`` becomes
  ``a(?<!(?:X)a)…`` for a single-character ``a``: the same test, but made only
  where ``a`` stands, not at every position.

Over a 20,000-word article the hedge list goes from 11 to 3 ms, the
non-answer openers from 9 to 2 ms.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator, Mapping
from typing import Any

#: Characters IGNORECASE matches differently from what ``str.lower`` makes of them.
_UNSAFE = re.compile("[\u0130\u0131\u017f]")

_FLAG_LETTERS = frozenset("aiLmsux-")
_CLASS_ESCAPES = frozenset("dwsDWS")
_SPECIAL = frozenset("()|*+?{}^$\\[")


def fold(text: str) -> str | None:
    """``text`` lower-cased, when that is how IGNORECASE sees it; None when it is not."""
    low = text.lower()
    if len(low) != len(text) or (not text.isascii() and _UNSAFE.search(text) is not None):
        return None
    return low


# Reading a pattern's source -----------------------------------------------------------

def _escape_end(source: str, i: int) -> int:
    # The end of the escape starting at source[i] == "\\".
    kind = source[i + 1:i + 2]
    if kind == "x":
        return i + 4
    if kind == "u":
        return i + 6
    if kind == "U":
        return i + 10
    if kind == "N":
        return source.index("}", i) + 1
    return i + 2


def _class_end(source: str, i: int) -> int:
    # The end of the character class starting at source[i] == "[".
    j = i + 1
    if source[j:j + 1] == "^":
        j += 1
    if source[j:j + 1] == "]":
        j += 1  # a "]" first in a class is a literal
    while source[j] != "]":
        j = _escape_end(source, j) if source[j] == "\\" else j + 1
    return j + 1


def _group_end(source: str, i: int) -> int:
    # The end of the group starting at source[i] == "(".
    depth = 0
    j = i
    while True:
        char = source[j]
        if char == "\\":
            j = _escape_end(source, j)
            continue
        if char == "[":
            j = _class_end(source, j)
            continue
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1


def alternatives(source: str) -> list[str]:
    """The top-level alternatives of a pattern's source."""
    parts: list[str] = []
    start = i = 0
    while i < len(source):
        char = source[i]
        if char == "\\":
            i = _escape_end(source, i)
            continue
        if char == "[":
            i = _class_end(source, i)
            continue
        if char == "(":
            i = _group_end(source, i)
            continue
        if char == "|":
            parts.append(source[start:i])
            start = i + 1
        i += 1
    parts.append(source[start:])
    return parts


def lower_source(source: str) -> str:
    """A pattern's source with its ASCII letters in lower case, escapes (``\\b``,
    ``\\S``, ``\\u4e00``), group names and inline flags kept as they are.

    Raises:
        ValueError: when the pattern holds a cased character other than an ASCII
            letter, for which lower-casing the text is not what IGNORECASE does.
    """
    out: list[str] = []
    i = 0
    while i < len(source):
        char = source[i]
        if char == "\\":
            end = _escape_end(source, i)
            escaped = source[i + 1:end]
            if escaped[:1] in ("x", "u", "U") and _cased(chr(int(escaped[1:], 16))):
                raise ValueError(f"cased escape {source[i:end]!r} in {source!r}")
            out.append(source[i:end])
            i = end
            continue
        if source.startswith(("(?P<", "(?P="), i):
            end = source.index(">" if source[i + 3] == "<" else ")", i) + 1
            out.append(source[i:end])
            i = end
            continue
        if source.startswith("(?", i) and source[i + 2:i + 3] in _FLAG_LETTERS:
            end = min(p for p in (source.find(":", i), source.find(")", i)) if p > 0) + 1
            out.append(source[i:end])
            i = end
            continue
        if not char.isascii() and _cased(char):
            raise ValueError(f"cased character {char!r} in {source!r}")
        out.append(char.lower() if char.isascii() else char)
        i += 1
    return "".join(out)


def _cased(char: str) -> bool:
    return char.lower() != char or char.upper() != char


# Rewriting it ------------------------------------------------------------------------

def _single_atom(source: str, i: int) -> int | None:
    # The end of a one-character atom at source[i] (a literal, ".", a class or a class
    # escape), or None when what stands there is not one.
    if i >= len(source):
        return None
    char = source[i]
    if char == "[":
        return _class_end(source, i)
    if char == "\\":
        kind = source[i + 1:i + 2]
        if kind in _CLASS_ESCAPES or kind in ("x", "u", "U", "N") or not kind.isalnum():
            return _escape_end(source, i)
        return None  # \b, \A, a back-reference …: not one character
    if char in _SPECIAL:
        return None
    return i + 1


_COUNT = re.compile(r"\{(\d+)(?:(,)(\d*))?\}")


def _split_first(alternative: str, union: bool = False) -> tuple[str, str] | None:
    """``(atom, rest)`` when ``alternative`` always opens on one single-character atom
    (``a{2,5}x`` → ``a``, ``a{1,4}x``; ``(?:ab|ac)d`` → ``a``, ``(?:b|c)d``), else None.

    With ``union``, a group whose alternatives open on different atoms opens on their
    union, each alternative checking its own atom behind it: ``(?:Jan|Feb)`` →
    ``[JF]``, ``(?:(?<=J)an|(?<=F)eb)``."""
    if alternative.startswith("(?:"):
        end = _group_end(alternative, 0)
        if alternative[end:end + 1] in ("*", "+", "?", "{"):
            return None  # a group that repeats or may be left out
        split = [_split_first(part, union) for part in alternatives(alternative[3:end - 1])]
        pairs = [pair for pair in split if pair is not None]
        if len(pairs) != len(split):
            return None
        if len({atom for atom, _ in pairs}) != 1:
            joined = _union([atom for atom, _ in pairs]) if union else None
            if joined is None:
                return None
            rests = "|".join(rest if atom == joined else f"(?<={atom}){rest}"
                             for atom, rest in pairs)
            return joined, "(?:" + rests + ")" + alternative[end:]
        rests = "|".join(rest for _, rest in pairs)
        return pairs[0][0], "(?:" + rests + ")" + alternative[end:]
    atom_end = _single_atom(alternative, 0)
    if atom_end is None:
        return None
    atom = alternative[:atom_end]
    rest = alternative[atom_end:]
    count = _COUNT.match(rest)
    if rest[:1] == "+" and rest[1:2] not in ("+", "?"):
        return atom, atom + "*" + rest[1:]
    if count and int(count.group(1)) >= 1 and rest[count.end():count.end() + 1] not in ("+", "?"):
        low, comma, high = int(count.group(1)), count.group(2), count.group(3)
        more = f"{{{low - 1}{comma or ''}{'' if not high else int(high) - 1}}}"
        return atom, atom + more + rest[count.end():]
    if rest[:1] in ("*", "?", "{", "+"):
        return None  # an atom that may match nothing (or lazily)
    return atom, rest


def _first_before_lookbehind(alternative: str) -> str:
    """``(?<!X)a{2,5}rest`` → ``a(?<!(?:X)a)a{1,4}rest``: the same matches, but a pattern
    that opens on one character (``re`` can skip ahead to it)."""
    i = 0
    behind: list[tuple[str, str]] = []
    while alternative.startswith(("(?<!", "(?<="), i):
        end = _group_end(alternative, i)
        behind.append((alternative[i:i + 4], alternative[i + 4:end - 1]))
        i = end
    split = _split_first(alternative[i:])
    if split is None:
        return alternative
    atom, rest = split
    checks = "".join(f"{kind}(?:{inner}){atom})" for kind, inner in behind)
    return atom + checks + rest


def _one_atom(parts: list[str]) -> list[str]:
    """Adjacent alternatives that open on the same one-character atom share it:
    ``ax|ay|b`` → ``a(?:x|y)|b`` (the same alternatives, in the same order)."""
    out: list[str] = []
    run: list[tuple[str, str]] = []

    def close() -> None:
        if len(run) > 1:
            out.append(run[0][0] + "(?:" + "|".join(rest for _, rest in run) + ")")
        elif run:
            out.append(run[0][0] + run[0][1])
        run.clear()

    for part in parts:
        end = _single_atom(part, 0)
        if end is None or part[end:end + 1] in ("*", "+", "?", "{"):
            close()
            out.append(part)
            continue
        if run and run[0][0] != part[:end]:
            close()
        run.append((part[:end], part[end:]))
    close()
    return out


def _one_boundary(parts: list[str]) -> list[str]:
    """Adjacent alternatives that start with ``\\b`` share one."""
    out: list[str] = []
    run: list[str] = []
    for part in [*parts, None]:
        if part is not None and part.startswith("\\b") and len(part) > 2:
            run.append(part[2:])
            continue
        if len(run) > 1:
            out.append("\\b(?:" + "|".join(run) + ")")
        elif run:
            out.append("\\b" + run[0])
        run = []
        if part is not None:
            out.append(part)
    return out


def speed_up(source: str, flags: int = 0) -> str:
    """A pattern source rewritten to run faster with the same matches (see the module).
    ``flags`` are the pattern's (they tell which characters are rare)."""
    parts = [_first_before_lookbehind(part) for part in alternatives(source)]
    faster = "|".join(_one_atom(_one_boundary(parts)))
    if _opens_on_one_atom(faster):
        return faster
    return _charset_first(source, flags) or faster


# Opening on a rare character ----------------------------------------------------------
#
# ``re`` skips ahead in C to a possible first character only when a pattern opens on one
# literal, one character class, or alternatives that each open on a literal. A pattern
# such as the DATE rule (``\b\d{4}-…|\b(?:Jan|Feb…)…|\bQ[1-4]…``) opens on none of
# these, so ``re`` starts the whole pattern at every position of the text. Rewritten to
# open on the union of the alternatives' first characters (``[\dJFMASONDQ]``), each
# alternative then checking behind it that its own first character and the tests before
# it (``\b``, look-behinds) held there, it is started only where a digit or one of those
# capitals stands. Worth it only when those characters are rare in prose.

_CLASS_SET_OPS = ("[", "&&", "--", "~~", "||")


def _opens_on_one_atom(source: str) -> bool:
    # Already fast: one alternative opening on a single-character atom that must match,
    # or alternatives that each open on a plain literal.
    parts = alternatives(source)
    if len(parts) == 1:
        end = _single_atom(source, 0)
        return end is not None and source[end:end + 1] not in ("*", "?", "{", "+")
    return all(part[:1] and part[:1] not in _SPECIAL and part[:1] != "." for part in parts)


def _class_inner(atom: str) -> str | None:
    # What ``atom`` contributes inside a union class, or None when it cannot.
    if atom.startswith("["):
        inner = atom[1:-1]
        if inner.startswith(("^", "]")) or any(op in inner for op in _CLASS_SET_OPS):
            return None
        # A hyphen first or last is a literal there, and would make a range elsewhere.
        if inner.startswith("-"):
            inner = "\\-" + inner[1:]
        if inner.endswith("-") and not inner.endswith("\\-"):
            inner = inner[:-1] + "\\-"
        return inner
    if atom.startswith("\\"):
        return atom if atom[1:2] in ("d", "s", "x", "u", "U") or not atom[1:2].isalnum() \
            else None
    if atom == ".":
        return None
    return "\\" + atom if atom in "\\]^-[" else atom


def _union(atoms: list[str]) -> str | None:
    """One character class matching what any of ``atoms`` matches, or None."""
    if len(set(atoms)) == 1:
        return atoms[0]
    inners = [_class_inner(atom) for atom in dict.fromkeys(atoms)]
    if any(inner is None for inner in inners):
        return None
    return "[" + "".join(inners) + "]"  # type: ignore[arg-type]


def _peel(alternative: str) -> tuple[str, str]:
    """The zero-width tests an alternative opens with (``\\b``, look-behinds), and the rest."""
    i = 0
    while True:
        if alternative.startswith("\\b", i):
            i += 2
        elif alternative.startswith(("(?<!", "(?<="), i):
            i = _group_end(alternative, i)
        else:
            return alternative[:i], alternative[i:]


def _has_groups(source: str) -> bool:
    try:
        return re.compile(source).groups > 0
    except re.error:
        return True


def _flatten(alternative: str) -> list[str] | None:
    """``alternative`` as a list of alternatives that each open on a required atom:
    ``\\b(?:a|b)`` → ``\\ba``, ``\\bb``; ``[-+]?\\d`` → ``[-+]\\d``, ``\\d`` (the same
    matches, tried in the same order). None when a group would be copied."""
    prefix, body = _peel(alternative)
    if body.startswith("(?:") and _group_end(body, 0) == len(body):
        out: list[str] = []
        for part in alternatives(body[3:-1]):
            flat = _flatten(prefix + part)
            if flat is None:
                return None
            out.extend(flat)
        return out
    end = _single_atom(body, 0)
    if end is not None and body[end:end + 1] == "?" and body[end + 1:end + 2] not in ("?", "+"):
        rest = body[end + 1:]
        if _has_groups(rest):
            return None
        without = _flatten(prefix + rest)
        return None if without is None else [prefix + body[:end] + rest, *without]
    return [alternative]


#: How often each lower-case letter occurs in English prose, in percent of letters.
_LETTER_SHARE = dict(zip("etaoinshrdlcumwfgypbvkjxqz",
                         (12.7, 9.1, 8.2, 7.5, 7.0, 6.7, 6.3, 6.1, 6.0, 4.3, 4.0, 2.8, 2.8,
                          2.4, 2.4, 2.2, 2.0, 2.0, 1.9, 1.5, 1.0, 0.8, 0.15, 0.15, 0.1, 0.07),
                         strict=True))


def _rare(union: str, flags: int) -> bool:
    # Lower-case letters that make up at most 4 % of prose's letters, and no white space
    # or common punctuation: the pattern is started at few positions.
    charset = re.compile(union, flags)
    if any(charset.match(char) for char in " ,.\n"):
        return False
    return sum(share for char, share in _LETTER_SHARE.items() if charset.match(char)) <= 4.0


def _charset_first(source: str, flags: int) -> str | None:
    """``source`` rewritten to open on the union of its first characters (see above),
    or None when it cannot be or would not be faster."""
    flat: list[str] = []
    for part in alternatives(source):
        expanded = _flatten(part)
        if expanded is None:
            return None
        flat.extend(expanded)
    split: list[tuple[str, str, str]] = []
    for part in flat:
        prefix, body = _peel(part)
        pair = _split_first(body, union=True)
        if pair is None:
            return None
        split.append((prefix, *pair))
    union = _union([atom for _, atom, _ in split])
    if union is None or not _rare(union, flags):
        return None
    branches: list[tuple[str, list[str]]] = []  # (check behind, rests), adjacent ones shared
    for prefix, atom, rest in split:
        behind = "" if not prefix and atom == union else f"(?<={prefix}{atom})"
        if branches and branches[-1][0] == behind:
            branches[-1][1].append(rest)
        else:
            branches.append((behind, [rest]))
    inner = "|".join(behind + (rests[0] if len(rests) == 1 else "(?:" + "|".join(rests) + ")")
                     for behind, rests in branches)
    return union + (inner if len(branches) == 1 and not branches[0][0] else f"(?:{inner})")


def _any_parts(source: str, flags: int) -> tuple[re.Pattern[str], ...]:
    bounded: list[str] = []
    literal: list[str] = []
    rest: list[str] = []
    for part in alternatives(speed_up(source, flags)):
        if part.startswith("\\b(?:") and _group_end(part, 2) == len(part):
            bounded.extend(alternatives(part[5:-1]))  # \b(?:a|b) from speed_up
        elif part.startswith("\\b") and len(part) > 2:
            bounded.append(part[2:])
        elif part[:1] and part[:1] not in _SPECIAL and part[:1] != ".":
            literal.append(part)
        else:
            rest.append(part)
    sources = rest
    if literal:
        sources = ["|".join(literal), *sources]
    if bounded:
        sources = ["\\b(?:" + "|".join(bounded) + ")", *sources]
    return tuple(re.compile(part, flags) for part in sources)


class Fast:
    """A pattern and its fast twin (see the module). Methods take the text and its fold
    (:func:`fold`; None when there is none or the caller has none) and return match
    objects of whichever text they ran on: read spans from them, words from the text."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.caseless = bool(pattern.flags & re.IGNORECASE)
        source = lower_source(pattern.pattern) if self.caseless else pattern.pattern
        flags = pattern.flags & ~re.IGNORECASE
        self.fast = re.compile(speed_up(source, flags), flags)
        # Without a fold an IGNORECASE pattern still gets the other rewrites.
        self.cased = re.compile(speed_up(pattern.pattern, pattern.flags), pattern.flags) \
            if self.caseless else self.fast

        # For "is there a match?" the order of the alternatives is free: those behind a
        # boundary share one, those that open on a literal share one (re then skips to a
        # possible first character), and each of the rest runs alone.
        parts = _any_parts(source, pattern.flags & ~re.IGNORECASE)
        cased = _any_parts(pattern.pattern, pattern.flags) if self.caseless else parts
        self._search = tuple(part.search for part in parts)
        self._match = tuple(part.match for part in parts)
        self._search_cased = tuple(part.search for part in cased)
        self._match_cased = tuple(part.match for part in cased)

    def found(self, text: str, low: str | None = None, pos: int = 0,
              endpos: int = sys.maxsize) -> bool:
        """Whether the pattern matches anywhere in ``text[pos:endpos]`` (as ``search``)."""
        return self._hit(self._search, self._search_cased, text, low, pos, endpos)

    def starts(self, text: str, low: str | None = None, pos: int = 0,
               endpos: int = sys.maxsize) -> bool:
        """Whether the pattern matches at ``pos`` (as ``match``)."""
        return self._hit(self._match, self._match_cased, text, low, pos, endpos)

    def _hit(self, fast: tuple[Any, ...], cased: tuple[Any, ...], text: str, low: str | None,
             pos: int, endpos: int) -> bool:
        # Called for every sentence: bound methods, and a plain loop (any() over a
        # generator costs more).
        if not self.caseless:
            calls, subject = fast, text
        elif low is None:
            calls, subject = cased, text
        else:
            calls, subject = fast, low
        for call in calls:  # noqa: SIM110
            if call(subject, pos, endpos) is not None:
                return True
        return False

    def _pick(self, text: str, low: str | None) -> tuple[re.Pattern[str], str]:
        if not self.caseless:
            return self.fast, text
        if low is None:
            return self.cased, text
        return self.fast, low

    def search(self, text: str, low: str | None = None, pos: int = 0,
               endpos: int = sys.maxsize) -> re.Match[str] | None:
        pattern, subject = self._pick(text, low)
        return pattern.search(subject, pos, endpos)

    def match(self, text: str, low: str | None = None, pos: int = 0,
              endpos: int = sys.maxsize) -> re.Match[str] | None:
        pattern, subject = self._pick(text, low)
        return pattern.match(subject, pos, endpos)

    def finditer(self, text: str, low: str | None = None, pos: int = 0,
                 endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        pattern, subject = self._pick(text, low)
        return pattern.finditer(subject, pos, endpos)


def table(patterns: Mapping[str, re.Pattern[str]]) -> dict[str, Fast]:
    """A per-language table of patterns, each wrapped in :class:`Fast`."""
    return {lang: Fast(pattern) for lang, pattern in patterns.items()}
