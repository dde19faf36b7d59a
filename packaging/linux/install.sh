#!/usr/bin/env bash
# Install the built app for the current user (no root needed):
#   ~/.local/opt/geo-writer/        the app folder
#   ~/.local/bin/geo-writer         a link to start it (and geo-writer-score, the scorer)
#   ~/.local/share/applications/    the desktop entry (opens .md files)
#   ~/.local/share/icons/hicolor/   the icons
#   ~/.local/share/metainfo/        the AppStream metadata software centres read
# The app is offered for Markdown files; it becomes their default only when no
# application was chosen for them before.
# Usage: bash packaging/linux/install.sh [APP_FOLDER]   (default: dist/geo-writer)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
app="${1:-$here/dist/geo-writer}"
prefix="${PREFIX:-$HOME/.local}"
[ -x "$app/geo-writer" ] || { echo "install.sh: no built app in $app (run bash packaging/build.sh)" >&2; exit 1; }

rm -rf "$prefix/opt/geo-writer"
mkdir -p "$prefix/opt" "$prefix/bin" "$prefix/share/applications"
cp -a "$app" "$prefix/opt/geo-writer"
ln -sf "$prefix/opt/geo-writer/geo-writer" "$prefix/bin/geo-writer"
ln -sf "$prefix/opt/geo-writer/geo-writer-score" "$prefix/bin/geo-writer-score"
sed "s|^Exec=geo-writer|Exec=$prefix/bin/geo-writer|" "$here/resources/geo-writer.desktop" \
  > "$prefix/share/applications/geo-writer.desktop"
for size in 16 24 32 48 64 128 256 512; do
  dir="$prefix/share/icons/hicolor/${size}x${size}/apps"
  mkdir -p "$dir"
  cp "$here/resources/icons/geo-writer-$size.png" "$dir/geo-writer.png"
done
mkdir -p "$prefix/share/icons/hicolor/scalable/apps"
cp "$here/resources/icons/geo-writer.svg" "$prefix/share/icons/hicolor/scalable/apps/geo-writer.svg"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$prefix/share/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" || true
mkdir -p "$prefix/share/metainfo"
cp "$here/resources/geo-writer.metainfo.xml" \
  "$prefix/share/metainfo/io.github.geo_writer.GeoWriter.metainfo.xml"
if command -v xdg-mime >/dev/null; then
  chosen="$(xdg-mime query default text/markdown 2>/dev/null || true)"
  [ -n "$chosen" ] || xdg-mime default geo-writer.desktop text/markdown 2>/dev/null || true
fi
echo "GEO Writer installed: $prefix/bin/geo-writer"
