#!/usr/bin/env bash
# Set up a development environment and run GEO Writer or its test suite.
#
#   bash packaging/dev.sh run [FILE]   set up, then open FILE (default: the sample article)
#   bash packaging/dev.sh test [ARGS]  set up, then run ruff, every test tier (or pytest ARGS),
#                                      and build the packaged app and smoke-test it
#
# Works on a fresh Debian/Ubuntu machine with Python 3.11: installs the system
# libraries Qt needs and a CJK font (with sudo when not root), creates .venv and
# installs the project into it. Re-running skips what is already there.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
python="${PYTHON:-python3}"
venv="$here/.venv"

apt_packages=(
  python3-venv python3-pip
  libegl1 libgl1 libopengl0 libfontconfig1 libxkbcommon0 libdbus-1-3 libglib2.0-0
  libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-randr0
  libxcb-render-util0 libxcb-shape0 libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0
  fonts-wqy-microhei
  # validates the AppStream metadata the packages carry (packaging/check_package.py)
  appstream
)

system_packages() {
  command -v dpkg-query >/dev/null 2>&1 || { echo "dev.sh: not a Debian system; install Qt's X11/EGL libraries and a CJK font yourself" >&2; return 0; }
  local missing=()
  for pkg in "${apt_packages[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "dev.sh: installing system packages: ${missing[*]}"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

python_env() {
  if [ ! -x "$venv/bin/python" ]; then
    echo "dev.sh: creating $venv"
    "$python" -m venv "$venv"
  fi
  local stamp="$venv/.installed-$(sha1sum pyproject.toml | cut -c1-12)"
  if [ ! -f "$stamp" ]; then
    echo "dev.sh: installing GEO Writer and its test tools into .venv"
    "$venv/bin/python" -m pip install -q --upgrade pip
    "$venv/bin/python" -m pip install -q -e ".[app,test,build]"
    rm -f "$venv"/.installed-* && touch "$stamp"
  fi
}

cmd="${1:-run}"
shift || true
system_packages
python_env
export GEO_WRITER_CACHE="${GEO_WRITER_CACHE:-$here/.cache}"

case "$cmd" in
  run)
    exec "$venv/bin/geo-writer" "${@:-$here/resources/sample.md}"
    ;;
  test)
    export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
    "$venv/bin/ruff" check .
    set +e
    # Every tier (unit, gui, system, equivalence); `pytest` alone runs the fast tier.
    "$venv/bin/python" -m pytest "${@:-tests}"
    status=$?
    set -e
    if [ $status -eq 5 ]; then
      echo "dev.sh: pytest collected no tests" >&2
      exit 1
    fi
    [ $status -eq 0 ] || exit $status
    # The packaged app: build it and run its self-test (skip with GEO_WRITER_SKIP_BUILD=1
    # for a quick local run; CI always builds).
    # xz level 3 packs in about a quarter of the time of the release level (6) for
    # ~10% larger packages, still well inside the 100 MB budget the check enforces.
    if [ -z "${GEO_WRITER_SKIP_BUILD:-}" ] || [ -n "${CI:-}" ]; then
      PYTHON="$venv/bin/python" GEO_WRITER_XZ_LEVEL="${GEO_WRITER_XZ_LEVEL:-3}" \
        bash packaging/build.sh --smoke
    fi
    ;;
  *)
    echo "usage: bash packaging/dev.sh run [FILE] | test [PYTEST ARGS]" >&2
    exit 2
    ;;
esac
