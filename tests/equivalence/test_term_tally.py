"""The document's term counts kept from one scoring to the next equal a fresh count."""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from scorers.analysis.block import BlockAnalysis
from scorers.analysis.key_terms import name_parts
from scorers.analysis.stuffing import phrases
from scorers.analysis.term_tally import PairTally, PhraseTally, TermTally


def _analysis(terms: list[str]) -> BlockAnalysis:
    counts = Counter(terms)
    return BlockAnalysis(kind="paragraph", lang="en", terms=dict(counts),
                         term_list=tuple(counts.elements()))


blocks = st.lists(st.sampled_from(["solar", "panel", "cost", "heat", "pump"]), max_size=6)


@given(st.lists(st.lists(blocks, max_size=12), min_size=1, max_size=8))
def test_counts_follow_any_sequence_of_documents(documents):
    tally = TermTally()
    previous: list[BlockAnalysis] = []
    for document in documents:
        # Keep most blocks of the previous document (the same analyses, as the engine
        # reuses them) and put new ones in, as typing does.
        current = [a for i, a in enumerate(previous) if i % 3] + [_analysis(t) for t in document]
        counts = tally.count(current)
        assert counts == Counter(term for a in current for term in a.term_list)
        assert all(n > 0 for n in counts.values())
        previous = current


@given(st.lists(blocks, min_size=8, max_size=30),
       st.lists(st.tuples(st.integers(0, 29), blocks), min_size=1, max_size=8))
def test_phrase_counts_follow_any_sequence_of_edits(first, edits):
    # Phrases join the last term of a block to the first of the next block with terms, so
    # blocks without terms, edits beside them and edits at either end are what can go wrong.
    tally = PhraseTally()
    current = [_analysis(t) for t in first]
    assert tally.count(current) == phrases([t for a in current for t in a.term_list])
    for at, terms in edits:  # one block changed, the others kept: a keystroke
        at %= len(current)
        current = [*current[:at], _analysis(terms), *current[at + 1:]]
        counts = tally.count(current)
        assert counts == phrases([term for a in current for term in a.term_list])
        assert all(n > 0 for n in counts.values())


names = st.lists(st.sampled_from(["apache", "apisix", "node", "js", "node", "向量", "数据库"]),
                 max_size=6)


@given(st.lists(names, min_size=4, max_size=30),
       st.lists(st.tuples(st.integers(0, 29), names), min_size=1, max_size=10))
def test_name_parts_follow_any_sequence_of_edits(first, edits):
    # The parts of names kept between scorings are the ones a fresh reading finds, asked
    # of every term (those of the article and the Chinese ones, never a name part).
    tally = PairTally()
    current = [_analysis(t) for t in first]
    vocabulary = {"apache", "apisix", "node", "js", "向量", "数据库", "absent"}
    for at, terms in [(0, None), *edits]:
        if terms is not None:  # one block changed, the others kept: a keystroke
            at %= len(current)
            current = [*current[:at], _analysis(terms), *current[at + 1:]]
        counts = Counter(term for a in current for term in a.term_list)
        fresh = name_parts((a.term_list for a in current), counts)
        kept = tally.parts(current, counts)
        assert {term for term in vocabulary if term in kept} == fresh
