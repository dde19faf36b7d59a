# ruff: noqa: E501 - articles are prose: one paragraph a line, as a writer types them
"""A FAQ written as a list — each entry a question with its answer nested under it —
has its headings in those questions: the key terms they name count as named in the
headings, as they would under "## How do I …?" headings."""

from __future__ import annotations

import pytest

from scorers import score
from tests.support.helpers import check

ENTRIES = {
    "en": [
        ("How do I restart the sync service after an upgrade?",
         "Run `bakeshop sync restart`. The sync service reloads its settings and resumes the queue within 5 seconds."),
        ("Why does the sync service refuse to start on port 8080?",
         "Another program holds the port. Set `sync.port` to a free port such as 8081 in `bakeshop.toml` and start the sync service again."),
        ("Can the sync service run without a network?",
         "Yes. It stores every feeding in the local queue and sends the queue once the network is back; the queue holds 10,000 entries."),
        ("How do I move the sync service to a new server?",
         "Copy `bakeshop.toml` and the `queue` folder to the new server, install version 2.0 or later and start the sync service there."),
        ("Where does the sync service keep its log?",
         "The log is written to `logs/sync.log`; each file holds at most 10 MB and five files are kept, the oldest deleted first."),
    ],
    "zh": [
        ("升级以后怎么重启同步服务？",
         "运行 `bakeshop sync restart`。同步服务会重新读取配置，并在 5 秒内恢复队列。"),
        ("同步服务为什么无法在 8080 端口启动？",
         "有别的程序占用了这个端口。在 `bakeshop.toml` 里把 `sync.port` 改成空闲端口，例如 8081，再启动同步服务。"),
        ("没有网络时同步服务还能运行吗？",
         "能。它把每一次喂养记录存进本地队列，网络恢复后再发送；队列最多保存 10000 条记录。"),
        ("怎么把同步服务迁移到新服务器？",
         "把 `bakeshop.toml` 和 `queue` 目录复制到新服务器，安装 2.0 或更高版本，再在新服务器上启动同步服务。旧服务器上的同步服务要先停掉，否则两台机器会同时发送同一个队列。"),
        ("同步服务的日志保存在哪里？",
         "日志写在 `logs/sync.log`，每个文件最大 10 MB，最多保留 5 个；超过以后最旧的文件会被删除。排查启动失败时，先看日志最后 50 行里的错误信息。"),
    ],
}
TITLE = {"en": "Bakeshop FAQ", "zh": "Bakeshop 常见问题"}


def _as_list(lang: str) -> str:
    entries = "\n".join(f"- {q}\n\n  {a}\n" for q, a in ENTRIES[lang])
    return f"# {TITLE[lang]}\n\n{entries}"


def _as_headings(lang: str) -> str:
    entries = "\n".join(f"## {q}\n\n{a}\n" for q, a in ENTRIES[lang])
    return f"# {TITLE[lang]}\n\n{entries}"


def _as_bare_questions(lang: str) -> str:
    # The questions listed with no answer nested under them, the answers after the list.
    questions = "\n".join(f"- {q}" for q, _ in ENTRIES[lang])
    answers = "\n\n".join(a for _, a in ENTRIES[lang])
    return f"# {TITLE[lang]}\n\n{questions}\n\n{answers}\n"


def _in_headings(text: str) -> int:
    return dict(check(score(text), "extractability", "key_terms").params)["headings"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_questions_of_a_list_faq_are_its_headings(lang):
    assert score(_as_list(lang)).lang == lang
    assert _in_headings(_as_list(lang)) == _in_headings(_as_headings(lang)) > 0


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_list_of_questions_without_answers_under_them_is_no_faq(lang):
    assert _in_headings(_as_bare_questions(lang)) == 0
