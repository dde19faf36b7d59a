"""The status bar: word count (字数), characters, reading time, article language, saved state.

The figures are the engine's (``scorers.text_statistics``, counted with the report in
the scoring process, off the keystroke path): the words are the article's length as
the report gives it — English words and numbers; in a Chinese article (字数) Chinese
characters plus Latin words, each worth two characters — and 字符数 counts every
character but line breaks. A Chinese article's length is counted in characters, so in
the English interface its first figure says "characters" as the report's Length check
does ("885 characters long"), and the second, every character, "characters in all".

An untitled document that was never saved says nothing about saving until it has
text; then it is "Not saved".
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QStatusBar


class DocumentStatus(QObject):
    """The permanent labels at the right of the status bar."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.words = QLabel()
        self.words.setObjectName("statusWords")
        self.chars = QLabel()
        self.chars.setObjectName("statusChars")
        self.time = QLabel()
        self.time.setObjectName("statusTime")
        self.lang = QLabel()
        self.lang.setObjectName("statusLang")
        self.saved = QLabel()
        self.saved.setObjectName("statusSaved")
        for label in (self.words, self.chars, self.time, self.lang, self.saved):
            bar.addPermanentWidget(label)

    def show_stats(self, words: int, characters: int, minutes: float,
                   lang: str | None = None) -> None:
        """``words``: the article's length as its report gives it; ``lang``: the
        article's language, which says what that length counts."""
        if lang == "zh":
            self.words.setText(self.tr("%1 characters (字数)").replace("%1", f"{words:,}"))
            self.chars.setText(self.tr("%1 characters in all").replace("%1", f"{characters:,}"))
        else:
            self.words.setText(self.tr("1 word") if words == 1 else
                               self.tr("%1 words").replace("%1", f"{words:,}"))
            self.chars.setText(self.tr("1 character") if characters == 1 else
                               self.tr("%1 characters").replace("%1", f"{characters:,}"))
        if not words:
            self.time.setText("")
        elif minutes < 1:
            self.time.setText(self.tr("under 1 min read"))
        else:
            self.time.setText(self.tr("%1 min read").replace("%1", str(round(minutes))))

    def show_lang(self, lang: str | None) -> None:
        self.lang.setText("" if lang is None else
                          self.tr("English") if lang == "en" else self.tr("Chinese"))

    def show_saved(self, dirty: bool, has_file: bool, has_text: bool) -> None:
        if dirty:
            self.saved.setText(self.tr("Unsaved changes") if has_file else self.tr("Not saved"))
        elif has_file:
            self.saved.setText(self.tr("Saved"))
        else:
            self.saved.setText(self.tr("Not saved") if has_text else "")
