"""The machine and its load, printed with every benchmark's figures.

On a shared machine a figure means little without the load it was taken at: the
benchmarks print both, and their ratios beside the floors measured in the same run.
"""

from __future__ import annotations

import os
import platform


def described(load_before: float) -> tuple[str, str, str]:
    """``(machine, load average now, the line to print)``; ``load_before`` is the
    1-minute load average when the run started."""
    machine = f"{platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}"
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    return machine, load, (f"machine: {machine}; load average {load} "
                           f"(1-minute {load_before:.2f} at the start)")
