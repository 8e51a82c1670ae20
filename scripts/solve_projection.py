#!/usr/bin/env python3
"""Counts on paper for specs/results.md's projections: the positions of an Adaptoid-family board
(every placement of adaptoids with their limbs within the supply, every loss count, either side
to move: an upper bound of what a solve reaches) and of a Quantum Leap board (every material
layer, either side to move), and what solving them would take at the measured rates.

    scripts/solve_projection.py
"""
from math import comb

ADAPTOID_RATE = 0.6e6      # positions per CPU-second, the tiered solver on adaptoid-19
QUANTUM_LEAP_RATE = 385e6  # positions per CPU-second, the layered solver on quantum-leap-19


def limb_ways(k, legs, pincers, most=6):
    """Ways to give k adaptoids on distinct cells their legs and pincers (at most `most` limbs
    each) within a colour's supply of legs and pincers."""
    ways = {(0, 0): 1}
    for _ in range(k):
        nxt = {}
        for (l, p), w in ways.items():
            for dl in range(most + 1):
                for dp in range(most + 1 - dl):
                    if l + dl <= legs and p + dp <= pincers:
                        nxt[(l + dl, p + dp)] = nxt.get((l + dl, p + dp), 0) + w
        ways = nxt
    return sum(ways.values())


def adaptoid_positions(cells, players, adaptoids, legs, pincers, goal):
    """Every position: for each loss vector (each colour 0..goal adaptoids lost), each placement
    of at most `adaptoids - lost` adaptoids a colour, with their limbs; times the side to move."""
    ways = [limb_ways(k, legs, pincers) for k in range(adaptoids + 1)]

    def place(colour, free, lost_left):
        if colour == players:
            return 1
        total = 0
        for lost in range(goal + 1):
            if lost > lost_left:
                break
            for k in range(min(adaptoids - lost, free) + 1):
                total += comb(free, k) * ways[k] * place(colour + 1, free - k, lost_left)
        return total

    # Only one colour can have reached the goal (the game ends there): bounded by allowing all.
    return players * place(0, cells, goal)


def quantum_leap_positions(cells, stones):
    return 2 * sum(comb(cells, w) * comb(cells - w, b) for w in range(stones + 1) for b in range(stones + 1))


MACHINE_CPU_HOURS = 2 * 24 * 7  # a machine like this one (2 cores) for a week
MACHINE_BYTES = 24 * 2**30      # and its memory
TODAY_BYTES_A_CLASS = 24        # the tiered solver's peak over the classes: 391 MiB / 17.0 M (adaptoid-19)
LARGEST_TIER = 0.13             # the largest tier's share of the classes (adaptoid-19: 2.19 M of 17.0 M)


def show(name, positions, rate, symmetries, table_bytes_a_position, tiered=True):
    """One row: positions, classes, the table, CPU-hours at the rate, the machine-weeks of CPU, and
    the memory a rank needs (today: each rank holds whole tiers; with a dense index of 1 byte a
    position and the largest tier split over the ranks: that tier over the machines)."""
    classes = positions / symmetries
    cpu_hours = positions / rate / 3600
    weeks = cpu_hours / MACHINE_CPU_HOURS
    memory = classes * TODAY_BYTES_A_CLASS if tiered else positions * table_bytes_a_position
    dense = positions * LARGEST_TIER if tiered else memory  # Quantum Leap: its table in memory
    machines = max(weeks, dense / MACHINE_BYTES)
    print(f"| {name} | {positions:.2e} | {classes:.2e} | {positions * table_bytes_a_position:.1e} | "
          f"{cpu_hours:.1e} | {weeks:.1e} | {memory:.1e} | {dense:.1e} | {max(machines, 1):.0e} |")


if __name__ == "__main__":
    # name, cells, players, adaptoids, legs, pincers, goal
    boards = [("adaptoid-7", 7, 2, 2, 2, 2, 2), ("adaptoid-19", 19, 2, 2, 2, 2, 2),
              ("adaptoid-19-3", 19, 2, 3, 3, 3, 3), ("adaptoid-19 (4 each, goal 4)", 19, 2, 4, 4, 4, 4),
              ("adaptoid-37 (2 each, goal 2)", 37, 2, 2, 2, 2, 2), ("adaptoid-37 (3 each, goal 3)", 37, 2, 3, 3, 3, 3),
              ("adaptoid-37 (6 each, goal 5)", 37, 2, 6, 6, 6, 5),
              ("adaptoid (37 cells, 12 each, goal 5)", 37, 2, 12, 12, 12, 5),
              ("adapt3-19", 19, 3, 2, 1, 1, 1), ("adapt3-19 (2 each, goal 1)", 19, 3, 2, 2, 2, 1),
              ("adapt3-37 (2 each, goal 1)", 37, 3, 2, 2, 2, 1),
              ("adapt3 (37 cells, 12 each, goal 8)", 37, 3, 12, 12, 12, 8)]
    print("| board | positions | classes | table bytes | CPU-hours | machine-weeks of CPU | memory a rank, today "
          "| largest tier, 1 byte a position | machines for a week |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, *args in boards:
        show(name, adaptoid_positions(*args), ADAPTOID_RATE, 4, 20 / 3.65)
    for name, cells, stones in [("quantum-leap-7", 7, 3), ("quantum-leap-19", 19, 9), ("quantum-leap-37", 37, 18),
                                ("quantum-leap (61 cells)", 61, 30)]:
        show(name, quantum_leap_positions(cells, stones), QUANTUM_LEAP_RATE, 22, 0.225 / 8, tiered=False)
