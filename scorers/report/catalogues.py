"""The translations of every text for people: one gettext catalogue per language.

English is the source language: the engine's texts are English in
:mod:`scorers.report.messages` (under message keys), the window's are English in its
``tr()`` calls. Every other language is one file, ``scorers/locale/<lang>.po``, that
both read: an entry's ``msgctxt`` is a message key (``facts.density.fix``) or a Qt
context (``MainWindow``), its ``msgid`` the English and its ``msgstr`` the translation.
A language is available when its file is there; nothing else lists the languages.

The files are read as they are (with polib), with no compiled form to keep fresh, once
per process and only when a language other than English is asked for. ``packaging/translations.py``
keeps them in step with the code. No Qt here: the window's translator
(``editor/window/i18n.py``) asks :meth:`Catalogue.translate`.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import polib

#: Where the catalogues are: ``<lang>.po`` each.
FOLDER = Path(__file__).resolve().parents[1] / "locale"
#: The language of the texts in the code.
SOURCE_LANGUAGE = "en"
#: Joins a Qt context and a disambiguation (``tr("Size", "file")``) into one msgctxt.
DISAMBIGUATION = "|"

_PLURALS = re.compile(r"nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*([^;]+);?")


@dataclass(frozen=True, slots=True)
class Catalogue:
    """One language's translations.

    Attributes:
        lang: the language's code, the file's name (``zh``).
        locale: the header's ``Language`` (``zh_CN``), for Qt's own translations.
        texts: (msgctxt, msgid) -> the translation's forms (one unless plural);
            untranslated and fuzzy entries are left out.
        plural: the form to use for a count ``n``.
    """

    lang: str
    locale: str
    texts: dict[tuple[str, str], tuple[str, ...]]
    plural: Callable[[int], int]

    def get(self, context: str, source: str) -> str | None:
        """The translation of ``source`` in ``context``, or None."""
        forms = self.texts.get((context, source))
        return forms[0] if forms else None

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        """As Qt's ``QTranslator.translate``: the translation (with ``%n`` left for Qt
        to fill), or None when this catalogue has none."""
        if disambiguation:
            context = f"{context}{DISAMBIGUATION}{disambiguation}"
        forms = self.texts.get((context, source))
        if not forms:
            return None
        index = self.plural(n) if n >= 0 and len(forms) > 1 else 0
        return forms[min(index, len(forms) - 1)]


def plural_count(plural_forms: str) -> int:
    """``nplurals`` of a Plural-Forms header (1 when it says nothing)."""
    match = _PLURALS.search(plural_forms)
    return int(match.group(1)) if match else 1


def _plural_rule(plural_forms: str) -> Callable[[int], int]:
    match = _PLURALS.search(plural_forms)
    if not match:
        return lambda n: 0
    return gettext.c2py(match.group(2).strip())


def parse(text: str, lang: str) -> Catalogue:
    """The catalogue in ``text``, a .po file's content: its translated entries only
    (an untranslated or fuzzy one shows the English, as gettext does)."""
    po = polib.pofile(text)
    texts: dict[tuple[str, str], tuple[str, ...]] = {}
    for entry in po.translated_entries():
        forms = tuple(entry.msgstr_plural[i] for i in sorted(entry.msgstr_plural)) \
            if entry.msgid_plural else (entry.msgstr,)
        if forms and all(forms):
            texts[(entry.msgctxt or "", entry.msgid)] = forms
    forms_header = po.metadata.get("Plural-Forms", "")
    return Catalogue(lang, po.metadata.get("Language") or lang, texts,
                     _plural_rule(forms_header))


def catalogue_files(folder: Path | None = None) -> list[Path]:
    """The catalogue of every language but English, by language code."""
    folder = FOLDER if folder is None else folder
    return sorted(folder.glob("*.po")) if folder.is_dir() else []


def languages() -> tuple[str, ...]:
    """Every language the texts are in: English first, then one per catalogue."""
    return (SOURCE_LANGUAGE, *(path.stem for path in catalogue_files()
                               if path.stem != SOURCE_LANGUAGE))


def catalogue(lang: str) -> Catalogue | None:
    """The catalogue of ``lang``; None for English and for a language with no catalogue."""
    try:
        return _loaded[(FOLDER, lang)]
    except KeyError:
        pass
    found = None
    if lang != SOURCE_LANGUAGE and lang.replace("_", "").isalnum():
        try:
            text = (FOLDER / f"{lang}.po").read_text(encoding="utf-8")
        except OSError:
            pass
        else:
            found = parse(text, lang)
    _loaded[(FOLDER, lang)] = found
    return found


#: The catalogues read: each is read once per process (and folder, for the tests).
_loaded: dict[tuple[Path, str], Catalogue | None] = {}
