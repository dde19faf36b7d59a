"""What a link or a citation is worth: a page a reader can follow counts, a home page, a
referral link or a name alone does not."""

from __future__ import annotations

import pytest

from scorers import score
from scorers.analysis.attribution import bracket_citations
from scorers.analysis.links import classify
from scorers.analysis.sourcing import tally_sources
from tests.support.helpers import check
from tests.unit.trust.articles import EN_HONEST, ZH_HONEST


@pytest.mark.parametrize(("url", "kind"), [
    ("https://www.harvard.edu/", "home"),
    ("https://www.nature.com", "home"),
    ("mit.edu", "home"),
    ("https://www.tsinghua.edu.cn/zh-cn/", "home"),
    ("https://www.pku.edu.cn/index.htm", "home"),
    ("https://www.nature.com/articles/s41564-020-0742-5", "external"),
    ("https://doi.org/10.1145/3580305.3599766", "external"),
    ("https://pkg.go.dev/io", "external"),
    ("https://flowus.example-notes.cn/?promotionChannel=WX_01", "referral"),
    ("https://shop.site.co/b2?aff=blog22", "referral"),
    ("https://app.site.io/signup?invite_code=K9", "referral"),
    ("https://news.site.org/2024/a?utm_source=x&utm_medium=social", "tracking"),
    ("notes.md", "own"),
    # A person's profile and a chat's invitation back no claim either.
    ("https://bsky.app/profile/baker.example-free.net", "home"),
    ("https://discord.gg/sourdough", "home"),
    ("https://t.me/sourdough_club", "home"),
    ("https://discord.com/invite/k9sourdough", "home"),
    ("https://discord.com/blog/how-discord-stores-messages", "external"),
])
def test_links_are_classified_by_what_a_reader_finds_there(url, kind):
    assert classify(url).kind == kind


def test_only_pages_count_as_distinct_sources():
    tally = tally_sources([
        ("https://www.harvard.edu/", "Harvard"), ("https://www.mit.edu", "MIT"),
        ("https://shop.site.co/b2?aff=blog22", "buy"),
        ("https://www.nature.com/articles/s41564-020-0742-5", "starters from 14 countries"),
    ], [])
    assert (tally.distinct, tally.value, tally.home, tally.referral) == (1, 1.0, 2, 1)


def test_a_footnote_counts_when_it_holds_an_address_and_not_for_a_name_alone():
    body = ("# Starters\n\nA starter doubles in 4 to 8 hours at 24 °C.[^1] Whole grain flour "
            "wakes it up faster.[^2]\n\n" + "Feed it, watch it rise, and bake. " * 12 + "\n\n")
    named = body + "[^1]: Stanford study, 2024.\n[^2]: King Arthur Baking, 2025.\n"
    doi = body + ("[^1]: Landis et al. (2021), eLife 10:e61644, doi:10.7554/eLife.61644.\n"
                  "[^2]: King Arthur Baking, 2025.\n")
    assert check(score(named), "sources", "citations").value == 0
    assert check(score(doi), "sources", "citations").value == 1


@pytest.mark.parametrize(("text", "lang", "names"), [
    ("It rises 2.4 times more (King Arthur Baking, 2025).", "en", ["King Arthur Baking"]),
    ("Starters vary (Landis et al. 2021, p. 4).", "en", ["Landis et al."]),
    ("Starters vary (see Table 2).", "en", []),
    ("The loaf rose (in 2021).", "en", []),
    ("膨胀高度平均提升 35%（艾瑞咨询，2024）。", "zh", ["艾瑞咨询"]),
])
def test_bracketed_citations_are_found(text, lang, names):
    assert [c.name for c in bracket_citations(text, lang)] == names


@pytest.mark.parametrize("sentence", [
    "系统先从数据库中读取对应的数据，再写入缓存。",
    "这些证据包中包含数据和日志。",
    "参数 `a` 表示并发数，`b` 表示批量大小。",
    "Operator：表示一个原子操作。",
    "Node.js 18 reached end of life (April 2025).",
])
def test_data_symbols_and_dates_are_not_named_sources(sentence):
    text = "# Notes\n\n" + sentence
    assert not [f for f in score(text).findings if f.check == "unlinked_sources"]


_RELATED_EN = ("\n## Related posts\n\n"
               "- [Our rye starter in 2025](https://crumbnotes.net/blog/2025/rye-starter)\n"
               "- [Ten loaves we baked this spring](https://loafdiary.org/posts/ten-loaves)\n"
               "- [Video: a day in our bakery](https://bakerytv.com/watch/bakery-day)\n")
_REFERENCES_EN = _RELATED_EN.replace("## Related posts", "## References")
_RELATED_ZH = ("\n往期推荐：\n\n"
               "- [我们的黑麦酸面种](https://crumbnotes.net/blog/2025/rye-starter)\n"
               "- [今年春天烤的十个面包](https://loafdiary.org/posts/ten-loaves)\n"
               "- [视频：面包房的一天](https://bakerytv.com/watch/bakery-day)\n")


@pytest.mark.parametrize(("honest", "related"), [
    (EN_HONEST, _RELATED_EN), (ZH_HONEST, _RELATED_ZH)])
def test_a_list_of_related_posts_is_not_a_source(honest, related):
    # Links that only point elsewhere ("related posts", 往期推荐) support no claim.
    before, after = score(honest), score(honest + related)
    assert check(after, "sources", "citations").value == check(
        before, "sources", "citations").value
    assert after.overall <= before.overall


def test_the_same_links_under_a_references_heading_are_sources():
    before, after = score(EN_HONEST), score(EN_HONEST + _REFERENCES_EN)
    assert check(after, "sources", "citations").value > check(
        before, "sources", "citations").value + 1


def test_a_link_inside_a_sentence_that_says_something_still_counts():
    with_claim = EN_HONEST.replace(
        "Dried starter keeps for months",
        "Dried starter keeps for at least 6 months "
        "([a 2023 storage trial](https://bakelab.org/trials/dried-starter-2023))")
    assert check(score(with_claim), "sources", "citations").value > check(
        score(EN_HONEST), "sources", "citations").value


def test_a_lone_see_link_is_a_citation_and_a_labelled_video_link_is_not():
    see = EN_HONEST.replace("## Choosing a jar\n", "See [the 2025 starter storage trial]"
                            "(https://bakelab.org/trials/2025-storage).\n\n## Choosing a jar\n")
    video = ZH_HONEST.replace("## 用什么容器\n", "**视频回顾**：[酸面种喂养演示]"
                              "(https://bakerytv.com/watch/starter-feeding)\n\n## 用什么容器\n")
    assert check(score(see), "sources", "citations").value > check(
        score(EN_HONEST), "sources", "citations").value
    assert check(score(video), "sources", "citations").value == check(
        score(ZH_HONEST), "sources", "citations").value


def test_a_well_sourced_article_is_told_its_sources_against_what_it_needs():
    # It read "worth 5.2 of the 3 this article needs" once the sources outnumbered
    # the need: a share of a smaller figure than itself.
    citations = check(score(EN_HONEST + _REFERENCES_EN), "sources", "citations")
    needed = dict(citations.params)["needed"]
    assert citations.value > needed
    said = citations.text("en")
    assert f"worth {citations.value}; this article needs {needed} (" in said
    assert " of the " not in said
