"""A quote reads as the page shows it: no piece of a link's markup, no entity, no space
left where a link's brackets were; its offsets stay the source's."""

from __future__ import annotations

import pytest

from scorers.answers.plain import rendered
from tests.unit.answers.helpers import ask, quoted


@pytest.mark.parametrize(("source", "shown"), [
    # A sentence that starts inside a link's text.
    ("Slow hashing schemes](#slow-hashing) such as scrypt resist guessing.",
     "Slow hashing schemes such as scrypt resist guessing."),
    ("提交页面](https://example.org/submit) 上按照默认格式填写。", "提交页面上按照默认格式填写。"),
    ("It runs on Nomad&nbsp;", "It runs on Nomad"),
    ("Tom &amp; Jerry use &lt;div&gt; tags.", "Tom & Jerry use <div> tags."),
    ("Instead of [md5](https://example.org/md5), use [scrypt](https://example.org/s).",
     "Instead of md5, use scrypt."),
    ("The tools are listed [here](https://example.org/tools).", "The tools are listed here."),
    ("The tools are listed [here][tools].", "The tools are listed here."),
    ("详见论文（[arXiv:1234.56789](https://arxiv.org/abs/1234.56789)）。",
     "详见论文（arXiv:1234.56789）。"),
    ("Read [Go](https://example.org/wiki/Go_(game) \"Go\") first.", "Read Go first."),
    # A link's text holding brackets of its own.
    ("See [[RFC] Loom themes](https://example.org/rfc) for details.",
     "See [RFC] Loom themes for details."),
    # Emphasis leaves no space where its markers were; underscores in a word stay.
    ("A pepper is **shared between stored hashes**, rather than *unique* like a salt.",
     "A pepper is shared between stored hashes, rather than unique like a salt."),
    ("Name files in snake_case_names.", "Name files in snake_case_names."),
])
def test_a_quote_shows_no_markup(source, shown):
    assert rendered(source) == shown


def test_the_quoted_link_sentence_is_shown_clean_and_selects_its_source():
    text = ("# Hashing passwords\n\n## Which hash should I use?\n\n"
            "Instead of [md5](https://example.org/md5), use [scrypt](https://example.org/s) "
            "for every stored password.\n")
    answer = ask(text, "Which hash should I use for a stored password?")
    assert answer.best.quote == "Instead of md5, use scrypt for every stored password."
    assert quoted(text, answer).startswith("Instead of [md5](")


def test_a_lead_in_is_quoted_with_its_list():
    text = ("# Handlooms\n\n## Why weavers like handlooms\n\nWeavers like handlooms "
            "because they bring real benefits, such as:\n\n- **Quiet work**: no motor hums "
            "in the room.\n- Cheap repairs: a broken heddle costs a few cents.\n")
    answer = ask(text, "What are the benefits of handlooms?")
    quote = answer.best.quote
    assert quote.startswith("Weavers like handlooms because")
    assert "Quiet work: no motor hums in the room." in quote
    assert "Cheap repairs" in quote and "**" not in quote and "- " not in quote
    assert quoted(text, answer).endswith("a few cents.")
    assert answer.advice == "answers.advice.ok"


def test_a_figure_given_only_in_a_table_row_is_quoted_as_its_cells():
    # The plan's price is stated in the table alone: the row is the answer, shown without
    # its pipes, and the card does not ask for a figure the table already gives.
    text = ("# Hosting plans\n\n## Prices\n\nWe offer two plans for small teams.\n\n"
            "| Plan | Monthly price |\n|---|---|\n| Starter | $5 |\n| Team plan | $40 |\n")
    answer = ask(text, "What is the monthly price of the team plan?")
    assert quoted(text, answer) == "| Team plan | $40 |"
    assert answer.best.quote == "Team plan · $40"
    assert answer.advice == "answers.advice.ok"


def test_a_chinese_table_row_answers_a_how_long_question():
    text = ("# 项目计划\n\n## 进度\n\n我们把项目分成三个阶段推进。\n\n"
            "| 阶段 | 周期 |\n|---|---|\n| 设计阶段 | 约2周 |\n| 开发周期 | 约3个月 |\n")
    answer = ask(text, "开发周期多长？")
    assert answer.best.quote == "开发周期 · 约3个月"
    assert answer.advice == "answers.advice.ok"
