"""The questions an article is judged on: the writer's, and those mined from its headings.

A question heading stands as it is; a heading that names a topic (and the
title) becomes a natural question in the article's language: "New panel design" →
"What is the new panel design?", "安装步骤" → "安装步骤有哪些？"; advice that opens on a
verb is asked as "how do you …?" ("Make updating a habit" → "How do you make
updating a habit?"). A statement ("Things are not perfect", 要坚持写作) names no topic and
is left out, as are headings such as "FAQ", "Summary", 总结 or 参考资料, and a
heading with no text under it yet: a section being written is not judged before
it has an answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from scorers.answers.answer_type import GENERAL, kind_of
from scorers.document import DocumentView
from scorers.language.written import made_again
from scorers.language.written import written_lower as _written_lower
from scorers.markup.blocks import HEADING
from scorers.rules import heading_words, patterns
from scorers.rules.heading_words import COMMON_STARTS, FOR_WORDS, GENERIC_HEADINGS, LIST_WORDS

#: At most this many questions are mined from an article.
MAX_MINED = 5
#: At most this many questions of the writer's are answered.
MAX_ASKED = 10

#: A longer heading that does not ask is a headline: it stands as the search it answers.
LONG_HEADING_WORDS = 6
LONG_HEADING_CHARS = 14

ASKED = "asked"
MINED = "mined"


@dataclass(frozen=True, slots=True)
class Questions:
    """What the writer set for a document.

    Attributes:
        asked: the writer's own questions, in order (the focus query first).
        dismissed: mined questions the writer removed.
        mine: whether to add questions mined from the title and headings.
    """

    asked: tuple[str, ...] = ()
    dismissed: tuple[str, ...] = ()
    mine: bool = True

    def with_focus(self, query: str | None) -> Questions:
        """These questions with the focus ``query`` first (once)."""
        query = (query or "").strip()
        if not query:
            return self
        rest = tuple(q for q in self.asked if q.strip().casefold() != query.casefold())
        return Questions((query, *rest), self.dismissed, self.mine)


@dataclass(frozen=True, slots=True)
class Question:
    """One question to answer.

    Attributes:
        text: the question as shown.
        origin: :data:`ASKED` or :data:`MINED`.
        heading_start: for a mined question, the offset of its heading.
        search: the words to search for, when not the question's own: a mined question
            searches for its heading's words, not its template's ("What should you
            know about …?" asks nothing about "know").
    """

    text: str
    origin: str
    heading_start: int | None = None
    kind: str = GENERAL
    search: str = ""

    @property
    def words(self) -> str:
        """What to search for."""
        return self.search or self.text


_EN_ASKS = re.compile(
    r"^(?:what|why|how|when|where|who|whom|whose|which|can|could|does|do|did|is|are|was|were|"
    r"should|will|would|may|has|have)\b", re.I)
_EN_HOW_TO = re.compile(r"^how\s+to\s+(.+)$", re.I)
# Advice to mind something ("Think carefully about certificates and the CNI", "Beware of
# …"): the reader asks what to know about it.
_EN_MIND = re.compile(
    r"^(?:think(?:\s+\w+ly)?\s+about|consider|beware\s+of|watch\s+out\s+for|"
    r"be\s+careful\s+(?:with|about)|pay\s+attention\s+to|don't\s+forget(?:\s+about)?)\s+"
    r"(\S.*)$", re.I)
_EN_VERSUS = re.compile(r"^(.+?)\s+(?:vs\.?|versus)\s+(.+)$", re.I)
_EN_NUMBERING, _ZH_NUMBERING = heading_words.EN_NUMBERING, heading_words.ZH_NUMBERING
_ZH_ASKS = re.compile(r"[?？]$|吗$|呢$|^(?:为什么|如何|怎么|怎样|什么是|是否|哪些|哪个|谁)|"
                      r"(?:什么|多少|多久|哪些|哪个|哪里|谁|几[年月天个次种]|是否|能否|如何|怎样|"
                      r"为什么)")
# A heading that says something instead of naming a topic: a verb, a clause, a person
# ("Things are not perfect", "Most importantly, be who you are", 让更新成为习惯).
_EN_VERB = (r"is|are|was|were|be|been|being|will|would|can|could|should|must|may|might|do|"
            r"does|did|has|have|had|not|never|don't|doesn't|isn't|aren't|won't|can't")
_EN_STATEMENT = re.compile(rf"\b(?:{_EN_VERB}|i|you|we|my|your|our|me|us)\b|[,;!]", re.I)
_EN_CLAUSE = re.compile(rf"\b(?:{_EN_VERB})\b|[,;!]", re.I)
# Advice headings open on a verb: asked as "how do you …?" ("Make updating your blog a
# habit" → "How do you make updating your blog a habit?"). A word that is as often a
# noun ("Use cases", "Go Developer Survey") counts as a verb only before a determiner.
_EN_IMPERATIVE = re.compile(
    r"^(?:(?:make|start|keep|get|try|avoid|choose|learn|build|find|take|give|let|create|"
    r"pick|publish|follow|install|configure|deploy|improve|launch|remember|embrace|accept|"
    r"treat|put|protect|define|automate|write)\s+[a-z]|"
    r"(?:use|read|post|run|set|test|plan|check|go|turn|move|cut|drop|fix|track|share|grow|"
    r"ask|aim|focus|measure|stop|add|know|own|think)\s+(?:a|an|the|your|my|our|their|this|"
    r"these|it|them|what|how|something|one|more|less|every|each)\b)", re.I)
_ZH_STATEMENT = re.compile(r"[是要让把会就了吧我你您们别，,！!]|应该|不要|必须|可以")
# A Chinese heading that is a clause, not a topic: one opening on a conjunction ("当 Ant
# Design 遇上 CSS 变量", 如果…, 随着…) or joining two actions ("在 issue 页找到 issue 并分析
# 选择"). Asked word for word it is no search a reader types ("合并", "并发" are words).
_ZH_CLAUSE = re.compile(r"^(?:当|如果|若是?|假如|一旦|即使|虽然|尽管|只要|除非|随着)|"
                        r"(?<![合兼吞归])并(?![发购列行存非入])|并且|然后|而且|但是")
# "How AI engines pick sources" is a statement of a question: ask it with "do"/"does".
_EN_EMBEDDED = re.compile(
    r"^(how|why|where|when)\s+(?!(?:to|do|does|did|is|are|was|were|can|could|should|will|"
    r"would|may|much|many|long|far|often|big|old)\b)\S+\s+\S+", re.I)
_ZH_VERSUS = re.compile(r"^(.+?)(?:与|和|跟|vs\.?|VS)(.+?)(?:的)?(?:区别|对比|比较|差异|异同)$")
_ZH_LIST_END = re.compile(
    r"(?:步骤|方法|原因|优势|优点|缺点|特点|区别|影响|要求|条件|类型|种类|因素|建议|技巧|误区|"
    r"问题|措施|场景|用途|功能|风险|注意事项|好处|挑战|趋势)$")
# A heading that plays with symbols ("Citrix + Kubernetes = A Home Run") names no topic.
_WORDPLAY = re.compile(r"\s[+=&×]\s|=")
# "What Kubernetes is not": a clause naming a section, no question to ask.
_EN_WHAT_CLAUSE = re.compile(r"^(?:what|who)\s+\S.*\s(?:is|are|was|were|does|do)(?:\s+not)?$",
                             re.I)
# A Chinese heading opening on a verb of advice or of looking back ("阅读相关文章熟悉相关
# 概念", "回顾 React Conf 2021") says what to do or what follows: no "…是什么？".
_ZH_VERB_LED = re.compile(r"^(?:阅读|熟悉|了解|学习|掌握|回顾|使用|尝试|选择|避免|保持|坚持|"
                          r"注意|记住|参加|参与|加入|关注|欢迎|感谢|开始|继续|打造|探索|聊聊|谈谈)")
# A Chinese heading ending on a verb of looking back or of change ("时光回溯", "技术演变")
# names a story, not a thing: "时光回溯是什么？" is no question a reader asks, and
# "关于时光回溯，需要了解什么？" none either: it is left out, as "Going back in time" is.
_ZH_STORY_END = re.compile(r"(?:回溯|回顾|回望|回眸|演变|变迁|演进|发展)$")
#: A numbered Chinese heading opening on the verb of a task ("六. 合并修改", "五. 运行测试用例")
#: names a step a reader asks how to do, as an English imperative is asked "How do you …?":
#: "如何合并修改？", not "合并修改是什么？".
_ZH_HOW_TO = re.compile(r"^(?:安装|配置|部署|运行|合并|提交|创建|设置|编写|构建|搭建|升级|迁移|"
                        r"调试|启动|申请|注册|下载|导入|导出|修复|添加|删除|更新|初始化|克隆|"
                        r"编译|打包|检查|备份|恢复|清理|调整|替换)")
#: Emoji and other pictographs decorating a heading ("🔬 核心技术原理解析", "✅ Checklist")
#: are no words of the question.
_PICTOGRAPHS = re.compile("^[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D\\s]+|"
                          "[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D\\s]+$")
_ZH_PAIR = re.compile(r"[与和及跟]")
#: "为kube-batch创建一个 Deployment": the purpose before a task's verb.
_ZH_FOR = re.compile(r"^为\s*[^\s，,。]{1,24}?(?=安装|配置|部署|运行|创建|设置|编写|构建|搭建|升级|"
                     r"启用|添加|生成|申请|注册)")
_ZH_COMMA = re.compile(r"[，,；;]")
_TRAILING = re.compile(r"[\s:：;；,，.。!！、\-–—]+$")


def _clean(heading: str, lang: str) -> str:
    text = _PICTOGRAPHS.sub("", heading.strip())
    text = (_ZH_NUMBERING if lang == "zh" else _EN_NUMBERING).sub("", text, count=1)
    if lang == "zh":  # "第 3 部分：…" also appears in English-numbered Chinese articles
        text = _EN_NUMBERING.sub("", text, count=1)
    return _TRAILING.sub("", text).strip()


def _zh_join(text: str) -> str:
    """``text`` before a Chinese question ending: a space after a Latin word or number
    ("React 18 是什么？"), none after a Chinese character ("客户端是什么？")."""
    return f"{text} " if text[-1:].isascii() and text[-1:].isalnum() else text


def _generic(text: str) -> bool:
    low = text.casefold().strip()
    return (low in GENERIC_HEADINGS or bool(patterns.FAQ_HEADING.fullmatch(low))
            or (len(low) <= 12 and bool(patterns.SUMMARY_MARKER.fullmatch(low))))


def _lower_first(text: str, body: str = "") -> str:
    first = text.split(" ", 1)[0]
    # Keep "GEO", "iPhone", "Python" (a name): lower only an ordinary capitalised word,
    # one the article itself writes in lower case.
    if first[:1].isupper() and first[1:].islower() and (
            first.lower() in COMMON_STARTS or _written_lower(first.lower(), body)):
        return text[:1].lower() + text[1:]
    return text


_GUIDE_WORDS = re.compile(
    r"(?:新手|快速|零基础)?(?:指南|攻略|教程|详解|全解析|入门|简介|介绍|全攻略|完全手册|手册|"
    r"速成|上手)$|"
    r"\s*(?:\ba\s+)?(?:(?:beginner|buyer)'?s'?\s+)?(?:guide|explained|101|handbook|primer)$", re.I)
_ONLY_NUMBERING = re.compile(
    r"^(?:(?:part|chapter|section|step|lesson|appendix)\s*[\w.]+|第\s*[一二三四五六七八九十百零\d]+\s*"
    r"[部分章节步篇条讲]+|[\d.]+|[ivxlc]+)\s*[.:：、]?$", re.I)
_TEMPLATE = re.compile(r"\{\{|\{%|<[A-Za-z/]")
_TITLE_PARTS = re.compile(r"\s*(?:[:：|｜]|\s[-–—]\s)\s*")


def subject_of(title: str, lang: str) -> str:
    """The subject of a title: its part before a colon or dash ("Solar panels: a guide")."""
    parts = [p for p in _TITLE_PARTS.split(_clean(title, lang)) if p]
    if not parts or patterns.QUESTION.search(parts[0]) or (lang == "zh" and any(
            p.search(parts[0]) for p in (_ZH_CLAUSE, heading_words.ZH_NEWS, _ZH_COMMA))):
        return ""  # a question, a clause ("当 X 遇上 Y"), a headline is no subject to ask of
    if len(parts) > 1 and _GENRE_LABEL.fullmatch(parts[0]):
        parts = parts[1:]  # "Workshop recap: Running Linkerd in Production"
    subject = _GUIDE_WORDS.sub("", parts[0]).strip() or parts[0]
    # "Announcing Rust 1.75.0": the subject is what is announced.
    return _ANNOUNCING.sub("", subject).strip() or subject


_ANNOUNCING = re.compile(r"^(?:announcing|introducing|presenting|unveiling|welcoming)\s+", re.I)
#: What kind of post a title is, named before a colon ("Workshop recap: …", "活动回顾：…"):
#: the subject follows it.
_GENRE_LABEL = re.compile(
    r"(?:(?:workshop|event|meetup|conference|webinar|talk|community|weekly|monthly)\s+)?"
    r"(?:recap|review|update|announcement|case study|tutorial|interview|report|news|"
    r"spotlight|deep dive|release notes|guest post|podcast|video|webinar|workshop)s?|"
    r"(?:活动|会议|直播|社区|技术)?(?:回顾|预告|公告|通知|专访|访谈|案例|实践|周报|月报|速递)",
    re.I)
#: "About Volcano", "关于 Volcano": the topic is what follows.
_ABOUT = re.compile(r"^(?:about\s+(?!the\b|us\b|me\b|this\b)|关于\s*)(?=\S)", re.I)
#: A heading that opens on a joining word ("and return-position in traits", what is left
#: of "`async fn` and …" without its code) or names the people thanked is no topic.
_EN_NO_TOPIC = re.compile(r"^(?:and|or|but|with|contributors|thanks)\b", re.I)


_EN_PREPOSITION = re.compile(r"\s+(?:at|in|for|of|on|with|from|to|by|under|over|versus|vs\.?)"
                             r"\s+", re.I)


def to_question(heading: str, lang: str, subject: str = "", body: str = "",
                title: bool = False) -> str | None:
    """A heading (or title) as a natural question in ``lang``; None when it asks nothing.

    Args:
        heading: the heading's text.
        lang: the article's language.
        subject: the article's subject (:func:`subject_of` its title), added to a heading
            of a word or two ("Cost" → "What is the cost of solar panels?").
        body: the article's text, to tell an ordinary capitalised word from a name.
        title: ``heading`` is the article's title (its subject), not a section's heading.
    """
    if _ONLY_NUMBERING.match(heading.strip()) or _EN_NO_TOPIC.match(heading.strip()):
        return None  # "Part 2", "第 3 部分": a place in the article, not a topic
    text = _clean(heading, lang)
    # A numbered heading is a step ("六. 合并修改"); unnumbered, a verb often modifies a
    # noun ("安装费用", the installation cost).
    bare = _PICTOGRAPHS.sub("", heading.strip())
    numbered = _ZH_NUMBERING.match(bare) is not None or _EN_NUMBERING.match(bare) is not None
    if not text or _generic(text) or _TEMPLATE.search(text) or _WORDPLAY.search(text):
        return None
    if re.search(r"[?？]\s*\S", text):
        return None  # "Interested in sponsoring? Act fast!": a call to act, no topic
    text = _ABOUT.sub("", text)
    if lang == "zh":
        if _ZH_ASKS.search(text):
            return text if text.endswith(("？", "?")) else text + "？"
        if _ZH_VERB_LED.match(text) and not _ZH_LIST_END.search(text):
            return None
        task = _ZH_FOR.sub("", text)  # "为Pod创建PriorityClass": a task done for something
        if _ZH_HOW_TO.match(task) and (numbered or task != text) \
                and not _ZH_STATEMENT.search(text) and not _ZH_LIST_END.search(text):
            return f"如何{text}？"
        versus = _ZH_VERSUS.match(text)
        if versus:
            return f"{versus.group(1)}和{versus.group(2)}有什么区别？"
        if any(p.search(text) for p in (_ZH_STATEMENT, _ZH_CLAUSE, heading_words.ZH_NEWS)):
            return None  # a statement (a news headline too) names no topic to ask about
        if len(text) > LONG_HEADING_CHARS:
            if _ZH_PAIR.search(text):
                return text  # "Ant Design 与 CSS 变量": what of the pair is asked is unsaid
            # A long noun phrase ("Ant Design 5.0 的痛点"): still asked, not said.
            return f"{_zh_join(text)}有哪些？" if _ZH_LIST_END.search(text) \
                else f"{_zh_join(text)}是什么？"
        if _ZH_STORY_END.search(text):
            return None  # a story ("时光回溯"), no topic a reader asks about
        if subject and len(text) <= 4 and subject not in text and text not in subject:
            text = f"{subject}的{text}"
        if _ZH_LIST_END.search(text):
            return f"{_zh_join(text)}有哪些？"
        return f"{_zh_join(text)}是什么？"
    if heading_words.EN_CALL_TO_ACT.match(text) or heading_words.EN_THANKS.search(text):
        return None
    how_to = _EN_HOW_TO.match(text)
    if how_to:  # "How to debug a large db?" was asked "How do you debug a large db??"
        return f"How do you {how_to.group(1).rstrip('?？ ')}?"
    if release := heading_words.EN_RELEASE.match(text):  # asked what it brings
        return f"What is new in {release.group(1) or release.group(2)}?"
    advice = _EN_MIND.match(text)
    if advice:
        return f"What should you know about {_lower_first(advice.group(1), body)}?"
    embedded = _EN_EMBEDDED.match(text)
    if embedded and not text.endswith("?"):
        word, rest = embedded.group(1), text[len(embedded.group(1)):].strip()
        name, _, after = rest.partition(" ")
        verb, _, tail = after.partition(" ")
        if name[:1].isupper() and verb.endswith("s") and not verb.endswith("ss"):
            # One named subject and its verb: "How GEO works" → "How does GEO work?"
            return f"{word} does {name} {verb[:-1]}{' ' + tail if tail else ''}?"
        return _lower_asked_case(f"{word} do {rest}?", body)
    if not text.endswith("?") and _EN_WHAT_CLAUSE.match(text):
        return None
    if text.endswith("?") or _EN_ASKS.match(text):
        asked = _lower_asked_case(text, body)
        return asked if asked.endswith("?") else asked + "?"
    if _EN_IMPERATIVE.match(text) and not _EN_CLAUSE.search(text):
        return f"How do you {text[:1].lower()}{text[1:]}?"
    if _EN_STATEMENT.search(text):
        return None  # a statement names no topic to ask about
    if len(text.split()) > LONG_HEADING_WORDS:
        return text  # a headline reads as the words a reader would search for
    versus = _EN_VERSUS.match(text)
    if versus:
        return (f"What is the difference between {_lower_first(versus.group(1), body)} and "
                f"{_lower_first(versus.group(2), body)}?")
    first = text.split()[0]
    if first.lower().endswith("ing") and len(first) >= 5:
        # A title is the article's topic ("Owning an electric car in 2025"); a section
        # heading opening on a gerund tells a story ("Going back in time"), no topic a
        # reader asks about.
        return f"What should you know about {_lower_first(text, body)}?" if title else None
    if len(text.split()) == 1 and text.casefold() in LIST_WORDS:
        # "Tips" names no topic of its own: asked of the article's subject, or not at all.
        if not subject:
            return None
        link = "for" if text.casefold() in FOR_WORDS else "of"
        return f"What are the {text.casefold()} {link} {_subject_form(subject, body)}?"
    # The number of the head noun, before any preposition: "Heat pumps at home" are several.
    words = re.findall(r"[A-Za-z]+", _EN_PREPOSITION.split(text, maxsplit=1)[0])
    # (A single capitalised word the article never writes in lower case is a name:
    # "Kubernetes" is one thing, "Highlights" are several.)
    plural = bool(words) and len(words[-1]) > 3 and words[-1].endswith("s") \
        and not words[-1].endswith(("ss", "us", "is")) \
        and not (len(words) == 1 and words[0][:1].isupper() and body
                 and not _written_lower(words[0].lower(), body))
    verb = "are" if plural else "is"
    if len(words) >= 3 and not plural and all(w[:1].isupper() for w in text.split()):
        # Every word capitalised, "Password Storage Cheat Sheet": the name of one thing.
        return f"What is the {text}?"
    if subject and len(text.split()) <= 2 and subject.casefold() not in text.casefold() \
            and text.casefold() not in subject.casefold():
        return f"What {verb} the {_lower_first(_lower_title_case(text, body), body)} of " \
            f"{_subject_form(subject, body)}?"
    return f"What {verb} {_definite(_lower_first(_lower_title_case(text, body), body))}?"


#: Adjectives that make a phrase one particular thing ("What is the new design?").
_DEFINITE_ADJECTIVES = frozenset(
    "new latest current next main first last final key major previous upcoming".split())
_COUNTS = frozenset("one two three four five six seven eight nine ten".split())  # "one year of"
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
_OF = re.compile(r"^\S+(?:\s+\S+){0,3}\s+of\s+", re.I)


def _definite(phrase: str) -> str:
    """``phrase`` with the "the" English needs: a particular thing ("the new design"), a part
    of something ("the battery life of phones"), a dated one ("the 2020 survey results");
    a name, a generic plural or a mass noun stays bare ("Kubernetes", "use cases")."""
    first, last = phrase.split(" ", 1)[0], phrase.rsplit(" ", 1)[-1]
    if first.casefold() in _DEFINITE_ADJECTIVES:
        return f"the {first.lower()}{phrase[len(first):]}"
    part_of = first.islower() and first not in _COUNTS | {"the", "a", "an"} and _OF.match(phrase)
    dated = _YEAR.search(phrase) and last.isalpha() and last.islower()
    return f"the {phrase}" if part_of or dated else phrase


def _subject_form(subject: str, body: str) -> str:
    """The subject inside a question: a name In Title Case stays as it is ("the work
    factors of Password Storage Cheat Sheet"), an ordinary first word is lowered."""
    words = subject.split()
    if len(words) >= 2 and all(w[:1].isupper() for w in words if w[:1].isalpha()):
        return subject
    return _lower_first(subject, body)


def _lower_asked_case(question: str, body: str) -> str:
    """A question heading with its ordinary words after the first as the article writes
    them ("How do Attackers Crack Password Hashes?" → "How do attackers crack password
    hashes?"), names kept."""
    first, *rest = question.split(" ")
    return " ".join([first, *(
        w.lower() if w[:1].isupper() and w[1:].rstrip("?").islower()
        and _written_lower(w.rstrip("?").lower(), body) else w for w in rest)])


def _lower_title_case(text: str, body: str) -> str:
    """A heading In Title Case with its ordinary words as the article writes them
    ("Password Hashing Algorithms" → "password hashing algorithms"), names kept."""
    words = text.split(" ")
    if len(words) < 2 or not all(w[:1].isupper() for w in words if w[:1].isalpha()):
        return text
    return " ".join(w.lower() if w[:1].isupper() and w[1:].islower()
                    and (w.lower() in COMMON_STARTS or _written_lower(w.lower(), body))
                    else w for w in words)


def mine(view: DocumentView, limit: int = MAX_MINED) -> list[Question]:
    """Questions from the title and the H2/H3 headings that have text under them."""
    found: list[Question] = []
    seen: set[str] = set()
    items = view.items
    has_text_after: list[bool] = [False] * len(items)
    following = False
    for index in range(len(items) - 1, -1, -1):
        has_text_after[index] = following
        it = items[index]
        if it.block.kind == HEADING:
            following = False
        elif it.block.is_prose and it.a.length > 0:
            following = True
    title = view.title
    title_item = next((it for it in view.headings if it.a.level == 1), None)
    candidates: list[tuple[str, int | None]] = []
    if title and view.prose:
        candidates.append((title, title_item.block.start if title_item else None))
    for level in (2, 3):
        for index, it in enumerate(items):
            if it.block.kind == HEADING and it.a.level == level and it.a.plain \
                    and has_text_after[index]:
                candidates.append((it.a.plain, it.block.start))
    subject = subject_of(title, view.lang) if title else ""
    body = view.text[:100_000]
    for number, (heading, start) in enumerate(candidates):
        if len(found) >= limit:
            break
        is_title = number == 0 and bool(title) and heading == title
        asked, about = (subject or heading, "") if is_title else (heading, subject)
        # (Last keystroke's question for the same heading, unless a word it looked up
        # changed case in the article: 132 headings made into questions were 2 ms.)
        question = made_again(lambda asked=asked, about=about, is_title=is_title: to_question(
            asked, view.lang, about, body, title=is_title),
            (asked, view.lang, about, is_title, bool(body)), body)
        if question is None or question.casefold() in seen:
            continue
        seen.add(question.casefold())
        # A question heading asks for what its words ask; a heading made into a question
        # ("What is the cost …?") accepts any claim — a figure, a name, a definition.
        asks = bool(patterns.QUESTION.search(_clean(heading, view.lang)))
        own = subject or heading if is_title else heading
        if subject and not is_title and subject.casefold() in question.casefold() \
                and subject.casefold() not in own.casefold():
            own = f"{subject} {own}"  # "Cost" asked as "What is the cost of solar panels?"
        found.append(Question(question, MINED, start, kind_of(question) if asks else GENERAL,
                              search=own))
    return found


def _same(question: str) -> str:
    # "开发流程是什么?" typed is the mined "开发流程是什么？": one card, not two verdicts.
    return " ".join(question.replace("？", "?").split()).casefold()


def select(view: DocumentView, questions: Questions) -> list[Question]:
    """The questions to answer: the writer's, then the mined ones not dismissed."""
    out: list[Question] = []
    seen: set[str] = set()
    for text in questions.asked:
        text = " ".join(text.split())
        if text and _same(text) not in seen and len(out) < MAX_ASKED:
            seen.add(_same(text))
            out.append(Question(text, ASKED, kind=kind_of(text)))
    if questions.mine:
        dismissed = {_same(q) for q in questions.dismissed}
        mined = 0
        for question in mine(view, MAX_MINED + len(dismissed)):
            key = _same(question.text)
            if key not in seen and key not in dismissed and mined < MAX_MINED:
                seen.add(key)
                mined += 1
                out.append(question)
    return out


# "的比例是多少", "What percentage of …": the kind of figure asked, which a "76%" gives
# without the word (the advice asked for "percentage" beside a quote full of them).
_ZH_INTERROGATIVES = re.compile(
    r"哪一?年|哪些|哪个|哪里|哪儿|什么时候|什么|(?:比例|百分比|占比)?(?:是|为)?多少|多久|多长时间|"
    r"为什么|如何|怎么样|怎么|怎样|是否|能否|吗|呢")
_EN_INTERROGATIVES = re.compile(
    r"\bhow\s+(?:long|many|much|old|big|large|far|often|fast|soon|high|tall|heavy|quickly)\b|"
    r"\bwhat\s+(?:percentage|proportion|share|fraction)\s+of\b", re.I)


def searchable(question: str) -> str:
    """The question without its question words, which an answer need not contain
    ("How long do batteries last?" is answered by "they last 12 years"; "Kubernetes 是
    哪一年开源的" asks about 开源 and a year, not about 哪一年)."""
    return _ZH_INTERROGATIVES.sub(" ", _EN_INTERROGATIVES.sub(" ", question))
