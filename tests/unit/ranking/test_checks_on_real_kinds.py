"""Checks that real technical writing showed to be miscalibrated (issue 21's calibration
table): identifiers in inline code are specific details, and a lead-in that points
forward to its list or code does not leave a lifted passage without its referent."""

from __future__ import annotations

import pytest

from scorers import score
from tests.support.helpers import check, check_of

PLAIN = (
    "Reading a file without blocking lets the server answer other requests meanwhile. "
    "The callback runs once the data has arrived from the disk. "
    "Errors arrive as the first argument of the callback. "
    "Deleting the file afterwards needs another call inside the callback."
)
NAMED = (
    "Reading a file with `fs.readFile()` lets the server answer other requests meanwhile. "
    "The callback runs once the data has arrived from the disk. "
    "Errors arrive as the first argument of the callback, `err`. "
    "Deleting the file afterwards needs `fs.unlink()` inside the callback."
)


#: A code block: identifiers count as facts only in an article that shows code.
CODE = "\n\n```js\nfs.readFile('/file.md', (err, data) => done(err));\n```\n"


def test_a_statement_naming_an_identifier_in_code_counts_half_a_fact():
    assert check_of(PLAIN + CODE, "facts", "fact_density").value == 0
    # Two of the four statements name an identifier (`err` is a plain word): half each.
    assert check_of(NAMED + CODE, "facts", "fact_density").value == 0.25


def test_the_share_that_counts_code_names_says_so():
    # "6% of sentences … (0 of 42 sentences)": the halves for code names were not said.
    said = check_of(NAMED + CODE, "facts", "fact_density").text("en")
    assert "(0 of 4 sentences, and 2 more that name code a reader can look up, at half" \
        in said, said
    assert "name code" not in check_of(PLAIN + CODE, "facts", "fact_density").text("en")


def test_identifiers_in_an_article_with_no_code_earn_nothing():
    # Backticks around made-up names in a chatty post are not documentation.
    assert check_of(NAMED, "facts", "fact_density").value == 0


def test_backticks_around_a_plain_word_or_one_name_repeated_earn_no_more():
    plain_word = PLAIN.replace("file", "`file`")
    assert check_of(plain_word + CODE, "facts", "fact_density").value == 0
    repeated = " ".join(sentence.rstrip(".") + " with `fast_io`." for sentence in
                        PLAIN.split(". "))
    # One made-up name in every sentence is one identifier: half a fact in all.
    assert check_of(repeated + CODE, "facts", "fact_density").value == 0.125


def test_identifiers_count_in_chinese_too():
    text = ("读取文件时使用 `fs.readFile()`，服务器可以同时处理其他请求。"
            "回调函数在数据从磁盘读出后运行。出错时，错误作为回调的第一个参数传入。")
    assert check_of(text + CODE, "facts", "fact_density").value == pytest.approx(0.5 / 3, abs=0.001)


#: A walk through code the page does not show, as Chinese technical writing names it:
#: bare, with no backticks (SOFAJRaft's linear-read article reads this way).
WALKTHROUGH = ("# 线性一致读\n\n"
               "读请求到达时，Leader 先记下 commitIndex 作为本次读的位置。"
               "节点处于 STATE_LEADER 时才直接处理这个请求。"
               "状态机推进 appliedIndex 直到追上这个位置。"
               "回调 readIndexResponseClosure 把结果交还给调用方。\n")


def test_names_from_code_written_bare_count_as_half_facts():
    # Four statements, none with a figure, each naming a name from the code: half each.
    assert check_of(WALKTHROUGH, "facts", "fact_density").value == 0.5
    plain = (WALKTHROUGH.replace("commitIndex", "提交位置").replace("STATE_LEADER", "领导者状态")
             .replace("appliedIndex", "应用位置").replace("readIndexResponseClosure", "回调函数"))
    assert check_of(plain, "facts", "fact_density").value == 0


def test_two_bare_names_in_a_page_with_no_code_are_no_documentation():
    two = WALKTHROUGH.replace("STATE_LEADER", "领导者状态").replace(
        "readIndexResponseClosure", "回调函数")
    assert check_of(two, "facts", "fact_density").value == 0
    # With the code shown, each name from it counts.
    assert check_of(two + CODE, "facts", "fact_density").value == 0.25


def test_brands_pictures_and_addresses_are_no_names_from_code():
    text = ("We sync photos from the iPhone to GitHub with a small Node.js script. "
            "The screenshot image.png shows the settings page. "
            "The docs live at docs.example.com and e.g. the blog. "
            "Nothing else runs on the server.")
    assert check_of(text + CODE, "facts", "fact_density").value == 0


LEAD_IN = (
    "# Deleting a file after reading it\n\n"
    "Node.js reads a file without blocking when the program passes a callback to the "
    "reading function, and it deletes the file in a second call inside that callback.\n\n"
    "{lead}\n\n"
    "```js\nfs.readFile('/file.md', (err, data) => {{\n"
    "  fs.unlink('/file.md', done);\n}});\n```\n\n"
    "The second call runs only after the first one has finished reading the data.\n\n"
    "{after}\n"
)


def test_a_lead_in_that_points_forward_to_its_code_is_self_contained():
    text = LEAD_IN.format(
        lead="This is the same program, written with callbacks:",
        after="Deleting the file before reading it would lose the data that was asked for.")
    result = check_of(text, "extractability", "self_contained")
    assert result.value == 0 and not result.marks


def test_a_paragraph_that_points_back_is_still_marked():
    text = LEAD_IN.format(
        lead="The same program, written with callbacks, needs no waiting:",
        after="This means that the order of the two calls is certain.")
    result = check_of(text, "extractability", "self_contained")
    assert result.value > 0 and len(result.marks) == 1
    # A lead-in of two sentences is not a lead-in: its opener still points back.
    two = LEAD_IN.format(lead="This is wrong. It reads the same program:",
                         after="Deleting the file before reading it loses the data.")
    assert len(check_of(two, "extractability", "self_contained").marks) == 1


def test_the_first_sentence_under_a_heading_is_judged_once_by_answer_first():
    text = ("# Reading files in Node.js\n\n"
            "Node.js reads files with or without blocking the rest of the program, and the "
            "choice decides how many requests a single server can answer at once.\n\n"
            "## Blocking reads\n\n"
            "This stops the program until the whole file has been read from the disk.\n\n"
            "A blocking read is simple to write and fits scripts that run once and exit.\n")
    assert not check_of(text, "extractability", "self_contained").marks
    assert check_of(text, "extractability", "answer_first").marks


BODY = ("\n\n## Reading without blocking\n\n"
        "Node.js reads a file without blocking when the program passes a callback, and the "
        "server answers other requests while the disk works.\n")


@pytest.mark.parametrize(("announcing", "stating"), [
    ("> This post describes how we moved our build to a new cache.",
     "> Moving the build to a new cache cut its time from 9 to 4 minutes."),
    ("> 本文将从个人角度，简要介绍我们如何把构建迁移到新的缓存。",
     "> 把构建迁移到新的缓存后，构建时间从 9 分钟降到 4 分钟。"),
    ("**摘要：**本文主要内容为：迁移的原因、步骤和结果。",
     "**摘要：**迁移到新的缓存后，构建时间从 9 分钟降到 4 分钟。"),
])
def test_an_opening_that_announces_is_not_a_summary(announcing, stating):
    title = "# Moving the build cache\n\n"
    announced = check_of(title + announcing + BODY, "structure", "summary")
    assert announced.value == 0 and announced.message == "structure.summary.announces"
    assert announced.marks
    assert check_of(title + stating + BODY, "structure", "summary").value == 1


@pytest.mark.parametrize(("label", "statement"), [
    ("Speaker: Ada.", "The gateway moved its 40 routes to plugins in two weeks."),
    ("**讲师**：何聪", "爱奇艺的网关在两周内把 40 条路由迁移到了插件上。"),
])
def test_a_label_under_a_heading_does_not_answer_it(label, statement):
    heading = "# Meetup talks\n\nThe meetup had four talks on running an API gateway.\n\n" \
              "## The iQIYI gateway in production\n\n"
    assert check_of(heading + label + "\n", "extractability", "answer_first").value == 0.5
    assert check_of(heading + statement + "\n", "extractability", "answer_first").value == 1


def test_a_projects_own_specification_and_issues_are_sources_its_own_blog_is_not():
    from scorers.analysis.sourcing import tally_sources
    own = frozenset({"go.dev"})
    blog = tally_sources([("https://go.dev/blog/survey2016-results", "2016 survey")], [], own)
    spec = tally_sources([("/ref/spec#Type_constraints", "type constraints")], [], own)
    pull = tally_sources([("https://github.com/nodejs/build/pull/3226", "the fix")], [],
                         frozenset({"github.com"}))
    assert blog.value == 0.2 and spec.value == 1.0
    # The pull request is a primary source even when its site is taken for the article's own.
    assert pull.value == 1.0
    # The index of the documentation is no more a source than a home page.
    assert tally_sources([("/docs/", "docs")], [], own).value == 0.2


@pytest.mark.parametrize("profile", [
    "https://twitter.com/spf13", "https://github.com/misterdjules",
    "https://mastodon.social/@jessie", "https://space.bilibili.com/551921247",
])
def test_a_persons_profile_is_a_home_page_not_a_source(profile):
    from scorers.analysis.links import classify
    assert classify(profile).kind == "home"
    # A page under the profile is a page: a post, a repository, a commit.
    assert classify(profile + "/status/1051953125030940674").kind == "external"


def test_a_recap_linking_its_speakers_profiles_is_not_published_on_their_site():
    # Writer review, 8 Dec: a conference recap linking each speaker's Twitter profile was
    # read as a page of twitter.com: "72 to its own site" beside "links to a home page: 74".
    from scorers.analysis.sourcing import own_hosts
    profiles = [f"https://twitter.com/speaker{n}" for n in range(12)]
    talks = ["https://conf.example.org/2021/talks/keynote", "https://example.com/paper.pdf"]
    assert own_hosts({}, profiles + talks) == frozenset()
    # A site most of whose pages the article links is still its own.
    pages = [f"https://docs.example.org/guide/page-{n}" for n in range(12)]
    assert own_hosts({}, pages + talks) == frozenset({"docs.example.org"})


def test_a_choice_offered_or_a_possibility_described_is_not_a_hedge():
    text = ("The vet tool reports loop variable mistakes that may occur in parallel tests. "
            "You might consider running it before every release of the package. "
            "The release notes list every change which might break an existing build. "
            "The new linker probably makes most programs faster on every platform.")
    result = check_of(text, "clarity", "hedging")
    # "probably" weakens its claim; the other three sentences do not hedge.
    assert [dict(m.params)["word"] for m in result.marks] == ["probably"]


@pytest.mark.parametrize(("named", "numbered"), [
    ("React 18 adds concurrent rendering to every new root.",
     "Follow Step 2 of the guide before you add concurrent rendering."),
    ("Go 1.20 collects coverage profiles of whole programs.",
     "The settings are in Table 3 of the guide."),
    ("React 18 的许多新功能都建立在并发渲染之上。", "请先完成 Step 2 的设置，再添加并发渲染。"),
])
def test_a_product_with_its_version_is_a_fact_numbering_is_not(named, numbered):
    assert check_of(named, "facts", "fact_density").value == 1
    assert check_of(numbered, "facts", "fact_density").value == 0


FAQ = [
    ("How do I choose the back-end storage?",
     "HugeGraph keeps small graphs in RocksDB on one server and spreads large graphs over "
     "its distributed store, which scales to many machines."),
    ("Why does the server stop with a core dump?",
     "The server needs Java 11; older runtimes crash while loading the native storage "
     "library, so install a newer JDK before starting it."),
    ("Can the serialization options be changed later?",
     "Only before the first start: the initialization script writes the chosen format into "
     "every table, and changing it afterwards corrupts existing data."),
    ("Where are the startup scripts?",
     "The bin directory holds one script to start the server, one to stop it and one to "
     "initialize storage, each documented in the administration guide."),
]


def test_the_question_of_a_faq_entry_in_a_list_is_not_rhetorical():
    entries = "".join(f"- {q}\n\n  {a}\n\n" for q, a in FAQ)
    asked = "".join(f"- {q} {a}\n\n" for q, a in FAQ)
    faq = check_of("# FAQ\n\n" + entries, "extractability", "rhetorical_questions")
    assert faq.status == "pass" and not faq.marks
    # The same questions in running text, with no answer nested under them, are marked.
    assert len(check_of("# FAQ\n\n" + asked, "extractability", "rhetorical_questions").marks) == 4


def test_a_date_in_the_pages_address_is_a_visible_date():
    body = ("\n# Announcing the 1.75 release\n\nThe team released version 1.75 of the compiler "
            "with async functions in traits and faster builds on every platform.\n")
    dated = check_of('+++\npath = "2023/12/28/Rust-1.75.0"\n+++' + body, "sources",
                     "publication_date")
    undated = check_of('+++\npath = "releases/Rust-1.75.0"\n+++' + body, "sources",
                       "publication_date")
    assert dict(dated.params).get("year") == 2023 and undated.message == "sources.date.missing"


@pytest.mark.parametrize(("hyped", "shown"), [
    ("Node.js is the runtime of choice for the largest and fastest growing companies.",
     "Node.js runs at 3 of the 5 largest retailers, by their own 2015 reports."),
    ("VSCode is now the most popular editor among Go programmers.",
     "VSCode is now the most popular editor among Go programmers, at 27% of respondents."),
])
def test_an_english_superlative_needs_its_figure_as_a_chinese_one_does(hyped, shown):
    assert check_of(hyped, "clarity", "puffery").marks
    assert not check_of(shown, "clarity", "puffery").marks


def test_a_page_with_no_date_is_told_so_and_not_marked_down():
    # A reference page kept current carries no date, while every press release does: the
    # missing date is advice. A stale date still costs.
    body = ("\n# The retry setting\n\n`retries` sets how many times the client resends a "
            "failed request before it gives up; the default is 3 and the limit is 10.\n")
    undated = score(body)
    stale = score("---\ndate: 2015-03-01\n---\n" + body)
    missing = check(undated, "sources", "publication_date")
    assert missing.status == "info" and missing.marks
    assert undated.score("sources") > stale.score("sources")


def test_a_statement_opening_on_a_name_in_code_is_no_question():
    # "`<resolution>` is optional." reads "is optional." once the code is set aside; it
    # states something about the name, it asks nothing.
    reference = (
        "# Subqueries\n\nA subquery runs an instant query over a range of times and returns "
        "a range vector that other functions can read.\n\n"
        "* `<instant_query>` is the query that runs at each step of the range.\n"
        "* `<range>` is the length of the window, such as 30 minutes or two hours.\n"
        "* `<resolution>` is optional and defaults to the global evaluation interval.\n\n"
        "The server evaluates the inner query once per step, from the start of the range to "
        "its end, and keeps each result as one sample of the returned vector. A thirty "
        "minute range at a one minute resolution therefore yields thirty samples per "
        "series. Recording rules give the same answer faster for ranges that dashboards "
        "read often, because the server stores their results as new series once and reads "
        "them back later without running the inner query again for every panel.\n")
    asked = check_of(reference, "extractability", "rhetorical_questions")
    assert not asked.marks
    # A real question in the prose is still marked.
    asked = check_of(reference + "\nIs a long window slow? It reads more samples.\n",
                     "extractability", "rhetorical_questions")
    assert len(asked.marks) == 1


def test_a_stale_date_is_not_answered_with_a_false_freshness_stamp():
    # Writer review: a 2016 post about a past event was told to add "Updated: <today>".
    body = ("\n# The retry setting\n\n`retries` sets how many times the client resends a "
            "failed request before it gives up; the default is 3 and the limit is 10.\n")
    stale = score("---\ndate: 2015-03-01\n---\n" + body)
    advice = [f for f in stale.findings if f.check == "publication_date"]
    assert advice and all("past event" in f.suggestion_text("en") for f in advice)
    assert all("过去事件" in f.suggestion_text("zh") for f in advice)
