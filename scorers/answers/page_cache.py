"""The reference folder's per-page work, cached on disk as plain JSON data.

A cache is read back by the next run, so it must never be able to run code: it is
JSON (no pickle), it names its format, version and the shape of every record, and
each value is checked against that shape on the way in. Anything else — another
version, a hand-made file, damaged bytes, a file too large — is ignored, and the
pages are read again; it never raises. The file lives in the user's private cache
folder (:func:`scorers.language.nlp.cache_dir`) and is written 0600, atomically.

Records are generic over the dataclasses' own fields, so a field added to a
sentence or passage changes the recorded shape and old caches are simply rebuilt.
"""

from __future__ import annotations

import dataclasses
import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

FORMAT = "geo-writer-reference-cache"
#: Bump when what is cached per file changes meaning without changing its shape.
VERSION = 3
#: A larger cache is not read (the pages are read again instead).
MAX_BYTES = 512 * 1024 * 1024


class _ShapeError(ValueError):
    """A value that does not have the shape its field declares."""


def _check(ok: bool) -> None:
    if not ok:
        raise _ShapeError


def _str_list(value: Any) -> list[str]:
    _check(isinstance(value, list) and all(isinstance(v, str) for v in value))
    return value


def _float(value: Any) -> float:
    _check(isinstance(value, (int, float)) and not isinstance(value, bool))
    return float(value)


def _int(value: Any) -> int:
    _check(isinstance(value, int) and not isinstance(value, bool))
    return value


def _bool(value: Any) -> bool:
    _check(isinstance(value, bool))
    return value


def _str(value: Any) -> str:
    _check(isinstance(value, str))
    return value


def _tf(value: Any) -> dict[str, float]:
    _check(isinstance(value, dict))
    return {_str(k): _float(v) for k, v in value.items()}


def _stamp(value: Any) -> tuple[int, int]:
    _check(isinstance(value, list) and len(value) == 2)
    return _int(value[0]), _int(value[1])


def _optional(read):
    return lambda value: None if value is None else read(value)


# Field annotation (as written in the dataclass) -> (to JSON, from JSON). Records of
# other dataclasses are added by `Codec` under their class names.
_PLAIN: dict[str, tuple[Any, Any]] = {
    "int": (int, _int),
    "float": (float, _float),
    "bool": (bool, _bool),
    "str": (str, _str),
    "str | None": (lambda v: v, _optional(_str)),
    "frozenset[str]": (sorted, lambda v: frozenset(_str_list(v))),
    "frozenset[str] | None": (lambda v: None if v is None else sorted(v),
                              _optional(lambda v: frozenset(_str_list(v)))),
    "dict[str, float]": (dict, _tf),
    "tuple[int, int]": (list, _stamp),
}


class Codec:
    """Turns records of ``classes`` (dataclasses whose fields are plain values or
    other records among them, or lists of those) into JSON values and back."""

    def __init__(self, *classes: type) -> None:
        self._classes = {cls.__name__: cls for cls in classes}
        self._codes = dict(_PLAIN)
        for name in self._classes:
            self._codes[name] = (lambda v, n=name: self.dump(v, n),
                                 lambda v, n=name: self.load(v, n))
            self._codes[f"list[{name}]"] = (lambda v, n=name: [self.dump(x, n) for x in v],
                                            lambda v, n=name: self._list(v, n))
        self.shape = {name: [[f.name, f.type] for f in dataclasses.fields(cls)]
                      for name, cls in self._classes.items()}
        self.known = all(f[1] in self._codes for fields in self.shape.values() for f in fields)

    def _list(self, value: Any, name: str) -> list:
        _check(isinstance(value, list))
        return [self.load(x, name) for x in value]

    def dump(self, record: Any, name: str) -> list:
        return [self._codes[kind][0](getattr(record, field)) for field, kind in self.shape[name]]

    def load(self, value: Any, name: str) -> Any:
        fields = self.shape[name]
        _check(isinstance(value, list) and len(value) == len(fields))
        return self._classes[name](*(self._codes[kind][1](v)
                                     for v, (_, kind) in zip(value, fields, strict=True)))


def read(path: Path | None, codec: Codec, name: str) -> dict[str, Any]:
    """The records cached in ``path`` by their first field (a path), or {} when the
    file is missing, not a regular file, too large, or not exactly our format."""
    if path is None or not codec.known:
        return {}
    try:
        # Non-blocking, so that a FIFO put in its place cannot hold the run.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with open(fd, "rb") as handle:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_BYTES:
                return {}
            data = json.loads(handle.read(MAX_BYTES + 1))
        _check(isinstance(data, dict) and data.get("format") == FORMAT
               and data.get("version") == VERSION and data.get("shape") == codec.shape)
        records = [codec.load(value, name) for value in data.get("records", ())]
    except (OSError, ValueError, RecursionError, MemoryError):
        return {}  # a damaged, foreign or old cache is only a slower refresh
    key = codec.shape[name][0][0]
    return {getattr(record, key): record for record in records}


def write(path: Path | None, codec: Codec, name: str, records: list) -> None:
    """Write ``records`` to ``path`` atomically (0600); failures only cost the cache."""
    if path is None or not codec.known:
        return
    data = {"format": FORMAT, "version": VERSION, "shape": codec.shape,
            "records": [codec.dump(record, name) for record in records]}
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(data, handle, ensure_ascii=False, separators=(",", ":"))
            os.replace(temp, path)
        except BaseException:
            os.unlink(temp)
            raise
    except (OSError, ValueError):
        pass  # no cache, no harm: the next refresh reads the pages again
