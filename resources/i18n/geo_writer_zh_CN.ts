<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
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
    <name>FileActionsMixin</name>
    <message>
        <location filename="../../editor/file_actions.py" line="56" />
        <location filename="../../editor/file_actions.py" line="170" />
        <location filename="../../editor/file_actions.py" line="306" />
        <source>Untitled</source>
        <extracomment>Files up to this size are read on the UI thread (a few milliseconds); larger ones by a worker, with a progress dialog.</extracomment>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="59" />
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="60" />
        <source>Save the changes to “%1” before closing?</source>
        <translation>关闭前是否保存对“%1”的修改？</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="61" />
        <source>Your changes will be lost if you don't save them.</source>
        <translation>如果不保存，你的修改将会丢失。</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="85" />
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="109" />
        <source>Opening “%1”…</source>
        <translation>正在打开“%1”…</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="120" />
        <source>Cannot open “%1”</source>
        <translation>无法打开“%1”</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="159" />
        <source>Save as</source>
        <translation>另存为</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="219" />
        <source>Could not save “%1”</source>
        <translation>无法保存“%1”</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="220" />
        <source>The reason: %1. Your text is still here, unsaved; try Save As to put it somewhere else.</source>
        <translation>原因：%1。你的文字仍在编辑器中，尚未保存；可以用“另存为”保存到别处。</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="211" />
        <source>Saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="260" />
        <source>Exporting to “%1”…</source>
        <translation>正在导出到“%1”…</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="263" />
        <source>Export cancelled</source>
        <translation>已取消导出</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="266" />
        <location filename="../../editor/file_actions.py" line="269" />
        <source>Could not export “%1”</source>
        <translation>无法导出“%1”</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="272" />
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="281" />
        <source>Export HTML</source>
        <translation>导出 HTML</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="287" />
        <source>Export Markdown</source>
        <translation>导出 Markdown</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="299" />
        <location filename="../../editor/file_actions.py" line="308" />
        <source>Export GEO report</source>
        <translation>导出 GEO 报告</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="317" />
        <source>Save As…</source>
        <translation>另存为…</translation>
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
        <location filename="../../editor/panel.py" line="156" />
        <source>Focus query</source>
        <translation>目标查询</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="157" />
        <source>The question this article should answer</source>
        <translation>这篇文章要回答的问题</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="160" />
        <source>Scoring…</source>
        <translation>正在评分…</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="179" />
        <source>Start writing: the scores appear as you type.</source>
        <translation>开始写作：评分会随着输入出现。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/panel.py" line="187" />
        <source>%n weak paragraph(s)</source>
        <translation>
            <numerusform>%n 个薄弱段落</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="188" />
        <source>No weak paragraphs</source>
        <translation>没有薄弱段落</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="224" />
        <source>Line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../../editor/panel.py" line="225" />
        <source>Article</source>
        <translation>全文</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../editor/main_window.py" line="264" />
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="265" />
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="266" />
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="267" />
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="268" />
        <source>Export &amp;HTML…</source>
        <translation>导出 HTML(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="269" />
        <source>Export &amp;Markdown…</source>
        <translation>导出 Markdown(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="270" />
        <source>Export GEO report (&amp;JSON)…</source>
        <translation>导出 GEO 报告（JSON）(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="271" />
        <source>Export GEO report (H&amp;TML)…</source>
        <translation>导出 GEO 报告（HTML）(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="272" />
        <source>&amp;Preferences…</source>
        <translation>偏好设置(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="273" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="274" />
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="275" />
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="276" />
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="277" />
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="278" />
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="279" />
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="280" />
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="281" />
        <source>&amp;Replace…</source>
        <translation>替换(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="282" />
        <source>&amp;Bold</source>
        <translation>加粗(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="283" />
        <source>&amp;Italic</source>
        <translation>斜体(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="284" />
        <source>&amp;Link</source>
        <translation>链接(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="285" />
        <source>Heading &amp;1</source>
        <translation>一级标题(&amp;1)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="286" />
        <source>Heading &amp;2</source>
        <translation>二级标题(&amp;2)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="287" />
        <source>Heading &amp;3</source>
        <translation>三级标题(&amp;3)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="288" />
        <source>&amp;Normal text</source>
        <translation>正文(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="289" />
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="290" />
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="291" />
        <source>&amp;Reset Zoom</source>
        <translation>重置缩放(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="292" />
        <source>Soft &amp;Wrap</source>
        <translation>自动换行(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="293" />
        <source>&amp;Preview</source>
        <translation>预览(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="294" />
        <source>&amp;GEO Panel</source>
        <translation>GEO 面板(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="295" />
        <source>&amp;Outline</source>
        <translation>大纲(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="296" />
        <source>&amp;Focus Mode</source>
        <translation>专注模式(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="297" />
        <source>&amp;Highlights</source>
        <translation>高亮提示(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="298" />
        <source>&amp;About GEO Writer</source>
        <translation>关于 GEO Writer(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="305" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="306" />
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="307" />
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="308" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="309" />
        <source>F&amp;ormat</source>
        <translation>格式(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="310" />
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="311" />
        <source>Highlight &amp;Dimensions</source>
        <translation>高亮的维度(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="312" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="313" />
        <source>Toolbar</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="314" />
        <source>Outline</source>
        <translation>大纲</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="315" />
        <source>Start writing your article in Markdown…</source>
        <translation>开始用 Markdown 写你的文章…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/main_window.py" line="440" />
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n 字</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/main_window.py" line="441" />
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n 个字符</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/main_window.py" line="442" />
        <source>%n min read</source>
        <translation>
            <numerusform>约 %n 分钟读完</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="445" />
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="446" />
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="447" />
        <location filename="../../editor/main_window.py" line="453" />
        <source>Unsaved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="447" />
        <location filename="../../editor/main_window.py" line="453" />
        <source>Saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="450" />
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="458" />
        <source>GEO Writer scores your article on five GEO dimensions as you write.</source>
        <translation>GEO Writer 在你写作时从五个 GEO 维度为文章打分。</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="459" />
        <source>About GEO Writer</source>
        <translation>关于 GEO Writer</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../editor/preferences.py" line="96" />
        <source>Preferences</source>
        <translation>偏好设置</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="103" />
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="103" />
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="103" />
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="115" />
        <source>Interface language</source>
        <translation>界面语言</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="116" />
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="117" />
        <source>Editor font</source>
        <translation>编辑器字体</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="118" />
        <source>Font size</source>
        <translation>字号</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="120" />
        <source>Dimension weights in the overall score</source>
        <translation>各维度在总分中的权重</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="131" />
        <source>Highlights in the editor</source>
        <translation>编辑器中的高亮</translation>
    </message>
    <message>
        <location filename="../../editor/preferences.py" line="133" />
        <source>Show weak paragraphs</source>
        <translation>显示薄弱段落</translation>
    </message>
</context>
<context>
    <name>PreviewPane</name>
    <message>
        <location filename="../../editor/preview.py" line="102" />
        <source>remote image not loaded</source>
        <extracomment>UI-thread time one slice of a large change may take, in seconds.</extracomment>
        <translation>未加载远程图片</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../editor/safety.py" line="42" />
        <source>Recover unsaved work</source>
        <translation>恢复未保存的内容</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="47" />
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="48" />
        <source>%1 — autosaved %2</source>
        <translation>%1 —— 自动保存于 %2</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="54" />
        <source>GEO Writer did not close normally. These documents had unsaved changes:</source>
        <translation>GEO Writer 上次没有正常关闭。以下文档有未保存的修改：</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="58" />
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="60" />
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
</context>
<context>
    <name>SafetyMixin</name>
    <message>
        <location filename="../../editor/safety.py" line="106" />
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="126" />
        <source> (autosave failing)</source>
        <translation>（自动保存失败）</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="133" />
        <source>Autosave failing</source>
        <translation>自动保存失败</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="135" />
        <source>Unsaved changes cannot be copied to the recovery folder: %1. Save your work, or free some space.</source>
        <translation>未保存的修改无法复制到恢复文件夹：%1。请保存你的文档，或腾出磁盘空间。</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="138" />
        <source>Autosave failing: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="142" />
        <source>Autosave works again.</source>
        <translation>自动保存已恢复正常。</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="151" />
        <source>Autosave could not write to %1; copies go to %2.</source>
        <translation>自动保存无法写入 %1；副本改存到 %2。</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="206" />
        <source>(the file cannot be read: %1)</source>
        <translation>（无法读取该文件：%1）</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="220" />
        <source>“%1” was changed by another program and reloaded.</source>
        <translation>“%1”已被其他程序修改，已重新载入。</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="249" />
        <source>File deleted</source>
        <translation>文件已被删除</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="250" />
        <source>“%1” was deleted or moved by another program.</source>
        <translation>“%1”已被其他程序删除或移动。</translation>
    </message>
    <message>
        <location filename="../../editor/safety.py" line="252" />
        <source>Your text is still here; save it to keep it.</source>
        <translation>你的文字仍在这里；保存即可保留。</translation>
    </message>
</context>
</TS>