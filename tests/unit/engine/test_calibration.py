"""The calibration DESIGN.md asks the scores to hold."""

from __future__ import annotations

import pytest

from scorers import score
from tests.support import texts, texts_trust


def test_seed_like_chinese_article_scores_high():
    report = score(texts.ZH_ARTICLE)
    assert report.lang == "zh"
    assert report.overall >= 80
    assert report.score("facts") >= 90
    assert report.score("structure") >= 85


@pytest.mark.parametrize("name", ["FLUFFY_EN", "FLUFFY_ZH"])
def test_fluffy_unsourced_unstructured_text_scores_low(name):
    report = score(getattr(texts, name))
    assert report.overall < 60
    assert report.band == "needs_work"


@pytest.mark.parametrize(("en_text", "zh_text"), [
    (texts.EN_ARTICLE, texts.ZH_ARTICLE),
    (texts_trust.PLAIN_EN, texts_trust.PLAIN_ZH),
    (texts_trust.CITED_EN, texts_trust.CITED_ZH),
    (texts_trust.QUOTED_EN, texts_trust.QUOTED_ZH),
])
def test_same_article_in_english_and_chinese_lands_within_five_points(en_text, zh_text):
    en, zh = score(en_text), score(zh_text)
    assert en.lang == "en" and zh.lang == "zh"
    assert abs(en.overall - zh.overall) <= 5


def _insert_after_first_paragraph(text: str, addition: str) -> str:
    head, sep, rest = text.partition("\n\n")
    return head + sep + addition + "\n\n" + rest


BASE = texts.FLUFFY_EN


def test_adding_a_statistic_raises_facts():
    better = _insert_after_first_paragraph(
        BASE, "In 2024, forecast errors fell by 18% across 12 national weather services.")
    assert score(better).score("facts") > score(BASE).score("facts")


def test_adding_a_citation_raises_sources():
    better = BASE.replace(
        "studies show that they can be helpful",
        "a 2023 review in [Nature](https://doi.org/10.1038/x) found that they can be helpful")
    assert score(better).score("sources") > score(BASE).score("sources")


def test_adding_a_quotation_raises_sources():
    better = _insert_after_first_paragraph(
        BASE, '"Forecasts a week out are now as good as three-day forecasts were in 1980," '
              "said Maria Lopez, a meteorologist at the University of Reading, [in a talk at "
              "the Royal Meteorological Society](https://www.rmets.org/event/forecast-skill-2024).")
    assert score(better).score("sources") > score(BASE).score("sources")


def test_splitting_a_wall_of_text_under_headings_raises_structure():
    paragraphs = BASE.strip().split("\n\n")
    wall = " ".join(paragraphs) * 2
    structured = "# Weather forecasting today\n\n" + "\n\n".join(
        f"## Part {i + 1}\n\n{p}" for i, p in enumerate(paragraphs * 2))
    assert score(structured).score("structure") > score(wall).score("structure")


@pytest.mark.parametrize("article", [texts.EN_ARTICLE, texts.ZH_ARTICLE])
def test_keyword_stuffing_does_not_raise_the_overall_score(article):
    keyword = "Aurora-70B"
    stuffed_para = " ".join([f"{keyword} weather model {keyword} best {keyword}."] * 8)
    stuffed = _insert_after_first_paragraph(article, stuffed_para)
    assert score(stuffed).overall <= score(article).overall
    # Repeating the keyword inside existing sentences does not help either.
    repeated = article.replace("Aurora-70B", "Aurora-70B Aurora-70B")
    assert score(repeated).overall <= score(article).overall
