"""The window's actions, menus and toolbar, and their texts in the interface language.

Every action the writer can trigger is built here, once, with a name
(``actions_by_name``) that tests and the rest of the window use. Menus carry
mnemonics ("&File", "文件(&F)"); toolbar buttons show the same words without
them ("新建", not "新建(N)"), as Chinese desktop apps do. Names that contain
"&" ("Facts & Data") are escaped so Qt shows the ampersand rather than an
underlined letter.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from scorers import DIMENSION_IDS, messages

if TYPE_CHECKING:
    from editor.document.controller import DocumentController
    from editor.text.text_editor import MarkdownEditor
    from editor.window.find_bar import FindBar
    from editor.window.panes import PanesController

_MNEMONIC_SUFFIX = re.compile(r"\s*\(&\w\)")
_ELLIPSIS = re.compile(r"(…|\.\.\.)$")


def escape_mnemonic(text: str) -> str:
    """``text`` shown literally in a menu, button or check box ("Facts && Data")."""
    return text.replace("&", "&&")


def plain_label(text: str) -> str:
    """A menu text as a toolbar button shows it: no mnemonic, no "…"."""
    text = _MNEMONIC_SUFFIX.sub("", text)
    text = re.sub(r"&(.)", r"\1", text)
    return _ELLIPSIS.sub("", text).strip()


#: Edit → Replace: the platform's key has none on Linux; Ctrl+H is the one VS Code,
#: ghostwriter and Typora use there and Windows' own (on macOS Ctrl+H would hide the app).
REPLACE_KEY = QKeySequence.StandardKey.Replace if sys.platform == "darwin" else "Ctrl+H"

#: Actions shown on the toolbar, in order; None is a separator.
TOOLBAR = ("new", "open", "save", None, "bold", "italic", "link", "heading2", None,
           "show_preview", "show_panel", "highlights", "focus_mode")


class WindowActions(QObject):
    """Builds the menus and the toolbar of ``window`` and keeps their texts current;
    :meth:`wire` then tells each action what it does."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.by_name: dict[str, QAction] = {}
        self.ui_lang = "en"
        sk = QKeySequence.StandardKey
        bar = window.menuBar()
        self.file_menu = bar.addMenu("")
        self._add(self.file_menu, "new", sk.New)
        self._add(self.file_menu, "open", sk.Open)
        self.recent_menu = self.file_menu.addMenu("")
        self.recent_menu.setObjectName("recentMenu")
        self.file_menu.addSeparator()
        self._add(self.file_menu, "save", sk.Save)
        self._add(self.file_menu, "save_as", sk.SaveAs)
        self.export_menu = self.file_menu.addMenu("")
        for name in ("export_html", "export_markdown", "export_report_json",
                     "export_report_html"):
            self._add(self.export_menu, name)
        self.file_menu.addSeparator()
        self._add(self.file_menu, "preferences", sk.Preferences)
        self._add(self.file_menu, "quit", sk.Quit)

        self.edit_menu = bar.addMenu("")
        for name, key in (("undo", sk.Undo), ("redo", sk.Redo), (None, None), ("cut", sk.Cut),
                          ("copy", sk.Copy), ("paste", sk.Paste), ("select_all", sk.SelectAll),
                          (None, None), ("find", sk.Find), ("replace", REPLACE_KEY)):
            if name is None:
                self.edit_menu.addSeparator()
            else:
                self._add(self.edit_menu, name, key)

        self.format_menu = bar.addMenu("")
        self._add(self.format_menu, "bold", sk.Bold)
        self._add(self.format_menu, "italic", sk.Italic)
        self._add(self.format_menu, "link", "Ctrl+K")
        self.format_menu.addSeparator()
        for level in (1, 2, 3, 0):
            self._add(self.format_menu, f"heading{level}", f"Ctrl+{level}")

        self.view_menu = bar.addMenu("")
        self._add(self.view_menu, "zoom_in", sk.ZoomIn)
        self._add(self.view_menu, "zoom_out", sk.ZoomOut)
        self._add(self.view_menu, "zoom_reset", "Ctrl+Shift+0")
        self.view_menu.addSeparator()
        self._add(self.view_menu, "soft_wrap", checkable=True)
        self._add(self.view_menu, "show_preview", "Ctrl+Shift+P", checkable=True)
        self._add(self.view_menu, "show_panel", "Ctrl+Shift+G", checkable=True)
        self._add(self.view_menu, "show_outline", "Ctrl+Shift+O", checkable=True)
        self._add(self.view_menu, "show_answers", "Ctrl+Shift+A")
        self._add(self.view_menu, "focus_mode", "F11", checkable=True)
        self.view_menu.addSeparator()
        self._add(self.view_menu, "highlights", "Ctrl+Shift+H", checkable=True)
        self.highlight_menu = self.view_menu.addMenu("")
        for dim_id in DIMENSION_IDS:
            self._add(self.highlight_menu, f"highlight_{dim_id}", checkable=True)

        self.help_menu = bar.addMenu("")
        self._add(self.help_menu, "about_scores", sk.HelpContents)
        self._add(self.help_menu, "open_sample")
        self.help_menu.addSeparator()
        self._add(self.help_menu, "about")

        self.toolbar = QToolBar(window)
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for name in TOOLBAR:
            if name is None:
                self.toolbar.addSeparator()
            else:
                self.toolbar.addAction(self.by_name[name])
        window.addToolBar(self.toolbar)

    def _add(self, menu: QMenu, name: str, shortcut=None, checkable: bool = False) -> QAction:
        action = QAction(self.window)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        menu.addAction(action)
        self.by_name[name] = action
        return action

    def add_after_recent(self, menu: QMenu) -> None:
        """Put ``menu`` in the File menu, after Open Recent."""
        actions = self.file_menu.actions()
        self.file_menu.insertMenu(actions[actions.index(self.recent_menu.menuAction()) + 1],
                                  menu)

    def check_view_options(self, soft_wrap: bool, highlights: bool,
                           hidden_dimensions: frozenset[str]) -> None:
        """Check the View menu's options as the preferences set them; the dimensions'
        highlights can be chosen only while highlights are on."""
        self.by_name["soft_wrap"].setChecked(soft_wrap)
        self.by_name["highlights"].setChecked(highlights)
        for dim_id in DIMENSION_IDS:
            action = self.by_name[f"highlight_{dim_id}"]
            action.setChecked(dim_id not in hidden_dimensions)
            action.setEnabled(highlights)

    def wire(self, slots: dict[str, Callable[[], object]],
                toggles: dict[str, Callable[[bool], object]]) -> None:
        """What each action does: ``slots`` maps an action's name to the callable it
        triggers (with no argument); a checkable action's ``checked`` flag goes to its
        entry in ``toggles`` instead."""
        for name, action in self.by_name.items():
            if action.isCheckable() and name in toggles:
                toggle = toggles[name]
                action.triggered.connect(lambda checked=False, t=toggle: t(bool(checked)))
            elif name in slots:
                slot = slots[name]
                action.triggered.connect(lambda _checked=False, s=slot: s())

    def wire_editor(self, editor: MarkdownEditor, find_bar: FindBar) -> None:
        """Connect the Edit and Format menus and the zoom to ``editor`` and ``find_bar``."""
        e = editor
        slots = {
            "undo": e.undo, "redo": e.redo, "cut": e.cut, "copy": e.copy, "paste": e.paste,
            "select_all": e.selectAll, "find": lambda: find_bar.open(False),
            "replace": lambda: find_bar.open(True),
            "bold": lambda: e.wrap_selection("**", placeholder=self.tr("bold text")),
            "italic": lambda: e.wrap_selection("*", placeholder=self.tr("italic text")),
            "link": e.insert_link,
            "zoom_in": lambda: e.zoomIn(1), "zoom_out": lambda: e.zoomOut(1),
            "zoom_reset": e.reset_zoom,
        }
        for level in (0, 1, 2, 3):
            slots[f"heading{level}"] = lambda lv=level: e.set_heading_level(lv)
        self.wire(slots, {})

    def wire_documents(self, documents: DocumentController) -> None:
        """Connect the File menu's document commands and the sample article to ``documents``."""
        d = documents
        self.wire({"new": d.new_document, "open": d.open_dialog, "save": d.save,
                   "save_as": d.save_as, "export_html": d.exports.html,
                   "export_markdown": d.exports.markdown,
                   "export_report_json": d.exports.report_json,
                   "export_report_html": d.exports.report_html, "open_sample": d.open_sample}, {})

    def wire_panes(self, panes: PanesController) -> None:
        """Connect the View menu's panes and focus mode to ``panes``."""
        self.wire({}, {"show_preview": panes.toggle_preview, "show_panel": panes.toggle_panel,
                       "show_outline": panes.toggle_outline,
                       "focus_mode": panes.toggle_focus_mode})
        self.wire({"show_answers": panes.show_answer_preview}, {})

    def retranslate(self, ui_lang: str) -> None:
        self.ui_lang = ui_lang
        texts = {
            "new": self.tr("&New"),
            "open": self.tr("&Open…"),
            "save": self.tr("&Save"),
            "save_as": self.tr("Save &As…"),
            "export_html": self.tr("Export &HTML…"),
            "export_markdown": self.tr("Export &Markdown…"),
            "export_report_json": self.tr("Export GEO report (&JSON)…"),
            "export_report_html": self.tr("Export GEO report (H&TML)…"),
            "preferences": self.tr("&Preferences…"),
            "quit": self.tr("&Quit"),
            "undo": self.tr("&Undo"),
            "redo": self.tr("&Redo"),
            "cut": self.tr("Cu&t"),
            "copy": self.tr("&Copy"),
            "paste": self.tr("&Paste"),
            "select_all": self.tr("Select &All"),
            "find": self.tr("&Find…"),
            "replace": self.tr("R&eplace…"),
            "bold": self.tr("&Bold"),
            "italic": self.tr("&Italic"),
            "link": self.tr("&Link"),
            "heading1": self.tr("Heading &1"),
            "heading2": self.tr("Heading &2"),
            "heading3": self.tr("Heading &3"),
            "heading0": self.tr("&Normal text"),
            "zoom_in": self.tr("Zoom &In"),
            "zoom_out": self.tr("Zoom &Out"),
            "zoom_reset": self.tr("&Reset Zoom"),
            "soft_wrap": self.tr("Soft &Wrap"),
            "show_preview": self.tr("&Preview"),
            "show_panel": self.tr("&GEO Panel"),
            "show_outline": self.tr("O&utline"),
            "show_answers": self.tr("&Answer Preview"),
            "focus_mode": self.tr("&Focus Mode"),
            "highlights": self.tr("&Highlights"),
            "about_scores": self.tr("About the &Scores…"),
            "open_sample": self.tr("&Open the Sample Article"),
            "about": self.tr("&About GEO Writer"),
        }
        for name, text in texts.items():
            action = self.by_name[name]
            action.setText(text)
            action.setIconText(plain_label(text))
        tips = {
            "link": self.tr("Insert a link: [selection](…), the caret in the parentheses"),
            "focus_mode": self.tr("Only the text, in a centred column; the other paragraphs "
                                  "dimmed"),
            "highlights": self.tr("Mark the words, sentences and paragraphs the scores are about"),
            "show_answers": self.tr("The GEO panel's Answer preview, ready for a new question"),
        }
        for name, tip in tips.items():
            self.by_name[name].setToolTip(tip)
        for dim_id in DIMENSION_IDS:
            label = escape_mnemonic(messages.dimension_label(dim_id, ui_lang))
            self.by_name[f"highlight_{dim_id}"].setText(label)
            self.by_name[f"highlight_{dim_id}"].setIconText(label)
        self.file_menu.setTitle(self.tr("&File"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.export_menu.setTitle(self.tr("&Export"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.format_menu.setTitle(self.tr("F&ormat"))
        self.view_menu.setTitle(self.tr("&View"))
        self.highlight_menu.setTitle(self.tr("Highlight &Dimensions"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))

    def rebuild_recent(self, paths: list[str], open_path, clear) -> None:
        """The Open Recent menu: the files, then "Clear Recent Files"."""
        menu = self.recent_menu
        menu.clear()
        for path in paths:
            action = menu.addAction(escape_mnemonic(path))
            action.triggered.connect(lambda _checked=False, p=path: open_path(p))
        if paths:
            menu.addSeparator()
            clear_action = menu.addAction(self.tr("&Clear Recent Files"))
            clear_action.setObjectName("clear_recent")
            clear_action.triggered.connect(lambda _checked=False: clear())
        menu.setEnabled(bool(paths))
