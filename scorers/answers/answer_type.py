"""The kind of fact a question asks for, and the kinds a sentence offers.

"When did …?", "哪一年 …？" are answered by a date; "Why …?", "为什么 …？" by a cause
("because", 由于, 因此). Among sentences holding as many of the question's words, the
one offering what is asked is the one a reader (and an answer engine) would quote: a
tie-breaker only, the question's words lead (:mod:`scorers.answers.quote`).

"Who …?" has no entry: measured on the development split, "a name in the sentence"
does not tell answers apart (nearly every sentence of an article names someone).
"""

from __future__ import annotations

import re
from functools import lru_cache

from scorers.fastpatterns.floods import digit_flood

DATE = "date"
#: "How long does it take?", 要多久: a length of time, not any figure ("535B", "WandB").
DURATION = "duration"
#: "How much does it cost?", 多少钱: a price, not any figure ("takes 12 weeks").
PRICE = "price"
REASON = "reason"
#: "How often should I post?", 多久一次: a frequency ("once a week", 每周一次), not any figure.
FREQUENCY = "frequency"
#: A yes/no question ("Does keyword stuffing help?", 吗, 是否) is answered by a verdict:
#: a sentence opening on a bare "No." or "是的，" answers it, and only it.
VERDICT = "verdict"
#: "How do I …?", 如何…？: a way to do it — a step, a means ("通过 hash", "by running …",
#: "Run …"), or a lead-in to steps or code ("使用以下代码：") —, not any sentence that
#: shares the question's words.
HOWTO = "howto"
#: Offered only: a sentence reporting that the asked thing fails ("会导致主题隔离失效",
#: "the setting does not work"), which answers no "how do I" question.
FAILURE = "failure"

#: A sentence opening on a bare verdict ("No. The scores are heuristics …", "是的，…").
VERDICT_OPENING = re.compile(r"^\W*(?:yes|no|nope|yep)\s*[.,!;:\u2014\u2013]|"
                             r"^\W*(?:是的|对|不|不是|没有)[，,！!]|"
                             r"^\W*(?:不一定|没有用|没用|不会|不能|可以|当然)[，,！!。]", re.I)

_ASKS = (
    (PRICE, re.compile(
        r"\bhow\s+much\s+(?:does|do|did|will|would|should|can|is|are|was)\b[^?]*\b(?:cost|charge|"
        r"pay|price[ds]?)\b|\bwhat\s+(?:does|do|did|will|would)\b[^?]*\bcost\b|"
        r"\bwhat\s+is\s+the\s+(?:price|cost|fee)\b|多少钱|价格是多少|价格多少|什么价格|"
        r"(?:费用|成本|价格|售价|造价)(?:大概|大约|一般)?(?:是)?多少|要花多少|花多少", re.I)),
    (FREQUENCY, re.compile(
        r"\bhow\s+(?:often|frequently)\b|多久[^？?，,]{0,6}一次|多长时间一次|隔多久|多频繁|频率(?:是)?多少|"
        r"(?:一|每)(?:天|周|月|年)几次", re.I)),
    (DURATION, re.compile(
        r"\bhow\s+long\s+(?:does|do|did|will|would|should|can|has|have|"
        r"to|until|before|after|ago)\b|\bhow\s+(?:many|much)\s+(?:time|years|months|weeks|"
        r"days|hours|minutes)\b|多久|多长时间|多少时间|多少天|多少年|几天|几年|几个月|几周|几小时",
        re.I)),
    # "when" asks for a date unless another question word comes before it: in "Who can
    # enforce the law when states lag?" it joins a clause.
    (DATE, re.compile(
        r"^(?:(?!\b(?:what|who|whom|whose|which|where|how|why)\b).)*\bwhen\b|"
        r"\b(?:what|which)\s+(?:year|date|day|month|century|decade|era|period)\b|"
        r"哪一?年|何时|什么时候|哪天|哪一天|几月|几号|哪个世纪|何年|哪个月|哪个年代", re.I)),
    (REASON, re.compile(
        r"^\W*why\b|\bwhat\s+(?:caused|causes|led\s+to|was\s+the\s+reason|is\s+the\s+reason)\b|"
        r"\bfor\s+what\s+reason\b|为什么|为何|为啥|何故|原因|出于什么目的", re.I)),
    (VERDICT, re.compile(
        r"^\W*(?:is|are|was|were|do|does|did|can|could|should|will|would|has|have|had|may|"
        r"must)\b(?!.*\bor\b)|吗\s*[？?]?\s*$|是否|能否|可否|会不会|是不是|能不能|有没有|要不要",
        re.I)),
    (HOWTO, re.compile(
        r"^\W*how\s+(?:do|can|could|should|would|might|may)\s+(?:i|you|we|one|people|users?)\b|"
        r"\bhow\s+to\b|(?:如何|怎么|怎样|怎么样才能)(?!样|回事|办)", re.I)),
)

_OFFERS = {
    PRICE: re.compile(
        r"[$€£¥￥]\s*\d|\d[\d,.]*\s*(?:k|m|bn)?\s*(?:dollars?|euros?|pounds?|yuan|yen|"
        r"USD|EUR|GBP|CNY|RMB)\b|\b(?:free|free\s+of\s+charge|no\s+cost)\b|"
        r"\d\s*(?:万|千|百|亿)?\s*(?:元|美元|欧元|英镑|日元|块钱|块)|免费", re.I),
    FREQUENCY: re.compile(
        r"\b(?:once|twice|thrice|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+"
        r"times?)\s+(?:a|an|per|each|every)\s+(?:day|week|fortnight|month|quarter|year)\b|"
        r"\bevery\s+(?:(?:\d+|other|two|three|few)\s+)?(?:days?|weeks?|months?|years?|morning|"
        r"evening|night)\b|\b(?:daily|weekly|fortnightly|monthly|quarterly|yearly|annually|"
        r"hourly)\b|每(?:隔)?[一二两三四五六七八九十\d]*(?:个)?(?:天|日|周|星期|月|季度|年|小时)|"
        r"[一二两三四五六七八九十\d]+(?:天|日|周|星期|个月|年)一次", re.I),
    DURATION: re.compile(
        r"\b(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|"
        r"several|a\s+few|few)[\s-]+(?:seconds?|minutes?|hours?|days?|weeks?|months?|"
        r"years?|decades?)\b|\b\d+\s*(?:s|ms|min|h|hrs?)\b|"
        r"(?<!\d)(?:\d{1,3}(?:\.\d+)?|(?<![〇零一二三四五六七八九十])[一二三两四五六七八九十半几数]{1,3})\s*(?:秒|分钟|小时|个?钟头|天|日|周|星期|个月|年|"
        r"个世纪)(?!前|后|代)", re.I),
    DATE: re.compile(
        r"\b(?:1[0-9]{3}|20[0-9]{2})s?\b|\b(?:January|February|March|April|May|June|July|"
        r"August|September|October|November|December)\b|\b(?:century|decade)\b|"
        r"\d+\s*年|[〇零一二三四五六七八九十]{2,4}年|\d+\s*月|世纪|年代|时期"),
    REASON: re.compile(
        r"\b(?:because|due\s+to|owing\s+to|as\s+a\s+result|so\s+that(?!['’]s)|in\s+order\s+to|"
        r"caused\s+by|led\s+to|the\s+reason|thanks\s+to|therefore|thus|hence)\b|"
        r"因为|由于|为了|因此|所以|原因|导致|以便|从而|鉴于|因而|以致", re.I),
    HOWTO: re.compile(
        r"\b(?:by\s+\w+ing|using|use|run|click|open|install|add|set|type|enter|select|create|"
        r"go\s+to|first|then|step|you\s+(?:can|need\s+to|should|must)|make\s+sure)\b|"
        r"通过|利用|借助|使用|只需|只要|需要|可以|应当|应该|首先|然后|步骤|方法|即可|就能|执行|运行|"
        r"点击|安装|输入|打开|添加|设置|[:：]\s*$", re.I),
    FAILURE: re.compile(
        r"\b(?:fails?|failed|failing|cannot|can['’]t|can\s+not|(?:does|do|did|will)\s*(?:not|n['’]t)"
        r"\s+work|won['’]t\s+work|no\s+longer\s+works?|breaks|broken)\b|"
        r"失效|失败|无法|做不到|行不通|不起作用|不生效|不奏效", re.I),
}


#: How many questions and quoted sentences each reading below remembers: every rescore
#: asks again about the same questions and, mostly, the same best quotes (their patterns
#: were a tenth of an incremental rescore with five questions).
_REMEMBERED = 2048


@lru_cache(maxsize=_REMEMBERED)
def asked_type(question: str) -> str | None:
    """:data:`DATE`, :data:`REASON`, :data:`VERDICT`, or None for a question asking
    another kind of fact."""
    for kind, pattern in _ASKS:
        if pattern.search(question):
            return kind
    return None


@lru_cache(maxsize=_REMEMBERED)
def offered_types(sentence: str) -> frozenset[str]:
    """The kinds of fact ``sentence`` offers (:data:`DATE`, :data:`REASON`,
    :data:`VERDICT`)."""
    if digit_flood(sentence):
        return frozenset()
    found = {kind for kind, pattern in _OFFERS.items() if pattern.search(sentence)}
    if VERDICT_OPENING.match(sentence):
        found.add(VERDICT)
    return frozenset(found)


# What a writer's question asks for, for the advice and the verdict: a figure, "X is …",
# or anything else.
QUANTITY = "quantity"
DEFINITION = "definition"
GENERAL = "general"

_EN_QUANTITY = re.compile(
    r"^(?:how\s+(?:long|many|much|old|big|large|far|often|fast|soon|high|tall|heavy|quickly)|"
    r"when\b|what\s+(?:year|percentage|share|proportion|price|size|number|age)\b)|"
    r"\bhow\s+much\b|\bhow\s+many\b", re.I)
#: "What is the installation cost of a heat pump?" asks for a figure: the head noun
#: ("cost") says what is asked, whatever modifies it ("installation"); it defines nothing.
_EN_MEASURE = re.compile(
    r"^what\s+(?:is|are|was|were)\s+(?:the\s+)?(?!best\b|difference\b)(?:[\w-]+\s+){0,3}?"
    r"(?:cost|costs|price|"
    r"prices|fee|fees|size|number|percentage|share|proportion|rate|age|weight|height|length|"
    r"width|depth|speed|distance|temperature|lifespan|life|duration|capacity|population|"
    r"salary|budget|amount|total|efficiency|frequency)"
    r"(?=\s*(?:[?？]|$|(?:of|in|for|per|at|on|to|from|with|after|before|when)\b))", re.I)
_ZH_QUANTITY = re.compile(r"多少|多久|多长|多大|多高|多重|多快|多远|几[年月天个次岁种倍]|何时|"
                          r"什么时候|哪一?年")
#: Only "what is X" (什么是 X, X 是什么) and "who is X" (X 是谁) ask for "X is …": "who
#: published …?" (是谁发表的), "what does X mean?" and "why …?" ask for a name, a meaning
#: or a cause, and a definition's advice would contradict the right quote.
# ("What are the benefits of containers?" asks for the benefits, named: no definition.)
_EN_DEFINITION = re.compile(r"^(?:what\s+(?:is|are|was|were)\b(?!\s+(?:the\s+)?(?:best|"
                            r"difference|reason|cause)\b)(?!\s+the\s+[\w-]+s\s+(?:of|for)\b)|"
                            r"who\s+(?:is|are|was|were)\b|define\b)", re.I)
_ZH_DEFINITION = re.compile(r"^什么是|(?<!不)是(?:什么|谁)[?？]?$|的定义")


#: "What is the minimum memory for Argon2id?", "the biggest challenge", "the default
#: port", 最大的挑战是什么: a limit, a superlative or a choice is answered by a value or a
#: name ("15 MiB", "the lack of generics"), never by "X is …". (Only the advice reads it:
#: the quote rule's fitted weights were measured with these asked as definitions.)
_EN_PICKED = re.compile(
    r"^what\s+(?:is|are|was|were)\s+the\s+(?:minimum|maximum|min|max|average|typical|median|"
    r"default|recommended|ideal|optimal|main|top|biggest|largest|smallest|highest|lowest|most|"
    r"least|fastest|slowest|cheapest|latest|oldest|newest|first|last|greatest|best)\b", re.I)
_ZH_PICKED = re.compile(r"最[^的是]{1,4}的|默认|推荐的")
#: "What were the Go developer survey 2020 results?": the things themselves are asked for
#: (a definition of a plural names no "the": "What are handlooms?").
_EN_THE_THINGS = re.compile(r"^what\s+(?:are|were)\s+the\s+[^?]*[a-z](?<!s)s\s*\??\s*$", re.I)


def asks_for_a_pick(question: str) -> bool:
    """Whether a "what is …" question asks for a limit, a superlative, a choice or the
    things themselves ("What is the minimum memory …?", 最常见的错误是什么？, "What were
    the survey results?"), which a figure or a name answers, not "X is …"."""
    text = question.strip()
    return bool(_EN_PICKED.match(text) or _ZH_PICKED.search(text)
                or _EN_THE_THINGS.match(text))


_EN_DEFINED = re.compile(r"^(?:(?:what|who)\s+(?:is|are|was|were)\s+(?:(?:an?|the)\s+)?|"
                         r"define\s+)(.+?)[\s?？.]*$", re.I)
_ZH_DEFINED = re.compile(r"^什么是\s*(.+?)[\s?？]*$|^(.+?)\s*(?:是(?:什么|谁)|的定义(?:是什么)?)"
                         r"[\s?？]*$")


def defined_subject(question: str) -> str:
    """What a definition question asks to define, as the writer typed it ("GEO" in "What
    is GEO?", "Kubernetes" in "Kubernetes 是什么？"); "" for another question."""
    text = question.strip()
    found = _EN_DEFINED.match(text) or _ZH_DEFINED.match(text)
    if not found:
        return ""
    return next(g for g in found.groups() if g).strip()


@lru_cache(maxsize=_REMEMBERED)
def kind_of(question: str) -> str:
    """:data:`QUANTITY` (wants a figure), :data:`DEFINITION` (wants "X is …") or
    :data:`GENERAL`."""
    text = question.strip()
    if _EN_QUANTITY.search(text) or _ZH_QUANTITY.search(text) or _EN_MEASURE.search(text):
        return QUANTITY
    if _EN_DEFINITION.search(text) or _ZH_DEFINITION.search(text):
        return DEFINITION
    return GENERAL


_ASKED_FORM = re.compile(r"[\s?？!！.。:：]+")


@lru_cache(maxsize=_REMEMBERED)
def asked_form(text: str) -> str:
    """``text`` (a question, a heading) without its spaces and punctuation, folded: the
    form in which a question and a heading are the same words. Remembered: every
    keystroke compares each question with the headings over its best passages."""
    return _ASKED_FORM.sub("", text).casefold()
