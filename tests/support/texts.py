"""Articles the tests score. Written for the tests; nothing here comes from elsewhere.

ZH_ARTICLE follows the shape of a well-built Chinese tech news piece (summary
first, figures with units, a comparison table, a quotation with its speaker,
headed sections, a list, a date); EN_ARTICLE is the same article in English.
The FLUFFY texts are about as long and have none of that.
"""

ZH_ARTICLE = """\
# 北辰实验室开源 70B 气象大模型：天气预报进入分钟级时代

> 速读：北辰实验室于 2026 年 3 月 12 日开源 Aurora-70B 气象模型，10 天预报误差下降 18%，单次推理仅需 45 秒。

北辰实验室在 2026 年 3 月 12 日发布 Aurora-70B 气象大模型，参数量 700 亿，训练数据覆盖 1979 年至 2025 年共 46 年的全球再分析资料。据实验室公布的评测报告，模型在 10 天预报上的均方根误差比欧洲中期天气预报中心的 IFS 系统低 18%，单次全球预报在 8 张 H100 GPU 上只需 45 秒。

## 模型架构与训练

Aurora-70B 采用 Transformer 编码器加球面网格解码器的结构，水平分辨率 0.25 度，垂直方向 37 层。训练共使用 2048 张 H100 GPU，历时 41 天，总计算量约 3.1e24 FLOPs。

项目负责人王敏博士表示，团队先用 1B、7B 和 20B 三个小模型做规模实验，再决定主模型的超参数。

> “小模型的误差曲线让我们提前两周发现了数据归一化的问题，省下了大约 40 万美元的算力。”王敏说。

| 指标 | IFS 业务系统 | Aurora-70B |
|---|---|---|
| 10 天预报 RMSE | 基准 | 降低 18% |
| 单次预报耗时 | 约 1 小时 | 45 秒 |
| 所需硬件 | 超级计算机 | 8 张 H100 |
| 分辨率 | 0.1 度 | 0.25 度 |

## 实测表现

根据中国气象局 2026 年 4 月发布的对比测试，Aurora-70B 对 2025 年 12 个台风路径的 72 小时预报平均偏差为 68 公里，IFS 为 83 公里。测试报告同时指出，模型在强降水量级上仍偏弱约 12%。

## 对内容团队的建议

气象模型开源后，相关报道与解读文章会大量增加。内容团队可从三个方面入手：

- 数据可核查：每个结论都附上数字、单位和出处链接，方便 AI 搜索引用。
- 时间可追溯：在文首写明发布日期 2026-03-12，并在更新时标注修订日期。
- 术语先定义：第一次出现 RMSE、再分析资料等术语时用一句话解释。

Aurora-70B 的代码与权重以 Apache 2.0 协议发布在实验室官网，模型卡列出了 46 年训练数据的来源清单。

发布时间：2026-03-12
"""

EN_ARTICLE = """\
# Beichen Lab open-sources a 70B weather model: forecasts in minutes

> TL;DR: On March 12, 2026, Beichen Lab released Aurora-70B, cutting 10-day forecast error by 18% with a 45-second global run.

Beichen Lab released the Aurora-70B weather model on March 12, 2026. The model has 70 billion parameters and was trained on 46 years of global reanalysis data, from 1979 to 2025. According to the lab's evaluation report, its 10-day forecast error is 18% lower than the IFS system of the European Centre for Medium-Range Weather Forecasts, and one global forecast takes 45 seconds on 8 H100 GPUs.

## Model architecture and training

Aurora-70B pairs a Transformer encoder with a spherical grid decoder at 0.25-degree resolution and 37 vertical levels. Training used 2,048 H100 GPUs for 41 days, about 3.1e24 FLOPs in total.

Project lead Dr. Wang Min said the team first ran scaling experiments with 1B, 7B and 20B models before fixing the main model's hyperparameters.

> "The error curves of the small models showed us a data normalisation bug two weeks early and saved about $400,000 of compute," Wang said.

| Metric | IFS operational system | Aurora-70B |
|---|---|---|
| 10-day forecast RMSE | baseline | 18% lower |
| Time per forecast | about 1 hour | 45 seconds |
| Hardware | supercomputer | 8 H100 GPUs |
| Resolution | 0.1 degrees | 0.25 degrees |

## Measured performance

A comparison published by the China Meteorological Administration in April 2026 found that Aurora-70B's 72-hour track forecasts for 12 typhoons in 2025 were off by 68 km on average, against 83 km for IFS. The same report noted that the model still underestimates heavy rainfall by about 12%.

## Advice for content teams

Coverage of open weather models will grow fast. Content teams can start with three habits:

- Checkable data: give every claim a number, a unit and a source link so AI search can cite it.
- Traceable dates: put the publication date, 2026-03-12, at the top and mark each revision.
- Defined terms: explain RMSE, reanalysis data and similar terms in one sentence on first use.

Aurora-70B's code and weights are published under the Apache 2.0 licence on the lab's website, and the model card lists the sources of all 46 years of training data.

Published: 2026-03-12
"""

FLUFFY_EN = """\
Weather is something that really matters to all of us in so many different ways, and it is important to note that forecasting has basically always been a very complex and quite difficult thing that people have thought about for a very long time. It is said that new approaches are changing everything, and many people believe that this is going to be a really big deal for basically everyone who cares about the future of the world and what it might look like. Experts say that things are moving fast. This is why it is so important to stay on top of the latest trends and to really understand what is happening, because at the end of the day the world is changing and we all need to change with it in order to keep up with everything.

It is also worth thinking about how these ideas fit into the bigger picture, since there are so many factors involved and so many different perspectives that could be considered, and it would be impossible to cover all of them here in a simple way that makes sense to everyone. They are often discussed in various places, and studies show that they can be helpful in some situations but perhaps not in others, which is something that we should probably keep in mind as we think about what comes next and what it all means for us. However, it is really just a matter of perspective, and first we should think about the present, second we should think about the past, and third we should think about what might happen later on.

In the end, it is very clear that the future is going to be quite interesting, and there is a lot that could happen, so it is basically a good idea to stay curious and open to new ideas, since you never really know what might come along next or how it might change things for the better or for the worse in ways that nobody could have predicted at all.
"""

FLUFFY_ZH = """\
天气对于我们每个人来说都是非常重要的事情，众所周知，天气预报其实一直以来都是一个非常复杂、非常困难的问题，很多人在很长的时间里都在思考这个问题，基本上可以说每个人都会关心它，也都会在日常生活的各个方面受到它的影响。据说一些新的方法正在改变一切，很多人认为这会成为一件非常大的事情，对于所有关心未来的人来说都意义重大，业内人士也表示事情正在快速变化。

这也就是为什么我们需要关注最新的趋势，真正理解正在发生的事情，因为总的来说世界正在变化，我们每个人都需要跟着变化，才能跟上一切的节奏。研究表明，这些想法在某些情况下可能会有帮助，但在另一些情况下也许没有那么有用，这是我们在思考接下来会发生什么的时候应该记住的一件事情，一是要看现在，二是要看过去，三是要看将来。

此外，这些想法如何融入更大的图景也是值得思考的，因为涉及的因素非常多，可以考虑的角度也非常多，要在这里用简单的方式把它们全部讲清楚基本上是不可能的。它们经常在各种各样的地方被讨论，其实说到底也只是一个角度的问题而已，大家各有各的看法，也都有一定的道理，很难说谁对谁错。

总的来说，未来肯定会非常有趣，可能会发生很多事情，所以保持好奇心、对新想法保持开放基本上是一个好主意，因为你永远不知道接下来会出现什么，也不知道它会以什么样的方式改变一切，让事情变得更好或者更糟，这些都是任何人都无法完全预料的事情。
"""
