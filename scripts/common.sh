# Shared helpers for the scripts in this folder. Source it; do not run it.
# shellcheck shell=bash
RUMMY_ROOT=${RUMMY_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
RUMMY_CACHE=${RUMMY_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/rummy-parlor}
SDL2_VERSION=2.26.5
IMGUI_VERSION=1.86
SDL2_PREFIX="$RUMMY_CACHE/sdl2-wasm-$SDL2_VERSION"
IMGUI_DIR="$RUMMY_CACHE/imgui-$IMGUI_VERSION"
UI_FONT="$RUMMY_CACHE/font/DejaVuSans-ui.ttf"
# Pitfall 1 of docs/TOOLCHAIN.md: emscripten's JS optimizer needs Debian's acorn.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
export RUMMY_ROOT RUMMY_CACHE SDL2_PREFIX IMGUI_DIR UI_FONT

log() { printf '[rummy] %s\n' "$*" >&2; }
die() { printf '[rummy] error: %s\n' "$*" >&2; exit 1; }

# Installs the Debian packages that are missing. As root it runs apt-get; otherwise it prints
# the exact command to run and stops.
apt_install() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  # Remove duplicates while keeping order.
  mapfile -t missing < <(printf '%s\n' "${missing[@]}" | awk '!seen[$0]++')
  local cmd="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing[*]}"
  if [ "$(id -u)" != 0 ]; then
    die "missing Debian packages. Run as root:  $cmd"
  fi
  log "installing: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# deb-src entries next to the existing deb entries (deb822 or one-line format).
enable_deb_src() {
  if grep -rqsE '^(Types:.*deb-src|deb-src )' /etc/apt/sources.list /etc/apt/sources.list.d/; then return 0; fi
  [ "$(id -u)" = 0 ] || die "apt has no deb-src entries. As root, add them (see docs/TOOLCHAIN.md) and rerun."
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources \
      > /etc/apt/sources.list.d/rummy-deb-src.sources
  elif [ -f /etc/apt/sources.list ]; then
    grep -E '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' > /etc/apt/sources.list.d/rummy-deb-src.list
  else
    die "cannot find Debian's apt sources to derive deb-src entries from"
  fi
  apt-get update -qq
}

# SDL2 and Dear ImGui as Debian source packages, unpacked into the cache.
fetch_debian_sources() {
  local src="$RUMMY_CACHE/debsrc"
  mkdir -p "$src"
  if [ ! -f "$RUMMY_CACHE/SDL2-$SDL2_VERSION/CMakeLists.txt" ] || [ ! -f "$IMGUI_DIR/imgui.cpp" ]; then
    enable_deb_src
    (cd "$src" && apt-get source --download-only libsdl2="$SDL2_VERSION*" imgui="$IMGUI_VERSION*" >/dev/null 2>&1 \
       || (cd "$src" && apt-get source --download-only libsdl2 imgui >/dev/null))
  fi
  if [ ! -f "$RUMMY_CACHE/SDL2-$SDL2_VERSION/CMakeLists.txt" ]; then
    local t; t=$(ls "$src"/libsdl2_"$SDL2_VERSION"*.orig.tar.* | head -1) || die "SDL2 source tarball not found"
    log "unpacking $(basename "$t")"
    rm -rf "$RUMMY_CACHE/SDL2-$SDL2_VERSION.tmp" && mkdir -p "$RUMMY_CACHE/SDL2-$SDL2_VERSION.tmp"
    tar -xf "$t" -C "$RUMMY_CACHE/SDL2-$SDL2_VERSION.tmp" --strip-components=1
    mv "$RUMMY_CACHE/SDL2-$SDL2_VERSION.tmp" "$RUMMY_CACHE/SDL2-$SDL2_VERSION"
  fi
  if [ ! -f "$IMGUI_DIR/imgui.cpp" ]; then
    local t; t=$(ls "$src"/imgui_"$IMGUI_VERSION"*.orig.tar.* | head -1) || die "imgui source tarball not found"
    log "unpacking $(basename "$t")"
    rm -rf "$IMGUI_DIR.tmp" && mkdir -p "$IMGUI_DIR.tmp"
    tar -xf "$t" -C "$IMGUI_DIR.tmp" --strip-components=1
    mv "$IMGUI_DIR.tmp" "$IMGUI_DIR"
  fi
}

# SDL2 for wasm, built once with emcmake (about 4 minutes on 2 cores), reused afterwards.
build_sdl2_wasm() {
  [ -f "$SDL2_PREFIX/lib/libSDL2.a" ] && return 0
  log "building SDL2 $SDL2_VERSION for wasm (once, a few minutes)"
  local b="$RUMMY_CACHE/sdl2-wasm-build"
  rm -rf "$b" && mkdir -p "$b"
  (cd "$b" && emcmake cmake "$RUMMY_CACHE/SDL2-$SDL2_VERSION" -DCMAKE_BUILD_TYPE=MinSizeRel \
      -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DSDL_AUDIO=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF \
      -DSDL_SENSOR=OFF -DSDL_HIDAPI=OFF -DSDL_POWER=OFF -DSDL_RENDER=OFF -DSDL_THREADS=OFF -DSDL_LOCALE=OFF \
      -DSDL_MISC=OFF -DSDL_FILESYSTEM=OFF -DCMAKE_INSTALL_PREFIX="$SDL2_PREFIX.tmp" >"$b/configure.log" 2>&1 \
    && emmake make -j"$(nproc)" >"$b/build.log" 2>&1 && make install >"$b/install.log" 2>&1) \
    || { tail -30 "$b"/*.log >&2; die "SDL2 wasm build failed (logs in $b)"; }
  rm -rf "$SDL2_PREFIX" && mv "$SDL2_PREFIX.tmp" "$SDL2_PREFIX"
}

# DejaVu Sans cut down to Latin-1, general punctuation, arrows and the card glyphs, with only the
# tables Dear ImGui's rasteriser reads: no kerning, ligature or maths tables (ImGui 1.86 uses none of
# them; about 3 KB off the gzipped download) and no names.
make_ui_font() {
  # The earlier cut (all of the font's tables), under its own name in caches made before this one.
  rm -f "$(dirname "$UI_FONT")/DejaVuSans-subset.ttf"
  [ -f "$UI_FONT" ] && return 0
  mkdir -p "$(dirname "$UI_FONT")"
  /usr/bin/python3 -m fontTools.subset /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf \
    --unicodes='U+0020-007E,U+00A0-00FF,U+2010-2027,U+2190-2193,U+2212,U+2605,U+2660-2667,U+2713,U+2717,U+25B6,U+25C0' \
    --output-file="$UI_FONT.tmp" --no-hinting --layout-features='' --name-IDs='' \
    --drop-tables+=GPOS,GSUB,GDEF,MATH,gasp,kern
  mv "$UI_FONT.tmp" "$UI_FONT"
}

install_e2e_node_modules() {
  local d="$RUMMY_ROOT/tests/e2e"
  [ -f "$d/package-lock.json" ] || die "tests/e2e/package-lock.json is missing"
  local m
  for m in playwright-core puppeteer-core selenium-webdriver; do
    [ -d "$d/node_modules/$m" ] || rm -f "$d/node_modules/.package-lock.json"
  done
  if [ ! -f "$d/node_modules/.package-lock.json" ] || [ "$d/package-lock.json" -nt "$d/node_modules/.package-lock.json" ]; then
    log "installing playwright-core, puppeteer-core and selenium-webdriver from the npm registry (no browser download)"
    (cd "$d" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error >/dev/null)
  fi
}
