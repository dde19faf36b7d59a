"""Why a file could not be read or written, in English and Simplified Chinese.

Merged into :data:`scorers.report.messages.CATALOG`; :class:`scorers.textfiles.textio.TextFileError`
carries one of these keys, so the window says it in the writer's language and the
command line in English.
"""

from __future__ import annotations

FILE_TEXTS: dict[str, dict[str, str]] = {
    "file.folder": {"en": "it is a folder, not a file", "zh": "这是一个文件夹，不是文件"},
    "file.fifo": {"en": "it is a pipe (FIFO), not a file: reading it could wait forever",
                  "zh": "这是一个管道（FIFO），不是文件：读取它可能会一直等待"},
    "file.device": {"en": "it is a device, not a file", "zh": "这是一个设备，不是文件"},
    "file.socket": {"en": "it is a socket, not a file", "zh": "这是一个套接字，不是文件"},
    "file.not_regular": {"en": "it is not a regular file", "zh": "这不是普通文件"},
    "file.loop": {"en": "its symbolic links point to each other in a loop",
                  "zh": "它的符号链接互相指向，形成了循环"},
    "file.missing": {"en": "no such file", "zh": "文件不存在"},
    "file.permission": {"en": "permission denied", "zh": "没有权限"},
    "file.name_too_long": {"en": "the file name is too long", "zh": "文件名太长"},
    "file.os_error": {"en": "{reason}", "zh": "{reason}"},
    "file.too_large": {"en": "it is {size} MB; files over {limit} MB are not opened",
                       "zh": "文件大小为 {size} MB；超过 {limit} MB 的文件不会打开"},
    "file.too_large_unknown": {
        "en": "it is larger than that; files over {limit} MB are not opened",
        "zh": "文件超过了这个大小；超过 {limit} MB 的文件不会打开"},
    "file.binary": {"en": "this looks like a binary file, not text",
                    "zh": "这看起来是二进制文件，不是文本"},
    "file.encoding_unknown": {"en": "the text encoding could not be recognised",
                              "zh": "无法识别文本编码"},
    "file.no_such_encoding": {"en": "unknown encoding “{encoding}”",
                              "zh": "未知编码“{encoding}”"},
    "file.not_scored_too_large": {"en": "more than {limit} MB; not scored",
                                  "zh": "超过 {limit} MB，不评分"},
    "file.no_name": {"en": "the document has no file name yet", "zh": "文档还没有文件名"},
    "disk.read_only": {"en": "the disk is read-only", "zh": "磁盘是只读的"},
    "disk.full": {"en": "the disk is full", "zh": "磁盘已满"},
    "disk.quota": {"en": "the disk quota is exhausted", "zh": "磁盘配额已用完"},
    "disk.folder_missing": {"en": "the folder no longer exists", "zh": "文件夹已不存在"},
    "disk.folder_has_name": {"en": "a folder has that name", "zh": "已有同名文件夹"},
    "recovery.not_ours": {"en": "it belongs to someone else", "zh": "它属于其他用户"},
}
