"""Structure on short pages: a page of bare headings, or of headings over nothing,
earns no structure from them."""

from __future__ import annotations

import pytest

from scorers import Engine

EN_BARE = "# Sourdough guide\n\n## Starter\n\n## Flour\n\n## Proving\n\n## Baking\n\n## Storing\n"
ZH_BARE = "# 酸面包指南\n\n## 酸面种\n\n## 面粉\n\n## 发酵\n\n## 烘烤\n\n## 保存\n"


@pytest.mark.parametrize("bare", [EN_BARE, ZH_BARE], ids=["en", "zh"])
def test_bare_headings_earn_no_structure(bare):
    report = Engine().score(bare)
    assert report.score("structure") <= 55
    hollow = [f for f in report.findings if f.check == "thin_sections"]
    assert len(hollow) == 5  # each heading over nothing is marked


@pytest.mark.parametrize("bare", [EN_BARE, ZH_BARE], ids=["en", "zh"])
def test_a_parent_heading_over_filled_subsections_is_not_hollow(bare):
    filled = bare.replace("## Starter\n", "## Starter\n\n### Feeding\n\nFeed it 50 g of flour "
                          "and 50 g of water each day.\n").replace(
        "## 酸面种\n", "## 酸面种\n\n### 喂养\n\n每天喂 50 克面粉和 50 克水。\n")
    report = Engine().score(filled)
    hollow = [filled[f.start:f.end] for f in report.findings if f.check == "thin_sections"]
    assert "Starter" not in hollow and "酸面种" not in hollow
    assert len(hollow) == 4
