"""Unverifiable support does not lift a SHORT draft either.

A draft too short to judge is pulled towards 50 until it has enough distinct content
words. Words a reader cannot follow — a figure whose only support is a name with no
link, a "(Name, year)" citation, links to home pages invoked as authority — must not
relax that pull, nor add Facts. The pull is about having enough to judge, not a penalty
on content: an honest sentence of the same length, a figure with no source at all, the
same figures linked to their pages, and a product linked to its home page still lift it.
"""

from __future__ import annotations

import pytest

from scorers import score
from tests.unit.gaming.texts import EN_SHORT, ZH_SHORT
from tests.unit.trust.articles import EN_EDITS, ZH_EDITS
from tests.unit.trust.test_gaming import _in_short_draft

DRAFTS = {"en": EN_SHORT, "zh": ZH_SHORT}


def _added(edit: tuple[str, str, str], which: int) -> str:
    """What an edit of the trust articles adds next to its anchor, as a paragraph."""
    return edit[which].replace(edit[0], "", 1).strip()


#: (lang, kind, the unverifiable paragraph, the same support linked to its page)
GAMED = [
    ("en", "unlinked study", _added(EN_EDITS[0], 1), _added(EN_EDITS[0], 2)),
    ("en", "name and year", _added(EN_EDITS[1], 1), _added(EN_EDITS[1], 2)),
    ("en", "home pages", _added(EN_EDITS[3], 1), _added(EN_EDITS[3], 2)),
    ("en", "figure on a home page",
     "According to [Stanford](https://www.stanford.edu/), 73% of home bakers who feed their "
     "starter daily get a higher rise.",
     "According to [a Stanford survey of home bakers](https://www.stanford.edu/news/2024/"
     "sourdough-survey.html), 73% of home bakers who feed their starter daily get a higher "
     "rise."),
    ("zh", "unlinked report", _added(ZH_EDITS[0], 1), _added(ZH_EDITS[0], 2)),
    ("zh", "name and year", "连续喂两次的酸面种，发酵速度是普通酸面种的 2.4 倍（艾瑞咨询，2025）。",
     "连续喂两次的酸面种，发酵速度是普通酸面种的 2.4 倍（[艾瑞咨询，2025](https://report."
     "iresearch.cn/report/202501/4402.shtml)）。"),
    ("zh", "home pages", _added(ZH_EDITS[2], 1), _added(ZH_EDITS[2], 2)),
    ("zh", "figure on a home page",
     "据[艾瑞咨询](https://www.iresearch.com.cn/)，78% 的家庭烘焙者每天喂养酸面种，"
     "面包膨胀高度平均提升 35%。",
     "据[艾瑞咨询 2024 年家庭烘焙报告](https://report.iresearch.cn/report/202404/4321.shtml)，"
     "78% 的家庭烘焙者每天喂养酸面种，面包膨胀高度平均提升 35%。"),
]
IDS = [f"{lang}-{kind}" for lang, kind, _, _ in GAMED]


@pytest.mark.parametrize(("lang", "kind", "gamed", "linked"), GAMED, ids=IDS)
def test_unverifiable_support_does_not_lift_a_short_draft(lang, kind, gamed, linked):
    draft = DRAFTS[lang]
    before, after = score(draft), score(_in_short_draft(draft, gamed))
    assert before.lang == after.lang == lang
    assert before.state == after.state == "short"
    assert after.confidence <= before.confidence
    assert after.overall <= before.overall + 1
    # Names a reader cannot follow are no checkable named things (Facts rose 68 -> 74
    # from three home pages).
    assert after.score("facts") <= before.score("facts") + 1


@pytest.mark.parametrize(("lang", "kind", "gamed", "linked"), GAMED, ids=IDS)
def test_the_same_support_linked_to_its_page_counts(lang, kind, gamed, linked):
    draft = DRAFTS[lang]
    before = score(draft)
    after = score(_in_short_draft(draft, linked))
    assert after.confidence > before.confidence
    assert after.overall > before.overall


#: Honest sentences, no longer than the unverifiable ones above: plain advice, a figure
#: with no source (unsourced, but writing), a tool linked to its home page (no authority).
HONEST = [
    ("en", "advice", "Whole wheat flour ferments faster than white flour, so a dough made "
                     "with it needs watching an hour earlier."),
    ("en", "figure with no source", "A dough with 30% whole wheat flour rises about an hour "
                                    "faster than one made with white flour alone."),
    ("en", "a tool's home page", "The [Python](https://www.python.org/) language is easy to "
                                 "learn for home bakers who log their rises."),
    ("zh", "advice", "全麦粉比白面粉发酵得更快，所以用全麦粉做的面团要提前一个小时留意，"
                     "以免发过头塌陷。"),
    ("zh", "figure with no source", "加入 30% 全麦粉的面团，比只用白面粉的面团大约早一个小时"
                                    "发好，表面的气泡也更多。"),
]


@pytest.mark.parametrize(("lang", "kind", "honest"), HONEST,
                         ids=[f"{lang}-{kind}" for lang, kind, _ in HONEST])
def test_an_honest_sentence_of_the_same_length_still_lifts_a_short_draft(lang, kind, honest):
    draft = DRAFTS[lang]
    study = next(gamed for g_lang, g_kind, gamed, _ in GAMED
                 if g_lang == lang and g_kind.startswith("unlinked"))
    assert len(honest) <= len(study)
    before, after = score(draft), score(_in_short_draft(draft, honest))
    assert after.state == "short"
    assert after.confidence > before.confidence
    assert after.overall >= before.overall + 1
    gamed = score(_in_short_draft(draft, study))
    assert after.overall > gamed.overall


@pytest.mark.parametrize(("lang", "kind", "gamed", "linked"), GAMED, ids=IDS)
def test_unverifiable_support_is_no_length(lang, kind, gamed, linked):
    """Words that only a name with no link (or a home page) vouches for are no text to
    judge: they do not lengthen a short draft for Length, nor make it long enough for
    the checks that wait for a full article (Section length, Key claims early). Before,
    "According to a 2024 Stanford study, 73% …" lifted Length 45 -> 53 and brought Section
    length and Key claims early to 100."""
    draft = DRAFTS[lang]
    before, after = score(draft), score(_in_short_draft(draft, gamed))

    def check(report, dimension, check_id):
        return next(c.score for c in report.dimension(dimension).checks if c.id == check_id)

    assert check(after, "structure", "length") <= check(before, "structure", "length") + 1
    for dimension, check_id in (("structure", "section_length"),
                                ("extractability", "early_claims")):
        assert (check(after, dimension, check_id) is None) == (
            check(before, dimension, check_id) is None)
