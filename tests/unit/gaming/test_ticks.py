"""A ✓ only where the text says the target is met, and no "!" beside a text that says
it is: every check's mark (its status) agrees with the figures its message shows.

The writer's review of 2026-12-02 saw '✓ "NetScaler" makes up 3.3% of all words (13
times): stuffing.' Each check's message shows its figure rounded (a whole percent, one
decimal of a rate); the mark must be decided on that same figure. The texts sweep each
figure across its target in small steps, so that a figure just over or just under it
is met in every check.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from scorers import CheckResult, Engine
from tests.support.article_fuzz import article
from tests.unit.gaming.texts import EN_ARTICLE, EN_WORDY, ZH_ARTICLE, ZH_WORDY

Met = Callable[[dict[str, Any], CheckResult], bool]


def _at_most(figure: str, limit: str) -> Met:
    return lambda p, _c: p[figure] <= p[limit]


def _at_least(figure: str, limit: str) -> Met:
    return lambda p, _c: p[figure] >= p[limit]


def _none(figure: str = "n") -> Met:
    return lambda p, _c: p[figure] == 0


#: Per check and message: whether the text, as it reads, says the target is met.
SAYS_MET: dict[tuple[str, str], Met] = {
    ("fact_density", "facts.density"): _at_least("share", "target"),
    ("fact_density", "facts.density.uncounted"): _at_least("share", "target"),
    ("fact_density", "facts.density.code"): _at_least("share", "target"),
    ("fact_density", "facts.density.uncounted.code"): _at_least("share", "target"),
    ("entities", "facts.entities"): _at_least("rate", "target"),
    ("fact_free_paragraphs", "facts.fact_free"): _none(),
    ("heading_levels", "structure.levels"): _none(),
    ("section_length", "structure.sections"): _at_most("longest", "limit"),
    ("paragraph_length", "structure.paragraphs"): _none(),
    ("length", "structure.length"): _at_least("n", "target"),
    ("citations", "sources.citations"): _at_least("value", "needed"),
    ("unsourced_figures", "sources.unsourced"): _none(),
    ("vague_authority", "sources.vague"): _none(),
    ("sentence_length", "clarity.sentence"): _at_most("share", "ok"),
    ("hedging", "clarity.hedging"): _at_most("share", "ok"),
    ("puffery", "clarity.puffery"): _at_most("share", "ok"),
    ("fillers", "clarity.fillers"): _at_most("rate", "ok"),
    ("de_chains", "clarity.de"): _none(),
    ("answer_first", "extract.answer_first"): lambda p, _c: p["n"] == p["total"],
    ("question_headings", "extract.questions"): lambda p, _c: p["n"] == p["total"],
    ("early_claims", "extract.early"): lambda p, _c: p["share"] >= 30,
    ("self_contained", "extract.self_contained"): _none(),
    ("rhetorical_questions", "extract.rhetorical"): _at_most("share", "ok"),
    ("query_coverage", "extract.query"): lambda p, _c: p["coverage"] >= 80,
    ("keyword_stuffing", "extract.stuffing.ok"): lambda _p, _c: True,
    ("keyword_stuffing", "extract.stuffing"): lambda _p, _c: False,
    ("keyword_stuffing", "extract.stuffing.mark"): lambda _p, _c: False,
    ("keyword_stuffing", "extract.stuffing.heading"): lambda _p, _c: False,
}

#: Messages that say the target is met (or missed) in words rather than figures.
_OK = re.compile(r"\.(ok|none_long)$")
_MISSED = re.compile(r"\.(missing|many|stale|announces|anonymous|unlinked)$")


def disagreements(text: str) -> Iterator[str]:
    """Each scored check whose mark and text disagree, described."""
    report = Engine().score(text)
    for dim in report.dimensions:
        for check in dim.checks:
            if check.state != "scored" or check.status not in ("pass", "warn", "fail"):
                continue
            params = dict(check.params)
            says = SAYS_MET.get((check.id, check.message))
            if says is not None:
                met = says(params, check)
            elif _OK.search(check.message):
                met = True
            elif _MISSED.search(check.message):
                met = False
            else:
                continue
            ticked = check.status == "pass"
            # A ✓ says the target is met; a score of 80 or more without one says it is not.
            if ticked != (met and check.score >= 80):
                yield f"{check.status} {check.id}: {check.text()} (score {check.score:.0f})"


def _with_sentences(text: str, sentences: list[str]) -> str:
    """``text`` with each sentence added to the end of the next paragraph of prose."""
    paras = text.split("\n\n")
    prose = [i for i, p in enumerate(paras)
             if not p.lstrip("\n").startswith(("#", "TL;DR", "速读"))]
    space = "" if text.startswith(ZH_ARTICLE[:10]) else " "
    for k, sentence in enumerate(sentences):
        i = prose[k % len(prose)]
        paras[i] = paras[i].rstrip("\n") + space + sentence
    return "\n\n".join(paras)


PAIRS = [("Bristol", "Argos"), ("Oxford", "Halfords"), ("Cardiff", "Boots"), ("York", "Lidl")]


def _sweep() -> list[str]:
    """Texts whose figures cross their targets in small steps."""
    en, zh = EN_ARTICLE + EN_WORDY, ZH_ARTICLE + ZH_WORDY
    texts = [article(seed) for seed in range(24)]
    # The top term ("pile", not in the title: 3% of all words is its limit) …
    texts += [_with_sentences(en, ["Check the pile daily."] * n) for n in range(8, 17)]
    # … filler words around one per 100 words (0.3 in Chinese) …
    texts += [_with_sentences(en, ["The pile really needs air."] * n) for n in range(5, 10)]
    texts += [_with_sentences(zh, ["这个堆肥箱非常好用。"] * n) for n in range(1, 4)]
    # … named things around two per 100 words …
    names = [f"Gardeners in {a} buy bins from {b}." for a, b in PAIRS]
    names.append("Gardeners in Bath buy bins.")
    more = "the bins last for many years in most gardens".split()
    texts += [_with_sentences(en, [*names, *([" ".join(["Wooden bins", *more[:n]]) + "."]
                                             if n else [])])
              for n in range(0, 8, 2)]
    texts.append(_with_sentences(en, [*names, "Gardeners in Derby buy bins from Wickes."]))
    # … and paragraphs that open on "However" (a connective, which costs less than
    # "This"), each the second of its section (a section's first is judged elsewhere).
    later = "However, a pile in the shade dries out more slowly than one in full sun."
    for n in range(1, 4):
        sections = en.split("\n\n## ")
        texts.append("\n\n## ".join(
            part.rstrip("\n") + "\n\n" + later + "\n" if 0 < k <= n else part
            for k, part in enumerate(sections)))
    return texts


SWEEP = _sweep()


@pytest.mark.parametrize("text", SWEEP, ids=[f"text{k}" for k in range(len(SWEEP))])
def test_every_mark_agrees_with_its_text(text):
    assert list(disagreements(text)) == []


def test_the_sweep_crosses_the_targets():
    # Each swept figure lands on both sides of its target, or the sweep tests nothing.
    seen: dict[str, set[bool]] = {}
    for text in SWEEP[24:]:
        for dim in Engine().score(text).dimensions:
            for check in dim.checks:
                if check.id in ("keyword_stuffing", "fillers", "entities") and \
                        check.state == "scored":
                    seen.setdefault(check.id, set()).add(check.status == "pass")
    assert seen == {"keyword_stuffing": {True, False}, "fillers": {True, False},
                    "entities": {True, False}}
