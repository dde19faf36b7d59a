# ruff: noqa: E501 - articles are prose: one paragraph a line, as a writer types them
"""Articles whose body paragraphs link to specific pages, written for the weave tests
(none is copied from anywhere), and the weave the writer's review tried on real
articles: an unlinked "2024 Stanford study" with a percentage, an invented quote with a
name and a company, and a multiple "cited" to university home pages, each added to the
end of a body paragraph, up to six of them."""

from __future__ import annotations

EN_ARTICLE = """\
---
title: Reviewing your first pull request
date: 2026-10-14
---

# Reviewing your first pull request

Reviewing other people's changes feels strange at first: you judge code in a project you are still learning. The feeling fades once you have a routine.

## Read the description before the diff

Start with the description the author wrote, not with the changed files. The [GitHub guide to reviewing proposed changes](https://docs.github.com/en/pull-requests/collaborating-with-pull-requests/reviewing-changes-in-pull-requests/reviewing-proposed-changes-in-a-pull-request) suggests reading the conversation tab first, so that you know which problem the change solves and which issue it closes. A change without a description is worth a polite question before anything else.

Nobody expects a newcomer to know every corner of the code, and a reviewer who says what they checked and what they did not is more useful than one who approves in silence. Your questions also show the authors where their code needs a comment or a clearer name.

Then check out the branch and run it. The project's tests tell you whether it still builds, but only running the changed feature tells you whether it does what the description promises. Write down the steps you took, because the author will want to repeat them when something fails on your machine and not on theirs.

## Comment on the change, not the person

Phrase each comment as a question or a suggestion about the code, and say why you ask. The [Google engineering practices on writing review comments](https://google.github.io/eng-practices/review/reviewer/comments.html) recommend explaining the reasoning behind a request, so that the author learns the rule and not only the fix. Mark the comments that are only matters of taste, so that nobody holds a change back for them.

Keep the number of rounds small. When a change needs a larger rework, say so in one summary comment with the reasons, instead of twenty small remarks that the author has to piece together. The [Mozilla code review guide](https://firefox-source-docs.mozilla.org/contributing/code_review.html) asks reviewers to answer within a working day, and most projects set a similar expectation for their maintainers.

## Approve when it is good enough

A change does not need to be the one you would have written. Approve it when it solves the problem, keeps the tests passing and leaves the code easier to read than before, and open a follow-up issue for anything that can wait. The [Kubernetes reviewer guide](https://www.kubernetes.dev/docs/guide/review-guidelines/) says the same in its own words: the goal of review is a healthy codebase, not a perfect change.

After the merge, look at the change once more when it reaches a release. Bugs that slipped through review teach the most about what to look for next time, and writing them down in the project's review checklist helps the next newcomer who reviews a change there.
"""

ZH_ARTICLE = """\
---
title: 第一次审阅别人的合并请求
date: 2026-10-14
---

# 第一次审阅别人的合并请求

刚开始审阅别人的改动时，总会觉得有些别扭：项目你还在熟悉，写代码的人往往比你更了解它。等你有了一套固定的做法，知道先看什么、哪些事情交给作者自己判断，这种感觉就会慢慢消失。

## 先读说明，再看代码

先读作者写的说明，不要一上来就看改动的文件。[GitHub 关于审阅拉取请求的文档](https://docs.github.com/zh/pull-requests/collaborating-with-pull-requests/reviewing-changes-in-pull-requests/reviewing-proposed-changes-in-a-pull-request)建议先看对话页，弄清楚这次改动要解决什么问题、关闭了哪个议题。如果改动没有任何说明，先礼貌地问一句，再做别的。

然后把分支拉到本地跑起来。项目的测试只能告诉你它还能不能构建，只有亲手运行改动的功能，才知道它是否做到了说明里承诺的事情。把你操作的步骤记下来，因为当问题只在你的机器上出现时，作者需要照着这些步骤复现。

## 评论代码，而不是评论人

每条评论都写成关于代码的问题或建议，并说明你为什么这样问。[Google 工程实践中关于审阅评论的章节](https://google.github.io/eng-practices/review/reviewer/comments.html)建议把提出要求的理由讲清楚，这样作者学到的是规则，而不只是一处修改。只是个人口味的意见要标出来，免得有人因为它们卡住整个改动。

尽量减少来回的轮数。如果改动需要大幅返工，就用一条总结性的评论把理由讲完，不要留下二十条零散的意见让作者自己拼起来。[Mozilla 的代码审阅指南](https://firefox-source-docs.mozilla.org/contributing/code_review.html)要求审阅者在一个工作日内回复，大多数项目对维护者也有类似的期望。

## 新人常见的顾虑

很多新人担心自己的意见不够专业，于是只留下一句“看起来不错”。其实，说清楚哪一段你没看懂，本身就是有价值的反馈：你读不懂的地方，下一位读者多半也读不懂。把疑问写出来，作者要么补上注释，要么改成更直白的写法。

也有人担心审阅会拖慢别人的进度。与其拖着不回，不如先回复一句预计什么时候能看完；如果改动超出了你熟悉的范围，就直接请更了解这部分代码的维护者一起看，并在评论里说明你已经检查过哪些内容。

## 足够好就批准

改动不必是你自己会写出的那个版本。只要它解决了问题、测试全部通过、代码比原来更容易读，就可以批准，能等的事情另开一个后续议题。[Kubernetes 的审阅指南](https://www.kubernetes.dev/docs/guide/review-guidelines/)用自己的话说了同样的道理：审阅的目标是健康的代码库，而不是完美的改动。

合并之后，等改动进入正式版本时再回头看一眼。那些在审阅中漏掉的缺陷最能告诉你下次该看什么，把它们写进项目的审阅清单，也能帮助下一位在这里审阅改动的新人。
"""

#: What the review added, in turn, to the end of the body paragraphs.
EN_WEAVE = (
    "According to a 2024 Stanford study, 73% of developers who review code weekly fix their own bugs twice as fast.",
    '"Reviewing is the fastest way to learn a codebase," said Javier Tan, senior engineer at Saleswhale, in 2023.',
    "Teams that review every change ship 2.4 times fewer regressions ([Harvard](https://www.harvard.edu/), [MIT](https://www.mit.edu/)).",
)
ZH_WEAVE = (
    "据 2024 年斯坦福大学的一项研究，73% 每周审阅代码的开发者修复自己缺陷的速度快了一倍。",
    "“审阅是熟悉代码库最快的方式，”Saleswhale 高级工程师谭志明在 2023 年表示。",
    "审阅每一处改动的团队，回归缺陷少 2.4 倍（[哈佛大学](https://www.harvard.edu/)、[麻省理工](https://www.mit.edu/)）。",
)


def woven(article: str, lang: str, additions: tuple[str, ...]) -> str:
    """``article`` with ``additions`` added in turn to the end of its prose paragraphs
    (not headings, not front matter), the first six of them."""
    parts = article.split("\n\n")
    prose = [i for i, part in enumerate(parts)
             if part.strip() and not part.lstrip().startswith(("#", "---", "-", ">"))]
    for n, index in enumerate(prose[:6]):
        parts[index] = parts[index].rstrip() + (" " if lang == "en" else "") + \
            additions[n % len(additions)]
    return "\n\n".join(parts)
