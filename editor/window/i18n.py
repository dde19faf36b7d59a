"""Load the Qt translations for the chosen interface language."""

from __future__ import annotations

from importlib import resources as importlib_resources

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QTranslator

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
    # Qt's own dialogs (file dialogs, message box buttons) from Qt's translation; ours is
    # installed last, so it is asked first and fills what Qt's misses ("&Look in:").
    qt = QTranslator(app)
    if qt.load("qtbase_zh_CN", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    ours = QTranslator(app)
    loaded = ours.load(_ours("zh_CN"))
    if loaded:
        app.installTranslator(ours)
        _installed.append(ours)
    return loaded


#: Strings of Qt's own file dialog that Qt's Chinese translation leaves in English or
#: words oddly ("体积" for a file's size). Listed here so lupdate puts them in our .ts.
QT_OVERRIDES = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Size"),
    QT_TRANSLATE_NOOP("QFileDialog", "Size"),
)
