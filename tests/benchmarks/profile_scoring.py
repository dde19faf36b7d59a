"""Where a full score's time goes: stages timed alone, then a profile grouped by library.

Usage:
    python tests/benchmarks/profile_scoring.py [--langs en,zh] [--size 20000] [--runs 5]

For each generated benchmark article (tests/benchmarks/docgen.py) it prints:

* stages, each timed on its own without a profiler (median of ``--runs``):
  segmentation into blocks, markup stripping, the spaCy tokenizer alone (jieba for
  Chinese), the whole spaCy pipeline (tokenizer plus our rule components), a full
  ``Engine().score`` with an empty cache, and an incremental score after a
  one-character edit in the middle;
* one cProfile run of a full and of an incremental score, self time grouped into
  spaCy, jieba, regular
  expressions (time inside ``re`` pattern methods), each ``scorers`` module, and
  the rest. The profiler slows Python code more than C code, so read the groups
  as proportions, and the stage timings as the real figures.

Nothing here asserts; it measures and prints.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import platform
import pstats
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scorers import Engine
from scorers.language import nlp
from scorers.language.detect import CJK_CHAR
from scorers.markup.blocks import HEADING, LIST_ITEM, PARAGRAPH, QUOTE, TABLE, segment
from scorers.markup.inline import strip_markup
from tests.benchmarks.docgen import generate

_RE_METHODS = ("finditer", "search", "match", "fullmatch", "findall", "sub", "subn", "split")


def _median_ms(func, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        func()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def _group(filename: str, name: str) -> str:
    where = filename.replace("\\", "/")
    if "/jieba/" in where:
        return "jieba (Python)"
    if "spacy/" in where or "spacy." in name or where.endswith((".pyx", ".pxd")):
        return "spaCy (tokenizer, Doc, Matcher)"
    if where == "~" and "re.Pattern" in name and any(m in name for m in _RE_METHODS):
        return "regular expressions"
    if "/scorers/" in where:
        return "scorers/" + where.rsplit("/scorers/", 1)[1]
    if where == "~":
        return "other built-ins (len, append, str methods …)"
    return "other Python (" + Path(where).parent.name + ")"


def stages(lang: str, text: str, runs: int) -> list[tuple[str, float]]:
    pipeline = nlp.pipeline(lang)
    blocks = segment(text)
    proses = [strip_markup(b.text, b.kind).prose for b in blocks
              if b.kind in (HEADING, PARAGRAPH, LIST_ITEM, QUOTE, TABLE)]
    rows = [
        ("segment into blocks", _median_ms(lambda: segment(text), runs)),
        ("strip markup of every block", _median_ms(
            lambda: [strip_markup(b.text, b.kind) for b in blocks], runs)),
    ]
    if lang == "zh":
        jieba = sys.modules.get("jieba")
        cjk = [p for p in proses if CJK_CHAR.search(p)]
        rows.append(("jieba.lcut of the Chinese prose", _median_ms(
            lambda: [jieba.lcut(p) for p in cjk], runs)))
    rows.append(("spaCy tokenizer alone (nlp.make_doc)", _median_ms(
        lambda: [pipeline.make_doc(p) for p in proses], runs)))
    rows.append(("spaCy pipeline (tokenizer + geo_facts + geo_attribution)", _median_ms(
        lambda: list(pipeline.pipe(proses, batch_size=256)), runs)))
    rows.append(("full Engine().score, empty cache", _median_ms(
        lambda: Engine().score(text), runs)))
    engine = Engine()
    engine.score(text)
    edits = iter(_edits(text, runs))
    rows.append(("incremental score after a one-character edit", _median_ms(
        lambda: engine.score(next(edits)), runs)))
    return rows


def _edits(text: str, count: int) -> list[str]:
    middle = len(text) // 2
    return [text[:middle] + "xyz"[i % 3] + text[middle:] for i in range(count)]


def profile(text: str, incremental: bool = False) -> tuple[float, list[tuple[str, float]]]:
    engine = Engine()
    if incremental:
        engine.score(text)
        text = _edits(text, 1)[0]
    profiler = cProfile.Profile()
    profiler.enable()
    engine.score(text)
    profiler.disable()
    stats = pstats.Stats(profiler)
    groups: Counter[str] = Counter()
    for (filename, _line, name), (_cc, _nc, tottime, _ct, _callers) in stats.stats.items():
        groups[_group(filename, name)] += tottime * 1000
    total = sum(groups.values())
    return total, groups.most_common()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--langs", default="en,zh")
    parser.add_argument("--size", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    nlp.warm_up()
    for lang in args.langs.split(","):
        text = generate(lang, args.size)
        units = len(text) if lang == "zh" else len(text.split())
        print(f"\n{lang}: {units:,} {'characters' if lang == 'zh' else 'words'}, "
              f"{len(segment(text))} blocks")
        for name, ms in stages(lang, text, args.runs):
            print(f"  {ms:8.1f} ms  {name}")
        for kind in ("full", "incremental"):
            total, groups = profile(text, kind == "incremental")
            print(f"  profile of one {kind} score ({total:.0f} ms under the profiler), "
                  "self time:")
            for name, ms in groups[:12]:
                print(f"  {ms:8.1f} ms {ms / total:6.1%}  {name}")
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"\nmachine: {platform.machine()} {os.cpu_count()} cores, Python "
          f"{platform.python_version()}; load average {load}; medians of {args.runs} runs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
