"""``geo-writer --selftest``: check that an installed or frozen app works, step by step.

Prints one line per step and returns 0, or the number of the first failing step.
Meant for the packaged app, where a missing data file (spaCy's language data,
jieba's dictionary, a translation) shows only at run time.
"""

from __future__ import annotations

import json
import sys
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path


def _steps(out: Path) -> list[tuple[str, Callable[[], str]]]:
    from editor.app import sample_article
    from editor.preview.chunks import ChunkRenderer
    from editor.preview.export import to_html, to_markdown
    from scorers import Settings, score, textfiles

    state: dict[str, str] = {}

    def open_sample() -> str:
        state["en"] = textfiles.read_text(sample_article("en")).normalised()
        state["zh"] = textfiles.read_text(sample_article("zh")).normalised()
        return f"{len(state['en'])} + {len(state['zh'])} characters"

    def score_english() -> str:
        report = score(state["en"])
        assert report.lang == "en", report.lang
        assert report.overall >= 80, report.overall
        return f"overall {report.overall} ({report.band})"

    def score_chinese() -> str:
        report = score(state["zh"])
        assert report.lang == "zh", report.lang
        assert report.overall >= 80, report.overall
        assert report.to_dict("zh")["dimensions"]["facts"]["label"] == "事实与数据密度"
        return f"overall {report.overall} ({report.band})"

    def scoring_process() -> str:
        from editor.scoring import process as process
        from editor.scoring.jobs import ScoreJob

        running = process.shared()
        assert running is not None and running.alive, "the scoring process did not start"
        scorer = running.scorer()
        overall = []
        for lang in ("en", "zh"):
            remote = scorer(ScoreJob(state[lang], None, None, Settings())).report
            assert remote == score(state[lang]), f"{lang}: the process scored differently"
            overall.append(str(remote.overall))
        assert scorer.remote, "the scoring process stopped answering"
        return f"same reports as in this process ({' and '.join(overall)})"

    def jieba_dictionary() -> str:
        from scorers import check_jieba_dictionary

        if not getattr(sys, "frozen", False):
            return "not a packaged app: built in the cache folder when first needed"
        return f"prebuilt {check_jieba_dictionary()} matches jieba's dict.txt"

    def preview() -> str:
        chunks = ChunkRenderer().render(state["en"])
        html = "".join(chunk.html for chunk in chunks)
        assert "<table>" in html and "<h1" in html
        return f"{len(chunks)} chunks, {len(html)} characters of HTML"

    def export_html() -> str:
        path = out / "sample.html"
        path.write_text(to_html(state["zh"]), encoding="utf-8")
        page = path.read_text(encoding="utf-8")
        assert "<title>AI 搜索如何挑选引用的文章" in page
        assert '"@type": "FAQPage"' in page
        return str(path)

    def export_markdown() -> str:
        path = out / "sample.export.md"
        path.write_text(to_markdown(state["en"], front_matter=True), encoding="utf-8")
        text = path.read_text(encoding="utf-8")
        assert text.startswith("---\ntitle: ")
        return str(path)

    def window() -> str:
        from PySide6.QtWidgets import QApplication

        from editor.window import i18n
        from editor.window.main_window import MainWindow
        from editor.window.preferences import Preferences

        app = QApplication.instance() or QApplication(sys.argv[:1])
        assert i18n.install(app, "zh"), "Chinese translation missing"
        assert app.translate("WindowActions", "&File") == "文件(&F)", "Chinese catalogue not read"
        i18n.install(app, "en")
        from PySide6.QtCore import QSettings

        settings = QSettings(str(out / "settings.ini"), QSettings.Format.IniFormat)
        win = MainWindow(settings=settings, prefs=Preferences())
        win.editor.set_text(state["en"])
        win.show()
        assert win.scoring.in_scoring_process, "the window does not use the scoring process"
        win.scoring.score_now()
        report = win.report_view.wait()
        assert report is not None and report.overall >= 80
        pixmap = win.grab()
        assert not pixmap.isNull()
        win.close()
        return f"window scored {report.overall}"

    return [
        ("open the bundled sample articles", open_sample),
        ("score in English", score_english),
        ("score in Chinese", score_chinese),
        ("score in the scoring process", scoring_process),
        ("jieba's prebuilt dictionary", jieba_dictionary),
        ("render the preview", preview),
        ("export HTML", export_html),
        ("export Markdown", export_markdown),
        ("open the window", window),
    ]


def run() -> int:
    # As the app does: the scoring process starts before Qt is imported.
    from editor.scoring import process as scoring_process

    scoring_process.start()
    try:
        return _run_steps()
    finally:
        scoring_process.stop()


def _run_steps() -> int:
    with tempfile.TemporaryDirectory(prefix="geo-writer-selftest-") as folder:
        steps = _steps(Path(folder))
        for number, (name, step) in enumerate(steps, start=1):
            try:
                detail = step()
            except Exception as error:
                print(f"selftest {number}/{len(steps)} FAIL {name}: "
                      f"{type(error).__name__}: {error}", flush=True)
                traceback.print_exc(file=sys.stderr)
                return number
            print(f"selftest {number}/{len(steps)} ok   {name}: {detail}", flush=True)
    print(json.dumps({"selftest": "passed", "steps": len(steps)}))
    return 0
