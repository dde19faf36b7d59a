"""What the first scores of a text never scored before wait on, and nothing more.

They come when the scoring process has imported spaCy and scored the first job
(docs/performance.md): that holds only while the app forks the process before it
imports Qt, and the window hands the opened document's job over at once — not after
the typing pause, which is most of a second for a long article — with the questions
the writer keeps for it, so the first report is the one the writer will see.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from editor.panel.questions import QuestionStore
from editor.scoring.background import LatestOnlyRunner
from editor.scoring.controller import debounce_ms
from tests.benchmarks.docgen import generate
from tests.support import texts

ROOT = Path(__file__).resolve().parents[3]

# The app as `geo-writer FILE` starts it; the scoring process's start notes what the
# window's process had imported by then.
_APP = textwrap.dedent("""
    import json, sys
    from editor.scoring import process as scoring_process

    seen = {}
    start_process = scoring_process.start

    def noting_start(document=None):
        seen["qt"] = sorted(m for m in sys.modules if m.split(".")[0] == "PySide6")
        seen["engine"] = "scorers.engine" in sys.modules
        return start_process(document)

    scoring_process.start = noting_start
    from editor.app import _parser, prepare_environment, start

    prepare_environment()
    app, window = start(_parser().parse_args([sys.argv[1]]))

    def shown(revision):
        if window.editor.document().characterCount() < 100:
            return
        print(json.dumps(dict(seen, in_process=window.scoring.in_scoring_process,
                              overall=window.report_view.report.overall,
                              saved=window.report_view.saved)), flush=True)
        window.editor.document().setModified(False)
        window.close()

    window.report_view.shown.connect(shown)
    sys.exit(app.exec())
""")


def test_the_scoring_process_starts_before_qt_and_gives_the_first_scores(tmp_path):
    from scorers import score

    article = tmp_path / "article.md"
    article.write_text(texts.ZH_ARTICLE, encoding="utf-8")
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "cfg"),
               XDG_DATA_HOME=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT))
    env.pop("GEO_WRITER_SCORING_PROCESS", None)
    done = subprocess.run([sys.executable, "-c", _APP, str(article)], capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=240)
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout.splitlines()[-1])
    # Forked before any of Qt or the engine is imported: spaCy's import runs beside the
    # window's whole build.
    assert shown["qt"] == [] and shown["engine"] is False
    # The first scores on screen are the scoring process's live report of the text.
    assert shown["in_process"] is True and shown["saved"] is False
    assert shown["overall"] == score(texts.ZH_ARTICLE).overall


def test_an_opened_long_article_is_sent_to_scoring_at_once_with_its_questions(
        qtbot, window, tmp_path, monkeypatch):
    text = generate("en", 20000)
    assert debounce_ms(len(text)) >= 400  # typing on it would wait that long to rescore
    article = tmp_path / "article.md"
    article.write_text(text, encoding="utf-8")
    asked = ("What did the survey measure in 2024?", "How much did the lab spend?")
    # An earlier session kept the writer's questions for this file.
    kept = QuestionStore(window.settings)
    kept.open(article)
    kept.set_asked(asked)

    submitted = []
    submit = LatestOnlyRunner.submit

    def noting_submit(self, job, revision):
        submitted.append(job)
        return submit(self, job, revision)

    monkeypatch.setattr(LatestOnlyRunner, "submit", noting_submit)
    assert window.documents.open_path(article, ask=False)
    # Handed over before the event loop runs again: no typing pause, no timer.
    jobs = [job for job in submitted if getattr(job, "text", None) == text]
    assert len(jobs) == 1
    assert jobs[0].questions is not None and jobs[0].questions.asked == asked

    qtbot.waitUntil(lambda: window.report_view.report is not None
                    and not window.scoring.busy, timeout=60_000)
    # The first report answers them: the writer's questions are not an afterthought.
    answers = window.report_view.report.answers
    assert answers is not None
    assert [q.query for q in answers.questions if q.origin == "asked"] == list(asked)
