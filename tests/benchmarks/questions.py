"""Five questions of a writer's per language, for the benchmarks' answer preview.

A module of their own so that ``bench_ui.py`` can give them to the window without
importing the engine (and numpy) into the window's process, which the app never does.
"""

from __future__ import annotations

from scorers.answers import Questions

#: Five questions for the answer-preview figures (the writer's; none mined).
QUESTIONS = {
    "en": Questions(("What did the survey measure in 2024?", "How much did the lab spend?",
                     "Which regions had the slowest response times?",
                     "How accurate are weather forecasts?", "What is the price of solar panels?"),
                    mine=False),
    "zh": Questions(("调查团队测量了什么？", "实验室花费了多少？", "哪些地区的响应时间最慢？",
                     "天气预报的准确率是多少？", "光伏板的价格是多少？"), mine=False),
}
