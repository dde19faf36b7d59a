"""Word lists and regular expressions the analysis looks for, per language.

Kept apart from the code that uses them so that a writer or linguist can read
and extend them without reading any logic. Every pattern runs over *prose*
(markup blanked out, see :mod:`scorers.markup.inline`), so digits in URLs and code are
never seen here.
"""

from __future__ import annotations

import re

_NUM = r"\d+(?:[.,]\d+)*"
_ZH_DIGITS = "零〇一二两三四五六七八九十百千万亿"

_EN_MONTH = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
    r"Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
)

_UNITS_EN = (
    r"(?:%|percent|per\s?cent|percentage points?|x|×|times|ms|milliseconds?|s|secs?|seconds?|"
    r"min|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|decades?|centur(?:y|ies)|"
    r"nm|mm|cm|m|km|miles?|ft|feet|inch(?:es)?|mg|g|kg|t|tons?|tonnes?|lbs?|pounds?|oz|"
    r"ml|l|liters?|litres?|gallons?|[kKMGTP]?B|[kKMGTP]i?B|[kKMGT]?bps|[kKMG]?Hz|[kKMG]?W|"
    r"[kKMG]?Wh|mAh|V|°C|°F|℃|fps|dpi|px|FLOPs?|[kKMBT]|bn|million|billion|trillion|thousand|"
    r"tokens?|parameters?|params|users?|people|customers?|companies|employees|respondents|"
    r"participants|queries|requests|downloads|stars|pages?|words?|steps?|GPUs?|CPUs?|cores?|"
    r"servers?|nodes?|clusters?|models?|countries|cities|languages|points?|votes?|visits?)"
)
_UNITS_ZH = (
    r"(?:%|％|个百分点|倍|[万亿千百]?(?:元|美元|欧元|英镑|日元|人民币)|万亿|亿|万|千|"
    r"个|名|位|家|款|套|颗|台|次|项|种|条|篇|字|步|张|块|层|部|所|座|辆|架|件|份|期|轮|场|"
    r"年|月|日|号|天|周|小时|分钟|秒|毫秒|岁|"
    r"公里|千米|米|厘米|毫米|公斤|千克|克|吨|升|毫升|平方米|亩|度|瓦|千瓦|兆瓦|"
    r"参数|token|GB|TB|MB|KB|GHz|MHz|FLOPs)"
)

# Words after a number that do not make it a count of something ("3 of 5", "2 and").
_NOT_COUNTED = (
    r"of|and|or|to|in|on|at|for|by|with|from|is|are|was|were|be|the|an?|but|than|as|that|"
    r"this|which|who|it|they|we|you|has|have|had|more|less|times|per|out|into|onto|over|"
    r"under|if|so|then|when|while|after|before|since|until|via|vs"
)

#: A product with its version number: "React 18", "Go 1.20", "Node.js 18", "HTTP/2",
#: "Java 11" — a version a reader can check. Not numbering ("Step 2", "Table 3", "Top 10").
_NOT_VERSIONS = ("Step", "Steps", "Table", "Figure", "Fig", "Chapter", "Section", "Part", "Page",
                 "Item", "Option", "Example", "Day", "Week", "Phase", "Level", "Round", "Stage",
                 "Note", "Question", "Top", "Rule", "Line", "Case", "Issue", "No", "Number",
                 "Room", "Lesson", "Unit", "Appendix", "Exercise", "Task", "Episode", "Season",
                 "Volume", "Vol")
# It opens on its capital letter, the lookarounds after it (the capital is read behind),
# so that the fact rules still share one pass (scorers/fastpatterns/onepass.py).
_NAMED_VERSION = (
    r"[A-Z](?<![\w.][A-Z])(?!"
    + "|".join(rf"(?<={word[0]}){word[1:]}\b" for word in _NOT_VERSIONS)
    + r")[A-Za-z]*(?:\.js)?(?:\s|/)\d{1,3}(?:\.\d{1,3})?(?![\d.,:/-]?\d)(?![\w])"
)

#: A bare version number bound to when a behaviour holds ("从 1.7 版开始默认开启", "1.5 版本
#: 之前可用", "2.0 版以后"): the reader can check what changed in that release. A version
#: named only to announce it ("全新 3.0 版重磅发布", "发布了 1.0 版本") is no fact.
_BOUND_VERSION_ZH = (
    r"\d(?<![\d.]\d)\d{0,2}\.\d{1,3}(?=\s?版本?\s?(?:开始|起|以来|之前|以前|之后|以后|"
    r"及以上|及以下|及更高|以上|以下|或更高|或以上))"
)

# Order matters: the more specific label wins where spans overlap. Bare numbers are
# not facts (list numbering, "(note 3)", heading numbers): a figure must be bound to
# what it measures — a unit, a measure word, a percent or currency sign, a date, a
# version, or (English) the noun it counts.
FACT_PATTERNS: dict[str, tuple[tuple[str, re.Pattern[str]], ...]] = {
    "en": (
        ("DATE", re.compile(
            r"\b\d{4}-\d{1,2}-\d{1,2}\b|"
            rf"\b{_EN_MONTH}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?\b|"
            rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+{_EN_MONTH}\.?(?:,?\s+\d{{4}})?\b|"
            rf"\b{_EN_MONTH}\.?\s+\d{{4}}\b|\bQ[1-4]\s+\d{{4}}\b|"
            r"\b(?:1[5-9]\d\d|20\d\d|2100)s?\b")),
        ("MONEY", re.compile(
            rf"[$€£¥￥]\s?{_NUM}(?:\s?(?:[kKmMbB]n?|million|billion|trillion|thousand)\b)?|"
            rf"\b{_NUM}\s?(?:USD|EUR|GBP|CNY|RMB|JPY|dollars|euros|yuan)\b")),
        ("PERCENT", re.compile(rf"[-+]?{_NUM}\s?(?:%|percent\b|per cent\b|percentage points?\b)")),
        ("RANGE", re.compile(rf"\b{_NUM}\s?(?:-|–|—|to)\s?{_NUM}\s?{_UNITS_EN}\b")),
        ("VERSION", re.compile(
            r"\bv?\d+\.\d+\.\d+(?:[-.][0-9A-Za-z]+)*\b|\b[vV]\d+(?:\.\d+)*\b|"
            r"\b(?:ISO|IEC|RFC|IEEE|PEP|NIST\s?SP|ASTM|CVE|GDPR|HIPAA)[\s-]?\d[\d.:-]*\b|"
            r"\b[A-Z][A-Za-z]{0,8}-?\d{1,5}[A-Za-z]{0,3}(?:-[A-Z0-9]+)*\b|"
            rf"{_NAMED_VERSION}(?!\s?(?:%|{_UNITS_EN})(?![\w]))")),
        ("QUANTITY", re.compile(rf"(?<![\w.]){_NUM}\s?{_UNITS_EN}(?![\w])")),
        ("COUNT", re.compile(
            rf"(?<![\w.$€£¥]){_NUM}\s(?!(?:{_NOT_COUNTED})\b)[A-Za-z][A-Za-z0-9-]{{2,}}(?![\w])|"
            r"\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|"
            r"forty|fifty|hundreds?|thousands?|millions?|billions?|dozens?)\s+"
            r"(?:years?|months?|weeks?|days?|hours?|minutes?|times|percent|people|users|"
            r"companies|countries|teams|studies|steps|versions)\b", re.I)),
    ),
    "zh": (
        ("DATE", re.compile(
            r"\d{4}-\d{1,2}-\d{1,2}|\d{4}\s?年(?:\s?\d{1,2}\s?月(?:\s?\d{1,2}\s?[日号])?)?|"
            r"\d{1,2}\s?月\s?\d{1,2}\s?[日号]|(?:1[5-9]\d\d|20\d\d)(?!\d)")),
        ("MONEY", re.compile(
            rf"[$€£¥￥]\s?{_NUM}(?:[万亿]|万亿)?|{_NUM}\s?(?:万亿|亿|万|千)?\s?(?:元|美元|欧元|英镑|日元|人民币)")),
        ("PERCENT", re.compile(rf"{_NUM}\s?(?:%|％|个百分点)|百分之[{_ZH_DIGITS}\d.]+")),
        ("RANGE", re.compile(rf"{_NUM}\s?(?:-|–|—|~|～|至|到)\s?{_NUM}\s?{_UNITS_ZH}")),
        ("VERSION", re.compile(
            r"v?\d+\.\d+\.\d+(?:[-.][0-9A-Za-z]+)*|[vV]\d+(?:\.\d+)*|"
            r"(?:ISO|IEC|RFC|IEEE|GB/T|GB|PEP)\s?\d[\d.:-]*|"
            r"(?<![A-Za-z])[A-Z][A-Za-z]{0,8}-?\d{1,5}[A-Za-z]{0,3}(?:-[A-Z0-9]+)*|"
            rf"{_NAMED_VERSION}(?!\s?(?:%|％|{_UNITS_ZH}))|{_BOUND_VERSION_ZH}")),
        ("QUANTITY", re.compile(
            rf"{_NUM}\s?{_UNITS_ZH}|[{_ZH_DIGITS}]{{2,}}{_UNITS_ZH}|"
            rf"[二两三四五六七八九十][{_ZH_DIGITS}]*(?:个|名|位|家|款|套|颗|台|次|项|种|倍|年|天|小时|步)")),
        ("COUNT", re.compile(r"\d+(?:\.\d+)?[eE][-+]?\d+")),
    ),
}

VAGUE_AUTHORITY = {
    "en": re.compile(
        r"\b(?:studies (?:have )?(?:show|shown|found|suggest)|research (?:shows|suggests|has shown)|"
        r"experts (?:say|agree|believe|warn)|scientists (?:say|agree|believe)|"
        r"many (?:people|experts) (?:believe|say|think)|some (?:people )?say|it is (?:said|believed)|"
        r"sources say|according to (?:experts|research|studies)|it is widely (?:known|believed))\b",
        re.I),
    "zh": re.compile(
        r"(?<![A-Za-z0-9\u4e00-\u9fff])(?<![A-Za-z0-9\u4e00-\u9fff] )研究(?:表明|显示)|有研究|业内人士|专家(?:表示|认为|指出)|据说|有人说|据悉|据了解|"
        r"权威人士|相关人士|知情人士|众多专家|有关专家|坊间"),
}

FILLERS = {
    "en": re.compile(
        r"\b(?:very|really|basically|actually|literally|totally|extremely|quite|just|simply|"
        r"kind of|sort of|it is important to note(?: that)?|it should be noted(?: that)?|"
        r"needless to say|it goes without saying|at the end of the day|in today's world|"
        r"as we all know|the fact that)\b", re.I),
    "zh": re.compile(
        r"非常|基本上|总的来说|众所周知|其实|可以说|相当(?!于)|十分|毋庸置疑|不言而喻|值得一提的是|"
        r"在当今社会|总而言之|显而易见|在某种意义上|各种各样|说到底"),
}

#: First-person measurement: an article's own results are its evidence, not an
#: unsourced claim ("we measured", "in our tests", 我们测试, 实测).
OWN_MEASUREMENT = {
    "en": re.compile(
        r"\b(?:we|I)\s+(?:measured|tested|benchmarked|ran|timed|found|saw|observed|recorded|"
        r"surveyed|asked|counted|collected|analy[sz]ed|got)\b|\b(?:our|my)\s+(?:own\s+)?"
        r"(?:tests?|benchmarks?|measurements?|experiments?|results?|data|survey|runs?|"
        r"machine|laptop|setup|numbers)\b|\bin (?:our|my) (?:tests?|experience|setup)\b",
        re.I),
    "zh": re.compile(r"我们(?:测试|测量|实测|统计|调查|发现|记录|跑了|对比)|实测|我们的(?:测试|数据|实验|调查)|笔者(?:测试|实测)"),
}

#: Four-digit years, for the age of a visible date.
YEAR = re.compile(r"(?<!\d)(19[5-9]\d|20\d\d)(?!\d)")

PRONOUNS = {
    "en": frozenset(["it", "its", "they", "them", "their", "this", "these", "those", "he", "she", "him", "her", "his", "hers"]),
    "zh": frozenset(["它", "它们", "他们", "她们", "其", "该", "此", "这", "那", "这些", "那些", "他", "她"]),
}

INLINE_ENUMERATION = {
    "en": re.compile(
        r"\bfirst(?:ly)?\b[^\n]{3,300}?\bsecond(?:ly)?\b[^\n]{3,300}?"
        r"\b(?:third(?:ly)?|finally|lastly)\b|"
        r"\(1\)[^\n]{3,300}?\(2\)[^\n]{3,300}?\(3\)|(?<![\w.])1\)[^\n]{3,300}?(?<![\w.])2\)",
        re.I),
    "zh": re.compile(
        r"一是[^\n]{2,300}?二是|首先[^\n]{2,300}?其次|第一[，,、][^\n]{2,300}?第二[，,、]|"
        r"[（(]1[）)][^\n]{2,300}?[（(]2[）)]|①[^\n]{2,300}?②|其一[^\n]{2,300}?其二"),
}

PASSIVE = {
    "en": re.compile(
        r"\b(?:am|is|are|was|were|be|been|being)\s+(?:\w+ly\s+)?(?:\w{2,}ed|"
        r"known|made|built|done|found|given|held|kept|left|lost|paid|put|said|seen|sent|"
        r"shown|sold|spent|taken|taught|told|thought|understood|written|begun|bought|brought|"
        r"caught|chosen|drawn|driven|eaten|fallen|felt|forgotten|frozen|grown|heard|hidden|"
        r"led|meant|met|spoken|stolen|thrown|worn|broken|proven|undertaken|overtaken)\b",
        re.I),
    "zh": re.compile(r"被"),
}

DE_CHAIN = re.compile(r"的(?:[^，。！？；、,.!?;:：\n的]{1,12}的){2,}")

#: Openings that announce a summary (TL;DR, 摘要, 速读 …).
SUMMARY_MARKER = re.compile(
    r"\b(?:tl;?dr|summary|in short|in brief|key takeaways?|at a glance|bottom line|"
    r"the short answer|overview)\b|摘要|速读|概要|要点|导读|总结|核心观点|一句话|简而言之|太长不看",
    re.I)

#: An opening that announces what the article will cover instead of saying what it found
#: ("This post describes …", "In this interview …", 本文将介绍…, 这篇采访稿讲述了…,
#: 主要内容为：): a table of contents, not a summary. A marker may stand before it (导读：).
ANNOUNCEMENT = re.compile(
    r"^\W{0,3}(?:[^\W\d]{1,12}\W{0,3}[：:]\W{0,3})?(?:"
    r"(?:in )?this (?:article|post|blog post|guide|interview|piece|write-?up|talk)"
    r"(?:,? (?:we|I))?(?: will| we'll| I'll)? (?:describes?|covers?|explains?|introduces?|"
    r"discuss(?:es)?|shares?|tells?|presents?|summari[sz]es?|looks? at|walks? through|"
    r"goes? through)\b|"
    r"(?:we|I)(?:'ll| will) (?:describe|cover|explain|introduce|discuss|share|look at|"
    r"walk through|go through)\b|"
    r"(?:本文|这篇(?:文章|博客|博文|采访稿?|访谈)|本次(?:采访|访谈|分享))[^。！？!?]{0,60}?"
    r"(?:介绍|讲述|描述|分享|探讨|讨论|回顾|记录|邀请|梳理|聊聊|带你|带大家))"
    r"|主要内容(?:为|是|包括|如下)",
    re.I)

FAQ_HEADING = re.compile(
    r"\b(?:faqs?|frequently asked questions?|q\s?&\s?a|questions and answers|common questions)\b"
    r"|常见问题|问答|答疑|FAQ|你可能想问|疑问解答", re.I)

QUESTION = re.compile(
    r"[?？]\s*$|^(?:what|why|how|when|where|who|which|can|does|do|is|are|should|will)\b|"
    r"(?:什么|为什么|如何|怎么|怎样|哪些|哪个|是否|能否|多少|吗|呢)\s*$|^(?:为什么|如何|怎么|什么是)",
    re.I)

#: Signs of a visible publication or update date.
PUBLICATION_DATE = re.compile(
    r"\b(?:published|updated|last updated|posted|released|as of)\b[^\n]{0,30}?(?:\d{4}|"
    rf"{_EN_MONTH})|(?:发布时间|发布于|更新于|更新时间|发表于|原发布时间|发布日期|日期)[:：]?\s*\d|"
    r"\d{4}-\d{1,2}-\d{1,2}|\d{4}年\d{1,2}月\d{1,2}日", re.I)

#: A date with its label and a colon ("Updated: 2026-12-01", 原发布时间：2026-08-24): a
#: dateline wherever it stands in its paragraph, unlike "published in [Django] in 2013".
LABELLED_DATE = re.compile(
    r"\b(?:published|updated|last\s+updated|last\s+reviewed|posted|date)\s*[:：]\s*(?:\d|"
    rf"{_EN_MONTH})|(?:发布时间|发布于|更新于|更新时间|发表于|原发布时间|发布日期|更新日期|日期)"
    r"[:：]\s*\d", re.I)

#: Named-entity rules used when no trained spaCy pipeline is installed.
ENTITY_RULES = {
    "en": re.compile(
        r"(?<![\w])(?:[A-Z][a-z]+(?:[A-Z][a-z]+)+|[A-Z]{2,6}s?|[A-Z][a-z]*[A-Z]\w*)(?![\w])|"
        r"(?<![\w])[A-Z][\w&'-]*(?: (?:(?:of|for|the|de|von|&) )?[A-Z][\w&'-]*)*"),
    "zh": re.compile(
        r"(?<![A-Za-z])(?:[A-Z][A-Za-z0-9.+&'-]*|[a-z]+[A-Z0-9][A-Za-z0-9.+&'-]*)"
        r"(?: [A-Z][A-Za-z0-9.+&'-]*)*|"
        r"《[^》]{1,30}》|"
        r"[\u4e00-\u9fff]{2,10}(?:大学|学院|公司|集团|实验室|研究院|研究所|协会|基金会|银行|医院|"
        r"委员会|科学院|工程院|部|局|署|中心)"),
}

#: Capitalised words that are not names when they open a sentence or stand alone.
NOT_ENTITIES = frozenset(
    """
    The A An This That These Those It Its They Their We Our You Your I He She In On At For
    From With By To Of And But Or If When While Because Although However Also Then There
    Here What Why How Who Which Where Yes No Not Some Many Most All Each Every One Two
    Three First Second Third Next Last Finally Today Now Note See Use Step Table Figure TL
    DR FAQ OK
    """.split()
)

QUOTE_MARKS = re.compile(r"“[^”\n]{6,600}”|「[^」\n]{6,600}」|『[^』\n]{6,600}』|\"[^\"\n]{12,600}\"")


#: Any number at all, bound or bare: what a number salad is made of.
ANY_NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,:]\d+)*(?![\w])|(?<=[\u4e00-\u9fff])\d+(?:[.,]\d+)*")

#: How an article's own figures were measured: a survey with its responses, a benchmark
#: with its setup, a methodology section. Such figures are the article's evidence, in
#: every section (the narrower OWN_MEASUREMENT covers only its own section).
METHOD_STATEMENT = {
    # "Respondents said" or 受访者 alone is also how a news story quotes someone else's
    # survey: the writer's own survey says who was asked, and how many.
    "en": re.compile(
        r"\bwe\s+(?:surveyed|polled|interviewed)\b|"
        r"\b\d[\d,.]*\s*(?:k\s+)?(?:survey\s+)?(?:respondents|responses|participants|"
        r"completed surveys)\b|\(\s*n\s*=\s*\d[\d,]*\s*\)|"
        r"\b(?:benchmark|test)\s+(?:setup|environment|machine|hardware|rig)\b|"
        # "We built a benchmark to compare …": a performance write-up's own results.
        r"\bwe\s+(?:built|wrote|ran|set\s+up|designed|created)\s+(?:a|an|our)?\s*"
        r"(?:[\w-]+\s+)?(?:micro-?)?(?:benchmarks?|load\s+tests?|stress\s+tests?)\b", re.I),
    "zh": re.compile(
        r"我们(?:在[^，。！？\n]{0,20})?(?:共|一共)?(?:调查|访问|采访|调研|问卷调查)了|"
        r"(?:收到|回收|收集)(?:了)?\s*\d[\d,]*\s*份|\d[\d,]*\s*(?:名|位)(?:受访者|调查对象)|"
        r"\d[\d,]*\s*(?:名|位|人)(?:参与|参加)(?:了)?(?:调查|调研|问卷)|"
        r"测试环境|测试平台|测试配置|测试机器|压测环境|"
        # 我们构建了基准测试来对比优化前后的性能: the write-up's own benchmark.
        r"我们(?:构建|搭建|编写|设计|做|进行|跑|写)了?[^，。！？\n]{0,12}?"
        r"(?:基准测试|压测|压力测试|性能测试|[Bb]enchmark)"),
}

#: A heading over a method section ("Methodology", "How we tested", 测试环境).
METHOD_HEADING = re.compile(
    r"\b(?:methodology|methods?|how we (?:measured|tested|ran|surveyed)|test(?:ing)? "
    r"(?:setup|environment|method)|benchmark (?:setup|environment|method)|about (?:the|this) "
    r"survey)\b|测试环境|测试方法|调查方法|研究方法|样本说明|测试平台|测试配置|关于(?:本次)?调查", re.I)
