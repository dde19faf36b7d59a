"""Key terms are named as the article writes them ("AI", not "ai"), in both languages."""

from __future__ import annotations

from scorers import score
from scorers.term_case import as_written
from tests.helpers import check


def test_terms_keep_the_writers_spelling():
    assert as_written("The GPU and the gpu. GPU wins.", ["gpu", "训练"]) == ["GPU", "训练"]
    assert as_written("nothing here", ["absent"]) == ["absent"]


def test_the_key_term_message_keeps_case_in_a_chinese_article():
    text = ("# AI 模型训练透明化\n\n" + "AI 模型训练公开了训练数据和 AI 代码。" * 3 + "\n\n"
            "## AI 训练细节\n\n" + "团队公开 AI 模型的训练曲线，训练成本为 120 万美元。" * 4 + "\n")
    message = check(score(text), "extractability", "key_terms").text("zh")
    assert "AI" in message and "ai" not in message
