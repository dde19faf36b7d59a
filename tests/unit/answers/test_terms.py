"""Question and passage terms meet as people ask: number words kept, question words
dropped, word forms and jieba's cuts brought together."""

from __future__ import annotations

import pytest

from scorers import Engine
from tests.unit.answers.helpers import ask, quoted


@pytest.fixture(scope="module")
def engine():
    return Engine()


@pytest.mark.parametrize(("question", "kept"), [
    ("Which spider has eight legs?", {"eight"}),
    ("Who wrote the third book?", {"third"}),
    ("第三部作品叫什么名字？", {"第三"}),
    ("他排名三还是二？", {"三", "二"}),
])
def test_number_words_and_ordinals_are_terms(engine, question, kept):
    assert kept <= set(engine.question_terms(question))


@pytest.mark.parametrize(("question", "dropped"), [
    ("哪位作家写了这本书？", {"哪位"}),
    ("长城有多远？", {"有多远", "多远"}),
    ("他养了几只猫？", {"几只"}),
    ("泡泡战士由哪个公司开发？", {"哪个"}),
    ("How many legs does a spider have?", {"how", "many"}),
    ("Who wrote the book?", {"who"}),
])
def test_question_words_are_no_terms(engine, question, dropped):
    assert not dropped & set(engine.question_terms(question))


@pytest.mark.parametrize(("text", "question", "section"), [
    ("# Blog\n\n## Habits\n\nThe writer published a short note every Monday.\n\n"
     "## Tools\n\nA static site needs a theme and a host.\n",
     "When does the writer publish notes?", "Habits"),
    ("# Oil\n\n## Start\n\nThe crisis began in October with an embargo.\n\n"
     "## Prices\n\nPrices rose fourfold within months of the crisis.\n",
     "When did the crisis begin?", "Start"),
    # Derived forms meet too (Snowball's stemmer): "construction" and "constructed".
    ("# Harbour\n\n## Works\n\nThe pier was constructed from local granite in 1872.\n\n"
     "## Trade\n\nFishing boats and ferries share the inner basin.\n",
     "What was the construction of the pier made from?", "Works"),
    # … and "used" is not "US": the question's "used" must not find the country.
    ("# Fuel\n\n## Usage\n\nMost drivers used diesel until 2015.\n\n"
     "## Policy\n\nThe US taxed petrol at a lower rate than the UK.\n",
     "Which fuel was used by most drivers?", "Usage"),
])
def test_word_forms_meet(text, question, section):
    answer = ask(text, question)
    assert answer.best.heading.endswith(section)
    assert not answer.missing


def test_a_number_word_finds_its_sentence():
    # Without "eight" both sentences hold only "legs", and the figure in the first won.
    text = ("# Spiders\n\nInsects have 6 legs. A spider has eight legs and two body parts. "
            "Some spiders hunt at night.\n")
    answer = ask(text, "Which animal has eight legs?")
    assert quoted(text, answer).startswith("A spider has eight legs")


def test_a_chinese_question_cut_differently_from_the_text_still_meets_it():
    # jieba reads "鸡毛松有" in the question as "鸡毛" + "松有"; the text holds "松".
    text = ("# 鸡毛松\n\n## 分布\n\n这种树生长在新西兰的低地森林。\n\n## 形态\n\n"
            "鸡毛松的树高可达 55 米，树皮呈灰色。\n")
    answer = ask(text, "鸡毛松有多高？")
    assert "55 米" in answer.best.quote


def test_accents_do_not_keep_a_question_from_its_section():
    text = ("# Coffee\n\n## Where to drink it\n\nThe best café in town opens at seven and "
            "roasts its own beans.\n\n## Tea\n\nThe tea room serves a green blend from "
            "Japan.\n")
    answer = ask(text, "When does the best cafe open?")
    assert answer.best.heading.endswith("Where to drink it")
    assert not answer.missing


def test_the_advice_names_no_piece_of_a_chinese_word_the_writer_did_not_type():
    # jieba's search cut reads "查结" (and the stop word "结果") inside "调查结果": no
    # writer typed them and no passage can hold them, so the card must not ask for them.
    text = ("# 社区面包房\n\n## 口味\n\n我们调查了三百位顾客，七成更喜欢全麦面包。\n\n"
            "## 做法\n\n面团在冷藏室发酵一夜，第二天清晨烤制。\n")
    answer = ask(text, "调查结果怎么样？")
    shown = answer.advice_text("zh")
    assert "查结" not in shown and "查结" not in answer.missing, shown
    assert "结果" not in answer.missing, shown


def test_the_advice_shows_the_writers_whole_word_not_the_piece_the_draft_holds():
    # The draft lacks "作用" and holds "作" ("当天作杀青处理"): the ranking reads the piece,
    # the advice names the word the writer typed ("缺少作用", not "缺少作").
    text = ("# 茶园\n\n## 采摘\n\n清明前后采茶，用手摘下一芽一叶。\n\n## 制作\n\n"
            "鲜叶当天作杀青处理，再揉捻成形。\n")
    answer = ask(text, "采茶有什么作用？")
    assert answer.advice == "answers.advice.terms"
    assert "缺少作用：" in answer.advice_text("zh"), answer.advice_text("zh")


def test_a_how_to_question_is_asked_of_its_verb_not_of_the_words_every_section_names():
    # spaCy's stop list holds "成为": without it the question was asked of "社区花园" and
    # "会员", which every section names, and the watering step was quoted at 100.
    text = ("# 社区花园指南\n\n## 一. 领取工具\n\n会员到社区花园的仓库领取铲子和手套。\n\n"
            "## 二. 浇水\n\n会员每天傍晚给社区花园的菜地浇水一次。\n\n"
            "## 三. 入会\n\n填写一张申请表并交五十元年费，即可成为会员。\n")
    answer = ask(text, "如何成为社区花园的会员？")
    assert "成为" in answer.terms
    assert "申请表" in answer.best.quote, answer.best.quote


@pytest.mark.parametrize(("text", "question"), [
    ("# Widgets\n\n## New release\n\nThe `v5` release adds a guided tour widget.\n\n"
     "## Old release\n\nThe old release had buttons and forms only.\n", "What came with v5?"),
    ("# 组件库\n\n## 新版本\n\n我们在 `v5` 版本中加入了漫游式引导组件。\n\n## 旧版本\n\n"
     "旧版本只提供按钮和表单组件。\n", "v5 加入了什么？"),
])
def test_inline_code_is_searched_as_the_page_shows_it(text, question):
    # Before, `v5` was blanked from the index: "No passage mentions v5" beside a quote
    # showing it, or "v5" missing from the quote that holds it.
    answer = ask(text, question)
    assert "v5" in answer.best.quote
    assert "v5" not in answer.missing
    assert answer.advice == "answers.advice.ok", answer.advice_text("en")
