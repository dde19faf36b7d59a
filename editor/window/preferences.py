"""Preferences: a plain value read from and written to QSettings, and its dialog."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFontComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.window.actions import escape_mnemonic
from editor.window.theme import THEMES
from scorers import DIMENSION_IDS, Settings, messages


@dataclass(frozen=True, slots=True)
class Preferences:
    """Everything the writer can set. Passed around explicitly, never read from a global."""

    ui_lang: str = "en"
    theme: str = "system"
    weights: tuple[tuple[str, float], ...] = field(
        default_factory=lambda: tuple((d, 1.0) for d in DIMENSION_IDS))
    font_family: str = ""
    font_size: float = 12.0
    highlights: bool = True
    hidden_dimensions: frozenset[str] = frozenset()
    soft_wrap: bool = True
    #: Width of the text column in characters (0: as wide as the pane).
    column_width: int = 72

    def scoring_settings(self) -> Settings:
        return Settings.with_weights(dict(self.weights), ui_lang=self.ui_lang)

    def dimension_shown(self, dim_id: str) -> bool:
        return self.highlights and dim_id not in self.hidden_dimensions

    @classmethod
    def load(cls, settings: QSettings) -> Preferences:
        default = cls()

        def get(key: str, fallback, kind=str):
            value = settings.value(key, fallback)
            try:
                if kind is bool:
                    return value in (True, "true", "1", 1)
                return kind(value)
            except (TypeError, ValueError):
                return fallback

        weights = tuple((d, max(0.0, get(f"weights/{d}", 1.0, float))) for d in DIMENSION_IDS)
        hidden = frozenset(d for d in DIMENSION_IDS if not get(f"highlights/{d}", True, bool))
        lang = get("ui/language", default.ui_lang)
        theme = get("ui/theme", default.theme)
        return cls(
            ui_lang=lang if lang in messages.ui_languages() else "en",
            theme=theme if theme in THEMES else "system",
            weights=weights,
            font_family=get("editor/font_family", ""),
            font_size=get("editor/font_size", default.font_size, float),
            highlights=get("highlights/enabled", True, bool),
            hidden_dimensions=hidden,
            soft_wrap=get("editor/soft_wrap", True, bool),
            column_width=max(0, min(200, get("editor/column_width", default.column_width, int))),
        )

    def save(self, settings: QSettings) -> None:
        settings.setValue("ui/language", self.ui_lang)
        settings.setValue("ui/theme", self.theme)
        for dim_id, weight in self.weights:
            settings.setValue(f"weights/{dim_id}", weight)
        settings.setValue("editor/font_family", self.font_family)
        settings.setValue("editor/font_size", self.font_size)
        settings.setValue("editor/soft_wrap", self.soft_wrap)
        settings.setValue("editor/column_width", self.column_width)
        settings.setValue("highlights/enabled", self.highlights)
        for dim_id in DIMENSION_IDS:
            settings.setValue(f"highlights/{dim_id}", dim_id not in self.hidden_dimensions)
        settings.sync()


class PreferencesDialog(QDialog):
    """Edits a copy of the preferences; :meth:`value` returns the result."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self._prefs = prefs
        self.language = QComboBox()
        # Every language with a catalogue, each by its own name ("English", "简体中文").
        for lang in messages.ui_languages():
            self.language.addItem(messages.language_name(lang), lang)
        self.language.setCurrentIndex(max(0, self.language.findData(prefs.ui_lang)))
        self.theme = QComboBox()
        for theme, label in zip(THEMES, (self.tr("System"), self.tr("Light"), self.tr("Dark")),
                                strict=True):
            self.theme.addItem(label, theme)
        self.theme.setCurrentIndex(THEMES.index(prefs.theme))
        self.font_family = QFontComboBox()
        if prefs.font_family:
            self.font_family.setCurrentFont(QFont(prefs.font_family))
        self.font_size = QDoubleSpinBox()
        self.font_size.setRange(6, 48)
        self.font_size.setValue(prefs.font_size)
        self.column_width = QSpinBox()
        self.column_width.setRange(0, 200)
        self.column_width.setSingleStep(4)
        self.column_width.setValue(prefs.column_width)
        self.column_width.setSpecialValueText(self.tr("as wide as the pane"))
        self.column_width.setSuffix(self.tr(" characters"))

        general = QFormLayout()
        general.addRow(self.tr("Interface language"), self.language)
        general.addRow(self.tr("Theme"), self.theme)
        general.addRow(self.tr("Editor font"), self.font_family)
        general.addRow(self.tr("Font size"), self.font_size)
        general.addRow(self.tr("Text column width"), self.column_width)

        weights_box = QGroupBox(self.tr("Dimension weights in the overall score"))
        weights_form = QFormLayout(weights_box)
        self.weights: dict[str, QDoubleSpinBox] = {}
        for dim_id, weight in prefs.weights:
            spin = QDoubleSpinBox()
            spin.setRange(0, 10)
            spin.setSingleStep(0.5)
            spin.setValue(weight)
            self.weights[dim_id] = spin
            # A plain label: a form's own label would read "&" as a mnemonic ("Facts _Data").
            weights_form.addRow(QLabel(messages.dimension_label(dim_id, prefs.ui_lang)), spin)

        highlights_box = QGroupBox(self.tr("Highlights in the editor"))
        highlights_layout = QVBoxLayout(highlights_box)
        self.highlights = QCheckBox(self.tr("Show weak paragraphs"))
        self.highlights.setChecked(prefs.highlights)
        highlights_layout.addWidget(self.highlights)
        self.dimension_boxes: dict[str, QCheckBox] = {}
        for dim_id in DIMENSION_IDS:
            box = QCheckBox(escape_mnemonic(messages.dimension_label(dim_id, prefs.ui_lang)))
            box.setChecked(dim_id not in prefs.hidden_dimensions)
            self.dimension_boxes[dim_id] = box
            highlights_layout.addWidget(box)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                                   QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(general)
        layout.addWidget(weights_box)
        layout.addWidget(highlights_box)
        layout.addWidget(buttons)

    def value(self) -> Preferences:
        return replace(
            self._prefs,
            ui_lang=self.language.currentData(),
            theme=self.theme.currentData(),
            font_family=self.font_family.currentFont().family(),
            font_size=self.font_size.value(),
            column_width=self.column_width.value(),
            weights=tuple((d, spin.value()) for d, spin in self.weights.items()),
            highlights=self.highlights.isChecked(),
            hidden_dimensions=frozenset(d for d, box in self.dimension_boxes.items()
                                        if not box.isChecked()),
        )
