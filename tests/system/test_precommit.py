"""The pre-commit hook that .pre-commit-hooks.yaml defines, run by pre-commit itself."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import virtualenv

from tests.support import texts

ROOT = Path(__file__).resolve().parents[2]


def pre_commit(*args: str, cwd: Path,
               env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pre_commit", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)


def test_the_hook_definition_is_valid():
    done = pre_commit("validate-manifest", ".pre-commit-hooks.yaml", cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def offline_environment(home: Path) -> dict[str, str]:
    """pre-commit builds the hook's own virtualenv and pip-installs this project into it.

    Tests must not download, so pip gets no index: it builds the project with the
    setuptools wheel that virtualenv carries, installs it without its dependencies,
    and the hook finds those (spaCy, jieba …) in this test environment's site-packages.
    """
    embedded = Path(virtualenv.__file__).parent / "seed" / "wheels" / "embed"
    return {**os.environ, "PRE_COMMIT_HOME": str(home), "PIP_NO_INDEX": "1",
            "PIP_FIND_LINKS": str(embedded), "PIP_NO_DEPS": "1",
            "PYTHONPATH": os.pathsep.join(dict.fromkeys(
                sysconfig.get_paths()[key] for key in ("purelib", "platlib"))),
            "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org",
            "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org"}


def test_try_repo_scores_the_changed_markdown_and_fails_a_weak_article(tmp_path):
    site = tmp_path / "site"
    (site / "posts").mkdir(parents=True)
    (site / ".geo-writer.toml").write_text("min-score = 70\n", encoding="utf-8")
    (site / "posts" / "good.md").write_text(texts.EN_ARTICLE, encoding="utf-8")
    (site / "posts" / "weak.mdx").write_text(texts.FLUFFY_EN, encoding="utf-8")
    (site / "notes.txt").write_text(texts.FLUFFY_EN, encoding="utf-8")  # not Markdown
    env = offline_environment(tmp_path / "pre-commit-home")
    for command in (["init", "-q"], ["add", "."], ["commit", "-qm", "articles"]):
        subprocess.run(["git", *command], cwd=site, env=env, check=True, timeout=60)

    done = pre_commit("try-repo", str(ROOT), "geo-writer-score", "--all-files", cwd=site,
                      env=env)
    output = done.stdout + done.stderr
    assert done.returncode == 1, output
    assert "GEO Writer score" in output and "Failed" in output
    assert "geo-writer-score: posts/weak.mdx: overall" in output
    assert "below the minimum 70" in output
    assert "posts/good.md  [en]" in output and "good.md: overall" not in output
    assert "notes.txt" not in output


def test_every_python_package_is_in_the_installed_distribution():
    # pre-commit (like pip install without -e) installs only the packages pyproject.toml
    # lists: one left out installs fine and fails at the first import.
    import tomllib

    from setuptools import find_packages

    found_by = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"] \
        ["packages"]["find"]
    listed = set(find_packages(str(ROOT), include=found_by["include"]))
    found = {init.parent.relative_to(ROOT).as_posix().replace("/", ".")
             for top in ("editor", "scorers") for init in (ROOT / top).rglob("__init__.py")}
    assert found <= listed
