#!/usr/bin/env python3
"""Reads the CSVs of `rummy sim --paired` runs and prints one level against another.

  python3 scripts/paired-sim.py [--a expert] [--b strong] [--out MERGED.csv] FILE.csv...

A CSV holds one row per seat and match: match,seed,seat,level,total,win. With --paired every
deal (seed) is played once in every rotation of the seats. Several files are runs of consecutive
seeds (chunks of one long run); they are read together, and --out writes them as the one CSV the
single command would have written (`rummy sim --seed 1 --games N --paired ...`, match i is
rotation i % players of the deal from seed 1 + i / players).

Per deal: level a's average total minus level b's in each rotation, averaged over the rotations,
turned round where the lowest total wins (read from the CSV: the winners hold the lowest totals),
so positive is better for a. Printed: the mean over the deals with its 95% interval
(mean +- 1.96 * sd / sqrt(deals)), and each level's share of the wins per seat-match.
"""
import argparse
import csv
import math
import sys
from collections import defaultdict


def read_rows(paths):
    rows = []
    for path in paths:
        with open(path, newline="") as f:
            for r in csv.DictReader(f):
                rows.append(
                    {
                        "match": int(r["match"]),
                        "seed": int(r["seed"]),
                        "seat": int(r["seat"]),
                        "level": r["level"],
                        "total": int(r["total"]),
                        "win": float(r["win"]),
                        "file": path,
                    }
                )
    return rows


def group_matches(rows):
    """{(file, match): [row per seat]} -> {seed: [match rows...]} and the number of players."""
    matches = defaultdict(list)
    for r in rows:
        matches[(r["file"], r["match"])].append(r)
    deals = defaultdict(list)
    players = None
    for key in sorted(matches, key=lambda k: (k[0], k[1])):
        seats = sorted(matches[key], key=lambda r: r["seat"])
        if players is None:
            players = len(seats)
        if len(seats) != players or [r["seat"] for r in seats] != list(range(players)):
            sys.exit(f"match {key} has seats {[r['seat'] for r in seats]}, expected {players}")
        deals[seats[0]["seed"]].append(seats)
    for seed, ms in deals.items():
        if len(ms) != players:
            sys.exit(f"deal {seed} has {len(ms)} matches, expected one per rotation ({players}); was it run with --paired?")
    return deals, players


def lowest_wins(deals):
    """True when every decided match was won by the lowest total, False when by the highest."""
    votes = set()
    for ms in deals.values():
        for m in ms:
            totals = [r["total"] for r in m]
            if min(totals) == max(totals):
                continue
            best = [r["total"] for r in m if r["win"] > 0]
            if best and all(t == min(totals) for t in best):
                votes.add(True)
            elif best and all(t == max(totals) for t in best):
                votes.add(False)
    if len(votes) != 1:
        sys.exit("cannot tell whether the lowest or the highest total wins")
    return votes.pop()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--a", default="expert")
    ap.add_argument("--b", default="strong")
    ap.add_argument("--out", help="write the files as one CSV, matches numbered as one run")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()

    deals, players = group_matches(read_rows(args.files))
    low = lowest_wins(deals)
    seeds = sorted(deals)
    if seeds != list(range(seeds[0], seeds[0] + len(seeds))):
        print(f"note: the deals' seeds are not consecutive ({seeds[0]}..{seeds[-1]}, {len(seeds)} deals)")

    diffs = []
    wins = defaultdict(float)
    seats = defaultdict(int)
    for seed in seeds:
        per_rotation = []
        for m in deals[seed]:
            a = [r["total"] for r in m if r["level"] == args.a]
            b = [r["total"] for r in m if r["level"] == args.b]
            if not a or not b:
                sys.exit(f"deal {seed}: a match without both '{args.a}' and '{args.b}'")
            d = sum(a) / len(a) - sum(b) / len(b)
            per_rotation.append(-d if low else d)
            for r in m:
                wins[r["level"]] += r["win"]
                seats[r["level"]] += 1
        diffs.append(sum(per_rotation) / len(per_rotation))

    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in diffs) / (n - 1)) if n > 1 else 0.0
    half = 1.959964 * sd / math.sqrt(n)
    print(f"{n} deals from seed {seeds[0]}, {players} players, each deal played in all {players} rotations "
          f"({n * players} matches); the {'lowest' if low else 'highest'} total wins")
    print(f"{args.a} minus {args.b}, points per match (positive: better for {args.a}): "
          f"{mean:+.2f} (95%: {mean - half:+.2f} to {mean + half:+.2f}), sd per deal {sd:.2f}")
    for level in sorted(seats):
        print(f"  {level}: {wins[level]:.1f} wins in {seats[level]} seat-matches ({100 * wins[level] / seats[level]:.1f}%)")
    print(f"an even share is {100 / players:.1f}% per seat")
    verdict = "above" if mean - half > 0 else "below" if mean + half < 0 else "includes"
    print({"above": f"{args.a} is better at 95% confidence (the interval is above zero)",
           "below": f"{args.b} is better at 95% confidence (the interval is below zero)",
           "includes": "no answer at 95% confidence (the interval includes zero)"}[verdict])

    if args.out:
        with open(args.out, "w", newline="") as f:
            f.write("match,seed,seat,level,total,win\n")
            for seed in seeds:
                for rotation, m in enumerate(deals[seed]):
                    i = (seed - seeds[0]) * players + rotation
                    for r in m:
                        win = r["win"]
                        f.write(f"{i},{seed},{r['seat']},{r['level']},{r['total']},{win:g}\n")


if __name__ == "__main__":
    main()
