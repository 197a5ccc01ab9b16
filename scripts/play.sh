#!/usr/bin/env bash
# The play command: installs what is missing, builds the release web game and serves it on
# http://127.0.0.1:8080 (or the port given: scripts/play.sh 9000, or PORT=9000).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/scripts/common.sh"
port=${1:-${PORT:-8080}}
bash "$here/scripts/build-web.sh"
log "Rummy Parlor is at  http://127.0.0.1:$port/   (Ctrl+C stops the server)"
exec python3 "$here/scripts/serve.py" "$here/dist" "$port"
