#!/usr/bin/env python3
"""Fits the Adaptoid evaluation's weights (lib/play/evaluate.cpp) to who won self-play games:
logistic regression of "the side to move went on to win" on the features of the side to move less
the opponent's (bench/eval_features.cpp), by Newton's method with a small L2 penalty. Every fifth
game is held out; the held-out log loss is reported for the constant guess, for the hand-set
weights (their one scale and offset fitted, so only their shape is judged) and for the fit.
Prints the fitted weights in the evaluation's unit (hundredths of a hundredth of a logit).
  build/bin/adaptoid match -v adaptoid -p engine:nodes=5000 engine:nodes=5000 -n 600 \\
      --opening-plies 4 -o games.txt
  build/bin/adaptoid_eval_features games.txt > features.csv
  PRIOR=hand scripts/fit_adaptoid.py features.csv 6 10000   (the weights in evaluate.cpp)
  scripts/fit_adaptoid.py features.csv [SKIP_PLIES [L2]]      (a fit from zero; see specs/results.md
                                                               for why it was not kept)"""
import csv, math, os, sys

NAMES = ["lives", "last life", "pieces", "legs", "pincers", "starving own turn", "its legs", "its pincers",
         "starving", "its legs", "its pincers", "tight", "room", "contact", "to move"]
HAND = [10000, -15000, 3000, 800, 1200, -3250, -200, -300, -10400, -640, -960, -600, 0, 0, 0]
L2 = 1.0  # the penalty on each weight's square (in logits), against noise in few games


def read(path, skip):
    """The rows from ply `skip` on, each game once: a match plays every opening in both seat
    orders, and two players alike play the same game twice, which would put one game on both
    sides of the held-out split."""
    games = {}
    with open(path) as f:
        for r in csv.DictReader(f):
            games.setdefault(int(r["game"]), []).append(
                (int(r["ply"]), int(r["won"]), tuple(float(r[f"f{i}"]) for i in range(len(NAMES)))))
    rows = []
    for g, positions in distinct_games(games, skip):
        rows += [(g, won, list(x)) for ply, won, x in positions]
    return rows


def distinct_games(games, skip):
    """Each game (its positions, ply first) once, from ply `skip` on, by its number."""
    seen = set()
    for g, positions in games.items():
        key = tuple(positions)
        if key not in seen:
            seen.add(key)
            yield g, [p for p in positions if p[0] >= skip]


def sigmoid(z):
    return 1 / (1 + math.exp(-max(min(z, 40), -40)))


def log_loss(w, data):
    total = 0.0
    for y, x in data:
        p = sigmoid(sum(a * b for a, b in zip(w, x)))
        p = min(max(p, 1e-12), 1 - 1e-12)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(data)


def solve(a, b):
    """a x = b by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def fit(data, k, penalised, prior=None):
    """Newton's method on the penalised log likelihood; `penalised[i]`: whether w[i] is shrunk,
    towards prior[i] (0 without a prior)."""
    prior = prior or [0.0] * k
    w = list(prior)
    for _ in range(25):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for y, x in data:
            p = sigmoid(sum(a * b for a, b in zip(w, x)))
            d, s = p - y, p * (1 - p)
            for i in range(k):
                if x[i]:
                    grad[i] += d * x[i]
                    sx = s * x[i]
                    row = hess[i]
                    for j in range(k):
                        if x[j]:
                            row[j] += sx * x[j]
        for i in range(k):
            if penalised[i]:
                grad[i] += L2 * (w[i] - prior[i])
                hess[i][i] += L2
            hess[i][i] += 1e-9
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def main():
    path = sys.argv[1]
    skip = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    global L2
    L2 = float(sys.argv[3]) if len(sys.argv) > 3 else L2
    rows = read(path, skip)
    train = [(y, x) for g, y, x in rows if g % 5]
    held = [(y, x) for g, y, x in rows if not g % 5]
    games = len({g for g, _, _ in rows})
    print(f"{len(rows)} positions of {games} games (from ply {skip}); {len(train)} to fit, {len(held)} held out")
    base = sum(y for y, _ in train) / len(train)
    const = [math.log(base / (1 - base))]
    print(f"held-out log loss: constant {log_loss(const, [(y, [1.0]) for y, _ in held]):.4f}")
    hand = lambda data: [(y, [sum(a * b for a, b in zip(HAND, x)) / 10000.0, 1.0]) for y, x in data]
    hw = fit(hand(train), 2, [False, False])
    print(f"  hand-set weights (scale {hw[0]:.3f} a piece, offset {hw[1]:.3f}): {log_loss(hw, hand(held)):.4f}")
    # PRIOR=hand: shrunk towards the hand-set weights at their fitted scale (a tuning of them, not
    # a fit from nothing): with a strong L2 the fit moves them only where the games insist.
    prior = [h / 10000 * hw[0] for h in HAND] if os.environ.get("PRIOR") == "hand" else None
    w = fit(train, len(NAMES), [True] * len(NAMES), prior)
    print(f"  fitted: {log_loss(w, held):.4f} (training {log_loss(w, train):.4f})")
    for name, v, h in zip(NAMES, w, HAND):
        print(f"  {name:18s} {v:+.4f} logit  (hand {h / 10000 * hw[0]:+.4f} at the fitted scale)")
    print("constexpr AdaptoidFeatures kFittedWeights = {" + ", ".join(str(round(v * 10000)) for v in w) + "};")


if __name__ == "__main__":
    main()
