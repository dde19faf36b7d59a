"""Markdown editing commands of the editor: lists and quotes, links, emphasis, headings.

What a writer expects from Typora, Obsidian or ghostwriter: Enter continues a
list or a quote and, on an empty item, ends it with the blank line Markdown
needs; Tab nests list items; Ctrl+K makes ``[selection]()`` with the caret in
the parentheses; a URL pasted onto a selection turns it into a link.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QMimeData
from PySide6.QtGui import QGuiApplication, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit

LIST_LINE = re.compile(r"^(\s*)([-+*]|(\d{1,9})([.)]))(\s+)(\[[ xX]\]\s+)?(.*)$")
QUOTE_LINE = re.compile(r"^(\s*(?:>\s?)+)(.*)$")
URL = re.compile(r"^(?:https?://|mailto:)\S+$", re.I)
INDENT = "    "  # Python-Markdown nests lists by four spaces


def is_url(text: str) -> bool:
    """Whether ``text`` (stripped) is one http(s) or mailto URL."""
    return bool(URL.match(text.strip()))


class MarkdownCommands(QPlainTextEdit):
    """The Markdown commands; :class:`editor.text.text_editor.MarkdownEditor` builds on it."""

    # Lists and quotes ---------------------------------------------------------
    def continue_block(self) -> bool:
        """Enter in a list item or quote starts the next one; on an empty one, ends it."""
        cursor = self.textCursor()
        if cursor.hasSelection():
            return False
        line = cursor.block().text()
        if cursor.positionInBlock() < len(line):
            return False
        item = LIST_LINE.match(line)
        if item:
            indent, _marker, number, delimiter, space, task, body = item.groups()
            if not body.strip():
                if indent:
                    self.indent_lines(-1)  # an empty nested item steps out one level
                else:
                    self._end_block(cursor)
                return True
            marker = f"{int(number) + 1}{delimiter}" if number else item.group(2)
            cursor.insertText("\n" + indent + marker + space + ("[ ] " if task else ""))
            self.ensureCursorVisible()
            return True
        quote = QUOTE_LINE.match(line)
        if quote and quote.group(2).strip():
            cursor.insertText("\n" + quote.group(1))
            self.ensureCursorVisible()
            return True
        if quote:
            self._end_block(cursor)
            return True
        return False

    def _end_block(self, cursor: QTextCursor) -> None:
        """Replace the empty item with the blank line that ends the list or quote, so the
        next paragraph is not swallowed into it."""
        cursor.beginEditBlock()
        cursor.movePosition(QTextCursor.MoveOperation.StartOfBlock)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        cursor.insertText("\n")
        cursor.endEditBlock()
        self.setTextCursor(cursor)
        self.ensureCursorVisible()

    def indent_lines(self, direction: int) -> bool:
        """Tab / Shift+Tab on list items (or selected lines of them) nests or un-nests them."""
        cursor = self.textCursor()
        doc = self.document()
        first = doc.findBlock(cursor.selectionStart())
        last = doc.findBlock(cursor.selectionEnd())
        blocks = []
        block = first
        while block.isValid():
            blocks.append(block)
            if block == last:
                break
            block = block.next()
        if not all(LIST_LINE.match(b.text()) for b in blocks):
            return False
        edit = QTextCursor(doc)
        edit.beginEditBlock()
        for b in blocks:
            edit.setPosition(b.position())
            if direction > 0:
                edit.insertText(INDENT)
            else:
                leading = len(b.text()) - len(b.text().lstrip(" "))
                remove = min(len(INDENT), leading)
                if remove:
                    edit.setPosition(b.position() + remove, QTextCursor.MoveMode.KeepAnchor)
                    edit.removeSelectedText()
        edit.endEditBlock()
        return True

    # Inline formatting ----------------------------------------------------------
    def wrap_selection(self, before: str, after: str | None = None,
                       placeholder: str = "") -> None:
        """Surround the selection (or a selected placeholder) with ``before``/``after``."""
        after = before if after is None else after
        cursor = self.textCursor()
        selected = cursor.selectedText().replace("\u2029", "\n") or placeholder
        cursor.beginEditBlock()
        cursor.insertText(before + selected + after)
        cursor.endEditBlock()
        if not cursor.hasSelection() and selected == placeholder and placeholder:
            cursor.setPosition(cursor.position() - len(after) - len(placeholder))
            cursor.setPosition(cursor.position() + len(placeholder),
                               QTextCursor.MoveMode.KeepAnchor)
            self.setTextCursor(cursor)

    def insert_link(self) -> None:
        """``[selection]()`` with the caret in the parentheses, as Typora and ghostwriter do.

        A URL on the clipboard is filled in (the caret then goes after the link); a
        selected URL becomes the target, with the caret in the brackets for its text.
        """
        cursor = self.textCursor()
        selected = cursor.selectedText().replace("\u2029", " ")
        clipboard = (QGuiApplication.clipboard().text() or "").strip()
        url = clipboard if is_url(clipboard) else ""
        if selected and is_url(selected):
            label, url = "", selected.strip()
        else:
            label = selected
        cursor.beginEditBlock()
        cursor.insertText(f"[{label}]({url})")
        cursor.endEditBlock()
        end = cursor.position()
        if not label:
            cursor.setPosition(end - len(url) - 3)  # inside the brackets
        elif not url:
            cursor.setPosition(end - 1)  # inside the parentheses
        self.setTextCursor(cursor)

    def link_pasted_url(self, source: QMimeData) -> bool:
        """A URL pasted onto a selection links the selection to it (Typora, Obsidian)."""
        cursor = self.textCursor()
        if not cursor.hasSelection() or not source.hasText():
            return False
        url = source.text().strip()
        selected = cursor.selectedText()
        if not is_url(url) or "\u2029" in selected or is_url(selected):
            return False
        cursor.beginEditBlock()
        cursor.insertText(f"[{selected}]({url})")
        cursor.endEditBlock()
        self.setTextCursor(cursor)
        return True

    def set_heading_level(self, level: int) -> None:
        """Make the current line a heading of ``level`` (0 removes the heading)."""
        cursor = self.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.StartOfBlock)
        line = cursor.block().text()
        stripped = re.sub(r"^\s*#{1,6}\s*", "", line)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        cursor.insertText(("#" * level + " " if level else "") + stripped)
