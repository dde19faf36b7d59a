"""Keep the translation catalogues (``scorers/locale/<lang>.po``) in step with the code.

English is the source language. The texts to translate are

* the engine's: every key of :data:`scorers.report.messages.CATALOG` with its English,
  written to the catalogue as ``msgctxt`` = the key, ``msgid`` = the English;
* the evidence behind the checks (:mod:`scorers.rules.evidence`): ``msgctxt`` =
  ``evidence``, ``msgid`` = the study's English;
* the window's: every ``self.tr("…")``, ``QCoreApplication.translate("Context", "…")``
  and ``QT_TRANSLATE_NOOP("Context", "…")`` in ``editor/``, written as ``msgctxt`` = the
  Qt context (the class whose ``tr`` is called), ``msgid`` = the English. A call with a
  count (``self.tr("%n replaced", "", n)``) becomes a plural entry.

Usage::

    python packaging/translations.py               # update every catalogue
    python packaging/translations.py --check       # exit 1 if one is out of date or incomplete
    python packaging/translations.py --new LANG LOCALE PLURAL_FORMS
        # e.g. --new fr fr_FR "nplurals=2; plural=(n > 1);" starts scorers/locale/fr.po

Updating keeps every translation whose context and English are unchanged, adds new
texts untranslated, marks an engine text whose English changed fuzzy (its old
translation kept for the translator, but not shown until the mark is removed),
drops texts the code no longer has, and writes the entries in a
fixed order (the engine's in catalogue order, then the window's by file and line), so
that a catalogue edited by hand or by a tool such as Poedit comes back the same.
"""

from __future__ import annotations

import argparse
import ast
import sys
from dataclasses import dataclass, field
from pathlib import Path

import polib

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from scorers.report import catalogues, messages  # noqa: E402

WRAP = 78
PROJECT = "GEO Writer"


@dataclass
class Text:
    """One text to translate: its context, its English and where it is used."""

    context: str
    source: str
    plural: bool = False
    files: list[str] = field(default_factory=list)
    note: str = ""


class ExtractError(ValueError):
    """A translatable call whose text is not a plain string literal."""


def engine_texts() -> list[Text]:
    """The engine's texts: message keys and their English."""
    return [Text(key, english, note=messages.NOTES.get(key, ""))
            for key, english in messages.CATALOG.items()]


def evidence_texts() -> list[Text]:
    """The evidence behind the checks: each study's English, once."""
    from scorers.rules.evidence import EVIDENCE

    sources = dict.fromkeys(e.source for e in EVIDENCE.values() if e.source)
    return [Text(messages.EVIDENCE_CONTEXT, source) for source in sources]


def _literal(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _texts_in(path: Path, relative: str) -> list[Text]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: list[Text] = []

    def add(context: str | None, args: list[ast.expr], plural: bool, call: ast.Call,
            disambiguation: ast.expr | None = None) -> None:
        source = _literal(args[0]) if args else None
        if context is None or source is None:
            raise ExtractError(f"{relative}:{call.lineno}: a translated text must be a string "
                               "literal, in a class or with its context spelled out")
        extra = _literal(disambiguation) if disambiguation is not None else ""
        if extra:
            context = f"{context}{catalogues.DISAMBIGUATION}{extra}"
        found.append(Text(context, source, plural, [relative]))

    def visit(node: ast.AST, cls: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, child.name)
                continue
            if isinstance(child, ast.Call):
                func = child.func
                name = func.attr if isinstance(func, ast.Attribute) else \
                    func.id if isinstance(func, ast.Name) else None
                args = list(child.args)
                counted = len(args) >= 3 or any(k.arg == "n" for k in child.keywords)
                if name == "tr" and isinstance(func, ast.Attribute):
                    add(cls, args, counted, child, args[1] if len(args) > 1 else None)
                elif name == "QT_TR_NOOP":
                    add(cls, args, False, child)
                elif name in ("translate", "QT_TRANSLATE_NOOP") and args and (
                        name == "QT_TRANSLATE_NOOP" or (isinstance(func, ast.Attribute)
                        and isinstance(func.value, ast.Name)
                        and func.value.id in ("QCoreApplication", "QApplication"))):
                    counted = len(args) >= 4 or any(k.arg == "n" for k in child.keywords)
                    add(_literal(args[0]), args[1:], counted, child,
                        args[2] if len(args) > 2 else None)
            visit(child, cls)

    visit(tree, None)
    return found


def window_texts(root: Path = ROOT) -> list[Text]:
    """The window's texts, in order of first use (files by name, then by line)."""
    texts: dict[tuple[str, str], Text] = {}
    for path in sorted((root / "editor").rglob("*.py")):
        relative = path.relative_to(root).as_posix()
        for text in _texts_in(path, relative):
            seen = texts.setdefault((text.context, text.source), text)
            if seen is not text:
                seen.plural = seen.plural or text.plural
                if relative not in seen.files:
                    seen.files.append(relative)
    return list(texts.values())


def all_texts(root: Path = ROOT) -> list[Text]:
    """Every text to translate, the engine's first."""
    return engine_texts() + evidence_texts() + window_texts(root)


def _header(po: polib.POFile, lang: str, locale: str, plural_forms: str) -> None:
    po.metadata = {
        "Project-Id-Version": PROJECT,
        "Language": locale,
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
        "Plural-Forms": plural_forms,
    }
    po.header = (f"{PROJECT}'s texts for people in the language {lang} ({locale}).\n"
                 "English is the source; msgctxt is an engine message key or a Qt context.\n"
                 "Keep in step with the code: python packaging/translations.py\n"
                 "(docs/architecture.md, Translations).")


def merged(po: polib.POFile, lang: str, texts: list[Text]) -> polib.POFile:
    """``po`` with exactly ``texts``, keeping the translations it has for them."""
    old = {(e.msgctxt or "", e.msgid): e for e in po if not e.obsolete}
    # An engine text is alone in its context (its key): when its English changed, its
    # old translation is kept as a fuzzy one (not used) for the translator to revise.
    by_key = {e.msgctxt: e for e in po if not e.obsolete and e.msgctxt in messages.CATALOG}
    out = polib.POFile(wrapwidth=WRAP, check_for_duplicates=False)
    _header(out, lang, po.metadata.get("Language", lang),
            po.metadata.get("Plural-Forms", "nplurals=2; plural=(n != 1);"))
    nplurals = catalogues.plural_count(out.metadata["Plural-Forms"])
    for text in texts:
        before = old.get((text.context, text.source))
        entry = polib.POEntry(msgctxt=text.context, msgid=text.source,
                              occurrences=[(f, "") for f in text.files],
                              comment=text.note)
        if before is None and text.context in by_key:
            before = by_key[text.context]
            entry.flags.append("fuzzy")
            entry.previous_msgid = before.previous_msgid or before.msgid
        elif before is not None and "fuzzy" in before.flags:
            entry.flags.append("fuzzy")
            entry.previous_msgid = before.previous_msgid
        if text.plural:
            entry.msgid_plural = text.source
            forms = dict(before.msgstr_plural) if before is not None and before.msgid_plural \
                else {0: before.msgstr} if before is not None else {}
            entry.msgstr_plural = {i: forms.get(i, "") for i in range(nplurals)}
        else:
            entry.msgstr = (before.msgstr if not before.msgid_plural else
                            before.msgstr_plural.get(0, "")) if before is not None else ""
        out.append(entry)
    return out


def render(po: polib.POFile) -> str:
    return str(po).rstrip("\n") + "\n"


def untranslated(po: polib.POFile) -> list[str]:
    """``context: English`` of every entry with no translation, or a fuzzy one."""
    return [f"{e.msgctxt}: {e.msgid}" for e in po if "fuzzy" in e.flags
            or not (all(e.msgstr_plural.values()) if e.msgid_plural else e.msgstr)]


def update(path: Path, texts: list[Text]) -> tuple[str, str]:
    """(the catalogue's text now, its text updated)."""
    before = path.read_text(encoding="utf-8")
    po = merged(polib.pofile(before, wrapwidth=WRAP), path.stem, texts)
    return before, render(po)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 if a catalogue is out of date or incomplete")
    parser.add_argument("--new", nargs=3, metavar=("LANG", "LOCALE", "PLURAL_FORMS"),
                        help="start the catalogue of a new language")
    args = parser.parse_args(argv)
    texts = all_texts()
    if args.new:
        lang, locale, plural_forms = args.new
        path = catalogues.FOLDER / f"{lang}.po"
        if path.exists():
            parser.error(f"{path} exists")
        po = polib.POFile(wrapwidth=WRAP)
        po.metadata = {"Language": locale, "Plural-Forms": plural_forms}
        path.write_text(render(merged(po, lang, texts)), encoding="utf-8")
        print(f"{path.relative_to(ROOT)}: {len(texts)} texts to translate")
        return 0
    status = 0
    for path in catalogues.catalogue_files():
        before, after = update(path, texts)
        missing = untranslated(polib.pofile(after))
        name = path.relative_to(ROOT)
        if args.check:
            if before != after:
                print(f"{name} is out of date: run python packaging/translations.py")
                status = 1
        elif before != after:
            path.write_text(after, encoding="utf-8")
            print(f"{name} updated")
        if missing:
            print(f"{name}: {len(missing)} texts untranslated:", *missing, sep="\n  ")
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
