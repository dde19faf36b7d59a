"""Word lists for turning headings into questions (:mod:`scorers.answers.questions`).

Which headings name nothing to ask ("Summary", 参考资料), which first words are
ordinary words rather than names, and which one-word headings name a kind of list.
"""

from __future__ import annotations

import re

#: Headings that name a part of any article, not a topic to ask about.
GENERIC_HEADINGS = frozenset("""
faq faqs summary tl;dr tldr introduction intro conclusion conclusions references sources
overview background notes appendix acknowledgements acknowledgments contents attribution
credits thanks
""".split()) | frozenset([
    "frequently asked questions", "further reading", "about the author", "related articles",
    "key takeaways", "table of contents", "bottom line", "final thoughts", "next steps",
    "in summary", "in short", "the bottom line", "see also", "learn more", "read more",
    "find out more", "more information", "more info", "contact us", "get in touch",
    "stay tuned", "了解更多", "更多信息", "更多资料", "联系我们", "加入我们",
    "常见问题", "总结", "摘要", "速读", "引言", "前言", "结语", "结论", "参考资料", "参考文献",
    "延伸阅读", "相关阅读", "目录", "附录", "致谢", "作者简介", "小结", "概述", "背景",
    "写在最后", "导读", "要点", "资料来源", "来源", "附注", "注释",
])

#: First words that are ordinary words, lowered in a question ("What are the benefits …").
COMMON_STARTS = frozenset("""
owning buying using choosing running building writing
the a an our your their its this these those best top key common main new how why what
benefits cost costs price prices pricing risks types kinds features pros cons uses tips
steps ways reasons limits limitations advantages disadvantages differences history future
performance lifespan maintenance installation safety results methods requirements examples
""".split())

#: One-word headings that name a kind of list, not a topic ("Tips", "Resources").
LIST_WORDS = frozenset("""
tips tricks ideas notes thoughts resources tools links extras examples highlights updates
lessons hints misc miscellaneous more others
""".split())

#: … of which these are asked "for" the subject ("the tips for Kubernetes"), the others "of".
FOR_WORDS = frozenset("tips tricks ideas resources tools lessons hints".split())

#: A Chinese news headline: something or someone before a verb of news ("Nacos 荣获…",
#: "Fluid 入选 CNCF 沙箱项目", "KubeEdge 1.22 正式发布"). It names what happened, not a
#: topic: "…荣获…是什么？" is no question a reader asks. (At the start, 获得 and 成为
#: open a topic: "获得 Committer 的条件".)
ZH_NEWS = re.compile(
    r"\S\s*(?:荣获|斩获|喜获|获评|获得|入选|荣登|摘得|夺得|亮相|迎来|晋升|当选|宣布|正式发布|"
    r"重磅发布|发布了|毕业|成为)|\S\s*(?:发布|上线)$")

#: An English heading that asks the reader to come, join or meet ("Engage with the etcd
#: project at KubeCon NA 2023", "Meet the maintainers", "Register now"): a call to act
#: names no topic. It was shown as it stood, or as "What are Meet the maintainers?".
EN_CALL_TO_ACT = re.compile(
    r"^(?:engage|meet|join|come|visit|register|sign\s+up|subscribe|attend|connect\s+with|"
    r"contact|check\s+out|see\s+you|don'?t\s+miss|stop\s+by|drop\s+by|say\s+hi|reach\s+out|"
    r"follow\s+us|save\s+the\s+date)\b", re.I)

#: Thanks to the people who helped ("Another Round of Thanks", "Special thanks to …"):
#: no topic a reader asks about.
EN_THANKS = re.compile(r"\bthanks\b|\bthank\s+you\b|\backnowledg", re.I)

#: A release named by its version ("v1.14 release", "Announcing Knative 1.14 Release",
#: "Release 1.2.0"): the version, asked what is new in it.
EN_RELEASE = re.compile(
    r"^(?:announcing\s+)?(.*?\bv?\d+(?:\.\d+)+[\w.-]*)\s+release(?:\s+notes)?$|"
    r"^release(?:\s+notes)?\s+(?:for\s+)?(v?\d+(?:\.\d+)+[\w.-]*)$", re.I)

#: A number is a section's number only when it is short and no version or year ("6.0 还
#: 支持 React 16 吗？", "2026 年获奖名单", "5.12.0 更新内容", "10 tips for …" keep theirs).
EN_NUMBERING = re.compile(
    r"^(?:(?:part|chapter|section|step|lesson)\s+[\w.]+\s*[:.\-–—]\s*|"
    r"\d{1,2}(?:\.[1-9]\d?)*(?:[.):]\s+|\s+(?![年月日版号个种项条位名次倍周岁%])(?-i:(?![a-z])))|"
    r"[ivxlc]+[.)]\s+)", re.I)
ZH_NUMBERING = re.compile(
    r"^(?:第\s*[一二三四五六七八九十百零\d]+\s*[部分章节步篇条讲]+\s*[:：、.．\s]*|"
    r"[一二三四五六七八九十]+[、.．]\s*|\d{1,2}(?:\.\d{1,2})*(?:[、．)）:：]|\.(?!\d))\s*|"
    r"[（(][一二三四五六七八九十\d]+[）)]\s*)")
