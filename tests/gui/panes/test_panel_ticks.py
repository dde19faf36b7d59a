"""The panel's ✓ stands only beside a met target: a draft with 7% hedged claims (aim for
at most 5%) and 3% questions (aim for at most 2%) shows "!" beside both, though both
checks score above 80."""

from __future__ import annotations

import pytest

from tests.support.gui_helpers import set_text_and_wait
from tests.unit.gaming.test_labels import NEAR_MISS

pytestmark = pytest.mark.gui


def _row(window, dimension: str, start: str) -> str:
    labels = window.panel.sections[dimension].check_labels
    return next(label.text() for label in labels
                if not label.isHidden() and start in label.text())


def test_a_missed_target_shows_no_tick_in_the_panel(qtbot, window):
    set_text_and_wait(qtbot, window, NEAR_MISS)
    hedging = _row(window, "clarity", "claims are hedged")
    questions = _row(window, "extractability", "are questions")
    for row in (hedging, questions):
        assert "aim for at most" in row
        assert not row.startswith("✓") and row.startswith("!"), row
    # A met target keeps its tick in the same panel.
    assert _row(window, "structure", "one H1 title").startswith("✓")
