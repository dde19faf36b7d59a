"""A fake third language, "xx", as one catalogue file: what adding a language takes.

It translates a few of the engine's texts and of the window's, with two plural
forms, and leaves the rest to English. :func:`use_fake_language` puts it, with the
real catalogues, in a folder the catalogues are read from for one test.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from scorers.report import catalogues

LANG = "xx"
NAME = "Xish"
FILE_MENU = "&Xfile"
FACTS = "[xx] Facts"
FIX = "[xx] Add one fact."
REPLACED = ("%n xreplaced", "%n xreplaceds")

CATALOGUE = f'''# A fake language for the tests.
msgid ""
msgstr ""
"Language: xx_XX\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

msgctxt "language.name"
msgid "English"
msgstr "{NAME}"

msgctxt "dimension.facts"
msgid "Facts & Data"
msgstr "{FACTS}"

msgctxt "facts.fact_free.fix"
msgid "Add a figure, a date or a name that a reader could check."
msgstr "{FIX}"

#: editor/window/actions.py
msgctxt "WindowActions"
msgid "&File"
msgstr "{FILE_MENU}"

#, fuzzy
msgctxt "WindowActions"
msgid "&Edit"
msgstr "&Xedit (fuzzy: not used)"

#: editor/window/find_bar.py
msgctxt "FindBar"
msgid "%n replaced"
msgid_plural "%n replaced"
msgstr[0] "{REPLACED[0]}"
msgstr[1] "{REPLACED[1]}"
'''


def use_fake_language(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Read the catalogues from ``folder``: the real ones and ``xx.po``."""
    folder.mkdir(parents=True, exist_ok=True)
    for path in catalogues.catalogue_files():
        shutil.copy(path, folder / path.name)
    path = folder / f"{LANG}.po"
    path.write_text(CATALOGUE, encoding="utf-8")
    monkeypatch.setattr(catalogues, "FOLDER", folder)
    return path
