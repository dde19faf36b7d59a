"""Key terms are named as the article writes them ("AI", not "ai")."""

from __future__ import annotations

from scorers import score
from tests.support.helpers import check


def test_the_key_term_message_keeps_case_in_a_chinese_article():
    section = ("团队在 2024 年公开了 AI 模型的训练曲线，训练成本为 120 万美元。"
               "研究人员表示，AI 模型训练的数据和代码全部开放，训练过程持续 3 个月。") * 4
    text = ("# AI 模型训练透明化\n\n" + section + "\n\n## AI 训练细节\n\n" + section
            + "\n\n## AI 模型的成本\n\n" + section + "\n")
    message = check(score(text), "extractability", "key_terms").text("zh")
    assert "AI" in message and "ai" not in message
