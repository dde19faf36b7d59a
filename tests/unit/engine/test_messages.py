"""Every message the checks use exists in English and is translated in every language's
catalogue, keeping its placeholders, and renders; a language is one catalogue file."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scorers import score
from scorers.report import catalogues, messages
from scorers.report.about import describe
from tests.support import fake_language, texts

_KEY = re.compile(r"\"((?:facts|structure|sources|clarity|extract)\.[a-z_.]+)\"")
_PLACEHOLDER = re.compile(r"\{(\w*)\}")
TRANSLATED = catalogues.languages()[1:]


def _used_keys() -> set[str]:
    root = Path(messages.__file__).parents[1] / "checks"
    return {key for path in root.glob("*.py") for key in _KEY.findall(path.read_text())}


def test_there_is_a_chinese_catalogue():
    assert "zh" in TRANSLATED
    assert messages.ui_languages()[0] == "en"
    assert catalogues.catalogue("zh").locale == "zh_CN"


def test_every_key_the_checks_use_is_in_the_catalogue():
    used = _used_keys()
    assert len(used) > 60
    assert sorted(used - set(messages.CATALOG)) == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_engine_text_is_translated(lang):
    catalogue = catalogues.catalogue(lang)
    missing = [key for key, english in messages.CATALOG.items()
               if catalogue.get(key, english) is None]
    assert missing == [], f"untranslated in scorers/locale/{lang}.po"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_keep_the_placeholders(lang):
    for key, english in messages.CATALOG.items():
        translated = messages.text(key, lang)
        assert sorted(_PLACEHOLDER.findall(translated)) == \
            sorted(_PLACEHOLDER.findall(english)), key


def test_texts_come_in_the_language_asked_for_with_english_for_the_rest():
    assert messages.dimension_label("facts", "zh") == "事实与数据密度"
    assert messages.band_label("needs_work", "zh") == "需改进"
    assert messages.render("structure.levels", "zh", n=2) == "有 2 处标题跳级。"
    assert messages.render("structure.paragraphs.mark", "zh", n=180, unit="chars", limit=150) \
        == "大段文字：180 字（上限 150）。"
    assert messages.render("answers.advice.beaten", "zh", file="a.md", line=3, rank=2,
                           reasons=("answers.reason.terms", "answers.reason.figure")) \
        == "参考段落（a.md 第 3 行）排在你的段落（第 2 名）之前。原因：" \
           "包含更多问题中的词；有具体数字。"
    assert messages.render("structure.levels", "en", n=2) == "Heading levels skipped: 2."
    # A language with no catalogue, and an unknown key
    assert messages.render("structure.levels", "fr", n=2) == "Heading levels skipped: 2."
    assert messages.render("no.such.key", "zh") == "no.such.key"
    assert messages.language_name("zh") == "简体中文"
    assert messages.language_tag("zh") == "zh-CN"
    assert messages.language_tag("en") == "en"


def test_a_text_whose_english_changed_since_it_was_translated_shows_in_english(monkeypatch):
    monkeypatch.setitem(messages.CATALOG, "structure.levels", "Skipped heading levels: {n}.")
    assert messages.render("structure.levels", "zh", n=2) == "Skipped heading levels: 2."


@pytest.mark.parametrize("article", [texts.EN_ARTICLE, texts.ZH_ARTICLE, texts.FLUFFY_EN,
                                     texts.FLUFFY_ZH])
@pytest.mark.parametrize("ui_lang", catalogues.languages())
def test_rendered_texts_have_no_unfilled_placeholders(article, ui_lang):
    data = score(article).to_dict(ui_lang)
    rendered = [c["message"] for d in data["dimensions"].values() for c in d["checks"]]
    rendered += [f["message"] + f["suggestion"] for f in data["findings"]]
    for text in rendered:
        assert not re.search(r"\{[a-z_]+\}", text), text


def test_a_third_language_is_one_catalogue_file(tmp_path, monkeypatch):
    fake_language.use_fake_language(tmp_path / "locale", monkeypatch)
    assert messages.ui_languages() == ("en", *sorted([*TRANSLATED, "xx"]))
    assert messages.language_name("xx") == fake_language.NAME
    assert messages.language_tag("xx") == "xx-XX"
    assert messages.dimension_label("facts", "xx") == fake_language.FACTS
    assert messages.render("facts.fact_free.fix", "xx") == fake_language.FIX
    # What it does not translate is English; a fuzzy entry is not used.
    assert messages.dimension_label("clarity", "xx") == "Clarity"
    catalogue = catalogues.catalogue("xx")
    assert catalogue.translate("WindowActions", "&File") == fake_language.FILE_MENU
    assert catalogue.translate("WindowActions", "&Edit") is None
    assert catalogue.translate("FindBar", "%n replaced", None, 1) == fake_language.REPLACED[0]
    assert catalogue.translate("FindBar", "%n replaced", None, 3) == fake_language.REPLACED[1]
    # Through the engine's report and Help → About the scores too.
    data = score(texts.FLUFFY_EN).to_dict("xx")
    assert data["dimensions"]["facts"]["label"] == fake_language.FACTS
    assert describe("xx")[0].label == fake_language.FACTS
