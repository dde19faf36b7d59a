"""The texts of Help → About the scores: each dimension's "why" and each check's
title, what it measures and its target, in English (the source language: the
translations are in the catalogues, see :mod:`scorers.report.messages`).

Merged into :data:`scorers.report.messages.CATALOG` under ``about.<id>.*`` keys.
"""

from __future__ import annotations


def _check(check_id: str, title: str, measures: str, target: str) -> dict[str, str]:
    return {
        f"about.{check_id}.title": title,
        f"about.{check_id}.measures": measures,
        f"about.{check_id}.target": target,
    }


ABOUT: dict[str, str] = {
    "about.facts.why": "Answer engines quote passages they can verify: figures bound to what they "
                       "measure, dates and names.",
    "about.structure.why": "Headings and short sections let an engine find the passage that "
                           "answers a question; a summary at the top is the change that helped in "
                           "controlled tests.",
    "about.sources.why": "Distinct, real sources and named quotations make a page more credible "
                         "and more often cited.",
    "about.clarity.why": "Confident, plain sentences are quoted; hedged and overlong ones are "
                         "passed over.",
    "about.extractability.why": "An engine lifts one passage: the answer must come first, early "
                                "in the article, and make sense on its own.",
}

for _entry in (
    # Facts & Data
    _check("fact_density",
           "Fact density",
           "The share of sentences that carry a checkable fact: a figure with its unit, a "
           "percentage, money, a date, a version, a comparison. Bare numbers and list numbering "
           "do not count; figures in tables do. Many figures in one sentence count less, not more. "
           "The writer's own story (ages, weights, school years, a diary), photo captions and "
           "figures whose only source is a name with no link are not facts a reader could check, "
           "nor are the figures in the titles of a list of links (\"Related posts\", 往期推荐). "
           "In a post about its own event (a meetup, a conference, its recap), the event's date, "
           "venue, sign-up, speakers and head count are logistics, not facts. "
           "A statement that names an API, a command or a flag in inline code (`useId`, "
           "`--save-dev`) counts half, once per name.",
           "35% of sentences or more"),
    _check("entities",
           "Named things",
           "Named organisations, products and people per 100 words (200 Chinese characters).",
           "2 or more per 100 words"),
    _check("fact_free_paragraphs",
           "Paragraphs with no fact",
           "Long prose paragraphs (40 words, 80 Chinese characters or more) without a single "
           "figure, date or name.",
           "none"),
    _check("number_salad",
           "Number salad",
           "Sentences packed with figures and few words that say what they measure.",
           "none"),
    # Structure
    _check("title",
           "One title",
           "Exactly one H1 title, or a title in the front matter. A short first line that "
           "ends no sentence is a title not marked as one: most of the credit, and a "
           "mark to make it a heading.",
           "one"),
    _check("heading_levels",
           "Heading levels",
           "Heading levels go down one step at a time (no H2 followed by H4). A heading whose "
           "text is code (### `parse()`) is a step too.",
           "no skipped level"),
    _check("section_length",
           "Section length",
           "Text between two headings. A list of entries, each a title line with its text "
           "nested under it (a FAQ written as a list), is cut at each entry.",
           "at most 300 words (600 Chinese characters)"),
    _check("paragraph_length",
           "Paragraph length",
           "Paragraphs longer than a reader takes in at once.",
           "at most 150 words (300 Chinese characters)"),
    _check("lists_tables",
           "Lists and tables",
           "Lists and tables where the text enumerates or compares. Shown for information: "
           "controlled tests found no effect of formatting by itself.",
           "enumerations as lists"),
    _check("summary",
           "Summary first",
           "A short summary (TL;DR, 摘要, 速读) that states the conclusion in the opening. An "
           "opening quote or short first paragraph counts when it states a figure or a "
           "definition; a quote that only labels the post (\"Event recap: the talks and their "
           "videos\") does not. A greeting before it (\"Hello, Rustaceans!\", 大家好！), or "
           "a title written as a plain line, is skipped. A page that opens on a question (its "
           "title or first heading) and answers it in its first sentence has put its "
           "conclusion first.",
           "present"),
    _check("faq",
           "FAQ",
           "A FAQ whose entries are question headings. Shown for information: Q&A formatting by "
           "itself did not raise citation.",
           "present"),
    _check("length",
           "Length",
           "Enough text to be a source an engine can quote.",
           "about 300 words (600 Chinese characters)"),
    _check("thin_sections",
           "Sections with text",
           "Sections that hold pictures and only a line or two of text under their heading, "
           "and headings with nothing under them (or only statements that say nothing): a "
           "heading over photos is a caption, a heading over nothing a label, not a section "
           "an engine can quote.",
           "none"),
    _check("image_alt",
           "Alt text",
           "Images with alt text that says what they show (![what it shows](…)).",
           "every image"),
    _check("placeholders",
           "Placeholders",
           "Notes left for later — TODO, TBD, FIXME, [citation needed], XX%, 待补, 待定. They "
           "count for nothing in any check. Shown for information, and before an export.",
           "none"),
    # Sources & Authority
    _check("citations",
           "Distinct sources",
           "Links to distinct, real pages a reader can follow (a path, a DOI, a report), "
           "weighed by how specific they are, and footnotes that hold such an address. Home "
           "pages, people's profile pages, chat invitations (discord.gg, t.me), referral and "
           "tracking links, placeholder and private addresses count nothing; so do a list of "
           "links (\"Related posts\", 往期推荐, 视频回顾) outside a references section and a "
           "link in a call to action (\"Sign up for our letter\", 欢迎关注): neither supports "
           "a claim. The article's own site counts little, except a "
           "project's own specification, documentation, issues, commits or release notes, "
           "the primary source for what the project says about itself. An article that "
           "says how it measured its own figures (a survey, a benchmark) needs half as many.",
           "several distinct sources, more for a long article"),
    _check("quotations",
           "Named quotations",
           "Quoted words with a named speaker and a speech verb (“…,” said …; …表示：“…”), "
           "linked to where they were said.",
           "at least one"),
    _check("publication_date",
           "Visible date",
"A publication or update date in the text, the front matter, or the page's own "
           "address (a dated path or permalink). A page with none is told so and "
           "not marked down (a reference page kept current has none); a stale one "
           "is.",
           "present"),
    _check("unsourced_figures",
           "Figures with a source",
           "Paragraphs with figures (or a single percentage or multiple) and no link in or next "
           "to them, and figures whose only source is a name with no link. An article's own "
           "measurements are its evidence when it says how they were measured (a survey's "
           "responses, a benchmark's setup); settings and made-up examples claim nothing.",
           "none"),
    _check("vague_authority",
           "Vague authority",
           "\"Studies show\", \"experts say\", 研究表明, 业内人士 … with no citation.",
           "none"),
    _check("unlinked_sources",
           "Cited, not linked",
           "Named studies, reports and experts with no link (\"according to a 2024 Stanford "
           "study\", \"(HubSpot, 2025)\", 据艾瑞咨询报告, 清华大学张教授表示), links to a home page "
           "and referral links. Shown for information: they earn nothing until they link to "
           "the page itself.",
           "every source linked"),
    _check("disclosure",
           "Sponsored or affiliate",
           "Disclosure words (sponsored, affiliate, paid partnership, 赞助, 广告, 推广) and "
           "referral links. Shown for information: disclosure is what readers and engines "
           "trust, and referral links are not sources.",
           "disclosed when sponsored"),
    # Clarity
    _check("sentence_length",
           "Sentence length",
           "Sentences over 25 words (60 Chinese characters); over 35 (90) is very long.",
           "at most 20% long sentences"),
    _check("hedging",
           "Confident claims",
           "Claims weakened by may, might, perhaps, 可能, 或许, 似乎 … (not in questions or quotations).",
           "at most 1 hedge per 100 words"),
    _check("puffery",
           "Plain claims",
           "Unsupported superlatives and hype — the best, revolutionary, seamless, 最完美, 业界领先, "
           "圆满结束, 荣获 — in sentences with no figure or source to back them, and calls to "
           "action — Get involved, Sign up for our newsletter, Stay tuned, 欢迎大家加入, 欢迎关注, "
           "敬请期待, 感恩有你, 诚邀, 名额有限 — with "
           "a link beside them or not: they ask the reader to act and tell them nothing. A "
           "title or heading that does (欢迎彭博加入, 圆满结束！, \"Join the community\") counts "
           "as one more such sentence: a headline is the first claim anyone reads.",
           "at most 3% of sentences"),
    _check("readability",
           "Reading ease",
           "English: Flesch reading ease. Chinese: mean sentence length. Shown for information: "
           "on real articles it does not separate good writing from weak.",
           "Flesch 60 or more; 35 characters or fewer"),
    _check("passive_voice",
           "Passive voice",
           "Sentences in the passive voice (被 in Chinese). Shown for information.",
           "at most 10%"),
    _check("fillers",
           "Filler words",
           "Words that add nothing: very, really, basically, 非常, 基本上, 众所周知 ….",
           "at most 1 per 100 words"),
    _check("de_chains",
           "Stacked 的",
           "Chinese: three or more 的 stacked in one phrase.",
           "none"),
    # AI Extractability
    _check("answer_first",
           "Answer first",
           "The first sentence under each heading shares the heading's key terms and makes a "
           "claim: a figure, a definition, a yes or no, a named thing. A sentence in which the "
           "writer tells their own story (\"I spent the summer …\", 我 …) answers no heading, "
           "unless it says how something was measured. A FAQ heading or page title (FAQ, "
           "常见问题) is a shelf of questions, each judged under its own heading, not a "
           "heading to answer. "
           "A bold label on a line of its own (**Solution**, **解决措施**) is passed over: the "
           "sentence below it is the answer.",
           "every section"),
    _check("early_claims",
           "Key claims early",
           "The share of the article's claims that sit in its first 30%.",
           "the key claims in the first 30%"),
    _check("self_contained",
           "Self-contained paragraphs",
           "Paragraphs that open on a word pointing back (This, They, However, 这, 它, 此外) or on "
           "the writer (I, My, 我: quoted alone, it does not say who is speaking); a dummy "
           "\"it\" and conjunctions such as 但是, 所以 are fine, and so is 该 before a noun "
           "(该报告, \"the report\").",
           "none"),
    _check("rhetorical_questions",
           "Tell, don't ask",
           "Questions asked in the body text instead of answered (headings, quotations, "
           "a list of the questions the headings then answer, and questions readers are "
           "asked to answer — \"Is six weeks too short? Let us know\" — excepted).",
           "at most 2% of sentences"),
    _check("question_headings",
           "Questions answered",
           "Question headings answered with a claim in the first sentence below them.",
           "every question"),
    _check("key_terms",
           "Key terms in headings",
           "The article's key terms (核心词簇) in the title, the headings and the opening. A "
           "Chinese article with subheadings is judged on its headings, where an engine "
           "looks for the section that answers, and a title that names one of the terms: "
           "its terms are segments (命名空间 is two), and repeating the brand in title and "
           "opening earns nothing more. A name of two words (Apache APISIX, Node.js) is one "
           "term. An article with no title is told so once, by One title, and judged here "
           "on what it has.",
           "in title, headings and opening"),
    _check("keyword_stuffing",
           "No stuffing",
           "One word repeated far beyond natural use (the article's own subject is allowed).",
           "no stuffed paragraph"),
    _check("pronouns",
           "Pronouns",
           "Pronouns among all words: named things can be quoted alone.",
           "at most 4%"),
    _check("query_coverage",
           "Questions covered",
           "How well the article answers the writer's questions, judged by the worst-covered one.",
           "every question answered"),
):
    ABOUT.update(_entry)
