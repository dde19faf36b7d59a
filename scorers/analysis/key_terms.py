"""The article's key terms: its most frequent content words that say what it is about.

Numbers, handles ("@matzew") and generic words ("year", "people", 一个, 可以 …) are
never key terms, however often they occur.
"""

from __future__ import annotations

import heapq
import re
from collections import Counter
from collections.abc import Container, Iterable, Sequence
from itertools import pairwise

_NOT_TERM = re.compile(r"^(?:[\d@]|.+的$)")  # a number, a handle ("@matzew"), a modifier ("演讲的")

#: Frequent words that are never what an article is about, so never its key terms.
GENERIC_TERMS = frozenset(
    """
    year time way use used using make made get got new like need needs work want also
    thing things lot lots good great many much people first last next number part day
    week month today example case point set help able well know see look find found
    一个 这个 我们 你们 他们 可以 进行 使用 通过 需要 没有 已经 时候 问题 方面 情况 这样 那么
    因为 所以 如果 但是 然后 还是 就是 什么 怎么 一些 这些 那些 其中 以及 同时 目前
    支持 提供 实现 能够 功能 相关 不同 其他 这种 如何 为了 一种 之后 之前 开始 可能 非常
    end way ways one two also just make makes thanks thank 感谢 谢谢
    """.split())


#: A term that follows another this share of the times it occurs is part of one name
#: with it ("Apache APISIX", "Node.js"): the name is one key term, not two.
NAME_PART_SHARE = 0.8


def name_parts(term_lists: Iterable[Sequence[str]], counts: Counter[str]) -> frozenset[str]:
    """Terms that are the second part of a name: nearly every time they occur they follow
    the same term (apisix after apache, js after node)."""
    pairs: Counter[tuple[str, str]] = Counter()
    for terms in term_lists:
        pairs.update(pairwise(terms))
    # Latin-script names only: jieba keeps a Chinese name in one word, and two Chinese
    # words in a row ("向量" "数据库") are a phrase whose head is what the article is about.
    return frozenset(second for (first, second), n in pairs.items()
                     if first != second and n >= 2 and first.isascii() and second.isascii()
                     and n >= NAME_PART_SHARE * counts[second])


def key_terms(counts: Counter[str], size: int = 3,
              parts: Container[str] = frozenset()) -> list[str]:
    """The ``size`` most frequent terms seen twice or more (ties in alphabetical order)
    that are no number, no generic word and not the second part of a name (``parts``)."""
    want = 16
    while True:
        # Every term at least as frequent as the ``want``-th most frequent one: the
        # ranking of all terms starts with them, in the same order.
        floor = max(2, min(heapq.nlargest(want, counts.values()), default=2))
        ranked = sorted(((term, n) for term, n in counts.items() if n >= floor),
                        key=lambda kv: (-kv[1], kv[0]))
        found = [term for term, _ in ranked if not _NOT_TERM.match(term)
                 and term not in GENERIC_TERMS and term not in parts][:size]
        if len(found) == size or floor == 2 or want >= len(counts):
            return found
        want *= 4
