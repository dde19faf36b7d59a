# ruff: noqa: E501 - the articles are prose: one paragraph a line, as a writer types them
"""A reference about X says X often: its headings name the subject (缓存请求指令, 禁止缓存)
and a definition names it in every clause. That is topical repetition, not keyword
stuffing (issue 21's held split: a caching reference and a configuration how-to were
capped at 60). A run of the keyword in one paragraph still is stuffing, whatever the
headings say."""

from __future__ import annotations

from scorers import Engine

ZH_REFERENCE = """# InnoDB 参考：B+ 树

数据库索引是一种帮助数据库快速定位数据行的数据结构，MySQL 8.0 默认使用 B+ 树实现。

## 索引的类型

主键索引：每张表最多一个，值不能为空也不能重复，InnoDB 按它组织整张表的数据。

唯一索引：列值不能重复，但允许空值。一张表可以有多个唯一索引，常用于邮箱、手机号等字段。

普通索引：只为加快查询的索引，对列值没有约束的索引，一张表可以有多个普通索引。

## 创建索引

CREATE INDEX 语句为已有的表增加索引，例如在订单表的用户列上建立普通索引后，按用户查询订单的耗时从 1.2 秒降到 15 毫秒。

组合索引：把多个列放进一个索引，查询条件要从最左边的列开始才能用上组合索引，这就是最左前缀原则。

## 维护索引

索引会占用磁盘空间，每次写入数据时数据库也要更新索引，所以写多读少的表不宜建立太多索引。

ANALYZE TABLE 语句会重新统计索引的区分度，优化器据此选择执行计划。统计信息过旧时，优化器可能选错索引。

## 删除索引

DROP INDEX 语句删除不再使用的索引。删除前可以先把它设为不可见，观察一周查询性能没有变化再删除。
"""

EN_REFERENCE = """# InnoDB reference: B+ trees

A database index is a data structure that lets a query find rows without reading the
whole table; MySQL 8.0 builds each one as a B+ tree.

## Index types

Primary key: one per table, never null and never repeated; InnoDB stores the table in
its order.

Unique index: an index whose values differ; a unique index allows nulls, and a second
unique index on phone numbers works like the first.

## Creating an index

CREATE INDEX adds one to an existing table. On an orders table, a lookup of one
customer's orders fell from 1.2 seconds to 15 ms once the customer column had one.

Composite keys put several columns in one structure. A query uses them only when it
filters on the leftmost column: the leftmost-prefix rule.

## Maintaining an index

Every such structure takes disk space, and every write must update it, so a table
written far more often than it is read should keep few of them.

ANALYZE TABLE refreshes the statistics the optimizer reads to choose a plan; with stale
statistics it may pick the wrong one.

## Dropping an index

DROP INDEX removes one no query uses. Make it invisible first and watch query times for
a week before you drop it.
"""


def _gates(text: str) -> list[str]:
    return [g.id for g in Engine().score(text).gates]


def test_a_reference_whose_headings_name_its_subject_is_not_stuffing():
    assert "keyword_stuffing" not in _gates(ZH_REFERENCE)
    assert "keyword_stuffing" not in _gates(EN_REFERENCE)


def test_a_run_of_the_subject_in_one_paragraph_is_still_stuffing():
    # Headings that name the subject do not license a paragraph packed with it.
    zh = ZH_REFERENCE + "\n## 索引技巧\n\n" + "索引是最好的索引，好索引让索引更快，索引索引。" * 3 + "\n"
    en = EN_REFERENCE + "\n## Index tips\n\n" + \
        "An index is the best index, a good index makes an index fast, index index. " * 3 + "\n"
    for stuffed in (zh, en):
        report = Engine().score(stuffed)
        assert "keyword_stuffing" in [g.id for g in report.gates]
        assert report.overall <= 60


def test_putting_the_keyword_in_every_heading_does_not_hide_a_stuffed_paragraph():
    stuffed = ZH_REFERENCE.replace("## 维护索引", "## 维护索引：索引技巧") + \
        "\n## 索引总结\n\n" + "索引让查询变快，索引要维护，索引占空间，索引可删除，索引可见。" * 2 + "\n"
    assert "keyword_stuffing" in _gates(stuffed)


ZH_HOWTO = """# 把调度器的时区改成东八区

调度器默认使用 UTC 时区，页面、任务日志和数据库表里的时间都比北京时间早 8 小时。

## 修改环境变量

打开安装目录下的 bin/env/scheduler_env.sh，在数据库连接串末尾加上 serverTimezone=Asia/Shanghai，并把 JACKSON_TIME_ZONE 设为 GMT+8。

## 修改各角色的配置

文件位置：conf 目录。文件修改内容：时区设为 GMT+8。文件保存后生效，文件先备份。

每个角色都要改一次，包括 api-server、master-server 和 worker-server 三个角色。

## 重启并检查

重启全部角色后，新任务日志里的时间就是东八区时间。旧日志不会改写，数据库里已有的时间也保持 UTC。
"""


def test_a_few_field_labels_in_one_step_are_not_stuffing():
    # 文件 four times in one short step (文件位置, 文件修改内容), rarely elsewhere:
    # labels, not a run of keywords.
    assert "keyword_stuffing" not in _gates(ZH_HOWTO)
