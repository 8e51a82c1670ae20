#!/usr/bin/env python3
"""Random playouts through the module, as a researcher's loop would be written, and their speed
in turns a second (one core).

    python3 python/examples/random_playouts.py [variant] [seconds]
"""

import random
import sys
import time

import adaptoid


def playouts(variant, seconds, max_plies=400):
    rng = random.Random(1)
    turns = games = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        state = variant.start()
        plies = 0
        while not state.is_over() and plies < max_plies:
            state.apply_action(rng.choice(state.legal_actions()))
            plies += 1
        turns += plies
        games += 1
    return games, turns, time.perf_counter() - began


def main():
    variant = adaptoid.Variant(sys.argv[1] if len(sys.argv) > 1 else "adaptoid")
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 5
    games, turns, spent = playouts(variant, seconds)
    print("%s: %d games, %d turns in %.2f s: %.0f turns/s" % (variant.name, games, turns, spent, turns / spent))


if __name__ == "__main__":
    main()
