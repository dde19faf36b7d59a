"""Phrases that change what a sentence claims: hedges, non-answers, back-references,
speech verbs and the named sources next to them.

Kept apart from the logic (as :mod:`scorers.rules.patterns` is) so that a writer or a
linguist can read and extend the lists. Every pattern runs over prose with the
markup blanked out.
"""

from __future__ import annotations

import re

#: Hedges that weaken a claim ("What Gets Cited": confident claims beat hedged ones).
#: Not hedges: "may" as permission after "you", 不可能 ("impossible"), 可能性 ("possibility"),
#: and a writer's opinion marked as such ("I think", 我觉得, 在我看来): it says whose
#: claim it is, and dropping it would present an opinion as a fact.
HEDGES = {
    "en": re.compile(
        # "You may/might …" offers the reader a choice, and "errors that may occur" says
        # what can happen (a possibility is the claim): neither weakens the sentence.
        r"\b(?:(?<!you )(?<!You )(?<!that )(?<!which )(?<!who )(?:may|might)|"
        r"perhaps|possibly|arguably|seemingly|presumably|"
        r"probably|maybe|somewhat|seems?|seemed|appears? to|appeared to|"
        r"(?:I|we) (?:guess|suppose)|"
        r"tends? to|to some (?:extent|degree)|"
        r"more or less|in some cases|it is possible that|could be|could have|"
        r"it is (?:likely|unlikely) that)\b", re.I),
    "zh": re.compile(
        # As in English: 您可能想… offers the reader a choice, and 可能会导致 / 可能出现的
        # says what can happen (the risk is the claim).
        r"(?<!不)(?<!有)(?<!你)(?<!您)可能(?!性)(?!会?(?:导致|出现|产生|引起|造成|发生|影响))|或许|大概|也许|似乎|好像|据说|一定程度上|某种程度上|"
        r"恐怕|兴许|说不定|大约是|估计是|应该是|可能是|在一定程度上|"
        r"(?:我|我们|笔者|个人)(?:猜|估计)"),
}

#: What a superlative ranks when it praises no subject: a fault ("the biggest risk", "the
#: ultimate cause", "the biggest and most obvious challenge"), one of a set a program
#: picks from ("picks the fastest node", "the fastest query") or the leading zeros of a
#: number. Puffery is a superlative that praises the subject.
_RANKS_NO_SUBJECT = (
    r"(?!(?:\s+(?:and|or)\s+most\s+[\w-]+|\s+single|\s+[\w-]+)?\s+(?:risks?|problems?|"
    r"challenges?|causes?|mistakes?|issues?|drawbacks?|threats?|bottlenecks?|concerns?|"
    r"downsides?|weakness(?:es)?|obstacles?|limitations?|hurdles?|dangers?|failures?|fears?|"
    r"culprits?|offenders?|pain points?|nodes?|quer(?:y|ies)|paths?|routes?|replicas?|"
    r"servers?|mirrors?|workers?|shards?|partitions?|candidates?|zeros?|zeroes|whitespace|"
    r"spaces?|digits?|characters?|slash(?:es)?|underscores?|bits?|bytes?|tabs?|edges?)\b)")

#: Unsupported superlatives and hype ("peacock words"): a claim of being the best needs
#: the figure or the source that shows it. Factual superlatives with a figure in the same
#: sentence ("the largest release, with 1,200 commits") are not counted.
PUFFERY = {
    "en": re.compile(
        # Idioms that claim nothing: "best practice", "in the best interests of",
        # "best-effort delivery", "to the best of our knowledge", "the best fit", and the
        # adverb ("how best to adopt", "can best be described", "works best with").
        r"\b(?:(?<!to the )(?<!how )(?<!can )(?<!could )(?<!would )(?<!should )(?<!works )"
        r"(?<!work )best(?! practices?\b| interests?\b|[- ]effort\b| fit\b|\s+(?:be|to|"
        r"suited|served|described|understood|explained|done|left|avoided|used|handled|kept)\b)|"
        r"(?:greatest|ultimate)" + _RANKS_NO_SUBJECT + r"|perfect(?:ly)?|revolutionary|"
        r"game[- ]chang(?:ing|er)|"
        r"groundbreaking|ground-breaking|cutting[- ]edge|world[- ]class|best[- ]in[- ]class|"
        r"industry[- ]leading|market[- ]leading|state[- ]of[- ]the[- ]art|next[- ]generation|"
        r"seamless(?:ly)?|unrivall?ed|unparall?eled|unmatched|unprecedented|amazing|"
        r"incredibl[ey]|awesome|stunning|remarkabl[ey]|extraordinary|exceptional(?:ly)?|"
        r"outstanding|superior|innovative|blazing(?:ly)?[- ]fast|lightning[- ]fast|"
        r"effortless(?:ly)?|hassle[- ]free|tremendous(?:ly)?|dramatic(?:ally)?|massive(?:ly)?|"
        r"meteoric|skyrocket(?:ed|ing)?|visionary|brilliant|vibrant|giant leap|huge success|"
        r"thrilled|excited to|delighted to|proud to|"
        r"pleased to announce|everyone wins|win-win|must-have|second to none|"
        # "Powerful" praises; "more powerful" compares, and "a powerful feature of SQL"
        # describes a part of something else.
        r"truly|(?<!more )(?<!less )(?<!as )(?<!so )powerful(?!\s+[\w-]+\s+of\b)|ubiquitous|"
        r"(?:runtime|platform|tool|solution|language) of choice|"
        # "The fastest", "the most popular": superlatives, as 最快, 最流行 are in Chinese.
        r"the (?:fastest|largest|biggest|leading|premier|foremost|most (?:popular|powerful|"
        r"advanced|innovative|reliable|complete|comprehensive|trusted|widely used|exciting))"
        + _RANKS_NO_SUBJECT + r")\b",
        re.I),
    "zh": re.compile(
        # Not 最佳实践 ("best practice"), 最快的节点 ("the fastest node" a program picks),
        # 独一无二的 id ("a unique id"): they praise nothing.
        r"最(?:好|强|快|佳(?!实践)|优|棒|完美|流行|活跃|优秀|先进|受欢迎|领先|专业|权威|全面|出色|"
        r"强大|可靠|稳定|高效|牛)(?!的?(?:节点|查询|路径|副本|服务器|镜像|实例|分片|风险|问题|挑战|"
        r"原因|隐患|瓶颈|难点|缺点|障碍))|完美|极致|卓越|领先(?!的?(?:那个|那一个)?(?:副本|节点))|"
        r"颠覆|革命性|强大|震撼|史无前例|前所未有|"
        r"业界领先|全球领先|独一无二(?!的\s*(?:id|ID|Id|标识|编号|键|值|名称|哈希|key))|无与伦比|"
        r"遥遥领先|顶级|一流|超强|惊人|非凡|激动人心|重磅|"
        r"很高兴地?宣布|非常高兴|无可比拟|首屈一指|登峰造极|划时代|里程碑式|全方位|极大地|"
        r"大幅度?提升|显著提升|轻松|无缝|秒杀|吊打|碾压|神器|黑科技|不可思议|"
        # 将彻底改变你的思考方式: a promise to the reader, not 这彻底改变了调度方式.
        r"彻底改变(?:你|您)|无数(?:的)?(?:用户|开发者|人|团队)(?:都)?(?:爱上|喜爱|信赖|选择|推荐)|"
        # What "thrilled", "proud to", "game-changing" say in a Chinese press release or
        # event recap: 令人兴奋, 倍感荣幸, 改变了游戏规则, 圆满结束, 荣获, 隆重, 携手, 赋能,
        # 助力, 大咖, 盛况 — praise of the writer's own event, partner or product.
        r"令人(?:兴奋|激动|振奋|惊叹|瞩目)|(?:非常|十分|特别|很|倍感|深感)(?:兴奋|激动|自豪|荣幸|骄傲)|"
        r"改变了?游戏规则|游戏规则的?改变者|圆满(?:结束|成功|落幕|举办|收官)|成功举办|隆重|盛大|"
        r"荣获|热烈欢迎|携手|赋能|助力|盛况|大咖|火热|精彩(?:纷呈|绝伦|不断|满满)"),
}

#: Calls to action ("Get involved", "Sign up for our newsletter", 欢迎大家加入, 感恩有你):
#: promotion that asks the reader to join, follow or subscribe to the writer's own
#: channel, community or letter, or to stay tuned, and tells them nothing they could use
#: or check. Counted as hype, with a link beside them or not (a link to the sign-up page
#: backs nothing). Not a step of a procedure ("Sign up for an AWS account", "Subscribe to
#: the `orders` topic", "Register now in the dashboard", 扫码支付, 欢迎页使用 …, "let's look
#: at the code") and not a statement about other people ("Students sign up for the
#: course", "Users who subscribe to the premium plan pay $5").
_EN_IMPERATIVE = (
    # At the start of a sentence or clause, or after "please", "and", "also", "can", not
    # after a subject ("members who get involved") or a verb ("encourage them to join").
    r"(?:(?<![\w,;] )(?<![\w,;])|(?<=\bplease )|(?<=\band )|(?<=\balso )|(?<=\bcan ))")
#: What the writer asks the reader to sign up for: their letter, channel, community.
_EN_CHANNEL = (
    r"(?:our|my|the)\s+(?:[\w.-]+\s+){0,3}?(?:newsletters?|letters?|mailing[- ]lists?|"
    r"podcasts?|channels?|blog|feeds?|updates|digest|community|slack|discord|"
    r"forums?|waitlist|webinars?|meetups?|youtube|telegram|list)\b|"
    r"(?:our|my)\b|(?:newsletters?|updates|mailing[- ]lists?)\b")
CALLS_TO_ACTION = {
    "en": re.compile(
        # "Get involved!" as an imperative, not "members who get involved in 12 bakes".
        # "Get involved in the review by leaving comments on the pull request" is a step.
        r"(?<![\w,;] )(?<![\w,;])get involved(?![^.!?]{0,60}\bby \w+ing\b)|"
        r"\bget involved (?:here|today|now|with us)|"
        r"\b(?:sign up|subscribe|register|join)\s+(?:for|to)\s+(?:" + _EN_CHANNEL + r")|"
        + _EN_IMPERATIVE + r"join\s+(?:" + _EN_CHANNEL + r")|"
        # "Subscribe now!" closes its sentence; "Subscribe now and SNS sends …" is a step.
        + _EN_IMPERATIVE + r"(?:sign up|subscribe|register)\s+(?:now|today|here)"
        r"(?=\s*(?:[.!:]|$))|"
        # "Subscribe now for early access", "Register today for a free seat": an offer.
        + _EN_IMPERATIVE + r"(?:sign up|subscribe|register)\s+(?:now|today)\s+(?:for|to get)\s+"
        r"(?:early access|(?:a |an )?(?:free|exclusive|limited)\b)|"
        r"\b(?:follow us|stay tuned|join us|check us out|star us|give us a star)\b|"
        r"\bcome (?:and )?join\b|"
        r"\bdon't miss (?:out|our|my|the next|the upcoming)\b", re.I),
    "zh": re.compile(
        # Up to fifteen characters between (the blanks a link's markup leaves do not
        # count); not the noun 欢迎页 ("welcome page"), 欢迎语, 欢迎界面 ….
        r"(?<!受)欢迎(?!页|界面|画面|屏|语|词|辞|信|邮件|消息|仪式|会|宴|标语|横幅|动画|视频)"
        r"(?:大家|各位|更多的?|广大|你|您)?(?:\s*[^，。！？；\s]){0,15}?\s*"
        r"(?:加入|关注|参与|参加|试用|使用|订阅|报名|讨论|来|Star|star|Fork|fork)|"
        r"期待(?:更多的?|大家|你|您)(?:\s*[^，。！？；\s]){0,8}?\s*(?:加入|参与|参加|使用)|"
        # What "Join us", "Stay tuned", "Don't miss it" say in a Chinese invitation: 诚邀,
        # 希望您能参加, 加入我们！, 请持续关注, 不要错过, 名额有限, 相约 — not 希望读者能理解.
        r"诚邀|诚挚(?:地)?邀请|(?:希望|期待)(?:您|你|大家|各位)(?:能|可以|都能)?(?:来)?"
        r"(?:参加|参与|加入|光临|到场)|加入我们(?=\s*(?:[，。！？!,]|$))|"
        r"(?:请|敬请)(?:持续|继续|大家)?关注|持续关注(?:我们|后续|更多)|"
        r"(?:不要|别|千万别|不容)错过|名额有限|相约|"
        # 扫码关注, 扫码加群, 扫码预约直播 — not 扫码支付, 扫码登录, 扫码点餐.
        r"(?:扫码|扫描(?:下方|上方|文末|以下)?(?:的)?二维码)\s*(?:关注|加入|加群|进群|入群|"
        r"添加|订阅|预约|报名|领取|围观)|"
        # 让我们一起把酸面种养好 — not the tutorial's 让我们一起看看这段代码.
        r"感恩有你|敬请期待|让我们一起(?!来?(?:看|了解|学习|分析|探讨|深入|动手|实现|写|"
        r"创建|配置|完成|梳理|聊|试试|运行))|一起来回顾|"
        # 立即注册！— a clause of its own, not the step 点击立即注册按钮.
        r"立即(?:注册|订阅|加入|关注|报名|下载|体验|试用)(?=\s*(?:[，。！？!,]|$))|"
        r"加入我们(?:不断壮大|日益壮大|快速成长|庞大|活跃)?的(?:社区|大家庭|交流群|社群)|"
        r"关注我们的(?:公众号|微博|视频号|抖音|B站|频道|账号|博客)|"
        r"给我们(?:点|一个)\s*(?:Star|star|赞)"),
}

#: Openings that put off the answer instead of giving it.
NON_ANSWERS = {
    "en": re.compile(
        r"^\W*(?:great|good|excellent|interesting|fair) question\b|"
        r"\blet'?s (?:dive|dig|jump|take a (?:closer )?look|explore|find out|get started|"
        r"start|begin|see|talk)\b|\b(?:we(?:'ll| will)|I(?:'ll| will)) (?:get to|come back to|"
        r"cover|explain|discuss|look at|explore|answer) (?:it|this|that|them)?\s*(?:later|"
        r"below|in (?:a|the) (?:moment|next|following))|\bread on\b|\bstay tuned\b|"
        r"\bin this (?:article|post|guide|blog post)\b|^\W*(?:many|some|lots of) people "
        r"(?:ask|wonder|often ask)|\bbefore we (?:begin|start|answer|dive)\b|"
        r"\bit depends\b|^\W*(?:well|so|okay|ok),|"
        # Where the page comes from ("This blog post is based on a workshop …").
        r"^[\W_]*this (?:blog )?(?:post|article|write-?up|piece|page) (?:is|was) (?:based on|"
        r"adapted from|a (?:recap|summary|write-?up) of|written (?:by|for|after))", re.I),
    "zh": re.compile(
        r"好问题|问得好|让我们(?:一起)?(?:来)?(?:看看|探讨|深入|了解|开始)|下面(?:我们)?(?:来)?"
        r"(?:看看|介绍|详细)|我们(?:稍后|后面|下文)(?:再|会)|后文(?:会|将)|本文将|在本文中|"
        r"接下来(?:我们)?(?:来)?(?:看看|聊聊)|很多人(?:都)?(?:会)?问|不少人问|敬请期待|"
        r"这(?:个问题)?要看情况|众说纷纭|(?:我|我们)(?:写|撰写)这篇文章|"
        r"这篇文章(?:将|会|主要|想)(?:介绍|讲|聊|谈|分享)|本篇(?:文章)?(?:将|会)|"
        r"^\W*本文(?:根据|基于|整理自|改编自|源自|转载自)"),
}

#: A dummy "it" that refers to nothing ("It is essential to …", "It takes 250 ms").
DUMMY_IT = re.compile(
    r"^it(?:'s|\s+(?:is|was|has been|will be|would be|can be|may be|might be|should be|"
    r"isn't|wasn't))\s+(?:\w+\s+){0,3}?(?:to|that|for|when|whether|how|why|if)\b|"
    r"^it\s+(?:takes|took|costs|cost|pays|helps|matters|depends|turns out|seems|seemed|"
    r"appears|appeared|remains|follows|makes sense|goes without)\b|"
    r"^it(?:'s|\s+is|\s+was)\s+(?:time|worth|possible|impossible|true|not|also|now|still)\b",
    re.I)

#: Pronouns and determiners that point back: quoted alone, the passage means nothing.
#: 该 is not one: written Chinese puts it before a noun where English writes "the"
#: (该报告 "the report", 该漏洞 "the vulnerability"), and the noun says what is meant.
BACK_REFERENCES = {
    "en": re.compile(
        r"^(?:(?:this|that|these|those)(?!\s+(?:year|years|week|weeks|month|months|quarter|"
        r"spring|summer|autumn|fall|winter|morning|afternoon|evening|season|decade|century|"
        r"weekend|time of year|"
        # The page itself ("This cheat sheet provides …"): named by where it is read.
        r"(?:blog\s+)?(?:article|post|page|guide|cheat\s+sheet|tutorial|document|paper|"
        r"handbook|book|series)s?)\b)|it|its|they|them|their|theirs|he|she|his|her|such|"
        r"the latter|the former|as (?:mentioned|noted|discussed|shown|seen)(?: above| earlier)?|"
        r"as such|the above)\b", re.I),
    "zh": re.compile(
        r"^(?:这(?!么说|篇)|那(?!么)|它|他们|她们|他(?!人)|她|其(?!实|他|它|次|余|中国)|此(?!前|外)|"
        r"上述|以上|前者|后者|对此|为此)"),
}

#: Adverbs that link to what came before; softer than a pronoun, still worth a look.
#: Coordinating conjunctions (and, but, so; 但是, 所以, 因此, 而, 而且 …) are fine.
CONNECTIVE_OPENERS = {
    "en": re.compile(
        r"^(?:however|moreover|furthermore|additionally|also|in addition|besides|likewise|"
        r"on the other hand|meanwhile|nevertheless|nonetheless)\b", re.I),
    # 此外, 除此之外 ("in addition", "besides") are adverbs like "moreover", not pronouns.
    "zh": re.compile(r"^(?:另外|然而|与此同时|同样地|相反地|除此之外|此外)"),
}

#: Verbs of saying: with a named speaker next to them, quoted words are a quotation and a
#: claim is attributed.
SPEECH_VERBS = {
    "en": re.compile(
        r"\b(?:said|says|told|tells|wrote|writes|noted|explained|explains|stated|"
        r"argued|argues|added|announced|announces|recalled|warned|warns|"
        r"according to|replied|commented|emphasi[sz]ed|concluded|reported|reports|"
        r"confirmed|estimated|estimates|found that|finds that|showed that|shows that|"
        r"put it|claimed|claims)\b",
        re.I),
    "zh": re.compile(
        r"表示(?!为|成|的|方式)|指出|说道|(?<![小解听传游演据劝])说(?![明法服])|称(?![为作之号赞呼])|"
        r"写道|强调|坦言|透露|提到|(?<!默)认为|介绍说|回忆|补充|宣布|报道|援引|回应|解释说|告诉"),
}

#: Titles that make a speaker or source named ("项目负责人王敏", "首席执行官").
SPEAKER_TITLES = re.compile(
    r"(?:博士|教授|研究员|工程师|负责人|总裁|总经理|经理|主任|院长|所长|部长|局长|主席|董事长|"
    r"创始人|联合创始人|首席[\u4e00-\u9fff]{1,4}官|CEO|CTO|发言人|分析师|科学家|专家|作者|"
    r"记者|编辑|维护者|开发者|团队|官方|公司|实验室|研究院|研究所|大学|学院|协会|委员会|"
    r"基金会|中心|局|部|署|院|报告|白皮书|论文|调查|统计)")

#: Chinese attributions with the source between the markers: 据 X 报道 / 根据 X 的数据.
ZH_SOURCE_FRAME = re.compile(
    # 据 alone, not the 据 of 数据 ("data"), 证据, 占据, 收据, 依据 …
    r"(?:(?<![数证占收单票论凭字依根])据|根据|依据|援引|来自)\s*([^，。！？；、\n]{2,24}?)\s*(?:的)?\s*"
    # 年报 ("annual report"), not the 年 and 报 of "2024 年报告".
    # 数据 ("data"), not 数据源 ("data source"), 数据库 ("database"): 根据普通数据源创建连接
    # says how a connection is made, not who measured.
    r"(?:报道|统计|数据(?![源库集表])|显示|介绍|消息|称|调查|测算|估计|报告|研究|发布|公布|公告|"
    r"统计数据|年报(?!告)|财报|白皮书|论文|文章|博客|官网|测试|评测|基准测试)")

#: The frame's markers that are the source itself (a study, a report, data), shown as
#: part of its name: 斯坦福大学 2024 年的一项研究, not 斯坦福大学 2024 年的一项.
ZH_SOURCE_NOUNS = re.compile(
    r"统计(?:数据)?|数据|调查|测算|报告|研究|公告|年报|财报|白皮书|论文|文章|博客|官网|测试|"
    r"评测|基准测试")

#: Sources that are not named ("研究", "专家", "studies"): an attribution needs a name.
UNNAMED_SOURCES = re.compile(
    r"^(?:有关|相关|一些|某些|很多|许多|不少|部分|业内|坊间|网上|媒体|专家|研究|调查|数据|"
    r"统计|报道|消息|资料|分析|我们|笔者|本文|他们|人们|大家|该|这|此|其|不同|各|上述|以上|实际|"
    r"现实|源|库|包|存储|(?:原)?作者(?=\s*$))|"
    r"^(?:some|many|most|several|various|experts?|studies|research|researchers|sources|people|"
    r"analysts|scientists|reports?|data)\b", re.I)

#: A yes or no that answers a question heading ("Yes.", "No,", 是的, 不会).
YES_NO = {
    "en": re.compile(r"^\W*(?:yes|no|not really|absolutely|definitely|never|always)\b", re.I),
    "zh": re.compile(r"^\W*(?:是的|不是|会的|不会|可以|不可以|不能|能|对|不对|没有|有的|当然)"),
}

#: Front matter fields that name the article's own web address.
OWN_SITE_FIELDS = ("url", "canonical", "canonical_url", "canonicalurl", "baseurl", "permalink",
                   "link", "site")

#: The writer speaking of themself: "I", "my", 我 (not 我们, nor the formal 我国, 我校,
#: 我司 of an institution). A figure in such a sentence is the writer's own story.
FIRST_PERSON = {
    # Not the numeral of "Type I", "Phase I", "World War I".
    "en": re.compile(r"(?<!Type )(?<!Phase )(?<!Part )(?<!War )(?<!Class )(?<!Level )"
                     r"(?<!Stage )(?<!Grade )(?<!Chapter )(?<!Act )(?<!Tier )(?<!Henry )"
                     r"\b(?:I|I'm|I've|I'd|I'll|I’m|I’ve|I’d|I’ll)\b|"
                     r"\b(?:[Mm]y|[Mm]e|[Mm]ine|[Mm]yself|MY)\b"),
    "zh": re.compile(r"我(?![们國国省市县区校院司方军党行部局厂])|俺|本人(?!民)"),
}

#: Personal numbers that no reader can check, with or without "I": ages, school years,
#: the writer's weight going up or down.
PERSONAL_NUMBERS = {
    "en": re.compile(
        r"\b\d{1,3}\s*(?:years?|yrs?)[- ]old\b|\baged?\s+\d{1,3}\b|\bturned\s+\d{1,3}\b|"
        r"\b(?:freshman|sophomore|junior|senior)\s+year\b|"
        r"\b(?:lost|gained|dropped|put on)\s+\d+(?:\.\d+)?\s*(?:kg|kilos?|pounds|lbs?)\b", re.I),
    "zh": re.compile(
        r"\d{1,3}\s*(?:周)?岁|[一二三四五六七八九十]{1,3}岁|"
        r"(?:大|研|高|初)[一二三四](?:那年|的时候|时|上|下|学年|暑假|寒假|开学)|"
        r"(?:大|研|高|初)[一二三四](?=[，。！、\s]|$)|"
        r"(?:瘦|胖|减|增|长)了\s*\d+(?:\.\d+)?\s*(?:斤|公斤|kg|千克)|"
        r"体重[^，。！？\n]{0,8}\d+(?:\.\d+)?\s*(?:斤|公斤|kg|千克)"),
}

#: A sponsored, paid or affiliate post says so in words like these. The disclosure is
#: what readers and engines trust; the GEO Writer notes it and never counts a referral
#: link as a source.
DISCLOSURE = {
    "en": re.compile(
        r"\bsponsored\b|\bsponsor(?:ed)? (?:post|content|by)\b|\baffiliate (?:link|links|"
        r"program|commission|partner)s?\b|\bpaid (?:partnership|promotion|post)\b|"
        r"\b(?:I|we) (?:may |might )?(?:earn|receive|get) (?:a )?(?:small )?commission\b|"
        r"#ad\b|#sponsored\b|\bin (?:paid )?partnership with\b|\bprovided (?:to me )?free of "
        r"charge\b", re.I),
    "zh": re.compile(
        r"赞助|[（(【\[]广告[）)】\]]|^广告[:：]|打(?:个|一个|一下)?广告|本文(?:为|是|含有?)广告|软文|"
        r"(?:合作|商业|付费)推广|"
        r"推广(?:链接|码|文|内容)|恰饭|邀请码|返利|佣金|找我试用|(?:邀请|请)我(?:试用|体验|测评)|"
        r"(?:免费|无偿)提供(?:给我)?|本文由.{1,20}(?:提供支持|赞助|合作)"),
}

#: A title that names an event (a meetup, a conference, a livestream, its recap): the
#: post is about its own event, and the event's logistics are no finding.
EVENT_TITLES = {
    "en": re.compile(
        r"\b(?:meet-?ups?|conf|conferences?|summits?|devcon|workshops?|webinars?|"
        r"hackathons?|symposium|keynotes?|gathering)\b|\b[A-Z][a-z]+Con\b", re.I),
    "zh": re.compile(
        r"大会|峰会|沙龙|[Mm]eet-?[Uu]p|\b[Cc]onf\b|直播(?:报名|预告|回顾|预约)|见面会|研讨会|"
        r"开发者日|黑客松|DevCon|\b[A-Z][a-z]+Con\b|线下活动|活动(?:预告|回顾|报名)"),
}

#: The logistics of an event (its date and time, venue, sign-up, agenda, speakers, head
#: count, a talk's abstract): in a post about its own event, a sentence with these words
#: and only dates and counts for figures tells the reader when to come, not a finding
#: they could check.
EVENT_LOGISTICS = {
    "en": re.compile(
        r"\b(?:date|time|venue|location|where|when|agenda|address)\s*[:：]|"
        r"\b(?:regist(?:er|ration)|agenda|speakers?|speech|talks?|sessions?|keynotes?|"
        r"meet-?ups?|broadcast|live ?stream(?:ed|ing)?|see you|join us|sign(?:ed)? up|"
        r"attend(?:ees?|ed|ing)?|participants|invite[ds]?|(?:will|to) be held|"
        r"conferences?|summits?|venue|workshops?|schedule[ds]?|"
        r"(?:will|to) take place)\b", re.I),
    "zh": re.compile(
        r"(?:(?<![\u4e00-\u9fff])|活动|会议|直播)(?:时间|地点|形式|主题|议程|报名|地址)\s*[：:]|报名|议程|开播|直播|不见不散|预约|"
        r"嘉宾|讲师|演讲|发言|分享|参会|参加活动|到场|现场|举办|举行|召开|[Mm]eet-?[Uu]p|活动"),
}
