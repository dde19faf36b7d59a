"""An article's own measurements are its evidence when it says how they were measured:
a survey's results, a benchmark's setup, a specification's parameters."""

from __future__ import annotations

import pytest

from scorers import score
from tests.support.helpers import check, marked
from tests.unit.trust import articles


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_surveys_own_results_are_not_unsourced_figures(lang):
    text = getattr(articles, f"SURVEY_{lang.upper()}")
    method = getattr(articles, f"SURVEY_METHOD_{lang.upper()}")
    report = score(text)
    assert not marked(text, report, "unsourced_figures")
    assert check(report, "sources", "unsourced_figures").status == "na"
    # … and says why, not "No paragraph with figures" above a page of percentages.
    said = check(report, "sources", "unsourced_figures").text(lang)
    assert ("own measurements" if lang == "en" else "自己的测量结果") in said
    # The survey's figures count as facts.
    assert check(report, "facts", "fact_density").status == "pass"
    # Without the sentence that says who was asked, the same figures have no source.
    bare = text.replace(method, "")
    assert len(marked(bare, score(bare), "unsourced_figures", "weak")) >= 3


@pytest.mark.parametrize("sentence", [
    "A 2025 industry survey found that 62% of respondents said they bake weekly.",
    "据某行业报告，62% 的受访者表示每周烘焙一次。",
])
def test_someone_elses_survey_is_not_the_articles_own(sentence):
    text = f"{articles.EN_HONEST if sentence.isascii() else articles.ZH_HONEST}\n{sentence}\n"
    assert sentence in marked(text, score(text), "unsourced_figures", "weak")


@pytest.mark.parametrize("text", [
    "# Benchmark: JSON parsers\n\n## Test setup\n\nAll runs used one laptop with 16 GB of "
    "memory and Python 3.13.\n\n## Results\n\nThe fastest parser read a 100 MB file in 0.8 s, "
    "3.2 times faster than the slowest, which needed 2.6 s and 410 MB of memory.",
    "# JSON 解析器基准测试\n\n## 测试环境\n\n所有测试在一台 16 GB 内存的笔记本上运行。"
    "\n\n## 结果\n\n最快的解析器读取 100 MB 文件用时 0.8 秒，是最慢的 3.2 倍，"
    "后者用了 2.6 秒和 410 MB 内存。",
])
def test_a_benchmark_that_states_its_setup_is_its_own_source(text):
    assert not marked(text, score(text), "unsourced_figures")


@pytest.mark.parametrize(("text", "method"), [
    ("# Faster serialisation\n\nWe rewrote the encoder to reuse its buffers. "
     "We built a benchmark to compare the old and the new encoder on the same 4-core "
     "machine. The new encoder writes a 2 KB message in 29 µs, down from 138 µs, and "
     "allocates 42% fewer objects. Throughput rose by 12%, and p99 latency fell by 64%.\n",
     "We built a benchmark to compare the old and the new encoder on the same 4-core "
     "machine. "),
    ("# 序列化性能优化\n\n我们改写了编码器，让它复用缓冲区。"
     "我们构建了基准测试来对比优化前后的性能，"
     "两者运行在同一台 4 核机器上。新编码器写一条 2 KB 的消息用时 29 微秒，此前为 138 微秒，"
     "分配的对象少了 42%。吞吐量提升 12%，TP99 延迟下降 64%。\n",
     "我们构建了基准测试来对比优化前后的性能，两者运行在同一台 4 核机器上。"),
])
def test_a_benchmark_the_writers_built_is_their_own_source(text, method):
    # A performance write-up says how it measured by saying it built a benchmark
    # ("我们构建了基准测试来对比优化前后的性能"): its figures are its own results, not
    # claims that need someone else's page (Kitex's write-up was told "6 of 6 paragraphs
    # with figures have no source").
    assert method in text
    assert not marked(text, score(text), "unsourced_figures")
    bare = text.replace(method, "")
    assert marked(bare, score(bare), "unsourced_figures", "weak")


def test_parameter_lines_are_settings_not_claims():
    params = ("# Choosing scrypt parameters\n\nUse one of these equally strong settings:\n\n"
              "- N=2^17 (128 MiB), r=8 (1024 bytes), p=1\n- N=2^16 (64 MiB), r=8 (1024 bytes), "
              "p=2\n- N=2^15 (32 MiB), r=8 (1024 bytes), p=3\n")
    assert not marked(params, score(params), "unsourced_figures")
    claims = params + ("\nMost sites use 64 MiB of memory and 38% of them set p above 2, "
                       "up from 12% in 2020.\n")
    assert marked(claims, score(claims), "unsourced_figures", "weak") == [
        "Most sites use 64 MiB of memory and 38% of them set p above 2, up from 12% in 2020."]


@pytest.mark.parametrize("text", [
    "# Async I/O\n\nSuppose each request takes 50 ms, and 45 ms of that is waiting for the "
    "database. A server that does not wait can serve 10 times as many requests.",
    "# 异步 I/O\n\n假设每个请求需要 50 毫秒，其中 45 毫秒在等待数据库。"
    "不等待的服务器能处理 10 倍的请求。",
])
def test_the_figures_of_a_made_up_example_need_no_source(text):
    assert not marked(text, score(text), "unsourced_figures")



@pytest.mark.parametrize("lang", ["en", "zh"])
def test_an_article_that_says_how_it_measured_needs_fewer_sources_of_others(lang):
    text = getattr(articles, f"SURVEY_{lang.upper()}")
    method = getattr(articles, f"SURVEY_METHOD_{lang.upper()}")
    assert method in text
    needed = {version: float(check(score(version), "sources", "citations").target.strip("≥ "))
              for version in (text, text.replace(method, ""))}
    # The survey is the primary source of its figures: half the sources of others.
    assert needed[text] < needed[text.replace(method, "")]
