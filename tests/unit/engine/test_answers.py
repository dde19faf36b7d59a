"""The answer preview: retrieval, quote choice, questions, reference ranking, score, CLI."""

from __future__ import annotations

import json

import pytest

from scorers import Engine, score
from scorers.answers import Questions, index_folder, mine, to_question
from scorers.answers.bm25 import DraftIndex
from scorers.answers.passages import Passage, PassageTerms
from tests.support.cli import run_cli
from tests.support.helpers import check

PARAGRAPHS = [
    "Electric cars store their energy in lithium-ion battery packs that sit under the floor. "
    "The packs weigh between 300 and 600 kg in most family models sold in 2024.",
    "Charging at home uses a wall box that delivers 7 to 11 kW. A full charge overnight "
    "takes six to eight hours for a 60 kWh pack.",
    "Public fast chargers deliver up to 350 kW. Drivers in Norway used them for about 10% "
    "of their charging in 2023, according to the Norwegian EV Association.",
    "Insurance for electric cars costs slightly more than for petrol cars. Repairs to the "
    "body panels are the main reason, insurers told Which? in a 2023 survey.",
    "Winter weather cuts the range of an electric car. At -10 °C a typical model loses "
    "about 20% of its summer range because the cabin heater draws power.",
    "Servicing is simpler because an electric motor has few moving parts. There is no oil "
    "to change, and brake pads wear slowly thanks to regenerative braking.",
    "A lithium-ion battery in an electric car lasts 12 to 15 years, according to a 2023 "
    "study by Geotab of 6,300 vehicles. Most packs keep more than 80% of their capacity "
    "after 200,000 km, and the study found an average loss of 1.8% a year.",
    "Resale values of used electric cars fell in 2024. Buyers worried about the price of "
    "new models, which dropped after several makers cut their list prices.",
    "Recycling plants in Europe recover about 95% of the cobalt and nickel in old packs. "
    "Umicore runs one of the largest such plants in Hoboken, Belgium.",
]
QUESTION = "How long does a lithium-ion battery last in an electric car?"


def article(paragraphs: list[str]) -> str:
    sections = ["# Owning an electric car in 2025"]
    for index, paragraph in enumerate(paragraphs):
        if index % 3 == 0:
            sections.append(f"## Part {index // 3 + 1}")
        sections.append(paragraph)
    return "\n\n".join(sections) + "\n"


def only(question: str) -> Questions:
    return Questions((question,), mine=False)


def answer_for(text: str, question: str = QUESTION, **kwargs):
    report = score(text, questions=only(question), **kwargs)
    return report, report.answers.questions[0]


def test_a_question_answered_in_the_seventh_paragraph_retrieves_it_first():
    text = article(PARAGRAPHS)
    _, answer = answer_for(text)
    seventh = text.index(PARAGRAPHS[6])
    assert answer.best.rank == 1
    assert answer.best.start == seventh
    assert answer.hits[0].start == seventh
    assert text[answer.best.quote_start:answer.best.quote_end].startswith(
        "A lithium-ion battery in an electric car lasts 12 to 15 years")
    assert answer.coverage >= 80


def hit_at(answer, start: int):
    return next(hit for hit in answer.hits if hit.start == start)


def test_opening_on_a_pronoun_lowers_the_quote_score():
    _, good = answer_for(article(PARAGRAPHS))
    pronoun = PARAGRAPHS.copy()
    pronoun[6] = ("It lasts 12 to 15 years, the lithium-ion battery in an electric car, "
                  "according to a 2023 study by Geotab of 6,300 vehicles. Most packs keep "
                  "more than 80% of their capacity after 200,000 km.")
    text = article(pronoun)
    _, worse = answer_for(text)
    rewritten = hit_at(worse, text.index(pronoun[6]))
    assert rewritten.quote_score < good.best.quote_score
    assert not rewritten.quote_alone
    assert worse.coverage < good.coverage


def test_burying_the_figure_in_the_last_sentence_lowers_the_quote_score():
    _, good = answer_for(article(PARAGRAPHS))
    buried = PARAGRAPHS.copy()
    buried[6] = ("Owners often ask about the lithium-ion battery in an electric car and how "
                 "long it will last. Batteries age more slowly than many people expect. In a "
                 "2023 study by Geotab of 6,300 vehicles, the packs last 12 to 15 years.")
    text = article(buried)
    _, worse = answer_for(text)
    rewritten = hit_at(worse, text.index(buried[6]))
    assert worse.best == rewritten
    assert rewritten.quote_score < good.best.quote_score
    assert worse.advice in ("answers.advice.figure", "answers.advice.first")
    assert "first sentence" in worse.advice_text("en")


ZH_PARAGRAPHS = [
    "光伏组件由多块电池片串联而成，常见的家用组件功率在 400 瓦到 550 瓦之间。",
    "安装光伏系统之前，需要评估屋顶的朝向和承重，朝南的屋顶发电量最高。",
    "光伏板的使用寿命一般为 25 到 30 年，据国家能源局 2023 年的统计，首年衰减约 2%，"
    "之后每年衰减约 0.5%。",
    "逆变器负责把直流电转换成交流电，通常 10 年左右需要更换一次。",
    "在上海，一套 10 千瓦的家用系统 2024 年的安装费用约为 3.5 万元。",
]


def zh_article() -> str:
    return "# 家用光伏系统指南\n\n" + "\n\n".join(
        f"## 第 {i + 1} 部分\n\n{p}" for i, p in enumerate(ZH_PARAGRAPHS)) + "\n"


def test_a_chinese_question_retrieves_the_right_chinese_passage():
    text = zh_article()
    _, answer = answer_for(text, "光伏板能用多少年？")
    assert answer.best.rank == 1
    assert answer.best.start == text.index(ZH_PARAGRAPHS[2])
    assert "25 到 30 年" in answer.best.quote
    assert answer.kind == "quantity"


@pytest.mark.parametrize(("text", "question", "other", "subject"), [
    ("# 容器编排\n\n## 为什么需要 Kubernetes\n\n容器是打包和运行应用程序的好方式。"
     "在生产环境中，你需要管理运行应用程序的容器。\n",
     "Kubernetes 是什么？", "容器是打包", "Kubernetes 是一个开源的容器编排平台。"),
    ("# Container orchestration\n\n## Why you need Kubernetes\n\nA container is a "
     "standard way to package and run an application. In production you must manage many.\n",
     "What is Kubernetes?", "A container is",
     "Kubernetes is an open-source platform that runs containers across a cluster. "),
])
def test_a_definition_of_something_else_does_not_answer_what_is(text, question, other,
                                                                subject):
    """The first sentence under a heading that names X, defining Y, is no answer to
    "what is X" (it was quoted with coverage 100); defining X itself is."""
    _, wrong = answer_for(text, question)
    assert wrong.best.quote.startswith(other)
    assert wrong.coverage < 80
    fixed = text.replace(other, subject + other, 1)
    _, right = answer_for(fixed, question)
    assert right.best.quote == subject.strip()
    assert right.coverage >= 90 > wrong.coverage


def test_whitespace_tokens_cannot_retrieve_a_chinese_passage():
    # The same ranker fed whitespace tokens instead of jieba words: a Chinese question
    # is one "word" that no passage contains, so nothing is retrieved at all.
    index = DraftIndex()
    passages = []
    for number, paragraph in enumerate(ZH_PARAGRAPHS):
        tf: dict[str, float] = {}
        for token in paragraph.split():
            tf[token] = tf.get(token, 0.0) + 1
        passage = Passage((), (), key=(number,))
        passage._terms = PassageTerms(tf, float(sum(tf.values())), frozenset(tf))
        passages.append(passage)
    index.sync(passages)
    weights = {token: 1.0 for token in "光伏板能用多少年？".split()}
    assert index.scores(weights, 10.0) == {}


def test_mined_questions_come_out_in_the_articles_language():
    en = Engine().view(article(PARAGRAPHS) + "\n## Charging costs\n\nHome charging costs "
                       "about $0.15 per kWh in 2024.\n")
    zh = Engine().view(zh_article().replace("## 第 5 部分", "## 安装费用"))
    en_questions = [q.text for q in mine(en)]
    zh_questions = [q.text for q in mine(zh)]
    assert "What is the charging cost of owning an electric car in 2025?" not in en_questions
    assert any(q.startswith("What") and q.endswith("?") for q in en_questions)
    assert all(q.isascii() for q in en_questions)
    assert "家用光伏系统是什么？" in zh_questions  # "指南" (guide) is no part of the subject
    assert "家用光伏系统的安装费用是什么？" in zh_questions
    assert all(q.endswith("？") for q in zh_questions)


def test_heading_templates():
    assert to_question("How to clean solar panels", "en") == "How do you clean solar panels?"
    assert to_question("Why panels fail", "en") == "Why do panels fail?"
    assert to_question("Cost", "en", "Solar panels", " solar ") == \
        "What is the cost of solar panels?"
    assert to_question("FAQ", "en") is None
    assert to_question("参考资料", "zh") is None
    assert to_question("安装步骤", "zh") == "安装步骤有哪些？"
    assert to_question("光伏板与风电的区别", "zh") == "光伏板和风电有什么区别？"
    assert to_question("光伏板能用多久", "zh") == "光伏板能用多久？"


def test_dismissed_mined_questions_stay_away_and_the_writers_come_first():
    text = article(PARAGRAPHS)
    report = score(text, questions=Questions(("Do EVs cost more to insure?",)))
    asked = [q.query for q in report.answers.questions]
    assert asked[0] == "Do EVs cost more to insure?"
    mined = [q.query for q in report.answers.questions if q.origin == "mined"]
    assert mined
    again = score(text, questions=Questions(("Do EVs cost more to insure?",),
                                            dismissed=(mined[0],)))
    assert mined[0] not in [q.query for q in again.answers.questions]


def test_worst_question_coverage_moves_ai_extractability():
    text = article(PARAGRAPHS)
    answered = score(text, questions=only(QUESTION))
    unanswered = score(text, questions=Questions((QUESTION, "How fast do heat pumps heat "
                                                            "a swimming pool?"), mine=False))
    assert check(answered, "extractability", "query_coverage").score >= 80
    worst = check(unanswered, "extractability", "query_coverage")
    assert worst.score < 40
    assert "swimming pool" in worst.text("en")
    assert unanswered.score("extractability") < answered.score("extractability")
    assert unanswered.answers.worst.query.startswith("How fast do heat pumps")


def test_editing_one_paragraph_reindexes_only_its_passage_and_matches_a_fresh_score():
    engine = Engine()
    text = article(PARAGRAPHS)
    engine.score(text, questions=only(QUESTION))
    edited = text.replace("six to eight hours", "seven to nine hours")
    report = engine.score(edited, questions=only(QUESTION))
    assert engine._answers.draft.changed == 2  # the old passage out, the new one in
    assert report.to_dict() == score(edited, questions=only(QUESTION)).to_dict()


def test_a_blank_line_typed_inside_a_passage_moves_its_quote_with_the_text():
    # Two paragraphs form one passage; a blank line typed between them moves the second
    # (which holds the quote) but neither the passage's text nor its start.
    text = ("# Lab notes\n\n## Budget\n\nThe team met twice last year.\n\n"
            "The lab spent $2 million on new servers in 2024.\n")
    edited = text.replace("year.\n\n", "year.\n\n\n")
    engine = Engine()
    engine.score(text, questions=only("How much did the lab spend?"))
    best = engine.score(edited, questions=only("How much did the lab spend?")
                        ).answers.questions[0].best
    assert edited[best.quote_start:best.quote_end] == best.quote
    assert best.quote == "The lab spent $2 million on new servers in 2024."


REFERENCE_BETTER = """# Battery life of electric cars

## How long does an electric car battery last?

An electric car's lithium-ion battery lasts 15 to 20 years, according to a 2024 study of
12,500 cars by the Transport Research Laboratory; a lithium-ion battery in an electric car
loses about 1.5% of its capacity a year.
"""

REFERENCE_OTHER = """<html><head><title>Heat pumps</title><script>var x = 1;</script></head>
<body><nav>Home | About</nav><h1>Heat pumps</h1>
<p>A heat pump moves heat from outside air into a house and uses about 3 kWh less per
kWh of heat than a gas boiler.</p></body></html>
"""


@pytest.fixture
def reference(tmp_path):
    folder = tmp_path / "refs"
    folder.mkdir()
    (folder / "battery-life.md").write_text(REFERENCE_BETTER, encoding="utf-8")
    (folder / "heat-pumps.html").write_text(REFERENCE_OTHER, encoding="utf-8")
    (folder / "binary.md").write_bytes(b"\x00\x01\x02" * 100)
    return folder


def test_a_reference_passage_that_answers_better_ranks_above_the_drafts(reference, tmp_path):
    index = index_folder(reference, cache=tmp_path / "cache.json")
    assert sorted(p.rsplit("/", 1)[-1] for p in index.files) == ["battery-life.md",
                                                                  "heat-pumps.html"]
    assert [p.rsplit("/", 1)[-1] for p, _ in index.errors] == ["binary.md"]
    weak = PARAGRAPHS.copy()
    weak[6] = ("Owners often ask how long a lithium-ion battery will last in an electric car. "
               "The answer depends on heat, charging habits and the warranty.")
    _, answer = answer_for(article(weak), reference=index)
    assert answer.hits[0].source.endswith("battery-life.md")
    assert answer.best.rank == 2
    assert answer.beaten_by is answer.hits[0]
    assert "figure" in answer.beaten_by.reasons
    assert "battery-life.md" in answer.advice_text("en")
    assert answer.beaten_by.line == 5  # its line in the reference file


def test_an_unchanged_reference_folder_is_read_from_the_cache(reference, tmp_path):
    cache = tmp_path / "cache.json"
    first = index_folder(reference, cache=cache)
    (reference / "battery-life.md").write_text("", encoding="utf-8")  # unread if cached …
    import os
    stat = (reference / "heat-pumps.html").stat()
    os.utime(reference / "heat-pumps.html", ns=(stat.st_atime_ns, stat.st_mtime_ns))
    second = index_folder(reference, cache=cache)
    assert second.size < first.size  # … but it changed (size and time), so it is read again
    assert second.size >= 1


def test_html_reference_pages_lose_scripts_and_navigation(reference, tmp_path):
    index = index_folder(reference, cache=False)
    texts = [index.passage(i).text for i in range(index.size)]
    html_text = next(t for t in texts if "heat pump" in t)
    assert "var x" not in html_text and "Home | About" not in html_text
    assert html_text.startswith("# Heat pumps")


def test_cli_answers_json_has_the_documented_shape(reference, tmp_path):
    path = tmp_path / "ev.md"
    path.write_text(article(PARAGRAPHS), encoding="utf-8")
    status, out, err = run_cli("--json", "--query", QUESTION, "--query", "Are EVs cheap to insure?",
                           "--against", str(reference), str(path))
    assert status == 0, err
    answers = json.loads(out)["answers"]
    assert [a["query"] for a in answers[:2]] == [QUESTION, "Are EVs cheap to insure?"]
    for answer in answers:
        assert isinstance(answer["coverage"], int)
        for passage in answer["passages"]:
            assert set(passage) >= {"start", "end", "line", "rank", "score", "quote", "source"}
            assert set(passage["quote"]) >= {"start", "end"}
            assert passage["source"] == "draft" or passage["source"].startswith(str(reference))
    ranks = [p["rank"] for p in answers[0]["passages"]]
    assert ranks == sorted(ranks)
    best = next(p for p in answers[0]["passages"] if p["source"] == "draft")
    text = path.read_text(encoding="utf-8")
    assert text[best["quote"]["start"]:best["quote"]["end"]].startswith("A lithium-ion battery")


def test_cli_table_prints_line_rank_and_quote(tmp_path):
    path = tmp_path / "ev.md"
    path.write_text(article(PARAGRAPHS), encoding="utf-8")
    status, out, _ = run_cli("--query", QUESTION, str(path))
    assert status == 0
    line = article(PARAGRAPHS)[:article(PARAGRAPHS).index(PARAGRAPHS[6])].count("\n") + 1
    assert f"line {line}, rank 1: “A lithium-ion battery in an electric car lasts" in out


def test_cli_against_a_missing_folder_says_so(tmp_path):
    path = tmp_path / "ev.md"
    path.write_text("# T\n\nText.\n", encoding="utf-8")
    status, _, err = run_cli("--against", str(tmp_path / "nope"), str(path))
    assert status == 2 and "not a folder" in err


def test_the_html_report_shows_the_answer_preview():
    from editor.preview.export import report_html

    report = score(article(PARAGRAPHS), questions=only(QUESTION))
    page = report_html(report, "ev", "en")
    assert "<h2>Answer preview</h2>" in page
    assert QUESTION in page and "A lithium-ion battery in an electric car lasts" in page
    zh_page = report_html(score(zh_article(), questions=only("光伏板能用多少年？")), "光伏", "zh")
    assert "答案预览" in zh_page and "光伏板能用多少年？" in zh_page


def test_cli_workers_rank_every_file_against_the_same_reference(reference, tmp_path):
    drafts = tmp_path / "drafts"
    drafts.mkdir()
    for index in range(3):
        (drafts / f"ev-{index}.md").write_text(article(PARAGRAPHS[index:]), encoding="utf-8")
    outputs = []
    for jobs in ("1", "2"):
        status, out, err = run_cli("--json", "--jobs", jobs, "--query", QUESTION,
                               "--against", str(reference), str(drafts))
        assert status == 0, err
        outputs.append([json.loads(line) for line in out.splitlines()])
    assert outputs[0] == outputs[1]
    for report in outputs[1]:
        sources = {p["source"] for a in report["answers"] for p in a["passages"]}
        assert any(s.endswith("battery-life.md") for s in sources)  # the reference took part
    status, out, _ = run_cli("--jobs", "2", "--query", QUESTION, "--explain", str(drafts))
    assert status == 0
    assert out.count("Questions:") == 3 and out.count("evidence [") >= 3 * 5
