"""Rewriting a pattern's source so that ``re`` runs it faster, with the same matches.

The rewrites :class:`scorers.fastpatterns.fastre.Fast` compiles its twins with (the module
docstring of :mod:`scorers.fastpatterns.fastre` says why each one is faster); each keeps every
match and the order in which alternatives are tried where two could match at the same
place. ``tests/equivalence/test_fastre.py`` compares the twins with the plain patterns.
"""

from __future__ import annotations

import re

from scorers.fastpatterns.regex_source import (
    SPECIAL,
    alternatives,
    class_end,
    escape_end,
    flatten,
    group_end,
    has_groups,
    peel,
    single_atom,
    split_first,
    union_class,
)


def _first_before_lookbehind(alternative: str) -> str:
    """``(?<!X)a{2,5}rest`` → ``a(?<!(?:X)a)a{1,4}rest``: the same matches, but a pattern
    that opens on one character (``re`` can skip ahead to it)."""
    i = 0
    behind: list[tuple[str, str]] = []
    while alternative.startswith(("(?<!", "(?<="), i):
        end = group_end(alternative, i)
        behind.append((alternative[i:i + 4], alternative[i + 4:end - 1]))
        i = end
    split = split_first(alternative[i:])
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
        end = single_atom(part, 0)
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
    if not opens_on_one_atom(faster):
        faster = _charset_first(source, flags) or faster
    if flags & re.IGNORECASE:
        return faster  # "a" and "A" would open the same alternatives
    return _by_first_letter(faster)


def _literal_key(part: str) -> str | None:
    # The one character ``part`` must open on, when it opens on a plain literal.
    end = single_atom(part, 0)
    if end is None or part[end:end + 1] in ("*", "+", "?", "{"):
        return None
    if end == 1 and part[0] not in SPECIAL and part[0] != ".":
        return part[0]
    if end == 2 and part[0] == "\\" and not part[1].isalnum():
        return part[1]
    return None


def _sorted_alternatives(source: str) -> str:
    """Alternatives that each open on a literal character, ordered by that character
    (keeping the order of those that share it) and sharing it: ``by|ax|bz`` →
    ``a(?:x)|b(?:y|z)``. Only alternatives that open on the same character can match at
    the same place, and those keep their order, so the matches are the same; ``re``
    then tries one alternative per first character instead of each in turn."""
    parts = alternatives(source)
    if len(parts) < 3:
        return source
    keys = [_literal_key(part) for part in parts]
    if any(key is None for key in keys) or len(set(keys)) == len(keys) or \
            any(has_groups(part) for part in parts):
        return source
    order = sorted(range(len(parts)), key=keys.__getitem__)  # stable: ties keep their order
    return "|".join(_one_atom([parts[i] for i in order]))


def _by_first_letter(source: str) -> str:
    """``source`` with the alternatives of every group, and its own, sorted
    (:func:`_sorted_alternatives`); look-arounds are left as they are."""
    out: list[str] = []
    i = 0
    while i < len(source):
        if source.startswith("(?:", i):
            end = group_end(source, i)
            out.append("(?:" + _by_first_letter(source[i + 3:end - 1]) + ")")
        elif source[i] in _KEPT_WHOLE:  # an escape, a class, another kind of group
            end = _KEPT_WHOLE[source[i]](source, i)
            out.append(source[i:end])
        else:
            end = i + 1
            out.append(source[i])
        i = end
    return _sorted_alternatives("".join(out))


_KEPT_WHOLE = {"\\": escape_end, "[": class_end, "(": group_end}


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



def opens_on_one_atom(source: str) -> bool:
    # Already fast: one alternative opening on a single-character atom that must match,
    # or alternatives that each open on a plain literal.
    parts = alternatives(source)
    if len(parts) == 1:
        end = single_atom(source, 0)
        return end is not None and source[end:end + 1] not in ("*", "?", "{", "+")
    return all(part[:1] and part[:1] not in SPECIAL and part[:1] != "." for part in parts)


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
        expanded = flatten(part)
        if expanded is None:
            return None
        flat.extend(expanded)
    split: list[tuple[str, str, str]] = []
    for part in flat:
        prefix, body = peel(part)
        pair = split_first(body, union=True)
        if pair is None:
            return None
        split.append((prefix, *pair))
    union = union_class([atom for _, atom, _ in split])
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
