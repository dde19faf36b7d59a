"""What the writer opened lately: the recent files (File → Open Recent) and the
encodings they chose (the first hints when a file's encoding must be guessed)."""

from __future__ import annotations

import locale
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal

MAX_RECENT = 10
MAX_RECENT_ENCODINGS = 4


class RecentFiles(QObject):
    """The recent files and chosen encodings, kept in ``settings``.

    Signals:
        changed(): the recent files changed (the menu is rebuilt).
    """

    changed = Signal()

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings

    def _list(self, key: str) -> list[str]:
        # QSettings in an INI file gives back a one-item list as a plain string.
        value = self._settings.value(key, [])
        return [value] if isinstance(value, str) else [str(v) for v in (value or [])]

    def _put_first(self, key: str, item: str, limit: int) -> None:
        self._settings.setValue(key, ([item] + [i for i in self._list(key) if i != item])[:limit])

    def files(self) -> list[str]:
        """The files opened or saved lately, the newest first."""
        return self._list("recent/files")

    def add(self, path: Path | None) -> None:
        if path is None:
            return
        self._put_first("recent/files", str(path), MAX_RECENT)
        self.changed.emit()

    def clear(self) -> None:
        self._settings.setValue("recent/files", [])
        self.changed.emit()

    def encodings(self) -> tuple[str, ...]:
        """Encodings the writer chose lately, then the locale's: hints for guessing."""
        return tuple(dict.fromkeys([*self._list("files/encodings"),
                                    locale.getpreferredencoding(False)]))

    def remember_encoding(self, encoding: str) -> None:
        self._put_first("files/encodings", encoding, MAX_RECENT_ENCODINGS)
