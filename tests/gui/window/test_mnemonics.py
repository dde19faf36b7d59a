"""No two entries of one menu share a shortcut letter (Alt+letter), in English and in
Chinese: Export and Reopen with Encoding were both E, Redo and Replace both R, Zoom Out
and Outline both O, About the Scores and Open the Sample Article both S (the writer's
review of 2026-12-02). The test walks every menu of the real window, submenus included.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

import pytest
from PySide6.QtWidgets import QMenu

pytestmark = pytest.mark.gui

_MNEMONIC = re.compile(r"&(?!&)(.)")


def mnemonic(text: str) -> str | None:
    """The letter after a single "&" ("&&" is a literal ampersand), upper-cased."""
    found = _MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).upper() if found else None


def menus(window) -> list[tuple[str, list[str]]]:
    """(title, entry texts) of the menu bar and of every menu and submenu in it."""
    out = [("menu bar", [a.text() for a in window.menuBar().actions()])]
    pending = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    while pending:
        menu: QMenu = pending.pop()
        menu.aboutToShow.emit()  # menus filled when opened (the encodings)
        entries = [a for a in menu.actions() if not a.isSeparator()]
        out.append((menu.title(), [a.text() for a in entries]))
        pending.extend(a.menu() for a in entries if a.menu() is not None)
    return out


def clashes(window) -> list[str]:
    found = []
    for title, texts in menus(window):
        letters = Counter(m for m in map(mnemonic, texts) if m is not None)
        found += [f"{title}: {letter} in " + ", ".join(t for t in texts if mnemonic(t) == letter)
                  for letter, n in letters.items() if n > 1]
    return found


@pytest.mark.parametrize("ui_lang", ["en", "zh"])
def test_every_menu_gives_each_entry_its_own_letter(qtbot, window, ui_lang):
    window.set_preferences(replace(window.prefs, ui_lang=ui_lang))
    first = "&File" if ui_lang == "en" else "文件(&F)"
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == first)
    walked = menus(window)
    # The walk reached the submenus (Export, Open Recent, the encodings, the highlights).
    assert len(walked) >= 9
    assert sum(1 for _, texts in walked for t in texts if mnemonic(t)) >= 40
    assert clashes(window) == []
    window.set_preferences(replace(window.prefs, ui_lang="en"))
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&File")


def test_the_letter_is_read_as_qt_reads_it():
    assert mnemonic("Save &As…") == "A"
    assert mnemonic("导出 GEO 报告（HTML）(&T)…") == "T"
    assert mnemonic("Facts && Data") is None
    assert mnemonic("R&&D &Notes") == "N"
