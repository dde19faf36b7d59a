"""Load the Qt translations for the chosen interface language."""

from __future__ import annotations

from importlib import resources as importlib_resources

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

_installed: list[QTranslator] = []


def _ours(locale: str) -> str:
    return str(importlib_resources.files("resources").joinpath("i18n", f"geo_writer_{locale}.qm"))


def install(app: QCoreApplication, ui_lang: str) -> bool:
    """Switch the interface to ``ui_lang`` (``en`` or ``zh``); returns True when loaded.

    Widgets receive a LanguageChange event and retranslate themselves.
    """
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if ui_lang != "zh":
        QLocale.setDefault(QLocale(QLocale.Language.English))
        return True
    QLocale.setDefault(QLocale(QLocale.Language.Chinese, QLocale.Country.China))
    loaded = False
    ours = QTranslator(app)
    if ours.load(_ours("zh_CN")):
        app.installTranslator(ours)
        _installed.append(ours)
        loaded = True
    qt = QTranslator(app)
    if qt.load("qtbase_zh_CN", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return loaded
