"""Files keep their bytes: encodings, byte order, line endings, separators, broken bytes;
saves never overwrite another program's change or a read-only file unasked, and keep
hard links. (No window here: scorers/textfiles/files.py is plain Python.)"""

from __future__ import annotations

import codecs
import os
import stat

import pytest

from scorers.textfiles import files
from scorers.textfiles.file_format import UnencodableError

TEXT = "# 标题 Title\n\n第一段，含 English 与 2024。\nSecond line.\n\nLast line"


def _edit_line(text: str, number: int, addition: str) -> str:
    lines = text.split("\n")
    lines[number] += addition
    return "\n".join(lines)


def _raw_lines(data: bytes, encoding: str) -> list[str]:
    return data.decode(encoding, "surrogateescape").splitlines(keepends=True)


CASES = {
    "utf-8": TEXT.encode("utf-8"),
    "utf-8 BOM, CRLF": codecs.BOM_UTF8 + TEXT.replace("\n", "\r\n").encode("utf-8"),
    "utf-16 LE BOM": codecs.BOM_UTF16_LE + TEXT.encode("utf-16-le"),
    "utf-16 BE BOM, CRLF": codecs.BOM_UTF16_BE + TEXT.replace("\n", "\r\n").encode("utf-16-be"),
    "utf-16 BE": TEXT.encode("utf-16-be"),
    "gb18030, CR": TEXT.replace("\n", "\r").encode("gb18030"),
    "big5": "# 標題\n\n繁體中文的文章，內容包含許多常見的漢字。\n".encode("big5"),
    "mixed line endings": b"# T\r\n\r\nOne.\nTwo.\rThree.\r\nFour.\n",
    "line and paragraph separators": "# T\n\nOne\u2028two.\u2029Three.\n".encode(),
    "broken UTF-8 bytes": "# 标题\n\n中文 ".encode() + b"\xff" + " 段落。\nNext line.\n".encode(),
}


@pytest.mark.parametrize("name", list(CASES))
def test_saving_unedited_text_writes_the_same_bytes(tmp_path, name):
    path = tmp_path / "doc.md"
    path.write_bytes(CASES[name])
    text, info = files.load(path)
    files.save(text, info)
    assert path.read_bytes() == CASES[name]


@pytest.mark.parametrize("name", list(CASES))
def test_an_edit_changes_only_the_edited_line(tmp_path, name):
    path = tmp_path / "doc.md"
    path.write_bytes(CASES[name])
    text, info = files.load(path)
    files.save(_edit_line(text, 0, " edited"), info)
    data = path.read_bytes()
    bom = info.format.bom_bytes()
    assert data.startswith(bom)
    before = _raw_lines(CASES[name][len(bom):], info.encoding)
    after = _raw_lines(data[len(bom):], info.encoding)
    assert after[0].rstrip("\r\n\u2028\u2029").endswith(" edited")
    assert after[0][len(after[0].rstrip("\r\n\u2028\u2029")):] == \
        before[0][len(before[0].rstrip("\r\n\u2028\u2029")):]  # its own line end
    assert after[1:] == before[1:]


def test_utf16_big_endian_stays_big_endian(tmp_path):
    path = tmp_path / "be.md"
    path.write_bytes(codecs.BOM_UTF16_BE + TEXT.encode("utf-16-be"))
    text, info = files.load(path)
    assert info.format.label() == "UTF-16 BE with BOM"
    files.save(text + " 中", info)
    assert path.read_bytes() == codecs.BOM_UTF16_BE + (TEXT + " 中").encode("utf-16-be")


def test_new_lines_get_the_usual_line_ending_and_separators_survive(tmp_path):
    path = tmp_path / "mixed.md"
    path.write_bytes(CASES["mixed line endings"] + "Five\u2028six.\n".encode())
    text, info = files.load(path)
    assert text == "# T\n\nOne.\nTwo.\nThree.\nFour.\nFive\nsix.\n"
    files.save(text.replace("Two.\n", "Two.\nInserted.\n"), info)
    assert path.read_bytes() == (b"# T\r\n\r\nOne.\nTwo.\rInserted.\nThree.\r\nFour.\n"
                                 + "Five\u2028six.\n".encode())


def test_broken_bytes_are_kept_where_the_line_is_not_edited(tmp_path):
    path = tmp_path / "broken.md"
    path.write_bytes(CASES["broken UTF-8 bytes"])
    text, info = files.load(path)
    assert info.bad_bytes == 1 and "中文 \ufffd 段落" in text
    files.save(text + "\nAdded.", info)
    assert path.read_bytes() == CASES["broken UTF-8 bytes"] + b"\nAdded."


def test_a_character_the_encoding_cannot_hold_is_not_written_unasked(tmp_path):
    path = tmp_path / "latin.md"
    original = "# Café\n\nCrème brûlée.\n".encode("cp1252")
    path.write_bytes(original)
    text, info = files.load(path)
    assert info.encoding in ("cp1252", "iso8859-1")
    with pytest.raises(UnencodableError) as caught:
        files.save(text + "中文\n", info)
    assert caught.value.char == "中" and caught.value.line == 4
    assert path.read_bytes() == original
    saved = files.save(text + "中文\n", info, to_utf8=True)
    assert saved.encoding == "utf-8"
    assert path.read_bytes() == "# Café\n\nCrème brûlée.\n中文\n".encode()


def test_a_gb18030_file_stays_gb18030_when_a_character_is_typed(tmp_path):
    path = tmp_path / "zh.md"
    path.write_bytes("# 标题\n\n短文。\n".encode("gb18030"))
    text, info = files.load(path)
    files.save(text.replace("短文", "短文中"), info)
    assert path.read_bytes() == "# 标题\n\n短文中。\n".encode("gb18030")


def test_a_change_by_another_program_stops_the_save(tmp_path):
    path = tmp_path / "shared.md"
    path.write_text("# Doc\n\nOriginal.\n", encoding="utf-8")
    text, info = files.load(path)
    info = files.save(text + "mine\n", info)
    with path.open("a", encoding="utf-8") as handle:
        handle.write("THEIRS\n")
    assert files.disk_status(info) == "changed"
    with pytest.raises(files.ChangedOnDiskError):
        files.save(text + "mine more\n", info)
    assert path.read_text(encoding="utf-8").endswith("THEIRS\n")
    files.save(text + "mine more\n", info, overwrite_changed=True)
    assert "THEIRS" not in path.read_text(encoding="utf-8")


def test_same_bytes_with_a_new_time_is_no_change_and_a_removed_file_is_deleted(tmp_path):
    path = tmp_path / "touched.md"
    path.write_text("Text.\n", encoding="utf-8")
    _, info = files.load(path)
    os.utime(path, ns=(1, 1))
    assert files.disk_status(info) == "same"
    tmp = tmp_path / "replacement"
    tmp.write_text("Text.\n", encoding="utf-8")
    os.replace(tmp, path)  # another inode, same bytes
    assert files.disk_status(info) == "same"
    path.unlink()
    assert files.disk_status(info) == "deleted"


def test_a_read_only_file_is_only_replaced_when_the_writer_says_so(tmp_path):
    path = tmp_path / "ro.md"
    path.write_text("Locked.\n", encoding="utf-8")
    path.chmod(0o444)
    text, info = files.load(path)
    with pytest.raises(files.ReadOnlyError):
        files.save(text + "More.\n", info)
    assert path.read_text(encoding="utf-8") == "Locked.\n"
    files.save(text + "More.\n", info, overwrite_read_only=True)
    assert path.read_text(encoding="utf-8") == "Locked.\nMore.\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o444


def test_a_hard_linked_file_is_written_in_place(tmp_path):
    path = tmp_path / "a.md"
    path.write_text("Shared.\n", encoding="utf-8")
    other = tmp_path / "b.md"
    os.link(path, other)
    inode = path.stat().st_ino
    text, info = files.load(path)
    files.save(text + "Both names see this.\n", info)
    assert path.stat().st_ino == inode and path.stat().st_nlink == 2
    assert other.read_text(encoding="utf-8") == "Shared.\nBoth names see this.\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.md", "b.md"]  # no backup left


def test_saving_through_a_symbolic_link_writes_its_target(tmp_path):
    real = tmp_path / "real.md"
    real.write_text("Real.\n", encoding="utf-8")
    link = tmp_path / "link.md"
    link.symlink_to(real)
    text, info = files.load(link)
    files.save(text + "Via link.\n", info)
    assert link.is_symlink() and real.read_text(encoding="utf-8") == "Real.\nVia link.\n"


def test_a_link_loop_is_a_clear_error(tmp_path):
    (tmp_path / "a.md").symlink_to(tmp_path / "b.md")
    (tmp_path / "b.md").symlink_to(tmp_path / "a.md")
    with pytest.raises(files.TextFileError, match="loop"):
        files.load(tmp_path / "a.md")


def test_temporary_files_of_dead_saves_are_found(tmp_path):
    path = tmp_path / "doc.md"
    path.write_text("x", encoding="utf-8")
    dead = tmp_path / ".doc.md.geo999999999-abc.tmp"
    dead.write_text("half", encoding="utf-8")
    alive = tmp_path / f".doc.md.geo{os.getpid()}-def.tmp"
    alive.write_text("in progress", encoding="utf-8")
    (tmp_path / ".other.md.geo999999999-abc.tmp").write_text("", encoding="utf-8")
    found = files.stale_temp_files(path, alive=lambda pid: pid == os.getpid())
    assert found == [dead]
