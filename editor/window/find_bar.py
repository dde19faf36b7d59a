"""Find and replace, as a bar under the editor."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut, QTextDocument
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)


class FindBar(QWidget):
    """Find next/previous, replace and replace all in a QPlainTextEdit."""

    def __init__(self, editor: QPlainTextEdit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        self.find_field = QLineEdit()
        self.replace_field = QLineEdit()
        self.case = QCheckBox()
        self.result = QLabel()
        self.next_button = QPushButton()
        self.previous_button = QPushButton()
        self.replace_button = QPushButton()
        self.replace_all_button = QPushButton()
        self.close_button = QPushButton("×")
        self.close_button.setFlat(True)
        layout = QGridLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.addWidget(self.find_field, 0, 0)
        layout.addWidget(self.previous_button, 0, 1)
        layout.addWidget(self.next_button, 0, 2)
        layout.addWidget(self.case, 0, 3)
        layout.addWidget(self.close_button, 0, 4)
        layout.addWidget(self.replace_field, 1, 0)
        layout.addWidget(self.replace_button, 1, 1)
        layout.addWidget(self.replace_all_button, 1, 2)
        layout.addWidget(self.result, 1, 3, 1, 2)
        self.find_field.returnPressed.connect(self.find_next)
        self.next_button.clicked.connect(self.find_next)
        self.previous_button.clicked.connect(self.find_previous)
        self.replace_button.clicked.connect(self.replace_one)
        self.replace_all_button.clicked.connect(self.replace_all)
        self.close_button.clicked.connect(self.hide)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.hide)
        self.retranslate()
        self.hide()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.find_field.setPlaceholderText(self.tr("Find"))
        self.replace_field.setPlaceholderText(self.tr("Replace with"))
        self.case.setText(self.tr("Match case"))
        self.next_button.setText(self.tr("Next"))
        self.previous_button.setText(self.tr("Previous"))
        self.replace_button.setText(self.tr("Replace"))
        self.replace_all_button.setText(self.tr("Replace all"))

    def open(self, replace: bool = False) -> None:
        selected = self.editor.textCursor().selectedText()
        if selected and "\u2029" not in selected:
            self.find_field.setText(selected)
        self.replace_field.setVisible(replace)
        self.replace_button.setVisible(replace)
        self.replace_all_button.setVisible(replace)
        self.show()
        self.find_field.setFocus()
        self.find_field.selectAll()

    def _flags(self, backward: bool = False) -> QTextDocument.FindFlag:
        flags = QTextDocument.FindFlag(0)
        if self.case.isChecked():
            flags |= QTextDocument.FindFlag.FindCaseSensitively
        if backward:
            flags |= QTextDocument.FindFlag.FindBackward
        return flags

    def _find(self, backward: bool) -> bool:
        needle = self.find_field.text()
        if not needle:
            return False
        found = self.editor.find(needle, self._flags(backward))
        if not found:
            # Wrap around once.
            cursor = self.editor.textCursor()
            cursor.movePosition(cursor.MoveOperation.End if backward else
                                cursor.MoveOperation.Start)
            self.editor.setTextCursor(cursor)
            found = self.editor.find(needle, self._flags(backward))
        self.result.setText("" if found else self.tr("Not found"))
        return found

    def find_next(self) -> bool:
        return self._find(False)

    def find_previous(self) -> bool:
        return self._find(True)

    def replace_one(self) -> None:
        cursor = self.editor.textCursor()
        needle = self.find_field.text()
        sensitive = self.case.isChecked()
        selected = cursor.selectedText()
        if needle and (selected == needle or (not sensitive and
                                               selected.lower() == needle.lower())):
            cursor.insertText(self.replace_field.text())
        self.find_next()

    def replace_all(self) -> int:
        needle = self.find_field.text()
        if not needle:
            return 0
        document = self.editor.document()
        cursor = document.find(needle, 0, self._flags())
        count = 0
        edit = self.editor.textCursor()
        edit.beginEditBlock()
        while not cursor.isNull():
            cursor.insertText(self.replace_field.text())
            count += 1
            cursor = document.find(needle, cursor.position(), self._flags())
        edit.endEditBlock()
        self.result.setText(self.tr("%n replaced", "", count))
        return count
