#!/usr/bin/env bash
# Runs every libFuzzer target for SECONDS each (default 300):  scripts/fuzz.sh [SECONDS]
# New inputs go to build/fuzz-work/<target>/ (the committed seed corpus in tests/fuzz/corpus/ is
# only read). A crash leaves its input in build/fuzz-work/ and the script exits non-zero; turn
# it into a regression test named after what went wrong.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/scripts/common.sh"
seconds=${1:-300}
cd "$here"
cmake --preset fuzz >build-fuzz-configure.log 2>&1 || { cat build-fuzz-configure.log; die "configure fuzz"; }
rm -f build-fuzz-configure.log
cmake --build --preset fuzz >/dev/null 2>&1 || { cmake --build --preset fuzz 2>&1 | tail -30; die "build fuzz"; }
status=0
for target in fuzz_parse fuzz_save fuzz_moves fuzz_position; do
  work="$here/build/fuzz-work/$target"
  mkdir -p "$work"
  seed_dir="$here/tests/fuzz/corpus/${target#fuzz_}"
  log="$work/run.log"
  extra=()
  [ "$target" = fuzz_moves ] && extra=(-max_len=96)  # a few dozen moves per input, many inputs
  [ "$target" = fuzz_position ] && extra=(-dict="$here/tests/fuzz/position.dict")  # the format's names
  (cd "$work" && "$here/build/fuzz/tests/fuzz/$target" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 \
      -print_final_stats=1 "${extra[@]}" "$work" "$seed_dir" >"$log" 2>&1)
  rc=$?
  runs=$(grep -E 'stat::number_of_executed_units' "$log" | awk '{print $2}')
  if [ $rc -eq 0 ]; then
    echo "$target: ${seconds}s, ${runs:-?} runs, 0 crashes"
  else
    echo "$target: CRASH after ${runs:-?} runs (input saved in $work):"
    grep -E -A15 'ERROR|SUMMARY|deadly signal' "$log" | head -30
    status=1
  fi
done
exit $status
