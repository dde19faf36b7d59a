"""The golden reports: what the engine says about a varied set of texts, kept on disk.

Speed work on the engine must not change a single score, finding, span or message.
``tests/equivalence/test_speed_equivalence.py`` scores every case below — fresh, and the edited
variants also incrementally, by an engine that scored their base text first — and
compares the whole report with the one stored in ``tests/golden/reports.json.xz``
(one xz-compressed JSON file: the edited variants differ little from their base, and
xz's large window stores them almost for free).

Regenerate the stored reports only when a change of scores is intended (a new rule,
a recalibration), never to make a speed change pass:

    .venv/bin/python -m tests.support.golden_cases --write

The record of a report is its JSON in both UI languages plus every field of every
value in it (raw float scores, message parameters, the answer preview's strip …),
floats written exactly, so that even a change in the last bit of a score shows.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import json
import lzma
import os
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from scorers import Engine  # noqa: E402
from scorers.answers import Questions  # noqa: E402
from scorers.clock import TODAY_VARIABLE  # noqa: E402
from tests.benchmarks.bench_scoring import QUESTIONS  # noqa: E402
from tests.benchmarks.docgen import generate  # noqa: E402
from tests.support import texts, texts_trust  # noqa: E402
from tests.support.article_fuzz import article  # noqa: E402
from tests.system.test_pathological import CASES  # noqa: E402

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "reports.json.xz"
CALIBRATION = Path(__file__).resolve().parents[1] / "calibration"

#: The date the reports are computed at: "a date three years old is stale" must not
#: make the stored reports expire when the year turns.
TODAY = datetime.date(2026, 11, 30)

NO_QUESTIONS = Questions(mine=False)


@dataclasses.dataclass(frozen=True)
class Case:
    """A text to score, how to score it, and (for an edited text) what to score first."""

    name: str
    text: str
    options: dict[str, Any] = dataclasses.field(default_factory=dict)
    base: str | None = None  # the case an engine scores before this one (incremental)


#: Every kind of block and inline markup the engine reads.
MARKUP = """\
---
title: "Heat pumps: a buyer's guide"
url: https://example.org/heat-pumps
updated: 2025-03-01
---

# Heat pumps

> **TL;DR:** a heat pump moves heat; it delivers ~3 kWh of heat per kWh used.

Heat pumps are *efficient*: the [Energy Saving Trust](https://energysavingtrust.org.uk/a "EST")
measured 300% efficiency in 2024[^1], according to its [field trial][trial]. See
<https://www.gov.uk/heat-pumps> and www.nrel.gov/docs/fy24 for more; `COP` is the ratio,
and ![a diagram](img/pump.png) shows it. <span class="x">Inline HTML</span> and {props.title}
and \\*escaped\\* stars, __bold__, ~~struck~~ text, `a very long piece of inline code here`.

## How much do they cost?

1. First, an air-source pump costs £7,000–£13,000.
2. Second, ground-source ones cost 2x more; third, grants of £7,500 exist.
   - Nested: the Boiler Upgrade Scheme (BUS) pays it.

| Model | COP | Price |
|---|---:|---|
| Vaillant aroTHERM plus 7 kW | 4.1 | £9,200 |
| Mitsubishi Ecodan 8.5 kW | 3.9 | £8,700 |

```python
print("code 2024 100%")
```

    indented code 5%

<div>
An HTML block with 12 numbers.
</div>

Setext heading
--------------

"These pumps saved us 40%," said Maria Lopez, an analyst at NREL. “它们很好，”王敏表示。

[trial]: https://energysavingtrust.org.uk/trial-2024
[^1]: Energy Saving Trust, *Field trial report*, 2024. https://est.org.uk/report.pdf

***
"""

#: Characters that ``re.IGNORECASE`` matches in ways plain lower-casing does not (the
#: long s, the dotless and dotted i, the Kelvin sign), curly quotes, emoji, other scripts.
CASELESS = """\
# ſtunning İnnovative Revolutıonary results: a ſurvey

Studıes ſhow this is the BEST, truly Powerful and very ſimple tool. It might ſeem
that we thınk so; İt is really  important to note that the team MAY be right. The
temperature was 300 K (Kelvin) and 5 µs; Ünïcödé café naïve “quoted words here,” ſaid
Maria. ΣΊΣΥΦΟΣ measured 12 ΜΒ in 2024. Publıshed: 2024-05-01. Firſt, one; ſecond, two;
third, three. Dr. Chen ſaid “the uplift was 18%” according to NREL.

## Why does ıt matter?

Great queſtion! Let’s dive in: Experts ſay it may work. 非常好，可能是最好的。据说研究表明它很强大。
"""

#: Hostile input (tests/system/test_pathological.py), and Windows line ends.
PATHOLOGICAL = {**CASES, "crlf": "# Title\r\n\r\nA line 2024.\r\nNext line 5%.\r\n\r\n- item\r\n"
                "- item two\r\n"}


def _insert(text: str, where: float, what: str) -> str:
    pos = int(len(text) * where)
    return text[:pos] + what + text[pos:]


def _delete(text: str, where: float, count: int) -> str:
    pos = int(len(text) * where)
    return text[:pos] + text[pos + count:]


def _drop_paragraph(text: str, where: float) -> str:
    # The paragraph break nearest to ``where``, and the paragraph after it.
    pos = text.find("\n\n", int(len(text) * where))
    after = text.find("\n\n", pos + 2)
    return text[:pos] + text[after:] if pos >= 0 and after > pos else text


def cases() -> Iterator[Case]:
    """Every golden case, in a fixed order."""
    for module in (texts, texts_trust):
        for name in sorted(vars(module)):
            value = getattr(module, name)
            if name.isupper() and isinstance(value, str):
                yield Case(f"{module.__name__.split('.')[-1]}.{name}", value)
    for path in sorted(CALIBRATION.glob("*/*.md")):
        yield Case(f"calibration.{path.parent.name}.{path.stem}", path.read_text("utf-8"))
    yield Case("empty", "")
    yield Case("blank", "\n\n   \n")
    yield Case("markup", MARKUP)
    yield Case("caseless", CASELESS)
    yield Case("caseless.zh", CASELESS, {"lang": "zh"})
    # Runs of 200+ characters without a space are broken up for spaCy (the figures and
    # names inside them are found on the broken text).
    yield Case("long_run", "# Runs\n\nThe run " + "GPT4o-" * 40 + " and " + "NASA1x" * 40
               + " ends. In 2024 it grew 5%.\n\nA paragraph " + "1b-xXX" * 40 + " only.\n")
    for name, text in PATHOLOGICAL.items():
        yield Case(f"pathological.{name}", text)
    for seed in range(60):
        text = article(seed)
        options = {"questions": Questions(("How much does it cost?", "热泵要多少钱？"))} \
            if seed % 2 else {}
        yield Case(f"fuzz.{seed}", text, options)
        if seed % 5 == 0:
            yield Case(f"fuzz.{seed}.typed", _insert(text, 0.4, "x\n\n"), options,
                       base=f"fuzz.{seed}")

    en, zh = texts.EN_ARTICLE, texts.ZH_ARTICLE
    yield Case("texts.EN_ARTICLE.query", en, {"query": "How accurate is the weather model?"})
    yield Case("texts.EN_ARTICLE.as_zh", en, {"lang": "zh"})
    yield Case("texts.ZH_ARTICLE.as_en", zh, {"lang": "en"})
    yield Case("texts.EN_ARTICLE.typed", _insert(en, 0.5, "x"), base="texts.EN_ARTICLE")
    yield Case("texts.ZH_ARTICLE.typed", _insert(zh, 0.5, "的"), base="texts.ZH_ARTICLE")
    yield Case("texts.EN_ARTICLE.heading", _insert(en, 0.6, "\n\n## A new section\n\n"),
               base="texts.EN_ARTICLE")

    for lang in ("en", "zh"):
        for size in (2000, 20000):
            name = f"bench.{lang}.{size}"
            text = generate(lang, size)
            yield Case(name, text, {"questions": NO_QUESTIONS})
            yield Case(f"{name}.mined", text)
            yield Case(f"{name}.5q", text, {"questions": QUESTIONS[lang]})
            yield Case(f"{name}.typed", _insert(text, 0.5, "x"), {"questions": NO_QUESTIONS},
                       base=name)
            yield Case(f"{name}.5q.typed", _insert(text, 0.5, "y"),
                       {"questions": QUESTIONS[lang]}, base=f"{name}.5q")
            yield Case(f"{name}.deleted", _delete(text, 0.3, 40), {"questions": NO_QUESTIONS},
                       base=name)
            yield Case(f"{name}.dropped", _drop_paragraph(text, 0.7),
                       {"questions": NO_QUESTIONS}, base=name)
            yield Case(f"{name}.heading", _insert(text, 0.1, "\n\n## Costs 费用\n\n"),
                       base=f"{name}.mined")


def record(report: Any) -> dict[str, Any]:
    """Everything a report says, exactly: its JSON in both UI languages and every field."""
    return {"en": report.to_dict("en"), "zh": report.to_dict("zh"), "raw": _raw(report)}


def _raw(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {"@": type(value).__name__} | {
            f.name: _raw(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (list, tuple)):
        return [_raw(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _raw(v) for k, v in value.items()}
    if isinstance(value, float):
        return repr(value)  # exact: a change in the last bit shows
    return value


def normalise(data: Any) -> Any:
    """``data`` as it reads back from JSON (tuples become lists …), with the source line
    of a crashed check left out of its error (``ZeroDivisionError: … (filler_words:…)``):
    the engine's code moves, and a crash stays the same crash."""
    return _without_lines(json.loads(json.dumps(data, ensure_ascii=False)))


_CRASH_LINE = re.compile(r"(\w+(?:Error|Exception): [^\n]*?\((\w+)):\d+\)")


def _without_lines(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_lines(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_without_lines(v) for v in value]
    if isinstance(value, str) and ("Error" in value or "Exception" in value):
        return _CRASH_LINE.sub(r"\1:…)", value)
    return value


def frozen_today() -> None:
    """Make the engine's checks, in this process and the workers it starts, see
    :data:`TODAY` (the goldens were written on it: a dated page ages with the clock)."""
    os.environ[TODAY_VARIABLE] = TODAY.isoformat()


def score_all(selected: Callable[[Case], bool] = lambda case: True,
              ) -> Iterator[tuple[Case, dict[str, Any], dict[str, Any] | None]]:
    """Score each selected case fresh and, for an edited one, incrementally too: yields
    ``(case, fresh record, incremental record or None)``."""
    known = {case.name: case for case in cases()}
    for case in known.values():
        if not selected(case):
            continue
        fresh = normalise(record(Engine().score(case.text, **case.options)))
        incremental = None
        if case.base is not None:
            base = known[case.base]
            engine = Engine()
            engine.score(base.text, **base.options)
            incremental = normalise(record(engine.score(case.text, **case.options)))
        yield case, fresh, incremental


def load() -> dict[str, Any]:
    """The stored records, by case name."""
    return json.loads(lzma.decompress(GOLDEN.read_bytes()))


def first_difference(expected: Any, actual: Any, where: str = "") -> str | None:
    """Where two records first differ (a path such as ``raw.findings[3].end``), or None."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in sorted(set(expected) | set(actual)):
            if key not in expected or key not in actual:
                return f"{where}.{key} (only in {'stored' if key in expected else 'new'})"
            found = first_difference(expected[key], actual[key], f"{where}.{key}")
            if found:
                return found
        return None
    if isinstance(expected, list) and isinstance(actual, list):
        for index, (e, a) in enumerate(zip(expected, actual, strict=False)):
            found = first_difference(e, a, f"{where}[{index}]")
            if found:
                return found
        if len(expected) != len(actual):
            return f"{where}: {len(expected)} items stored, {len(actual)} now"
        return None
    if expected == actual:
        return None
    return f"{where}: stored {_short(expected)}, now {_short(actual)}"


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 200 else text[:200] + "…"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write or check the golden reports.")
    parser.add_argument("--write", action="store_true",
                        help="(re)write tests/golden/reports.json.xz from the engine as it is")
    args = parser.parse_args(argv)
    frozen_today()
    stored = {} if args.write else load()
    records: dict[str, Any] = {}
    differ = 0
    for case, fresh, incremental in score_all():
        records[case.name] = fresh
        if incremental is not None and incremental != fresh:
            print(f"{case.name}: incremental differs from fresh at "
                  f"{first_difference(fresh, incremental)}")
            differ += 1
        if not args.write and stored.get(case.name) != fresh:
            print(f"{case.name}: differs at {first_difference(stored.get(case.name), fresh)}")
            differ += 1
    if args.write:
        GOLDEN.parent.mkdir(exist_ok=True)
        data = json.dumps(records, ensure_ascii=False, sort_keys=True, indent=0).encode()
        GOLDEN.write_bytes(lzma.compress(data, preset=9 | lzma.PRESET_EXTREME))
    print("golden reports: " + ("written" if args.write else
                                "all equal" if not differ else f"{differ} differ"))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
