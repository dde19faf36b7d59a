"""The machine and its load, printed with every benchmark's figures.

On a shared machine a figure means little without the load it was taken at: the
benchmarks print both, and their ratios beside the floors measured in the same run.
A benchmark takes the load when it starts (``load_average``) and ends with
``conclude``: the machine line after its table, and the same facts in its JSON file,
so that the two never disagree about where the figures were taken.
"""

from __future__ import annotations

import json
import os
import platform
from pathlib import Path


def load_average() -> float:
    """The 1-minute load average now (taken when a run starts)."""
    return os.getloadavg()[0]


def _described(load_before: float) -> tuple[str, str, str]:
    """``(machine, load average now, the line to print)``; ``load_before`` is the
    1-minute load average when the run started."""
    machine = f"{platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}"
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    return machine, load, (f"machine: {machine}; load average {load} "
                           f"(1-minute {load_before:.2f} at the start)")


def conclude(load_before: float, how_to_read: str, json_path: str | None,
             **figures: object) -> None:
    """Print the machine line followed by ``how_to_read`` (what the table's columns
    mean); with ``json_path``, write ``figures`` there after the machine and its load."""
    machine, load, line = _described(load_before)
    print(f"{line}; {how_to_read}")
    if json_path:
        Path(json_path).write_text(json.dumps({"machine": machine, "load": load, **figures},
                                              indent=2))
