"""R1: the reference folder's cache is data in a private folder, never code, never a crash."""

from __future__ import annotations

import json
import os
import pickle

import pytest

from scorers.answers import index_folder, page_cache
from scorers.answers.reference import default_cache_path
from scorers.language import nlp
from scorers.textfiles.private_dir import private_dir

PAGE = ("# Battery life\n\nA lithium-ion pack in an electric car keeps about 80 percent of its "
        "capacity after 200,000 km, according to fleet data from 2023.\n")


@pytest.fixture
def folder(tmp_path):
    pages = tmp_path / "refs"
    pages.mkdir()
    (pages / "battery.md").write_text(PAGE, encoding="utf-8")
    return pages


class _Planted:
    def __reduce__(self):
        return (os.mkdir, (str(self.marker),))


def test_a_planted_pickle_in_the_cache_file_runs_no_code(folder, tmp_path):
    cache = tmp_path / "cache.json"
    planted = _Planted()
    planted.marker = tmp_path / "CODE_RAN"
    cache.write_bytes(pickle.dumps((1, planted)))
    index = index_folder(folder, cache=cache)
    assert not planted.marker.exists()
    assert index.size >= 1
    assert json.loads(cache.read_text(encoding="utf-8"))["format"] == page_cache.FORMAT


@pytest.mark.parametrize("content", [
    '{"format": "geo-writer-reference-cache", "version": 2, "shape": {}, "records": [1]}',
    '[1, {"a": 2}]', "[" * 200_000, "", "\x00" * 64, '{"records": [[1, 2, 3]]}'])
def test_a_wrong_shaped_or_damaged_cache_is_ignored_and_rebuilt(folder, tmp_path, content):
    cache = tmp_path / "cache.json"
    cache.write_text(content, encoding="utf-8")
    fresh = index_folder(folder, cache=False)
    assert index_folder(folder, cache=cache).size == fresh.size
    assert index_folder(folder, cache=cache).size == fresh.size  # and the next run too


def test_a_value_of_the_wrong_type_inside_the_right_shape_is_refused(folder, tmp_path):
    cache = tmp_path / "cache.json"
    index_folder(folder, cache=cache)
    data = json.loads(cache.read_text(encoding="utf-8"))
    data["records"][0][1] = ["not", "a stamp"]
    cache.write_text(json.dumps(data), encoding="utf-8")
    assert index_folder(folder, cache=cache).size == index_folder(folder, cache=False).size


def test_an_unchanged_page_comes_back_from_the_json_cache_whole(folder, tmp_path):
    cache = tmp_path / "cache.json"
    first = index_folder(folder, cache=cache)
    again = index_folder(folder, cache=cache)
    assert again.size == first.size
    assert again.passage(0) == first.passage(0)  # sentences, claims and terms alike


def test_the_cache_folder_is_private_and_the_file_is_not_shared(folder, tmp_path, monkeypatch):
    monkeypatch.setenv("GEO_WRITER_CACHE", str(tmp_path / "cache" / "geo-writer"))
    index_folder(folder)
    path = default_cache_path(folder)
    assert path is not None and path.is_file()
    assert os.stat(tmp_path / "cache" / "geo-writer").st_mode & 0o777 == 0o700
    assert os.stat(path).st_mode & 0o077 == 0


def test_no_cache_at_all_when_the_cache_folder_cannot_be_made(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("GEO_WRITER_CACHE", str(blocker / "geo-writer"))
    assert nlp.cache_dir() is None  # never the shared temporary folder
    assert default_cache_path(tmp_path) is None


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX owners")
def test_a_folder_others_can_write_is_narrowed_or_not_used(tmp_path):
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)
    assert private_dir(shared) == shared
    assert shared.stat().st_mode & 0o777 == 0o700
    elsewhere = tmp_path / "link"
    elsewhere.symlink_to(shared)
    assert private_dir(elsewhere) is None


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() != 0, reason="needs root to chown")
def test_a_folder_owned_by_another_user_is_not_used(tmp_path):
    theirs = tmp_path / "theirs"
    theirs.mkdir(mode=0o700)
    os.chown(theirs, 65534, 65534)
    assert private_dir(theirs) is None


def test_no_module_of_ours_unpickles_from_disk():
    from pathlib import Path
    root = Path(__file__).resolve().parents[3]
    offenders = [str(p) for folder in ("scorers", "editor") for p in (root / folder).rglob("*.py")
                 if "pickle.load(" in p.read_text(encoding="utf-8")]
    assert offenders == []
