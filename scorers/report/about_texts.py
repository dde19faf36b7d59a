"""The texts of Help → About the scores: each dimension's "why" and each check's
title, what it measures and its target, in English and Simplified Chinese.

Merged into :data:`scorers.report.messages.CATALOG` under ``about.<id>.*`` keys.
"""

from __future__ import annotations


def _check(check_id: str, title: tuple[str, str], measures: tuple[str, str],
           target: tuple[str, str]) -> dict[str, dict[str, str]]:
    return {
        f"about.{check_id}.title": {"en": title[0], "zh": title[1]},
        f"about.{check_id}.measures": {"en": measures[0], "zh": measures[1]},
        f"about.{check_id}.target": {"en": target[0], "zh": target[1]},
    }


ABOUT: dict[str, dict[str, str]] = {
    "about.facts.why": {
        "en": "Answer engines quote passages they can verify: figures bound to what they "
              "measure, dates and names.",
        "zh": "AI 答案引擎更愿意引用可核查的段落：带单位的数字、日期和名称。"},
    "about.structure.why": {
        "en": "Headings and short sections let an engine find the passage that answers a "
              "question; a summary at the top is the change that helped in controlled tests.",
        "zh": "标题和短小的章节让引擎找到回答问题的段落；对照实验中，开头的摘要是有效的改动。"},
    "about.sources.why": {
        "en": "Distinct, real sources and named quotations make a page more credible and more "
              "often cited.",
        "zh": "真实、具体的多个来源和注明说话人的引语让文章更可信、更常被引用。"},
    "about.clarity.why": {
        "en": "Confident, plain sentences are quoted; hedged and overlong ones are passed over.",
        "zh": "肯定、平实的句子更容易被引用；含糊或过长的句子常被略过。"},
    "about.extractability.why": {
        "en": "An engine lifts one passage: the answer must come first, early in the article, "
              "and make sense on its own.",
        "zh": "引擎只摘取一个段落：答案要放在最前面、出现在文章前部，并且能独立成立。"},
}

for _entry in (
    # Facts & Data
    _check("fact_density",
           ("Fact density", "事实密度"),
           ("The share of sentences that carry a checkable fact: a figure with its unit, a "
            "percentage, money, a date, a version, a comparison. Bare numbers and list "
            "numbering do not count; figures in tables do. Many figures in one sentence count "
            "less, not more.",
            "含可核查事实的句子所占比例：带单位的数字、百分比、金额、日期、版本、比较。裸数字和列表编号"
            "不算，表格中的数据算。一句里堆砌很多数字只会少算，不会多算。"),
           ("35% of sentences or more", "不少于 35% 的句子")),
    _check("entities",
           ("Named things", "专有名词"),
           ("Named organisations, products and people per 100 words (200 Chinese characters).",
            "每 100 词（200 个汉字）中的机构、产品和人名数量。"),
           ("2 or more per 100 words", "每 100 词不少于 2 个")),
    _check("fact_free_paragraphs",
           ("Paragraphs with no fact", "无事实段落"),
           ("Long prose paragraphs (40 words, 80 Chinese characters or more) without a single "
            "figure, date or name.",
            "较长的正文段落（40 词或 80 字以上）中没有任何数字、日期或名称的。"),
           ("none", "没有")),
    _check("number_salad",
           ("Number salad", "数字堆砌"),
           ("Sentences packed with figures and few words that say what they measure.",
            "塞满数字、却很少说明数字含义的句子。"),
           ("none", "没有")),
    # Structure
    _check("title",
           ("One title", "唯一标题"),
           ("Exactly one H1 title, or a title in the front matter.",
            "恰好一个 H1 标题，或 front matter 中的标题。"),
           ("one", "一个")),
    _check("heading_levels",
           ("Heading levels", "标题层级"),
           ("Heading levels go down one step at a time (no H2 followed by H4).",
            "标题层级逐级递进（H2 后不直接跟 H4）。"),
           ("no skipped level", "不跳级")),
    _check("section_length",
           ("Section length", "章节长度"),
           ("Text between two headings.", "两个标题之间的文字长度。"),
           ("at most 300 words (600 Chinese characters)", "不超过 300 词（600 字）")),
    _check("paragraph_length",
           ("Paragraph length", "段落长度"),
           ("Paragraphs longer than a reader takes in at once.", "过长、难以一眼读完的段落。"),
           ("at most 150 words (300 Chinese characters)", "不超过 150 词（300 字）")),
    _check("lists_tables",
           ("Lists and tables", "列表与表格"),
           ("Lists and tables where the text enumerates or compares. Shown for information: "
            "controlled tests found no effect of formatting by itself.",
            "在枚举或比较处使用列表和表格。仅供参考：对照实验发现格式本身没有效果。"),
           ("enumerations as lists", "枚举写成列表")),
    _check("summary",
           ("Summary first", "开头摘要"),
           ("A short summary (TL;DR, 摘要, 速读) that states the conclusion in the opening.",
            "开头用简短摘要（TL;DR、摘要、速读）写明结论。"),
           ("present", "有")),
    _check("faq",
           ("FAQ", "常见问题"),
           ("A FAQ whose entries are question headings. Shown for information: Q&A "
            "formatting by itself did not raise citation.",
            "以问题式标题组织的常见问题部分。仅供参考：问答格式本身并未提高引用。"),
           ("present", "有")),
    _check("length",
           ("Length", "篇幅"),
           ("Enough text to be a source an engine can quote.", "足够成为可被引用来源的篇幅。"),
           ("about 300 words (600 Chinese characters)", "约 300 词（600 字）")),
    # Sources & Authority
    _check("citations",
           ("Distinct sources", "独立来源"),
           ("Links to distinct, real, external sources, weighed by how specific they are; "
            "footnotes and named attributions. Placeholder and private addresses count "
            "nothing, the article's own site little.",
            "指向不同的、真实的外部来源的链接（按具体程度计分），以及脚注和注明出处的引述。占位域名和内网"
            "地址不计分，本站链接计分很少。"),
           ("several distinct sources, more for a long article", "多个独立来源，长文更多")),
    _check("quotations",
           ("Named quotations", "具名引语"),
           ("Quoted words with a named speaker and a speech verb (“…,” said …; …表示：“…”).",
            "带有具名说话人和引述动词的原话（“……”某某说；某某表示：“……”）。"),
           ("at least one", "至少一处")),
    _check("publication_date",
           ("Visible date", "可见日期"),
           ("A publication or update date in the text or the front matter.",
            "正文或 front matter 中的发布或更新日期。"),
           ("present", "有")),
    _check("unsourced_figures",
           ("Figures with a source", "数据有出处"),
           ("Paragraphs citing others' figures with no source in or next to them (the "
            "article's own measurements are its evidence).",
            "引用他人数据、但本段及相邻段落没有出处的段落（文章自己的测量结果本身就是证据）。"),
           ("none", "没有")),
    _check("vague_authority",
           ("Vague authority", "含糊权威"),
           ("\"Studies show\", \"experts say\", 研究表明, 业内人士 … with no citation.",
            "“研究表明”“专家认为”“业内人士”等没有出处的表述。"),
           ("none", "没有")),
    # Clarity
    _check("sentence_length",
           ("Sentence length", "句子长度"),
           ("Sentences over 25 words (60 Chinese characters); over 35 (90) is very long.",
            "超过 25 词（60 字）的句子；超过 35 词（90 字）为超长句。"),
           ("at most 20% long sentences", "长句不超过 20%")),
    _check("hedging",
           ("Confident claims", "肯定表述"),
           ("Claims weakened by may, might, perhaps, 可能, 或许, 似乎 … (not in questions or "
            "quotations).",
            "被“可能”“或许”“似乎”、may、might 等削弱的论断（问句和引语除外）。"),
           ("at most 1 hedge per 100 words", "每 100 词不超过 1 处")),
    _check("puffery",
           ("Plain claims", "不夸大"),
           ("Unsupported superlatives and hype — the best, revolutionary, seamless, 最完美, "
            "业界领先 — in sentences with no figure or source to back them.",
            "没有数字或出处支撑的最高级和夸大表述，如“最好”“革命性”“最完美”“业界领先”。"),
           ("at most 3% of sentences", "不超过 3% 的句子")),
    _check("readability",
           ("Reading ease", "易读度"),
           ("English: Flesch reading ease. Chinese: mean sentence length. Shown for "
            "information: on real articles it does not separate good writing from weak.",
            "英文：Flesch 易读度；中文：平均句长。仅供参考：在真实文章上它不能区分好坏。"),
           ("Flesch 60 or more; 35 characters or fewer", "Flesch 不低于 60；平均句长不超过 35 字")),
    _check("passive_voice",
           ("Passive voice", "被动句"),
           ("Sentences in the passive voice (被 in Chinese). Shown for information.",
            "被动句（中文的“被”字句）。仅供参考。"),
           ("at most 10%", "不超过 10%")),
    _check("fillers",
           ("Filler words", "冗词"),
           ("Words that add nothing: very, really, basically, 非常, 基本上, 众所周知 ….",
            "不增加信息的词：very、really、基本上、众所周知等。"),
           ("at most 1 per 100 words", "每 100 词不超过 1 个")),
    _check("de_chains",
           ("Stacked 的", "“的”字堆叠"),
           ("Chinese: three or more 的 stacked in one phrase.", "中文：一个短语里堆叠三个以上“的”。"),
           ("none", "没有")),
    # AI Extractability
    _check("answer_first",
           ("Answer first", "答案先行"),
           ("The first sentence under each heading shares the heading's key terms and makes a "
            "claim: a figure, a definition, a yes or no, a named thing.",
            "每个标题下的第一句包含标题的关键词，并给出论断：数字、定义、是或否、具体名称。"),
           ("every section", "每个章节")),
    _check("early_claims",
           ("Key claims early", "关键论断靠前"),
           ("The share of the article's claims that sit in its first 30%.",
            "文章前 30% 中的论断所占比例。"),
           ("the key claims in the first 30%", "关键论断位于前 30%")),
    _check("self_contained",
           ("Self-contained paragraphs", "段落独立成立"),
           ("Paragraphs that open on a word pointing back (This, They, However, 这, 它, 此外); "
            "a dummy \"it\" and conjunctions such as 但是, 所以 are fine.",
            "以回指词开头的段落（This、They、However、这、它、此外）；形式主语 it 和“但是”“所以”等"
            "连词不算。"),
           ("none", "没有")),
    _check("rhetorical_questions",
           ("Tell, don't ask", "少用设问"),
           ("Questions asked in the body text instead of answered (headings and quotations "
            "excepted).",
            "正文中提出而非回答的问题（标题和引语除外）。"),
           ("at most 2% of sentences", "不超过 2% 的句子")),
    _check("question_headings",
           ("Questions answered", "问题已作答"),
           ("Question headings answered with a claim in the first sentence below them.",
            "问题式标题下的第一句用论断直接作答。"),
           ("every question", "每个问题")),
    _check("key_terms",
           ("Key terms in headings", "核心词进标题"),
           ("The article's key terms (核心词簇) in the title, the headings and the opening.",
            "文章的核心词簇出现在标题、小标题和开头。"),
           ("in title, headings and opening", "标题、小标题、开头都有")),
    _check("keyword_stuffing",
           ("No stuffing", "无关键词堆砌"),
           ("One word repeated far beyond natural use (the article's own subject is allowed).",
            "某个词的重复远超自然用法（文章主题词本身除外）。"),
           ("no stuffed paragraph", "没有堆砌段落")),
    _check("pronouns",
           ("Pronouns", "代词"),
           ("Pronouns among all words: named things can be quoted alone.",
            "代词在全部词中的比例：直接写出名称的句子才能被单独引用。"),
           ("at most 4%", "不超过 4%")),
    _check("query_coverage",
           ("Questions covered", "问题覆盖"),
           ("How well the article answers the writer's questions, judged by the worst-covered "
            "one.",
            "文章对作者所设问题的回答程度，以覆盖最差的问题为准。"),
           ("every question answered", "每个问题都有答案")),
):
    ABOUT.update(_entry)
