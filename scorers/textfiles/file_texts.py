"""Why a file could not be read or written, in English (the source language).

Merged into :data:`scorers.report.messages.CATALOG`; :class:`scorers.textfiles.textio.TextFileError`
carries one of these keys, so the window says it in the writer's language and the
command line in English.
"""

from __future__ import annotations

FILE_TEXTS: dict[str, str] = {
    "file.folder": "it is a folder, not a file",
    "file.fifo": "it is a pipe (FIFO), not a file: reading it could wait forever",
    "file.device": "it is a device, not a file",
    "file.socket": "it is a socket, not a file",
    "file.not_regular": "it is not a regular file",
    "file.loop": "its symbolic links point to each other in a loop",
    "file.missing": "no such file",
    "file.permission": "permission denied",
    "file.name_too_long": "the file name is too long",
    "file.os_error": "{reason}",
    "file.too_large": "it is {size} MB; files over {limit} MB are not opened",
    "file.too_large_unknown": "it is larger than that; files over {limit} MB are not opened",
    "file.binary": "this looks like a binary file, not text",
    "file.encoding_unknown": "the text encoding could not be recognised",
    "file.no_such_encoding": "unknown encoding “{encoding}”",
    "file.not_scored_too_large": "more than {limit} MB; not scored",
    "file.no_name": "the document has no file name yet",
    "disk.read_only": "the disk is read-only",
    "disk.full": "the disk is full",
    "disk.quota": "the disk quota is exhausted",
    "disk.folder_missing": "the folder no longer exists",
    "disk.folder_has_name": "a folder has that name",
    "recovery.not_ours": "it belongs to someone else",
}
