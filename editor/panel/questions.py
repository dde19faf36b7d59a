"""The questions of the open document, kept per document and never shared.

A saved document keeps its questions (the writer's own, the mined ones they
removed, and its reference folder) in QSettings under its path, not in the
file itself; an untitled document keeps them in memory until it is saved.
Opening another document shows that document's questions, never the last
one's.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, replace
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal

from scorers import Questions

_GROUP = "questions"


@dataclass(frozen=True, slots=True)
class DocumentQuestions:
    """What one document asks: its questions and its reference folder."""

    questions: Questions = field(default_factory=Questions)
    reference: str = ""

    def to_json(self, path: Path) -> str:
        return json.dumps({"path": str(path), "asked": list(self.questions.asked),
                           "dismissed": list(self.questions.dismissed),
                           "reference": self.reference}, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> DocumentQuestions:
        try:
            data = json.loads(text)
            asked = tuple(str(q) for q in data.get("asked", []))
            dismissed = tuple(str(q) for q in data.get("dismissed", []))
            return cls(Questions(asked, dismissed), str(data.get("reference", "")))
        except (ValueError, TypeError, AttributeError):
            return cls()  # a damaged entry must not stop the document from opening


def _key(path: Path) -> str:
    digest = hashlib.sha1(str(path.resolve()).encode("utf-8")).hexdigest()[:20]
    return f"{_GROUP}/{digest}"


class QuestionStore(QObject):
    """The current document's questions; saves them under its path as they change.

    Signals:
        changed(DocumentQuestions): the current document's questions changed (edited,
            or another document was opened).
    """

    changed = Signal(object)

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._path: Path | None = None
        self.current = DocumentQuestions()

    def open(self, path: Path | None) -> None:
        """Show the questions of the document at ``path`` (None: a new, untitled one)."""
        self._path = path
        self.current = DocumentQuestions()
        if path is not None:
            stored = self._settings.value(_key(path))
            if isinstance(stored, str):
                self.current = DocumentQuestions.from_json(stored)
        self.changed.emit(self.current)

    def saved_as(self, path: Path) -> None:
        """The document now lives at ``path``: its questions go with it."""
        if path == self._path:
            return
        self._path = path
        self._store()

    # Edits ----------------------------------------------------------------------------
    def set_asked(self, asked: tuple[str, ...]) -> None:
        cleaned = tuple(dict.fromkeys(" ".join(q.split()) for q in asked if q.strip()))
        self._set(replace(self.current, questions=replace(self.current.questions,
                                                          asked=cleaned)))

    def add(self, question: str) -> None:
        self.set_asked((*self.current.questions.asked, question))

    def remove(self, question: str, mined: bool) -> None:
        questions = self.current.questions
        if mined:
            questions = replace(questions, dismissed=(*questions.dismissed, question))
        else:
            questions = replace(questions, asked=tuple(q for q in questions.asked
                                                       if q != question))
        self._set(replace(self.current, questions=questions))

    def edit(self, old: str, new: str, mined: bool) -> None:
        """Replace question ``old`` by ``new``; an edited mined question becomes the
        writer's own."""
        new = " ".join(new.split())
        questions = self.current.questions
        if mined:
            questions = replace(questions, dismissed=(*questions.dismissed, old),
                                asked=(*questions.asked, new) if new else questions.asked)
        else:
            asked = tuple(new if q == old else q for q in questions.asked if new or q != old)
            questions = replace(questions, asked=tuple(dict.fromkeys(asked)))
        self._set(replace(self.current, questions=questions))

    def restore_mined(self) -> None:
        """Bring back every mined question the writer removed."""
        self._set(replace(self.current, questions=replace(self.current.questions,
                                                          dismissed=())))

    def set_reference(self, folder: str) -> None:
        self._set(replace(self.current, reference=folder))

    def _set(self, value: DocumentQuestions) -> None:
        if value == self.current:
            return
        self.current = value
        self._store()
        self.changed.emit(value)

    def _store(self) -> None:
        if self._path is not None:
            self._settings.setValue(_key(self._path), self.current.to_json(self._path))
