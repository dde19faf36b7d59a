"""Questions a writer would ask: mined from headings that name a topic, asked naturally."""

from __future__ import annotations

import pytest

from scorers.answers import to_question
from tests.unit.answers.helpers import mined

BLOG = """---
title: Start a technical blog
---

Set up a small static site this week and publish once a week.

## Make updating your blog a habit

Post something once a week until it becomes routine.

## Things are not perfect and never will be

No post will be flawless. Aim for good enough.

## Most importantly, be who you are and have fun

Write about what you enjoy.

## Choosing a theme

A theme sets the look of every page.
"""

FLOWUS = """# 工具软件 FlowUs 体验报告

FlowUs 是一款在线协作工具，个人版免费。

## 适合谁用

FlowUs 适合个人和 5 人以下的小团队。

## 要坚持每天记录，慢慢就会看到变化

让记录成为习惯。

## 客户端

FlowUs 有网页版、桌面版和手机版。
"""


@pytest.mark.parametrize(("heading", "lang"), [
    ("Things are not perfect and never will be", "en"),
    ("Most importantly, be who you are and have fun", "en"),
    ("The development of your site is an incremental process", "en"),
    ("要坚持每天记录，慢慢就会看到变化", "zh"),
    ("让写作成为习惯", "zh"),
])
def test_a_statement_heading_asks_nothing(heading, lang):
    assert to_question(heading, lang) is None


@pytest.mark.parametrize(("heading", "lang", "question"), [
    ("Make updating your blog a habit", "en", "How do you make updating your blog a habit?"),
    ("Start a technical blog", "en", "How do you start a technical blog?"),
    ("Use cases", "en", "What are use cases?"),
    ("适合谁用", "zh", "适合谁用？"),
    ("客户端", "zh", "客户端是什么？"),
])
def test_a_heading_that_names_a_topic_or_gives_advice_becomes_a_natural_question(
        heading, lang, question):
    assert to_question(heading, lang, body=" use ") == question


def test_an_english_article_mines_no_nonsense_questions():
    questions = [q.query for q in mined(BLOG)]
    assert "How do you start a technical blog?" in questions
    assert "How do you make updating your blog a habit?" in questions
    assert not [q for q in questions if "perfect" in q or "be who you are" in q]
    assert not [q for q in questions if q.startswith("What is Make")]


def test_a_chinese_article_mines_no_nonsense_questions():
    questions = [q.query for q in mined(FLOWUS)]
    assert "适合谁用？" in questions
    assert not [q for q in questions if "的适合谁用" in q or "坚持" in q]


def test_the_front_matter_title_heads_the_text_before_the_first_heading():
    # The title question is answered by the intro, read under the title.
    answers = {q.query: q for q in mined(BLOG)}
    title = answers["How do you start a technical blog?"]
    assert title.best.quote == "Set up a small static site this week and publish once a week."
    assert title.best.heading == "Start a technical blog"


def test_a_name_is_one_thing_and_a_plural_heading_several():
    text = ("# Kubernetes\n\nKubernetes runs containers on a cluster of machines.\n\n"
            "## Highlights\n\nThe project has 3,000 contributors; its highlights include "
            "self-healing.\n")
    questions = [q.query for q in mined(text)]
    assert "What is Kubernetes?" in questions
    assert "What are the highlights of Kubernetes?" in questions


def test_a_one_word_list_heading_is_asked_of_the_subject_or_left_out():
    assert to_question("Tips", "en") is None
    assert to_question("Resources", "en", body=" tips ") is None
    text = ("# Kubernetes\n\nKubernetes runs containers on a cluster of machines.\n\n"
            "## Tips\n\nLabel every deployment with its owning team.\n")
    questions = [q.query for q in mined(text)]
    assert "What are the tips for Kubernetes?" in questions
    assert not any(q.startswith("What are tips") for q in questions)


def test_a_heading_is_plural_by_its_head_noun_not_its_last_word():
    body = " a heat pump moves heat; pumps at home last "
    assert to_question("Heat pumps at home", "en", body=body) == "What are heat pumps at home?"
    assert to_question("Battery life of phones", "en", body=" battery ") \
        == "What is the battery life of phones?"


@pytest.mark.parametrize(("heading", "title", "question"), [
    ("New modular survey design", False, "What is the new modular survey design?"),
    ("Latest release", False, "What is the latest release?"),
    ("Go Developer Survey 2020 Results", True, "What are the Go developer survey 2020 results?"),
    ("Cost of ownership", False, "What is the cost of ownership?"),
    # A name, a generic plural and a mass noun stay bare.
    ("Kubernetes", True, "What is Kubernetes?"),
    ("Use cases", False, "What are use cases?"),
    ("Dependency injection", False, "What is dependency injection?"),
    ("Go 1.20", False, "What is Go 1.20?"),
    ("one year of open development", True, "What is one year of open development?"),
])
def test_a_question_takes_the_article_english_needs(heading, title, question):
    body = " the new survey design of developer survey results and cost in use of dependency "
    assert to_question(heading, "en", body=body, title=title) == question


@pytest.mark.parametrize(("heading", "lang"), [
    # A question and a call to act: no topic a reader searches for (writer review,
    # 7 Dec: "What is Interested in sponsoring? Act fast?").
    ("Interested in sponsoring? Act fast!", "en"),
    ("Using Linkerd? Submit a talk!", "en"),
    ("想参与贡献？马上报名", "zh"),
    # Held-out articles, 8 Dec: "Engage with …" was shown as it stood, "Meet the
    # maintainers" as "What are Meet the maintainers?", "Learn More" as "How do you learn
    # More?" (coverage 0, the worst-covered question of a strong release note).
    ("Engage with the etcd project at KubeCon NA 2023", "en"),
    ("Meet the maintainers", "en"),
    ("Learn More", "en"),
    ("Read more", "en"),
    ("了解更多", "zh"),
])
def test_a_question_followed_by_a_call_to_act_asks_nothing(heading, lang):
    assert to_question(heading, lang) is None


@pytest.mark.parametrize("heading", [
    # A news headline names what happened, not a topic: it was asked "Nacos社区2023年底
    # 斩获三项开源大奖是什么？" and "Nacos 荣获开放原子“2023年度生态开源项目”是什么？".
    "Nacos社区2023年底斩获三项开源大奖",
    "Nacos 荣获开放原子“2023年度生态开源项目”",
    "KubeEdge 1.22 正式发布",
    "Fluid 入选 CNCF 沙箱项目",
    "Dragonfly 从 CNCF 毕业",
    "张三晋升为社区 PMC",
])
def test_a_chinese_news_headline_asks_nothing(heading):
    assert to_question(heading, "zh") is None


@pytest.mark.parametrize(("heading", "question"), [
    # … while a topic that holds such a word is still asked about.
    ("版本发布流程", "版本发布流程是什么？"),
    ("获得 Committer 的条件", "获得 Committer 的条件有哪些？"),
])
def test_a_chinese_topic_with_a_news_word_is_still_asked(heading, question):
    assert to_question(heading, "zh") == question


@pytest.mark.parametrize(("heading", "question"), [
    # Held-out articles, 8 Dec: "How do you debug large db size issue??" (a question mark
    # twice), "What is v1.14 release?", "What is Another Round of Thanks?".
    ("How to debug large db size issue?", "How do you debug large db size issue?"),
    ("v1.14 release", "What is new in v1.14?"),
    ("Announcing Knative 1.14 Release", "What is new in Knative 1.14?"),
    ("Rust 1.75.0 release notes", "What is new in Rust 1.75.0?"),
    ("Another Round of Thanks", None),
    ("Acknowledgements and thanks", None),
])
def test_english_headings_a_reader_would_not_type_as_they_were_asked(heading, question):
    for title in (False, True):
        assert to_question(heading, "en", title=title) == question


@pytest.mark.parametrize(("heading", "lang", "question"), [
    # A version or a year opening a heading is no section number (writer review, 8 Dec:
    # "6.0 还支持 React 16 吗？" was asked "还支持 React 16 吗？", "2026 年获奖名单" as
    # "年获奖名单是什么？", "5.12.0 更新内容" as "如何更新内容？").
    ("6.0 还支持 React 16 吗？", "zh", "6.0 还支持 React 16 吗？"),
    ("2026 年获奖名单", "zh", "2026 年获奖名单是什么？"),
    ("5.12.0 更新内容", "zh", "5.12.0 更新内容是什么？"),
    ("10 tips for writing", "en", "What are 10 tips for writing?"),
    # … while a section's number still goes.
    ("1.2 安装", "zh", "如何安装？"),
    ("2.1 Setup", "en", "What is setup?"),
    ("3. 运行测试用例", "zh", "如何运行测试用例？"),
])
def test_a_version_or_a_year_is_no_section_number(heading, lang, question):
    assert to_question(heading, lang, body=" setup ") == question


def test_a_news_headline_title_is_glued_to_no_heading():
    # "Ant Design 荣获 2026 年度开源项目奖，6.0 版本同步发布的获奖情况是什么？"
    news = ("# Ant Design 荣获 2026 年度开源项目奖，6.0 版本同步发布\n\n"
            "Ant Design 在 12 月 1 日获得年度开源项目奖，同日发布 6.0 版本。\n\n"
            "## 获奖情况\n\n评审从 120 个项目中选出 10 个，Ant Design 位列其中。\n\n"
            "## 升级指南\n\n运行 npm install antd@6 即可升级，6.0 要求 React 18。\n")
    questions = [q.query for q in mined(news)]
    assert questions and not any("荣获" in q or "同步发布" in q for q in questions)


@pytest.mark.parametrize(("heading", "lang", "question"), [
    # "关于 Volcano是什么？", "What is About Volcano?": the topic is what follows "about".
    ("关于 Volcano", "zh", "Volcano 是什么？"),
    ("About Volcano", "en", "What is Volcano?"),
    # A long Chinese noun phrase was shown as it stood, a statement on a question card.
    ("Ant Design 5.0 的痛点", "zh", "Ant Design 5.0 的痛点是什么？"),
    ("Suspense 串流服务端渲染", "zh", "Suspense 串流服务端渲染是什么？"),
    # Advice to mind something is asked what to know about it (it was shown as it stood:
    # "Think carefully about certificates and the CNI").
    ("Think carefully about certificates and the CNI", "en",
     "What should you know about certificates and the CNI?"),
    ("Beware of stale caches", "en", "What should you know about stale caches?"),
    # A question heading in Title Case keeps only its names' capitals ("How do Attackers
    # Crack Password Hashes?"; this text writes "crack", "password", "hashes").
    ("How Attackers Crack Password Hashes", "en", "How do attackers crack password hashes?"),
    ("What Does Kubernetes Schedule?", "en", "What does Kubernetes schedule?"),
    # A task done for something is asked how, numbered or not.
    ("为Pod创建PriorityClass", "zh", "如何为Pod创建PriorityClass？"),
])
def test_a_heading_is_asked_about_its_topic(heading, lang, question):
    body = " attackers crack password hashes and does schedule "
    assert to_question(heading, lang, body=body) == question


def test_a_title_is_asked_about_its_subject_not_its_genre_or_guide_words():
    recap = ("---\ntitle: |-\n  Workshop recap: Running a mesh in production\n---\n\n"
             "Running a mesh in production needs three control-plane replicas.\n\n"
             "## Certificates\n\nRotate the trust anchor every 365 days.\n")
    questions = [q.query for q in mined(recap)]
    assert questions[0] == "What should you know about running a mesh in production?"
    assert not any("recap" in q.casefold() or "|" in q for q in questions)
    guide = ("---\ntitle: \"Kube-Batch新手教程\"\n---\n\n"
             "Kube-Batch 是 Kubernetes 的批处理调度器，v0.4 版本需要 Kubernetes 1.13。\n")
    assert next(q.query for q in mined(guide)) == "Kube-Batch 是什么？"


def test_a_typed_question_that_a_heading_already_asks_is_one_card():
    # "开发流程是什么?" typed beside the mined "开发流程是什么？" showed two cards with two
    # verdicts (writer review, 7 Dec).
    from scorers import score
    from scorers.answers import Questions

    text = ("# 贡献指南\n\n本文介绍如何为项目贡献代码。\n\n## 本地开发流程\n\n"
            "本地开发流程分为三步：创建分支、提交修改、发起 Pull Request。\n")
    assert "本地开发流程是什么？" in [q.query for q in mined(text)]
    report = score(text, questions=Questions(("本地开发流程是什么?",)))
    shown = [q.query for q in report.answers.questions]
    assert shown.count("本地开发流程是什么?") == 1 and "本地开发流程是什么？" not in shown
