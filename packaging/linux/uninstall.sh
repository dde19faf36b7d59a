#!/usr/bin/env bash
# Remove what install.sh put under the user's home. Documents and settings are kept.
set -euo pipefail
prefix="${PREFIX:-$HOME/.local}"
rm -rf "$prefix/opt/geo-writer"
rm -f "$prefix/bin/geo-writer" "$prefix/bin/geo-writer-score" \
      "$prefix/share/applications/geo-writer.desktop" \
      "$prefix/share/metainfo/io.github.geo_writer.GeoWriter.metainfo.xml"
rm -f "$prefix"/share/icons/hicolor/*/apps/geo-writer.png \
      "$prefix/share/icons/hicolor/scalable/apps/geo-writer.svg"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$prefix/share/applications" || true
echo "GEO Writer removed from $prefix"
