#!/usr/bin/env python3
"""rummy play, Kentucky at the terminal: three people at one keyboard; when the claim round asks
one of them about a discard, a Kentucky call from a player who is not down is refused with the
reason and a May I takes the discard and a penalty card. Usage: kentucky_claim_cli_test.py RUMMY"""
import re
import subprocess
import sys

proc = subprocess.Popen([sys.argv[1], "play", "--game", "kentucky", "--seats", "human,human,human", "--seed", "2"],
                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=0)
log = []


def until_prompt():
    text = ""
    while not text.endswith("> "):
        ch = proc.stdout.read(1)
        if not ch:
            break
        text += ch
    log.append(text)
    return text


def send(line):
    log.append("<< " + line + "\n")
    proc.stdin.write(line + "\n")
    proc.stdin.flush()


fails = []


def check(name, ok):
    print(("ok   " if ok else "FAIL ") + name)
    if not ok:
        fails.append(name)


screen = until_prompt()
hand_line = ""
claimed = False
for _ in range(200):
    hands = re.findall(r"\n  \(([^)]*)\)\n", screen)
    if hands:
        hand_line = hands[-1]
    status = screen.strip().splitlines()[-2] if screen.strip() else ""
    if ": claim " in status:
        before = len(hand_line.split())
        send("kentucky " + hand_line.split()[0] + " on 0")
        refusal = until_prompt()
        check("a Kentucky call from a player who is not down is refused with the reason",
              "Refused: Only a player who is down may call Kentucky." in refusal)
        send("mayi")
        screen = until_prompt()
        check("May I is played", "You call May I:" in screen)
        seat = int(re.search(r"Player (\d): claim", status).group(1))
        counts = re.search(r"Player %d: (\d+) cards, -?\d+ points, 1 May I" % seat, screen)
        check("the May I caller holds the discard and a penalty card", counts is not None and int(counts.group(1)) == before + 2)
        claimed = True
        break
    if "draw from the stock" in status:
        send("draw")
    else:
        send("discard " + hand_line.split()[0])
    screen = until_prompt()
check("the claim round asked a person about a discard", claimed)
send("quit")
proc.communicate(timeout=10)
if fails:
    sys.stdout.write("".join(log[-6:]))
print("%d failed" % len(fails))
sys.exit(1 if fails else 0)
