"""Only regular files are read: FIFOs, devices, sockets and link loops are refused first.

The review's FIFO froze the window forever, /dev/urandom for 22 s before a
MemoryError, and the command-line tool hung or printed a traceback with exit
status 1. The command-line runs here are subprocesses with a memory limit and a
generous time-out, so a regression fails instead of hanging the suite.
"""

from __future__ import annotations

import os
import resource
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from scorers.textfiles.textio import TextFileError, read_bytes, read_text

ROOT = Path(__file__).resolve().parents[2]


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (2 * 1024 ** 3, 2 * 1024 ** 3))


def _score(*paths: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "scorers.cli", *paths], cwd=ROOT,
                          capture_output=True, text=True, timeout=120,
                          preexec_fn=_limit_memory)


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "pipe.md"
    os.mkfifo(path)
    return path


@pytest.fixture
def unix_socket(tmp_path):
    path = tmp_path / "s.md"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    yield path
    server.close()


@pytest.fixture
def link_loop(tmp_path):
    (tmp_path / "a.md").symlink_to(tmp_path / "b.md")
    (tmp_path / "b.md").symlink_to(tmp_path / "a.md")
    return tmp_path / "a.md"


def test_a_fifo_is_refused_without_waiting_for_a_writer(fifo):
    with pytest.raises(TextFileError, match="pipe"):
        read_text(fifo)


def test_a_socket_and_a_link_loop_are_refused(unix_socket, link_loop):
    with pytest.raises(TextFileError, match="socket"):
        read_text(unix_socket)
    with pytest.raises(TextFileError, match="loop"):
        read_text(link_loop)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_devices_are_refused_before_any_read(device):
    with pytest.raises(TextFileError, match="device"):
        read_text(device)


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="needs Linux's /proc")
def test_reads_stop_at_the_limit_whatever_the_size_on_disk_says():
    assert Path("/proc/self/maps").stat().st_size == 0  # but it has content
    assert read_bytes("/proc/self/maps", max_bytes=1 << 20)
    with pytest.raises(TextFileError, match="over 0 MB"):
        read_bytes("/proc/self/maps", max_bytes=64)


def test_the_cli_refuses_special_files_with_one_line_and_status_2(fifo, unix_socket, link_loop,
                                                                   tmp_path):
    good = tmp_path / "good.md"
    good.write_text("# Title\n\nIn 2024, 35% of readers said yes.\n", encoding="utf-8")
    result = _score(str(fifo), "/dev/zero", "/dev/urandom", str(unix_socket), str(link_loop),
                    str(good))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert all(line.startswith("geo-writer-score: ") for line in lines)

    def error_of(path) -> str:  # one line per refused file (a summary line may follow)
        found = [line for line in lines if f" {path}: " in line]
        assert len(found) == 1, lines
        return found[0]

    assert "pipe" in error_of(fifo) and "socket" in error_of(unix_socket)
    assert "device" in error_of("/dev/zero") and "device" in error_of("/dev/urandom")
    assert "loop" in error_of(link_loop)
    assert "good.md" in result.stdout  # the readable file is still scored


@pytest.mark.gui
def test_the_window_says_why_in_the_writers_language(qtbot, window, fifo, tmp_path):
    """The reason a file was refused or could not be saved is in the interface's
    language: a Chinese writer read "无法打开 …: it is a pipe (FIFO), not a file"."""
    from dataclasses import replace

    window.set_preferences(replace(window.prefs, ui_lang="zh"))
    assert not window.documents.open_path(fifo, ask=False)
    assert "管道" in window.documents.last_error and "not a file" not in window.documents.last_error
    window.documents.error_box.close()
    window.set_preferences(replace(window.prefs, ui_lang="en"))
    assert not window.documents.open_path(tmp_path / "missing" / "nowhere.md", ask=False)
    assert "no such file" in window.documents.last_error
    window.documents.error_box.close()
