"""``geo-writer --selftest``, the check the packaged app runs after every build, passes here."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_selftest_passes_without_a_display(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM")}
    env.update(XDG_CONFIG_HOME=str(tmp_path / "cfg"), LANG="C")
    done = subprocess.run([sys.executable, "-m", "editor.app", "--selftest"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "score in the scoring process: same reports" in done.stdout
    assert '"selftest": "passed"' in done.stdout
