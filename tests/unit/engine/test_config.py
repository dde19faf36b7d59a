"""A repository's scoring rules: .geo-writer.toml or [tool.geo-writer], for the CLI and the app."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorers import Settings, score
from scorers.cli.config import ConfigError, ConfigFinder, load, scoring_for_document
from tests.support import texts
from tests.support.cli import run_cli


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def run(*args: str) -> tuple[int, str, str]:
    return run_cli("--jobs", "1", *args)  # one worker: the rules, not the pool, are tested


TEAM_RULES = """\
min-score = 60
exclude = ["drafts/"]

[weights]
facts = 3

[folders."news"]
min-score = 95

[folders."news/zh"]
lang = "zh"

[folders."news/zh".min-dimensions]
sources = 100
"""


def test_the_nearest_configuration_upwards_applies(tmp_path):
    write(tmp_path / ".geo-writer.toml", "min-score = 50\n")
    write(tmp_path / "site" / "pyproject.toml", "[project]\nname = 'x'\n")  # passed over
    write(tmp_path / "site" / "blog" / "pyproject.toml",
          "[tool.geo-writer]\nmin-score = 75\n")
    finder = ConfigFinder()
    assert finder.for_file(tmp_path / "site" / "a.md").rules.min_score == 50
    deep = finder.for_file(tmp_path / "site" / "blog" / "2026" / "post.md")
    assert deep.path == tmp_path / "site" / "blog" / "pyproject.toml"
    assert deep.rules.min_score == 75


def test_geo_writer_toml_wins_over_pyproject_in_the_same_folder(tmp_path):
    write(tmp_path / "pyproject.toml", "[tool.geo-writer]\nmin-score = 10\n")
    write(tmp_path / ".geo-writer.toml", "min-score = 20\n")
    assert ConfigFinder().for_file(tmp_path / "a.md").rules.min_score == 20


def test_folder_rules_merge_and_the_deepest_folder_wins(tmp_path):
    config = load(write(tmp_path / ".geo-writer.toml", TEAM_RULES.replace("100", "40")))
    top = config.rules_for(tmp_path / "a.md")
    assert (top.min_score, top.lang, dict(top.weights)) == (60, None, {"facts": 3})
    news = config.rules_for(tmp_path / "news" / "en" / "a.md")
    assert (news.min_score, news.lang) == (95, None)
    zh = config.rules_for(tmp_path / "news" / "zh" / "a.md")
    assert (zh.min_score, zh.lang, dict(zh.min_dimensions)) == (95, "zh", {"sources": 40})
    assert dict(zh.weights) == {"facts": 3}
    assert config.rules_for(tmp_path / "newsletter" / "a.md").min_score == 60


@pytest.mark.parametrize(("text", "message"), [
    ("min_score = 70\n", '"min_score" is not a setting (did you mean "min-score"?)'),
    ("[weights]\nfact = 2\n", ': weights: "fact" is not a dimension (did you mean "facts"?)'),
    ("min-score = 170\n", ": min-score must be between 0 and 100, not 170"),
    ("[folders.news]\nmin-scor = 1\n", ': folders."news"."min-scor" is not a setting (did you'),
    ("lang = 'fr'\n", 'lang must be "en" or "zh"'),
    ("tolerance = 'two'\n", "tolerance must be a number"),
    ("[folders.'../up']\nmin-score = 1\n", "must be a folder below the configuration file"),
    ("min-score = \n", "not valid TOML"),
])
def test_mistakes_are_named_with_the_file_and_the_key(tmp_path, text, message):
    path = write(tmp_path / ".geo-writer.toml", text)
    with pytest.raises(ConfigError) as caught:
        load(path)
    assert str(caught.value).startswith(str(path)) and message in str(caught.value)
    nested = text.replace("[", "[tool.geo-writer.") if text.startswith("[") else text
    in_pyproject = write(tmp_path / "pyproject.toml", "[tool.geo-writer]\n" + nested)
    with pytest.raises(ConfigError) as caught:
        load(in_pyproject)
    assert str(caught.value).startswith(str(in_pyproject))
    assert message.strip(": ") in str(caught.value)


@pytest.fixture
def site(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path / ".geo-writer.toml", TEAM_RULES)
    write(tmp_path / "blog" / "fluffy.md", texts.FLUFFY_EN)
    write(tmp_path / "blog" / "en.md", texts.EN_ARTICLE)
    write(tmp_path / "news" / "en.md", texts.EN_ARTICLE)
    write(tmp_path / "news" / "zh" / "zh.md", texts.ZH_ARTICLE)
    write(tmp_path / "drafts" / "wip.md", "# WIP\n")
    return tmp_path


def test_the_cli_scores_and_gates_each_folder_by_its_rules(site):
    status, out, err = run("--format", "json", ".")
    reports = {r["file"]: r for r in json.loads(out)}
    assert sorted(reports) == ["./blog/en.md", "./blog/fluffy.md", "./news/en.md",
                               "./news/zh/zh.md"]  # drafts/ is excluded by the configuration
    minimum = {"./blog/en.md": 60, "./blog/fluffy.md": 60, "./news/en.md": 95,
               "./news/zh/zh.md": 95}
    expected = [f"geo-writer-score: {name}: overall {r['overall']} is "
                f"{minimum[name] - r['overall']} below the minimum {minimum[name]}"
                for name, r in reports.items() if r["overall"] < minimum[name]]
    zh = reports["./news/zh/zh.md"]
    assert zh["lang"] == "zh"
    sources = zh["dimensions"]["sources"]["score"]
    assert sources < 100  # the sample links no source: the floor of news/zh must catch it
    expected.append(f"geo-writer-score: ./news/zh/zh.md: Sources & Authority {sources} is "
                    f"{100 - sources} below its minimum 100")
    assert "./blog/fluffy.md" in " ".join(expected)
    assert sorted(line for line in err.splitlines() if "below" in line) == sorted(expected)
    assert status == 1
    # The configuration's weights: facts counts three times.
    en = reports["./blog/en.md"]
    assert en["overall"] == score(texts.EN_ARTICLE,
                                  settings=Settings.with_weights({"facts": 3})).overall
    dims = {d: v["score"] for d, v in en["dimensions"].items()}
    assert abs(en["overall"] - (2 * dims["facts"] + sum(dims.values())) / 7) <= 0.5


def test_the_cli_options_override_the_configuration(site):
    status, _, err = run("--min-score", "10", "blog", "news/en.md")
    assert status == 0, err
    status, out, _ = run("--no-config", "--json", "drafts/wip.md", "blog/en.md")
    assert status == 0 and len(out.splitlines()) == 2
    plain = json.loads(out.splitlines()[1])["overall"]
    assert plain == score(texts.EN_ARTICLE).overall


def test_an_explicit_config_file_applies_to_every_file(site, tmp_path_factory):
    other = write(tmp_path_factory.mktemp("elsewhere") / "rules.toml", "min-score = 99\n")
    status, _, err = run("--config", str(other), "blog/en.md")
    assert status == 1 and "below the minimum 99" in err


def test_a_broken_configuration_stops_the_cli_with_its_reason(site):
    write(site / "news" / ".geo-writer.toml", "[weights]\nfacts = -1\n")
    status, out, err = run("news/en.md")
    assert status == 2 and out == ""
    assert err == (f"geo-writer-score: {site / 'news' / '.geo-writer.toml'}: "
                   "weights.facts must be at least 0, not -1\n")


def test_the_app_scores_a_document_under_a_configuration_by_its_rules(site):
    preferences = Settings.with_weights({"clarity": 5}, ui_lang="zh")
    chosen = scoring_for_document(site / "news" / "zh" / "zh.md", preferences)
    assert chosen.source == site / ".geo-writer.toml"
    assert chosen.lang == "zh"
    assert chosen.settings == Settings.with_weights({"facts": 3}, ui_lang="zh")
    outside = scoring_for_document(site.parent / "elsewhere.md", preferences)
    assert outside.source is None and outside.settings == preferences and outside.lang is None
    untitled = scoring_for_document(None, preferences)
    assert untitled.settings == preferences


def test_the_app_ignores_a_broken_configuration_and_says_why(site):
    write(site / ".geo-writer.toml", "weights = 3\n")
    chosen = scoring_for_document(site / "blog" / "en.md", Settings())
    assert chosen.settings == Settings() and chosen.source is None
    assert "weights must be a table" in chosen.error
