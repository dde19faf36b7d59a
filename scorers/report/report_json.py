"""A report as plain JSON data and back, exactly: every field, message keys and parameters.

:meth:`Report.to_dict` is for people and programs reading a report (texts rendered in
one language); this is for the engine's own use, a report kept on disk and shown again
(the window shows the previous report of an unchanged file at once). The data is read
back by the next run, so it is only data: JSON, never pickle, and each value is checked
against the type its field declares on the way in (a dataclass of this module's list,
a number, a string …). Anything else raises :class:`ValueError`; no code runs.

The records follow the dataclasses' own fields, so a field added to a result changes
the shape and old data is refused (and simply recomputed), never misread.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any, Union

from scorers.answers.results import Answers, Hit, QuestionAnswer, ReferenceInfo
from scorers.report.results import (
    BlockResult,
    CheckResult,
    DimensionResult,
    Finding,
    Gate,
    Mark,
    Report,
)
from scorers.text_length import TextStatistics

#: The classes a record may name: nothing else is ever built from data.
_CLASSES = (Report, DimensionResult, CheckResult, Mark, BlockResult, Finding, Gate, Answers,
            QuestionAnswer, Hit, ReferenceInfo, TextStatistics)
_HINTS = {cls: typing.get_type_hints(cls, localns={"Answers": Answers}) for cls in _CLASSES}
_FIELDS = {cls: tuple(f.name for f in dataclasses.fields(cls)) for cls in _CLASSES}
_TUPLE = "tuple"  # the key of a tuple inside a free-form value (a message parameter)


def shape() -> str:
    """The recorded shape: every class with its fields and their types, as text. Kept with
    the data, so data from another shape is recognised before it is read."""
    return ";".join(f"{cls.__name__}(" + ",".join(f"{name}:{_HINTS[cls][name]}"
                                                  for name in _FIELDS[cls]) + ")"
                    for cls in _CLASSES)


def to_data(value: Any) -> Any:
    """``value`` (a report, a text statistics, or anything in one) as JSON-ready data."""
    names = _FIELDS.get(type(value))
    if names is not None:
        return [to_data(getattr(value, name)) for name in names]
    if type(value) is tuple:
        return {_TUPLE: [to_data(v) for v in value]}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise ValueError(f"cannot record a {type(value).__name__}")


def from_data(cls: type, data: Any) -> Any:
    """The ``cls`` (a report or a text statistics) that :func:`to_data` gave ``data`` for.

    Raises:
        ValueError: for data of any other shape.
    """
    try:
        return _reader(cls)(data)
    except (TypeError, KeyError, IndexError, RecursionError) as error:
        raise ValueError(f"not a recorded {cls.__name__}") from error


Reader = typing.Callable[[Any], Any]
_READERS: dict[Any, Reader] = {}


def _reader(hint: Any) -> Reader:
    """The function that reads data declared as ``hint`` (made once per type: a report
    holds thousands of values, and asking ``typing`` about each would cost more than
    reading them)."""
    reader = _READERS.get(hint)
    if reader is None:
        reader = _READERS[hint] = _make_reader(hint)
    return reader


def _make_reader(hint: Any) -> Reader:
    if hint in _HINTS:
        return _record_reader(hint)
    origin = typing.get_origin(hint)
    if origin in (Union, types.UnionType):
        options = [a for a in typing.get_args(hint) if a is not type(None)]
        if len(options) != 1 or type(None) not in typing.get_args(hint):
            raise TypeError(f"no reader for {hint}")
        return _optional_reader(options[0])
    if origin is tuple:
        return _tuple_reader(typing.get_args(hint))
    if hint is Any:
        return _free
    if hint is float:
        return _number
    if hint in (int, str, bool):
        return _exact_reader(hint)
    raise TypeError(f"no reader for {hint}")


def _record_reader(cls: type) -> Reader:
    names = _FIELDS[cls]
    hints = [_HINTS[cls][name] for name in names]
    readers: list[Reader] = []

    def read(data: Any) -> Any:
        if not readers:  # the readers of the fields, made on first use (records nest)
            readers.extend(_reader(hint) for hint in hints)
        _expect(type(data) is list and len(data) == len(names))
        return cls(*[r(item) for r, item in zip(readers, data, strict=True)])
    return read


def _optional_reader(hint: Any) -> Reader:
    def read(data: Any) -> Any:
        return None if data is None else _reader(hint)(data)
    return read


def _items(data: Any) -> list:
    _expect(type(data) is dict and len(data) == 1 and type(data.get(_TUPLE)) is list)
    return data[_TUPLE]


def _tuple_reader(args: tuple) -> Reader:
    if len(args) == 2 and args[1] is Ellipsis:
        def read_all(data: Any) -> tuple:
            each = _reader(args[0])
            return tuple([each(item) for item in _items(data)])
        return read_all

    def read_fixed(data: Any) -> tuple:
        items = _items(data)
        _expect(len(items) == len(args))
        return tuple(_reader(arg)(item) for arg, item in zip(args, items, strict=True))
    return read_fixed


def _number(data: Any) -> Any:
    # An int where a float is declared stays an int, as it was in the report.
    _expect(type(data) in (int, float))
    return data


def _exact_reader(kind: type) -> Reader:
    def read(data: Any) -> Any:
        _expect(type(data) is kind)
        return data
    return read


def _free(data: Any) -> Any:
    """A message parameter: a string, a number, a truth value, None or a tuple of them."""
    if type(data) is dict:
        return tuple(_free(item) for item in _items(data))
    _expect(data is None or type(data) in (bool, int, float, str))
    return data


def _expect(ok: bool) -> None:
    if not ok:
        raise ValueError("a value of another shape")
