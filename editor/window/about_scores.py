"""Help → About the scores: every dimension, every check, its target and its evidence;
and Help → About GEO Writer.

Made from :func:`scorers.report.about.describe`, so it lists exactly the checks the
engine runs, in the interface language.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from editor.preview.stylesheets import stylesheet
from scorers import BANDS, describe, messages


def about_scores_html(ui_lang: str) -> str:
    """The page shown by Help → About the scores."""
    t = {name: messages.text(f"about.page.{name}", ui_lang)
         for name in ("intro", "tiers", "bands", "check", "measures", "target", "weight",
                      "evidence")}
    parts = [f"<p>{escape(t['intro'])}</p>", f"<p>{escape(t['tiers'])}</p>",
             f"<h3>{escape(t['bands'])}</h3><ul>"]
    upper = 100
    for band_id, floor in BANDS:
        label = escape(messages.band_label(band_id, ui_lang))
        span = f"≥ {floor}" if band_id == "excellent" else (
            f"&lt; {upper}" if floor == 0 else f"{floor}–{upper - 1}")
        parts.append(f"<li>{span}: {label}</li>")
        upper = floor
    parts.append("</ul>")
    for dim in describe(ui_lang):
        parts.append(f"<h2>{escape(dim.label)}</h2><p>{escape(dim.why)}</p>")
        parts.append(f'<table><tr><th>{t["check"]}</th><th>{t["measures"]}</th>'
                     f'<th>{t["target"]}</th><th>{t["weight"]}</th><th>{t["evidence"]}</th></tr>')
        for check in dim.checks:
            source = f" — {escape(check.source)}" if check.source else ""
            parts.append(
                f"<tr><td><b>{escape(check.title)}</b></td><td>{escape(check.measures)}</td>"
                f"<td>{escape(check.target)}</td><td>{round(check.weight * 100)}%</td>"
                f"<td>{escape(check.tier_label)} ({check.tier}){source}</td></tr>")
        parts.append("</table>")
    parts.append(f"<p><i>{escape(messages.render('heuristics_note', ui_lang))}</i></p>")
    return "\n".join(parts)


class AboutScoresDialog(QDialog):
    """A resizable window with the explanation of every check."""

    def __init__(self, ui_lang: str, theme: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutScores")
        self.setWindowTitle(self.tr("About the scores"))
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        # The tables wrap their cells; a few pixels of border must not add a scrollbar.
        self.browser.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.browser.document().setDefaultStyleSheet(stylesheet(theme))
        self.browser.setHtml(about_scores_html(ui_lang))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(900, 680)


def show_about(ui_lang: str, parent: QWidget) -> None:
    """Help → About GEO Writer: its version, what it does, and what its scores are."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        number = version("geo-writer")
    except PackageNotFoundError:
        number = "dev"
    about = QCoreApplication.translate(
        "About", "GEO Writer %1 scores your article on five GEO dimensions as you write. "
        "Help → About the scores explains every check and the research behind it.") \
        .replace("%1", number)
    QMessageBox.about(parent, QCoreApplication.translate("About", "About GEO Writer"),
                      about + "\n\n" + messages.render("heuristics_note", ui_lang))
