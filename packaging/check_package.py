"""Smoke-test the packages that build.sh made: the .deb, the .tar.xz and their sizes.

Usage: python packaging/check_package.py --app dist/geo-writer --archive X.tar.xz
                                          --deb X.deb --version 0.1.0

* ``dpkg-deb --info``: the control fields a package manager needs;
* ``dpkg-deb --contents``: the app under /opt/geo-writer, both commands in /usr/bin,
  the desktop entry with the Markdown MIME types, the icon in every size, all owned
  by root;
* ``dpkg -x`` into a temporary folder, then the unpacked /usr/bin/geo-writer runs its
  self-test and /usr/bin/geo-writer-score scores the sample in both languages;
* the archive lists the app and the geo-writer-score link;
* sizes against DESIGN.md's budget: ≤ 250 MB unpacked, ≤ 100 MB to download.

Prints one line per check and exits 1 at the first failure. Standard library only.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import tomllib
from pathlib import Path

MIB = 1024 * 1024
MAX_UNPACKED_MB = 250
MAX_DOWNLOAD_MB = 100
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
METAINFO = "io.github.geo_writer.GeoWriter.metainfo.xml"
ROOT = Path(__file__).resolve().parents[1]


class PackageCheckError(Exception):
    pass


def check(condition: bool, what: str) -> None:
    if not condition:
        raise PackageCheckError(what)


def run(args: list[str], env: dict[str, str] | None = None, timeout: int = 300) -> str:
    done = subprocess.run(args, capture_output=True, text=True, env=env, timeout=timeout)
    check(done.returncode == 0, f"{' '.join(args)} exited {done.returncode}:\n"
                                f"{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return done.stdout


def control_fields(deb: Path) -> dict[str, str]:
    fields: dict[str, str] = {}
    key = ""
    for line in run(["dpkg-deb", "--field", str(deb)]).splitlines():
        if line.startswith((" ", "\t")) and key:
            fields[key] += "\n" + line.strip()
        elif ":" in line:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return fields


def check_info(deb: Path, version: str) -> None:
    info = run(["dpkg-deb", "--info", str(deb)])
    check("control" in info, "dpkg-deb --info shows no control file")
    fields = control_fields(deb)
    check(fields.get("Package") == "geo-writer", f"Package is {fields.get('Package')!r}")
    check(fields.get("Version") == version, f"Version is {fields.get('Version')!r}")
    arch = run(["dpkg", "--print-architecture"]).strip()
    check(fields.get("Architecture") == arch, f"Architecture is {fields.get('Architecture')!r}")
    depends = fields.get("Depends", "")
    for needed in ("libc6", "libxcb-cursor0", "libxkbcommon-x11-0", "libegl1", "libfontconfig1"):
        check(needed in depends, f"Depends lacks {needed}")
    installed_kb = int(fields.get("Installed-Size", "0"))
    check(installed_kb > 50_000, f"Installed-Size {installed_kb} KiB is implausibly small")
    check(bool(fields.get("Description")), "no Description")
    with (ROOT / "pyproject.toml").open("rb") as handle:
        maintainer = tomllib.load(handle)["project"]["maintainers"][0]
    check(fields.get("Maintainer") == f"{maintainer['name']} <{maintainer['email']}>"
          or "GEO_WRITER_MAINTAINER" in os.environ,
          f"Maintainer is {fields.get('Maintainer')!r}, not pyproject.toml's maintainer")
    print(f"deb info ok: geo-writer {version} {arch}, Installed-Size {installed_kb // 1024} MB")


def check_contents(deb: Path) -> None:
    listing = run(["dpkg-deb", "--contents", str(deb)]).splitlines()
    entries: dict[str, tuple[str, str, str]] = {}
    for line in listing:
        parts = line.split(None, 5)
        mode, owner, name = parts[0], parts[1], parts[5]
        target = ""
        if " -> " in name:
            name, target = name.split(" -> ", 1)
        entries[name.rstrip("/")] = (mode, owner, target)
    wrong_owner = [n for n, (_, owner, _) in entries.items() if owner != "root/root"]
    check(not wrong_owner, f"not owned by root: {wrong_owner[:5]}")
    required = ["./opt/geo-writer/geo-writer", "./opt/geo-writer/geo-writer-score",
                "./usr/share/applications/geo-writer.desktop",
                "./usr/share/icons/hicolor/scalable/apps/geo-writer.svg",
                "./usr/share/doc/geo-writer/copyright",
                "./usr/share/doc/geo-writer/changelog.gz",
                f"./usr/share/metainfo/{METAINFO}"]
    required += [f"./usr/share/icons/hicolor/{s}x{s}/apps/geo-writer.png" for s in ICON_SIZES]
    for name in required:
        check(name in entries, f"the package lacks {name}")
    check(entries["./opt/geo-writer/geo-writer"][0] == "-rwxr-xr-x",
          "/opt/geo-writer/geo-writer is not executable by everyone")
    for command in ("geo-writer", "geo-writer-score"):
        mode, _, target = entries.get(f"./usr/bin/{command}", ("", "", ""))
        check(mode.startswith("l") and target == f"../../opt/geo-writer/{command}",
              f"/usr/bin/{command} is not a link into /opt/geo-writer ({mode} {target})")
    print(f"deb contents ok: {len(entries)} entries, /usr/bin/geo-writer and "
          "geo-writer-score, desktop entry, icons in every size")


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    check(data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG")
    return struct.unpack(">II", data[16:24])


def check_unpacked(deb: Path, root: Path) -> None:
    run(["dpkg", "-x", str(deb), str(root)])
    desktop = (root / "usr/share/applications/geo-writer.desktop").read_text(encoding="utf-8")
    check("\nExec=geo-writer %F" in desktop, "the desktop entry does not start geo-writer")
    check("\nIcon=geo-writer\n" in desktop, "the desktop entry has no geo-writer icon")
    mime = next((line for line in desktop.splitlines() if line.startswith("MimeType=")), "")
    check("text/markdown;" in mime, "the desktop entry does not open text/markdown")
    if shutil.which("desktop-file-validate"):
        run(["desktop-file-validate", str(root / "usr/share/applications/geo-writer.desktop")])
    check("Utility;" in desktop, "the desktop entry lacks the Utility category TextEditor needs")
    metainfo = root / "usr/share/metainfo" / METAINFO
    # What a software centre reads; dev.sh installs appstreamcli with the test tools.
    run(["appstreamcli", "validate", "--no-net", str(metainfo)])
    check("<launchable type=\"desktop-id\">geo-writer.desktop</launchable>"
          in metainfo.read_text(encoding="utf-8"), "the AppStream metadata launches nothing")
    with gzip.open(root / "usr/share/doc/geo-writer/changelog.gz", "rt",
                   encoding="utf-8") as changes:
        check(changes.read().startswith("# GEO Writer: changes"), "the changelog is not ours")
    for size in ICON_SIZES:
        got = png_size(root / f"usr/share/icons/hicolor/{size}x{size}/apps/geo-writer.png")
        check(got == (size, size), f"the {size}x{size} icon is {got[0]}x{got[1]}")

    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "PYTHONPATH")}
    env.update(LANG="C", XDG_CONFIG_HOME=str(root / "config"), XDG_DATA_HOME=str(root / "data"),
               XDG_CACHE_HOME=str(root / "cache"))
    out = run([str(root / "usr/bin/geo-writer"), "--selftest"], env=env)
    check('"selftest": "passed"' in out, f"the unpacked app's self-test did not pass:\n{out}")
    resources = root / "opt/geo-writer/_internal/resources"
    scores = {}
    for sample, lang in (("sample.md", "en"), ("sample-zh.md", "zh")):
        line = run([str(root / "usr/bin/geo-writer-score"), "--json", "--ui-lang", lang,
                    str(resources / sample)], env=env)
        report = json.loads(line)
        check(report.get("lang") == lang and isinstance(report.get("overall"), int),
              f"geo-writer-score gave no {lang} score for {sample}: {line[:300]}")
        scores[lang] = report["overall"]
    table = run([str(root / "usr/bin/geo-writer-score"), "--ui-lang", "zh",
                 str(resources / "sample-zh.md")], env=env)
    check("事实与数据密度" in table, "geo-writer-score's Chinese table is missing its labels")
    print(f"deb unpacked with dpkg -x: self-test passed; geo-writer-score en {scores['en']}, "
          f"zh {scores['zh']} (LANG=C)")


def check_archive(archive: Path) -> None:
    with tarfile.open(archive, "r:xz") as tar:
        names = {m.name: m for m in tar.getmembers()}
    check("geo-writer/geo-writer" in names, "the archive lacks geo-writer/geo-writer")
    link = names.get("geo-writer/geo-writer-score")
    check(link is not None and link.issym() and link.linkname == "geo-writer",
          "the archive's geo-writer-score is not a link to geo-writer")
    print(f"archive ok: {len(names)} entries")


def folder_mb(folder: Path) -> float:
    total = 0
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            total += path.stat().st_size
    return total / MIB


def check_sizes(app: Path, archive: Path, deb: Path) -> None:
    unpacked = folder_mb(app)
    tar_mb, deb_mb = archive.stat().st_size / MIB, deb.stat().st_size / MIB
    print(f"sizes: unpacked {unpacked:.1f} MB (budget {MAX_UNPACKED_MB}), "
          f"{archive.name} {tar_mb:.1f} MB, {deb.name} {deb_mb:.1f} MB "
          f"(budget {MAX_DOWNLOAD_MB} to download)")
    check(unpacked <= MAX_UNPACKED_MB, f"the app is {unpacked:.1f} MB unpacked")
    check(tar_mb <= MAX_DOWNLOAD_MB, f"{archive.name} is {tar_mb:.1f} MB")
    check(deb_mb <= MAX_DOWNLOAD_MB, f"{deb.name} is {deb_mb:.1f} MB")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", type=Path, required=True)
    parser.add_argument("--archive", type=Path, required=True)
    parser.add_argument("--deb", type=Path, required=True)
    parser.add_argument("--version", required=True)
    args = parser.parse_args(argv)
    try:
        check_info(args.deb, args.version)
        check_contents(args.deb)
        with tempfile.TemporaryDirectory(prefix="geo-writer-deb-") as folder:
            check_unpacked(args.deb, Path(folder))
        check_archive(args.archive)
        check_sizes(args.app, args.archive, args.deb)
    except PackageCheckError as failure:
        print(f"package check FAILED: {failure}", file=sys.stderr)
        return 1
    print("package check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
