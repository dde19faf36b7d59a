"""Texts for the "scores a writer can trust" tests. Written for the tests.

One topic (heat pumps) in four shapes, in English and Chinese: an honest plain
article; the same article with a real, named, dated, linked citation and a named
quotation added; a keyword-stuffed number salad with placeholder links (with and
without a TL;DR and a FAQ); and a two-sentence stub.
"""

PLAIN_EN = """\
# How much do heat pumps save on heating bills?

Heat pumps move heat instead of making it, which is why they use less electricity than electric radiators. A typical air-source heat pump delivers about 3 units of heat for every unit of electricity it uses.

## Running costs

Most households that switch from an old gas boiler see lower bills, but the saving depends on the price of electricity against gas. Where electricity costs four times as much as gas per unit, the saving is small. Where it costs two or three times as much, the heat pump is usually cheaper to run.

The biggest factor is how well the house keeps heat. A draughty house needs a larger pump and more electricity, so insulating the loft and sealing gaps often pays back faster than the pump itself. Installers size the pump from a heat-loss survey of every room.

## Installation

An air-source heat pump sits outside, like an air-conditioning unit, and connects to the radiators or underfloor heating. Some radiators may need to be replaced with larger ones, because heat pumps run at lower water temperatures than boilers. The work usually takes two to four days.

Ground-source heat pumps cost more to install, since pipes have to be buried in the garden or in a borehole. They are more efficient in cold weather, because the ground stays at a steady temperature all year.

## Noise and maintenance

Modern units are about as loud as a refrigerator when you stand next to them. They need a yearly check of the refrigerant circuit and the filters, much like a boiler service.

Heat pumps are a good choice for a well-insulated home with space outside for the unit. In an older house, start with insulation and a heat-loss survey, then decide.
"""

# The plain article with a real, named, dated, linked citation added to it.
CITED_EN = PLAIN_EN.replace(
    "Most households that switch from an old gas boiler see lower bills,",
    "In a field trial of 742 homes published in 2023, the UK Energy Systems Catapult found "
    "that heat pumps worked in every type of house it tested "
    "([Electrification of Heat demonstration](https://es.catapult.org.uk/report/"
    "electrification-of-heat-trial-findings/)). Most households that switch from an old gas "
    "boiler see lower bills,")

# The plain article with a named quotation added to it, linked to where it was said (a
# quotation with no link earns nothing: anyone can invent one).
QUOTED_EN = PLAIN_EN.replace(
    "Installers size the pump from a heat-loss survey of every room.",
    "Installers size the pump from a heat-loss survey of every room. \"Most of the saving "
    "comes from getting the size right, not from the brand of the pump,\" said Jan Rosenow, "
    "an energy researcher at the University of Oxford, [in a 2024 interview]"
    "(https://www.carbonbrief.org/interview-jan-rosenow-heat-pump-sizing/).")

_SALAD_BODY_EN = """\
Heat pumps save 73% in 2024, heat pumps save 81% in 2025 and heat pumps save 94% by 2026 [1](https://example.com/a).

Heat pumps cut bills 62% in 2023, 2024 and 2025, heat pumps 3.1x, heat pumps 4.2x [2](https://example.com/b).

Heat pumps: 97% of 2024 buyers, 88% of 2025 buyers, 12 months, 6 weeks, 3 days [3](https://example.org/c).

Heat pumps 2022 2023 2024: 45%, 67%, 89%, 99% savings, heat pumps heat pumps [4](https://example.net/d).

Heat pumps deliver 4.5 kW, 7.2 kW, 9.8 kW at 35°C, 45°C and 55°C in 2025 [5](http://localhost/e).

Heat pumps save $1,200, $2,400 and $3,600 in 2024, 2025 and 2026, heat pumps 100% [6](https://test.example/f).
"""

SALAD_EN = "# Heat pumps save money: heat pumps facts 2026\n\n" + _SALAD_BODY_EN

SALAD_EN_TLDR_FAQ = (
    "# Heat pumps save money: heat pumps facts 2026\n\n"
    "> **TL;DR:** Heat pumps save 73% to 94% in 2024 to 2026 [0](https://example.com/tldr).\n\n"
    + _SALAD_BODY_EN + """
## FAQ

### How much do heat pumps save?

Heat pumps save 73%, 81% and 94% in 2024, 2025 and 2026 [7](https://example.com/g).

### Are heat pumps worth it in 2026?

Yes, heat pumps 97%, heat pumps 4.2x, heat pumps 2026 [8](https://example.com/h).

Published: 2026-01-15
""")

STUB_EN = """\
# How much do heat pumps save?

Most homes that switch from an old gas boiler to a heat pump pay less for heating. A typical heat pump delivers about 3 units of heat per unit of electricity, according to the UK Energy Saving Trust.
"""

PLAIN_ZH = """\
# 热泵能省多少取暖费？

热泵是把热量从室外搬进室内，而不是靠电直接发热，所以比电暖器省电。常见的空气源热泵每消耗 1 度电，大约能提供 3 度电的热量。

## 运行费用

从旧燃气锅炉换成热泵的家庭，大多数取暖费会下降，但省多少取决于电价和气价的比值。如果同样的热量下电比气贵四倍，节省就很有限；如果只贵两三倍，热泵通常更便宜。

影响最大的是房子的保温。漏风的房子需要更大的热泵、耗更多的电，所以先做好屋顶保温、封好缝隙，往往比热泵本身回本更快。安装商会根据每个房间的热损失测算来选定热泵的功率。

## 安装

空气源热泵的主机放在室外，外形像空调外机，再接到暖气片或地暖上。有些暖气片需要换成更大的，因为热泵的出水温度比锅炉低。安装一般需要两到四天。

地源热泵的安装费用更高，因为要在院子里埋管或者打井。它在寒冷天气里效率更高，因为地下的温度全年都比较稳定。

## 噪音与维护

现在的机组站在旁边听，声音和冰箱差不多。每年需要检查一次冷媒回路和滤网，和锅炉保养差不多。

对于保温好、屋外有地方放主机的房子，热泵是不错的选择。如果是老房子，先做保温和热损失测算，再做决定。
"""

CITED_ZH = PLAIN_ZH.replace(
    "从旧燃气锅炉换成热泵的家庭，大多数取暖费会下降，",
    "英国能源系统弹射中心在 2023 年发布的 742 户家庭实地试验发现，热泵在所测试的每一类住宅中都能正常供暖"
    "（[热力电气化示范项目报告](https://es.catapult.org.uk/report/electrification-of-heat-trial-"
    "findings/)）。从旧燃气锅炉换成热泵的家庭，大多数取暖费会下降，")

QUOTED_ZH = PLAIN_ZH.replace(
    "安装商会根据每个房间的热损失测算来选定热泵的功率。",
    "安装商会根据每个房间的热损失测算来选定热泵的功率。牛津大学能源研究员扬·罗塞诺"
    "[在 2024 年的采访中](https://www.carbonbrief.org/interview-jan-rosenow-heat-pump-sizing/)表示："
    "“省下的钱主要来自把功率选对，而不是热泵的品牌。”")

_SALAD_BODY_ZH = """\
热泵节省 73%（2024 年），热泵节省 81%（2025 年），热泵节省 94%（2026 年）[1](https://example.com/a)。

热泵 2023 年、2024 年、2025 年省 62%，热泵 3.1 倍，热泵 4.2 倍[2](https://example.com/b)。

热泵：97% 的 2024 年买家、88% 的 2025 年买家、12 个月、6 周、3 天[3](https://example.org/c)。

热泵 2022、2023、2024：45%、67%、89%、99% 节省，热泵热泵[4](https://example.net/d)。

热泵 4.5 千瓦、7.2 千瓦、9.8 千瓦，35 度、45 度、55 度，2025 年[5](http://localhost/e)。

热泵 2024 年、2025 年、2026 年节省 1200 元、2400 元、3600 元，热泵 100%[6](https://test.example/f)。
"""

SALAD_ZH = "# 热泵省钱：热泵数据 2026\n\n" + _SALAD_BODY_ZH

SALAD_ZH_TLDR_FAQ = (
    "# 热泵省钱：热泵数据 2026\n\n"
    "> **速读：** 热泵在 2024 至 2026 年节省 73% 至 94%[0](https://example.com/tldr)。\n\n"
    + _SALAD_BODY_ZH + """
## 常见问题

### 热泵能省多少钱？

热泵 2024 年、2025 年、2026 年节省 73%、81%、94%[7](https://example.com/g)。

### 2026 年买热泵值得吗？

值得，热泵 97%，热泵 4.2 倍，热泵 2026[8](https://example.com/h)。

发布时间：2026-01-15
""")

STUB_ZH = """\
# 热泵能省多少取暖费？

从旧燃气锅炉换成热泵的家庭，大多数取暖费会下降。据英国节能信托介绍，常见的热泵每消耗 1 度电，大约能提供 3 度电的热量。
"""

NON_ANSWERS_EN = """\
# How long do heat pumps last?

> **TL;DR:** Most heat pumps last 15 to 20 years, according to the US Department of Energy.

## How long do heat pumps last?

Great question! Let's dive in and explore everything you need to know about this fascinating topic together.

## What does a new heat pump cost?

Many people ask us about this. We will get to it later in the article, after some background.

## Why do compressors fail first?

Compressors fail first because they have the most moving parts and run hot for hours every day.
"""

NON_ANSWERS_ZH = """\
# 热泵能用多少年？

> **速读：** 据美国能源部介绍，大多数热泵可以使用 15 到 20 年。

## 热泵能用多少年？

好问题！让我们一起来深入了解关于这个有趣话题你需要知道的一切。

## 一台新热泵要多少钱？

很多人都问过这个问题，我们稍后再详细说明，先介绍一些背景。

## 为什么压缩机最先坏？

压缩机最先坏，是因为它的运动部件最多，而且每天要在高温下连续运行好几个小时。
"""
