"""A list of deep links under a label that says they are the article's sources
("Sources:", "Data sources used in this article:", "## Resources", "## See also",
数据来源, 相关资源, 延伸阅读, 了解更多) is a list of sources, whether the label is a
heading or a line; only a list that points the reader to other posts (related posts,
往期推荐, more articles, video replays) is navigation and counts nothing."""

from __future__ import annotations

import pytest

from scorers import score
from tests.support.helpers import check
from tests.unit.trust.articles import EN_HONEST, ZH_HONEST

_LINKS_EN = ("- [Flour moisture survey 2025](https://grainlab.org/reports/flour-moisture-2025)\n"
             "- [Starter temperature trial](https://bakescience.net/trials/starter-temperature)\n"
             "- [Rye fermentation guide](https://millers-guild.org.uk/guides/rye-fermentation)\n")
_LINKS_ZH = ("- [2025 年面粉含水量调查](https://grainlab.org/reports/flour-moisture-2025)\n"
             "- [酸面种温度试验](https://bakescience.net/trials/starter-temperature)\n"
             "- [黑麦发酵指南](https://millers-guild.org.uk/guides/rye-fermentation)\n")


def _citations(text: str) -> float:
    return check(score(text), "sources", "citations").value


@pytest.mark.parametrize(("honest", "label", "links"), [
    (EN_HONEST, "## References", _LINKS_EN),
    (EN_HONEST, "Sources:", _LINKS_EN),
    (EN_HONEST, "Data sources used in this article:", _LINKS_EN),
    (EN_HONEST, "## Resources", _LINKS_EN),
    (EN_HONEST, "## See also", _LINKS_EN),
    (EN_HONEST, "Further reading:", _LINKS_EN),
    (ZH_HONEST, "数据来源：", _LINKS_ZH),
    (ZH_HONEST, "## 参考资料", _LINKS_ZH),
    (ZH_HONEST, "## 相关资源", _LINKS_ZH),
    (ZH_HONEST, "## 其他资源", _LINKS_ZH),
    (EN_HONEST, "## Other resources", _LINKS_EN),
    (ZH_HONEST, "延伸阅读：", _LINKS_ZH),
    (ZH_HONEST, "了解更多：", _LINKS_ZH),
])
def test_deep_links_under_a_sources_label_count_as_sources(honest, label, links):
    assert _citations(f"{honest}\n{label}\n\n{links}") > _citations(honest) + 1


@pytest.mark.parametrize(("honest", "label", "links"), [
    (EN_HONEST, "## Related posts", _LINKS_EN),
    (EN_HONEST, "More articles:", _LINKS_EN),
    (EN_HONEST, "Watch the replays:", _LINKS_EN),
    (ZH_HONEST, "往期推荐：", _LINKS_ZH),
    (ZH_HONEST, "## 相关文章", _LINKS_ZH),
    (ZH_HONEST, "视频回顾：", _LINKS_ZH),
])
def test_a_list_pointing_to_other_posts_still_counts_nothing(honest, label, links):
    assert _citations(f"{honest}\n{label}\n\n{links}") == _citations(honest)


@pytest.mark.parametrize(("honest", "label", "links"), [
    (ZH_HONEST, "## 准备资料", _LINKS_ZH),
    (ZH_HONEST, "## 学习资料", _LINKS_ZH),
    (EN_HONEST, "## Notes from the road", _LINKS_EN),
    (EN_HONEST, "## Cluster resources", _LINKS_EN),
])
def test_a_heading_that_only_holds_a_sources_word_is_no_references_heading(honest, label, links):
    # 准备资料 is "materials to prepare", not 参考资料: a bare list of links under it is a
    # list of links like any other, and counts nothing.
    assert _citations(f"{honest}\n{label}\n\n{links}") == _citations(honest)
    references = "## 参考资料" if honest is ZH_HONEST else "## References"
    assert _citations(f"{honest}\n{references}\n\n{links}") > _citations(honest) + 1
