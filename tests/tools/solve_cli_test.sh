#!/usr/bin/env bash
# rummy solve: one JSON object per input line; a bad line gives a JSON error for that line and
# the tool goes on; bad options are refused with a message.
set -u
rummy=$1
fails=0
check() {  # check NAME EXPECTED_REGEX ACTUAL
  if printf '%s' "$3" | grep -Eq -- "$2"; then echo "ok   $1"; else echo "FAIL $1: got: $3"; fails=$((fails + 1)); fi
}
out=$(printf 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS\n7H XQ 9H\n\nKS KH KD 5C 6C 7C 2D 9H TH\n' | "$rummy" solve --rules gin)
check "one line per hand, blank lines skipped" '^3$' "$(printf '%s\n' "$out" | wc -l | tr -d ' ')"
check "a meldable stretch has deadwood 0" '"deadwood":0' "$(printf '%s\n' "$out" | sed -n 1p)"
check "a malformed card gives an error object naming it" '"error":"'"'"'XQ'"'"' is not a card' "$(printf '%s\n' "$out" | sed -n 2p)"
check "the error names its line" '"line":2' "$(printf '%s\n' "$out" | sed -n 2p)"
check "the tool goes on after a bad line" '"deadwood":21' "$(printf '%s\n' "$out" | sed -n 3p)"
out=$(echo "5C 3H 5R KD" | "$rummy" solve --rules five-crowns:3 --discard --explain)
check "--discard finds the going-out discard" '"discard":"KD".*"deadwood":0' "$out"
check "--explain says it in words" '"explain":"set ' "$out"
out=$(echo "7H 7H" | "$rummy" solve --rules gin)
check "a card the pack cannot hold twice is an error" '"error":".*pack has only 1' "$out"
out=$("$rummy" solve --rules canasta </dev/null 2>&1)
check "unknown rules are refused with the list" "unknown rules 'canasta'" "$out"
"$rummy" solve --rules gin --bogus </dev/null >/dev/null 2>&1
check "unknown options exit 2" '^2$' "$?"
echo "$fails failed"
[ "$fails" = 0 ]
