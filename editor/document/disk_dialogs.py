"""The questions a save or a change on disk asks, and the side-by-side comparison.

Each question is a :class:`QMessageBox` kept in :attr:`DiskQuestions.prompt` while it
is open, so tests can see and answer it; a *Compare…* button shows
:class:`CompareDialog` (kept in :attr:`DiskQuestions.compare_dialog`) and then asks
again.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QColor, QFontDatabase, QTextCursor, QTextFormat
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from editor.document.plain_text import plain_box
from scorers import textfiles

_REMOVED = QColor("#fde2e1")
_ADDED = QColor("#dcfce7")
_FILLER = QColor("#f3f4f6")


def aligned_lines(theirs: str, mine: str) -> list[tuple[str | None, str | None]]:
    """The lines of both texts side by side; None where one side has no line there."""
    old, new = theirs.split("\n"), mine.split("\n")
    rows: list[tuple[str | None, str | None]] = []
    for tag, i1, i2, j1, j2 in textfiles.line_opcodes(old, new):
        if tag == "equal":
            rows.extend(zip(old[i1:i2], new[j1:j2], strict=True))
            continue
        left, right = old[i1:i2], new[j1:j2]
        for k in range(max(len(left), len(right))):
            rows.append((left[k] if k < len(left) else None, right[k] if k < len(right) else None))
    return rows


class CompareDialog(QDialog):
    """The file on disk and the writer's text side by side, differing lines tinted."""

    def __init__(self, theirs: str, mine: str, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Compare “%1”").replace("%1", name))
        self.rows = aligned_lines(theirs, mine)
        self.differences = sum(1 for a, b in self.rows if a != b)
        self.left = self._pane()
        self.right = self._pane()
        self._fill()
        summary = QLabel(self.tr("%n line(s) differ.", "", self.differences))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QGridLayout(self)
        layout.addWidget(QLabel(self.tr("On disk (changed by another program)")), 0, 0)
        layout.addWidget(QLabel(self.tr("Yours (in this window)")), 0, 1)
        layout.addWidget(self.left, 1, 0)
        layout.addWidget(self.right, 1, 1)
        layout.addWidget(summary, 2, 0)
        layout.addWidget(buttons, 2, 1)
        self.resize(1000, 640)
        self.left.verticalScrollBar().valueChanged.connect(self.right.verticalScrollBar().setValue)
        self.right.verticalScrollBar().valueChanged.connect(self.left.verticalScrollBar().setValue)

    @staticmethod
    def _pane() -> QPlainTextEdit:
        pane = QPlainTextEdit()
        pane.setReadOnly(True)
        pane.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        pane.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        return pane

    def _fill(self) -> None:
        self.left.setPlainText("\n".join(a if a is not None else "" for a, _ in self.rows))
        self.right.setPlainText("\n".join(b if b is not None else "" for _, b in self.rows))
        first = None
        for pane, side, colour in ((self.left, 0, _REMOVED), (self.right, 1, _ADDED)):
            selections = []
            block = pane.document().firstBlock()
            for row in self.rows:
                if row[0] != row[1]:
                    first = block.blockNumber() if first is None else first
                    selection = QTextEdit.ExtraSelection()
                    selection.format.setBackground(_FILLER if row[side] is None else colour)
                    selection.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
                    selection.cursor = QTextCursor(block)
                    selections.append(selection)
                block = block.next()
            pane.setExtraSelections(selections)
        if first is not None:
            cursor = QTextCursor(self.left.document().findBlockByNumber(first))
            self.left.setTextCursor(cursor)
            self.left.centerCursor()


_ROLE = QMessageBox.ButtonRole


class DiskQuestions(QObject):
    """The questions of one window about its file on disk; each returns the key of the
    answer. Owns the box open now (``prompt``) and the comparison (``compare_dialog``).

    Args:
        parent: the window the boxes belong to.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._parent = parent
        self.prompt: QMessageBox | None = None
        self.compare_dialog: CompareDialog | None = None

    @property
    def asking(self) -> bool:
        """A box is open: a second one would stack on top of it."""
        return self.prompt is not None

    def compare(self, theirs: str, mine: str, name: str) -> None:
        """Show the file on disk and the writer's text side by side (modal)."""
        dialog = CompareDialog(theirs, mine, name, self._parent)
        self.compare_dialog = dialog
        dialog.exec()
        self.compare_dialog = None

    def ask(self, title: str, text: str, detail: str,
            buttons: list[tuple[str, str, QMessageBox.ButtonRole]], default: str,
            compare: Callable[[], None] | None = None) -> str:
        """Ask with ``buttons`` (key, label, role); returns the key of the button clicked
        (``cancel`` when the box is closed). With ``compare``, a *Compare…* button shows
        the comparison and asks again."""
        while True:
            box = QMessageBox(self._parent)
            box.setIcon(QMessageBox.Icon.Warning)
            box.setWindowTitle(title)
            box.setText(text)
            box.setInformativeText(detail)
            plain_box(box)
            by_button = {box.addButton(label, role): key for key, label, role in buttons}
            compare_button = box.addButton(self.tr("Compare…"), _ROLE.ActionRole) \
                if compare else None
            for button, key in by_button.items():
                if key == default:
                    box.setDefaultButton(button)
            self.prompt = box
            box.exec()
            self.prompt = None
            clicked = box.clickedButton()
            if compare is not None and clicked is compare_button:
                compare()
                continue
            return by_button.get(clicked, "cancel")

    def save_over_change(self, name: str, compare: Callable[[], None]) -> str:
        """The file changed on disk since it was opened: ``overwrite``, ``save_as``, ``cancel``."""
        return self.ask(
            self.tr("File changed on disk"),
            self.tr("“%1” was changed by another program since you opened it.").replace("%1", name),
            self.tr("Saving now would replace their changes with your version. Compare the two, "
                    "save yours under another name, or overwrite theirs."),
            [("overwrite", self.tr("Overwrite"), _ROLE.DestructiveRole),
             ("save_as", self.tr("Save As…"), _ROLE.AcceptRole),
             ("cancel", self.tr("Cancel"), _ROLE.RejectRole)], "save_as", compare)

    def about_change(self, name: str, compare: Callable[[], None]) -> str:
        """Another program changed the file while this window has unsaved text:
        ``reload`` (lose the text here) or ``keep``."""
        return self.ask(
            self.tr("File changed on disk"),
            self.tr("“%1” was changed by another program.").replace("%1", name),
            self.tr("You have unsaved changes here. Reload the file and lose them, or keep "
                    "your version (saving will replace the other one)?"),
            [("reload", self.tr("Reload"), _ROLE.DestructiveRole),
             ("keep", self.tr("Keep mine"), _ROLE.RejectRole)], "keep", compare)

    def overwrite_read_only(self, name: str) -> str:
        """The file is read-only: ``overwrite``, ``save_as`` or ``cancel``."""
        return self.ask(
            self.tr("File is read-only"),
            self.tr("“%1” is read-only.").replace("%1", name),
            self.tr("Someone made this file read-only, perhaps to keep it from being changed. "
                    "Overwrite it anyway, or save your text under another name?"),
            [("overwrite", self.tr("Overwrite"), _ROLE.DestructiveRole),
             ("save_as", self.tr("Save As…"), _ROLE.AcceptRole),
             ("cancel", self.tr("Cancel"), _ROLE.RejectRole)], "save_as")

    def convert_to_utf8(self, name: str, encoding: str, char: str, line: int) -> bool:
        """A character the file's encoding cannot hold: True to save the file as UTF-8."""
        shown = char if char.isprintable() else f"U+{ord(char):04X}"
        answer = self.ask(
            self.tr("Character not in the file's encoding"),
            self.tr("“%1” is saved in %2, which cannot hold “%3” (line %4).")
            .replace("%1", name).replace("%2", encoding).replace("%3", shown)
            .replace("%4", str(line)),
            self.tr("Save the file as UTF-8, which holds every character? Programs that "
                    "expect %1 may then show it wrongly.").replace("%1", encoding),
            [("utf8", self.tr("Save as UTF-8"), _ROLE.AcceptRole),
             ("cancel", self.tr("Cancel"), _ROLE.RejectRole)], "utf8")
        return answer == "utf8"

    def file_deleted(self, name: str) -> None:
        """Tell the writer that another program deleted or moved the file."""
        box = QMessageBox(self._parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("File deleted"))
        box.setText(self.tr("“%1” was deleted or moved by another program.").replace("%1", name))
        box.setInformativeText(self.tr("Your text is still here; save it to keep it."))
        plain_box(box)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.prompt = box
        box.exec()
        self.prompt = None

    def restore_interrupted_save(self, name: str, when: str) -> bool:
        """An interrupted save left another version of the text: True to restore it."""
        answer = self.ask(
            self.tr("Interrupted save"),
            self.tr("A save of “%1” was interrupted (%2) and left a different version of the "
                    "text behind.").replace("%1", name).replace("%2", when),
            self.tr("Restore that version in the editor (unsaved), or delete it?"),
            [("restore", self.tr("Restore"), _ROLE.AcceptRole),
             ("delete", self.tr("Delete"), _ROLE.DestructiveRole)], "restore")
        return answer == "restore"
