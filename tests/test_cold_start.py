"""The cold path to the first scores: what the scoring process loads, and when.

The first scores wait on the scoring process (``editor/scoring_process.py``): it
imports spaCy and builds what the first job needs. These tests check that it
imports and builds no more than that before the first job, and that everything
else is prepared while it waits for the next one.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: What only spaCy's command-line interface imports (``spacy info``, ``spacy download``).
_CLI_MODULES = ("spacy.cli", "typer", "click", "rich", "weasel", "httpx", "requests", "jinja2")


def _run(code: str) -> dict:
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True,
                          text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_spacy_is_imported_without_its_command_line_interface():
    got = _run(f"""
        import json, sys
        from scorers import nlp

        doc = nlp.pipeline("en")("In 2024, 3.5% of U.S. firms didn't report.")
        loaded = sorted(m for m in {_CLI_MODULES!r} if m in sys.modules)
        import spacy
        info = spacy.info()  # the real command's answer, imported when asked for
        import spacy.cli
        print(json.dumps({{"tokens": [t.text for t in doc], "loaded": loaded,
                          "version": info["spacy_version"] == spacy.__version__,
                          "cli": callable(spacy.cli.info)}}))
    """)
    assert got["loaded"] == []
    assert got["tokens"] == ["In", "2024", ",", "3.5", "%", "of", "U.S.", "firms", "did", "n't",
                             "report", "."]
    assert got["version"] and got["cli"]
