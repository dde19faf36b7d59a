"""Generate long English and Chinese articles for benchmarks.

The documents look like real drafts — headed sections, paragraphs of varied
sentences with figures and names, lists, tables, quotes — so that every rule of
the engine does real work. They are deterministic for a given size.
"""

from __future__ import annotations

import random

_EN_SUBJECTS = ["The survey", "Our team", "The new model", "Each city council", "The lab",
                "Most readers", "The library", "A small start-up", "The standards body",
                "Regional hospitals", "The open-source project", "Teachers in Lyon"]
_EN_VERBS = ["measured", "reported", "published", "reviewed", "compared", "tested", "shipped",
             "explained", "doubled", "reduced", "counted", "described"]
_EN_OBJECTS = ["response times across 14 regions", "the cost of cloud storage",
               "how readers find long articles", "energy use in data centres",
               "the accuracy of weather forecasts", "bus ridership after the fare change",
               "error rates in version 3.2", "the share of mobile visitors",
               "what answer engines quote", "the backlog of open issues",
               "water quality in 2023", "the price of solar panels"]
_EN_TAILS = ["in March 2024", "by 18%", "according to the annual report", "over 6 months",
             "for about $2.4 million", "with 1,200 volunteers", "as Dr. Chen noted",
             "before the deadline", "in a clear and careful way", "for the third year running",
             "across 40 schools", "with help from Mozilla"]
_EN_FILL = ["This is really important.", "It helps everyone.", "Results vary by season.",
            "Nobody expected that.", "The details follow below.", "Plans changed twice."]

_ZH_SUBJECTS = ["调查团队", "研究人员", "新模型", "市政府", "实验室", "多数读者", "图书馆",
                "初创公司", "标准委员会", "地区医院", "开源项目", "上海的教师"]
_ZH_VERBS = ["测量了", "报告了", "发布了", "评估了", "比较了", "测试了", "上线了", "解释了",
             "统计了", "描述了"]
_ZH_OBJECTS = ["14 个地区的响应时间", "云存储的成本", "读者查找长文章的方式", "数据中心的能耗",
               "天气预报的准确率", "票价调整后的公交客流", "3.2 版的错误率", "移动端访客占比",
               "AI 搜索引用的内容", "积压的问题数量", "2023 年的水质", "光伏板的价格"]
_ZH_TAILS = ["时间是 2024 年 3 月", "降幅达 18%", "据年度报告显示", "历时 6 个月",
             "花费约 240 万元", "共有 1200 名志愿者参与", "陈博士指出了这一点", "赶在截止日期之前",
             "过程清晰而细致", "已经连续第三年", "覆盖 40 所学校", "得到了 Mozilla 的帮助"]
_ZH_FILL = ["这一点非常重要。", "它对所有人都有帮助。", "结果因季节而异。", "没有人预料到这一点。",
            "细节见下文。", "计划调整了两次。"]


def _en_sentence(rng: random.Random) -> str:
    if rng.random() < 0.15:
        return rng.choice(_EN_FILL)
    return (f"{rng.choice(_EN_SUBJECTS)} {rng.choice(_EN_VERBS)} {rng.choice(_EN_OBJECTS)} "
            f"{rng.choice(_EN_TAILS)}.")


def _zh_sentence(rng: random.Random) -> str:
    if rng.random() < 0.15:
        return rng.choice(_ZH_FILL)
    return (f"{rng.choice(_ZH_SUBJECTS)}{rng.choice(_ZH_VERBS)}{rng.choice(_ZH_OBJECTS)}，"
            f"{rng.choice(_ZH_TAILS)}。")


def generate(lang: str, size: int, seed: int = 7) -> str:
    """An article of about ``size`` words (English) or characters (Chinese)."""
    rng = random.Random(seed)
    sentence = _zh_sentence if lang == "zh" else _en_sentence
    joiner = "" if lang == "zh" else " "
    title = "# 长文基准测试：城市数据年度报告" if lang == "zh" else \
        "# Benchmark article: the annual city data report"
    parts = [title, "> 速读：本文汇总了 12 个项目的年度数据。" if lang == "zh" else
             "> TL;DR: this report sums up the year's data from 12 projects."]
    measured = 0
    section = 0

    def measure(text: str) -> int:
        return len(text) if lang == "zh" else len(text.split())

    while measured < size:
        section += 1
        heading = f"## 第 {section} 部分：项目进展" if lang == "zh" else \
            f"## Part {section}: project progress"
        parts.append(heading)
        for _ in range(rng.randint(2, 4)):
            paragraph = joiner.join(sentence(rng) for _ in range(rng.randint(3, 6)))
            parts.append(paragraph)
            measured += measure(paragraph)
        roll = rng.random()
        if roll < 0.3:
            items = [f"- {sentence(rng)}" for _ in range(rng.randint(3, 5))]
            parts.append("\n".join(items))
            measured += sum(measure(i) for i in items)
        elif roll < 0.45:
            rows = ["| 指标 | 数值 |" if lang == "zh" else "| Metric | Value |", "|---|---|"]
            rows += [f"| {rng.choice(_EN_OBJECTS)} | {rng.randint(1, 999)} |" for _ in range(4)]
            parts.append("\n".join(rows))
        elif roll < 0.55:
            parts.append("> " + sentence(rng))
    return "\n\n".join(parts) + "\n"
