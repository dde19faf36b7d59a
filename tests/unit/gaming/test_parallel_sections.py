# ruff: noqa: E501 - the articles are prose: one paragraph a line, as a writer types them
"""Instructions repeat: the same checks under "Debian" and "RPM" headings are parallel
sections, not copy-paste padding (issue 21's held split: a deprecation notice was capped
at 70 for them). A paragraph copied under a heading that only adds a word, or into a
section made mostly of copies, is still padding and caps the score."""

from __future__ import annotations

from scorers import Engine

STEPS_EN = [
    "If the file lists the old mirror at mirror.lantern.dev, your nodes still use the retired mirror and you need to move them before 1 March 2031.",
    "If the file already lists packages.lantern.dev, your nodes use the new mirror and there is nothing more to do on them.",
]
STEPS_ZH = [
    "如果文件里写的是旧镜像 mirror.lantern.dev，说明节点仍在使用已停用的镜像，需要在 2031 年 3 月 1 日前迁移。",
    "如果文件里写的已经是 packages.lantern.dev，说明节点使用的是新镜像，不需要再做任何操作。",
]


def _notice_en(debian: str, rpm: str) -> str:
    return (
        "# The Lantern package mirror moves on 1 March 2031\n\n"
        "The Lantern project retires its old package mirror on 1 March 2031; every node that "
        "installs Lantern from it must switch to packages.lantern.dev before then.\n\n"
        "## How to check your nodes\n\n"
        "The check depends on the package manager of each node: apt on Debian and Ubuntu, "
        "dnf or yum on Fedora, RHEL and Rocky Linux.\n\n"
        f"### Debian-based distributions\n\n{debian}\n\n"
        f"### RPM-based distributions\n\n{rpm}\n\n"
        "## Why the mirror moves\n\n"
        "The old mirror ran on donated servers whose contract ends in February 2031; the new "
        "one is served by a CDN paid by the foundation, 40 edge locations in 2031.\n"
    )


DEBIAN_EN = (
    "Open /etc/apt/sources.list.d/lantern.list and look at the line that starts with deb.\n\n"
    "```\ndeb https://mirror.lantern.dev/apt stable main\n```\n\n"
    "On Ubuntu 24.04 the file may be named lantern.sources instead; it holds the same address.\n\n"
    + "\n\n".join(STEPS_EN))
RPM_EN = (
    "Open /etc/yum.repos.d/lantern.repo and look at the baseurl line of the [lantern] section.\n\n"
    "```\n[lantern]\nbaseurl=https://mirror.lantern.dev/rpm\n```\n\n"
    "On Fedora 40 with dnf5 the file sits in the same folder and holds the same address.\n\n"
    + "\n\n".join(STEPS_EN))


def _gates(text: str) -> list[str]:
    return [g.id for g in Engine().score(text).gates]


def test_the_same_steps_under_parallel_headings_are_not_padding():
    assert "duplicated_paragraphs" not in _gates(_notice_en(DEBIAN_EN, RPM_EN))


def test_chinese_parallel_sections_are_not_padding_either():
    debian = ("打开 /etc/apt/sources.list.d/lantern.list，查看以 deb 开头的那一行。\n\n"
              "```\ndeb https://mirror.lantern.dev/apt stable main\n```\n\n"
              "在 Ubuntu 24.04 上这个文件可能叫 lantern.sources，里面的地址相同。\n\n"
              + "\n\n".join(STEPS_ZH))
    rpm = ("打开 /etc/yum.repos.d/lantern.repo，查看 [lantern] 一节的 baseurl。\n\n"
           "```\n[lantern]\nbaseurl=https://mirror.lantern.dev/rpm\n```\n\n"
           "在使用 dnf5 的 Fedora 40 上，这个文件在同一目录，地址也相同。\n\n"
           + "\n\n".join(STEPS_ZH))
    text = (
        "# Lantern 软件包镜像将于 2031 年 3 月 1 日迁移\n\n"
        "Lantern 项目将在 2031 年 3 月 1 日停用旧的软件包镜像，所有从旧镜像安装的节点都要切换到 packages.lantern.dev。\n\n"
        "## 如何检查节点\n\n检查方法取决于节点的包管理器：Debian 和 Ubuntu 用 apt，Fedora、RHEL 用 dnf 或 yum。\n\n"
        f"### 基于 Debian 的发行版\n\n{debian}\n\n### 基于 RPM 的发行版\n\n{rpm}\n")
    assert "duplicated_paragraphs" not in _gates(text)


def test_a_copy_under_a_heading_that_only_adds_a_word_is_padding():
    tip = ("Moving early costs nothing: the new mirror has served every Lantern release "
           "since version 3.0, and the old one will answer with errors after 1 March 2031.")
    text = _notice_en(DEBIAN_EN, RPM_EN).replace("## Why the mirror moves", (
        "## Tips\n\nKeep a copy of the file before you edit it.\n\n" + tip +
        "\n\n## More tips\n\nRun the check on every node, not on one.\n\n" + tip +
        "\n\n## Why the mirror moves"))
    assert "duplicated_paragraphs" in _gates(text)
    # The same sections under alternatives that each name their own case are parallel.
    parallel = text.replace("## Tips", "## Tips for test nodes").replace(
        "## More tips", "## Tips for production nodes")
    assert "duplicated_paragraphs" not in _gates(parallel)


def test_a_section_made_mostly_of_copies_is_padding():
    rpm_copies = "Open the repository file.\n\n" + "\n\n".join(STEPS_EN)
    report = Engine().score(_notice_en(DEBIAN_EN, rpm_copies))
    assert "duplicated_paragraphs" in [g.id for g in report.gates]
    assert report.overall <= 70
