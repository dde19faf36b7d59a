"""The interface language: the window's texts from the same catalogue as the engine's.

Every language but English (the source) is one gettext catalogue,
``scorers/locale/<lang>.po`` (:mod:`scorers.report.catalogues`). A
:class:`CatalogueTranslator` answers Qt's ``tr()`` from it: ``msgctxt`` is the
Qt context (the class), ``msgid`` the English, so widgets translate as with a
``.qm`` file and retranslate on a LanguageChange event.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QTranslator

from scorers import messages

_installed: list[QTranslator] = []


class CatalogueTranslator(QTranslator):
    """A QTranslator that looks texts up in a language's catalogue."""

    def __init__(self, catalogue, parent=None) -> None:
        super().__init__(parent)
        self.catalogue = catalogue

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        # None (a null QString) lets Qt ask the next translator, then show the English.
        return self.catalogue.translate(context, source, disambiguation, n)

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return not self.catalogue.texts

    def language(self) -> str:
        return self.catalogue.locale


def install(app: QCoreApplication, ui_lang: str) -> bool:
    """Switch the interface to ``ui_lang`` (``en``, ``zh`` …); returns True when loaded.

    Widgets receive a LanguageChange event and retranslate themselves.
    """
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    catalogue = messages.translator(ui_lang)
    if catalogue is None:
        QLocale.setDefault(QLocale(QLocale.Language.English))
        return ui_lang == "en"
    locale = QLocale(catalogue.locale)
    QLocale.setDefault(locale)
    # Qt's own dialogs (file dialogs, message box buttons) from Qt's translation; ours is
    # installed last, so it is asked first and fills what Qt's misses ("&Look in:").
    qt = QTranslator(app)
    if qt.load(f"qtbase_{catalogue.locale}",
               QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    ours = CatalogueTranslator(catalogue, app)
    app.installTranslator(ours)
    _installed.append(ours)
    return True


#: Strings of Qt's own file dialog that Qt's Chinese translation leaves in English or
#: words oddly ("体积" for a file's size). Listed here so they are in our catalogues.
QT_OVERRIDES = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Size"),
    QT_TRANSLATE_NOOP("QFileDialog", "Size"),
)
