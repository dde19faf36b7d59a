#!/usr/bin/env bash
# Build the one-folder app with PyInstaller, pack it, and (with --smoke) check it.
#
#   bash packaging/build.sh [--smoke]
#
# Output: dist/geo-writer/ (the app), dist/geo-writer-<version>-linux-<arch>.tar.gz.
# Prints the build time and the sizes. Run inside the project's .venv (dev.sh sets it up).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
python="${PYTHON:-$here/.venv/bin/python}"
version="$("$python" -c 'import tomllib;print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')"
arch="$(uname -m)"

start=$(date +%s)
"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$here/dist" --workpath "$here/build/pyinstaller" packaging/geo-writer.spec
built=$(date +%s)
archive="dist/geo-writer-$version-linux-$arch.tar.gz"
tar -C dist -czf "$archive" geo-writer
packed=$(date +%s)

echo "build: $((built - start)) s, archive: $((packed - built)) s"
echo "size: dist/geo-writer $(du -sh dist/geo-writer | cut -f1), $archive $(du -h "$archive" | cut -f1)"

if [ "${1:-}" = "--smoke" ]; then
  env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM LANG=C \
    XDG_CONFIG_HOME="$(mktemp -d)" dist/geo-writer/geo-writer --selftest
  shot="$(mktemp -d)/smoke.png"
  env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM \
    XDG_CONFIG_HOME="$(mktemp -d)" dist/geo-writer/geo-writer --screenshot "$shot" >/dev/null
  test -s "$shot" && echo "smoke: --screenshot wrote $shot"
fi
