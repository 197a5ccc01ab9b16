#!/usr/bin/env bash
# Builds the release web game into dist/: index.html (from shell.html), boot.js, game.js,
# game.wasm. `scripts/build-web.sh [--skip-deps]`.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/scripts/common.sh"
[ "${1:-}" = "--skip-deps" ] || bash "$here/scripts/deps.sh" native web
cd "$here"
cmake --preset wasm-release >/dev/null
cmake --build --preset wasm-release --target rummy_web
out="$here/dist"
rm -rf "$out.tmp" && mkdir -p "$out.tmp"
b="$here/build/wasm-release/web"
cp "$b/game.js" "$b/game.wasm" "$here/web/boot.js" "$here/assets/icon.svg" "$out.tmp/"
size=$(stat -c %s "$b/game.wasm")
sed "s/__WASM_SIZE__/$size/" "$here/shell.html" > "$out.tmp/index.html"
rm -rf "$out" && mv "$out.tmp" "$out"
log "web build ready in dist/ ($(du -sh "$out" | cut -f1); gzip: wasm $(gzip -9c "$out/game.wasm" | wc -c) B, js $(gzip -9c "$out/game.js" | wc -c) B, html $(gzip -9c "$out/index.html" | wc -c) B)"
