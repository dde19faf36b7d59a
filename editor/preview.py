"""The preview pane: rendered off the UI thread, no remote fetches, safe links."""

from __future__ import annotations

import bisect
import re
from html import escape as html_escape
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, QUrl, Signal, Slot
from PySide6.QtGui import QColor, QDesktopServices, QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QTextBrowser, QWidget

from .background import LatestOnlyRunner
from .export import stylesheet
from .rendering import SAFE_SCHEMES, render_preview

REMOTE_SCHEMES = {"http", "https", "ftp"}


def _placeholder(text: str) -> QImage:
    image = QImage(240, 60, QImage.Format.Format_ARGB32)
    image.fill(QColor("#eef0f3"))
    painter = QPainter(image)
    painter.setPen(QColor("#6b7280"))
    painter.drawRect(0, 0, 239, 59)
    painter.drawText(image.rect(), 0x84, text)  # AlignCenter
    painter.end()
    return image


class PreviewPane(QTextBrowser):
    """Shows rendered HTML. Remote images become placeholders; local ones load
    relative to the document's folder; clicked links open in the system browser
    only for http, https and mailto.

    Signals:
        linkRefused(url): a clicked link had a scheme we do not open.
    """

    linkRefused = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._on_anchor)
        self.document().setDefaultStyleSheet(stylesheet())
        self.base_dir: Path | None = None
        self.remote_requests: list[str] = []
        self._anchor_lines: list[int] = []

    def loadResource(self, kind: int, url: QUrl | str):  # noqa: N802 - Qt override
        url = QUrl(url)
        if url.scheme().lower() in REMOTE_SCHEMES:
            self.remote_requests.append(url.toString())
            if kind == QTextDocument.ResourceType.ImageResource.value or \
                    kind == QTextDocument.ResourceType.ImageResource:
                return _placeholder(self.tr("remote image not loaded"))
            return None
        if url.scheme() in ("", "file") and self.base_dir is not None:
            local = url.toLocalFile() if url.scheme() == "file" else url.path()
            path = (self.base_dir / local) if not Path(local).is_absolute() else Path(local)
            if path.is_file():
                image = QImage(str(path))
                if not image.isNull():
                    return image
        return super().loadResource(kind, url)

    @Slot(QUrl)
    def _on_anchor(self, url: QUrl) -> None:
        if url.scheme() == "" and url.hasFragment():
            self.scrollToAnchor(url.fragment())
        elif url.scheme().lower() in SAFE_SCHEMES:
            QDesktopServices.openUrl(url)
        else:
            self.linkRefused.emit(url.toString())

    def show_html(self, html: str) -> None:
        """Replace the content, keeping the scroll position."""
        bar = self.verticalScrollBar()
        position = bar.value()
        self.setHtml(html)
        bar.setValue(position)

    def set_line_anchors(self, lines: list[int]) -> None:
        """Source lines that have an ``L{line}`` anchor in the shown HTML, ascending."""
        self._anchor_lines = lines

    def scroll_to_line(self, line: int) -> None:
        """Scroll so that the block that starts at or before source ``line`` is at the top."""
        anchors = self._anchor_lines
        if not anchors:
            return
        index = bisect.bisect_right(anchors, line) - 1
        if index >= 0:
            self.scrollToAnchor(f"L{anchors[index]}")


class PreviewController(QObject):
    """Renders the newest text in a worker, only while the preview is visible.

    Signals:
        rendered(revision): the preview now shows the text of ``revision``.
    """

    rendered = Signal(int)

    def __init__(self, pane: PreviewPane, text, revision, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pane = pane
        self._text = text
        self._revision = revision
        self._runner = LatestOnlyRunner(_render, "geo-preview", self)
        self._runner.done.connect(self._on_done)
        self._runner.failed.connect(self._on_failed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.render_now)
        self._stale = True
        self.shown_revision = -1

    def text_changed(self, length: int) -> None:
        self._stale = True
        if self.pane.isVisible():
            self._timer.start(int(min(400, 60 + length / 800)))

    @Slot()
    def render_now(self) -> None:
        self._timer.stop()
        self._runner.submit(self._text(), self._revision())

    def visibility_changed(self, visible: bool) -> None:
        if visible and self._stale:
            self.render_now()

    @Slot(object, int)
    def _on_done(self, result: tuple[str, list[int]], revision: int) -> None:
        if revision != self._revision():
            return
        html, anchors = result
        self.pane.set_line_anchors(anchors)
        self.pane.show_html(html)
        self._stale = False
        self.shown_revision = revision
        self.rendered.emit(revision)

    @Slot(str, int)
    def _on_failed(self, message: str, revision: int) -> None:
        self.pane.show_html(f"<p><b>{self.tr('The preview could not be rendered.')}</b></p>"
                            f"<pre>{html_escape(message)}</pre>")

    def shutdown(self) -> None:
        self._timer.stop()
        self._runner.shutdown()


def _render(text: str) -> tuple[str, list[int]]:
    html = render_preview(text)
    anchors = sorted(int(m) for m in re.findall(r'name="L(\d+)"', html))
    return html, anchors
