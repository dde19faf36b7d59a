"""Every text the engine shows a writer, in English and Simplified Chinese.

Results carry a message key and parameters; :func:`render` turns them into
text in the language the caller picks. A ``{unit}`` parameter holds
``"words"`` or ``"chars"`` and is rendered in the chosen language.
"""

from __future__ import annotations

from typing import Any

from scorers.report.about_texts import ABOUT
from scorers.report.answer_texts import ANSWER_TEXTS
from scorers.textfiles.file_texts import FILE_TEXTS

UI_LANGUAGES = ("en", "zh")

DIMENSION_LABELS = {
    "facts": {"en": "Facts & Data", "zh": "事实与数据密度"},
    "structure": {"en": "Structure", "zh": "结构化规范性"},
    "sources": {"en": "Sources & Authority", "zh": "来源与权威性"},
    "clarity": {"en": "Clarity", "zh": "语言清晰度"},
    "extractability": {"en": "AI Extractability", "zh": "AI 可提取性"},
}

BAND_LABELS = {
    "excellent": {"en": "excellent", "zh": "优秀"},
    "good": {"en": "good", "zh": "良好"},
    "fair": {"en": "fair", "zh": "合格"},
    "needs_work": {"en": "needs work", "zh": "需改进"},
}

_UNITS = {"words": {"en": "words", "zh": "词"}, "chars": {"en": "characters", "zh": "字"}}

CATALOG: dict[str, dict[str, str]] = {
    "check_error": {
        "en": "This check could not run ({error}); it does not count towards the score.",
        "zh": "此项检查未能运行（{error}），不计入得分。"},
    "too_long": {
        "en": "The document is too long to score ({n} characters; the limit is {limit}).",
        "zh": "文档过长，无法评分（{n} 个字符，上限 {limit}）。"},
    "empty_document": {"en": "nothing to score yet", "zh": "还没有可评分的内容"},
    "gate.stuffing": {
        "en": "Keyword stuffing (\"{term}\"): the score is capped while it stands.",
        "zh": "关键词堆砌（“{term}”）：在修正前总分受限。"},
    "gate.stuffing.fix": {
        "en": "Write the paragraphs for readers: use the term where it is needed, name things "
              "plainly elsewhere. Stuffing lowered visibility in the GEO study.",
        "zh": "为读者写作：只在需要处使用该词，其余地方平实表述。GEO 研究中堆砌会降低可见度。"},
    "gate.salad": {
        "en": "Number salad: {n} sentences are packed with figures that say little; the score "
              "is capped while they stand.",
        "zh": "数字堆砌：{n} 个句子塞满数字却言之无物；在修正前总分受限。"},
    "gate.salad.fix": {
        "en": "Keep the figures that make a point, bind each to what it measures and give its "
              "source.",
        "zh": "保留能说明问题的数字，写明各自衡量什么，并注明出处。"},
    "gate.placeholder": {
        "en": "{n} links go to placeholder or private addresses (example.com, localhost …): "
              "they cite nothing, and the score is capped while they stand.",
        "zh": "{n} 个链接指向占位或内网地址（example.com、localhost 等）：没有引用任何来源；在修正前总分受限。"},
    "gate.placeholder.fix": {"en": "Replace them with links to the real sources, or remove them.",
                             "zh": "换成真实来源的链接，或删除。"},
    "gate.duplicates": {
        "en": "Paragraphs that repeat earlier ones word for word: {n}. The score is capped while "
              "they stand.",
        "zh": "有 {n} 个段落与前文逐字重复；在修正前总分受限。"},
    "gate.duplicates.fix": {"en": "Delete the repeats or rewrite them to add something new.",
                            "zh": "删掉重复段落，或改写成有新内容的段落。"},
    "heuristics_note": {
        "en": "Scores are evidence-based heuristics from published GEO research, "
              "not a promise of rankings.",
        "zh": "得分基于已发表 GEO 研究的经验规则，并不保证排名。"},

    # Facts & Data
    "facts.density.none": {"en": "No prose sentences to measure yet.",
                           "zh": "还没有可衡量的正文句子。"},
    "facts.density": {
        "en": "{share}% of sentences and table rows carry a checkable fact ({n} of {total} "
              "sentences, {rows} data rows); aim for {target}% or more.",
        "zh": "{share}% 的句子和表格行含有可核查的事实（{total} 句中 {n} 句，数据行 {rows} 行），"
              "目标不低于 {target}%。"},
    "facts.salad.none": {"en": "No sentence with figures yet.", "zh": "还没有含数据的句子。"},
    "facts.salad": {
        "en": "{n} of {total} sentences with figures are packed with numbers and say little "
              "about what they measure.",
        "zh": "{total} 个含数据的句子中有 {n} 个堆满数字，却很少说明数字衡量的是什么。"},
    "facts.salad.mark": {"en": "{n} numbers in one sentence and few words about them.",
                         "zh": "一句话里有 {n} 个数字，却几乎没有说明。"},
    "facts.salad.fix": {
        "en": "Keep the one or two figures that make the point, and say what each measures "
              "and where it comes from.",
        "zh": "只保留能说明问题的一两个数字，并写明各自衡量什么、出自哪里。"},
    "facts.entities.short": {"en": "Too short to count named entities.",
                             "zh": "篇幅太短，暂不统计专有名词。"},
    "facts.entities": {
        "en": "Named organisations, products or people: {n}, or {rate} per {per} {unit} "
              "(aim for {target}).",
        "zh": "共 {n} 个机构、产品或人名：每 {per} {unit} {rate} 个（目标 {target} 个）。"},
    "facts.fact_free.none_long": {"en": "No long paragraph lacks a fact.",
                                  "zh": "没有缺少事实的长段落。"},
    "facts.fact_free": {
        "en": "{n} of {total} long paragraphs have no figure, date or name.",
        "zh": "{total} 个长段落中有 {n} 个没有数字、日期或名称。"},
    "facts.fact_free.mark": {
        "en": "This paragraph runs {n} {unit} without a single checkable fact.",
        "zh": "本段 {n} {unit}，却没有一个可核查的事实。"},
    "facts.fact_free.fix": {
        "en": "Add a figure, a date or a name that a reader could check.",
        "zh": "补充一个可核查的数字、日期或名称。"},

    # Structure
    "structure.title.ok": {"en": "The article has one H1 title.", "zh": "文章有一个 H1 标题。"},
    "structure.title.missing": {"en": "The article has no H1 title.", "zh": "文章缺少 H1 标题。"},
    "structure.title.add": {"en": "Start with a title line: \"# Your title\".",
                            "zh": "在开头加一行标题：“# 你的标题”。"},
    "structure.title.many": {"en": "The article has {n} H1 titles; it should have one.",
                             "zh": "文章有 {n} 个 H1 标题，应只有一个。"},
    "structure.title.extra": {"en": "A second H1 title.", "zh": "多余的 H1 标题。"},
    "structure.title.demote": {"en": "Make this a subheading (##).", "zh": "把它改为二级标题（##）。"},
    "structure.levels.few": {"en": "Fewer than two headings.", "zh": "标题少于两个。"},
    "structure.levels": {"en": "Heading levels skipped: {n}.", "zh": "有 {n} 处标题跳级。"},
    "structure.levels.skip": {"en": "This H{level} follows an H{previous}: a level is skipped.",
                              "zh": "此 H{level} 紧跟 H{previous}，跳过了一级。"},
    "structure.levels.fix": {"en": "Use the next level down, or add the missing level above it.",
                             "zh": "改用下一级标题，或补上中间一级。"},
    "structure.sections.short": {"en": "Too short to need subheadings.",
                                 "zh": "篇幅较短，无需小标题。"},
    "structure.sections": {
        "en": "Longest stretch without a heading: {longest} {unit} (aim for at most {limit}).",
        "zh": "最长的无标题段落区间为 {longest} {unit}（建议不超过 {limit}）。"},
    "structure.sections.mark": {
        "en": "{n} {unit} have passed since the last heading.",
        "zh": "距上一个标题已有 {n} {unit}。"},
    "structure.sections.fix": {"en": "Add a subheading before this paragraph that names its point.",
                               "zh": "在本段前加一个点明要点的小标题。"},
    "structure.paragraphs.none": {"en": "No paragraphs yet.", "zh": "还没有段落。"},
    "structure.paragraphs": {
        "en": "{n} of {total} paragraphs are longer than {limit} {unit}.",
        "zh": "{total} 个段落中有 {n} 个超过 {limit} {unit}。"},
    "structure.paragraphs.mark": {"en": "A wall of text: {n} {unit} (limit {limit}).",
                                  "zh": "大段文字：{n} {unit}（上限 {limit}）。"},
    "structure.paragraphs.fix": {"en": "Split it into paragraphs of one idea each.",
                                 "zh": "拆成每段只讲一个要点的短段落。"},
    "structure.lists.short": {"en": "Too short to need lists or tables.",
                              "zh": "篇幅较短，无需列表或表格。"},
    "structure.lists": {
        "en": "Lists: {lists}; tables: {tables}; enumerations written inline: {inline}.",
        "zh": "{lists} 个列表、{tables} 个表格；{inline} 处枚举写在了正文里。"},
    "structure.lists.inline": {"en": "An enumeration written as running text.",
                               "zh": "正文中的枚举（一是……二是……）。"},
    "structure.lists.fix": {"en": "Turn it into a bulleted or numbered list.",
                            "zh": "改写成项目符号或编号列表。"},
    "structure.summary.ok": {"en": "The opening has a summary.", "zh": "开头有摘要。"},
    "structure.summary.missing": {"en": "No summary (TL;DR) in the opening.",
                                  "zh": "开头没有摘要（速读）。"},
    "structure.summary.add": {
        "en": "Open with a one- or two-sentence summary that states the conclusion.",
        "zh": "在开头用一两句话写明结论（摘要/速读）。"},
    "structure.faq.ok": {"en": "A FAQ; question headings in it: {n}.",
                         "zh": "有常见问题部分，含 {n} 个问题标题。"},
    "structure.faq.partial": {"en": "Questions as headings, but no complete FAQ ({n} questions).",
                              "zh": "有问题式标题，但常见问题部分不完整（{n} 个问题）。"},
    "structure.faq.short": {"en": "Too short to need a FAQ.", "zh": "篇幅较短，无需常见问题部分。"},
    "structure.faq.missing": {"en": "No FAQ section.", "zh": "没有常见问题（FAQ）部分。"},
    "structure.faq.add": {
        "en": "Add a \"## FAQ\" with the questions readers ask as ### headings, each answered "
              "directly.",
        "zh": "加一个“## 常见问题”，把读者会问的问题写成 ### 标题并直接作答。"},
    "structure.length": {"en": "{n} {unit} long (a source needs about {target}).",
                         "zh": "全文 {n} {unit}（可被引用的来源约需 {target}）。"},

    # Sources & Authority
    "sources.citations.none": {"en": "No text to source yet.", "zh": "还没有需要注明来源的正文。"},
    "sources.citations.short": {"en": "Too short to judge sourcing.",
                                "zh": "篇幅太短，暂不评估来源。"},
    "sources.citations": {
        "en": "Distinct real sources: {n}, worth {value} of the {needed} this article needs "
              "({placeholder} placeholder links, {own} to its own site, {generic} with an anchor "
              "like \"here\").",
        "zh": "{n} 个真实且不同的来源，折合 {value} 个，本文约需 {needed} 个（占位链接 {placeholder} 个，"
              "本站链接 {own} 个，“这里”之类锚文本 {generic} 个）。"},
    "sources.citations.placeholder": {
        "en": "A link to a placeholder or private address: it cites nothing.",
        "zh": "链接指向占位或内网地址：没有引用任何来源。"},
    "sources.citations.real": {
        "en": "Link the real page the figure comes from, with an anchor that names it.",
        "zh": "链接到数据真正的出处页面，并用能说明来源的锚文本。"},
    "sources.quotes.short": {"en": "Too short to expect a quotation.", "zh": "篇幅太短，暂不要求引语。"},
    "sources.quotes.ok": {"en": "Quotations with their speaker named: {n}.",
                          "zh": "有 {n} 处注明说话人的直接引语。"},
    "sources.quotes.anonymous": {"en": "Quotations without a named speaker.",
                                 "zh": "引语没有注明说话人。"},
    "sources.quotes.missing": {"en": "No direct quotation.", "zh": "没有直接引语。"},
    "sources.quotes.add": {
        "en": "Quote an expert or a source in their own words, and name them "
              "(quotations gained the most in the GEO study).",
        "zh": "引用专家或信源的原话并注明是谁说的（GEO 研究中引语的提升最大）。"},
    "sources.quotes.nospeaker": {"en": "A quotation with no speaker named.",
                                 "zh": "这段引语没有注明说话人。"},
    "sources.quotes.name": {"en": "Say who said it: name, role and organisation.",
                            "zh": "写明说话人：姓名、职务与机构。"},
    "sources.date.ok": {"en": "A publication or update date is visible.",
                        "zh": "文中有发布或更新日期。"},
    "sources.date.missing": {"en": "No publication or update date.", "zh": "没有发布或更新日期。"},
    "sources.date.add": {"en": "Add \"Published: 2025-01-31\" (or a date in the front matter).",
                         "zh": "加上“发布时间：2025-01-31”（或在 front matter 写 date）。"},
    "sources.date.stale": {"en": "The newest visible date is {year}: the page reads as stale.",
                           "zh": "可见的最新日期是 {year} 年：页面显得过时。"},
    "sources.date.review": {
        "en": "Check the facts and add \"Updated: <today's date>\"; engines prefer recent pages.",
        "zh": "核对事实后加上“更新于：<今天的日期>”；AI 引擎更偏好新近的页面。"},
    "sources.unsourced.none": {"en": "No paragraph with figures.", "zh": "没有含数据的段落。"},
    "sources.unsourced": {"en": "{n} of {total} paragraphs with figures have no source near them.",
                          "zh": "{total} 个含数据的段落中有 {n} 个附近没有出处。"},
    "sources.unsourced.mark": {"en": "{n} figures and no source in or next to this paragraph.",
                               "zh": "本段有 {n} 个数据，但本段及相邻段落都没有出处。"},
    "sources.unsourced.fix": {
        "en": "Say where the figures come from: a link, a footnote or \"according to …\".",
        "zh": "注明数据来源：链接、脚注或“据……”。"},
    "sources.vague": {"en": "Vague appeals to authority: {n}.", "zh": "有 {n} 处含糊的权威表述。"},
    "sources.vague.mark": {"en": "\"{phrase}\" with no citation.", "zh": "“{phrase}”没有注明出处。"},
    "sources.vague.fix": {"en": "Name the study or expert and link to it.",
                          "zh": "写明是哪项研究或哪位专家，并附上链接。"},

    # Clarity
    "clarity.sentence.none": {"en": "No sentences yet.", "zh": "还没有句子。"},
    "clarity.sentence": {
        "en": "{share}% of sentences are longer than {limit} {unit} (aim for at most {ok}%).",
        "zh": "{share}% 的句子超过 {limit} {unit}（建议不超过 {ok}%）。"},
    "clarity.sentence.long": {"en": "A long sentence: {n} {unit} (over {limit}).",
                              "zh": "长句：{n} {unit}（超过 {limit}）。"},
    "clarity.sentence.very_long": {"en": "A very long sentence: {n} {unit} (over {limit}).",
                                   "zh": "超长句：{n} {unit}（超过 {limit}）。"},
    "clarity.sentence.split": {"en": "Split it into two sentences, one point each.",
                               "zh": "拆成两句，每句一个意思。"},
    "clarity.readability.none": {"en": "No sentences yet.", "zh": "还没有句子。"},
    "clarity.readability.en": {"en": "Flesch reading ease {ease} (aim for {target} or more).",
                               "zh": "Flesch 易读度 {ease}（目标不低于 {target}）。"},
    "clarity.readability.zh": {"en": "Sentences average {mean} characters (aim for {target} or less).",
                               "zh": "句子平均 {mean} 字（建议不超过 {target} 字）。"},
    "clarity.readability.hard": {"en": "Hard to read (Flesch {ease}).",
                                 "zh": "难以阅读（Flesch 易读度 {ease}）。"},
    "clarity.readability.hard_zh": {"en": "Hard to read: sentences average {mean} characters.",
                                    "zh": "难以阅读：句子平均 {mean} 字。"},
    "clarity.readability.fix": {"en": "Use shorter sentences and plainer words.",
                                "zh": "用更短的句子和更平实的词。"},
    "clarity.passive.none": {"en": "No sentences yet.", "zh": "还没有句子。"},
    "clarity.passive": {"en": "{share}% of sentences are passive (aim for at most {ok}%).",
                        "zh": "{share}% 的句子是被动句（建议不超过 {ok}%）。"},
    "clarity.passive.mark": {"en": "Passive voice.", "zh": "被动句。"},
    "clarity.passive.fix": {"en": "Say who does what: put the actor first.",
                            "zh": "说清谁做了什么：把施动者放在前面。"},
    "clarity.fillers.none": {"en": "Too short to count filler words.", "zh": "篇幅太短，暂不统计冗词。"},
    "clarity.fillers.no_prose": {"en": "No paragraphs of prose to count filler words in.",
                                 "zh": "没有可统计冗词的正文段落。"},
    "clarity.fillers": {"en": "Filler words: {n}, or {rate} per 100 (aim for at most {ok}).",
                        "zh": "{n} 个冗词或模糊词：每 100 词 {rate} 个（建议不超过 {ok}）。"},
    "clarity.fillers.mark": {"en": "Filler: \"{word}\".", "zh": "冗词：“{word}”。"},
    "clarity.fillers.fix": {"en": "Delete it, or replace it with a specific fact.",
                            "zh": "删掉，或换成具体的事实。"},
    "clarity.hedging.short": {"en": "Too short to judge hedging.", "zh": "篇幅太短，暂不评估含糊表述。"},
    "clarity.hedging": {
        "en": "{share}% of claims are hedged ({n} of {total} sentences; aim for at most {ok}%).",
        "zh": "{share}% 的论断带有含糊词（{total} 句中 {n} 句；建议不超过 {ok}%）。"},
    "clarity.hedging.mark": {"en": "Hedged: \"{word}\".", "zh": "含糊表述：“{word}”。"},
    "clarity.hedging.fix": {
        "en": "If you know it, say it plainly; if you don't, give the figure or the source "
              "that sets its limits.",
        "zh": "确定的事直接说；不确定的，给出界定范围的数字或出处。"},
    "clarity.puffery.short": {"en": "Too short to judge the tone.", "zh": "篇幅太短，暂不评估语气。"},
    "clarity.puffery": {
        "en": "{share}% of sentences make an unsupported superlative claim ({n} of {total}; aim "
              "for at most {ok}%).",
        "zh": "{share}% 的句子含有无依据的夸大表述（{total} 句中 {n} 句；建议不超过 {ok}%）。"},
    "clarity.puffery.mark": {"en": "Unsupported: \"{word}\".", "zh": "无依据的夸大：“{word}”。"},
    "clarity.puffery.fix": {
        "en": "Show it instead: the figure, the comparison or the source that makes it true.",
        "zh": "用事实说话：给出能证明它的数字、对比或出处。"},
    "clarity.de.none": {"en": "Not a Chinese article.", "zh": "不是中文文章。"},
    "clarity.de": {"en": "Stacked 的-chains: {n}.", "zh": "有 {n} 处“的”字堆叠。"},
    "clarity.de.mark": {"en": "Three or more 的 in one phrase.", "zh": "一个短语里有三个以上“的”。"},
    "clarity.de.fix": {"en": "Break the phrase up or drop a 的.", "zh": "拆开短语或删去一个“的”。"},

    # AI Extractability
    "extract.answer_first.none": {"en": "No sections with text yet.", "zh": "还没有带正文的章节。"},
    "extract.answer_first": {"en": "{n} of {total} sections open by stating their point.",
                             "zh": "{total} 个章节中有 {n} 个开门见山。"},
    "extract.answer_first.mark": {
        "en": "This first sentence does not answer \"{heading}\": no figure, definition, yes or "
              "no, or named thing that uses the heading's words.",
        "zh": "这第一句没有回答“{heading}”：没有用标题中的词给出数字、定义、是或否或具体名称。"},
    "extract.answer_first.fix": {
        "en": "Open with one sentence that answers the heading in its own words: the figure, "
              "the definition or the verdict. Details after.",
        "zh": "第一句就用标题里的词直接作答：给出数字、定义或结论，细节放在后面。"},
    "extract.early.short": {"en": "Too short to judge where the claims sit.",
                            "zh": "篇幅太短，暂不评估论断的位置。"},
    "extract.early": {
        "en": "{share}% of the article's claims sit in its first 30% ({n} of {total}); aim for "
              "30% or more.",
        "zh": "文章前 30% 中有 {share}% 的论断（{total} 个中 {n} 个）；目标不低于 30%。"},
    "extract.early.mark": {
        "en": "The opening holds few of the article's claims ({share}% in the first 30%).",
        "zh": "开头部分的论断太少（前 30% 中只有 {share}%）。"},
    "extract.early.fix": {
        "en": "Move the key figures and conclusions up: engines quote the top of a page most.",
        "zh": "把关键数字和结论前移：AI 引擎最常引用页面的前部。"},
    "extract.self_contained.none": {"en": "No paragraphs yet.", "zh": "还没有段落。"},
    "extract.self_contained": {
        "en": "{n} of {total} paragraphs open on a word that points back (This, It, However …).",
        "zh": "{total} 个段落中有 {n} 个以指代或承接词开头（这、它、此外……）。"},
    "extract.self_contained.mark": {
        "en": "Opens on \"{word}\": quoted alone, the reader will not know what it refers to.",
        "zh": "以“{word}”开头：单独被引用时，读者不知道它指什么。"},
    "extract.self_contained.fix": {"en": "Name the thing instead of pointing back to it.",
                                   "zh": "直接写出所指的事物，不用指代。"},
    "extract.self_contained.connective": {
        "en": "Opens on \"{word}\", which links to the paragraph before; quoted alone it may "
              "read as an answer to something unseen.",
        "zh": "以“{word}”开头，承接上一段；单独被引用时可能显得没头没尾。"},
    "extract.rhetorical.short": {"en": "Too short to judge.", "zh": "篇幅太短，暂不评估。"},
    "extract.rhetorical": {
        "en": "{share}% of the body's sentences are questions ({n} of {total}; aim for at most "
              "{ok}%).",
        "zh": "正文中 {share}% 的句子是问句（{total} 句中 {n} 句；建议不超过 {ok}%）。"},
    "extract.rhetorical.mark": {"en": "A question in the body: the reader wanted the answer.",
                                "zh": "正文中的问句：读者要的是答案。"},
    "extract.rhetorical.fix": {"en": "State the answer instead; keep questions for headings.",
                               "zh": "直接写出答案；问题留给标题。"},
    "extract.questions.none": {"en": "No question headings.", "zh": "没有问题式标题。"},
    "extract.questions": {"en": "{n} of {total} question headings are answered right below.",
                          "zh": "{total} 个问题标题中有 {n} 个紧接着给出了答案。"},
    "extract.questions.mark": {"en": "The first sentence below this question does not answer it.",
                               "zh": "这个问题下的第一句没有回答它。"},
    "extract.questions.fix": {"en": "Answer the question in the first sentence below it.",
                              "zh": "在标题下第一句直接回答问题。"},
    "extract.key_terms.short": {"en": "Too short to find key terms.", "zh": "篇幅太短，暂无核心词。"},
    "extract.key_terms.none": {"en": "No term recurs enough to be a key term.",
                               "zh": "没有足够常用的词作为核心词。"},
    "extract.key_terms": {
        "en": "Key terms {terms}: {title}% in the title, {headings}% in headings, "
              "{opening}% in the opening.",
        "zh": "核心词簇 {terms}：标题覆盖 {title}%，小标题覆盖 {headings}%，开头覆盖 {opening}%。"},
    "extract.key_terms.title": {"en": "The title has none of the key terms ({terms}).",
                                "zh": "标题未包含核心词（{terms}）。"},
    "extract.key_terms.fix": {"en": "Use the article's key terms in its title and headings.",
                              "zh": "在标题和小标题中使用文章的核心词。"},
    "extract.stuffing.none": {"en": "Too short to judge keyword use.", "zh": "篇幅太短，暂不评估关键词。"},
    "extract.stuffing.ok": {"en": "No keyword stuffing (top term \"{term}\" at {share}%).",
                            "zh": "没有关键词堆砌（最高频词“{term}”占 {share}%）。"},
    "extract.stuffing": {"en": "\"{term}\" makes up {share}% of all words ({n} times): stuffing.",
                         "zh": "“{term}”占全部词的 {share}%（{n} 次）：关键词堆砌。"},
    "extract.stuffing.mark": {"en": "\"{term}\" repeated {n} times in one paragraph.",
                              "zh": "“{term}”在一段中重复 {n} 次。"},
    "extract.stuffing.fix": {
        "en": "Use the term where it is needed and synonyms elsewhere; stuffing lowers "
              "visibility in AI answers.",
        "zh": "只在需要处使用该词，其余换成近义词；堆砌会降低在 AI 答案中的可见度。"},
    "extract.pronouns.none": {"en": "Too short to count pronouns.", "zh": "篇幅太短，暂不统计代词。"},
    "extract.pronouns": {"en": "Pronouns make up {share}% of words (aim for at most {ok}%).",
                         "zh": "代词占 {share}%（建议不超过 {ok}%）。"},
}


CATALOG.update(ABOUT)
CATALOG.update(ANSWER_TEXTS)
CATALOG.update(FILE_TEXTS)


def _pick(table: dict[str, str], lang: str) -> str:
    return table.get(lang) or table["en"]


def render(key: str, lang: str = "en", **values: Any) -> str:
    """The text of message ``key`` in ``lang`` with ``values`` filled in.

    An unknown key or a missing value never raises: the key itself is shown.
    """
    table = CATALOG.get(key)
    if table is None:
        return key
    if "unit" in values and values["unit"] in _UNITS:
        values = dict(values, unit=_pick(_UNITS[values["unit"]], lang))
    # A tuple of message keys renders as their texts, joined.
    values = {name: _render_keys(value, lang) for name, value in values.items()}
    try:
        return _pick(table, lang).format(**values)
    except (KeyError, IndexError, ValueError):
        return _pick(table, lang)


def _render_keys(value: Any, lang: str) -> Any:
    if isinstance(value, tuple) and value and all(isinstance(v, str) and v in CATALOG
                                                  for v in value):
        return ("；" if lang == "zh" else "; ").join(_pick(CATALOG[v], lang) for v in value)
    return value


def dimension_label(dimension_id: str, lang: str = "en") -> str:
    return _pick(DIMENSION_LABELS.get(dimension_id, {"en": dimension_id}), lang)


def band_label(band_id: str, lang: str = "en") -> str:
    return _pick(BAND_LABELS.get(band_id, {"en": band_id}), lang)
