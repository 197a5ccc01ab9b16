#!/usr/bin/env bash
# rummy play: computer players finish a whole match; a person's bad input gets a clear message
# and changes nothing; --save writes after every move and --load resumes exactly there.
set -u
rummy=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
check() {  # check NAME EXPECTED_REGEX ACTUAL
  if printf '%s' "$3" | grep -Eq -- "$2"; then echo "ok   $1"; else echo "FAIL $1: got: $(printf '%s' "$3" | tail -5)"; fails=$((fails + 1)); fi
}
out=$("$rummy" play --game five-crowns --seats basic,basic,basic --seed 3)
check "basic players finish a Five Crowns match of 11 hands" 'Hand 11 is over' "$out"
check "the lowest total wins Five Crowns" 'Score sheet \(lowest wins\)' "$out"
check "a winner is named" 'The match is over\. Player [1-3] (wins|share)' "$out"
out=$("$rummy" play --game kaluki --seats basic,basic --seed 4 --option long-game=0)
check "basic players finish a Kaluki match" 'The match is over\. Player [12] wins' "$out"
out=$("$rummy" play --game kentucky --seats basic,basic,basic,basic --seed 3)
check "basic players finish a Kentucky match of 10 hands" 'Hand 10 is over' "$out"
check "the highest total wins Kentucky" 'Score sheet \(highest wins\)' "$out"
check "Kentucky shows each hand's contract" 'Contract: 2 sets of 3, no wild cards in melds' "$("$rummy" play --game kentucky --seats human,basic,basic --seed 3 </dev/null)"
check "Kentucky bots claim discards" 'calls (May I|Kentucky)' "$out"
out=$(printf 'fly\ndiscard 7X\ndiscard 3C\ndraw\nquit\n' | "$rummy" play --game kaluki --seats human,basic --seed 5 --save "$tmp/k.json")
check "an unknown command is explained" "'fly' is not a move" "$out"
check "a malformed card is named" "'7X' is not a card" "$out"
check "an illegal move is refused with the reason" 'Refused: Draw a card first' "$out"
check "a legal move is played" 'You draw from the stock' "$out"
check "quitting says where the match is saved" "saved in $tmp/k.json" "$out"
out=$(printf 'quit\n' | "$rummy" play --load "$tmp/k.json")
check "a saved match resumes where it stopped" 'Stock: 76 cards' "$out"
echo '{"format":"rummy-parlor-save","version":1,"game":"kaluki","players":2,"seed":"5","moves":["discard 2C"]}' >"$tmp/bad.json"
out=$("$rummy" play --load "$tmp/bad.json" 2>&1)
check "a corrupt save is refused with a clear message" "move 1 \('discard 2C'\) cannot be played" "$out"
out=$("$rummy" play --game kaluki --seats human,wizard 2>&1 </dev/null)
check "an unknown player level is refused" "'wizard' is not a player level" "$out"
check "the refusal names every level" "\(human, easy, basic, strong, expert\)" "$out"
out=$(printf 'quit\n' | "$rummy" play --game three-kings --seats human,basic,easy --seed 4 2>&1)
check "Three Kings has computer players at the terminal" 'Three Kings for 3 players' "$out"
out=$(printf 'moves\nplay 2C 3C\nquit\n' | "$rummy" play --game three-kings --seats human,human,human --seed 9)
check "Three Kings is playable at the terminal: the table shows the trick points" 'Trick points: Player 1 0' "$out"
check "Three Kings lists legal plays" '  play [2-9TJQKA][CDHS]' "$out"
check "Three Kings refuses a two-card play with the reason" 'play one card or three' "$out"
out=$(printf 'hint\nquit\n' | "$rummy" play --game five-crowns --seats human,basic --seed 4)
check "hint names a move and says why" '> Hint: (Draw from the stock|Take .+ from the discard pile): .+\.$' "$out"
out=$(printf 'hint expert\nquit\n' | "$rummy" play --game five-crowns --seats human,expert --seed 4)
check "hint expert names the expert's move and says why" '> Hint: (Draw from the stock|Take .+ from the discard pile): .+\.$' "$out"
out=$("$rummy" sim --game five-crowns --seats easy,basic --games 20 --seed 1 --csv "$tmp/sim.csv")
check "sim prints each level's win rate with a 95% interval" 'basic +20 +[0-9.]+ +[0-9.]+% +[0-9.]+% - +[0-9.]+%' "$out"
check "sim prints its speed" 'matches/s' "$out"
check "sim writes one CSV row per player and match" '^41$' "$(wc -l <"$tmp/sim.csv" | tr -d ' ')"
"$rummy" sim --game five-crowns --seats easy,basic --games 20 --seed 1 --threads 3 --csv "$tmp/sim3.csv" >/dev/null
check "sim on three threads writes the same CSV as on one" 'same' "$(cmp -s "$tmp/sim.csv" "$tmp/sim3.csv" && echo same || echo differ)"
out=$("$rummy" sim --game five-crowns --threads 0 2>&1)
check "sim refuses a thread count below one" "--threads needs a number from 1 to 256" "$out"
out=$("$rummy" sim --game three-kings --seats wizard,basic,basic 2>&1)
check "sim refuses a level a game does not have" "Three Kings has no 'wizard' computer player" "$out"
out=$("$rummy" sim --game three-kings --seats strong,basic,basic --games 3 --playouts 8 2>&1)
check "sim runs the strong player with a chosen search budget" 'strong +3 +[0-9.]+ +[0-9.]+%' "$out"
out=$("$rummy" sim --game five-crowns --seats expert,strong --games 4 --seed 3 --paired --hands 1 --playouts 2 --expert-playouts 2 --csv "$tmp/paired.csv" 2>&1)
check "sim runs the expert against the strong player and prints the points difference" 'expert minus strong, points per match \(positive: better for expert\): [-+][0-9.]+ \(95%: [-+][0-9.]+ to [-+][0-9.]+\) over 2 deals in every seat' "$out"
check "sim --paired plays each deal in every seat rotation" '^3,3,4,4$' "$(awk -F, 'NR > 1 && $3 == 0 {print $2}' "$tmp/paired.csv" | paste -sd,)"
out=$("$rummy" sim --game five-crowns --seats expert,strong --expert-playouts 0 2>&1)
check "sim refuses an expert budget below one playout" "--expert-playouts needs a positive number" "$out"
out=$("$rummy" sim --game three-kings --seats strong,basic,basic --playouts 0 2>&1)
check "sim refuses a search budget below one playout" "--playouts needs a positive number" "$out"
out=$("$rummy" sim --game kaluki --option long-game 2>&1)
check "sim refuses a malformed house option" "--option needs name=number" "$out"
echo "$fails failed"
[ "$fails" = 0 ]
