#!/usr/bin/env python3
"""Makes the browser test's own puzzle files, for the games of the page's menu that have no year
file yet (tests/browser/run.py uses a file here only while puzzles/<game>.jsonl is missing).

    tests/browser/puzzles/make.py build/bin/adaptoid

superadaptoid.jsonl: `adaptoid puzzle generate` (proven as every published puzzle).
adapt3.jsonl, quantum-leap-3p.jsonl: `puzzle generate` takes two players only, so these come from
games of seeded random turns, read with `adaptoid moves --json` (every legal turn, the position it
leads to, the winner). A position is kept when the side to move wins and exactly one first turn
does it, checked over every legal turn and every joint reply of the two others:
  win in 1: exactly one legal turn ends the game with the mover as the winner;
  win in 2: exactly one turn after which, whatever the next two players reply, the mover has a
            turn that wins; the main line takes the first replies in legal-turn order.
The same seed gives the same files. The records have the puzzle file's keys (lib/puzzle/
puzzle_json.cpp); difficulty and themes are placeholders, these puzzles are not rated.
"""
import json
import random
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATES = ["2026-11-23", "2026-11-24"]


class Moves:
    """`adaptoid moves --json`, remembered."""

    def __init__(self, cli):
        self.cli, self.seen = cli, {}

    def __call__(self, position):
        if position not in self.seen:
            out = subprocess.run([self.cli, "moves", "--position", position, "--json"], check=True,
                                 capture_output=True, text=True).stdout
            self.seen[position] = json.loads(out)
        return self.seen[position]


NAMES = {"w": "white", "b": "black", "r": "red"}


def side_of(position):
    """The side to move's letter, as `moves --json` names a winner."""
    return position.split()[2]


def wins_in_1(moves, position, me):
    return [m for m in moves(position) if m["winner"] == me]


def forced(moves, position, me, replies_left):
    """After a turn of `me`: does `me` win whatever the others reply? Returns the main line's
    replies and winning turn (the first replies in legal-turn order), or None."""
    if replies_left == 0:
        win = wins_in_1(moves, position, me)
        return [win[0]] if win else None
    line = None
    for reply in moves(position):
        if reply["winner"] is not None:
            if reply["winner"] != me:
                return None
            rest = []
        else:
            rest = forced(moves, reply["position"], me, replies_left - 1)
            if rest is None:
                return None
        if line is None:
            line = [reply] + rest
    return line


def puzzle_at(moves, position, turns):
    """The puzzle of `position` (win in `turns`, 1 or 2, one first turn only), or None."""
    me = side_of(position)
    first = moves(position)
    if len(first) < 2:
        return None
    if turns == 1:
        win = wins_in_1(moves, position, me)
        return [win[0]] if len(win) == 1 else None
    if wins_in_1(moves, position, me):
        return None  # a win in 1 is there: not a puzzle of 2
    found = []
    for turn in first:
        if turn["winner"] is None:
            rest = forced(moves, turn["position"], me, 2)
            if rest is not None:
                found.append([turn] + rest)
                if len(found) > 1:
                    return None
    return found[0] if found else None


def record(variant, date, position, line, seed):
    me = NAMES[side_of(position)]
    plies, at = [], position
    for ply in line:
        plies.append({"turn": ply["turn"], "player": NAMES[side_of(at)], "position": ply["position"]})
        at = ply["position"]
    turns = sum(1 for p in plies if p["player"] == me)
    return {"id": f"{variant}-{date}", "date": date, "variant": variant, "position": position, "side": me,
            "goal": f"{me.capitalize()} wins in {turns}", "turns": turns, "solution": plies,
            "defender_alternatives": [], "tempting": [],
            "difficulty": {"rating": turns, "label": "easy" if turns == 1 else "medium", "depth": turns,
                           "legal_turns": 0, "tempting_failures": 0, "nodes": 0},
            "themes": [], "seed": seed, "version": "browser test", "svg": f"svg/{variant}/{date}.svg"}


def random_games(moves, variant, wanted, seed, max_plies=300):
    """Puzzles from seeded random games: one win in `wanted[k]` turns for each date."""
    rng = random.Random(seed)
    start = subprocess.run([moves.cli, "show", "--variant", variant, "--json"], check=True, capture_output=True,
                           text=True).stdout
    found = []
    for game in range(200):
        position = json.loads(start)["position"]
        for _ in range(max_plies):
            if len(found) == len(wanted):
                return found
            line = puzzle_at(moves, position, wanted[len(found)])
            if line:
                found.append(record(variant, DATES[len(found)], position, line, seed * 1000 + game))
                print(f"  {variant}: {found[-1]['goal']} at {position}")
                break
            options = [m for m in moves(position) if m["winner"] is None]
            if not options:
                break
            # Attacks first half the time, so games reach their ends.
            attacks = [m for m in options if "x" in m["turn"]]
            position = rng.choice(attacks if attacks and rng.random() < 0.5 else options)["position"]
    raise SystemExit(f"{variant}: found {len(found)} puzzles of {len(wanted)}")


def main():
    cli = sys.argv[1] if len(sys.argv) > 1 else "build/bin/adaptoid"
    moves = Moves(cli)
    out = HERE / "superadaptoid.jsonl"
    subprocess.run([cli, "puzzle", "generate", "--variant", "superadaptoid", "--count", str(len(DATES)),
                    "--from", DATES[0], "--out", str(out), "--no-svg"], check=True)
    for variant, wanted in [("adapt3", [1, 1]), ("quantum-leap-3p", [2, 1])]:
        puzzles = random_games(moves, variant, wanted, seed=18)
        (HERE / f"{variant}.jsonl").write_text("".join(json.dumps(p) + "\n" for p in puzzles), encoding="utf-8")


if __name__ == "__main__":
    main()
