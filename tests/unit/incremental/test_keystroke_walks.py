"""After a keystroke the checks read what each block is (a list entry, what opens its
section, where it opens on the writer …) for the edited block alone, keep the findings of
the blocks the edit left alone, and judge again only the blocks whose findings changed;
the report still equals a fresh one."""

from __future__ import annotations

import pytest

from scorers import Engine
from scorers.answers import Questions
from scorers.checks import extractability, openings, structure
from scorers.report.placing import Placer
from scorers.report.results import Mark
from tests.benchmarks.docgen import generate
from tests.support.golden_cases import first_difference, normalise, record

NO_QUESTIONS = Questions(mine=False)


def _counted(monkeypatch: pytest.MonkeyPatch, module: object, name: str) -> list[object]:
    calls: list[object] = []
    original = getattr(module, name)

    def counting(*args: object) -> object:
        calls.append(args[0])
        return original(*args)

    monkeypatch.setattr(module, name, counting)
    return calls


def _typed_in_the_middle(text: str, character: str) -> str:
    middle = text.index("\n\n", len(text) // 2) - 3  # inside a paragraph
    return text[:middle] + character + text[middle:]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_keystroke_reads_the_role_of_the_edited_block_alone(monkeypatch, lang):
    text = generate(lang, 5000)
    engine = Engine()
    engine.score(_typed_in_the_middle(text, "x"), questions=NO_QUESTIONS)
    # Each of these used to run for every block, section or paragraph at every keystroke.
    entries = _counted(monkeypatch, structure, "_entry")
    labels = _counted(monkeypatch, openings, "bold_label")
    writers = _counted(monkeypatch, extractability, "_writer_span")
    engine.score(_typed_in_the_middle(text, "y"), questions=NO_QUESTIONS)
    assert engine.last_analysed == 1
    assert len(entries) <= 1
    assert len(labels) <= 1
    assert len(writers) <= 1


def _sections(count: int) -> str:
    return "# The bakery\n\n" + "".join(
        f"## Step {n}\n\nThe oven in step {n} runs at {180 + n} degrees for {n + 20} minutes.\n\n"
        f"This keeps the crust thin while the crumb sets, and the loaves cool on racks.\n\n"
        for n in range(count))


def test_the_findings_of_paragraphs_the_edit_left_alone_are_last_times():
    text = _sections(12)
    engine = Engine()
    before = engine.score(_typed_in_the_middle(text, "x"), questions=NO_QUESTIONS)
    after = engine.score(_typed_in_the_middle(text, "y"), questions=NO_QUESTIONS)
    # Paragraphs that open on "This": the same findings, the very objects, so the window
    # keeps their marks (they used to be made anew at every keystroke).
    opening = [f for f in after.findings if f.check == "self_contained"]
    assert len(opening) == 12
    kept = {id(f) for f in before.findings}
    assert sum(id(f) in kept for f in opening) >= 11


@pytest.mark.parametrize("moved", [1, 3])
def test_a_finding_that_moves_to_another_block_has_both_judged_again(moved):
    # As many findings as last time, one of them in another block: the block it left
    # and the block it came to are judged again, the same as by a fresh placer.
    text = _sections(6)
    view = Engine().view(text)
    blocks = [it.block for it in view.items]
    analyses = [it.a for it in view.items]
    paragraphs = [index for index, it in enumerate(view.items) if it.a.is_prose]

    def marked(index: int, check: str) -> tuple[Mark, str, str]:
        block = blocks[index]
        return (Mark(block.start, block.start + 4, "weak", "m", "s", (), "word"), "clarity",
                check)

    staying = [marked(index, "fillers") for index in paragraphs[::4]]
    placer = Placer()
    placer.place([*staying, marked(paragraphs[0], "hedging")], blocks, analyses, len(text))
    findings, results = placer.place([*staying, marked(paragraphs[moved], "hedging")],
                                     blocks, analyses, len(text))
    assert (findings, results) == Placer().place(
        [*staying, marked(paragraphs[moved], "hedging")], blocks, analyses, len(text))
    assert [r.weak for r in results if r.start == blocks[paragraphs[moved]].start] == [True]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_edits_that_move_findings_between_blocks_score_as_fresh_texts_do(lang):
    # A source added to one paragraph takes the finding off the paragraph below it (its
    # neighbour's figures now have a source at hand), and a filler puts one on the edited
    # paragraph; undone, and done again.
    paragraphs = [f"In 2024 the plant made {n} tonnes, 35% more than in 2021, at 4.{n} "
                  f"dollars a kilo; the board said so on {n} March." for n in range(10, 22)]
    if lang == "zh":
        paragraphs = [f"2024 年工厂生产了 {n} 吨，比 2021 年多 35%，每公斤 4.{n} 元；董事会在 {n} "
                      f"日这样说。" for n in range(10, 22)]
    text = "# Output\n\n" + "\n\n".join(paragraphs) + "\n"
    link = " (see [the report](https://example.org/report-2024))"
    engine = Engine()
    engine.score(text, questions=NO_QUESTIONS)
    for index in (3, 7, 11):
        edited = text.replace(paragraphs[index], paragraphs[index][:-1] + link + " very.", 1)
        for current in (edited, text, edited):
            incremental = record(engine.score(current, questions=NO_QUESTIONS))
            fresh = record(Engine().score(current, questions=NO_QUESTIONS))
            assert incremental == fresh, first_difference(normalise(fresh),
                                                          normalise(incremental))


def test_answer_first_and_fact_free_findings_of_blocks_the_edit_left_alone_are_last_times():
    # Both checks made their marks anew at every keystroke, so the placer placed them
    # and judged their blocks again (17 blocks a keystroke at 20,000 words, not 1).
    text = generate("en", 4000)
    engine = Engine()
    before = engine.score(_typed_in_the_middle(text, "x"), questions=NO_QUESTIONS)
    after = engine.score(_typed_in_the_middle(text, "y"), questions=NO_QUESTIONS)
    kept = {id(f) for f in before.findings}
    for check in ("answer_first", "fact_free_paragraphs"):
        found = [f for f in after.findings if f.check == check]
        assert len(found) >= 2
        assert sum(id(f) in kept for f in found) >= len(found) - 1, check


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_edits_to_headings_score_as_fresh_texts_do(lang):
    # What the engine keeps about headings between keystrokes (the heading named in an
    # answer-first finding, hype in a heading, hollow headings) follows a heading's edit.
    text = generate(lang, 4000)
    engine = Engine()
    named = [dict(f.params)["heading"] for f in engine.score(text, questions=NO_QUESTIONS)
             .findings if f.check == "answer_first"]
    # The heading over an opening that does not answer it (else the first one).
    heading = next(line for line in text.splitlines() if line.startswith("## ") and (
        not named or line.lstrip("# ") == named[0]))
    hype = {"en": "## Join us: the revolutionary game changer",
            "zh": "## 欢迎加入我们：重磅发布"}[lang]
    # (A character replaced leaves the blocks below where they were: what is kept with
    # them is kept.)
    renamed = heading[:-1] + {"en": "Q", "zh": "图"}[lang]
    for current in (text.replace(heading, renamed, 1), text.replace(heading, heading + " today", 1),
                    text.replace(heading, hype, 1),
                    text.replace(heading, "#" + heading, 1),
                    text.replace(heading, heading + "\n\n### Empty\n\n## Empty too", 1),
                    text):
        incremental = record(engine.score(current, questions=NO_QUESTIONS))
        fresh = record(Engine().score(current, questions=NO_QUESTIONS))
        assert incremental == fresh, first_difference(normalise(fresh), normalise(incremental))
