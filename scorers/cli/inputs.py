"""Turn the command line's paths into the list of articles to score.

An argument is a file (scored whatever its name), a folder (searched
recursively for ``.md``, ``.markdown``, ``.mdx`` and ``.txt`` files), a glob
(``'docs/**/*.md'``, expanded here so it also works where the shell does not)
or ``-`` for standard input.

Inside folders and globs, what git would ignore is left out: the
``.gitignore`` files of the folders walked and of their parents up to the
repository's top, and ``.git/info/exclude``. Hidden folders and
``node_modules`` are never searched. ``--exclude`` patterns and a
configuration's ``exclude`` list use the ``.gitignore`` syntax too, and apply
to every file, named or found. Files come out in argument order, folders in
sorted order, each file once.
"""

from __future__ import annotations

import glob
import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from pathspec import GitIgnoreSpec

STDIN = "-"
ARTICLE_SUFFIXES = frozenset({".md", ".markdown", ".mdx", ".txt"})
_NEVER_SEARCHED = frozenset({"node_modules"})
_GLOB_CHARS = frozenset("*?[")


@dataclass(frozen=True, slots=True)
class Input:
    """One article to score: ``name`` is how it is shown and reported; ``path`` is None
    for standard input."""

    name: str
    path: Path | None


@dataclass(slots=True)
class Inputs:
    """What the arguments named: the articles, and one message per argument that gave none."""

    articles: list[Input] = field(default_factory=list)
    missing: list[tuple[str, str]] = field(default_factory=list)
    empty: list[tuple[str, str]] = field(default_factory=list)


def _repository_top(folder: Path) -> Path | None:
    for candidate in (folder, *folder.parents):
        if (candidate / ".git").exists():
            return candidate
    return None


class _GitIgnores:
    """The ``.gitignore`` rules that apply to a path, read once per folder."""

    def __init__(self) -> None:
        self._specs: dict[Path, GitIgnoreSpec | None] = {}

    def _spec(self, folder: Path, name: str = ".gitignore") -> GitIgnoreSpec | None:
        key = folder / name
        if key not in self._specs:
            try:
                lines = key.read_text(encoding="utf-8", errors="replace").splitlines()
            except OSError:
                lines = None
            self._specs[key] = GitIgnoreSpec.from_lines(lines) if lines else None
        return self._specs[key]

    def ignored(self, path: Path, is_dir: bool, top: Path) -> bool:
        """Whether git would ignore ``path``, judging by the rules from ``top`` down.

        A deeper ``.gitignore`` overrides a shallower one, and a later line an
        earlier one, as in git.
        """
        below = path.parent.relative_to(top).parts
        folders = [top.joinpath(*below[:depth]) for depth in range(len(below) + 1)]
        verdict: bool | None = None
        layers: list[tuple[Path, GitIgnoreSpec | None]] = []
        if (top / ".git").is_dir():
            layers.append((top, self._spec(top / ".git" / "info", "exclude")))
        layers += [(folder, self._spec(folder)) for folder in folders]
        for folder, spec in layers:
            if spec is None:
                continue
            relative = path.relative_to(folder).as_posix() + ("/" if is_dir else "")
            result = spec.check_file(relative).include
            if result is not None:
                verdict = result
        return bool(verdict)


class _Excludes:
    """``.gitignore``-style patterns, each list relative to its own folder."""

    def __init__(self) -> None:
        self._lists: list[tuple[Path, GitIgnoreSpec]] = []

    def add(self, patterns: Iterable[str], base: Path) -> None:
        patterns = [p for p in patterns if p.strip()]
        if patterns:
            self._lists.append((base.resolve(), GitIgnoreSpec.from_lines(patterns)))

    def excluded(self, path: Path, is_dir: bool) -> bool:
        absolute = Path(os.path.realpath(path))  # Path.resolve raises on a link loop
        for base, spec in self._lists:
            try:
                relative = absolute.relative_to(base).as_posix()
            except ValueError:
                continue
            if spec.match_file(relative + ("/" if is_dir else "")):
                return True
        return False


class InputCollector:
    """Expands arguments into articles.

    Args:
        exclude: ``--exclude`` patterns, relative to the current folder.
        config_excludes: given a file or folder, the ``exclude`` patterns of the
            configuration that applies there and the folder they are relative to.
    """

    def __init__(self, exclude: Iterable[str] = (),
                 config_excludes: Callable[[Path], tuple[tuple[str, ...], Path] | None]
                 | None = None) -> None:
        self._gitignores = _GitIgnores()
        self._excludes = _Excludes()
        self._excludes.add(exclude, Path.cwd())
        self._config_excludes = config_excludes
        self._configs_seen: set[Path] = set()
        self._seen: set[Path | None] = set()

    def _excluded(self, path: Path, is_dir: bool) -> bool:
        if self._config_excludes is not None:
            found = self._config_excludes(path)
            if found is not None and found[1] not in self._configs_seen:
                self._configs_seen.add(found[1])
                self._excludes.add(found[0], found[1])
        return self._excludes.excluded(path, is_dir)

    def collect(self, arguments: Iterable[str]) -> Inputs:
        """The articles named by ``arguments``, in order, each once."""
        inputs = Inputs()
        for argument in arguments:
            if argument == STDIN:
                self._add(inputs, Input("<stdin>", None))
            elif os.path.isdir(argument):
                found = sorted(self._walk(argument), key=lambda name: Path(name).parts)
                if not found:
                    inputs.empty.append((argument, "no Markdown or text files in this folder"))
                for name in found:
                    self._add(inputs, Input(name, Path(name)))
            elif os.path.lexists(argument) or not _GLOB_CHARS & set(argument):
                if os.path.lexists(argument) and self._excluded(Path(argument), False):
                    continue
                # Missing files are passed on: reading them reports "no such file".
                self._add(inputs, Input(argument, Path(argument)))
            else:
                matches = list(self._glob(argument))
                if not matches:
                    inputs.empty.append((argument, "no file matches this pattern"))
                for name in matches:
                    self._add(inputs, Input(name, Path(name)))
        return inputs

    def _add(self, inputs: Inputs, item: Input) -> None:
        # realpath: a loop of symbolic links is reported when read, not raised here.
        key = Path(os.path.realpath(item.path)) if item.path is not None else None
        if key in self._seen:
            return
        self._seen.add(key)
        inputs.articles.append(item)

    def _walk(self, folder: str) -> Iterator[str]:
        start = Path(folder)
        top = _repository_top(start.resolve()) or start.resolve()
        for current, dirs, files in os.walk(folder):
            here = Path(current)
            dirs[:] = sorted(d for d in dirs if not self._skip(here / d, True, top))
            for name in sorted(files):
                path = here / name
                if path.suffix.lower() in ARTICLE_SUFFIXES and not self._skip(path, False, top):
                    yield os.path.join(current, name)

    def _skip(self, path: Path, is_dir: bool, top: Path) -> bool:
        if is_dir and (path.name.startswith(".") or path.name in _NEVER_SEARCHED):
            return True
        absolute = path.resolve() if is_dir else path.parent.resolve() / path.name
        try:
            ignored = self._gitignores.ignored(absolute, is_dir, top)
        except ValueError:  # a symbolic link out of the searched tree
            ignored = False
        return ignored or self._excluded(path, is_dir)

    def _glob(self, pattern: str) -> Iterator[str]:
        for name in sorted(glob.glob(pattern, recursive=True)):
            path = Path(name)
            if path.is_dir():
                yield from sorted(self._walk(name), key=lambda found: Path(found).parts)
                continue
            if _NEVER_SEARCHED & set(path.parts) and not _NEVER_SEARCHED & set(pattern.split("/")):
                continue  # "**" reaches into installed packages only when asked to
            parent = path.parent.resolve()
            top = _repository_top(parent) or parent
            if not self._skip(path, False, top):
                yield name
