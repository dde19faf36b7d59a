"""The texts of the answer preview, in English and Simplified Chinese.

Merged into :data:`scorers.report.messages.CATALOG`. A ``{reasons}`` value is a tuple
of ``answers.reason.*`` keys, which :func:`scorers.report.messages.render` renders and
joins.
"""

from __future__ import annotations

ANSWER_TEXTS: dict[str, dict[str, str]] = {
    "answers.advice.vague": {
        "en": "“{query}” has no words to search for: ask it with the words a reader would type.",
        "zh": "“{query}”没有可检索的词：请用读者会输入的词来提问。"},
    "answers.advice.missing": {
        "en": "No passage mentions {terms}: add a section that answers “{query}”, with the "
              "answer in its first sentence.",
        "zh": "没有段落提到{terms}：请增加一节回答“{query}”，并把答案放在第一句。"},
    "answers.advice.terms": {
        "en": "The best passage (line {line}) lacks {terms}: use the question's own words under "
              "“{heading}”.",
        "zh": "最匹配的段落（第 {line} 行）缺少{terms}：在“{heading}”下使用问题中的原词。"},
    "answers.advice.figure": {
        "en": "No passage opens with an answer to “{query}”: put the figure in the first "
              "sentence under “{heading}”.",
        "zh": "没有段落以“{query}”的答案开头：把具体数字放在“{heading}”下的第一句。"},
    "answers.advice.definition": {
        "en": "No passage opens with a definition for “{query}”: start the text under "
              "“{heading}” with “… is …”.",
        "zh": "没有段落以定义回答“{query}”：在“{heading}”下第一句写明“……是……”。"},
    "answers.advice.claim": {
        "en": "No passage opens with a clear answer to “{query}”: put a figure, a name or a "
              "definition in the first sentence under “{heading}”.",
        "zh": "没有段落明确回答“{query}”：在“{heading}”下第一句给出数字、名称或定义。"},
    "answers.advice.alone": {
        "en": "The sentence an engine would quote (line {line}) opens on “{word}”: name the "
              "subject so it stands on its own.",
        "zh": "引擎会引用的句子（第 {line} 行）以“{word}”开头：写出主语，让它能单独成立。"},
    "answers.advice.first": {
        "en": "The answer sits further into its paragraph (line {line}): move it to the first "
              "sentence under “{heading}”.",
        "zh": "答案在段落中间（第 {line} 行）：把它移到“{heading}”下的第一句。"},
    "answers.advice.beaten": {
        "en": "A reference passage ({file}, line {line}) ranks above yours (#{rank}). Why: "
              "{reasons}.",
        "zh": "参考段落（{file} 第 {line} 行）排在你的段落（第 {rank} 名）之前。原因：{reasons}。"},
    "answers.advice.outside": {
        "en": "Your best passage ranks #{rank}, outside the top 10 an engine reads; {file}, "
              "line {line} ranks first. Why: {reasons}.",
        "zh": "你最好的段落排第 {rank} 名，在引擎会读的前 10 名之外；排第一的是 {file} 第 "
              "{line} 行。原因：{reasons}。"},
    "answers.advice.ok": {
        "en": "Covered: an engine would likely quote line {line}.",
        "zh": "已覆盖：引擎很可能引用第 {line} 行。"},
    "answers.reason.terms": {"en": "more of the question's words", "zh": "包含更多问题中的词"},
    "answers.reason.figure": {"en": "a figure", "zh": "有具体数字"},
    "answers.reason.earlier": {"en": "earlier in its page", "zh": "在页面中更靠前"},
    "answers.reason.focused": {"en": "a shorter, more focused passage",
                               "zh": "段落更短、更聚焦"},
    # The AI Extractability check fed by the answer preview.
    "extract.query.none": {"en": "No questions to answer yet: add one in the Answer preview.",
                           "zh": "还没有要回答的问题：请在“答案预览”中添加。"},
    "extract.query": {
        "en": "Worst-covered of {n} questions: “{query}”, coverage {coverage}/100 (aim for "
              "at least 80).",
        "zh": "{n} 个问题中覆盖最差的是“{query}”，覆盖度 {coverage}/100（建议至少 80）。"},
    "extract.query.mark": {"en": "Weakest answer: “{query}” ({coverage}/100).",
                           "zh": "回答最弱的问题：“{query}”（{coverage}/100）。"},
}
