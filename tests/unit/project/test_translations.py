"""The catalogues (scorers/locale/*.po) hold exactly the texts of the code, the engine's
and the window's, every one translated, as packaging/translations.py writes them; the
window's texts are found at least where Qt's lupdate finds them; the engine reads a
catalogue as polib does."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import polib
import pytest

from scorers.report import catalogues, messages

ROOT = Path(__file__).resolve().parents[3]
FILES = catalogues.catalogue_files()
BIN = Path(sys.executable).parent


def _tool():
    spec = importlib.util.spec_from_file_location("translations",
                                                  ROOT / "packaging" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("translations", module)
    spec.loader.exec_module(module)
    return module


tool = _tool()
TEXTS = tool.all_texts()


def _pairs(po: polib.POFile) -> set[tuple[str, str]]:
    return {(e.msgctxt or "", e.msgid) for e in po if not e.obsolete}


def test_the_catalogues_are_where_the_engine_and_the_package_find_them():
    assert "zh.po" in [path.name for path in FILES]
    assert all(path.parent == ROOT / "scorers" / "locale" for path in FILES)
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert '"locale/*.po"' in pyproject
    assert "catalogues.FOLDER" in (ROOT / "packaging" / "geo-writer.spec").read_text()


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_catalogue_has_every_text_of_the_code_and_no_other(path):
    have = _pairs(polib.pofile(str(path)))
    wanted = {(t.context, t.source) for t in TEXTS}
    assert sorted(wanted - have) == [], "missing: run python packaging/translations.py"
    assert sorted(have - wanted) == [], "no longer in the code: run packaging/translations.py"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_text_is_translated(path):
    assert tool.untranslated(polib.pofile(str(path))) == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_catalogue_is_as_the_tool_writes_it(path):
    before, after = tool.update(path, TEXTS)
    assert before == after, f"{path.name} is out of date: run python packaging/translations.py"


_SMALL_CATALOGUE = r'''msgid ""
msgstr ""
"Language: xx_XX\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

msgctxt "MainWindow"
msgid "Outline"
msgstr "Gliederung"

#, fuzzy
msgctxt "MainWindow"
msgid "Untitled"
msgstr "Unbenannt (old English)"

msgctxt "MainWindow"
msgid "Saved"
msgstr ""

msgctxt "FindBar"
msgid "%n replaced"
msgid_plural "%n replaced"
msgstr[0] "%n ersetzt (eins)"
msgstr[1] "%n ersetzt (viele)"

msgctxt "facts.fact_free.fix"
msgid "Add a figure, \"a date\" or a name."
msgstr "Eine Zahl,\n\"ein Datum\" oder einen Namen."
'''


def test_a_catalogue_shows_only_finished_translations_and_counts_plurals():
    catalogue = catalogues.parse(_SMALL_CATALOGUE, "xx")
    assert catalogue.locale == "xx_XX"
    assert catalogue.translate("MainWindow", "Outline") == "Gliederung"
    # A fuzzy entry (its English changed) and an empty one show the English.
    assert catalogue.translate("MainWindow", "Untitled") is None
    assert catalogue.translate("MainWindow", "Saved") is None
    assert catalogue.translate("FindBar", "%n replaced", None, 1) == "%n ersetzt (eins)"
    assert catalogue.translate("FindBar", "%n replaced", None, 3) == "%n ersetzt (viele)"
    assert catalogue.get("facts.fact_free.fix", 'Add a figure, "a date" or a name.') \
        == 'Eine Zahl,\n"ein Datum" oder einen Namen.'


def test_a_new_text_in_the_code_makes_the_catalogues_out_of_date(tmp_path, monkeypatch):
    window = tmp_path / "editor" / "new.py"
    window.parent.mkdir()
    window.write_text('class NewDialog:\n    def retranslate(self):\n'
                      '        self.setWindowTitle(self.tr("A new title"))\n')
    monkeypatch.setitem(messages.CATALOG, "structure.new", "A new message.")
    texts = tool.engine_texts() + tool.window_texts(tmp_path)
    copy = tmp_path / "zh.po"
    shutil.copy(catalogues.FOLDER / "zh.po", copy)
    before, after = tool.update(copy, texts)
    assert before != after
    missing = tool.untranslated(polib.pofile(after))
    assert missing == ["structure.new: A new message.", "NewDialog: A new title"]
    # Texts the code no longer has are dropped, translations of the others kept.
    kept = polib.pofile(after)
    assert not any(e.msgctxt == "WindowActions" for e in kept)
    assert kept.find("Facts & Data", msgctxt="dimension.facts").msgstr == "事实与数据密度"


def test_a_changed_english_text_needs_translating_again(tmp_path, monkeypatch):
    monkeypatch.setitem(messages.CATALOG, "structure.levels", "Skipped heading levels: {n}.")
    copy = tmp_path / "zh.po"
    shutil.copy(catalogues.FOLDER / "zh.po", copy)
    _, after = tool.update(copy, tool.all_texts())
    assert tool.untranslated(polib.pofile(after)) == [
        "structure.levels: Skipped heading levels: {n}."]
    # Its old translation is kept for the translator, marked fuzzy, and not used.
    entry = polib.pofile(after).find("Skipped heading levels: {n}.", msgctxt="structure.levels")
    assert entry.flags == ["fuzzy"] and entry.previous_msgid == "Heading levels skipped: {n}."
    assert entry.msgstr == "有 {n} 处标题跳级。"
    catalogue = catalogues.parse(after, "zh")
    assert catalogue.get("structure.levels", "Skipped heading levels: {n}.") is None
    # Updating again changes nothing.
    copy.write_text(after, encoding="utf-8")
    assert tool.update(copy, tool.all_texts())[1] == after


def test_the_window_texts_are_found_in_classes_calls_and_markers(tmp_path):
    source = tmp_path / "editor" / "sample.py"
    source.parent.mkdir()
    source.write_text(
        "from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP\n"
        "NOOP = QT_TRANSLATE_NOOP('QFileDialog', 'Size')\n"
        "class Pane:\n"
        "    def show(self, n):\n"
        "        shown = f\"<b>{self.tr('Not rendered.')}</b>\"\n"
        "        self.label.setText(self.tr('%n line(s)', '', n))\n"
        "        self.other.setText(self.tr('Size', 'of a file'))\n"
        "        return QCoreApplication.translate('Marks', 'and %1 more')\n")
    found = [(t.context, t.source, t.plural) for t in tool.window_texts(tmp_path)]
    assert found == [("QFileDialog", "Size", False), ("Pane", "Not rendered.", False),
                     ("Pane", "%n line(s)", True), ("Pane|of a file", "Size", False),
                     ("Marks", "and %1 more", False)]
    source.write_text("class Pane:\n    def show(self, text):\n        self.tr(text)\n")
    with pytest.raises(tool.ExtractError):
        tool.window_texts(tmp_path)


def _lupdate() -> str | None:
    path = BIN / "pyside6-lupdate"
    return str(path) if path.exists() else shutil.which("pyside6-lupdate")


@pytest.mark.skipif(_lupdate() is None, reason="pyside6-lupdate is not installed")
def test_every_text_lupdate_finds_in_the_window_is_in_the_catalogues(tmp_path):
    ts = tmp_path / "check.ts"
    sources = sorted(str(p) for p in (ROOT / "editor").rglob("*.py"))
    subprocess.run([_lupdate(), *sources, "-ts", str(ts)], check=True, capture_output=True,
                   timeout=120)
    found = {(context.findtext("name"), message.findtext("source"))
             for context in ET.parse(ts).iter("context") for message in context.iter("message")}
    assert len(found) > 150
    ours = {(t.context, t.source) for t in tool.window_texts()}
    assert sorted(found - ours) == []
