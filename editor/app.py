"""Entry point of the GEO Writer desktop app: ``geo-writer [FILE] [--screenshot OUT.png]``."""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
from importlib import resources as importlib_resources
from pathlib import Path


def sample_article(lang: str = "en") -> Path:
    """The bundled sample article."""
    name = "sample-zh.md" if lang == "zh" else "sample.md"
    return Path(str(importlib_resources.files("resources").joinpath(name)))


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="geo-writer",
                                     description="Markdown editor with live GEO scores.")
    parser.add_argument("file", nargs="?", help="Markdown file to open")
    parser.add_argument("--screenshot", metavar="OUT.png",
                        help="open FILE (or the sample), wait for the scores, save a PNG, exit")
    parser.add_argument("--ui-lang", choices=("en", "zh"), help="interface language")
    parser.add_argument("--theme", choices=("system", "light", "dark"))
    parser.add_argument("--size", default="1400x860", help="window size for --screenshot")
    parser.add_argument("--selftest", action="store_true",
                        help="check that scoring, preview and export work, then exit")
    return parser


def prepare_environment() -> None:
    """Pick a platform that works here before Qt starts: offscreen without a display,
    and a UTF-8 locale (Qt and the frozen app misbehave under the C locale)."""
    if sys.platform.startswith("linux") and not os.environ.get("QT_QPA_PLATFORM") and \
            not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    if os.environ.get("LANG", "C") in ("", "C", "POSIX") and not os.environ.get("LC_ALL"):
        os.environ["LANG"] = "C.UTF-8"


def start(args: argparse.Namespace):
    """Create the application and the window and schedule the file to open.

    Returns ``(app, window)``; the caller runs the event loop.
    """
    # First, before Qt is even imported: a process that loads the language
    # pipelines on the other core while this one builds the window. What both
    # processes need is imported before it is forked, so the child has it for nothing.
    import scorers  # noqa: F401
    from editor.scoring import jobs as scoring_jobs  # noqa: F401
    from editor.scoring import process as scoring_process

    scoring_process.start(args.file)
    _import_qt_free_modules()

    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from editor.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from editor.document.shutdown import install

    install(app)  # SIGTERM and the session's end keep the recovery copies
    app.aboutToQuit.connect(_finish_background_work)
    app.setApplicationName("geo-writer")
    app.setOrganizationName("GEO Writer")
    app.setApplicationDisplayName("GEO Writer")
    icon = importlib_resources.files("resources").joinpath("icons", "geo-writer.svg")
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))

    from editor.scoring.idle_gc import collector

    collector().pin()  # collections on this thread only: never one from a worker
    window = MainWindow(**_screenshot_stores()) if args.screenshot else MainWindow()
    prefs = window.prefs
    if args.ui_lang or args.theme:
        from dataclasses import replace

        prefs = replace(prefs, ui_lang=args.ui_lang or prefs.ui_lang,
                        theme=args.theme or prefs.theme)
        window.apply_preferences(prefs)
    path = Path(args.file) if args.file else (sample_article(prefs.ui_lang)
                                              if args.screenshot else None)
    if args.screenshot:
        width, _, height = args.size.partition("x")
        window.resize(int(width), int(height))
    window.show()
    if path is not None:
        # Open after the first paint so the window appears at once.
        QTimer.singleShot(0, lambda: window.documents.open_path(
            path, ask=False, create_missing=bool(args.file)))
    else:
        QTimer.singleShot(0, window.document_replaced)
    return app, window


def _screenshot_stores() -> dict:
    """Settings and recovery copies of a screenshot's own, in a folder that goes with it.

    A screenshot shows the window as it first opens on any machine (default tab, splitter
    and theme), and leaves the writer's settings and recent files as they were.
    """
    import atexit
    import shutil
    import tempfile

    from PySide6.QtCore import QSettings

    from editor.document.recovery import RecoveryStore

    folder = Path(tempfile.mkdtemp(prefix="geo-writer-screenshot-"))
    atexit.register(shutil.rmtree, folder, True)
    return {"settings": QSettings(str(folder / "geo-writer.ini"), QSettings.Format.IniFormat),
            "recovery": RecoveryStore(folder / "recovery")}


def _import_qt_free_modules() -> None:
    """Import the window's modules that need no Qt before Qt: PySide6 installs an import
    hook that reads the source of every module imported after it (looking for "PySide6",
    for its ``__feature__`` switching), ~15 ms of start-up for these."""


def _finish_background_work() -> None:
    """As the event loop ends: end the scoring process, let the worker threads finish."""
    from editor.scoring import background
    from editor.scoring import process as scoring_process

    scoring_process.stop()  # a job still waiting on it returns at once
    background.wait_for_let_go(5_000)


#: What the window needs beyond the engine: ``pip install "geo-writer[app]"`` brings them;
#: a plain ``pip install geo-writer`` is the scorer alone (``geo-writer-score``).
WINDOW_PACKAGES = {"PySide6": "PySide6-Essentials", "markdown": "markdown", "nh3": "nh3",
                   "pygments": "pygments"}


def missing_window_packages() -> list[str]:
    """The distributions the window needs that this installation lacks."""
    return [dist for module, dist in WINDOW_PACKAGES.items() if not _importable(module)]


def _importable(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):  # a broken or half-removed install
        return False


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv if argv is not None else sys.argv[1:])
    missing = missing_window_packages()
    if missing:
        print("geo-writer: the window needs " + ", ".join(missing) + ", which this "
              'installation lacks (the scorer alone was installed). Install it with: '
              'pip install "geo-writer[app]"', file=sys.stderr)
        return 2
    prepare_environment()
    if args.selftest:
        from editor.selftest import run

        return run()
    app, window = start(args)
    if args.screenshot:
        return _screenshot(app, window, Path(args.screenshot))
    from PySide6.QtCore import QTimer

    # After the document is open: offer back what a crash left unsaved.
    QTimer.singleShot(50, window.safety.offer_recovery)
    status = app.exec()  # aboutToQuit has ended the scoring process and waited
    from editor.scoring import background

    if not background.wait_for_let_go(0):
        # A worker still runs (the preview of a huge document): end the process here,
        # as Qt would abort it when the interpreter destroys the running thread.
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(status)
    return status


def _screenshot(app, window, out: Path) -> int:
    """Wait until the open document's scores, highlights and preview are shown, then save
    the whole window."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    shown = {"report": -1}

    def ready() -> bool:
        # Reports for the empty window before the file was opened do not count.
        current = window.editor.revision
        return (window.editor.document().characterCount() > 1
                and shown["report"] == current
                and window.preview_controller.shown_revision == current)

    def check(*_args) -> None:
        if ready():
            QTimer.singleShot(200, loop.quit)  # let the highlights paint

    def on_report(revision: int) -> None:
        shown["report"] = revision
        QTimer.singleShot(0, check)

    window.report_view.shown.connect(on_report)
    window.preview_controller.rendered.connect(lambda _rev: QTimer.singleShot(0, check))
    QTimer.singleShot(60_000, loop.quit)
    loop.exec()
    app.processEvents()
    ok = ready() and window.grab().save(str(out))
    window.editor.document().setModified(False)
    window.close()
    if not ok:
        print("geo-writer: screenshot failed: the scores or the preview were not ready",
              file=sys.stderr)
        return 1
    print(f"geo-writer: saved {out} (overall {window.report_view.report.overall}, "
          f"{len(window.editor.marks())} marks in the text)")
    return 0


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
