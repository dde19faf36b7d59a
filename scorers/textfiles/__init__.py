"""Text files as writers have them, for the engine and the window alike.

Reading (:mod:`~scorers.textfiles.textio`): UTF-8 with or without a BOM, UTF-16,
and legacy encodings guessed with a confidence (:mod:`~scorers.textfiles.encoding_guess`),
bounded in size, with a clear reason when a file cannot be read. Writing back
(:mod:`~scorers.textfiles.files`, :mod:`~scorers.textfiles.file_format`): in the
file's own encoding and line ends, unedited lines byte for byte, atomically, and
never over a change another program made. Why a file could not be read or
written is told in the writer's language (:mod:`~scorers.textfiles.file_texts`).

The window reaches this package through the engine's door
(``from scorers import textfiles``); its names are loaded on first use, so the
command line pays nothing for the writing half.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorers.lazy import lazy_getattr

if TYPE_CHECKING:
    from scorers.textfiles.file_format import (
        FileFormat,
        UnencodableError,
        editor_text,
        line_opcodes,
    )
    from scorers.textfiles.files import (
        ChangedOnDiskError,
        DocumentFile,
        ReadOnlyError,
        SaveError,
        disk_status,
        load,
        os_error_key,
        reason,
        save,
        stale_temp_files,
        write_atomic,
    )
    from scorers.textfiles.textio import (
        MAX_BYTES,
        TextFileError,
        decode,
        read_bytes,
        read_text,
        sample_text,
    )

_PUBLIC = {
    "scorers.textfiles.textio": ("MAX_BYTES", "TextFileError", "decode", "read_bytes",
                                 "read_text", "sample_text"),
    "scorers.textfiles.file_format": ("FileFormat", "UnencodableError", "editor_text",
                                      "line_opcodes"),
    "scorers.textfiles.files": ("ChangedOnDiskError", "DocumentFile", "ReadOnlyError",
                                "SaveError", "disk_status", "load", "os_error_key", "reason",
                                "save", "stale_temp_files", "write_atomic"),
}
__getattr__ = lazy_getattr(
    __name__, {name: (module, name) for module, names in _PUBLIC.items() for name in names},
    globals())

__all__ = [
    "MAX_BYTES",
    "ChangedOnDiskError",
    "DocumentFile",
    "FileFormat",
    "ReadOnlyError",
    "SaveError",
    "TextFileError",
    "UnencodableError",
    "decode",
    "disk_status",
    "editor_text",
    "line_opcodes",
    "load",
    "os_error_key",
    "read_bytes",
    "read_text",
    "reason",
    "sample_text",
    "save",
    "stale_temp_files",
    "write_atomic",
]
