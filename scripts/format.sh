#!/usr/bin/env bash
# Formats the C++ sources with the repository's .clang-format (clang-format-14, Debian 12).
#   scripts/format.sh           rewrites every tracked .cc/.h file under core/ web/ tools/ tests/
#   scripts/format.sh --check   changes nothing; lists the files that are not formatted and
#                               exits 1 if there are any (scripts/test.sh runs this)
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
format=$(command -v clang-format-14 || command -v clang-format || true)
[ -n "$format" ] || { echo "format.sh: clang-format is not installed (apt-get install clang-format-14)" >&2; exit 2; }
check=0
case "${1:-}" in
  --check) check=1 ;;
  "") ;;
  *) echo "usage: scripts/format.sh [--check]" >&2; exit 2 ;;
esac
mapfile -t files < <(git ls-files 'core/*.cc' 'core/*.h' 'web/*.cc' 'web/*.h' 'tools/*.cc' 'tools/*.h' 'tests/*.cc' 'tests/*.h')
if [ "$check" = 0 ]; then
  "$format" -i --style=file "${files[@]}"
  exit 0
fi
bad=0
for f in "${files[@]}"; do
  if ! "$format" --style=file --dry-run -Werror "$f" >/dev/null 2>&1; then
    echo "not formatted: $f"
    bad=$((bad + 1))
  fi
done
if [ "$bad" != 0 ]; then
  echo "$bad file(s) not formatted: run scripts/format.sh" >&2
  exit 1
fi
echo "format: ${#files[@]} files formatted"
