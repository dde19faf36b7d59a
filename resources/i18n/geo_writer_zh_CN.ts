<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>About</name>
    <message>
        <location filename="../../editor/main_window.py" line="377" />
        <source>GEO Writer %1 scores your article on five GEO dimensions as you write. Help → About the scores explains every check and the research behind it.</source>
        <translation>GEO Writer %1 在你写作时从五个 GEO 维度为文章打分。“帮助 → 关于评分”解释每一项检查及其依据的研究。</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="380" />
        <source>About GEO Writer</source>
        <translation>关于 GEO Writer</translation>
    </message>
</context>
<context>
    <name>AboutScoresDialog</name>
    <message>
        <location filename="../../editor/about_scores.py" line="74" />
        <source>About the scores</source>
        <translation>关于评分</translation>
    </message>
</context>
<context>
    <name>AnswerPreview</name>
    <message>
        <location filename="../../editor/answer_preview.py" line="300" />
        <source>Answer preview</source>
        <translation>答案预览</translation>
    </message>
    <message>
        <location filename="../../editor/answer_preview.py" line="302" />
        <source>For each question, the passage an answer engine would retrieve and the sentence it would most likely quote.</source>
        <translation>每个问题下，答案引擎会检索到的段落，以及它最可能引用的句子。</translation>
    </message>
    <message>
        <location filename="../../editor/answer_preview.py" line="304" />
        <source>Add a question this article should answer…</source>
        <translation>添加一个本文应当回答的问题…</translation>
    </message>
    <message>
        <location filename="../../editor/answer_preview.py" line="305" />
        <source>Compare with a folder of pages…</source>
        <translation>与一个文件夹中的页面比较…</translation>
    </message>
    <message>
        <location filename="../../editor/answer_preview.py" line="306" />
        <source>Compared with: %1</source>
        <translation>比较对象：%1</translation>
    </message>
    <message>
        <location filename="../../editor/answer_preview.py" line="307" />
        <source>Stop comparing with this folder</source>
        <translation>停止与此文件夹比较</translation>
    </message>
    <message>
        <location filename="../../editor/answer_preview.py" line="328" />
        <source>Worst covered (%1/100): “%2”</source>
        <translation>覆盖最差（%1/100）：“%2”</translation>
    </message>
    <message>
        <location filename="../../editor/answer_preview.py" line="339" />
        <source>%1 quotable claims; %2% of them in the first 30% of the article</source>
        <translation>%1 处可引用的论断，其中 %2% 位于文章前 30%</translation>
    </message>
    <message>
        <location filename="../../editor/answer_preview.py" line="342" />
        <source>No quotable claims yet: a figure, a definition or a name in a sentence that stands alone.</source>
        <translation>还没有可引用的论断：能独立成立、含数字、定义或名称的句子。</translation>
    </message>
    <message>
        <location filename="../../editor/answer_preview.py" line="360" />
        <source>Indexing %1 of %2 pages…</source>
        <translation>正在索引第 %1 / %2 个页面…</translation>
    </message>
</context>
<context>
    <name>AnswerPreviewController</name>
    <message>
        <location filename="../../editor/answer_controller.py" line="49" />
        <source>Reference pages to compare with</source>
        <translation>用于比较的参考页面</translation>
    </message>
    <message>
        <location filename="../../editor/answer_controller.py" line="65" />
        <source>%1 pages, %2 passages indexed</source>
        <translation>已索引 %1 个页面、%2 个段落</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="51" />
        <source>Compare “%1”</source>
        <translation>比较“%1”</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/disk_dialogs.py" line="57" />
        <source>%n line(s) differ.</source>
        <translation><numerusform>有 %n 行不同。</numerusform></translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="61" />
        <source>On disk (changed by another program)</source>
        <translation>磁盘上的版本（已被其他程序修改）</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="62" />
        <source>Yours (in this window)</source>
        <translation>你的版本（本窗口中）</translation>
    </message>
</context>
<context>
    <name>DiskQuestions</name>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="132" />
        <source>Compare…</source>
        <translation>比较…</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="149" />
        <location filename="../../editor/disk_dialogs.py" line="161" />
        <source>File changed on disk</source>
        <translation>磁盘上的文件已更改</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="150" />
        <source>“%1” was changed by another program since you opened it.</source>
        <translation>自你打开以来，“%1”已被其他程序修改。</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="151" />
        <source>Saving now would replace their changes with your version. Compare the two, save yours under another name, or overwrite theirs.</source>
        <translation>现在保存会用你的版本替换对方的修改。你可以比较两个版本、把你的版本另存为其他文件，或覆盖对方的版本。</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="153" />
        <location filename="../../editor/disk_dialogs.py" line="175" />
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="154" />
        <location filename="../../editor/disk_dialogs.py" line="176" />
        <source>Save As…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="155" />
        <location filename="../../editor/disk_dialogs.py" line="177" />
        <location filename="../../editor/disk_dialogs.py" line="190" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="162" />
        <source>“%1” was changed by another program.</source>
        <translation>“%1”已被其他程序修改。</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="163" />
        <source>You have unsaved changes here. Reload the file and lose them, or keep your version (saving will replace the other one)?</source>
        <translation>你在这里有未保存的修改。重新载入文件（放弃这些修改），还是保留你的版本（保存时会替换另一个版本）？</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="165" />
        <source>Reload</source>
        <translation>重新载入</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="166" />
        <source>Keep mine</source>
        <translation>保留我的版本</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="171" />
        <source>File is read-only</source>
        <translation>文件为只读</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="172" />
        <source>“%1” is read-only.</source>
        <translation>“%1”是只读文件。</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="173" />
        <source>Someone made this file read-only, perhaps to keep it from being changed. Overwrite it anyway, or save your text under another name?</source>
        <translation>有人把这个文件设为只读，可能是为了防止被修改。仍要覆盖它，还是把你的文本另存为其他文件？</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="183" />
        <source>Character not in the file's encoding</source>
        <translation>字符超出文件的编码范围</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="184" />
        <source>“%1” is saved in %2, which cannot hold “%3” (line %4).</source>
        <translation>“%1”以 %2 编码保存，无法容纳“%3”（第 %4 行）。</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="187" />
        <source>Save the file as UTF-8, which holds every character? Programs that expect %1 may then show it wrongly.</source>
        <translation>改用可容纳所有字符的 UTF-8 保存吗？需要 %1 编码的程序可能会显示错误。</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="189" />
        <source>Save as UTF-8</source>
        <translation>以 UTF-8 保存</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="196" />
        <source>Interrupted save</source>
        <translation>中断的保存</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="197" />
        <source>A save of “%1” was interrupted (%2) and left a different version of the text behind.</source>
        <translation>“%1”的一次保存被中断（%2），留下了另一个版本的文本。</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="199" />
        <source>Restore that version in the editor (unsaved), or delete it?</source>
        <translation>在编辑器中恢复那个版本（未保存），还是删除它？</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="200" />
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location filename="../../editor/disk_dialogs.py" line="201" />
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="270" />
        <source>File deleted</source>
        <translation>文件已被删除</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="271" />
        <source>“%1” was deleted or moved by another program.</source>
        <translation>“%1”已被其他程序删除或移动。</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="273" />
        <source>Your text is still here; save it to keep it.</source>
        <translation>你的文字仍在这里；保存即可保留。</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <location filename="../../editor/file_actions.py" line="98" />
        <location filename="../../editor/file_actions.py" line="235" />
        <location filename="../../editor/file_actions.py" line="384" />
        <source>Untitled</source>
        <extracomment>Files up to this size are read on the UI thread (a few milliseconds); larger ones by a worker, with a progress dialog.</extracomment>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="101" />
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="102" />
        <source>Save the changes to “%1” before closing?</source>
        <translation>关闭前是否保存对“%1”的修改？</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="103" />
        <source>Your changes will be lost if you don't save them.</source>
        <translation>如果不保存，你的修改将会丢失。</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="127" />
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="171" />
        <source>“%1” does not exist yet: it is created when you save.</source>
        <translation>“%1”尚不存在：保存时将创建该文件。</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="174" />
        <source>Opening “%1”…</source>
        <translation>正在打开“%1”…</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="185" />
        <source>Cannot open “%1”</source>
        <translation>无法打开“%1”</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="224" />
        <source>Save as</source>
        <translation>另存为</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="289" />
        <source>Could not save “%1”</source>
        <translation>无法保存“%1”</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="290" />
        <source>The reason: %1. Your text is still here, unsaved; try Save As to put it somewhere else.</source>
        <translation>原因：%1。你的文字仍在编辑器中，尚未保存；可以用“另存为”保存到别处。</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="281" />
        <source>Saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="330" />
        <source>Exporting to “%1”…</source>
        <translation>正在导出到“%1”…</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="333" />
        <source>Export cancelled</source>
        <translation>已取消导出</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="336" />
        <location filename="../../editor/file_actions.py" line="339" />
        <source>Could not export “%1”</source>
        <translation>无法导出“%1”</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="342" />
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="351" />
        <source>Export HTML</source>
        <translation>导出 HTML</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="357" />
        <source>Export Markdown</source>
        <translation>导出 Markdown</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="377" />
        <location filename="../../editor/file_actions.py" line="387" />
        <source>Export GEO report</source>
        <translation>导出 GEO 报告</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="396" />
        <source>Save As…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="220" />
        <source>(the file cannot be read: %1)</source>
        <translation>（无法读取该文件：%1）</translation>
    </message>
</context>
<context>
    <name>DocumentStatus</name>
    <message>
        <location filename="../../editor/status.py" line="33" />
        <source>1 word</source>
        <translation>字数 1</translation>
    </message>
    <message>
        <location filename="../../editor/status.py" line="34" />
        <source>%1 words</source>
        <translation>字数 %1</translation>
    </message>
    <message>
        <location filename="../../editor/status.py" line="35" />
        <source>1 character</source>
        <translation>字符数 1</translation>
    </message>
    <message>
        <location filename="../../editor/status.py" line="36" />
        <source>%1 characters</source>
        <translation>字符数 %1</translation>
    </message>
    <message>
        <location filename="../../editor/status.py" line="40" />
        <source>under 1 min read</source>
        <translation>不到 1 分钟读完</translation>
    </message>
    <message>
        <location filename="../../editor/status.py" line="42" />
        <source>%1 min read</source>
        <translation>约 %1 分钟读完</translation>
    </message>
    <message>
        <location filename="../../editor/status.py" line="46" />
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <location filename="../../editor/status.py" line="46" />
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../../editor/status.py" line="50" />
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location filename="../../editor/status.py" line="50" />
        <location filename="../../editor/status.py" line="54" />
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location filename="../../editor/status.py" line="52" />
        <source>Saved</source>
        <translation>已保存</translation>
    </message>
</context>
<context>
    <name>EncodingUi</name>
    <message>
        <location filename="../../editor/encoding_ui.py" line="94" />
        <source>Reopen with &amp;Encoding</source>
        <extracomment>(codec, label) of the encodings offered, in menu order.</extracomment>
        <translation>以其他编码重新打开(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../editor/encoding_ui.py" line="95" />
        <source>Reopen with Encoding</source>
        <translation>以其他编码重新打开</translation>
    </message>
    <message>
        <location filename="../../editor/encoding_ui.py" line="96" />
        <source>Hide this notice</source>
        <translation>隐藏此提示</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/encoding_ui.py" line="120" />
        <source>%n byte(s) of “%1” could not be read as %2 and are shown as �. They are written back unchanged unless you edit their line.</source>
        <translation><numerusform>“%1”中有 %n 个字节无法按 %2 读取，显示为 �。除非你编辑它们所在的行，保存时会原样写回。</numerusform></translation>
    </message>
    <message>
        <location filename="../../editor/encoding_ui.py" line="125" />
        <source>The encoding of “%1” was guessed as %2, but it could also be %3. If the text looks wrong, reopen it with another encoding.</source>
        <translation>“%1”的编码被推测为 %2，但也可能是 %3。如果文字显示不对，请以其他编码重新打开。</translation>
    </message>
    <message>
        <location filename="../../editor/encoding_ui.py" line="129" />
        <source>another one</source>
        <translation>其他编码</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <location filename="../../editor/find_bar.py" line="61" />
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <location filename="../../editor/find_bar.py" line="62" />
        <source>Replace with</source>
        <translation>替换为</translation>
    </message>
    <message>
        <location filename="../../editor/find_bar.py" line="63" />
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <location filename="../../editor/find_bar.py" line="64" />
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <location filename="../../editor/find_bar.py" line="65" />
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <location filename="../../editor/find_bar.py" line="66" />
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <location filename="../../editor/find_bar.py" line="67" />
        <source>Replace all</source>
        <translation>全部替换</translation>
    </message>
    <message>
        <location filename="../../editor/find_bar.py" line="100" />
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/find_bar.py" line="133" />
        <source>%n replaced</source>
        <translation>
            <numerusform>已替换 %n 处</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GeoPanel</name>
    <message>
        <location filename="../../editor/panel.py" line="113" />
        <location filename="../../editor/panel.py" line="178" />
        <source>Answer preview</source>
        <translation>答案预览</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="185" />
        <source>Scoring…</source>
        <translation>正在评分…</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="201" />
        <source>Score bands</source>
        <translation>分数段</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="231" />
        <source>Whole article</source>
        <translation>全文</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="239" />
        <source>Nothing to score yet.</source>
        <translation>还没有可评分的内容。</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="248" />
        <source>1 weak paragraph</source>
        <translation>1 个薄弱段落</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="250" />
        <source>%1 weak paragraphs</source>
        <translation>%1 个薄弱段落</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="254" />
        <source>Too short to judge with confidence (%1%): the scores are pulled towards the middle until the article is longer.</source>
        <translation>篇幅太短，评分把握度只有 %1%：在文章写长之前，各项得分会向中间值收拢。</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="261" />
        <source>%1 The score is capped at %2.</source>
        <translation>%1总分上限为 %2。</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="264" />
        <source>What caps the score</source>
        <translation>限制总分的问题</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="281" />
        <source>Welcome to GEO Writer</source>
        <translation>欢迎使用 GEO Writer</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="282" />
        <source>As you write, GEO Writer scores your article on five dimensions that make AI answer engines quote and cite a page:</source>
        <translation>在你写作时，GEO Writer 会从五个维度为文章打分，这些维度决定 AI 答案引擎是否引用你的文章：</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="285" />
        <source>To start, write a title line (# Your title), a one- or two-sentence summary that states the answer, then your sections under ## headings. The scores appear as you type; Help → About the scores explains every check.</source>
        <translation>开始写作：先写一行标题（# 你的标题），再用一两句话写明结论作为摘要，然后在 ## 小标题下展开各节。得分会随输入实时出现；“帮助 → 关于评分”解释每一项检查。</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="289" />
        <source>Open the sample article</source>
        <translation>打开示例文章</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="252" />
        <source>No weak paragraphs</source>
        <translation>没有薄弱段落</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="230" />
        <source>Line %1</source>
        <translation>第 %1 行</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../editor/main_window.py" line="214" />
        <source>Outline</source>
        <translation>大纲</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="215" />
        <source>Start writing your article in Markdown…</source>
        <translation>开始用 Markdown 写你的文章…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="363" />
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>MarkLayer</name>
    <message>
        <location filename="../../editor/mark_layer.py" line="104" />
        <source>… and %1 more (see the GEO panel)</source>
        <extracomment>Narrow scopes first: they are drawn last (on top) and listed first in a tooltip.</extracomment>
        <translation>……另有 %1 条（见 GEO 面板）</translation>
    </message>
</context>
<context>
    <name>OutlineView</name>
    <message>
        <location filename="../../editor/outline.py" line="37" />
        <source>No headings yet: start a line with # or ##.</source>
        <translation>还没有标题：以 # 或 ## 开头写一行即可。</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../editor/preferences.py" line="103" />
        <source>Preferences</source>
        <extracomment>Width of the text column in characters (0: as wide as the pane).</extracomment>
        <translation>偏好设置</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="110" />
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="110" />
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="110" />
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="124" />
        <source>as wide as the pane</source>
        <translation>与窗格同宽</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="125" />
        <source> characters</source>
        <translation> 个字符</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="128" />
        <source>Interface language</source>
        <translation>界面语言</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="129" />
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="130" />
        <source>Editor font</source>
        <translation>编辑器字体</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="131" />
        <source>Font size</source>
        <translation>字号</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="132" />
        <source>Text column width</source>
        <translation>正文栏宽</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="134" />
        <source>Dimension weights in the overall score</source>
        <translation>各维度在总分中的权重</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="146" />
        <source>Highlights in the editor</source>
        <translation>编辑器中的高亮</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="148" />
        <source>Show weak paragraphs</source>
        <translation>显示薄弱段落</translation>
    </message>
</context>
<context>
    <name>PreviewPane</name>
    <message>
        <location filename="../../editor/preview.py" line="130" />
        <source>remote image not loaded</source>
        <extracomment>UI-thread time one slice of a large change may take, in seconds. The widest the text runs, in pixels: about 75 characters, as the export's 46em.</extracomment>
        <translation>未加载远程图片</translation>
    </message>
    <message>
        <location filename="../../editor/preview.py" line="162" />
        <source>image not found: %1</source>
        <translation>找不到图片：%1</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../editor/i18n.py" line="51" />
        <source>&amp;Look in:</source>
        <extracomment>Strings of Qt's own file dialog that Qt's Chinese translation leaves in English or words oddly ("体积" for a file's size). Listed here so lupdate puts them in our .ts.</extracomment>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../editor/i18n.py" line="52" />
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../editor/i18n.py" line="54" />
        <source>Size</source>
        <translation>大小</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../../editor/i18n.py" line="53" />
        <source>Size</source>
        <translation>大小</translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message>
        <location filename="../../editor/answer_preview.py" line="169" />
        <source>Coverage: how well the article answers this question (0–100)</source>
        <extracomment>Where the early part of an article ends on the strip.</extracomment>
        <translation>覆盖度：文章对这个问题的回答程度（0–100）</translation>
    </message>
    <message>
        <location filename="../../editor/answer_preview.py" line="171" />
        <source>From a heading</source>
        <translation>来自标题</translation>
    </message>
    <message>
        <location filename="../../editor/answer_preview.py" line="175" />
        <source>Rank %1 of all passages</source>
        <translation>在所有段落中排第 %1 名</translation>
    </message>
    <message>
        <location filename="../../editor/answer_preview.py" line="177" />
        <source>outside the top 10 an engine reads</source>
        <translation>在引擎会读的前 10 名之外</translation>
    </message>
    <message>
        <location filename="../../editor/answer_preview.py" line="179" />
        <source>Line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../../editor/answer_preview.py" line="181" />
        <source>(no sentence to quote)</source>
        <translation>（没有可引用的句子）</translation>
    </message>
    <message>
        <location filename="../../editor/answer_preview.py" line="182" />
        <source>Click to select this sentence in the editor</source>
        <translation>点击在编辑器中选中这句话</translation>
    </message>
    <message>
        <location filename="../../editor/answer_preview.py" line="187" />
        <source>Worst covered</source>
        <translation>覆盖最差</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../editor/safety.py" line="43" />
        <source>Recover unsaved work</source>
        <translation>恢复未保存的内容</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="48" />
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="49" />
        <source>%1 — autosaved %2</source>
        <translation>%1 —— 自动保存于 %2</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="59" />
        <source>GEO Writer did not close normally. These documents had unsaved changes:</source>
        <translation>GEO Writer 上次没有正常关闭。以下文档有未保存的修改：</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="63" />
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="65" />
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
</context>
<context>
    <name>ReferenceIndexer</name>
    <message>
        <location filename="../../editor/reference_indexer.py" line="74" />
        <source>The folder “%1” cannot be read.</source>
        <extracomment>Wait this long after the last change on disk before indexing again. Watch at most this many files one by one (folders are always watched).</extracomment>
        <translation>无法读取文件夹“%1”。</translation>
    </message>
    <message>
        <location filename="../../editor/reference_indexer.py" line="105" />
        <source>Indexing stopped before it finished.</source>
        <translation>索引在完成前中断了。</translation>
    </message>
</context>
<context>
    <name>SafetyController</name>
    <message>
        <location filename="../../editor/safety.py" line="115" />
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="135" />
        <source> (autosave failing)</source>
        <translation>（自动保存失败）</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="142" />
        <source>Autosave failing</source>
        <translation>自动保存失败</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="144" />
        <source>Unsaved changes cannot be copied to the recovery folder: %1. Save your work, or free some space.</source>
        <translation>未保存的修改无法复制到恢复文件夹：%1。请保存你的文档，或腾出磁盘空间。</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="147" />
        <source>Autosave failing: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="151" />
        <source>Autosave works again.</source>
        <translation>自动保存已恢复正常。</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="160" />
        <source>Autosave could not write to %1; copies go to %2.</source>
        <translation>自动保存无法写入 %1；副本改存到 %2。</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="241" />
        <source>Reloaded “%1”: it was changed by another program.</source>
        <translation>已重新载入“%1”：它被其他程序修改过。</translation>
    </message>
</context>
<context>
    <name>ScoringController</name>
    <message>
        <location filename="../../editor/scoring.py" line="177" />
        <source>Scoring rules not used: %1</source>
        <extracomment>The configuration file whose rules apply to the document, if any.</extracomment>
        <translation>未使用评分规则：%1</translation>
    </message>
    <message>
        <location filename="../../editor/scoring.py" line="179" />
        <source>Scoring with the rules in %1</source>
        <translation>正在使用 %1 中的评分规则</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../../editor/window_actions.py" line="142" />
        <source>&amp;New</source>
        <extracomment>Actions shown on the toolbar, in order; None is a separator.</extracomment>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="143" />
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="144" />
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="145" />
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="146" />
        <source>Export &amp;HTML…</source>
        <translation>导出 HTML(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="147" />
        <source>Export &amp;Markdown…</source>
        <translation>导出 Markdown(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="148" />
        <source>Export GEO report (&amp;JSON)…</source>
        <translation>导出 GEO 报告（JSON）(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="149" />
        <source>Export GEO report (H&amp;TML)…</source>
        <translation>导出 GEO 报告（HTML）(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="150" />
        <source>&amp;Preferences…</source>
        <translation>偏好设置(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="151" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="152" />
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="153" />
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="154" />
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="155" />
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="156" />
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="157" />
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="158" />
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="159" />
        <source>&amp;Replace…</source>
        <translation>替换(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="160" />
        <source>&amp;Bold</source>
        <translation>加粗(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="161" />
        <source>&amp;Italic</source>
        <translation>斜体(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="162" />
        <source>&amp;Link</source>
        <translation>链接(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="163" />
        <source>Heading &amp;1</source>
        <translation>一级标题(&amp;1)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="164" />
        <source>Heading &amp;2</source>
        <translation>二级标题(&amp;2)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="165" />
        <source>Heading &amp;3</source>
        <translation>三级标题(&amp;3)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="166" />
        <source>&amp;Normal text</source>
        <translation>正文(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="167" />
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="168" />
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="169" />
        <source>&amp;Reset Zoom</source>
        <translation>重置缩放(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="170" />
        <source>Soft &amp;Wrap</source>
        <translation>自动换行(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="171" />
        <source>&amp;Preview</source>
        <translation>预览(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="172" />
        <source>&amp;GEO Panel</source>
        <translation>GEO 面板(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="173" />
        <source>&amp;Outline</source>
        <translation>大纲(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="174" />
        <source>&amp;Focus Mode</source>
        <translation>专注模式(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="175" />
        <source>&amp;Highlights</source>
        <translation>高亮提示(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="176" />
        <source>About the &amp;Scores…</source>
        <translation>关于评分(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="177" />
        <source>Open the &amp;Sample Article</source>
        <translation>打开示例文章(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="178" />
        <source>&amp;About GEO Writer</source>
        <translation>关于 GEO Writer(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="185" />
        <source>Insert a link: [selection](…), the caret in the parentheses</source>
        <translation>插入链接：[选中文字](…)，光标停在括号内</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="186" />
        <source>Only the text, in a centred column; the other paragraphs dimmed</source>
        <translation>只显示正文，居中成栏，其余段落变淡</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="188" />
        <source>Mark the words, sentences and paragraphs the scores are about</source>
        <translation>标出评分所针对的词、句和段落</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="196" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="197" />
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="198" />
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="199" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="200" />
        <source>F&amp;ormat</source>
        <translation>格式(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="201" />
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="202" />
        <source>Highlight &amp;Dimensions</source>
        <translation>高亮的维度(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="203" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="204" />
        <source>Toolbar</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <location filename="../../editor/window_actions.py" line="215" />
        <source>&amp;Clear Recent Files</source>
        <translation>清除最近文件(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="156" />
        <source>bold text</source>
        <translation>粗体文字</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="157" />
        <source>italic text</source>
        <translation>斜体文字</translation>
    </message>
</context>
</TS>