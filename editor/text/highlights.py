"""Turn a report's findings into editor marks: span in Qt positions, colour, scope, tooltip.

A finding about a word or a sentence marks that word or sentence; a whole
paragraph is tinted only for a paragraph-level finding that makes it weak.
Findings about the whole document have no place in the text: the panel lists them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from editor.text.mark_layer import EditorMark
from editor.text.offsets import OffsetMap
from editor.window.theme import ThemeColours
from scorers import Report, messages

MARKED_SEVERITIES = ("warn", "weak")


def weak_marks(report: Report, text: str, shown: set[str], ui_lang: str,
               theme: ThemeColours) -> list[EditorMark]:
    """The marks of ``report`` for the dimensions in ``shown``.

    Args:
        report: the report for ``text``.
        text: the text the report was computed for (to convert offsets).
        shown: dimension ids whose highlights are switched on.
        ui_lang: language of the tooltips.
        theme: the colours of the effective theme.
    """
    offsets = OffsetMap(text)
    weakening = {i for block in report.blocks if block.weak for i in block.findings}
    marks: list[EditorMark] = []
    for index, finding in enumerate(report.findings):
        if finding.dimension not in shown or finding.end <= finding.start:
            continue
        if finding.scope == "document" or finding.severity not in MARKED_SEVERITIES:
            continue
        if finding.scope == "paragraph" and finding.severity != "weak" \
                and index not in weakening:
            continue
        # The dimension, then the finding, with the language's colon: "Clarity: …", "语言清晰度：…".
        said = QCoreApplication.translate("MarkTooltip", "%1: %2")
        said = said.replace("%1", messages.dimension_label(finding.dimension, ui_lang))
        tooltip = (said.replace("%2", finding.text(ui_lang)) + "\n"
                   f"   → {finding.suggestion_text(ui_lang)}")
        marks.append(EditorMark(offsets.to_qt(finding.start), offsets.to_qt(finding.end),
                                theme.dimensions[finding.dimension], tooltip, finding.scope))
    return marks
