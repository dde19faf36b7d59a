"""Issue 24 (R9, R10, R14): a save never fails without a reason, never replaces a
write that lands while it runs, and keeps who owns the file and its extended
attributes."""

from __future__ import annotations

import errno
import os
import tempfile

import pytest

from scorers.textfiles import files
from scorers.textfiles.files import ChangedOnDiskError, SaveError, load, save


def _opened(tmp_path, text="# Doc\n\nOriginal.\n", name="doc.md"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path, load(path)[1]


def test_a_file_replaced_by_a_folder_is_a_save_error_with_a_reason(tmp_path):
    path, info = _opened(tmp_path)
    path.unlink()
    path.mkdir()
    (path / "inside.txt").write_text("theirs", encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        save("# Doc\n\nMine.\n", info, overwrite_changed=True)
    assert "folder" in str(caught.value)
    assert (path / "inside.txt").read_text(encoding="utf-8") == "theirs"  # untouched


class _WriteDuringSave:
    """Another program's write landing after the save compared the file and while it
    writes its temporary copy (the window the attack hit 166 times in 300)."""

    def __init__(self, monkeypatch, path, words: str) -> None:
        real = tempfile.mkstemp

        def mkstemp(*args, **kwargs):
            with open(path, "a", encoding="utf-8") as handle:
                handle.write(words)
            monkeypatch.setattr(files.tempfile, "mkstemp", real)
            return real(*args, **kwargs)

        monkeypatch.setattr(files.tempfile, "mkstemp", mkstemp)


def test_a_write_during_an_atomic_save_is_not_replaced(tmp_path, monkeypatch):
    path, info = _opened(tmp_path)
    _WriteDuringSave(monkeypatch, path, "THEIRS\n")
    with pytest.raises(ChangedOnDiskError):
        save("# Doc\n\nMine.\n", info)
    assert path.read_text(encoding="utf-8").endswith("THEIRS\n")
    assert [p.name for p in tmp_path.iterdir()] == ["doc.md"]  # no temporary file left
    # Asked and confirmed, the save goes ahead.
    save("# Doc\n\nMine.\n", info, overwrite_changed=True)
    assert path.read_text(encoding="utf-8") == "# Doc\n\nMine.\n"


def test_a_write_during_an_in_place_save_is_not_replaced(tmp_path, monkeypatch):
    path, info = _opened(tmp_path)
    os.link(path, tmp_path / "other-name.md")
    _WriteDuringSave(monkeypatch, path, "THEIRS\n")
    with pytest.raises(ChangedOnDiskError):
        save("# Doc\n\nMine.\n", info)
    assert (tmp_path / "other-name.md").read_text(encoding="utf-8").endswith("THEIRS\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["doc.md", "other-name.md"]


@pytest.mark.skipif(not hasattr(os, "setxattr"), reason="extended attributes")
def test_extended_attributes_survive_an_atomic_save(tmp_path):
    path, info = _opened(tmp_path)
    # The test machines' file systems (ext4) keep user attributes: no skip if one does not.
    os.setxattr(path, "user.geo.origin", b"downloaded")
    save("# Doc\n\nMine.\n", info)
    assert os.getxattr(path, "user.geo.origin") == b"downloaded"
    assert path.read_text(encoding="utf-8") == "# Doc\n\nMine.\n"


def test_a_file_system_without_extended_attributes_still_saves(tmp_path, monkeypatch):
    path, info = _opened(tmp_path)

    def unsupported(*_args):
        raise OSError(errno.ENOTSUP, "Operation not supported")

    monkeypatch.setattr(os, "listxattr", unsupported)
    save("# Doc\n\nMine.\n", info)
    assert path.read_text(encoding="utf-8") == "# Doc\n\nMine.\n"


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="POSIX owners")
def test_a_file_another_user_owns_is_written_in_place_keeping_owner_and_group(tmp_path,
                                                                            monkeypatch):
    path, info = _opened(tmp_path)
    path.chmod(0o664)
    before = path.stat()
    # As a member of a shared group saving a colleague's file: a replace would make
    # the file ours; writing in place keeps the file, so its owner, group and mode.
    monkeypatch.setattr(os, "geteuid", lambda: before.st_uid + 4242)
    monkeypatch.setattr(os, "getgroups", lambda: [before.st_gid])
    saved = save("# Doc\n\nMine.\n", info)
    after = path.stat()
    assert (after.st_ino, after.st_uid, after.st_gid, after.st_mode) == \
        (before.st_ino, before.st_uid, before.st_gid, before.st_mode)
    assert path.read_text(encoding="utf-8") == "# Doc\n\nMine.\n"
    assert saved.disk is not None and saved.disk.same_stat(after)


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="needs root")
def test_root_saving_a_users_file_gives_it_back_to_them(tmp_path):
    path, info = _opened(tmp_path)
    os.chown(path, 65534, 65534)
    path.chmod(0o2664)
    save("# Doc\n\nMine.\n", info)
    after = path.stat()
    assert (after.st_uid, after.st_gid, after.st_mode & 0o7777) == (65534, 65534, 0o2664)
