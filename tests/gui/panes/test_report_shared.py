"""The GEO report a writer shares: the file's name but not where it sits on their
computer, the evidence in the report's language (in About the scores too), and one
length for one text — the report's "全文 N 字" is the status bar's 字数."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment

from tests.support.gui_helpers import answer_file_dialog

pytestmark = pytest.mark.gui

# Chinese prose with what a real post holds: Latin product names, a link with a long
# address, a picture, inline code, bold, a list and a date.
ZH_POST = """# 工具软件 Notely 体验报告

**速读：** Notely 是 2022 年发布的国产文档、表格、网盘一体软件，
个人版免费，网盘空间 2GB；专业版年费 99 元。

发布时间：2022-05-15

上周，一款新的生产力软件 [Notely](https://notely.example.cn/login?code=NOTELY&channel=WX_01)（中文名“记事”）找我试用。试用以后，我觉得这个产品不错。

![](https://cdn.example.cn/img/2022/notely-01.webp)

## Notely 有哪些功能？

**Notely 提供三大功能：文档+表格+网盘。** 三者都是块编辑器里的内容块（block），
按下斜杠键（`/`）可以查看列表。

- 支持 Markdown 和 Office 文件预览
- 上传文件不限大小，也不限速
"""

CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture
def zh_window(qtbot, window, tmp_path):
    window.set_preferences(replace(window.prefs, ui_lang="zh"))
    path = tmp_path / "notely.md"
    path.write_text(ZH_POST, encoding="utf-8")
    with qtbot.waitSignal(window.report_view.shown, timeout=30_000):
        window.documents.open_path(path, ask=False)
    return window


def test_the_exported_report_names_the_file_not_its_folder_and_counts_as_the_status_bar(
        qtbot, zh_window, tmp_path):
    window = zh_window
    out = tmp_path / "shared" / "notely.geo.html"
    out.parent.mkdir()
    answer_file_dialog(window, out)
    window.actions_by_name["export_report_html"].trigger()
    qtbot.waitUntil(out.exists, timeout=30_000)
    page = out.read_text(encoding="utf-8")
    assert "notely.md" in page
    assert str(tmp_path) not in page and "/tmp" not in page
    # Titled by the article, as a reader knows it (writer review, 8 Dec: by the file's
    # name); the file is still named below the title.
    title = re.search(r"<title>([^<]*)</title>", page).group(1)
    assert "工具软件 Notely 体验报告" in title and "notely.md" not in title, title
    # Every evidence cell is in Chinese, as the rest of the page.
    evidence = re.findall(r'<td class="evidence">([^<]*)</td>', page)
    assert evidence and all(CJK.search(cell) for cell in evidence), \
        [cell for cell in evidence if not CJK.search(cell)]
    # One length for one text.
    stated = re.search(r"全文 (\d+) 字", page)
    shown = re.search(r"字数 ([\d,]+)", window.status.words.text())
    assert stated and shown, (window.status.words.text(), page[:200])
    assert int(shown.group(1).replace(",", "")) == int(stated.group(1))


def test_about_the_scores_gives_the_evidence_in_chinese(qtbot, zh_window):
    window = zh_window
    window.actions_by_name["about_scores"].trigger()
    dialog = window.about_scores_dialog
    assert dialog.isVisible()
    shown = dialog.browser.toPlainText()
    assert "Aggarwal 等，GEO，KDD 2024：加入统计数据 +31%" in shown
    assert "statistics +31%" not in shown and "cited text ~20% named entities" not in shown
    dialog.close()


def test_a_findings_tooltip_gives_its_evidence_in_the_interface_language(qtbot, zh_window):
    view = zh_window.panel.findings
    tips = [view.model().data(index, Qt.ItemDataRole.ToolTipRole)
            for index in view.finding_indexes()]
    tips = [QTextDocumentFragment.fromHtml(tip).toPlainText() for tip in tips if tip]
    assert tips
    for tip in tips:
        evidence = tip.rsplit("\n\n", 1)[-1]
        assert CJK.search(evidence), evidence
        assert "common practice" not in evidence and "controlled experiment" not in evidence
