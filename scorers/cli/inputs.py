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

from scorers.textfiles.textio import TextFileError, read_bytes

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


#: A larger ``.gitignore`` (or exclude list) is refused: git's own are a few kilobytes.
MAX_IGNORE_BYTES = 1024 * 1024


class InputError(Exception):
    """A side file of the walk (``.gitignore``, an exclude pattern) that cannot be used;
    ``str(error)`` names it and says why."""


def _spec_of(lines: list[str], where: str) -> GitIgnoreSpec | None:
    try:
        return GitIgnoreSpec.from_lines(lines) if lines else None
    except ValueError as error:  # pathspec's GitWildMatchPatternError
        raise InputError(f"{where}: not a valid pattern: {error}") from None


def _read_ignore_file(path: Path) -> GitIgnoreSpec | None:
    """The rules of a ``.gitignore``: None when there is none; a FIFO, a device or a
    huge file is refused (as git does) rather than waited on or read without end."""
    try:
        data = read_bytes(path, MAX_IGNORE_BYTES)
    except TextFileError as error:
        if error.key == "file.missing" or error.key == "file.folder":
            return None
        raise InputError(f"{path}: {error}") from None
    return _spec_of(data.decode("utf-8", "replace").splitlines(), str(path))


class _GitIgnores:
    """The ``.gitignore`` rules that apply to a path, read once per folder."""

    def __init__(self) -> None:
        self._specs: dict[Path, GitIgnoreSpec | None] = {}

    def _spec(self, folder: Path, name: str = ".gitignore") -> GitIgnoreSpec | None:
        key = folder / name
        if key not in self._specs:
            self._specs[key] = _read_ignore_file(key)
        return self._specs[key]

    def layers(self, folder: Path, top: Path) -> list[tuple[Path, GitIgnoreSpec]]:
        """The rule files that apply inside ``folder`` (absolute, at or below ``top``),
        shallowest first: ``.git/info/exclude``, then each folder's ``.gitignore``."""
        below = folder.relative_to(top).parts
        found = []
        if (top / ".git").is_dir():
            found.append((top, self._spec(top / ".git" / "info", "exclude")))
        found += [(f, self._spec(f)) for f in
                  (top.joinpath(*below[:depth]) for depth in range(len(below) + 1))]
        return [(f, spec) for f, spec in found if spec is not None]

    def child_layers(self, parent: list[tuple[Path, GitIgnoreSpec]],
                     folder: Path) -> list[tuple[Path, GitIgnoreSpec]]:
        """``parent``'s layers plus ``folder``'s own ``.gitignore``: one read per folder
        walked, so a walk costs the same at every depth."""
        spec = self._spec(folder)
        return parent if spec is None else [*parent, (folder, spec)]

    @staticmethod
    def ignored_by(layers: list[tuple[Path, GitIgnoreSpec]], path: Path, is_dir: bool) -> bool:
        """Whether git would ignore ``path`` by these rules: a deeper ``.gitignore``
        overrides a shallower one, and a later line an earlier one, as in git."""
        verdict: bool | None = None
        for folder, spec in layers:
            relative = path.relative_to(folder).as_posix() + ("/" if is_dir else "")
            result = spec.check_file(relative).include
            if result is not None:
                verdict = result
        return bool(verdict)

    def ignored(self, path: Path, is_dir: bool, top: Path) -> bool:
        """Whether git would ignore ``path``, judging by the rules from ``top`` down."""
        return self.ignored_by(self.layers(path.parent, top), path, is_dir)


class _Excludes:
    """``.gitignore``-style patterns, each list relative to its own folder."""

    def __init__(self) -> None:
        self._lists: list[tuple[Path, GitIgnoreSpec]] = []

    def add(self, patterns: Iterable[str], base: Path) -> None:
        spec = _spec_of([p for p in patterns if p.strip()], "exclude")
        if spec is not None:
            self._lists.append((base.resolve(), spec))

    def excluded(self, path: Path, is_dir: bool, absolute: Path | None = None) -> bool:
        if not self._lists:
            return False
        if absolute is None:
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
        self._asked: set[Path] = set()
        self._seen: set[Path | None] = set()

    def _excluded(self, path: Path, is_dir: bool, absolute: Path | None = None) -> bool:
        # A configuration file sits in a folder: asking once per folder finds them all.
        if self._config_excludes is not None and (is_dir or path.parent not in self._asked):
            self._asked.add(path if is_dir else path.parent)
            found = self._config_excludes(path)
            if found is not None and found[1] not in self._configs_seen:
                self._configs_seen.add(found[1])
                self._excludes.add(found[0], found[1])
        return self._excludes.excluded(path, is_dir, absolute)

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
        # Each folder's absolute path and rules are its parent's plus one step, so the
        # walk costs the same per folder at any depth (no resolving of whole paths).
        start = Path(folder)
        absolute_start = start.resolve()
        top = _repository_top(absolute_start) or absolute_start
        known = {folder: (absolute_start, self._gitignores.layers(absolute_start, top))}
        for current, dirs, files in os.walk(folder):
            here = Path(current)
            absolute, layers = known.pop(current)
            kept = []
            for name in sorted(dirs):
                if self._skip_in_walk(here / name, absolute / name, True, layers):
                    continue
                kept.append(name)
                known[os.path.join(current, name)] = (
                    absolute / name, self._gitignores.child_layers(layers, absolute / name))
            dirs[:] = kept
            for name in sorted(files):
                path = here / name
                if path.suffix.lower() in ARTICLE_SUFFIXES and \
                        not self._skip_in_walk(path, absolute / name, False, layers):
                    yield os.path.join(current, name)

    def _skip_in_walk(self, path: Path, absolute: Path, is_dir: bool,
                      layers: list[tuple[Path, GitIgnoreSpec]]) -> bool:
        if is_dir and (path.name.startswith(".") or path.name in _NEVER_SEARCHED):
            return True
        if layers and self._gitignores.ignored_by(layers, absolute, is_dir):
            return True
        # A link leads elsewhere: only then is the real path needed for --exclude.
        return self._excluded(path, is_dir, None if path.is_symlink() else absolute)

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
