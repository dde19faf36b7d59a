"""Reading a regular expression's source: its alternatives, groups and first atoms.

What :mod:`scorers.fastpatterns.fastre` rewrites a pattern with. It reads the subset of the
``re`` syntax the engine's pattern tables use (escapes, classes, groups, look-behinds,
counted repeats); anything it cannot read with certainty it reports as such (None),
and the pattern is then run as it is.
"""

from __future__ import annotations

import re

FLAG_LETTERS = frozenset("aiLmsux-")
CLASS_ESCAPES = frozenset("dwsDWS")
SPECIAL = frozenset("()|*+?{}^$\\[")


def escape_end(source: str, i: int) -> int:
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


def class_end(source: str, i: int) -> int:
    # The end of the character class starting at source[i] == "[".
    j = i + 1
    if source[j:j + 1] == "^":
        j += 1
    if source[j:j + 1] == "]":
        j += 1  # a "]" first in a class is a literal
    while source[j] != "]":
        j = escape_end(source, j) if source[j] == "\\" else j + 1
    return j + 1


def group_end(source: str, i: int) -> int:
    # The end of the group starting at source[i] == "(".
    depth = 0
    j = i
    while True:
        char = source[j]
        if char == "\\":
            j = escape_end(source, j)
            continue
        if char == "[":
            j = class_end(source, j)
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
            i = escape_end(source, i)
            continue
        if char == "[":
            i = class_end(source, i)
            continue
        if char == "(":
            i = group_end(source, i)
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
            end = escape_end(source, i)
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
        if source.startswith("(?", i) and source[i + 2:i + 3] in FLAG_LETTERS:
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


# First atoms --------------------------------------------------------------------------

def single_atom(source: str, i: int) -> int | None:
    # The end of a one-character atom at source[i] (a literal, ".", a class or a class
    # escape), or None when what stands there is not one.
    if i >= len(source):
        return None
    char = source[i]
    if char == "[":
        return class_end(source, i)
    if char == "\\":
        kind = source[i + 1:i + 2]
        if kind in CLASS_ESCAPES or kind in ("x", "u", "U", "N") or not kind.isalnum():
            return escape_end(source, i)
        return None  # \b, \A, a back-reference …: not one character
    if char in SPECIAL:
        return None
    return i + 1


_COUNT = re.compile(r"\{(\d+)(?:(,)(\d*))?\}")


def split_first(alternative: str, union: bool = False) -> tuple[str, str] | None:
    """``(atom, rest)`` when ``alternative`` always opens on one single-character atom
    (``a{2,5}x`` → ``a``, ``a{1,4}x``; ``(?:ab|ac)d`` → ``a``, ``(?:b|c)d``), else None.

    With ``union``, a group whose alternatives open on different atoms opens on their
    union, each alternative checking its own atom behind it: ``(?:Jan|Feb)`` →
    ``[JF]``, ``(?:(?<=J)an|(?<=F)eb)``."""
    if alternative.startswith("(?:"):
        end = group_end(alternative, 0)
        if alternative[end:end + 1] in ("*", "+", "?", "{"):
            return None  # a group that repeats or may be left out
        split = [split_first(part, union) for part in alternatives(alternative[3:end - 1])]
        pairs = [pair for pair in split if pair is not None]
        if len(pairs) != len(split):
            return None
        if len({atom for atom, _ in pairs}) != 1:
            joined = union_class([atom for atom, _ in pairs]) if union else None
            if joined is None:
                return None
            rests = "|".join(rest if atom == joined else f"(?<={atom}){rest}"
                             for atom, rest in pairs)
            return joined, "(?:" + rests + ")" + alternative[end:]
        rests = "|".join(rest for _, rest in pairs)
        return pairs[0][0], "(?:" + rests + ")" + alternative[end:]
    atom_end = single_atom(alternative, 0)
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


_CLASS_SET_OPS = ("[", "&&", "--", "~~", "||")


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


def union_class(atoms: list[str]) -> str | None:
    """One character class matching what any of ``atoms`` matches, or None."""
    if len(set(atoms)) == 1:
        return atoms[0]
    inners = [_class_inner(atom) for atom in dict.fromkeys(atoms)]
    if any(inner is None for inner in inners):
        return None
    return "[" + "".join(inners) + "]"  # type: ignore[arg-type]


def peel(alternative: str) -> tuple[str, str]:
    """The zero-width tests an alternative opens with (``\\b``, look-behinds), and the rest."""
    i = 0
    while True:
        if alternative.startswith("\\b", i):
            i += 2
        elif alternative.startswith(("(?<!", "(?<="), i):
            i = group_end(alternative, i)
        else:
            return alternative[:i], alternative[i:]


def has_groups(source: str) -> bool:
    try:
        return re.compile(source).groups > 0
    except re.error:
        return True


def flatten(alternative: str) -> list[str] | None:
    """``alternative`` as a list of alternatives that each open on a required atom:
    ``\\b(?:a|b)`` → ``\\ba``, ``\\bb``; ``[-+]?\\d`` → ``[-+]\\d``, ``\\d`` (the same
    matches, tried in the same order). None when a group would be copied."""
    prefix, body = peel(alternative)
    if body.startswith("(?:") and group_end(body, 0) == len(body):
        out: list[str] = []
        for part in alternatives(body[3:-1]):
            flat = flatten(prefix + part)
            if flat is None:
                return None
            out.extend(flat)
        return out
    end = single_atom(body, 0)
    if end is not None and body[end:end + 1] == "?" and body[end + 1:end + 2] not in ("?", "+"):
        rest = body[end + 1:]
        if has_groups(rest):
            return None
        without = flatten(prefix + rest)
        return None if without is None else [prefix + body[:end] + rest, *without]
    return [alternative]


def first_chars(source: str) -> frozenset[str] | None:
    """Every character a match of ``source`` can open on, when each alternative opens on
    one literal character (behind its zero-width tests); else None."""
    chars: set[str] = set()
    for alternative in alternatives(source):
        _, body = peel(alternative[1:] if alternative.startswith("^") else alternative)
        if body.startswith("(?:"):
            end = group_end(body, 0)
            if body[end:end + 1] in ("*", "?", "{"):
                return None  # a group that may be left out
            inner = first_chars(body[3:end - 1])
            if inner is None:
                return None
            chars |= inner
            continue
        end = single_atom(body, 0)
        if end is None or body[end:end + 1] in ("*", "?", "{"):
            return None
        atom = body[:end]
        if len(atom) == 1 and atom not in SPECIAL and atom != ".":
            chars.add(atom)
        elif len(atom) == 2 and atom[0] == "\\" and not atom[1].isalnum():
            chars.add(atom[1])
        else:
            return None
    return frozenset(chars)


_LOOKAROUNDS = ("(?=", "(?!", "(?<=", "(?<!")
_POSSESSIVE = ("*+", "++", "?+", "}+")


def relaxed(source: str) -> str | None:
    """``source`` without its look-arounds, ``$`` and ``\\Z``: a pattern that matches
    wherever ``source`` does (it only has fewer conditions), with ``\\b`` its only
    test of what surrounds a match. None when that cannot be said of it (anchors at
    the start or inside, ``\\B``, atomic groups, back-references)."""
    out: list[str] = []
    i = 0
    while i < len(source):
        char = source[i]
        if char == "\\":
            end = escape_end(source, i)
            escaped = source[i + 1:end]
            if escaped in ("B", "A") or escaped[:1].isdigit():
                return None
            if escaped != "Z":
                out.append(source[i:end])
            i = end
            continue
        if char == "[":
            end = class_end(source, i)
            out.append(source[i:end])
            i = end
            continue
        if source.startswith(_LOOKAROUNDS, i):
            end = group_end(source, i)
            if source[end:end + 1] in ("*", "+", "?", "{"):
                return None
            i = end
            continue
        if source.startswith(("(?>", "(?P=", "(?("), i) or source.startswith(_POSSESSIVE, i):
            return None
        if char == "^":
            return None
        if char != "$":
            out.append(char)
        i += 1
    return "".join(out)
