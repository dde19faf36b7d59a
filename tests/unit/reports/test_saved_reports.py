"""Reports kept on disk as JSON data and read back exactly; nothing else is ever read."""

from __future__ import annotations

import json
import stat

import pytest

from scorers import Report, Settings, TextStatistics, text_statistics
from scorers.answers import Questions
from scorers.report import report_json
from scorers.report.saved_reports import SavedReports
from tests.benchmarks.docgen import generate

QUESTIONS = {
    "en": Questions(("What did the survey measure?", "How much did the lab spend?"), mine=True),
    "zh": Questions(("调查团队测量了什么？", "实验室花费了多少？"), mine=True),
}
TEXTS = {
    "empty": "",
    "short": "# A title\n\nIn 2024 the survey asked 9,648 developers.",
    "stuffed": "# Best shoes\n\n" + "Best shoes best shoes cheap best shoes. " * 40,
}


@pytest.fixture(scope="module")
def reports(engine_factory) -> dict[str, Report]:
    out = {name: engine_factory().score(text) for name, text in TEXTS.items()}
    for lang in ("en", "zh"):
        out[lang] = engine_factory().score(generate(lang, 2000), questions=QUESTIONS[lang])
    return out


@pytest.mark.parametrize("name", ["en", "zh", "empty", "short", "stuffed"])
def test_a_report_comes_back_equal_through_json(reports, name):
    report = reports[name]
    data = json.loads(json.dumps(report_json.to_data(report)))
    back = report_json.from_data(Report, data)
    assert back == report
    # Equal down to what a reader sees, in both interface languages.
    assert back.to_dict("zh") == report.to_dict("zh")
    assert json.dumps(back.to_dict()) == json.dumps(report.to_dict())


def test_the_real_reports_hold_what_the_round_trip_must_carry(reports):
    assert reports["en"].answers is not None and reports["en"].answers.questions
    assert reports["zh"].lang == "zh" and reports["zh"].findings
    assert reports["stuffed"].gates and reports["empty"].empty


@pytest.mark.parametrize("data", [
    None, 1, "report", [], {"tuple": []},
    ["en", 50, {"tuple": []}, {"tuple": []}, {"tuple": []}],  # a field short
])
def test_data_of_another_shape_is_refused(data):
    with pytest.raises(ValueError):
        report_json.from_data(Report, data)


def test_a_tampered_value_is_refused_not_used(reports):
    data = report_json.to_data(reports["en"])
    data[1] = "100"  # the overall score as a string
    with pytest.raises(ValueError):
        report_json.from_data(Report, data)
    data = report_json.to_data(reports["en"])
    data[2] = {"tuple": [["os.system", "echo"]]}  # a dimension of the wrong shape
    with pytest.raises(ValueError):
        report_json.from_data(Report, data)


def test_saved_reports_are_found_by_text_and_how_it_was_scored(tmp_path, reports):
    saved = SavedReports(tmp_path / "reports")
    text = generate("en", 2000)
    stats = text_statistics(text)
    key = SavedReports.key(text, repr(Settings()), repr(QUESTIONS["en"]))
    assert saved.load(key) is None
    assert saved.save(key, reports["en"], stats)
    assert saved.load(key) == (reports["en"], stats)
    assert isinstance(saved.load(key)[1], TextStatistics)
    # Another text, other settings or other questions: another name, nothing found.
    assert SavedReports.key(text + "x", repr(Settings()), repr(QUESTIONS["en"])) != key
    assert SavedReports.key(text, repr(Settings(ui_lang="zh")), repr(QUESTIONS["en"])) != key
    assert SavedReports.key(text, repr(Settings()), repr(QUESTIONS["zh"])) != key


def test_the_folder_is_private_and_files_are_the_users_alone(tmp_path, reports):
    folder = tmp_path / "reports"
    saved = SavedReports(folder)
    assert saved.save("k" * 64, reports["short"], text_statistics(TEXTS["short"]))
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    (path,) = folder.glob("*.json")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_folder_others_can_write_is_narrowed_or_not_used(tmp_path, reports):
    folder = tmp_path / "reports"
    folder.mkdir()
    folder.chmod(0o777)
    saved = SavedReports(folder)
    assert saved.save("a" * 64, reports["short"], text_statistics(TEXTS["short"]))
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    link = tmp_path / "elsewhere"
    link.symlink_to(folder)
    assert not SavedReports(link).save("b" * 64, reports["short"],
                                       text_statistics(TEXTS["short"]))


@pytest.mark.parametrize("content", [b"", b"\x80\x81 not json", b"[]", b'{"format": "x"}',
                                     b'{"format": "geo-writer-report", "engine": "other"}'])
def test_a_damaged_or_foreign_file_is_not_there(tmp_path, reports, content):
    saved = SavedReports(tmp_path / "reports")
    key = "c" * 64
    assert saved.save(key, reports["short"], text_statistics(TEXTS["short"]))
    (tmp_path / "reports" / f"{key}.json").write_bytes(content)
    assert saved.load(key) is None
    # Removed, so that the next live report is kept in its place.
    assert saved.save(key, reports["short"], text_statistics(TEXTS["short"]))
    assert saved.load(key) == (reports["short"], text_statistics(TEXTS["short"]))


def test_a_file_saved_by_other_engine_code_is_not_shown(tmp_path, reports, monkeypatch):
    saved = SavedReports(tmp_path / "reports")
    key = "d" * 64
    assert saved.save(key, reports["short"], text_statistics(TEXTS["short"]))
    from scorers.report import saved_reports

    monkeypatch.setattr(saved_reports, "engine_version", lambda: "0+another")
    assert saved.load(key) is None


def test_a_report_saved_again_under_its_key_is_not_written_again(tmp_path, reports):
    saved = SavedReports(tmp_path / "reports")
    key = "e" * 64
    stats = text_statistics(TEXTS["short"])
    assert saved.save(key, reports["short"], stats)
    path = tmp_path / "reports" / f"{key}.json"
    written = path.read_bytes()
    assert saved.save(key, reports["stuffed"], stats)  # the key names the content: kept
    assert path.read_bytes() == written
    assert saved.load(key) == (reports["short"], stats)
