"""A team's scoring rules, kept in the repository next to the articles.

The rules live in ``.geo-writer.toml`` or in the ``[tool.geo-writer]`` table of
``pyproject.toml``. As with Vale's ``.vale.ini``, the file that applies to an
article is the nearest one found from the article's folder upwards; a
``pyproject.toml`` without the table is passed over. The nearest file wins
whole: rules are not merged across files.

Example ``.geo-writer.toml``::

    lang = "en"                 # article language; default: detected per article
    min-score = 70              # gate: an overall score below this fails
    tolerance = 2               # with a baseline: points a score may drop
    exclude = ["drafts/", "*.txt"]   # .gitignore-style, relative to this file

    [weights]                   # weight of each dimension in the overall score
    facts = 2
    sources = 1.5

    [min-dimensions]            # gate: a dimension below its floor fails
    sources = 50

    disable = ["sources.publication_date"]  # checks that do not apply to this site
    ignore-patterns = ['\\[\\[[^]]*\\]\\]']  # site markup of your own, not prose

    [page-types]                # pages that are not articles: "skip" (default) or "score"
    index = "skip"              # _index.md, lists of links; also glossary, redirect

    [severity]                  # how loud a check's findings are: weak, warn, info, off
    "clarity.sentence_length" = "info"

    [folders."news/zh"]         # rules for one folder; the deepest folder wins
    lang = "zh"
    min-score = 80

Both the command line and the app read it: a document under a configuration
is scored in the app exactly as ``geo-writer-score`` scores it in CI.
"""

from __future__ import annotations

import difflib
import math
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath
from typing import Any

from pathspec import GitIgnoreSpec

from scorers.dimensions import DIMENSION_IDS
from scorers.page_types import PAGE_TYPES
from scorers.settings import Settings
from scorers.textfiles.textio import TextFileError, read_bytes

CONFIG_NAME = ".geo-writer.toml"
PYPROJECT_NAME = "pyproject.toml"

_RULE_KEYS = ("lang", "min-score", "tolerance", "weights", "min-dimensions", "disable",
              "severity", "ignore-patterns", "page-types")
_LEVELS = ("weak", "warn", "info", "off")
_TOP_KEYS = (*_RULE_KEYS, "exclude", "folders")


class ConfigError(Exception):
    """A configuration file that cannot be used; ``str(error)`` names the file and the key."""


@dataclass(frozen=True, slots=True)
class Rules:
    """How the articles of one folder are scored and gated. ``None`` means "not set"."""

    lang: str | None = None
    min_score: float | None = None
    tolerance: float | None = None
    weights: tuple[tuple[str, float], ...] = ()
    min_dimensions: tuple[tuple[str, float], ...] = ()
    disabled: tuple[str, ...] = ()
    severities: tuple[tuple[str, str], ...] = ()
    ignore_patterns: tuple[str, ...] = ()
    page_types: tuple[tuple[str, str], ...] = ()

    @property
    def skipped_page_types(self) -> frozenset[str]:
        """Kinds of page (:data:`scorers.page_types.PAGE_TYPES`) not scored as articles:
        every kind, unless the rules say ``"score"``."""
        chosen = dict(self.page_types)
        return frozenset(kind for kind in PAGE_TYPES if chosen.get(kind, "skip") == "skip")

    def over(self, base: Rules) -> Rules:
        """These rules laid over ``base``: what is set here wins; tables merge per key,
        and a folder turns off checks in addition to those its parents turned off."""
        return Rules(
            lang=self.lang if self.lang is not None else base.lang,
            min_score=self.min_score if self.min_score is not None else base.min_score,
            tolerance=self.tolerance if self.tolerance is not None else base.tolerance,
            weights=tuple((dict(base.weights) | dict(self.weights)).items()),
            min_dimensions=tuple((dict(base.min_dimensions) | dict(self.min_dimensions)).items()),
            disabled=tuple(dict.fromkeys(base.disabled + self.disabled)),
            severities=tuple((dict(base.severities) | dict(self.severities)).items()),
            ignore_patterns=tuple(dict.fromkeys(base.ignore_patterns + self.ignore_patterns)),
            page_types=tuple((dict(base.page_types) | dict(self.page_types)).items()),
        )

    def settings(self, ui_lang: str = "en") -> Settings:
        """Scoring settings: these weights (every other dimension at the default 1),
        checks turned off or made louder or quieter, and the team's ignore patterns."""
        off = self.disabled + tuple(check for check, level in self.severities if level == "off")
        return replace(Settings.with_weights(dict(self.weights), ui_lang=ui_lang),
                       disabled=off, ignore_patterns=self.ignore_patterns,
                       severities=tuple((c, v) for c, v in self.severities if v != "off"))


@dataclass(frozen=True, slots=True)
class Config:
    """One configuration file, read and checked.

    Attributes:
        path: the file it was read from.
        rules: the rules at the top of the file.
        folders: per-folder rules, keyed by a folder relative to the file, shallowest first.
        exclude: ``.gitignore``-style patterns, relative to the file's folder.
    """

    path: Path
    rules: Rules = field(default_factory=Rules)
    folders: tuple[tuple[PurePosixPath, Rules], ...] = ()
    exclude: tuple[str, ...] = ()

    @property
    def root(self) -> Path:
        return self.path.parent

    def rules_for(self, file: Path) -> Rules:
        """The rules for ``file``: the top rules, then each matching folder's, deepest last."""
        try:
            relative = PurePosixPath(file.resolve().relative_to(self.root.resolve()).as_posix())
        except ValueError:
            return self.rules
        rules = self.rules
        for folder, folder_rules in self.folders:
            if relative.parts[: len(folder.parts)] == folder.parts:
                rules = folder_rules.over(rules)
        return rules


def _suggest(key: str, known: tuple[str, ...]) -> str:
    close = difflib.get_close_matches(key.replace("_", "-"), known, n=1)
    return f' (did you mean "{close[0]}"?)' if close else ""


def _number(where: str, value: Any, low: float, high: float = math.inf) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or math.isnan(value):
        raise ConfigError(f"{where} must be a number, not {value!r}")
    if not low <= value <= high:
        upper = "" if high == math.inf else f" and {high:g}"
        raise ConfigError(f"{where} must be between {low:g}{upper}, not {value:g}"
                          if upper else f"{where} must be at least {low:g}, not {value:g}")
    return float(value)


def _per_dimension(key: str, value: Any, high: float) -> tuple[tuple[str, float], ...]:
    if not isinstance(value, Mapping):
        raise ConfigError(f"{key} must be a table of dimension = number")
    out = []
    for dimension, number in value.items():
        if dimension not in DIMENSION_IDS:
            raise ConfigError(f'{key}: "{dimension}" is not a dimension'
                              f"{_suggest(dimension, DIMENSION_IDS)}; the dimensions are "
                              f"{', '.join(DIMENSION_IDS)}")
        out.append((dimension, _number(f"{key}.{dimension}", number, 0, high)))
    return tuple(out)


def _rules(prefix: str, table: Mapping[str, Any], allowed: tuple[str, ...]) -> Rules:
    """Rules from a table; ``prefix`` names the table in messages (``folders."news".``)."""
    for key in table:
        if key not in allowed:
            raise ConfigError(f'{prefix}"{key}" is not a setting{_suggest(key, allowed)}')
    lang = table.get("lang")
    if lang is not None and lang not in ("en", "zh"):
        raise ConfigError(f'{prefix}lang must be "en" or "zh", not {lang!r}')
    return Rules(
        lang=lang,
        min_score=None if "min-score" not in table else
        _number(f"{prefix}min-score", table["min-score"], 0, 100),
        tolerance=None if "tolerance" not in table else
        _number(f"{prefix}tolerance", table["tolerance"], 0),
        weights=_per_dimension(f"{prefix}weights", table.get("weights", {}), math.inf),
        min_dimensions=_per_dimension(f"{prefix}min-dimensions",
                                      table.get("min-dimensions", {}), 100),
        disabled=_checks(f"{prefix}disable", table.get("disable", [])),
        severities=_severities(f"{prefix}severity", table.get("severity", {})),
        ignore_patterns=_patterns(f"{prefix}ignore-patterns", table.get("ignore-patterns", [])),
        page_types=_page_types(f"{prefix}page-types", table.get("page-types", {})),
    )


def _page_types(where: str, value: Any) -> tuple[tuple[str, str], ...]:
    if not isinstance(value, Mapping):
        raise ConfigError(f'{where} must be a table such as {{ index = "score" }}')
    out = []
    for kind, choice in value.items():
        if kind not in PAGE_TYPES:
            raise ConfigError(f'{where}: "{kind}" is not a page type{_suggest(kind, PAGE_TYPES)};'
                              f" the page types are {', '.join(PAGE_TYPES)}")
        if choice not in ("skip", "score"):
            raise ConfigError(f'{where}.{kind} must be "skip" or "score", not {choice!r}')
        out.append((kind, choice))
    return tuple(out)


def _known_checks() -> tuple[str, ...]:
    """Every name a configuration may turn off: dimensions, and ``dimension.check`` ids."""
    from scorers.dimensions import DIMENSIONS  # the checks, loaded once a config needs them

    return (*DIMENSION_IDS, *(f"{dim.id}.{check.id}" for dim in DIMENSIONS
                              for check in dim.checks))


def _check_id(where: str, name: Any) -> str:
    known = _known_checks()
    if not isinstance(name, str) or name not in known:
        bare = [k for k in known if isinstance(name, str) and k.endswith(f".{name}")]
        hint = f' (did you mean "{bare[0]}"?)' if bare else _suggest(str(name), known)
        raise ConfigError(f'{where}: "{name}" is not a check{hint}; '
                          "`geo-writer-score --explain FILE` lists them")
    return name


def _checks(where: str, value: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise ConfigError(f'{where} must be a list of checks such as ["sources.publication_date"]')
    return tuple(_check_id(where, name) for name in value)


def _severities(where: str, value: Any) -> tuple[tuple[str, str], ...]:
    if not isinstance(value, Mapping):
        raise ConfigError(f'{where} must be a table of "dimension.check" = level')
    out = []
    for name, level in value.items():
        if level not in _LEVELS:
            raise ConfigError(f'{where}."{name}" must be one of {", ".join(_LEVELS)}, '
                              f"not {level!r}")
        out.append((_check_id(where, name), level))
    return tuple(out)


def _patterns(where: str, value: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(p, str) for p in value):
        raise ConfigError(f"{where} must be a list of regular expressions")
    for pattern in value:
        try:
            re.compile(pattern)
        except re.error as error:
            raise ConfigError(f"{where}: {pattern!r} is not a regular expression: "
                              f"{error}") from None
    return tuple(value)


def _folder_key(key: str) -> PurePosixPath:
    folder = PurePosixPath(key.strip("/"))
    if not key.strip("/") or folder.is_absolute() or ".." in folder.parts:
        raise ConfigError(f'folders."{key}" must be a folder below the configuration file')
    return PurePosixPath(*(part for part in folder.parts if part != "."))


def _exclude(table: Mapping[str, Any]) -> tuple[str, ...]:
    exclude = table.get("exclude", [])
    if isinstance(exclude, str):
        exclude = [exclude]
    if not isinstance(exclude, list) or not all(isinstance(p, str) for p in exclude):
        raise ConfigError("exclude must be a list of patterns")
    try:
        GitIgnoreSpec.from_lines(exclude)
    except ValueError as error:  # pathspec's GitWildMatchPatternError
        raise ConfigError(f"exclude: not a valid pattern: {error}") from None
    return tuple(exclude)


def _folders(table: Mapping[str, Any]) -> tuple[tuple[PurePosixPath, Rules], ...]:
    folders_table = table.get("folders", {})
    if not isinstance(folders_table, Mapping):
        raise ConfigError('folders must be tables such as [folders."news/zh"]')
    folders = []
    for key, value in folders_table.items():
        if not isinstance(value, Mapping):
            raise ConfigError(f'folders."{key}" must be a table')
        folders.append((_folder_key(key), _rules(f'folders."{key}".', value, _RULE_KEYS)))
    folders.sort(key=lambda item: len(item[0].parts))  # shallowest first, deepest wins
    return tuple(folders)


def parse(table: Mapping[str, Any], path: Path) -> Config:
    """Check a configuration table (already read from TOML) and build its :class:`Config`.

    Raises:
        ConfigError: an unknown key, a value of the wrong kind or out of range; the
            message names the file and the key.
    """
    try:
        return Config(path, _rules("", table, _TOP_KEYS), _folders(table), _exclude(table))
    except ConfigError as error:
        where = f"{path}: [tool.geo-writer]" if path.name == PYPROJECT_NAME else str(path)
        raise ConfigError(f"{where}: {error}") from None


#: A larger configuration file is refused (real ones are a few hundred bytes).
MAX_CONFIG_BYTES = 1024 * 1024


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        data = read_bytes(path, MAX_CONFIG_BYTES)  # a FIFO or a device is refused, unread
    except TextFileError as error:
        raise ConfigError(f"{path}: {error}") from None
    try:
        return tomllib.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: not a text file (TOML is UTF-8)") from None
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"{path}: not valid TOML: {error}") from None
    except RecursionError:
        raise ConfigError(f"{path}: not valid TOML: nested too deeply") from None


def load(path: str | Path) -> Config:
    """Read ``.geo-writer.toml``, or the ``[tool.geo-writer]`` table of a ``pyproject.toml``.

    Raises:
        ConfigError: unreadable, invalid TOML, or invalid settings; a ``pyproject.toml``
            without the table.
    """
    path = Path(path)
    data = _read_toml(path)
    if path.name == PYPROJECT_NAME:
        tool = data.get("tool", {})
        if not isinstance(tool, Mapping) or "geo-writer" not in tool:
            raise ConfigError(f"{path}: has no [tool.geo-writer] table")
        data = tool["geo-writer"]
        if not isinstance(data, Mapping):
            raise ConfigError(f"{path}: [tool.geo-writer] must be a table")
    return parse(data, path)


def _in_folder(folder: Path) -> Config | None:
    own = folder / CONFIG_NAME
    if own.is_file():
        return load(own)
    pyproject = folder / PYPROJECT_NAME
    if pyproject.is_file():
        tool = _read_toml(pyproject).get("tool", {})
        if isinstance(tool, Mapping) and "geo-writer" in tool:
            return load(pyproject)
    return None


class ConfigFinder:
    """Finds the configuration of each file, reading each folder's files once."""

    def __init__(self) -> None:
        self._by_folder: dict[Path, Config | None] = {}
        self._by_path: dict[Path, Config | None] = {}  # by the path as asked, unresolved

    def for_folder(self, folder: Path) -> Config | None:
        """The nearest configuration at or above ``folder``.

        Raises:
            ConfigError: the nearest candidate file is invalid.
        """
        asked = Path.cwd() / folder
        if asked in self._by_path:
            return self._by_path[asked]
        parent = asked.parent
        if parent in self._by_path and asked.name != ".." and not asked.is_symlink():
            # A folder walked into from a known one: its own files, else its parent's
            # answer. Resolving the whole path again would cost the depth every time.
            found = _in_folder(asked) or self._by_path[parent]
        else:
            found = self._resolved(asked)
        self._by_path[asked] = found
        return found

    def _resolved(self, folder: Path) -> Config | None:
        folder = folder.resolve()
        climbed: list[Path] = []
        found: Config | None = None
        for candidate in (folder, *folder.parents):
            if candidate in self._by_folder:
                found = self._by_folder[candidate]
                break
            climbed.append(candidate)
            found = _in_folder(candidate)
            if found is not None:
                break
        for visited in climbed:
            self._by_folder[visited] = found
        return found

    def for_file(self, file: Path) -> Config | None:
        return self.for_folder(file.parent if not file.is_dir() else file)


@dataclass(frozen=True, slots=True)
class DocumentScoring:
    """How the app scores one open document.

    Attributes:
        settings: scoring settings (the configuration's weights, or the writer's own).
        lang: the article language the configuration fixes, else None (detect).
        source: the configuration file used, if any.
        error: why a configuration file found for the document was not used.
    """

    settings: Settings
    lang: str | None = None
    source: Path | None = None
    error: str | None = None


def scoring_for_document(path: Path | None, preferences: Settings) -> DocumentScoring:
    """The app's scoring settings for the document at ``path``.

    Outside any configuration the writer's preferences apply. Under one, the
    configuration's weights (equal where it sets none) and language apply, so
    the app shows the score the team's CI will compute; the interface language
    stays the writer's. An invalid configuration is reported and ignored.
    """
    if path is None:
        return DocumentScoring(preferences)
    try:
        config = ConfigFinder().for_file(Path(path))
    except ConfigError as error:
        return DocumentScoring(preferences, error=str(error))
    if config is None:
        return DocumentScoring(preferences)
    rules = config.rules_for(Path(path))
    settings = replace(rules.settings(preferences.ui_lang),
                       trained_pipeline=preferences.trained_pipeline)
    return DocumentScoring(settings, rules.lang, config.path)
