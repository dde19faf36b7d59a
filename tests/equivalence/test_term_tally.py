"""The document's term counts kept from one scoring to the next equal a fresh count."""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from scorers.analysis.block import BlockAnalysis
from scorers.analysis.term_tally import TermTally


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
