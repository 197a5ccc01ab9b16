#!/usr/bin/env bash
# rummy play --position and rummy position: a match starts from a position of docs/POSITIONS.md,
# the terminal shows Rummy's whole track and each player's melds and cards left when a hand ends,
# a save's position is written and plays on, and a bad position is refused with its first problem.
set -u
rummy=$1
docs=$2/docs/POSITIONS.md
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
check() {  # check NAME EXPECTED_REGEX ACTUAL
  if printf '%s' "$3" | grep -Eq -- "$2"; then echo "ok   $1"; else echo "FAIL $1: got: $(printf '%s' "$3" | tail -5)"; fails=$((fails + 1)); fi
}
# The examples of the documentation, one file per game.
python3 - "$docs" "$tmp" <<'PY'
import json, sys
doc = open(sys.argv[1]).read()
for block in doc.split("```json\n")[1:]:
    text = block.split("```")[0]
    open(f"{sys.argv[2]}/{json.loads(text)['game']}.json", "w").write(text)
PY
for g in kentucky rummy three-kings five-crowns kaluki; do
  check "the $g example of docs/POSITIONS.md checks out" "a .* position for [0-9] players" "$("$rummy" position --check "$tmp/$g.json")"
done
out=$(printf 'quit\n' | "$rummy" play --position "$tmp/rummy.json" --seats basic,human)
check "a match starts from a position" 'Rummy: Hand 2 \(you are Player 2\)' "$out"
check "Rummy's whole track is shown, bottom to top" 'The whole pile, bottom to top: 4♦ 10♦ A♦ J♠ 5♣ 10♠' "$out"
check "who laid off which card is shown" 'laid off: Q♦ by Player 1' "$out"
out=$("$rummy" play --position "$tmp/kaluki.json" --seats basic,basic,basic)
check "the end of a hand shows every player's melds" 'Player 1: melds A♣ A♦ A♠ A♥; 9♦ 9♥ 9♠' "$out"
check "the end of a hand shows every player's cards left" 'Player 3: melds none; cards left: 10♣ 9♣' "$out"
check "play goes on from a position to the end of the match" 'The match is over\. Player [1-3] wins' "$out"
out=$(printf 'draw\nposition %s\nquit\n' "$tmp/now.json" | "$rummy" play --position "$tmp/five-crowns.json" --seats human,basic,basic,basic --save "$tmp/fc.json")
check "'position FILE' at the prompt writes the position" "Position written to $tmp/now.json" "$out"
check "the written position loads" 'Player 1 to move' "$("$rummy" position --check "$tmp/now.json")"
out=$(printf 'quit\n' | "$rummy" play --load "$tmp/fc.json")
check "a match started from a position is saved from there and resumes" 'Your hand: 8♦ 5♥ 8♥ 3♠ 7♠ 8♠' "$out"
printf 'discard 3C\ndraw\nquit\n' | "$rummy" play --game kaluki --seats human,basic --seed 5 --save "$tmp/k.json" >/dev/null
"$rummy" position --from-save "$tmp/k.json" --out "$tmp/k-position.json"
check "rummy position --from-save writes the position the save reached" '"game": "kaluki"' "$(cat "$tmp/k-position.json")"
out=$(printf 'quit\n' | "$rummy" play --position "$tmp/k-position.json")
check "that position plays on where the save stopped" 'Stock: 76 cards' "$out"
python3 - "$tmp/rummy.json" "$tmp/bad.json" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
j["hands"][1].append(j["hands"][0][0])
json.dump(j, open(sys.argv[2], "w"))
PY
out=$("$rummy" play --position "$tmp/bad.json" </dev/null 2>&1)
rc=$?
check "a bad position is refused with its first problem" "rummy play: This position cannot be loaded: Player 2's hand has 3♥, but every 3♥ of the pack is placed already" "$out"
check "and nothing is played" '^2 0$' "$rc $(printf '%s' "$out" | grep -c 'Your hand')"
out=$("$rummy" position --check "$tmp/bad.json" 2>&1)
check "rummy position --check names the problem" "every 3♥ of the pack is placed already" "$out"
out=$("$rummy" position --from-save "$tmp/missing.json" 2>&1)
check "a save that is not there is named" "cannot read $tmp/missing.json" "$out"
echo "$fails failed"
[ "$fails" = 0 ]
