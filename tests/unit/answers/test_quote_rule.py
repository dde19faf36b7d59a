"""The quote is led by the question's words; the kind of claim only breaks ties."""

from __future__ import annotations

import pytest

from tests.unit.answers.helpers import ask, quoted

BLOG = """# Start a technical blog

**TL;DR:** Set up a small static site this week and publish once a week.

## Make updating your blog a habit

Post something once a week until it becomes routine. A short post that ships beats a
long draft that never does.

## Finishing touches

Dear readers, I hope you have enjoyed this opening post on my new blog.
"""

PHONES = """# Phones

## Screens

A phone screen is made of glass. Every phone has a battery under the screen.

## Wear

Charge cycles wear out a phone battery: the more charge cycles, the faster the battery
wears.

## Care

Phone makers publish many figures about the battery, and most of them are hard to compare
across brands, models and years, because each maker tests its phones in its own lab with
its own chargers, its own room temperature and its own idea of what a full charge means. A
phone battery lasts about 500 charge cycles before it holds 80% of its first capacity, and
heat shortens that.

## Cases

A phone case protects the phone. A battery case adds a second battery to the phone.
"""


@pytest.mark.parametrize(("text", "question", "quote"), [
    ("# Coffee\n\nIn 2023 farms sold 4 billion kilograms of beans. The beans grow best on "
     "volcanic soil in the shade of taller trees.\n",
     "Where do the beans grow best?", "The beans grow best on volcanic soil"),
    ("# 咖啡\n\n2023 年欧洲的咖啡馆卖出了 40 亿杯咖啡。阿拉比卡咖啡豆最适合生长在火山土壤上，"
     "需要高大树木的遮荫。\n",
     "阿拉比卡咖啡豆适合生长在哪里？", "阿拉比卡咖啡豆最适合生长在火山土壤上"),
])
def test_the_sentence_with_the_questions_words_wins_over_a_figure_before_it(text, question,
                                                                            quote):
    assert quoted(text, ask(text, question)).startswith(quote)


def test_a_sign_off_is_never_quoted_though_it_holds_the_questions_words():
    answer = ask(BLOG, "How often should I post on a new blog?")
    assert answer.best.quote == "Post something once a week until it becomes routine."
    assert answer.best.heading.endswith("Make updating your blog a habit")


def test_no_sentence_without_a_question_word_is_quoted_while_one_has_some():
    text = ("# Solar panels\n\n## Lifespan\n\nThe warranty covers 25 years of output. Output "
            "falls with heat. Panels on a south roof degrade slowly.\n")
    answer = ask(text, "How fast do panels on a south roof degrade?")
    assert answer.best.quote == "Panels on a south roof degrade slowly."


def test_the_quote_is_looked_for_in_the_next_passages_too():
    # "Wear" and "Care" rank level; "Wear" holds no answer, "Care" holds every word of
    # the question and the figure.
    answer = ask(PHONES, "How many charge cycles does a phone battery last?")
    assert answer.best.quote.startswith("A phone battery lasts about 500 charge cycles")
    assert answer.best.heading.endswith("Care")
    assert answer.hits[0] == answer.best


def test_a_question_word_the_draft_never_uses_does_not_flatten_the_choice():
    # "unicorn" is nowhere in the draft: the sentence holding the other words still wins
    # over the one with a figure and a single shared word.
    text = ("# Tea\n\nGreen tea is steamed within 2 hours of picking. Black tea leaves are "
            "rolled and oxidised for hours before they are dried.\n")
    answer = ask(text, "How long are black tea leaves oxidised by a unicorn?")
    assert quoted(text, answer).startswith("Black tea leaves are rolled and oxidised")


@pytest.mark.parametrize(("text", "question", "defined"), [
    ("# Kubernetes\n\nKubernetes is a portable, extensible, open source platform for managing "
     "containerized workloads and services. It has a large, rapidly growing ecosystem of "
     "services, support and tools that are widely available from many vendors.\n\n"
     "## What Kubernetes is not\n\nKubernetes is not a traditional PaaS system.\n",
     "What is Kubernetes?", "Kubernetes is a portable"),
    ("# Kubernetes\n\nKubernetes 是一个可移植、可扩展的开源平台，用于管理容器化的工作负载和服务。"
     "它拥有一个庞大且快速增长的生态系统，许多厂商和项目都提供相关的服务、支持和工具。\n\n"
     "## Kubernetes 不是什么\n\nKubernetes 不是传统的 PaaS 系统。\n",
     "Kubernetes 是什么？", "Kubernetes 是一个可移植"),
])
def test_what_is_quotes_the_definition_not_the_negation(text, question, defined):
    answer = ask(text, question)
    assert quoted(text, answer).startswith(defined)
    assert answer.status == "pass"


@pytest.mark.parametrize(("text", "question", "shown", "source_start"), [
    ("# Blogs\n\n**TL;DR:** Build the site with [Jekyll](https://jekyllrb.com/) and run "
     "`jekyll serve` {{< figure src=\"a.png\" >}} before you post.\n",
     "How do you build the site with Jekyll?",
     "TL;DR: Build the site with Jekyll and run jekyll serve before you post.", "TL;DR:**"),
    ("# 工具\n\n**速读：** FlowUs 提供**三大功能**：文档、表格和[网盘](https://flowus.cn/)。"
     "{% include ad.html %}\n",
     "FlowUs 提供哪些功能？", "速读： FlowUs 提供三大功能：文档、表格和网盘。", "速读：**"),
])
def test_a_quote_is_shown_as_rendered_text_and_still_points_at_its_source(
        text, question, shown, source_start):
    answer = ask(text, question)
    assert answer.best.quote == shown
    # Its offsets are the source's: clicking it selects the sentence as written.
    assert text[answer.best.quote_start:].startswith(source_start)
    assert "](" in text[answer.best.quote_start:answer.best.quote_end]


# A paragraph names its subject once; the sentences after it say "its", 它, or nothing.
VINES = """# Fruit vines

The granadilla is the largest fruit of the passion flower family, grown across tropical
America. Its leaves have four to six small glands.

Grape leaves have no glands. Kiwi leaves are hairy.
"""
TREES = """# 树木

鸡毛松是新西兰特有的一种高大乔木。它的木材呈淡红色。

柚木的木材很贵。杉木的木材很轻。
"""


@pytest.mark.parametrize(("text", "question", "quote"), [
    (VINES, "What do the leaves of the granadilla carry?", "Its leaves have four to six"),
    (TREES, "鸡毛松的木材是什么颜色？", "它的木材呈淡红色。"),
])
def test_a_sentence_reads_the_subject_its_paragraph_named_before_it(text, question, quote):
    # Before, the opening sentence won on the subject's name alone, and the sentence
    # about the leaves (the wood) lost one step of place to it.
    assert quoted(text, ask(text, question)).startswith(quote)


@pytest.mark.parametrize(("text", "question", "quote"), [
    ("# Bridges\n\nThe river bridge is made of stone. When the river bridge opened in May "
     "1932, two brass bands played on it.\n",
     "When did the river bridge open?", "When the river bridge opened in May 1932"),
    ("# 鸟类\n\n燕子是常见的候鸟。为什么燕子秋天南飞，是因为北方的冬天没有飞虫可吃。\n",
     "燕子为什么秋天南飞？", "为什么燕子秋天南飞，是因为"),
])
def test_a_statement_opening_on_a_question_word_can_be_quoted(text, question, quote):
    # The sentence closes on a full stop: it answers, though it opens as a question would.
    assert quoted(text, ask(text, question)).startswith(quote)


KAURI_OPENING = (
    "The kauri is a conifer of the far north of New Zealand, where it grows in mixed forest "
    "on poor clay soils. Its bark flakes off in large pieces, which keeps vines and mosses "
    "from climbing the trunk. Its cones take two years to ripen, and the seeds are carried "
    "by the wind. For centuries its gum was dug from old swamps and sold to make varnish, "
    "and its straight trunks were sawn for ships, houses and furniture, until most of the "
    "old forest was gone by the end of the nineteenth century. Today the remaining stands "
    "are protected, and a disease of the roots is the main threat they face.")
KAURI = f"""# Trees

## Kauri

{KAURI_OPENING}

Young trees grow slowly in the shade of taller ones. The timber is pale, light and strong.

Kauri gum was once dug from old swamps.

## Teak

Teak is a hardwood of South Asia. Teak timber is dark and oily.
"""


def test_a_later_passage_of_a_section_reads_its_heading():
    # The section's second passage never names the kauri where it speaks of the timber:
    # its heading does, as a paragraph's opening does for the sentences after it.
    assert quoted(KAURI, ask(KAURI, "What is kauri timber like?")) \
        == "The timber is pale, light and strong."


@pytest.mark.parametrize(("text", "question", "answer_words"), [
    ("# Model training\n\n## Background\n\nThe team published the training data and code."
     "\n\n## Progress\n\nTraining has started and its curves are public.\n\n## Impact\n\n"
     "The training lets anyone watch the whole run.\n\n## Plan\n\nThe training is planned "
     "to finish in about 3 months.\n", "How long will the training take?", "3 months"),
    ("# 模型训练\n\n## 背景\n\n团队公开了训练的数据和代码。\n\n"
     "## 进展\n\n训练已经启动，曲线可以在网上查看。\n\n"
     "## 影响\n\n这次训练让外界看到了全过程。\n\n"
     "## 计划\n\n训练按计划进行，预计约3个月完成。\n",
     "训练要多久？", "约3个月"),
])
def test_among_passages_scoring_alike_the_one_giving_what_is_asked_is_quoted(
        text, question, answer_words):
    # Every section names the training, the question's only word: the passages rank within
    # a few hundredths, and the one that says how long is the answer.
    answer = ask(text, question)
    assert answer_words in answer.best.quote
    assert answer.advice == "answers.advice.ok", answer.advice_text("en")


SCOPE = ("# Loomwork\n\n## Scope\n\nDoes not provide storage or networking of its own.\n\n"
         "Teams get from Loomwork a queue they can pause, and failed batch jobs are retried "
         "twice.\n\n## Install\n\nRun the installer on each node of the cluster.\n")


def test_a_denial_does_not_answer_what_something_provides_but_answers_whether_it_does():
    # "Does not provide …" shares only "provide", and denies it: what Loomwork gives is
    # the next paragraph. Asked yes or no, the denial is the answer.
    assert not ask(SCOPE, "What does Loomwork provide?").best.quote.startswith("Does not")
    assert ask(SCOPE, "Does Loomwork provide storage?").best.quote.startswith("Does not")


@pytest.mark.parametrize(("text", "question", "quote"), [
    ("# 花园\n\n## 浇水\n\n我写这篇文章是想聊聊给花园浇水的经验。浇水最好在傍晚，水会慢慢渗进土里。"
     "\n\n## 施肥\n\n春天施一次有机肥。\n", "给花园浇水有什么经验？", "浇水最好在傍晚"),
    ("# Gardens\n\n## Watering\n\nIn this article we will share what we learned about "
     "watering a garden. Watering a garden works best in the evening, when the soil keeps "
     "the water.\n\n## Feeding\n\nFeed the beds once in spring.\n",
     "What did you learn about watering a garden?", "Watering a garden works best"),
    # Where the page comes from (a held-out how-to's title question quoted it at 100).
    ("# Gardens\n\n_This blog post is based on a workshop on watering a garden that I gave "
     "in May._ Watering a garden works best in the evening, when the soil keeps the water."
     "\n\n## Feeding\n\nFeed the beds once in spring.\n",
     "What should you know about watering a garden?", "Watering a garden works best"),
    ("# 花园\n\n本文整理自一次关于给花园浇水的讲座。浇水最好在傍晚，水会慢慢渗进土里。"
     "\n\n## 施肥\n\n春天施一次有机肥。\n", "给花园浇水有什么要点？", "浇水最好在傍晚"),
])
def test_a_sentence_about_writing_the_page_is_never_the_quote(text, question, quote):
    # Before, the announcement was quoted (it holds the question's words): "我写这篇文章……".
    answer = ask(text, question)
    assert answer.best.quote.startswith(quote), answer.best.quote
    # The answer is not the section's first sentence: the card is not "covered".
    assert answer.advice != "answers.advice.ok"


@pytest.mark.parametrize(("text", "question", "quote"), [
    ("# 参与贡献\n\n## 本地开发\n\n1. `npm start` 在本地运行网站的开发版本。\n"
     "2. `npm test` 运行全部测试用例。\n", "如何在本地运行网站的开发版本？",
     "npm start 在本地运行"),
    ("# Scheduler\n\n## Priority\n\n`kube-batch` starts the pods of one job by their priority "
     "class.\n", "How does the scheduler start pods by priority?", "kube-batch starts"),
])
def test_inline_code_opening_a_sentence_is_quoted_with_it(text, question, quote):
    # "`npm start` 在本地运行 …" was quoted "在本地运行 …": the command left out.
    answer = ask(text, question)
    assert answer.best.quote.startswith(quote), answer.best.quote
    assert quoted(text, answer).startswith("`")
