"""Issue 24, the command line (R3, R4, R11, R13, R16): every input is bounded, every
refusal is one line and status 2, and no gate passes silently.

Cases that could hang or eat memory if they regressed (FIFOs, /dev/zero, a full
disk) run as subprocesses with a time-out and a memory limit; the rest in-process.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scorers.cli.config import ConfigFinder
from scorers.cli.inputs import InputCollector
from tests.support import texts
from tests.support.cli import run_cli

ROOT = Path(__file__).resolve().parents[3]


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (2 * 1024 ** 3, 2 * 1024 ** 3))


def _score(*args: str, cwd: Path, stdout=subprocess.PIPE) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "scorers.cli", *args], cwd=cwd, env=env,
                          stdout=stdout, stderr=subprocess.PIPE, text=True, timeout=90,
                          preexec_fn=_limit_memory)


def _one_line_and_2(status: int, err: str) -> str:
    assert status == 2, err
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    return lines[0]


@pytest.fixture
def docs(tmp_path):
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "a.md").write_text(texts.EN_ARTICLE, encoding="utf-8")
    return folder


# R3: side files that are not regular files are refused, unread.

def _special(path: Path, kind: str) -> Path:
    """``path`` made a FIFO, a link to /dev/zero, or a folder."""
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "zero":
        path.symlink_to("/dev/zero")
    else:
        path.mkdir()
    return path


@pytest.mark.parametrize("kind", ["fifo", "zero"])
def test_a_gitignore_that_is_a_fifo_or_dev_zero_is_refused(docs, tmp_path, kind):
    _special(docs / ".gitignore", kind)
    run = _score(str(docs), cwd=tmp_path)
    line = _one_line_and_2(run.returncode, run.stderr)
    assert ".gitignore" in line and run.stdout == ""


@pytest.mark.parametrize("kind", ["fifo", "zero"])
def test_a_baseline_that_is_a_fifo_or_dev_zero_is_refused(docs, tmp_path, kind):
    base = _special(tmp_path / "base.json", kind)
    run = _score(str(docs), "--baseline", str(base), cwd=tmp_path)
    assert "not a usable baseline" in _one_line_and_2(run.returncode, run.stderr)


@pytest.mark.parametrize("kind", ["fifo", "zero", "folder"])
def test_a_config_that_is_not_a_regular_file_is_refused(docs, tmp_path, kind):
    config = _special(tmp_path / "forced.toml", kind)
    run = _score(str(docs), "--config", str(config), cwd=tmp_path)
    assert "forced.toml" in _one_line_and_2(run.returncode, run.stderr)


# R4: user and environment errors are one line and status 2, never a traceback and 1.

@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("form", ["--format=table", "--json"])
def test_output_to_a_full_disk_is_one_line_and_status_2(docs, tmp_path, form):
    with open("/dev/full", "w") as full:
        run = _score(str(docs), form, cwd=tmp_path, stdout=full)
    assert "No space left" in _one_line_and_2(run.returncode, run.stderr)


@pytest.mark.parametrize("content", [
    b"a = " + b"[" * 5000 + b"]" * 5000 + b"\n",  # nested beyond the parser's recursion
    b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe binary",
    b'exclude = ["\\\\"]\n',  # a pattern pathspec cannot compile
])
def test_a_hostile_configuration_is_one_line_and_status_2(docs, content):
    (docs / ".geo-writer.toml").write_bytes(content)
    status, _, err = run_cli(str(docs))
    assert ".geo-writer.toml" in _one_line_and_2(status, err)


def test_a_bad_exclude_pattern_on_the_command_line_is_one_line_and_status_2(docs):
    status, _, err = run_cli(str(docs), "--exclude", "\\")
    _one_line_and_2(status, err)


@pytest.mark.parametrize("content", ["[" * 200_000, "", "   \n", "[]",
                                     '[{"file": "a.md", "overall": NaN}]'])
def test_an_empty_nested_or_nan_baseline_is_refused(docs, tmp_path, content):
    base = tmp_path / "base.json"
    base.write_text(content, encoding="utf-8")
    status, _, err = run_cli(str(docs), "--baseline", str(base))
    assert "not a usable baseline" in _one_line_and_2(status, err)


# R13: no gate passes silently.

def test_a_glob_or_folder_that_gives_nothing_is_status_2(docs, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    status, _, err = run_cli("nothing/**/*.md", "--min-score", "50")
    assert status == 2 and "no file matches" in err
    (docs / ".gitignore").write_text("*\n", encoding="utf-8")
    status, _, err = run_cli(str(docs), "--min-score", "50")
    assert status == 2 and "no Markdown" in err


@pytest.mark.parametrize("option", ["--min-score", "--tolerance"])
@pytest.mark.parametrize("value", ["nan", "NaN", "inf", "-inf"])
def test_gates_cannot_be_turned_off_by_nan(docs, option, value):
    status, _, err = run_cli(str(docs), f"{option}={value}")
    assert status == 2 and "must be a finite number" in err


def test_an_article_too_long_to_score_is_an_error_not_a_zero(tmp_path):
    big = tmp_path / "big.md"
    paragraph = "A heat pump moves heat from outside air into the house. " * 20 + "\n\n"
    big.write_text(paragraph * (2_100_000 // len(paragraph) + 1), encoding="utf-8")
    status, out, err = run_cli(str(big), "--json")
    assert status == 2
    assert "too long to score" in err and out == ""


# R11: control characters in names reach the terminal escaped.

@pytest.mark.parametrize("form", ["table", "csv"])
def test_escape_sequences_in_a_file_name_are_printed_escaped(tmp_path, form):
    name = tmp_path / "esc\x1b]0;PWNED\x07\x1b[2J.md"
    name.write_text(texts.EN_ARTICLE, encoding="utf-8")
    status, out, err = run_cli(str(name), "--format", form)
    assert status == 0, err
    assert "\x1b" not in out and "\x07" not in out
    assert "\\x1b]0;PWNED\\x07" in out


def test_escape_sequences_in_an_error_line_are_escaped(tmp_path):
    status, _, err = run_cli(str(tmp_path / "gone\x1b[2J.md"))
    assert status == 2 and "\x1b" not in err and "gone\\x1b[2J.md" in err


# R16: the folder walk costs the same per folder at any depth.

def _walk_seconds(root: Path, depth: int) -> float:
    deepest = root.joinpath(*["d"] * depth)
    deepest.mkdir(parents=True)
    (deepest / "x.md").write_text("# x\n", encoding="utf-8")
    finder = ConfigFinder()

    def excludes(path):
        config = finder.for_file(path)
        return None if config is None else (config.exclude, config.root)

    started = time.perf_counter()
    found = InputCollector((), excludes).collect([str(root)]).articles
    assert len(found) == 1
    return time.perf_counter() - started


def test_a_400_deep_folder_is_walked_in_linear_time(tmp_path):
    (tmp_path / ".gitignore").write_text("*.tmp\n", encoding="utf-8")
    shallow = _walk_seconds(tmp_path / "a", 100)
    deep = _walk_seconds(tmp_path / "b", 400)
    assert deep < 3.0
    assert deep < 8 * shallow + 0.3  # 4× the depth; cubic growth would be 64×


# R12: --write-baseline writes through a link and never replaces a device.

def test_write_baseline_writes_through_a_link_and_refuses_a_device(docs, tmp_path):
    shared = tmp_path / "shared.json"
    shared.write_text("[]\n", encoding="utf-8")
    link = tmp_path / "base.json"
    link.symlink_to(shared)
    status, _, err = run_cli(str(docs), "--write-baseline", str(link))
    assert status == 0, err
    assert link.is_symlink() and '"file"' in shared.read_text(encoding="utf-8")
    device = tmp_path / "null-link"
    device.symlink_to(os.devnull)
    status, _, err = run_cli(str(docs), "--write-baseline", str(device))
    assert status == 2 and "not a regular file" in err
    assert Path(os.devnull).is_char_device()
