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
