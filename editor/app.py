"""Entry point of the GEO Writer desktop app."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication(list(argv or sys.argv))
    label = QLabel("GEO Writer")
    label.show()
    return app.exec()
