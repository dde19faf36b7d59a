"""The outline: the article's headings, click to jump.

A heading too long for the dock ends in "…" on its one line; its tooltip holds it whole.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QWidget

from editor.panel.widgets import plain_tooltip


class OutlineView(QTreeWidget):
    """Lists headings with their level as indentation.

    Signals:
        headingActivated(int): the Python offset of the clicked heading.
    """

    headingActivated = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setRootIsDecorated(False)
        self.setIndentation(12)
        self.itemClicked.connect(self._on_click)
        self.itemActivated.connect(self._on_click)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # One column as wide as the view: Qt elides to the column's width, not the view's.
        self.header().setStretchLastSection(True)
        self._last: list[tuple[int, int, str]] = []
        self.set_headings([])

    def set_headings(self, headings: list[tuple[int, int, str]]) -> None:
        """``(offset, level, text)`` of each heading, in order."""
        if headings == self._last and self.topLevelItemCount():
            return
        self._last = headings
        self.clear()
        if not headings:
            empty = QTreeWidgetItem(self, [self.tr("No headings yet: start a line with # or ##.")])
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            empty.setToolTip(0, plain_tooltip(empty.text(0)))
            return
        for offset, level, text in headings:
            item = QTreeWidgetItem(self, ["    " * (level - 1) + text])
            item.setData(0, Qt.ItemDataRole.UserRole, offset)
            item.setToolTip(0, plain_tooltip(text))

    def _on_click(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        offset = item.data(0, Qt.ItemDataRole.UserRole)
        if offset is not None:
            self.headingActivated.emit(int(offset))
