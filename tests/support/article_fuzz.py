"""Random articles that touch every rule of the engine, for equivalence tests.

Each seed gives a deterministic Markdown article, English or Chinese, built from
blocks and sentences chosen to trigger the checks and gates: figures and number
salads, hedges, fillers, puffery, vague authority, named and anonymous quotations,
attributions, links (real, placeholder, the article's own site), footnotes and
reference links, first-person measurements, back-references, questions, long
sentences, inline enumerations, keyword stuffing, repeated paragraphs, tables,
lists, quotes, code, front matter and dates. Written for the tests.
"""

from __future__ import annotations

import random

EN = {
    "fact": ["Solar panels lost 0.5% of their output a year in a 2023 NREL study.",
             "The pump used 2,400 kWh in 2024, down 18% from 2022.",
             "Version 3.2.1 cut start-up time from 480 ms to 120 ms.",
             "About 1,200 volunteers counted birds in 14 regions in March 2024.",
             "Prices ranged from $7,000 to $13,000 per installation."],
    "salad": ["Figures: 12, 45, 78%, 3.5, 19, 2024, 88 and 7.", "12 34 56% 78 90 11 2"],
    "hedge": ["This may perhaps work in some cases.", "It seems the results might vary.",
              "We think it could be faster."],
    "filler": ["It is really very important to note that basically nothing changed.",
               "At the end of the day, it's just quite simple."],
    "puffery": ["Our revolutionary, world-class tool is the best on the market.",
                "The truly amazing results were unprecedented."],
    "vague": ["Studies show that insulation pays off.", "Experts say the market will grow."],
    "quote": ['"It saved us two weeks of work," said Maria Lopez of NREL.',
              '"We will ship the next release in May," she said.',
              '"Nobody knows what happens next in this market," someone said.',
              '"A quotation without any speaker at all here."'],
    "attribution": ["According to the Energy Saving Trust, bills fell.",
                    "NREL reported a drop in costs.", "According to experts, it works."],
    "own": ["We measured 42 ms on our laptop.", "In our tests the cache hit rate was 91%."],
    "back": ["This makes the pump cheaper.", "However, the gains are small.",
             "They found nothing.", "It takes 250 ms to start."],
    "question": ["So why does it matter?", "What is the real cost?"],
    "definition": ["A heat pump is a device that moves heat.",
                   "Kubernetes is a platform for containers."],
    "yes_no": ["Yes, it does.", "No, not in winter."],
    "long": [" ".join(["The", "long", "sentence", "keeps", "going", "and", "going"] * 6) + "."],
    "enum": ["First, insulate the loft; second, seal the gaps; third, size the pump."],
    "link": ["See the [NREL study](https://www.nrel.gov/docs/fy24/8001.pdf) for details.",
             "A [source](http://example.com/a) and [another](http://localhost/b) say so.",
             "Our [guide](https://heat.example.org/guide) explains it.",
             "Read [here](https://www.energy.gov/heat-pumps).",
             "See the report[^1] and the [trial][t]."],
    "plain": ["Heat pumps move heat from outside air into the house.",
              "The garden needs space for the unit.", "Installers visit every room.",
              "Costs depend on the price of electricity.", "Winter is the hardest season."],
    "stuff": ["Heat pump heat pump heat pump heat pump savings heat pump deals."],
    "code": ["Set `max_age` to `3600` in the `Cache-Control` header."],
    "date": ["Published: 2019-03-01.", "Updated: March 2025.", "Last updated 2026-10-02."],
}

ZH = {
    "fact": ["光伏板每年衰减 0.5%，数据来自 2023 年的研究。",
             "热泵在 2024 年耗电 2400 千瓦时，比 2022 年下降 18%。",
             "3.2.1 版把启动时间从 480 毫秒缩短到 120 毫秒。",
             "共有 1200 名志愿者在 14 个地区参与调查。"],
    "salad": ["数据：12、45、78%、3.5、19、2024、88、7。"],
    "hedge": ["这可能在某些情况下有效。", "结果似乎因季节而异。", "我认为它或许更快。"],
    "filler": ["这一点非常重要，基本上没有变化。", "众所周知，其实这很简单。"],
    "puffery": ["我们的工具是业界领先的革命性产品。", "效果极致，史无前例。"],
    "vague": ["研究表明保温可以省钱。", "业内人士认为市场会增长。"],
    "quote": ["“这为我们节省了两周时间，”王敏表示。", "“我们将在五月发布下一个版本，”她说。",
              "“没有人知道接下来会发生什么，”有人说。"],
    "attribution": ["据中国气象局报道，降水减少。", "项目负责人王敏指出，成本下降了。"],
    "own": ["我们实测延迟为 42 毫秒。", "我们的测试显示命中率为 91%。"],
    "back": ["这让热泵更便宜。", "另外，收益很小。", "它需要 250 毫秒启动。"],
    "question": ["那么为什么这很重要？", "真正的成本是多少？"],
    "definition": ["热泵是一种搬运热量的设备。", "Kubernetes 是一个容器平台。"],
    "yes_no": ["是的，可以。", "不会，冬天不行。"],
    "long": ["这是一个非常非常长的句子" * 8 + "。"],
    "enum": ["一是保温，二是密封，三是选型。"],
    "link": ["详见[NREL 研究](https://www.nrel.gov/docs/fy24/8001.pdf)。",
             "一个[来源](http://example.com/a)也这样说。", "见报告[^1]和[试验][t]。"],
    "plain": ["热泵把室外空气中的热量搬进室内。", "花园需要留出安装空间。",
              "安装工会检查每个房间。"],
    "stuff": ["热泵热泵热泵热泵省钱热泵优惠热泵热泵。"],
    "code": ["在 `Cache-Control` 头里把 `max_age` 设为 `3600`。"],
    "date": ["发布时间：2019-03-01。", "更新于 2025年3月1日。"],
}

HEADINGS = {
    "en": ["How much do heat pumps cost?", "Installation", "Is a heat pump worth it?",
           "How to size a heat pump", "FAQ", "References", "Summary", "Noise and maintenance",
           "Heat pumps vs boilers", "Why do compressors fail?"],
    "zh": ["热泵要多少钱？", "安装步骤", "热泵值得买吗？", "如何选型", "常见问题", "参考资料",
           "总结", "噪音与维护", "热泵与锅炉的区别"],
}


def _sentence(rng: random.Random, pool: dict[str, list[str]]) -> str:
    return rng.choice(pool[rng.choice(list(pool))])


def _paragraph(rng: random.Random, pool: dict[str, list[str]], lang: str) -> str:
    joiner = "" if lang == "zh" else " "
    return joiner.join(_sentence(rng, pool) for _ in range(rng.randint(1, 6)))


def article(seed: int) -> str:
    """A random article (its language follows the seed)."""
    rng = random.Random(seed)
    lang = "zh" if seed % 3 == 0 else "en"
    pool = ZH if lang == "zh" else EN
    parts: list[str] = []
    if rng.random() < 0.3:
        parts.append("---\ntitle: " + rng.choice(HEADINGS[lang]) + "\nurl: https://heat.example.org/a"
                     + ("\ndate: 2020-01-01" if rng.random() < 0.5 else "") + "\n---")
    if rng.random() < 0.8:
        parts.append("# " + rng.choice(HEADINGS[lang]) + (" heat pumps" if lang == "en" else ""))
    if rng.random() < 0.5:
        parts.append(("> TL;DR: " if lang == "en" else "> 速读：") + _sentence(rng, pool))
    paragraphs: list[str] = []
    for _ in range(rng.randint(3, 25)):
        roll = rng.random()
        if roll < 0.15:
            parts.append("#" * rng.randint(2, 4) + " " + rng.choice(HEADINGS[lang]))
        elif roll < 0.22:
            parts.append("\n".join(f"{rng.choice(['-', '*', '1.'])} {_sentence(rng, pool)}"
                                   for _ in range(rng.randint(2, 4))))
        elif roll < 0.27:
            values = ["12%", "3 kg", "n/a", "2024"]
            parts.append("| Item | Value |\n|---|---|\n" + "\n".join(
                f"| {rng.choice(pool['plain'])[:20]} | {rng.choice(values)} |"
                for _ in range(rng.randint(1, 4))))
        elif roll < 0.32:
            parts.append("> " + _paragraph(rng, pool, lang)
                         + ("\n>\n> — Maria Lopez" if rng.random() < 0.3 else ""))
        elif roll < 0.35:
            parts.append("```\ncode 12% 2024\n```")
        elif roll < 0.40 and paragraphs:
            parts.append(rng.choice(paragraphs))  # a repeated paragraph
        else:
            paragraph = _paragraph(rng, pool, lang)
            paragraphs.append(paragraph)
            parts.append(paragraph)
    if rng.random() < 0.4:
        parts.append("[t]: https://est.org.uk/trial\n\n[^1]: Energy Saving Trust, 2024. "
                     "https://est.org.uk/report.pdf")
    return "\n\n".join(parts) + "\n"
