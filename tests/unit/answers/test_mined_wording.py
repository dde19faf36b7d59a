"""Mined questions read as a person would ask them, or are left out: no "What is going
back in time?", no heading repeated with no question form."""

from __future__ import annotations

from tests.unit.answers.helpers import mined

BIKES = """# Keeping an old bike on the road

## Going back in time

The bike was built in 1984 and its frame is steel, which a local welder can repair.

## Bike Repair Cheat Sheet

Check the tyres weekly, oil the chain monthly and replace brake pads every 2,000 km.

## What a tune-up is not

A tune-up does not replace worn parts; it adjusts gears and brakes.

## Wheels + Brakes = Safety

Worn brakes and loose wheels cause most falls on old bikes.
"""

BIKES_ZH = """# 老自行车保养指南

## 阅读说明书熟悉基本结构

说明书列出了车架、车轮和刹车的规格，保养前先读一遍。

## 回顾 2023 年的骑行

去年一共骑了 3,000 公里，换了两次刹车片。

## 时光回溯

这辆车 1984 年出厂，车架是钢的，本地的焊工就能修。

## 保养步骤

先清洗链条，再上油，最后调整刹车。
"""


def _asked(text: str) -> list[str]:
    return [answer.query for answer in mined(text)]


def test_english_headings_become_natural_questions_or_are_left_out():
    asked = _asked(BIKES)
    folded = [q.casefold() for q in asked]
    assert "what is going back in time?" not in folded
    # A narrative phrase is no topic: no "What should you know about going back in time?"
    assert not any("going back in time" in q for q in folded)
    assert "What is the Bike Repair Cheat Sheet?" in asked
    assert not any(q.startswith("What a tune-up") for q in asked)
    assert not any("=" in q or "+" in q for q in asked)
    assert all(q.endswith("?") for q in asked[1:])  # (a long title stays a headline)


def test_chinese_headings_that_say_what_to_do_are_left_out():
    asked = _asked(BIKES_ZH)
    assert not any(q.startswith(("阅读说明书", "回顾")) for q in asked)
    assert any(q.endswith("保养步骤有哪些？") for q in asked)
    # A story ("going back in time") is no thing to define.
    assert "时光回溯是什么？" not in asked
    assert not any("时光回溯" in q for q in asked)
    assert all(q.endswith("？") for q in asked)


def test_a_credits_section_asks_nothing():
    text = ("# Fixing the brake recall\n\nThe recall covers 2,000 bikes sold in 2024.\n\n"
            "## Attribution\n\nThanks to Ana Ruiz for reporting the fault.\n\n"
            "## Credits\n\nPhotos by the workshop team.\n")
    assert not any("ttribution" in q or "redits" in q for q in _asked(text))


def test_an_announcement_asks_about_what_it_announces_and_title_case_is_lowered():
    text = ("# Announcing Bikeshed 2.4\n\nBikeshed 2.4 adds a repair log and two new "
            "brake checks.\n\n## Brake Check Intervals\n\nBrake check intervals are "
            "set in days; the default is 30.\n\n## Contributors to 2.4\n\nMany people "
            "sent patches.\n\n## and return-position in traits\n\nCode was stripped.\n")
    asked = _asked(text)
    assert not any("Announcing" in q or "know about" in q for q in asked)
    assert "What is Bikeshed 2.4?" in asked
    assert "What are brake check intervals?" in asked
    assert not any("ontributors" in q or q.startswith("What is and") for q in asked)


def test_a_chinese_task_heading_is_asked_how_to_do_it():
    text = ("# 自行车修理手册\n\n## 一. 合并修改\n\n"
            "把两次调整刹车的记录合并到一张表里，再交给店长。\n\n"
            "## 二. 运行检查脚本\n\n在车间电脑上双击 check.bat，五分钟内会列出所有问题。\n\n"
            "## 安装费用\n\n请师傅上门安装一次收 80 元。\n")
    asked = _asked(text)
    assert "如何合并修改？" in asked
    assert "如何运行检查脚本？" in asked
    assert not any(q.endswith(("合并修改是什么？", "运行检查脚本是什么？")) for q in asked)
    # Unnumbered, a task verb modifies a noun: the installation cost is asked about.
    assert "如何安装费用？" not in asked


def test_a_heading_decorated_with_an_emoji_is_asked_without_it():
    text = ("# 自行车保养\n\n## 🔧 刹车片\n\n刹车片每骑 2,000 公里更换一次。\n\n"
            "## 胎压 ✅\n\n轮胎保持 4 bar 的气压。\n")
    asked = _asked(text)
    assert "自行车保养的刹车片是什么？" in asked
    assert "自行车保养的胎压是什么？" in asked


def test_a_chinese_headline_that_is_a_clause_is_left_out_unless_it_asks():
    # "当…遇上…" and "找到…并…" say what happens, not a topic a reader searches for; a
    # clause is no subject to add to a short heading either ("当…的车灯是什么？").
    text = ("# 当老自行车遇上新型电动助力套件\n\n改装后爬坡轻松了很多。\n\n"
            "## 在旧货市场的车行里找到合适的车架并仔细检查焊点\n\n钢车架的焊点不能有裂纹。\n\n"
            "## 车灯\n\n车灯由轮毂发电机供电。\n\n"
            "## 为什么要并用两套刹车\n\n因为雨天碟刹更可靠。\n")
    asked = _asked(text)
    assert not any(q.startswith(("当老自行车", "在旧货市场")) for q in asked), asked
    assert "车灯是什么？" in asked, asked
    assert "为什么要并用两套刹车？" in asked, asked
