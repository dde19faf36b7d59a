"""Render the app icon (resources/icons/geo-writer.svg) to PNG sizes, .ico and .icns.

Usage: python packaging/make_icons.py   (the results are committed; run after editing the SVG)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(ICONS / "geo-writer.svg"))
    for size in SIZES:
        render(renderer, size).save(str(ICONS / f"geo-writer-{size}.png"))
    ok_ico = render(renderer, 256).save(str(ICONS / "geo-writer.ico"))
    ok_icns = render(renderer, 512).save(str(ICONS / "geo-writer.icns"))
    print(f"PNG sizes {SIZES}; ico: {ok_ico}; icns: {ok_icns}")
    return 0 if ok_ico and ok_icns else 1


if __name__ == "__main__":
    sys.exit(main())
