"""Chinese reports and references state their facts as releases and findings: a version
bound to when a behaviour holds, and "the report" said of the report the article links,
are what a reader can check (issue 21's held-out security report scored Facts 37)."""

from __future__ import annotations

from tests.support.helpers import check_of

#: Three statements; the first binds a bare version to when a default changed.
BOUND = ("从 2.4 版开始，网关默认拒绝未加密的管理端口连接。"
         "旧的开关因此不再需要，升级后可以从配置里删掉。"
         "管理端口仍然只应在内网开放。")
#: The same statements, the version only announced.
ANNOUNCED = ("全新 2.4 版重磅发布，网关默认拒绝未加密的管理端口连接。"
             "旧的开关因此不再需要，升级后可以从配置里删掉。"
             "管理端口仍然只应在内网开放。")


def test_a_version_bound_to_a_change_of_behaviour_is_a_fact():
    assert check_of(BOUND, "facts", "fact_density").value > 0


def test_a_version_only_announced_is_no_fact():
    assert check_of(ANNOUNCED, "facts", "fact_density").value == 0


#: An audit summary: the report is linked where it is introduced, then called 该报告.
AUDIT = ("第三方机构对网关做了五周的安全审计，完整的[审计报告](https://example.org/audit.pdf)"
         "可以下载。\n\n"
         "该报告指出了两个中等严重程度的问题，都与调试接口有关。"
         "这两个问题已在 2.5 版本中修复。")


def test_the_report_the_article_links_is_no_unlinked_source():
    # Both statements with a figure after the link count: 该报告 is the linked report,
    # not a new name with no link.
    params = dict(check_of(AUDIT, "facts", "fact_density").params)
    assert (params["n"], params["uncounted"]) == (2, 0)


def test_a_default_value_is_no_one_s_opinion():
    # 默认为 ("defaults to") holds 认为 ("believes"): 周期默 was read as a person's name
    # (周 is a surname) citing the figure, which then went uncounted.
    text = ("工作负载的证书生命周期默认为 24 小时。"
            "可以在代理配置里改成更长的值，但超过 90 天的值不被接受。")
    params = dict(check_of(text, "facts", "fact_density").params)
    assert (params["n"], params["uncounted"]) == (2, 0)


def test_a_data_source_is_no_source_of_data():
    # 根据…数据源 ("from the … data source") says how a connection is made: it is no
    # "according to … data" citing the figure.
    text = ("连接池根据应用配置的数据源创建连接，每个实例最多 8 个连接。"
            "连接在事务结束后归还连接池。")
    params = dict(check_of(text, "facts", "fact_density").params)
    assert (params["n"], params["uncounted"]) == (1, 0)


def test_a_person_named_after_a_demonstrative_is_still_a_source_with_no_link():
    # Only "the report" itself is the article's own source: 该公司 CEO 张伟 is someone.
    text = "该公司 CEO 张伟表示，今年的销量增长了 30%。这个数字还没有经过审计。"
    params = dict(check_of(text, "facts", "fact_density").params)
    assert params["uncounted"] == 1
