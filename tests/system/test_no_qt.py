"""The GEO engine is pure Python: importing and running it loads no Qt module, and a light
install (``pip install geo-writer``, without the ``[app]`` extra) scores files."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

from editor.app import WINDOW_PACKAGES

ROOT = Path(__file__).resolve().parents[2]

# Run before the code under test: the window's packages cannot be imported, as on a
# machine where only the light install was made.
_WITHOUT_WINDOW_PACKAGES = (
    "import importlib.abc, importlib.machinery, sys\n"
    f"blocked = {tuple(WINDOW_PACKAGES)!r}\n"
    "class Absent(importlib.abc.MetaPathFinder):\n"
    "    def find_spec(self, name, path=None, target=None):\n"
    "        if name.split('.')[0] in blocked:\n"
    "            raise ModuleNotFoundError(f'No module named {name!r}', name=name)\n"
    "        return None\n"
    "sys.meta_path.insert(0, Absent())\n"
    "importlib.machinery.PathFinder.invalidate_caches()\n"
)


def _run(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          timeout=120, cwd=ROOT)


def test_scorers_import_and_run_without_qt():
    code = (
        "import sys, scorers, scorers.cli.command\n"
        "scorers.score('# T\\n\\nIn 2024 sales rose 5%.')\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'PyQt', 'shiboken')))\n"
        "print(qt)\n"
        "sys.exit(1 if qt else 0)\n"
    )
    done = _run(code)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_light_install_declares_no_window_package():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    names = {dep.split(">")[0].split("<")[0].split("=")[0].strip().lower()
             for dep in project["dependencies"]}
    app = {dep.split(">")[0].split("<")[0].strip().lower()
           for dep in project["optional-dependencies"]["app"]}
    window = {dist.lower() for dist in WINDOW_PACKAGES.values()}
    assert not names & window
    assert app == window


def test_geo_writer_score_scores_a_file_when_the_window_packages_are_absent(tmp_path):
    article = tmp_path / "post.md"
    article.write_text("# Solar panels\n\nIn 2024, panels lost 0.5% of output a year "
                       "([NREL](https://www.nrel.gov/docs/fy24/86245.pdf)).\n",
                       encoding="utf-8")
    code = _WITHOUT_WINDOW_PACKAGES + (
        "from scorers.cli.command import main\n"
        "sys.exit(main(sys.argv[1:]))\n")
    done = _run(code, "--format", "json", str(article))
    assert done.returncode == 0, done.stderr
    assert '"overall"' in done.stdout


def test_the_window_says_how_to_install_it_when_qt_is_absent():
    code = _WITHOUT_WINDOW_PACKAGES + (
        "from editor.app import main\n"
        "sys.exit(main([]))\n")
    done = _run(code)
    assert done.returncode == 2
    assert 'pip install "geo-writer[app]"' in done.stderr
    assert "PySide6-Essentials" in done.stderr and "Traceback" not in done.stderr
