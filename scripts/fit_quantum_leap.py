#!/usr/bin/env python3
"""Fits Quantum Leap's evaluation weights (lib/play/evaluate.cpp) to the exact value of positions
near the end of the game: logistic regression of "the side to move wins with best play" on the
features of the side to move less the opponent's (bench/quantum_leap_labels.cpp), by Newton's
method with a small L2 penalty (scripts/fit_adaptoid.py's). The side to move's own feature is then
the constant: the worth of the move. Every fifth game is held out; the held-out log loss is
reported for the constant guess, for the self-play weights (their one scale and offset fitted) and
for the fit, by stone count too. Prints the fitted weights in the evaluation's unit (hundredths of a
logit).
  build/bin/adaptoid match -v quantum-leap -p engine:nodes=20000 engine:nodes=20000 -n 400 -o games.txt
  build/bin/adaptoid_quantum_leap_labels games.txt 33 38 > labels.csv
  scripts/fit_quantum_leap.py labels.csv [L2]"""
import csv, math, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fit_adaptoid  # noqa: E402  (the logistic fit and its loss)

NAMES = ["stone, 0 friends", "1 friend", "2 friends", "3 friends", "4 friends", "5 friends", "6 friends",
         "log(1 + captures)", "1 / (1 + captures)", "captures", "attackers", "targets", "to move"]
SELF_PLAY = [-110, -60, -35, -18, -10, -10, -10, 235, -150, -5, -9, 0, 0]


def read(path):
    with open(path) as f:
        return [(int(r["game"]), int(r["stones"]), int(r["won"]),
                 [float(r[f"f{i}"]) for i in range(len(NAMES))]) for r in csv.DictReader(f)]


def self_play(x):
    """A position's self-play evaluation (in logits) and a constant: the terms their scale and
    offset are fitted on."""
    return [sum(a * b for a, b in zip(SELF_PLAY, x)) / 100.0, 1.0]


def by_stones(w, held, stones):
    out = []
    for n in sorted(stones):
        part = [(y, x) for s, y, x in held if s == n]
        if part:
            out.append(f"{n}: {fit_adaptoid.log_loss(w, part):.3f} ({len(part)})")
    return ", ".join(out)


def main():
    rows = read(sys.argv[1])
    fit_adaptoid.L2 = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    train = [(y, x) for g, s, y, x in rows if g % 5]
    held_by = [(s, y, x) for g, s, y, x in rows if not g % 5]
    held = [(y, x) for s, y, x in held_by]
    stones = {s for _, s, _, _ in rows}
    print(f"{len(rows)} positions of {len({g for g, *_ in rows})} games, {min(stones)}-{max(stones)} stones; "
          f"{len(train)} to fit, {len(held)} held out; the side to move wins {sum(y for y, _ in train) / len(train):.3f}")
    base = sum(y for y, _ in train) / len(train)
    const = [math.log(base / (1 - base))]
    print(f"held-out log loss: constant {fit_adaptoid.log_loss(const, [(y, [1.0]) for y, _ in held]):.4f}")
    ow = fit_adaptoid.fit([(y, self_play(x)) for y, x in train], 2, [False, False])
    print(f"  self-play weights (scale {ow[0]:.3f}, offset {ow[1]:.3f}): "
          f"{fit_adaptoid.log_loss(ow, [(y, self_play(x)) for y, x in held]):.4f}")
    print("    by stones: " + by_stones(ow, [(s, y, self_play(x)) for s, y, x in held_by], stones))
    w = fit_adaptoid.fit(train, len(NAMES), [i != len(NAMES) - 1 for i in range(len(NAMES))])
    print(f"  fitted: {fit_adaptoid.log_loss(w, held):.4f} (training {fit_adaptoid.log_loss(w, train):.4f})")
    print("    by stones: " + by_stones(w, held_by, stones))
    for name, v, o in zip(NAMES, w, SELF_PLAY):
        print(f"  {name:20s} {v:+.4f} logit  (self-play {o / 100 * ow[0]:+.4f} at the fitted scale)")
    print("constexpr QuantumLeapFeatures kQuantumLeapExact = {" + ", ".join(str(round(v * 100)) for v in w) + "};")


if __name__ == "__main__":
    main()
