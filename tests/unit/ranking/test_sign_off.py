# ruff: noqa: E501 - articles are prose: one paragraph a line, as a writer types them
"""A sign-off that asks the reader to follow, join or subscribe ("Join us on Matrix …",
欢迎关注我们的公众号) closes many good release notes. An editor says "trim the sign-off",
not "this is a promotional page": calls to action in the closing paragraphs are marked
and counted in Clarity, but the promotion gate reads the body (review 4: Rust 1.75's
notes went from 94 to 70 with three such sentences at the end)."""

from __future__ import annotations

import pytest

from scorers import score

EN_RELEASE = """\
---
title: Crumb 2.3 released
date: 2026-11-20
---

# Crumb 2.3 released

Crumb 2.3, the command-line tool that tracks sourdough starters, was released on 20 November 2026. It adds a rye profile, a faster log format and two fixes to the feeding timer.

## Rye profile

The new `--profile rye` flag sets the default hydration to 100% and the feeding interval to 12 hours. Earlier versions assumed wheat flour at 80%, which made rye starters look underfed. The profile can be set per jar in `crumb.toml`.

## Faster logs

Logs are now stored as one line of JSON per feeding instead of one file per day. Reading a year of feedings takes 40 ms instead of 1.2 seconds on a Raspberry Pi 4. Old logs are converted the first time version 2.3 opens them, and a copy of the old files is kept in `logs.bak`.

## Fixes

The timer no longer fires twice when the clock changes for daylight saving time (issue 412). A jar renamed while its timer runs now keeps its next feeding time (issue 431).

## Upgrading

Run `cargo install crumb --version 2.3.0`. Version 2.3 reads the settings of 2.0 and later unchanged; versions 1.x need `crumb migrate` first.

Check out everything that changed in [the changelog](https://codeberg.org/crumb/crumb/src/tag/v2.3.0/CHANGELOG.md).

"""

EN_SIGN_OFF = ("Join us on Matrix to talk about this release. Follow us on Mastodon for the "
               "latest news. Subscribe to our newsletter so you never miss a release.")

ZH_RELEASE = """\
---
title: Crumb 2.3 发布
date: 2026-11-20
---

# Crumb 2.3 发布

记录酸面种的命令行工具 Crumb 于 2026 年 11 月 20 日发布 2.3 版本，新增黑麦配置、更快的日志格式，并修复了喂养计时器的两个问题。

## 黑麦配置

新的 `--profile rye` 参数把默认含水量设为 100%，喂养间隔设为 12 小时。以前的版本按 80% 含水量的小麦粉计算，黑麦酸面种因此总被显示为喂养不足。每个罐子都可以在 `crumb.toml` 中单独设置配置。

## 更快的日志

日志改为每次喂养一行 JSON，不再每天一个文件。在树莓派 4 上读取一年的喂养记录从 1.2 秒缩短到 40 毫秒。2.3 版本第一次打开旧日志时会自动转换，旧文件的副本保存在 `logs.bak` 中。

## 修复

夏令时切换时计时器不再触发两次（issue 412）。计时器运行期间重命名罐子，下一次喂养时间会保留（issue 431）。

## 升级

运行 `cargo install crumb --version 2.3.0`。2.3 版本可以直接读取 2.0 及以后版本的设置；1.x 版本需要先运行 `crumb migrate`。

完整的变更见[更新日志](https://codeberg.org/crumb/crumb/src/tag/v2.3.0/CHANGELOG.md)。

"""

ZH_SIGN_OFF = "欢迎加入社区交流群讨论这个版本。欢迎关注我们的公众号获取最新消息。欢迎在 Codeberg 上给我们点 Star。"
ARTICLES = {"en": (EN_RELEASE, EN_SIGN_OFF), "zh": (ZH_RELEASE, ZH_SIGN_OFF)}


def _promotion(report):
    return [g for g in report.gates if g.id == "promotion"]


def _calls(report):
    return [f for f in report.findings if f.message == "clarity.puffery.call"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_sign_off_of_calls_to_action_is_no_promotion(lang):
    body, sign_off = ARTICLES[lang]
    report = score(f"{body}{sign_off}\n")
    assert report.lang == lang
    assert not _promotion(report)
    # Still marked for the writer to trim, and Clarity counts them.
    assert len(_calls(report)) == 3
    clarity = {d.id: d for d in report.dimensions}["clarity"]
    puffery = next(c for c in clarity.checks if c.id == "puffery")
    # It says what it counts: hype and calls to action, not only superlatives.
    assert "ask the reader to act" in puffery.text("en")
    assert "号召读者行动" in puffery.text("zh")
    assert puffery.score < next(c for c in {d.id: d for d in score(body).dimensions}[
        "clarity"].checks if c.id == "puffery").score


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_same_calls_in_the_body_are_promotion(lang):
    body, sign_off = ARTICLES[lang]
    heading = {"en": "## Fixes", "zh": "## 修复"}[lang]
    report = score(body.replace(heading, f"{sign_off}\n\n{heading}", 1))
    assert _promotion(report)



def test_a_paragraph_of_boasts_that_ends_with_a_call_is_no_sign_off():
    body, _ = ARTICLES["en"]
    # Two boasts and one call: the paragraph is the body's, and all three count.
    closing = ("Crumb is the best starter tool there is. Its timer is truly amazing. Follow us "
               "on Mastodon for the latest news.")
    report = score(f"{body}{closing}\n")
    assert _promotion(report)


def test_a_step_that_asks_the_reader_to_get_involved_is_no_call():
    body, _ = ARTICLES["en"]
    step = "Get involved in the review by leaving comments on the pull request."
    assert not _calls(score(f"{body}{step}\n"))
