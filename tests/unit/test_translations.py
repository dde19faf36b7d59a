"""The Chinese interface is complete and its compiled .qm matches the .ts source."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "i18n" / "geo_writer_zh_CN.ts"
QM = ROOT / "resources" / "i18n" / "geo_writer_zh_CN.qm"
BIN = Path(sys.executable).parent


def _tool(name: str) -> str:
    path = BIN / f"pyside6-{name}"
    return str(path) if path.exists() else shutil.which(f"pyside6-{name}") or name


def test_every_interface_string_in_the_code_is_translated(tmp_path):
    copy = tmp_path / "check.ts"
    shutil.copy(TS, copy)
    sources = sorted(str(p) for p in (ROOT / "editor").rglob("*.py"))
    subprocess.run([_tool("lupdate"), *sources, "-ts", str(copy), "-no-obsolete"],
                   check=True, capture_output=True, timeout=120)
    untranslated = [
        m.findtext("source") for m in ET.parse(copy).iter("message")
        if m.find("translation") is not None
        and m.find("translation").get("type") in ("unfinished", None)
        and not (m.find("translation").text or list(m.find("translation")))
    ]
    assert untranslated == []


def test_compiled_translations_are_up_to_date(tmp_path):
    out = tmp_path / "fresh.qm"
    subprocess.run([_tool("lrelease"), str(TS), "-qm", str(out)], check=True,
                   capture_output=True, timeout=120)
    assert out.read_bytes() == QM.read_bytes()
