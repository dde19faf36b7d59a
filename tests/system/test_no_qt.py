"""The GEO engine is pure Python: importing and running it loads no Qt module."""

from __future__ import annotations

import subprocess
import sys


def test_scorers_import_and_run_without_qt():
    code = (
        "import sys, scorers, scorers.cli.command\n"
        "scorers.score('# T\\n\\nIn 2024 sales rose 5%.')\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'PyQt', 'shiboken')))\n"
        "print(qt)\n"
        "sys.exit(1 if qt else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
