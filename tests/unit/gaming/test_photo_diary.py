"""Headings over photos are not structure: a personal photo diary (a heading over every
few pictures and a line of text) does not score Structure like a reference article, and
images without alt text are listed."""

from __future__ import annotations

import pytest

from scorers import Engine
from tests.unit.gaming.texts import EN_ARTICLE, EN_DIARY, ZH_ARTICLE, ZH_DIARY


@pytest.mark.parametrize(("diary", "article"), [(EN_DIARY, EN_ARTICLE), (ZH_DIARY, ZH_ARTICLE)])
def test_a_photo_diary_does_not_get_the_structure_of_a_reference_article(diary, article):
    diary_report = Engine().score(diary)
    reference = Engine().score(article)
    assert diary_report.score("structure") < 90
    assert diary_report.score("structure") <= reference.score("structure") - 10
    thin = [f for f in diary_report.findings if f.check == "thin_sections"]
    assert len(thin) >= 10  # each month's heading


@pytest.mark.parametrize("diary", [EN_DIARY, ZH_DIARY])
def test_captioned_text_under_each_heading_lifts_the_finding(diary):
    # The same diary with a real paragraph under each heading is a structured article.
    paragraph = ("This month I kept notes on what worked in the kitchen and what did not, "
                 "with the recipe, the cost of the ingredients in pounds and the time each "
                 "dish took, so that next year I can cook the good ones again. ")
    written = diary.replace("![](", paragraph + "\n\n![](")
    report = Engine().score(written)
    assert not [f for f in report.findings if f.check == "thin_sections"]


def test_images_without_alt_text_are_each_listed():
    text = EN_ARTICLE + "\n![](bin.jpg)\n\n![A 200-litre compost bin in a garden](bin2.jpg)\n"
    report = Engine().score(text)
    bare = [f for f in report.findings if f.check == "image_alt"]
    assert len(bare) == 1 and text[bare[0].start:bare[0].end] == "![](bin.jpg)"
    check = next(c for c in report.dimension("structure").checks if c.id == "image_alt")
    assert check.status != "pass" and "1 of 2" in check.text("en")
    described = Engine().score(text.replace("![](bin.jpg)", "![A garden fork](bin.jpg)"))
    assert described.score("structure") >= report.score("structure")
    assert not [f for f in described.findings if f.check == "image_alt"]


@pytest.mark.parametrize("alt", ["image", "Screenshot 2", "image-20221211130607684",
                                 "IMG_2041.png", "图片", "截图"])
def test_alt_text_that_says_nothing_is_no_alt_text(alt):
    text = EN_ARTICLE + f"\n![{alt}](bin.jpg)\n\n![A 200-litre compost bin in a garden](b.jpg)\n"
    report = Engine().score(text)
    flagged = [text[f.start:f.end] for f in report.findings if f.check == "image_alt"]
    assert flagged == [f"![{alt}](bin.jpg)"]


@pytest.mark.parametrize("alt", ["A compost bin in 2024", "Figure 1: the bin's three layers",
                                 "堆肥箱的三层结构"])
def test_alt_text_that_describes_the_picture_passes(alt):
    text = EN_ARTICLE + f"\n![{alt}](bin.jpg)\n"
    report = Engine().score(text)
    assert not [f for f in report.findings if f.check == "image_alt"]
