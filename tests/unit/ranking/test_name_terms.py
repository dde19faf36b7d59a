"""A name of two words ("Apache Kite", "Node.js") is one key term: a title that names the
product must not cover two thirds of the key-term cluster by itself."""

from __future__ import annotations

from collections import Counter

from scorers import Engine
from scorers.analysis.key_terms import key_terms, name_parts


def test_the_second_word_of_a_name_is_part_of_it():
    lists = [("apache", "kite", "queue", "retries"), ("apache", "kite", "queue"),
             ("kite", "broker", "apache", "kite"), ("queue", "broker", "apache", "kite")]
    counts = Counter(term for terms in lists for term in terms)
    parts = name_parts(lists, counts)
    assert "kite" in parts  # four of its five uses follow "apache"
    assert "queue" not in parts and "apache" not in parts
    assert key_terms(counts, parts=parts) == ["apache", "queue", "broker"]
    assert set(key_terms(counts)[:2]) == {"apache", "kite"}


_ARTICLE = """\
---
title: Apache Kite 3.0 release notes
---

# Apache Kite 3.0 release notes

Apache Kite 3.0 moves the message queue to a new storage engine. The queue keeps
every message on disk for 7 days, and a consumer that falls behind reads from the
queue log instead of memory.

## Queue storage

Apache Kite stores each queue in segments of 256 MB. A queue with 40 segments needs
10 GB of disk, and old segments of the queue are deleted after 7 days.

## Retries

A consumer retries a failed message 5 times. After the fifth retry the queue moves the
message to a dead-letter queue, where Apache Kite keeps it for 30 days.

## Upgrading

Upgrade the brokers one at a time. Apache Kite 3.0 reads queue segments written by
2.x, so no data has to be copied.
"""


def test_a_two_word_name_counts_once_among_an_articles_key_terms():
    doc = Engine().view(_ARTICLE)
    terms = doc.key_terms
    assert "queue" in terms
    assert not {"apache", "kite"} <= set(terms)


_ZH_ARTICLE = """\
# 向量数据库的选型

向量数据库把每段文本存成 768 维的向量。
向量数据库按相似度检索，一次查询在 100 万条向量里只要 20 毫秒。

## 向量数据库适合什么场景

向量数据库适合语义搜索和推荐。客服知识库接入向量数据库后，答案命中率从 61% 升到 83%。

## 向量数据库的成本

向量数据库的内存占用约为原始文本的 4 倍。索引建好后，向量数据库每天只需增量更新。
"""


def test_a_chinese_word_that_always_follows_another_is_still_a_key_term():
    # jieba keeps a Chinese name in one word; two Chinese words in a row ("向量" "数据库")
    # are a phrase whose head, 数据库, is what the article is about.
    doc = Engine().view(_ZH_ARTICLE)
    assert "数据库" in doc.key_terms


def test_a_contributors_handle_is_no_key_term():
    # A Knative release note credits @matzew on most lines: its key terms were "Knative,
    # Release, @matzew", and the writer was told to put "@matzew" in the headings.
    notes = ("# Cache release 1.2\n\nThe cache release adds a disk tier and faster keys.\n\n"
             "## Changes\n\n- Disk tier for the cache (@matzew)\n- Faster cache keys (@matzew)\n"
             "- Docs for the disk tier (@matzew)\n- Bump the cache library (@matzew)\n"
             "- Cache metrics (@matzew)\n")
    doc = Engine().view(notes)
    assert "cache" in doc.key_terms
    assert not any(term.startswith("@") for term in doc.key_terms)


def test_thanks_and_modifiers_are_no_key_terms():
    # Writer review, 8 Dec: a conference recap's key terms were "React、演讲、感谢" (its
    # thank-you list), and without 感谢 the next was "演讲的".
    counts = Counter({"react": 40, "演讲": 30, "感谢": 25, "演讲的": 22, "会议": 12,
                      "thanks": 20})
    assert key_terms(counts) == ["react", "演讲", "会议"]
