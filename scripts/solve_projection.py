#!/usr/bin/env python3
"""Counts on paper for specs/results.md's projections, and what solving the boards would take at
the measured rates.

Adaptoid family: the numbers of the dense index (lib/denseindex/dense_index.hpp) counted as it makes
its slices (the losses below the goal and the material a game reaches, played on counts as
lib/denseindex/material_reach.hpp does; every placement of each colour's adaptoids, every split of
its legs and pincers over them, the side to move folded onto colour 0), with its tiers (losses
and material, lib/denseindex/folded_tier.hpp) and the largest of them. The positions are the numbers
times the players (every side to move): an upper bound of what a solve reaches. The dense solver keeps a byte a number, and its CPU grows with the numbers it walks, so both are
projected from the numbers. Quantum Leap: every material layer, either side to move (exact).

    scripts/solve_projection.py
    scripts/solve_projection.py --check   # the index counts against the C++ index's (specs/dense_index.tsv)
"""
import sys
from itertools import combinations, product
from math import comb
from pathlib import Path

# Measured (specs/results.md, 2026-11-27, stops 37 and 38): the dense solver's CPU a number of an
# index of every slice (it follows the reached share and the turns a position, so the highest
# measured is taken; the index of the slices a game reaches, 2026-12-07, does the same work over
# fewer numbers, so the CPU is still projected from every slice); its peak memory (2026-12-07) is
# the marks, 2 bits a number of the index, and the rest (a bit a number, a byte a reached class,
# the largest tier's byte a class, the process; Adapt3: its table of codes), which follows the
# reached classes and is projected a number of every slice.
DENSE_CPU_US = {2: 0.70, 3: 0.17}     # adaptoid-19 0.37, -37 0.40, -19-a3 0.56, -19-limbs4 0.70; adapt3-19 0.17
DENSE_REST_BYTES = {2: 0.24, 3: 1.65}  # adaptoid-19: 49.8 MB peak - 19.4 MB of marks, a number of 128.3 M;
                                       # adapt3-19: 3.73 GB - 0.19 GB, a number of 2.15 G
QUANTUM_LEAP_RATE = 385e6             # positions per CPU-second, the layered solver on quantum-leap-19
KEY_LIMIT = 2**24                     # loss and material combinations the index takes (dense_index.cpp)
CUT_LIMIT = 100_000                   # combinations whose counts' game is played here (a few seconds each)
MACHINE_CPU_HOURS = 2 * 24 * 7        # a machine like this one (2 cores) for a week
MACHINE_BYTES = 24 * 2**30            # and its memory

def limb_splits(adaptoids, legs, pincers, most=6):
    """ways[k][l][p]: splits of exactly l legs and p pincers over k adaptoids in cell order, each
    adaptoid at most `most` limbs and 7 of a kind (limb_split.hpp)."""
    pairs = [(x, y) for x in range(min(most, 7) + 1) for y in range(8) if x + y <= most]
    ways = [[[0] * (pincers + 1) for _ in range(legs + 1)] for _ in range(adaptoids + 1)]
    ways[0][0][0] = 1
    for k in range(1, adaptoids + 1):
        for l in range(legs + 1):
            for p in range(pincers + 1):
                ways[k][l][p] = sum(ways[k - 1][l - x][p - y] for x, y in pairs if x <= l and y <= p)
    return ways


def hexagon_neighbours(side):
    """The cells of the hexagon of that side, each with its neighbours' places (lib/core/board.hpp)."""
    n = side - 1
    cells = [(c, r) for c in range(2 * n + 1) for r in range(2 * n + 1) if abs(c - r) <= n]
    place = {cell: i for i, cell in enumerate(cells)}
    steps = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)]
    return [[place[(c + dc, r + dr)] for dc, dr in steps if (c + dc, r + dr) in place] for c, r in cells]


def least_boundaries(neighbours, most, limit=2_000_000):
    """By adaptoids: the fewest cells next to a set of that many and not in it; 0 past `limit` sets
    (lib/denseindex/material_reach.cpp)."""
    least = [0] * (most + 1)
    n = len(neighbours)
    for k in range(1, min(most, n - 1) + 1):
        if comb(n, k) > limit:
            break
        least[k] = min(len(set().union(*(neighbours[x] for x in group)) - set(group))
                       for group in combinations(range(n), k))
    return least


def material_reach(neighbours, players, adaptoids, legs, pincers, goal, most=6):
    """The losses and material (lost, adaptoids, legs, pincers) of every colour a game reaches, with
    the side to move: the game on counts of lib/denseindex/material_reach.hpp (the grow forced, a
    turn without one only for a colour full or walled in; attacks and starvation remove any
    adaptoid with its limbs, each a loss), from one bare adaptoid a colour, white first."""
    ways = limb_splits(adaptoids, legs, pincers, most)
    least = least_boundaries(neighbours, adaptoids)

    def carries(col, l, p):
        lost, a, cl, cp = col
        return a > 0 and l <= cl and p <= cp and l + p <= most and ways[a - 1][cl - l][cp - p] > 0

    def without(col, l, p):
        return (col[0] + 1, col[1] - 1, col[2] - l, col[3] - p)

    def starved(col):
        """Every count of the colour after starving any of its adaptoids with a limb."""
        out, todo = {col}, [col]
        while todo:
            c = todo.pop()
            if c[0] + 1 >= goal:
                continue
            for l in range(c[2] + 1):
                for p in range(c[3] + 1):
                    if l + p and carries(c, l, p) and without(c, l, p) not in out:
                        out.add(without(c, l, p))
                        todo.append(without(c, l, p))
        return out

    seen, todo = set(), []

    def reach(cols, side):
        if all(c[0] < goal for c in cols) and (side, cols) not in seen:
            seen.add((side, cols))
            todo.append((side, cols))

    def grow_and_starve(cols, mover):
        if any(c[0] >= goal for c in cols):
            return
        lost, a, l, p = cols[mover]
        others = sum(c[1] for d, c in enumerate(cols) if d != mover)
        room = a > 0 and l + p < a * most
        grown = []
        if 0 < a < adaptoids:
            grown.append((lost, a + 1, l, p))
        if room and l < legs:
            grown.append((lost, a, l + 1, p))
        if room and p < pincers:
            grown.append((lost, a, l, p + 1))
        walled = a == 0 or a == adaptoids or least[a] <= others
        if walled and not (room and (l < legs or p < pincers)):
            grown.append(cols[mover])
        for g in grown:
            after = [[c] if d == mover else sorted(starved(c)) for d, c in enumerate(cols[:mover] + (g,) + cols[mover + 1:])]
            for result in product(*after):
                reach(result, (mover + 1) % players)

    reach(tuple((0, 1, 0, 0) for _ in range(players)), 0)
    while todo:
        mover, cols = todo.pop()
        if any(c[1] == 0 for c in cols):
            continue  # over
        grow_and_starve(cols, mover)
        own = cols[mover]
        for d in range(players):
            if d == mover:
                continue
            for al, ap in product(range(1, own[2] + 1), range(1, own[3] + 1)):
                if not carries(own, al, ap):
                    continue
                for dl, dp in product(range(cols[d][2] + 1), range(cols[d][3] + 1)):
                    if carries(cols[d], dl, dp):
                        after = list(cols)
                        if ap >= dp:
                            after[d] = without(after[d], dl, dp)
                        if ap <= dp:
                            after[mover] = without(after[mover], al, ap)
                        grow_and_starve(tuple(after), mover)
    return seen


def every_slice(cells, players, adaptoids, legs, pincers, goal, with_tiers):
    """(numbers, {tier: numbers} or None) of an index of every slice: every loss below the goal with
    every material (the dense index before it kept only the slices a game reaches)."""
    ways = limb_splits(adaptoids, legs, pincers)
    colour = {}  # one colour's choices: (lost, adaptoids, material) -> splits
    for lost, a, l, p in product(range(goal), range(adaptoids + 1), range(legs + 1), range(pincers + 1)):
        if ways[a][l][p]:
            key = (lost, a, a + l + p)
            colour[key] = colour.get(key, 0) + ways[a][l][p]
    # Colour by colour: (cells taken, losses so far, material) -> count; the losses kept sorted.
    states = {(0, (), 0): 1}
    for _ in range(players):
        nxt = {}
        for (taken, losses, material), n in states.items():
            for (lost, a, m), w in colour.items():
                if a > cells - taken:
                    continue
                key = (taken + a, tuple(sorted(losses + (lost,))) if with_tiers else (),
                       material + m if with_tiers else 0)
                nxt[key] = nxt.get(key, 0) + n * comb(cells - taken, a) * w
        states = nxt
    tiers = {}
    for (_, losses, material), n in states.items():
        tiers[(losses, material)] = tiers.get((losses, material), 0) + n
    return sum(tiers.values()), tiers if with_tiers else None


def dense_index(cells, players, adaptoids, legs, pincers, goal):
    """(numbers, {tier: numbers}, cut) of the dense index; tiers None when the index refuses the
    board for its loss and material combinations. Past CUT_LIMIT combinations the counts' game is
    too slow here: every slice is counted (cut False), an upper bound of the index."""
    ways = limb_splits(adaptoids, legs, pincers)
    keys = (goal * (adaptoids + 1) * (legs + 1) * (pincers + 1)) ** players
    if keys > CUT_LIMIT:
        return (*every_slice(cells, players, adaptoids, legs, pincers, goal, keys <= KEY_LIMIT), False)
    side = {7: 2, 19: 3, 37: 4}[cells]
    reached = material_reach(hexagon_neighbours(side), players, adaptoids, legs, pincers, goal)
    # Numbered with the side to move as colour 0 (its colours turned round, the colour swap or
    # Adapt3's turn of the board), the other colours after it in turn order.
    slices = {tuple(cols[(mover + i) % players] for i in range(players)) for mover, cols in reached}
    tiers = {}
    for cols in slices:
        n, free = 1, cells
        for lost, a, l, p in cols:
            n *= comb(free, a) * ways[a][l][p]
            free -= a
        if n:
            key = (tuple(sorted(c[0] for c in cols)), sum(c[1] + c[2] + c[3] for c in cols))
            tiers[key] = tiers.get(key, 0) + n
    return sum(tiers.values()), tiers, True


def quantum_leap_positions(cells, stones):
    return 2 * sum(comb(cells, w) * comb(cells - w, b) for w in range(stones + 1) for b in range(stones + 1))


BOARDS = [  # name, cells, players, adaptoids, legs, pincers, goal
    ("adaptoid-7", 7, 2, 2, 2, 2, 2), ("adaptoid-19", 19, 2, 2, 2, 2, 2),
    ("adaptoid-19-limbs3", 19, 2, 2, 3, 3, 2), ("adaptoid-19-limbs4", 19, 2, 2, 4, 4, 2),
    ("adaptoid-19-a3", 19, 2, 3, 1, 1, 2), ("adaptoid-19-a3l2-goal3", 19, 2, 3, 2, 1, 3),
    ("adaptoid-19-3", 19, 2, 3, 3, 3, 3),
    ("adaptoid-19 (4 each, goal 4)", 19, 2, 4, 4, 4, 4), ("adaptoid-37", 37, 2, 2, 2, 2, 2),
    ("adaptoid-37 (3 each, goal 3)", 37, 2, 3, 3, 3, 3), ("adaptoid-37 (6 each, goal 5)", 37, 2, 6, 6, 6, 5),
    ("adaptoid (37 cells, 12 each, goal 5)", 37, 2, 12, 12, 12, 5),
    ("adapt3-7", 7, 3, 2, 2, 2, 1), ("adapt3-19", 19, 3, 2, 1, 1, 1),
    ("adapt3-19 (2 each, goal 1)", 19, 3, 2, 2, 2, 1), ("adapt3-37 (2 each, goal 1)", 37, 3, 2, 2, 2, 1),
    ("adapt3 (37 cells, 12 each, goal 8)", 37, 3, 12, 12, 12, 8)]


def adaptoid_row(name, cells, players, adaptoids, legs, pincers, goal):
    numbers, tiers, cut = dense_index(cells, players, adaptoids, legs, pincers, goal)
    every = numbers if not cut else every_slice(cells, players, adaptoids, legs, pincers, goal, False)[0]
    name += "" if cut else " (every slice)"
    largest = max(tiers.values()) if tiers else None
    cpu_hours = every * DENSE_CPU_US[players] / 1e6 / 3600
    peak = numbers / 4 + every * DENSE_REST_BYTES[players]
    machines = max(cpu_hours / MACHINE_CPU_HOURS, peak / MACHINE_BYTES, 1)
    tier = "—" if largest is None else f"{largest:.1e}"
    print(f"| {name} | {numbers * players:.1e} | {numbers:.2e} | {tier} | {numbers / 4:.1e} | {peak:.1e} | "
          f"{cpu_hours:.1e} | {machines:.0e} |")


def quantum_leap_row(name, cells, stones):
    positions = quantum_leap_positions(cells, stones)
    table = positions * 0.225 / 8  # today's 0.225 bits a position, held in memory while solving
    cpu_hours = positions / QUANTUM_LEAP_RATE / 3600
    machines = max(cpu_hours / MACHINE_CPU_HOURS, table / MACHINE_BYTES, 1)
    print(f"| {name} | {positions:.1e} | — | — | — | {table:.1e} | {cpu_hours:.1e} | {machines:.0e} |")


def check():
    """The index counts against the C++ index's, pinned in specs/dense_index.tsv: exit 1 on a
    difference or a pinned variant not counted here."""
    pinned = {}
    with open(Path(__file__).resolve().parent.parent / "specs" / "dense_index.tsv") as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                name, *sizes = line.split("\t")
                pinned[name] = tuple(int(x) for x in sizes)
    boards = {name: args for name, *args in BOARDS}
    wrong = 0
    for name, sizes in pinned.items():
        if name not in boards:
            print(f"{name}: pinned in specs/dense_index.tsv but not among the boards")
            wrong += 1
            continue
        numbers, tiers, _ = dense_index(*boards[name])
        got = (numbers, max(tiers.values()), len([t for t in tiers.values() if t]))
        print(name, got, "ok" if got == sizes else f"expected {sizes}")
        wrong += got != sizes
    return 1 if wrong else 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--check"]:
        sys.exit(check())
    print("| board | positions (every one) | numbers of the dense index | largest tier (numbers) | marks (bytes) "
          "| peak memory (bytes) | CPU-hours | machines for a week |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, *args in BOARDS:
        adaptoid_row(name, *args)
    for name, cells, stones in [("quantum-leap-7", 7, 3), ("quantum-leap-19", 19, 9), ("quantum-leap-37", 37, 18),
                                ("quantum-leap (61 cells)", 61, 30)]:
        quantum_leap_row(name, cells, stones)
