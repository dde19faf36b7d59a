#!/usr/bin/env bash
# Build the one-folder app with PyInstaller, strip it, pack it as .tar.xz and .deb,
# and (with --smoke) check all three.
#
#   bash packaging/build.sh [--smoke]
#
# Output in dist/: geo-writer/ (the app; geo-writer-score is a link to the same
# executable), geo-writer-<version>-linux-<arch>.tar.xz, geo-writer_<version>_<arch>.deb.
# Prints the times and the sizes. GEO_WRITER_XZ_LEVEL (default 6) sets the xz level of
# both packages. Run inside the project's .venv (dev.sh sets it up).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
python="${PYTHON:-$here/.venv/bin/python}"
version="$("$python" -c 'import tomllib;print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')"
arch="$(uname -m)"
level="${GEO_WRITER_XZ_LEVEL:-6}"
app="dist/geo-writer"

start=$(date +%s)
"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$here/dist" --workpath "$here/build/pyinstaller" packaging/geo-writer.spec
ln -sf geo-writer "$app/geo-writer-score"
built=$(date +%s)

# Debug symbols of the compiled extensions (spaCy, thinc, blis, PySide6 …) and of
# libpython are most of their size and never used. Libraries that wheels vendor in a
# *.libs folder are left alone: auditwheel patched them, and stripping numpy's
# OpenBLAS breaks it (unaligned ELF segments).
unstripped=$(du -sk "$app" | cut -f1)
while IFS= read -r -d '' lib; do
  if [ "$(head -c 4 "$lib")" = $'\x7fELF' ]; then
    strip --strip-debug "$lib"
  fi
done < <(find "$app/_internal" -type f \( -name '*.so' -o -name '*.so.*' \) \
           -not -path '*.libs/*' -print0)
stripped=$(date +%s)

archive="dist/geo-writer-$version-linux-$arch.tar.xz"
rm -f dist/geo-writer-*.tar.gz dist/geo-writer-*.tar.xz dist/geo-writer_*.deb
tar -C dist -cf - geo-writer | xz -T0 -"$level" > "$archive"
packed=$(date +%s)
deb="$(bash packaging/linux/make_deb.sh "$app" "$version" dist "$level")"
debbed=$(date +%s)

# Sizes in MiB ("MB"), as du -h counts them.
mb() { awk -v k="$1" 'BEGIN { printf "%.1f MB", k / 1024 }'; }
echo "build: $((built - start)) s, strip: $((stripped - built)) s," \
     "tar.xz: $((packed - stripped)) s, deb: $((debbed - packed)) s"
echo "size: $app $(mb "$unstripped") before stripping, $(mb "$(du -sk "$app" | cut -f1)") after;" \
     "$archive $(mb $(($(stat -c %s "$archive") / 1024)));" \
     "$deb $(mb $(($(stat -c %s "$deb") / 1024)))"

if [ "${1:-}" = "--smoke" ]; then
  env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM LANG=C \
    XDG_CONFIG_HOME="$(mktemp -d)" "$app/geo-writer" --selftest
  shot="$(mktemp -d)/smoke.png"
  env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM \
    XDG_CONFIG_HOME="$(mktemp -d)" "$app/geo-writer" --screenshot "$shot" >/dev/null
  test -s "$shot" && echo "smoke: --screenshot wrote $shot"
  "$python" packaging/check_package.py --app "$app" --archive "$archive" --deb "$deb" \
    --version "$version"
fi
