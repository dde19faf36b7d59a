#!/usr/bin/env bash
# Make a Debian package of the built app with dpkg-deb; prints the package's path.
#
#   bash packaging/linux/make_deb.sh APP_FOLDER VERSION OUT_FOLDER [XZ_LEVEL]
#
# The package installs:
#   /opt/geo-writer/                          the app folder
#   /usr/bin/geo-writer, /usr/bin/geo-writer-score
#   /usr/share/applications/geo-writer.desktop   menu entry; opens Markdown (text/markdown)
#   /usr/share/icons/hicolor/*/apps/geo-writer.*  the icon in every size, and scalable
#   /usr/share/metainfo/io.github.geo_writer.GeoWriter.metainfo.xml   AppStream metadata
#   /usr/share/doc/geo-writer/copyright, changelog.gz
# No maintainer scripts: dpkg's triggers refresh the desktop database, the icon cache
# and the MIME cache when files land in those folders.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
app="$1"
version="$2"
out="$3"
level="${4:-6}"
[ -x "$app/geo-writer" ] || { echo "make_deb.sh: no built app in $app" >&2; exit 1; }
arch="$(dpkg --print-architecture)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT

mkdir -p "$stage/opt" "$stage/usr/bin" "$stage/usr/share/applications" \
  "$stage/usr/share/doc/geo-writer" "$stage/usr/share/metainfo" "$stage/DEBIAN"
cp -a "$app" "$stage/opt/geo-writer"
# Relative links, so the package's files also run where `dpkg -x` unpacks them.
ln -s ../../opt/geo-writer/geo-writer "$stage/usr/bin/geo-writer"
ln -s ../../opt/geo-writer/geo-writer-score "$stage/usr/bin/geo-writer-score"
install -m 644 "$here/resources/geo-writer.desktop" "$stage/usr/share/applications/"
install -m 644 "$here/resources/geo-writer.metainfo.xml" \
  "$stage/usr/share/metainfo/io.github.geo_writer.GeoWriter.metainfo.xml"
gzip -9n < "$here/packaging/changelog.md" > "$stage/usr/share/doc/geo-writer/changelog.gz"
chmod 644 "$stage/usr/share/doc/geo-writer/changelog.gz"
# The maintainer as pyproject.toml names them (GEO_WRITER_MAINTAINER overrides it).
maintainer="$(python3 - "$here/pyproject.toml" <<'PY'
import sys
import tomllib

with open(sys.argv[1], "rb") as handle:
    first = tomllib.load(handle)["project"]["maintainers"][0]
print(f"{first['name']} <{first['email']}>")
PY
)"
for size in 16 24 32 48 64 128 256 512; do
  install -D -m 644 "$here/resources/icons/geo-writer-$size.png" \
    "$stage/usr/share/icons/hicolor/${size}x${size}/apps/geo-writer.png"
done
install -D -m 644 "$here/resources/icons/geo-writer.svg" \
  "$stage/usr/share/icons/hicolor/scalable/apps/geo-writer.svg"
cat > "$stage/usr/share/doc/geo-writer/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: GEO Writer
Comment: /opt/geo-writer also holds the Python runtime and the third-party
 libraries the app is built with, each under its own licence: Python (PSF),
 PySide6 and Qt (LGPL-3.0), spaCy, thinc and jieba (MIT), Python-Markdown and
 NumPy (BSD-3-Clause), and the libraries they depend on.

Files: *
Copyright: GEO Writer team
License: MIT
EOF
find "$stage" -type d -exec chmod 755 {} +

cat > "$stage/DEBIAN/control" <<EOF
Package: geo-writer
Version: $version
Architecture: $arch
Maintainer: ${GEO_WRITER_MAINTAINER:-$maintainer}
Installed-Size: $(du -sk --exclude=DEBIAN "$stage" | cut -f1)
Depends: libc6 (>= 2.36), libegl1, libgl1, libopengl0, libfontconfig1, libfreetype6, libxkbcommon0, libxkbcommon-x11-0, libdbus-1-3, libglib2.0-0, libx11-6, libx11-xcb1, libxcb1, libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1, libxcb-image0, libxcb-randr0, libxcb-render-util0, libxcb-shape0, libxcb-xfixes0, libxcb-xkb1
Recommends: fonts-noto-cjk | fonts-wqy-microhei
Section: editors
Priority: optional
Description: Markdown editor that scores articles for AI answer engines
 GEO Writer is a desktop Markdown editor that rescores an article on five GEO
 (Generative Engine Optimization) dimensions as you type: facts and data,
 structure, sources, clarity and AI extractability, in English and Simplified
 Chinese. It highlights the paragraphs that pull the score down, each with a
 concrete fix, works offline, and exports HTML or Markdown.
 .
 geo-writer-score scores Markdown files from the command line.
EOF

deb="$out/geo-writer_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz -z"$level" --threads-max=2 --build "$stage" "$deb" >/dev/null
echo "$deb"
