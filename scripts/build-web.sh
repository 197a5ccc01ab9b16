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
cp "$b/game.js" "$b/game.wasm" "$here/web/boot.js" "$here/web/mirror.js" "$here/web/worker.js" "$here/web/style.css" "$here/web/manifest.webmanifest" \
   "$here/assets/icon.svg" "$out.tmp/"
size=$(stat -c %s "$b/game.wasm")
sed "s/__WASM_SIZE__/$size/" "$here/shell.html" > "$out.tmp/index.html"
# Icons for the home screen and the browser's install prompt, drawn from the one SVG.
for px in 180 192 512; do rsvg-convert -w $px -h $px "$here/assets/icon.svg" -o "$out.tmp/icon-$px.png"; done
(cd "$here/assets" && rsvg-convert -w 512 -h 512 icon-maskable.svg -o "$out.tmp/icon-maskable-512.png")
# The service worker lists every file and is named after their hash, so any change is a new version.
assets=$(cd "$out.tmp" && ls | sort | sed 's#^#./#' | sed 's#^./index.html$#./index.html#')
version=$(cd "$out.tmp" && cat $(ls | sort) | sha256sum | cut -c1-16)
list=$( (echo "./"; echo "$assets") | sed 's/.*/"&"/' | paste -sd, -)
sed -e "s/__VERSION__/$version/" -e "s#__ASSETS__#[$list]#" "$here/web/sw.js" > "$out.tmp/sw.js"
rm -rf "$out" && mv "$out.tmp" "$out"
# The download budget: every file the page loads, gzipped, at most 600 KB (the PNG icons are
# fetched only when the site is installed, so they do not count).
budget=600000
total=0
sizes=""
for f in $(cd "$out" && ls | sort); do
  case "$f" in *.png) continue ;; esac
  n=$(gzip -9c "$out/$f" | wc -c)
  total=$((total + n))
  sizes="$sizes $f $n,"
done
log "web build ready in dist/ ($(du -sh "$out" | cut -f1)); download, gzip -9 in bytes:${sizes%,}; total $total of $budget"
if [ "$total" -gt "$budget" ]; then
  echo "The page's download is $total bytes gzipped, over its budget of $budget." >&2
  exit 1
fi
