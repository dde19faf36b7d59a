"""Turn a report's weak blocks into editor marks: colour, span in Qt positions, tooltip."""

from __future__ import annotations

from scorers import DIMENSION_IDS, Report, messages

from .offsets import OffsetMap
from .text_editor import EditorMark
from .theme import DIMENSION_COLOURS


def weak_marks(report: Report, text: str, shown: set[str], ui_lang: str) -> list[EditorMark]:
    """One mark per weak block whose weak findings include a shown dimension.

    Args:
        report: the report for ``text``.
        text: the text the report was computed for (to convert offsets).
        shown: dimension ids whose highlights are switched on.
        ui_lang: language of the tooltips.
    """
    offsets = OffsetMap(text)
    marks: list[EditorMark] = []
    for block in report.blocks:
        if not block.weak:
            continue
        reasons = [report.findings[i] for i in block.findings]
        reasons = [f for f in reasons if f.dimension in shown]
        if not reasons:
            continue
        # Colour by the dimension that pulls the block down the most.
        worst = min({f.dimension for f in reasons},
                    key=lambda d: (block.score(d) or 100, DIMENSION_IDS.index(d)))
        lines = []
        for finding in reasons:
            label = messages.dimension_label(finding.dimension, ui_lang)
            fix = finding.suggestion_text(ui_lang)
            lines.append(f"{label}: {finding.text(ui_lang)}\n   → {fix}")
        marks.append(EditorMark(offsets.to_qt(block.start), offsets.to_qt(block.end),
                                DIMENSION_COLOURS[worst], "\n".join(lines)))
    return marks
