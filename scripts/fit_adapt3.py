#!/usr/bin/env python3
"""Fits Adapt3's evaluation (lib/play/evaluate.cpp, kAdapt3Weights) to who won three-player
self-play games. A game ends with one colour's defeat, and a loser's hunter wins (T7), so the
model is the one the engine's search already judges its playouts by (lib/play/mcts.hpp): each
colour's odds of being the one defeated are a softmax of minus its strength, a weighted sum of its
own features (bench/eval_features.cpp), and a colour wins when its prey is the one defeated:
    P(c wins) = exp(-s(prey(c))) / sum over d of exp(-s(d)),   s(d) = w . f(d).
Multinomial log likelihood by Newton's method, with an L2 penalty towards a prior: PRIOR=hand
shrinks towards the hand-set weights at their fitted scale (a tuning of them), else towards 0.
Every fifth game is held out; the held-out log loss is reported for the constant guesses (a third
each, ln 3; each seat's share of the wins), for the hand-set weights at their best scale, both in
this model and in the engine's hand-set combination (mine + hunter / 2 - 3 prey / 2, as a softmax
of each colour's value), and for the fit. With GENERAL=1 it also fits, as a measure of what the
model leaves out, a softmax over every colour's own, hunter's and prey's features (45 weights,
from zero) on every STRIDE-th position (default 3: the Hessian is 45 x 45 a colour).
Prints the weights in the evaluation's unit (hundredths of a hundredth of a logit), and the same
divided by the hand-set weights' fitted scale: the search's softmax over them (lib/play/mcts.hpp,
its exploration constant tuned with the hand-set weights) then keeps the sharpness it was tuned at.
  build/bin/adaptoid match -v adapt3 -p engine:nodes=1200,edition=1 engine:nodes=1200,edition=1 \\
      engine:nodes=1200,edition=1 -n 1800 --opening-plies 6 -t 2 -s 51 -o games3.txt
      (stopped after 480 games for the weights in evaluate.cpp)
  build/bin/adaptoid_eval_features games3.txt > features3.csv
  PRIOR=hand scripts/fit_adapt3.py features3.csv 6 1000   (the weights in evaluate.cpp)"""
import csv, math, os, sys

from fit_adaptoid import HAND, NAMES, distinct_games, solve

K = len(NAMES)


def read(path, skip):
    """Each position as (game, winner, [features of colour 0, 1, 2], prey), from ply `skip` on,
    each game once (a match plays every opening in every seat order, and equal players may play
    the same game twice, which would put one game on both sides of the held-out split)."""
    games = {}
    with open(path) as f:
        for r in csv.DictReader(f):
            players = sum(1 for key in r if key.startswith("prey"))
            feats = tuple(tuple(int(r[f"c{c}_f{i}"]) for i in range(K)) for c in range(players))
            prey = tuple(int(r[f"prey{c}"]) for c in range(players))
            games.setdefault(int(r["game"]), []).append((int(r["ply"]), int(r["winner"]), feats, prey))
    rows = []
    for g, positions in distinct_games(games, skip):
        rows += [(g, winner, feats, prey) for ply, winner, feats, prey in positions]
    return rows


def dot(w, x):
    return sum(a * b for a, b in zip(w, x))


def probabilities(w, xs):
    z = [dot(w, x) for x in xs]
    top = max(z)
    e = [math.exp(v - top) for v in z]
    total = sum(e)
    return [v / total for v in e]


def log_loss(w, data):
    return -sum(math.log(max(probabilities(w, xs)[y], 1e-12)) for y, xs in data) / len(data)


def derivatives(w, data, k):
    """The gradient and the Hessian of the negative log likelihood at w."""
    grad, hess = [0.0] * k, [[0.0] * k for _ in range(k)]
    for y, xs in data:
        p = probabilities(w, xs)
        m = [sum(p[c] * xs[c][i] for c in range(len(xs))) for i in range(k)]
        for i in range(k):
            grad[i] += m[i] - xs[y][i]
        for c, x in enumerate(xs):
            d = [x[i] - m[i] for i in range(k)]
            nz = [i for i in range(k) if d[i]]
            for i in nz:
                pd, row = p[c] * d[i], hess[i]
                for j in nz:
                    row[j] += pd * d[j]
    return grad, hess


def fit(data, k, l2, prior=None):
    """Newton's method on the multinomial log likelihood, each weight shrunk towards prior (0
    without one) by l2. data: (winner, [each colour's vector]); a colour's logit is w . x."""
    prior = prior or [0.0] * k
    w = list(prior)
    for _ in range(30):
        grad, hess = derivatives(w, data, k)
        for i in range(k):
            grad[i] += l2 * (w[i] - prior[i])
            hess[i][i] += l2 + 1e-9
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def loser_model(rows):
    """Each colour's vector: minus its prey's features (its logit is -s(prey))."""
    return [(winner, [[-v for v in feats[prey[c]]] for c in range(len(feats))]) for _, winner, feats, prey in rows]


def hunter_of(prey, c):
    return prey.index(c)


def general_model(rows):
    """Each colour's own, its hunter's and its prey's features."""
    return [(winner, [list(feats[c]) + list(feats[hunter_of(prey, c)]) + list(feats[prey[c]]) for c in range(len(feats))])
            for _, winner, feats, prey in rows]


def scaled(data, weights):
    """The one-weight model of `weights` applied to each colour's vector."""
    return [(y, [[dot(weights, x) / 10000.0] for x in xs]) for y, xs in data]


def main():
    path = sys.argv[1]
    skip = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    l2 = float(sys.argv[3]) if len(sys.argv) > 3 else 1.0
    rows = read(path, skip)
    train_rows = [r for r in rows if r[0] % 5]
    held_rows = [r for r in rows if not r[0] % 5]
    games = len({r[0] for r in rows})
    print(f"{len(rows)} positions of {games} distinct games (from ply {skip}); {len(train_rows)} to fit, "
          f"{len(held_rows)} held out")
    players = len(rows[0][2])
    seat = [sum(1 for r in train_rows if r[1] == c) / len(train_rows) for c in range(players)]
    print(f"held-out log loss: a third each {math.log(players):.4f}; each seat's share of the wins "
          f"({', '.join(f'{s:.3f}' for s in seat)}) "
          f"{-sum(math.log(seat[r[1]]) for r in held_rows) / len(held_rows):.4f}")
    train, held = loser_model(train_rows), loser_model(held_rows)
    hw = fit(scaled(train, HAND), 1, 0.0)
    print(f"  hand-set weights in this model (scale {hw[0]:.3f} logit a piece): {log_loss(hw, scaled(held, HAND)):.4f}")
    combined = HAND + [h / 2 for h in HAND] + [-3 * h / 2 for h in HAND]
    cw = fit(scaled(general_model(train_rows), combined), 1, 0.0)
    print(f"  hand-set combination, mine + hunter/2 - 3 prey/2 (scale {cw[0]:.3f}): "
          f"{log_loss(cw, scaled(general_model(held_rows), combined)):.4f}")
    prior = [h / 10000 * hw[0] for h in HAND] if os.environ.get("PRIOR") == "hand" else None
    w = fit(train, K, l2, prior)
    print(f"  fitted ({'towards the hand-set weights' if prior else 'from zero'}, L2 {l2:g}): "
          f"{log_loss(w, held):.4f} (training {log_loss(w, train):.4f})")
    for name, v, h in zip(NAMES, w, HAND):
        print(f"  {name:18s} {v:+.4f} logit  (hand {h / 10000 * hw[0]:+.4f} at the fitted scale)")
    print("in logits: {" + ", ".join(str(round(v * 10000)) for v in w) + "}")
    print("constexpr AdaptoidFeatures kAdapt3Weights = {" + ", ".join(str(round(v * 10000 / hw[0])) for v in w) +
          "};  (at the hand-set weights' sharpness)")
    if os.environ.get("GENERAL") == "1":
        stride = int(os.environ.get("STRIDE", "3"))
        g = fit(general_model(train_rows[::stride]), 3 * K, 1.0)
        print(f"  general softmax (own, hunter's, prey's features; every {stride}th position): "
              f"{log_loss(g, general_model(held_rows)):.4f}")


if __name__ == "__main__":
    main()
