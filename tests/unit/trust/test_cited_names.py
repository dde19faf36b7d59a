"""A source that is named and not linked is shown to the writer by the name they wrote:
the whole study, report or institution ("a 2024 Stanford study", 斯坦福大学 2024 年的一项研究,
艾瑞咨询 2024 年报告), never a cut-off piece of it ("a", 斯坦福大学 2024 年的一项)."""

from __future__ import annotations

import pytest

from scorers import score
from tests.unit.trust.articles import EN_HONEST, ZH_HONEST


def _named(honest: str, sentence: str) -> list[str]:
    anchor = "## Summary\n" if honest is EN_HONEST else "## 小结\n"
    report = score(honest.replace(anchor, f"{anchor}\n{sentence}\n", 1))
    return [f.text("en") for f in report.findings if f.message == "sources.unlinked.mark"]


@pytest.mark.parametrize(("honest", "sentence", "name"), [
    (EN_HONEST, "According to a 2024 Stanford study, 73% of bakers cut their flour bill by "
                "a third.", "a 2024 Stanford study"),
    # Linked to a home page, it is still unlinked: the name is the link's words.
    (EN_HONEST, "According to a [2024 Stanford study](https://www.stanford.edu/), 73% of "
                "bakers cut their flour bill by a third.", "a 2024 Stanford study"),
    (ZH_HONEST, "据斯坦福大学 2024 年的一项研究，73% 的烘焙爱好者把面粉开销降低了三分之一。",
     "斯坦福大学 2024 年的一项研究"),
    (ZH_HONEST, "据[斯坦福大学 2024 年的一项研究](https://www.stanford.edu/)，73% 的烘焙爱好者"
                "把面粉开销降低了三分之一。", "斯坦福大学 2024 年的一项研究"),
    (ZH_HONEST, "据艾瑞咨询 2024 年报告，40% 的家庭烘焙者养着酸面种。", "艾瑞咨询 2024 年报告"),
    (ZH_HONEST, "据烘焙协会报道，40% 的家庭烘焙者养着酸面种。", "烘焙协会"),
])
def test_an_unlinked_source_is_shown_by_its_whole_name(honest, sentence, name):
    assert any(f'"{name}" is named but not linked' in text
               for text in _named(honest, sentence)), _named(honest, sentence)


def test_a_speaker_is_named_without_the_words_that_join_them_to_the_sentence():
    # "《烘焙周刊》的编辑玛丽亚·洛佩斯说" names 编辑玛丽亚·洛佩斯: the 的 is the sentence's.
    found = _named(ZH_HONEST, "一位读者问起时，《烘焙周刊》的编辑玛丽亚·洛佩斯说，"
                              "每天喂养的酸面种发得更快。")
    assert any('"编辑玛丽亚·洛佩斯" is named but not linked' in text for text in found), found
    assert not any("的编辑" in text for text in found), found


@pytest.mark.parametrize("sentence", [
    "据作者介绍，这个配方在 2024 年的三次试烤中都成功了。",
    "据原作者介绍，这个配方在 2024 年的三次试烤中都成功了。",
])
def test_the_writer_is_no_source_to_link(sentence):
    # 据作者介绍 ("according to the author") is the writer speaking, not a name to cite.
    assert not any("作者" in text for text in _named(ZH_HONEST, sentence))
