"""The preview pane: rendered off the UI thread, no remote fetches, safe links."""

from __future__ import annotations

import bisect
import html as html_lib
import re
import time
from html import escape as html_escape
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, QUrl, Signal, Slot
from PySide6.QtGui import (
    QColor,
    QDesktopServices,
    QFont,
    QImage,
    QPainter,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import QTextBrowser, QWidget

from editor.preview.chunks import Chunk, ChunkRenderer
from editor.preview.rendering import SAFE_SCHEMES
from editor.preview.stylesheets import stylesheet
from editor.scoring.background import LatestOnlyRunner

REMOTE_SCHEMES = {"http", "https", "ftp"}
_IMG = re.compile(r"<img\b[^>]*>", re.I)
_ATTR = re.compile(r'\s(src|alt|width|height)="([^"]*)"', re.I)


def _placeholder(text: str, theme: str) -> QImage:
    dark = theme == "dark"
    image = QImage(320, 48, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2b2d30" if dark else "#f3f4f6"))
    painter = QPainter(image)
    painter.setPen(QColor("#6b7280" if dark else "#9ca3af"))
    painter.drawRect(0, 0, image.width() - 1, image.height() - 1)
    painter.setPen(QColor("#c9cdd2" if dark else "#374151"))
    painter.drawText(image.rect().adjusted(8, 0, -8, 0), 0x84 | 0x1000, text)  # centred, wrapped
    painter.end()
    return image


def _sentinel_format() -> QTextBlockFormat:
    sentinel = QTextBlockFormat()
    sentinel.setTopMargin(0)
    sentinel.setBottomMargin(0)
    sentinel.setLineHeight(0, QTextBlockFormat.LineHeightTypes.FixedHeight.value)
    return sentinel


class PreviewPane(QTextBrowser):
    """Shows the rendered article. Remote images become placeholders; local ones
    load relative to the document's folder; clicked links open in the system
    browser only for http, https and mailto.

    The article arrives as chunks (see :mod:`editor.preview.chunks`); only the
    chunks whose HTML changed are replaced in the shown document, so a keystroke
    costs the UI thread one paragraph's worth of layout, not the whole article's.

    A large change (opening an article, a long paste) is built in slices of a
    few milliseconds, top first, so the window keeps answering meanwhile.

    Signals:
        linkRefused(url): a clicked link had a scheme we do not open.
        chunksShown(): the chunks last given to :meth:`show_chunks` are all shown.
    """

    linkRefused = Signal(str)
    chunksShown = Signal()

    #: UI-thread time one slice of a large change may take, in seconds.
    SLICE_SECONDS = 0.012
    #: The widest the text runs, in ems of the body text: the export's max-width (46em)
    #: plus its padding, about 75 characters.
    COLUMN_EMS = 47.5
    #: The least room beside the text, in pixels, in a narrow pane.
    MIN_SIDE = 8
    #: The body's fonts, as preview.css names them: the stylesheet's ``body`` rule does not
    #: reach text copied in as fragments, so the documents' default font carries them.
    #: A Latin face with full symbol coverage comes before the Chinese ones: a character
    #: goes to the first face that maps it, and WenQuanYi Micro Hei maps ℃, ℉, Å and the
    #: pinyin tone letters (ǎ, ǚ …) to empty glyphs, which showed as blanks.
    BODY_FAMILIES = ("Noto Serif", "DejaVu Serif", "Source Han Serif SC", "WenQuanYi Micro Hei",
                     "Georgia", "serif")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._on_anchor)
        self.base_dir: Path | None = None
        self.theme = "light"
        self.remote_requests: list[str] = []
        self._alt_texts: dict[str, str] = {}
        # Each chunk is parsed here on its own, then copied into the shown document.
        self._scratch = QTextDocument()
        self._scratch.setUndoRedoEnabled(False)
        self._chunks: list[Chunk] = []
        self._chunk_lines: list[int] = []
        # _ends[k] is the position where chunk k begins (the end of the block
        # before it); _ends[-1] the end of the document. None: not built by chunks.
        self._ends: list[int] | None = None
        self._target: list[Chunk] | None = None
        self._next_slice = QTimer(self)
        self._next_slice.setSingleShot(True)
        self._next_slice.timeout.connect(self._show_slice)
        for document in (self.document(), self._scratch):
            document.setDefaultStyleSheet(stylesheet())
        self._side_margin = 0
        self.text_points = 0.0
        self.set_text_size(12.0)

    @property
    def max_text_width(self) -> int:
        """The widest the text column runs, in pixels, at the current text size."""
        em = self.text_points * self.logicalDpiY() / 72  # the body text's size in pixels
        return round(self.COLUMN_EMS * em)

    def set_text_size(self, points: float) -> None:
        """Body text of ``points`` (the editor's size, so both read alike); headings scale
        with it, and so does the width of the column."""
        if points <= 0 or points == self.text_points:
            return
        self.text_points = points
        font = QFont()
        font.setFamilies(list(self.BODY_FAMILIES))
        font.setPointSizeF(points)
        for document in (self.document(), self._scratch):
            document.setDefaultFont(font)
        self._reshow()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._centre_text()

    def _centre_text(self) -> None:
        """Keep the text to a readable column, centred, however wide the pane is."""
        extra = self.viewport().width() - self.max_text_width
        side = max(self.MIN_SIDE, extra // 2)
        frame = self.document().rootFrame()
        if side != self._side_margin or frame.frameFormat().leftMargin() != side:
            self._side_margin = side
            fmt = frame.frameFormat()
            fmt.setLeftMargin(side)
            fmt.setRightMargin(side)
            frame.setFrameFormat(fmt)

    def loadResource(self, kind: int, url: QUrl | str):  # noqa: N802 - Qt override
        url = QUrl(url)
        if url.scheme().lower() in REMOTE_SCHEMES:
            self.remote_requests.append(url.toString())
            if kind == QTextDocument.ResourceType.ImageResource.value or \
                    kind == QTextDocument.ResourceType.ImageResource:
                alt = self._alt_texts.get(url.toString(), "")
                note = self.tr("remote image not loaded")
                return _placeholder(f"{alt} — {note}" if alt else note, self.theme)
            return None
        if url.scheme() in ("", "file") and self.base_dir is not None:
            local = url.toLocalFile() if url.scheme() == "file" else url.path()
            path = (self.base_dir / local) if not Path(local).is_absolute() else Path(local)
            if path.is_file():
                image = QImage(str(path))
                if not image.isNull():
                    return image
        return super().loadResource(kind, url)

    def _local_image(self, src: str) -> Path | None:
        url = QUrl(src)
        if url.scheme() not in ("", "file") or self.base_dir is None:
            return None
        local = url.toLocalFile() if url.scheme() == "file" else url.path()
        return Path(local) if Path(local).is_absolute() else self.base_dir / local

    def _image_tag(self, match: re.Match[str]) -> str:
        tag = match.group(0)
        attrs = {k.lower(): v for k, v in _ATTR.findall(tag)}
        src, alt = attrs.get("src", ""), attrs.get("alt", "")
        if src.lower().startswith(("http:", "https:", "ftp:")):
            # The placeholder says what the picture is, at its own size.
            self._alt_texts[html_lib.unescape(src)] = html_lib.unescape(alt)
            return re.sub(r'\s(?:width|height)="[^"]*"', "", tag)
        if src.lower().startswith("data:"):
            return tag
        path = self._local_image(html_lib.unescape(src))
        if path is None or not path.is_file():
            name = Path(html_lib.unescape(src)).name or src
            label = self.tr("image not found: %1").replace("%1", html_escape(name))
            text = f"{alt} ({label})" if alt else label
            return f'<span class="missing-image">[{text}]</span>'
        return tag

    def _with_image_placeholders(self, html: str) -> str:
        """Missing local pictures become a short line with their alt text instead of a
        huge broken-image icon; remote ones a small placeholder (never fetched)."""
        return _IMG.sub(self._image_tag, html) if "<img" in html else html

    def set_theme(self, theme: str) -> None:
        """Restyle for ``light`` or ``dark``: every shown chunk is parsed again."""
        if theme == self.theme:
            return
        self.theme = theme
        for document in (self.document(), self._scratch):
            document.setDefaultStyleSheet(stylesheet(theme))
        self._reshow()

    def _reshow(self) -> None:
        """Parse every shown chunk again (after a change of style), keeping the scroll."""
        chunks = self._target or self._chunks
        if chunks:
            scroll = self.verticalScrollBar().value()
            self._ends = None
            self.show_chunks(list(chunks))
            self.verticalScrollBar().setValue(scroll)

    @Slot(QUrl)
    def _on_anchor(self, url: QUrl) -> None:
        if url.scheme() == "" and url.hasFragment():
            self.scrollToAnchor(url.fragment())
        elif url.scheme().lower() in SAFE_SCHEMES:
            QDesktopServices.openUrl(url)
        else:
            self.linkRefused.emit(url.toString())

    def show_html(self, html: str) -> None:
        """Replace the content with ``html`` (a message, not the article)."""
        self._ends = None
        self._target = None
        self._next_slice.stop()
        self._chunks, self._chunk_lines = [], []
        self.setHtml(html)

    def show_chunks(self, chunks: list[Chunk]) -> None:
        """Show the article ``chunks``, replacing only those whose HTML changed.

        Emits :attr:`chunksShown` once they all are (at once for a small change).
        """
        if self._ends is None:
            self._reset_document()
        self._target = chunks
        self._show_slice()

    @Slot()
    def _show_slice(self) -> None:
        chunks = self._target
        if chunks is None:
            return
        old = self._chunks
        same = min(len(old), len(chunks))
        head = 0
        while head < same and old[head].html == chunks[head].html:
            head += 1
        tail = 0
        while tail < same - head and old[-1 - tail].html == chunks[-1 - tail].html:
            tail += 1
        new = chunks[head:len(chunks) - tail]
        inserted = new
        if head < len(old) - tail or new:
            inserted = self._replace(head, len(old) - tail, new)
        done = len(inserted) == len(new)
        # When done, the shown HTML is the target's, and its chunks carry the current
        # line numbers (unchanged chunks may have moved).
        self._chunks = chunks if done else old[:head] + inserted + old[len(old) - tail:]
        self._chunk_lines = [chunk.line for chunk in self._chunks]
        if not done:
            self._next_slice.start(0)
            return
        self._target = None
        self.chunksShown.emit()

    def _reset_document(self) -> None:
        document = self.document()
        document.setUndoRedoEnabled(False)  # an undo history would only grow
        document.clear()
        # An invisible first block: every chunk then starts with a block break
        # that carries its own first block's format, even the first chunk.
        QTextCursor(document).setBlockFormat(_sentinel_format())
        self._side_margin = -1
        self._centre_text()
        self._ends = [0]
        self._chunks, self._chunk_lines = [], []

    def _fragment(self, html: str) -> QTextDocumentFragment:
        # Parse behind a throw-away first paragraph and copy from its end, so the
        # fragment begins with a block break in the chunk's own block format.
        self._scratch.setHtml("<p>.</p>" + self._with_image_placeholders(html))
        cursor = QTextCursor(self._scratch)
        cursor.setPosition(self._scratch.begin().length() - 1)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        return QTextDocumentFragment(cursor)

    def _replace(self, first: int, stop: int, chunks: list[Chunk]) -> list[Chunk]:
        """Replace shown chunks ``first`` up to ``stop`` by as many of ``chunks`` as one
        slice of time allows (at least one); returns those inserted."""
        deadline = time.perf_counter() + self.SLICE_SECONDS
        ends = self._ends
        if first == 0 and stop == len(ends) - 1 and len(chunks) == 1:
            return self._replace_all(chunks[0])
        start, end = ends[first], ends[stop]
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        cursor.setPosition(start)
        # Removing the old blocks hands the last removed block's format to the block
        # the range starts in (a table's trailing block, say): keep its own.
        block_format, char_format = cursor.blockFormat(), cursor.blockCharFormat()
        cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        cursor.setBlockFormat(block_format)
        cursor.setBlockCharFormat(char_format)
        inserted = []
        for chunk in chunks:
            cursor.insertFragment(self._fragment(chunk.html))
            inserted.append(cursor.position())
            if time.perf_counter() > deadline:
                break
        cursor.endEditBlock()
        shift = (inserted[-1] if inserted else start) - end
        self._ends = ends[:first + 1] + inserted + [e + shift for e in ends[stop + 1:]]
        return chunks[:len(inserted)]

    def _replace_all(self, chunk: Chunk) -> list[Chunk]:
        # The whole article in one chunk (footnotes, say): parse it straight into the
        # shown document, as a fragment would cost a second parse, then put the
        # invisible first block back in front.
        document = self.document()
        document.setHtml(self._with_image_placeholders(chunk.html))
        cursor = QTextCursor(document)
        cursor.insertBlock(cursor.blockFormat(), cursor.blockCharFormat())
        cursor.setPosition(0)
        cursor.setBlockFormat(_sentinel_format())
        cursor.setBlockCharFormat(QTextCharFormat())
        self._side_margin = -1
        self._centre_text()
        self._ends = [0, document.characterCount() - 1]
        return [chunk]

    def chunk_positions(self) -> list[int]:
        """Where each shown chunk begins in the document, then the document's end."""
        return list(self._ends or [])

    def line_y(self, line: int) -> int | None:
        """Where source ``line`` is in the preview, in proportion within its chunk."""
        if not self._chunks or self._ends is None:
            return None
        index = bisect.bisect_right(self._chunk_lines, line) - 1
        if index < 0:
            return 0
        chunk = self._chunks[index]
        document = self.document()
        layout = document.documentLayout()
        top = 0.0 if index == 0 else \
            layout.blockBoundingRect(document.findBlock(self._ends[index] + 1)).top()
        bottom = layout.blockBoundingRect(document.findBlock(self._ends[index + 1])).bottom()
        share = min(1.0, (line - chunk.line) / chunk.lines)
        return int(top + (bottom - top) * share)

    def scroll_to_line(self, line: int) -> None:
        """Scroll so that source ``line`` is at the top."""
        y = self.line_y(line)
        if y is not None:
            self.verticalScrollBar().setValue(y)

    def ensure_line_visible(self, line: int) -> None:
        """Scroll as little as needed to show source ``line`` (and a little after it)."""
        y = self.line_y(line)
        if y is None:
            return
        bar = self.verticalScrollBar()
        height = self.viewport().height()
        lead = min(height // 3, 120)
        if y < bar.value():
            bar.setValue(y)
        elif y + lead > bar.value() + height:
            bar.setValue(y + lead - height)


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
        self._runner = LatestOnlyRunner(ChunkRenderer().render, "geo-preview", self)
        self._runner.done.connect(self._on_done)
        self._runner.failed.connect(self._on_failed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.render_now)
        self._stale = True
        self.shown_revision = -1
        self._showing_revision = -1
        pane.chunksShown.connect(self._on_shown)

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
    def _on_done(self, chunks: list[Chunk], revision: int) -> None:
        if revision != self._revision():
            return
        self._showing_revision = revision
        self.pane.show_chunks(chunks)

    @Slot()
    def _on_shown(self) -> None:
        self._stale = self._showing_revision != self._revision()
        self.shown_revision = self._showing_revision
        self.rendered.emit(self._showing_revision)

    @Slot(str, int)
    def _on_failed(self, message: str, revision: int) -> None:
        self.pane.show_html(f"<p><b>{self.tr('The preview could not be rendered.')}</b></p>"
                            f"<pre>{html_escape(message)}</pre>")

    def shutdown(self) -> None:
        self._timer.stop()
        self._runner.shutdown()

