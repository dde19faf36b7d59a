"""geo-writer-score: table, JSON, exit codes, encodings and bad files."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from scorers import score
from scorers.cli.command import main
from scorers.report import messages
from tests.support import texts
from tests.support.cli import run_cli


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
    status, out, err = run_cli(str(en), str(fluffy))
    assert status == 0
    assert err.startswith("geo-writer-score: 2 files in") and err.endswith(" s: all scored\n")
    status, _, err = run_cli("--min-score", "10", str(en), str(fluffy))
    assert status == 0 and err.endswith(" s: all passed\n")
    for label in ("Overall", "Facts & Data", "Structure", "Sources & Authority", "Clarity",
                  "AI Extractability", "Top findings", "line"):
        assert label in out
    assert "needs work" in out


def test_table_in_chinese(articles):
    _, zh, _ = articles
    status, out, _ = run_cli(str(zh), "--ui-lang", "zh")
    assert status == 0
    band = score(zh.read_text(encoding="utf-8")).band
    assert "总分" in out and "事实与数据密度" in out and messages.band_label(band, "zh") in out


def test_json_is_one_object_per_file_with_offsets_into_the_text(articles):
    en, zh, _ = articles
    status, out, _ = run_cli("--json", str(en), str(zh))
    assert status == 0
    objects = [json.loads(line) for line in out.splitlines()]
    assert [o["file"] for o in objects] == [str(en), str(zh)]
    text = zh.read_text(encoding="utf-8")
    for finding in objects[1]["findings"]:
        assert 0 <= finding["start"] <= finding["end"] <= len(text)
        assert finding["line"] == text.count("\n", 0, finding["start"]) + 1


def test_min_score_sets_the_exit_status(articles):
    en, _, fluffy = articles
    assert run_cli("--min-score", "80", str(en))[0] == 0
    assert run_cli("--min-score", "80", str(en), str(fluffy))[0] == 1


def test_unreadable_files_give_one_line_and_exit_2_but_others_are_scored(articles, tmp_path):
    en, _, _ = articles
    binary = tmp_path / "image.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    empty = tmp_path / "empty"
    empty.mkdir()
    status, out, err = run_cli(str(tmp_path / "missing.md"), str(binary), str(en), str(empty))
    assert status == 2
    lines = err.strip().splitlines()
    assert len(lines) == 4
    assert "empty: no Markdown or text files in this folder" in lines[0]
    assert "missing.md: no such file" in lines[1]
    assert "image.png: this looks like a binary file" in lines[2]
    assert lines[3].endswith("2 could not be scored")
    assert out.count("Overall") == 1


def test_min_score_names_each_failing_file_and_by_how_much(articles):
    en, zh, fluffy = articles
    status, out, err = run_cli("--json", "--min-score", "80", str(en), str(fluffy), str(zh))
    assert status == 1
    scores = {json.loads(line)["file"]: json.loads(line)["overall"] for line in out.splitlines()}
    assert scores[str(en)] >= 80 > scores[str(fluffy)]
    short = 80 - scores[str(fluffy)]
    assert (f"geo-writer-score: {fluffy}: overall {scores[str(fluffy)]} is {short} below "
            "the minimum 80") in err.splitlines()
    assert str(en) not in err and str(zh) not in err


@pytest.mark.parametrize("option", [["--top", "-1"], ["--jobs", "0"], ["--min-score", "101"],
                                    ["--tolerance", "-2"], ["--format", "xml"]])
def test_out_of_range_options_are_refused_before_anything_is_scored(articles, option):
    en, _, _ = articles
    status, out, err = run_cli(*option, str(en))
    assert status == 2 and out == ""
    assert f"argument {option[0]}" in err


def test_top_zero_lists_no_findings(articles):
    _, _, fluffy = articles
    _, out, _ = run_cli("--top", "0", str(fluffy))
    assert "Overall" in out and "Top findings" not in out


def test_output_piped_into_head_ends_quietly(articles, tmp_path):
    en, zh, fluffy = articles
    command = (f"{sys.executable} -m scorers.cli --top 50 {en} {zh} {fluffy} {en} | head -1; "
               "echo status=${PIPESTATUS[0]}")
    done = subprocess.run(["bash", "-c", command], capture_output=True, text=True, timeout=300)
    assert done.stdout.splitlines()[0].endswith("[en]")
    assert done.stdout.splitlines()[-1] == "status=141"
    assert "Traceback" not in done.stderr and "BrokenPipeError" not in done.stderr


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-16-le", "gb18030"])
def test_reads_common_encodings(tmp_path, encoding):
    path = tmp_path / f"{encoding}.md"
    path.write_bytes(texts.ZH_ARTICLE.encode(encoding))
    status, out, err = run_cli("--json", str(path))
    assert status == 0, err
    data = json.loads(out)
    assert data["lang"] == "zh" and data["overall"] >= 80


def test_query_and_lang_options(articles):
    en, _, _ = articles
    _, out, _ = run_cli("--json", "--query", "weather model forecast", "--lang", "en", str(en))
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


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_progress_bar_only_on_a_terminal_and_never_in_the_output(articles):
    en, zh, fluffy = articles
    out, err = io.StringIO(), Terminal()
    assert main(["--format", "csv", str(en), str(zh), str(fluffy)], stdout=out, stderr=err) == 0
    assert "0/3 [" in err.getvalue() and "file/s]" in err.getvalue()
    assert "\rgeo-writer-score: 3 files in" in err.getvalue()  # the bar was cleared first
    assert "%|" not in out.getvalue() and len(out.getvalue().splitlines()) == 4
    status, out, err = run_cli("--format", "csv", str(en), str(zh), str(fluffy))
    assert status == 0 and "%|" not in err and "file/s" not in err
    err = Terminal()
    main(["--no-progress", str(en), str(zh)], stdout=io.StringIO(), stderr=err)
    assert "%|" not in err.getvalue()
