"""Heading levels: a heading whose text is code ("### `parse()`") is a step of the outline,
so the "#### Parameters" under it is no skipped level; a real skip is still marked."""

from __future__ import annotations

import pytest

from scorers import Engine

EN = """# The parse function

`parse` reads a configuration file and returns its settings as a dictionary of 12 keys.

## Reference

### `parse(path)`

#### Parameters

`path` is the file to read, a string of at most 255 characters.

#### Returns

A dictionary of the 12 settings, with defaults filled in for the missing ones.
"""

ZH = """# parse 函数

`parse` 读取配置文件，并以包含 12 个键的字典返回其中的设置。

## 参考

### `parse(path)`

#### 参数

`path` 是要读取的文件，长度不超过 255 个字符的字符串。

#### 返回值

包含 12 项设置的字典，缺少的设置用默认值补齐。
"""


def _levels(text: str):
    report = Engine().score(text)
    check = next(c for c in report.dimension("structure").checks if c.id == "heading_levels")
    return check, [f for f in report.findings if f.check == "heading_levels"]


@pytest.mark.parametrize("text", [EN, ZH])
def test_a_heading_of_code_is_a_step_of_the_outline(text):
    check, found = _levels(text)
    assert check.score == 100 and not found


@pytest.mark.parametrize("text", [EN, ZH])
def test_a_real_skip_is_still_marked(text):
    skipped = text.replace("### `parse(path)`\n\n", "")
    check, found = _levels(skipped)
    assert check.score < 100 and len(found) == 1
