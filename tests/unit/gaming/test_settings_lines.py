"""A list of settings ("N=2^16 (64 MiB), r=8 (1024 bytes), p=1", as a hashing guide gives
them) is values to use, each named by its parameter: dense, but not a number salad. The
writer's review of 2026-12-02 saw five such lines of a password-storage guide flagged
"6 numbers in one sentence and few words about them". A salad in prose still is one."""

from __future__ import annotations

from scorers import Engine

_GUIDE = """\
# Hashing passwords with scrypt

scrypt is a password-based key derivation function published by Colin Percival in 2009.
New systems should prefer Argon2id, but scrypt is still safe in legacy systems when it is
configured with enough memory.

## Settings

scrypt takes three parameters: the CPU and memory cost (N), the block size (r) and the
degree of parallelism (p). Use one of these settings as a minimum:

- N=2^16 (64 MiB), r=8 (1024 bytes), p=1
- N=2^15 (32 MiB), r=8 (1024 bytes), p=2
- N=2^14 (16 MiB), r=8 (1024 bytes), p=4
- N=2^13 (8 MiB), r=8 (1024 bytes), p=8

Each row uses the same memory per second of work, so pick the one your servers can spare.
"""

_SALAD = "Sales rose 45% to 3.2 million in 2024, 17 stores, 12 cities, 8 countries, 61% margin."


def _salad_marks(text: str) -> list[str]:
    report = Engine().score(text)
    check = next(c for c in report.dimension("facts").checks if c.id == "number_salad")
    return [text[m.start:m.end] for m in check.marks]


def test_lines_of_settings_are_not_a_number_salad():
    assert _salad_marks(_GUIDE) == []


def test_a_salad_in_prose_beside_them_still_is_one():
    text = _GUIDE.replace("Each row uses", f"{_SALAD} Each row uses")
    marks = _salad_marks(text)
    assert len(marks) == 1 and marks[0].startswith("Sales rose 45%")
