"""The window speaks the language chosen in the Preferences, from the same catalogue as
the engine: Chinese, back to English, and a third language that is one file."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from editor.window import i18n
from editor.window.preferences import Preferences, PreferencesDialog
from tests.support import fake_language

pytestmark = pytest.mark.gui


def _menu_titles(window) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def test_the_menus_and_the_engine_texts_follow_the_interface_language(qtbot, window):
    assert _menu_titles(window)[0] == "&File"
    window.set_preferences(replace(window.prefs, ui_lang="zh"))
    qtbot.waitUntil(lambda: _menu_titles(window)[0] == "文件(&F)")
    assert _menu_titles(window)[:5] == ["文件(&F)", "编辑(&E)", "格式(&O)", "视图(&V)", "帮助(&H)"]
    assert window.actions_by_name["new"].text() == "新建(&N)"
    # The engine's dimension names, in the View menu, from the same catalogue.
    assert window.actions_by_name["highlight_facts"].text() == "事实与数据密度"
    # Plural texts keep Qt's %n.
    assert QCoreApplication.translate("FindBar", "%n replaced", "", 4) == "已替换 4 处"
    # Qt's own texts our catalogue fills in.
    assert QCoreApplication.translate("QFileDialog", "&Look in:") == "查找范围(&L)："
    window.set_preferences(replace(window.prefs, ui_lang="en"))
    qtbot.waitUntil(lambda: _menu_titles(window)[0] == "&File")
    assert window.actions_by_name["highlight_facts"].text() == "Facts && Data"


def test_a_third_language_placed_as_one_file_is_offered_and_shown(qtbot, window, tmp_path,
                                                                   monkeypatch):
    fake_language.use_fake_language(tmp_path / "locale", monkeypatch)
    dialog = PreferencesDialog(window.prefs, window)
    qtbot.addWidget(dialog)
    offered = {dialog.language.itemData(i): dialog.language.itemText(i)
               for i in range(dialog.language.count())}
    assert offered == {"en": "English", "zh": "简体中文", "xx": fake_language.NAME}
    # Chosen in the dialog, saved and read back.
    dialog.language.setCurrentIndex(dialog.language.findData("xx"))
    assert dialog.value().ui_lang == "xx"
    settings = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    dialog.value().save(settings)
    assert Preferences.load(settings).ui_lang == "xx"
    try:
        window.set_preferences(replace(window.prefs, ui_lang="xx"))
        qtbot.waitUntil(lambda: _menu_titles(window)[0] == fake_language.FILE_MENU)
        # Untranslated (and fuzzy) texts stay English.
        assert _menu_titles(window)[1] == "&Edit"
        assert window.actions_by_name["highlight_facts"].text() == fake_language.FACTS
        assert window.actions_by_name["highlight_clarity"].text() == "Clarity"
        assert QCoreApplication.translate("FindBar", "%n replaced", "", 1) == "1 xreplaced"
        assert QCoreApplication.translate("FindBar", "%n replaced", "", 3) == "3 xreplaceds"
    finally:
        i18n.install(QCoreApplication.instance(), "en")
