"""geo-writer-score: table, JSON, exit codes, encodings and bad files."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from scorers.cli import main
from tests import texts


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(args), stdout=out, stderr=err)
    return status, out.getvalue(), err.getvalue()


@pytest.fixture
def articles(tmp_path):
    en = tmp_path / "en.md"
    en.write_text(texts.EN_ARTICLE, encoding="utf-8")
    zh = tmp_path / "zh.md"
    zh.write_text(texts.ZH_ARTICLE, encoding="utf-8")
    fluffy = tmp_path / "fluffy.md"
    fluffy.write_text(texts.FLUFFY_EN, encoding="utf-8")
    return en, zh, fluffy


def test_table_shows_overall_band_dimensions_and_findings(articles):
    en, _, fluffy = articles
    status, out, err = run(str(en), str(fluffy))
    assert status == 0 and not err
    for label in ("Overall", "Facts & Data", "Structure", "Sources & Authority", "Clarity",
                  "AI Extractability", "Top findings", "line"):
        assert label in out
    assert "needs work" in out


def test_table_in_chinese(articles):
    _, zh, _ = articles
    status, out, _ = run(str(zh), "--ui-lang", "zh")
    assert status == 0
    assert "总分" in out and "事实与数据密度" in out and "优秀" in out


def test_json_is_one_object_per_file_with_offsets_into_the_text(articles):
    en, zh, _ = articles
    status, out, _ = run("--json", str(en), str(zh))
    assert status == 0
    objects = [json.loads(line) for line in out.splitlines()]
    assert [o["file"] for o in objects] == [str(en), str(zh)]
    text = zh.read_text(encoding="utf-8")
    for finding in objects[1]["findings"]:
        assert 0 <= finding["start"] <= finding["end"] <= len(text)
        assert finding["line"] == text.count("\n", 0, finding["start"]) + 1


def test_min_score_sets_the_exit_status(articles):
    en, _, fluffy = articles
    assert run("--min-score", "80", str(en))[0] == 0
    assert run("--min-score", "80", str(en), str(fluffy))[0] == 1


def test_unreadable_files_give_one_line_and_exit_2_but_others_are_scored(articles, tmp_path):
    en, _, _ = articles
    binary = tmp_path / "image.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    status, out, err = run(str(tmp_path / "missing.md"), str(binary), str(en), str(tmp_path))
    assert status == 2
    lines = err.strip().splitlines()
    assert len(lines) == 3
    assert "missing.md: no such file" in lines[0]
    assert "binary" in lines[1]
    assert "folder" in lines[2]
    assert "Overall" in out


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-16-le", "gb18030"])
def test_reads_common_encodings(tmp_path, encoding):
    path = tmp_path / f"{encoding}.md"
    path.write_bytes(texts.ZH_ARTICLE.encode(encoding))
    status, out, err = run("--json", str(path))
    assert status == 0, err
    data = json.loads(out)
    assert data["lang"] == "zh" and data["overall"] >= 80


def test_query_and_lang_options(articles):
    en, _, _ = articles
    _, out, _ = run("--json", "--query", "weather model forecast", "--lang", "en", str(en))
    data = json.loads(out)
    assert data["answers"][0]["query"] == "weather model forecast"
    query = next(c for c in data["dimensions"]["extractability"]["checks"]
                 if c["id"] == "query_coverage")
    assert query["status"] in ("pass", "warn", "fail")


def test_console_script_is_installed(articles):
    en, _, _ = articles
    done = subprocess.run([sys.executable, "-m", "scorers.cli", str(en)], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0 and "Overall" in done.stdout
