"""Run ``geo-writer-score`` in this process, as a shell would, and keep what it printed."""

from __future__ import annotations

import io
from typing import NamedTuple

from scorers.cli.command import main


class CliRun(NamedTuple):
    status: int
    out: str
    err: str


def run_cli(*args: str, stdin: bytes = b"") -> CliRun:
    """The exit status, standard output and standard error of ``geo-writer-score ARGS``,
    with ``stdin`` piped in."""
    out, err = io.StringIO(), io.StringIO()
    status = main(list(args), stdout=out, stderr=err, stdin=io.BytesIO(stdin))
    return CliRun(status, out.getvalue(), err.getvalue())
