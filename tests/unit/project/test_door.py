"""The engine has one door: the window imports ``scorers`` and nothing deeper, and
the engine never imports the window. A newcomer can then change anything behind
the door without reading the window, and the window's needs are listed in one place
(``scorers/__init__.py``)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import scorers

ROOT = Path(__file__).resolve().parents[3]
MOST_MODULES_IN_A_FOLDER = 15


def _imports(folder: str):
    for path in sorted((ROOT / folder).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    yield path, node.lineno, alias.name, ()
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                yield path, node.lineno, node.module, tuple(a.name for a in node.names)


def _where(path: Path, line: int) -> str:
    return f"{path.relative_to(ROOT)}:{line}"


def test_the_window_imports_the_engine_only_through_its_door():
    through_a_side_door = [f"{_where(path, line)} imports {module}"
                           for path, line, module, _names in _imports("editor")
                           if module.startswith("scorers.")]
    assert through_a_side_door == []


def test_every_name_the_window_takes_from_the_door_is_on_its_list():
    taken = {(name, _where(path, line)) for path, line, module, names in _imports("editor")
             if module == "scorers" for name in names}
    assert taken, "the window imports nothing from the engine: this test reads the wrong folder"
    assert sorted(where + " " + name for name, where in taken if name not in scorers.__all__) \
        == []


@pytest.mark.parametrize("name", scorers.__all__)
def test_every_name_on_the_door_opens(name):
    assert getattr(scorers, name) is not None


def test_the_engine_never_imports_the_window():
    imports = [f"{_where(path, line)} imports {module}"
               for path, line, module, _names in _imports("scorers")
               if module == "editor" or module.startswith("editor.")]
    assert imports == []


def test_no_folder_of_code_holds_more_than_fifteen_modules():
    crowded = {}
    for package in ("editor", "scorers", "tests"):
        for folder in [ROOT / package, *(ROOT / package).rglob("*/")]:
            if folder.name == "__pycache__":
                continue
            count = len(list(folder.glob("*.py")))
            if count > MOST_MODULES_IN_A_FOLDER:
                crowded[str(folder.relative_to(ROOT))] = count
    assert crowded == {}
