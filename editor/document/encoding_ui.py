"""Tell the writer when a file's encoding was a guess or its bytes were broken, and let
them reopen it in another encoding.

A notice bar above the editor says what happened ("the encoding was guessed as
GB18030", "3 bytes are not valid UTF-8 and are shown as �") with a button that
opens the encodings, the likely ones first. The same encodings are in
File ▸ Reopen with Encoding, with the current one checked.
"""

from __future__ import annotations

import codecs
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QToolButton, QWidget

from editor.document.plain_text import plain_label
from scorers import textfiles

#: (codec, label) of the encodings offered, in menu order.
ENCODINGS = (
    ("utf-8", "UTF-8"),
    ("utf-16-le", "UTF-16 LE"),
    ("utf-16-be", "UTF-16 BE"),
    ("gb18030", "GB18030 / GBK (简体中文)"),
    ("big5", "Big5 (繁體中文)"),
    ("big5hkscs", "Big5-HKSCS (香港)"),
    ("shift_jis", "Shift_JIS (日本語)"),
    ("euc_jp", "EUC-JP (日本語)"),
    ("euc_kr", "EUC-KR (한국어)"),
    ("cp1252", "Windows-1252 (Western)"),
    ("latin_1", "ISO-8859-1 (Latin-1)"),
    ("iso8859_15", "ISO-8859-15 (Latin-9)"),
    ("cp1251", "Windows-1251 (Cyrillic)"),
    ("koi8_r", "KOI8-R (Cyrillic)"),
)


def _codec(name: str) -> str:
    try:
        return codecs.lookup(name).name
    except LookupError:
        return name


def label_of(encoding: str) -> str:
    codec = _codec(encoding)
    return next((label for name, label in ENCODINGS if _codec(name) == codec), encoding)


class NoticeBar(QFrame):
    """A one-line notice with a menu button and a close button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noticeBar")
        self.setStyleSheet("#noticeBar { background: #fef3c7; border-bottom: 1px solid #f59e0b; }"
                           "#noticeBar QLabel { color: #78350f; }")
        self.label = plain_label(QLabel())  # it names the file
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.button = QToolButton()
        self.button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.button)
        layout.addWidget(self.close_button)
        self.hide()


class EncodingUi(QObject):
    """The notice bar and the Reopen with Encoding menu of one window.

    Args:
        document: returns the document open now (its encoding is checked in the menu).
        reopen: reads the document again in the encoding it is given.
    """

    def __init__(self, document: Callable[[], textfiles.DocumentFile],
                 reopen: Callable[[str], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._reopen = reopen
        self.bar = NoticeBar()
        self.menu = QMenu()
        self.menu.aboutToShow.connect(lambda: self._fill(self.menu, ()))
        self.bar_menu = QMenu()
        self.bar.button.setMenu(self.bar_menu)
        self.retranslate()

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("Reopen &with Encoding"))
        self.bar.button.setText(self.tr("Reopen with Encoding"))
        self.bar.close_button.setToolTip(self.tr("Hide this notice"))

    def _fill(self, menu: QMenu, first: tuple[str, ...]) -> None:
        menu.clear()
        document = self._document()
        current = _codec(document.encoding) if document.path is not None else ""
        group = QActionGroup(menu)
        likely = [e for e in dict.fromkeys(_codec(f) for f in first)]
        ordered = likely + [_codec(name) for name, _ in ENCODINGS if _codec(name) not in likely]
        for position, codec in enumerate(ordered):
            if position == len(likely) and likely:
                menu.addSeparator()
            action = QAction(label_of(codec), menu)
            action.setCheckable(True)
            action.setChecked(codec == current)
            action.setEnabled(document.path is not None)
            action.triggered.connect(lambda _c=False, c=codec: self._reopen(c))
            group.addAction(action)
            menu.addAction(action)

    def explain(self, document: textfiles.DocumentFile) -> None:
        """Show the notice a freshly opened document needs, if any."""
        name = document.name
        if document.bad_bytes:
            text = self.tr("%n byte(s) of “%1” could not be read as %2 and are shown as �. "
                           "They are written back unchanged unless you edit their line.",
                           "", document.bad_bytes)
            text = text.replace("%1", name).replace("%2", label_of(document.encoding))
        elif not document.sure:
            text = self.tr("The encoding of “%1” was guessed as %2, but it could also be %3. "
                           "If the text looks wrong, reopen it with another encoding.") \
                .replace("%1", name).replace("%2", label_of(document.encoding)) \
                .replace("%3", ", ".join(label_of(e) for e in document.alternatives[:3])
                         or self.tr("another one"))
        else:
            self.hide()
            return
        self._fill(self.bar_menu, (document.encoding, *document.alternatives))
        self.bar.label.setText(text)
        self.bar.show()

    def hide(self) -> None:
        self.bar.hide()

    def shown_text(self) -> str:
        return self.bar.label.text() if self.bar.isVisible() else ""
