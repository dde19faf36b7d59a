"""Prose extraction, sentence splitting and language detection."""

from __future__ import annotations

import pytest

from scorers.language import detect as language
from scorers.language import sentences
from scorers.markup.inline import strip_markup


def test_markup_is_blanked_but_offsets_are_kept():
    source = "See [the report](https://x.org/2024/a1) and `v1.2` or **2025**, www.a.com/9."
    markup = strip_markup(source, "paragraph")
    assert len(markup.prose) == len(source)
    assert "the report" in markup.prose
    assert "x.org" not in markup.prose and "2024" not in markup.prose
    assert "v1.2" not in markup.prose
    assert "2025" in markup.prose and "**" not in markup.prose
    assert [url for _, _, url in markup.links] == ["https://x.org/2024/a1", "www.a.com/9."]


def test_heading_list_quote_and_table_markers_are_not_prose():
    assert strip_markup("## Why 42?", "heading").prose.strip() == "Why 42?"
    assert strip_markup("12. Item text", "list_item").prose.strip() == "Item text"
    assert strip_markup("> > nested quote", "quote").prose.strip() == "nested quote"
    table = strip_markup("| a | b |\n|---|---|\n| 1 | 2 |", "table").prose
    assert "|" not in table and "-" not in table and "1" in table


def test_footnotes_and_code_blocks():
    markup = strip_markup("A claim.[^3]", "paragraph")
    assert markup.footnotes == [(8, 12)]
    assert strip_markup("```\nx = 2024\n```", "code").prose.strip() == ""


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("Dr. Smith shipped v1.2.3 on Jan. 5. It cost $3.5 million! Why? E.g. this.",
     "en", ["Dr. Smith shipped v1.2.3 on Jan. 5.", "It cost $3.5 million!", "Why?",
            "E.g. this."]),
    ("Visit example.com today. Pi is 3.14 exactly.", "en",
     ["Visit example.com today.", "Pi is 3.14 exactly."]),
    ("模型参数为 535B。训练耗时 3.5 个月！效果如何？还不清楚……但值得关注；后续再看",
     "zh", ["模型参数为 535B。", "训练耗时 3.5 个月！", "效果如何？", "还不清楚……",
            "但值得关注；", "后续再看"]),
    ("他说：“这很重要。”随后离开。", "zh", ["他说：“这很重要。”", "随后离开。"]),
])
def test_sentences(text, lang, expected):
    assert [text[s:e] for s, e in sentences.split(text, lang)] == expected


def test_language_detection_weighs_words_not_letters():
    assert language.detect("Percy Liang 公开训练 535B 参数的 GPT 模型，部署在 WandB 上。") == "zh"
    assert language.detect("The model was trained on 2,048 GPUs.") == "en"
    assert language.detect("12345 !!!", default="zh") == "zh"
    assert language.normalise("zh-CN") == "zh" and language.normalise("EN_us") == "en"
    with pytest.raises(ValueError):
        language.normalise("fr")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_an_english_blocks_length_is_its_sentences_lengths_added_up(lang):
    # The analysis measures English prose by adding up its sentences' lengths (only white
    # space lies between them): that must be the block's own count of words and numbers.
    from scorers import Engine
    from scorers.analysis.sentence_reading import unit_length
    from tests.benchmarks.docgen import generate
    from tests.support.texts import EN_ARTICLE

    text = EN_ARTICLE + "\n\n" + generate(lang, 3000) + "\n\nOdd  spacing…  3.5x (v2)!\n" \
        "- It said “9 to 5.”   Then 12,000 more.\n\n> 1.5. A quote, 2 lines\n> long.\n"
    engine = Engine()
    engine.score(text)
    english = [(it.block, it.a) for it in engine.view(text).items
               if it.a.lang == "en" and it.a.sentences]
    assert len(english) > 10
    for block, analysis in english:
        assert analysis.length == unit_length(strip_markup(block.text, block.kind).prose, "en")


def test_a_space_written_as_an_entity_parts_two_sentences():
    # Imported posts write "&nbsp;" between sentences; read as text it joined them.
    source = "It moved the workloads.&nbsp;This migration took 3 months."
    plain = strip_markup(source, "paragraph").prose
    assert len(plain) == len(source)  # offsets kept
    assert "&" not in plain
    assert len(sentences.split(plain, "en")) == 2
    assert strip_markup("R&amp;D costs rose.", "paragraph").prose == "R&amp;D costs rose."
