"""Names a package offers but imports only when first asked for (PEP 562).

The engine's door and :mod:`scorers.textfiles` use it: the window's process and the
command line import them at start, and most of what they offer (the engine, spaCy,
numpy, the writing half of the file code) is needed later or never.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_getattr(package: str, homes: Mapping[str, tuple[str, str | None]],
                 namespace: dict[str, Any]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package`` that finds ``name`` where ``homes`` says:
    ``name -> (module, attribute)``, the module itself when the attribute is None.
    What it found is put in ``namespace`` (the package's globals), so the next lookup
    is an ordinary attribute."""

    def __getattr__(name: str) -> Any:  # noqa: N807 - the module hook's own name
        try:
            module_name, attribute = homes[name]
        except KeyError:
            raise AttributeError(f"module {package!r} has no attribute {name!r}") from None
        module = importlib.import_module(module_name)
        value = module if attribute is None else getattr(module, attribute)
        namespace[name] = value
        return value

    return __getattr__
