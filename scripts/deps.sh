#!/usr/bin/env bash
# Installs and prepares everything Rummy Parlor needs, idempotently.
#
#   scripts/deps.sh [native] [web] [browser]     (no argument = all three)
#
#   native   Debian packages for the native build and tests (g++, cmake, GoogleTest, ...).
#   web      emscripten, the SDL2 and Dear ImGui Debian *source* packages unpacked into the cache,
#            SDL2 built for wasm with emcmake (once; later runs reuse it) and the subset UI font.
#   browser  the three browser engines from Debian (Chromium; Firefox ESR; WebKitGTK's WebKitWebDriver
#            and MiniBrowser), Xvfb and Mesa's software GL to run the last two, and their drivers
#            from the npm registry (playwright-core, puppeteer-core, selenium-webdriver:
#            tests/e2e/package-lock.json).
#
# Nothing is downloaded from anywhere but Debian's archive and the npm registry.
# The cache lives outside the work tree (default ~/.cache/rummy-parlor, override with RUMMY_CACHE)
# so that fresh clones on the same machine reuse the SDL2 build. Prints what it exports in
# "$RUMMY_CACHE/env.sh", which the other scripts source.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/scripts/common.sh"

want_native=0; want_web=0; want_browser=0
[ $# -eq 0 ] && set -- native web browser
for a in "$@"; do
  case "$a" in
    native) want_native=1 ;;
    web) want_web=1 ;;
    browser) want_browser=1 ;;
    *) die "unknown component '$a' (expected native, web or browser)" ;;
  esac
done

pkgs=()
[ $want_native = 1 ] && pkgs+=(g++ cmake make ninja-build pkg-config libgtest-dev googletest libbenchmark-dev
                               nlohmann-json3-dev libsdl2-dev libgl-dev python3 git ca-certificates
                               clang-14 libclang-rt-14-dev clang-format-14)
[ $want_web = 1 ] && pkgs+=(emscripten dpkg-dev fonts-dejavu-core python3-fonttools xz-utils librsvg2-bin)
[ $want_browser = 1 ] && pkgs+=(chromium firefox-esr webkit2gtk-driver xvfb xauth libgl1-mesa-dri fonts-dejavu-core)
if [ $want_web = 1 ] || [ $want_browser = 1 ]; then
  command -v node >/dev/null || pkgs+=(nodejs)
  command -v npm >/dev/null || pkgs+=(npm)
fi
apt_install "${pkgs[@]}"

mkdir -p "$RUMMY_CACHE"

if [ $want_web = 1 ]; then
  fetch_debian_sources
  build_sdl2_wasm
  make_ui_font
fi

if [ $want_browser = 1 ]; then
  install_e2e_node_modules
fi
log "dependencies ready (cache: $RUMMY_CACHE)"
