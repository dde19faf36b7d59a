# ruff: noqa: E501 - articles are prose: one paragraph a line, as a writer types them
"""Articles the trust tests score, written for them (none is copied from anywhere).

Each honest article is a full-length how-to with one real-looking, specific source.
The gaming variants add what the writer's review tried (an unlinked study, a
"(Name, year)" citation after an invented figure, an invented quote with a name and
a company, links to university home pages); the linked variants add the same figures
with links to the pages they come from.
"""

from __future__ import annotations

EN_HONEST = """\
---
title: Keeping a sourdough starter alive
date: 2026-11-02
---

# Keeping a sourdough starter alive

**TL;DR:** Feed a sourdough starter equal weights of flour and water once a day at room temperature, or once a week when it lives in the fridge.

## What a starter needs

A sourdough starter is a paste of flour and water in which wild yeast and lactic acid bacteria live together. The yeast makes the gas that lifts the bread, and the bacteria make the sour taste. Both need fresh flour to eat, water to move, and a warm room to stay busy.

Most bakers feed their starter with a mix of white flour and whole wheat flour. Whole grain flour carries more of the microbes and minerals that wake a young starter up. Chlorinated tap water can slow it down, so many bakers leave the water out overnight or use filtered water.

## How often to feed it

At a room temperature of about 24 °C, a starter doubles in four to eight hours after a feeding and then falls back as the food runs out. The [King Arthur Baking guide to starter maintenance](https://www.kingarthurbaking.com/recipes/sourdough-starter-recipe) recommends one feeding a day at that temperature, with equal weights of starter, flour and water.

In the fridge at 4 °C the microbes slow down, and a feeding once a week is enough. Take the jar out the evening before you bake, feed it twice, and use it when it has doubled.

## Signs of trouble

A grey liquid on top is called hooch. It means the starter is hungry, not dead: pour it off and feed the starter. Pink or orange streaks are different, because they point to bacteria that do not belong there, and the safe choice is to start again.

A starter that stops rising after a move to a new kitchen usually needs a warmer spot. An oven with only its light switched on stays a few degrees above the room and works well for a day or two.

## Keeping a backup

Spread a spoonful of active starter thinly on baking paper and let it dry for two days. Crumble the flakes into a jar. Dried starter keeps for months and comes back to life after three or four feedings, which makes it a good insurance against a forgotten jar.

## Choosing a jar

A glass jar shows what happens inside: the size of the bubbles, how they spread, and how high the starter climbed. A strip of tape on the side marks the level right after a feeding, so you can see at a glance whether it has doubled. Leave the lid loose, because the gas needs a way out.

Before each feeding keep only a small part of the old starter and use the rest for pancakes or crackers. The jar stays the same size and the amount of flour you use stays steady from week to week.

## Summary

Feed the starter once a day on the counter or once a week in the fridge, watch it double, and keep a dried backup. With that routine one jar can raise loaves for many years.
"""

ZH_HONEST = """\
---
title: 酸面种怎么养
date: 2026-11-02
---

# 酸面种怎么养：喂养、冷藏与备份

**速读：** 室温下每天按等重的面粉和水喂一次酸面种，放进冰箱后每周喂一次即可。

## 酸面种需要什么

酸面种是面粉和水调成的糊，里面同时生活着野生酵母和乳酸菌。酵母产生让面包膨胀的气体，乳酸菌带来酸味。两者都需要新鲜面粉作为食物，需要水分帮助活动，也需要温暖的环境保持活跃。

多数烘焙爱好者用白面粉和全麦粉混合喂养。全麦粉带有更多微生物和矿物质，能唤醒刚起步的酸面种。自来水里的氯会减慢发酵，所以不少人会把水静置一夜，或者改用过滤水。

## 多久喂一次

在 24 °C 左右的室温下，酸面种喂食后四到八小时会涨到两倍，随后因为食物耗尽而回落。[King Arthur Baking 的酸面种养护指南](https://www.kingarthurbaking.com/recipes/sourdough-starter-recipe)建议在这个温度下每天喂一次，酸面种、面粉和水按等重混合。

放进 4 °C 的冰箱后，微生物的活动明显变慢，每周喂一次就够了。烤面包的前一晚把罐子拿出来，连续喂两次，等它涨到两倍再用。

## 出现问题的信号

表面出现一层灰色液体，说明酸面种饿了，并不是坏了：倒掉液体再喂一次即可。如果出现粉色或橙色的条纹，情况就不同了，这说明混进了不该有的细菌，最稳妥的做法是重新养一罐。

搬到新厨房后不再膨胀的酸面种，通常需要一个更暖和的位置。只开着灯的烤箱会比室温高几度，放上一两天效果很好。

## 做一份备份

取一勺活跃的酸面种，在烘焙纸上薄薄地抹开，晾干两天后掰碎装罐。干燥的酸面种可以保存好几个月，重新喂三四次就能恢复活力，万一忘了喂养，它就是一份保险。

## 用什么容器

玻璃罐最方便观察：从侧面能看到气泡的大小和分布，也能在罐壁上贴一条胶带，标出喂食后的高度。罐口不要拧紧，发酵产生的气体需要出口，盖一块布或者虚掩盖子就够了。

每次喂食前可以只留一小部分旧种，其余倒掉或者拿去做松饼、薄饼。这样罐子不会越养越满，面粉的用量也更稳定。

## 小结

在室温下每天喂一次，在冰箱里每周喂一次，观察它是否涨到两倍，再留一份干燥备份。按这个节奏，一罐酸面种可以用上很多年。
"""

#: (anchor in the honest article, what the gaming variant puts there, what the linked one does)
EN_EDITS = (
    ("Most bakers feed their starter",
     "According to a 2024 Stanford study, 73% of home bakers who feed their starter daily get "
     "a higher rise than those who feed it weekly. Most bakers feed their starter",
     "According to [a 2024 Stanford study of home bakers](https://med.stanford.edu/news/"
     "all-news/2024/03/sourdough-starter-feeding.html), 73% of home bakers who feed their "
     "starter daily get a higher rise than those who feed it weekly. Most bakers feed their "
     "starter"),
    ("and use it when it has doubled.",
     "and use it when it has doubled. A starter fed twice before baking gives 2.4 times more "
     "rise (King Arthur Baking, 2025).",
     "and use it when it has doubled. A starter fed twice before baking gives 2.4 times more "
     "rise ([King Arthur Baking, 2025](https://www.kingarthurbaking.com/blog/2025/01/14/"
     "double-feeding-test))."),
    ("## Signs of trouble\n",
     "## Signs of trouble\n\n\"A starter is a pet that pays rent in bread,\" said Javier Tan, "
     "head baker at Tartine Labs.\n",
     "## Signs of trouble\n\n\"A starter is a pet that pays rent in bread,\" said Javier Tan, "
     "head baker at Tartine Labs, [in an interview with Bon Appétit](https://www.bonappetit.com/"
     "story/sourdough-starter-care-javier-tan).\n"),
    ("## Keeping a backup\n",
     "## Keeping a backup\n\nResearchers at [Harvard](https://www.harvard.edu/), "
     "[MIT](https://www.mit.edu) and [Nature](https://www.nature.com/) have studied the microbes "
     "of sourdough.\n",
     "## Keeping a backup\n\nResearchers have [mapped the microbes of 500 starters]"
     "(https://elifesciences.org/articles/61644) and [compared starters from 14 countries]"
     "(https://www.nature.com/articles/s41564-020-0742-5).\n"),
)

ZH_EDITS = (
    ("多数烘焙爱好者用",
     "据艾瑞咨询 2024 年报告，78% 的家庭烘焙者每天喂养酸面种，面包膨胀高度平均提升 35%。多数烘焙爱好者用",
     "据[艾瑞咨询 2024 年家庭烘焙报告](https://report.iresearch.cn/report/202404/4321.shtml)，"
     "78% 的家庭烘焙者每天喂养酸面种，面包膨胀高度平均提升 35%。多数烘焙爱好者用"),
    ("等它涨到两倍再用。",
     "等它涨到两倍再用。清华大学张教授表示：“连续喂两次的酸面种，发酵速度是普通酸面种的 2.4 倍。”",
     "等它涨到两倍再用。清华大学张教授[在接受采访时](https://news.tsinghua.edu.cn/info/1003/2024/"
     "sourdough.htm)表示：“连续喂两次的酸面种，发酵速度是普通酸面种的 2.4 倍。”"),
    ("## 做一份备份\n",
     "## 做一份备份\n\n[清华大学](https://www.tsinghua.edu.cn/)、[北京大学](https://www.pku.edu.cn)"
     "和[中国科学院](https://www.cas.cn/)都研究过酸面种里的微生物。\n",
     "## 做一份备份\n\n研究者已经[分析了 500 份酸面种的微生物](https://elifesciences.org/articles/"
     "61644)，并[比较了 14 个国家的酸面种](https://www.nature.com/articles/s41564-020-0742-5)。\n"),
)


def _edited(text: str, edits: tuple[tuple[str, str, str], ...], which: int) -> str:
    for edit in edits:
        assert edit[0] in text, edit[0]
        text = text.replace(edit[0], edit[which], 1)
    return text


EN_GAMED = _edited(EN_HONEST, EN_EDITS, 1)
EN_LINKED = _edited(EN_HONEST, EN_EDITS, 2)
ZH_GAMED = _edited(ZH_HONEST, ZH_EDITS, 1)
ZH_LINKED = _edited(ZH_HONEST, ZH_EDITS, 2)

#: A personal year in review: photos, a graduation, a new relationship, many personal numbers.
EN_DIARY = """\
---
title: My 2025 in review
date: 2025-12-31
---

# My 2025 in review

**TL;DR:** I turned 25, graduated, moved to a new city, learned to cook and met my girlfriend.

## January: learning to cook

![](img/jan-1.jpg)

In January I cooked my first braised pork. I let it simmer for 2 hours and it was still too salty. That month I cooked 18 dinners and my weight went from 70 kg to 72 kg.

![](img/jan-2.jpg)

*January 12, my first pot of braised pork*

## March: my last semester of senior year

In my senior year I only had 2 classes left, so I got up at 7 am every day and wrote my thesis in the library. My thesis ran to 30,000 words and I rewrote it 6 times.

![](img/march.jpg)

## June: graduation

Graduation was on June 28. My parents took a 5-hour train to be there. My 4 roommates and I took over 200 photos, and my favourite is number 37.

![](img/graduation.jpg)

*June 28, graduation day with my roommates*

## August: moving

In August I moved to Hangzhou and rented a 35 square metre flat for 3,200 yuan a month, a 15-minute bike ride from my office. It rained on moving day and I carried 12 boxes by myself.

## October: meeting her

I met her on October 3 at a friend's birthday party. On our first date we went for hot pot and talked for 4 hours. By the end of the year we had been together for 87 days.

![](img/oct.jpg)

## December: my year in numbers

This year I cooked 156 dinners, ran 320 km, read 14 books and lost 5 kg. Next year I will be 26, and I hope to learn to cook fish and take her home for the new year.

## Last words

Thank you to everyone I met this year. On to the next one.
"""

ZH_DIARY = """\
---
title: 我的 2025 年终总结
date: 2025-12-31
---

# 我的 2025 年终总结

**速读：** 这一年我 25 岁，毕业、搬家、学会做饭，还认识了现在的女朋友。

## 一月：开始学做饭

![](img/jan-1.jpg)

一月我第一次自己做红烧肉，炖了 2 个小时，结果还是有点咸。那个月我一共做了 18 顿饭，体重从 140 斤涨到了 143 斤。

![](img/jan-2.jpg)

*1 月 12 日，第一锅红烧肉*

## 三月：大四的最后一个学期

大四下学期只剩 2 门课，我每天 7 点起床去图书馆写论文。论文一共写了 3 万字，改了 6 稿，导师说第 5 稿最好。

![](img/march.jpg)

## 六月：毕业

6 月 28 日毕业典礼，我爸妈坐了 5 个小时的高铁过来。我们宿舍 4 个人拍了 200 多张照片，我最喜欢第 37 张。

![](img/graduation.jpg)

*6 月 28 日，毕业典礼，和室友们*

## 八月：搬家

8 月我搬到了杭州，租了一个 35 平米的一居室，月租 3200 元，离公司骑车 15 分钟。搬家那天下雨，我一个人搬了 12 个箱子。

## 十月：遇见她

10 月 3 日在朋友的生日聚会上认识了她。我们第一次约会去吃了火锅，聊了 4 个小时。到年底我们已经在一起 87 天了。

![](img/oct.jpg)

## 十二月：一年的数字

这一年我做了 156 顿饭，跑步 320 公里，读了 14 本书，瘦了 5 斤。明年我 26 岁，希望能学会做鱼，也希望能带她回家过年。

## 写在最后

谢谢这一年遇到的每一个人。新的一年，继续加油。
"""

#: A survey's own results: figures with no link, and a sentence that says how they were
#: measured. ``SURVEY_METHOD_*`` is that sentence, so a test can take it out.
SURVEY_METHOD_EN = ("We surveyed 1,204 home bakers in March 2026 through our newsletter; "
                    "1,204 responses were complete.")

SURVEY_EN = f"""\
---
title: Home Baking Survey 2026 results
date: 2026-04-20
---

# Home Baking Survey 2026 results

**TL;DR:** Most home bakers now keep a sourdough starter, bake twice a week and buy their \
flour online.

{SURVEY_METHOD_EN} Thank you to everyone who took the time to answer.

## Who bakes at home

Bakers who have baked for more than five years make up 41% of the answers, and those who \
started in the last year 18%. Weekend baking is the most common habit (62%), followed by \
baking on weekday evenings (29%).

## What they bake

Sourdough bread remains the most common bake (74%), ahead of yeasted sandwich loaves (65%) \
and enriched doughs such as brioche (38%). Gluten-free baking stays a small share at 6%.

## Starters and flour

Keeping a starter is now the norm: 68% keep one, up from 52% a year earlier. Bakers who buy \
flour online (44%) outnumber those who buy it at a mill (12%) by more than three to one.

## Tools

Digital scales are nearly universal at 91%, while only 23% of bakers use a proofing box. \
Dutch ovens are the most wanted tool among those who do not own one (57%).

## What we will change next year

We will ask about ovens and about how long a loaf takes from start to finish, which several \
bakers asked us to add. The questions and the anonymous answers will be published with next \
year's results.
"""

SURVEY_METHOD_ZH = "我们在 2026 年 3 月通过邮件列表调查了 860 名家庭烘焙爱好者，共收到 860 份有效问卷。"

SURVEY_ZH = f"""\
---
title: 2026 家庭烘焙调查结果
date: 2026-04-20
---

# 2026 家庭烘焙调查结果

**速读：** 多数家庭烘焙者已经养了酸面种，每周烤两次，面粉大多在网上买。

{SURVEY_METHOD_ZH}感谢每一位花时间作答的朋友。

## 谁在家里烘焙

烘焙超过五年的人占 41%，最近一年才开始的占 18%。周末烘焙是最常见的习惯（62%），其次是工作日晚上（29%）。

## 大家烤什么

酸面种面包仍然是最常见的品种（74%），其次是吐司（65%）和布里欧修这类高油糖面团（38%）。无麸质烘焙只占 6%。

## 酸面种和面粉

养酸面种已经成为常态：68% 的人养着一罐，一年前这个比例是 52%。在网上买面粉的人（44%）是在磨坊买面粉的人（12%）的三倍多。

## 工具

电子秤几乎人手一台（91%），只有 23% 的人用发酵箱。没有铸铁锅的人里，57% 最想买一只。

## 明年会改什么

明年我们会加上关于烤箱和整个制作时长的问题，这是不少朋友提出的建议。问卷题目和匿名答卷会和明年的结果一起公开。
"""

#: A sponsored product note: the writer was asked to try the app, its links carry a
#: referral code, and it promises a prize for likes.
ZH_SPONSORED = """\
# 笔记软件「栈记」试用报告

**速读：** 栈记把文档、表格和网盘放在一个应用里，个人版免费，团队版 5 人以下免费。

栈记的团队找我试用他们的新产品，并请我介绍给周刊的读者。下面是我用了两周之后的感受。

## 能做什么

栈记提供三大功能：文档、表格和网盘。文档支持多人同时编辑，表格可以切换成看板视图，网盘给每个个人账号 2GB 空间。\
[注册入口](https://zhanji.example-notes.cn/signup?promotionChannel=WEEKLY_07)在官网首页。

## 价格

个人版免费，团队版 5 人以下免费，超过 5 人每人每年 99 元。[团队版购买页](https://zhanji.example-notes.cn/pricing?inviteCode=WK2026)\
有详细的价格表。

## 适合谁用

栈记适合个人和 5 人以下的小团队。如果已经习惯了别的笔记软件，迁移要花上一两个小时。

## 活动

本文点赞最多的前 3 位读者，可以获得一年的团队版会员。
"""

#: An affiliate review whose links pay the writer and which says nothing about it.
EN_AFFILIATE = """\
# The best kitchen scale for bread

**TL;DR:** A scale that reads to 1 g and holds 5 kg is all a home baker needs.

A kitchen scale that reads to 1 g is precise enough for flour and water, and a 5 kg limit \
covers a large batch of dough. The [Bakewise B2](https://shop.bakewise-scales.co/b2?aff=breadblog22) \
does both and runs for a year on two AAA batteries.

## Why not cups

A cup of flour can weigh anything from 120 g to 150 g depending on how it is filled. Weighing \
removes that difference, which matters most for the water in a dough.

## What else to look for

A tare button, a display that does not switch off after 60 seconds, and a flat top that \
wipes clean. The [Bakewise B3](https://shop.bakewise-scales.co/b3?ref=breadblog22) adds a \
0.1 g mode for yeast and salt.
"""
