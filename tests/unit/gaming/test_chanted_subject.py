"""A paragraph that chants the title's own key term — a handful of varied short sentences
that each name it, said over and over — is keyword stuffing, though an article may name
its subject more often than any other word: it lowers the overall score by at least 5
and the finding names the term, in Chinese as in English."""

from __future__ import annotations

import pytest

from scorers import Engine
from tests.unit.gaming.texts import EN_ARTICLE, ZH_ARTICLE

ZH_CHANT = "".join(["厨余是宝藏。厨余改变花园。厨余越来越受欢迎。厨余无处不在。厨余值得珍惜。"
                    "厨余滋养土壤。"] * 4)
EN_CHANT = " ".join(["Composting is the future. Composting changes gardens. Composting keeps "
                     "growing. Composting is everywhere. Composting earns trust. Composting "
                     "leads the way."] * 4)
# Said once, not over and over, and with other things between the mentions.
ZH_VARIED = ("堆肥的温度说明了箱子里发生的事情：五十度以上说明微生物正忙，降到室温说明材料已经"
             "分解得差不多。翻堆会让温度再升一次，如果不再升温，堆肥就快腐熟了。")


@pytest.mark.parametrize(("article", "chant", "term"), [(ZH_ARTICLE, ZH_CHANT, "厨余"),
                                                        (EN_ARTICLE, EN_CHANT, "composting")])
def test_a_paragraph_chanting_the_title_term_is_stuffing(article, chant, term):
    before = Engine().score(article)
    after = Engine().score(article + "\n" + chant + "\n")
    assert after.overall <= before.overall - 5
    assert "keyword_stuffing" in [g.id for g in after.gates]
    check = next(c for c in after.dimension("extractability").checks
                 if c.id == "keyword_stuffing")
    assert term in check.text("en").lower() and not check.text("en").startswith("No keyword")


def test_a_paragraph_about_the_title_term_is_not_stuffing():
    report = Engine().score(ZH_ARTICLE + "\n" + ZH_VARIED + "\n")
    assert "keyword_stuffing" not in [g.id for g in report.gates]
