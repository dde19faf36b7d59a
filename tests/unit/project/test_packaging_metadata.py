"""What the desktop packages tell the system: AppStream metadata a software centre
accepts, a menu entry in the right categories, a changelog for this version, and an
installer that offers the app for Markdown without taking over the writer's choice."""

from __future__ import annotations

import os
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
METAINFO = ROOT / "resources" / "geo-writer.metainfo.xml"


def _version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "version"]


def test_the_appstream_metadata_validates_and_names_this_release():
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("launchable") == "geo-writer.desktop"
    assert (ROOT / "resources" / component.findtext("launchable")).is_file()
    assert component.find("releases/release").get("version") == _version()
    assert {b.text for b in component.findall("provides/binary")} == {
        "geo-writer", "geo-writer-score"}


def test_the_menu_entry_is_a_text_editor_under_utility_and_offers_markdown():
    entry = dict(line.split("=", 1) for line in
                 (ROOT / "resources" / "geo-writer.desktop").read_text(encoding="utf-8")
                 .splitlines() if "=" in line)
    categories = entry["Categories"].rstrip(";").split(";")
    assert "Utility" in categories and "TextEditor" in categories
    assert "text/markdown" in entry["MimeType"].split(";")


def test_the_changelog_has_this_version():
    changes = (ROOT / "packaging" / "changelog.md").read_text(encoding="utf-8")
    assert f"\n## {_version()} (" in changes


def _install(tmp_path: Path, chosen: str) -> list[str]:
    """Run install.sh into a private prefix with an xdg-mime that says ``chosen`` is the
    default for Markdown; the xdg-mime calls it made."""
    app = tmp_path / "app"
    app.mkdir()
    for name in ("geo-writer", "geo-writer-score"):
        (app / name).write_text("#!/bin/sh\n", encoding="utf-8")
        (app / name).chmod(0o755)
    tools = tmp_path / "tools"
    tools.mkdir()
    log = tmp_path / "xdg-mime.log"
    (tools / "xdg-mime").write_text(
        f'#!/bin/sh\necho "$*" >> "{log}"\n'
        f'[ "$1" = query ] && [ -n "{chosen}" ] && echo "{chosen}"\nexit 0\n', encoding="utf-8")
    (tools / "xdg-mime").chmod(0o755)
    env = dict(os.environ, PREFIX=str(tmp_path / "prefix"),
               PATH=f"{tools}:{os.environ['PATH']}", HOME=str(tmp_path))
    subprocess.run(["bash", str(ROOT / "packaging/linux/install.sh"), str(app)], env=env,
                   check=True, capture_output=True, timeout=60)
    assert (tmp_path / "prefix/share/metainfo/io.github.geo_writer.GeoWriter.metainfo.xml"
            ).is_file()
    return log.read_text(encoding="utf-8").splitlines()


def test_the_installer_keeps_the_markdown_editor_the_writer_chose(tmp_path):
    calls = _install(tmp_path, "org.gnome.TextEditor.desktop")
    assert calls == ["query default text/markdown"]


def test_the_installer_becomes_the_markdown_default_only_when_none_was_chosen(tmp_path):
    calls = _install(tmp_path, "")
    assert calls == ["query default text/markdown",
                     "default geo-writer.desktop text/markdown"]
