"""Section length: a list of entries, each a title line with its text nested under it (a
FAQ written as a list), is cut into passages at each entry, as subheadings would cut it;
the same text in plain paragraphs under one heading is one long section."""

from __future__ import annotations

import pytest

from tests.unit.dimensions.helpers import check_score

EN_ANSWER = ("The service reads its settings from one file at start-up, checks each of the "
             "12 keys against the schema, and stops with the name of the first wrong key, so "
             "that a typo is found in seconds rather than at the first request. Version 2.1 "
             "added a dry run that checks the file without starting the service at all.")

ZH_ANSWER = ("服务在启动时从一个文件读取设置，按模式逐一检查 12 个键，"
             "遇到第一个错误的键就停止并报出它的名字，"
             "这样拼写错误几秒钟就能发现，而不是等到第一个请求。2.1 版本加入了试运行，"
             "可以只检查文件而不启动服务。")


EN_HEAD = ("# Settings FAQ\n\nThe settings file holds 12 keys, checked at start-up.\n\n"
           "## Questions\n\n")
ZH_HEAD = "# 设置常见问题\n\n设置文件有 12 个键，在启动时检查。\n\n## 问题\n\n"


def _faq(head: str, answer: str, question: str, entries: bool) -> str:
    if entries:
        body = "".join(f"- {question} {n}?\n\n  {answer}\n\n" for n in range(1, 13))
    else:
        body = "".join(f"{answer}\n\n" for _ in range(1, 13))
    return head + body


@pytest.mark.parametrize(("head", "answer", "question"), [
    (EN_HEAD, EN_ANSWER, "How is the settings file checked, case"),
    (ZH_HEAD, ZH_ANSWER, "设置文件是如何检查的，情形"),
])
def test_a_list_of_entries_is_cut_at_each_entry(head, answer, question):
    as_entries = check_score(_faq(head, answer, question, True), "structure", "section_length")
    as_prose = check_score(_faq(head, answer, question, False), "structure", "section_length")
    assert as_entries == 100
    assert as_prose < 50
