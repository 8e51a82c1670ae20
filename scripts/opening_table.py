#!/usr/bin/env python3
"""The opening table of specs/results.md (rules A21, A22): every placement of a two-player
Adaptoid variant with the placement opening, up to the board's 12 symmetries, as the position
with White to move after it, valued from a solved table.

  scripts/opening_table.py positions VARIANT SIDE > placements.txt   # one position a line
  build/bin/adaptoid probe --table T --batch placements.txt > values.jsonl
  scripts/opening_table.py table VARIANT SIDE values.jsonl           # the Markdown table

Colours are not folded: the placement (white on x, black on y) and (white on y, black on x)
differ, since White moves first after the choice."""
import json
import sys


def cells(side):
    n = side
    return [(c, r) for c in range(1, 2 * n) for r in range(1, 2 * n) if abs(c - r) <= n - 1]


def name(cell):
    return chr(ord('a') + cell[0] - 1) + str(cell[1])


def symmetries(side):
    n = side
    def rot(q, s):
        return (q - s, q)
    out = []
    for flip in (False, True):
        for k in range(6):
            def f(cell, k=k, flip=flip):
                q, s = cell[0] - n, cell[1] - n
                if flip:
                    q, s = s, q
                for _ in range(k):
                    q, s = rot(q, s)
                return (q + n, s + n)
            out.append(f)
    return out


def classes(side):
    """One representative (the least) per orbit of ordered placements, with the orbit's size."""
    board = cells(side)
    syms = symmetries(side)
    seen = {}
    for w in board:
        for b in board:
            if w == b:
                continue
            orbit = {(g(w), g(b)) for g in syms}
            rep = min(orbit)
            seen[rep] = len(orbit)
    return sorted(seen.items())


def position(variant, side, w, b):
    cols = []
    for c in range(1, 2 * side):
        col = ''
        for r in range(1, 2 * side):
            if abs(c - r) > side - 1:
                continue
            col += 'W00' if (c, r) == w else 'B00' if (c, r) == b else '.'
        cols.append(col)
    return f"{variant} {'/'.join(cols)} w 0/0 1"


def distance_of(cell, side):
    q, s = cell[0] - side, cell[1] - side
    return max(abs(q), abs(s), abs(q - s))


def main():
    mode, variant, side = sys.argv[1], sys.argv[2], int(sys.argv[3])
    reps = classes(side)
    if mode == 'positions':
        for (w, b), _ in reps:
            print(position(variant, side, w, b))
        return
    values = [json.loads(line) for line in open(sys.argv[4])]
    assert len(values) == len(reps)
    print('| white | black | placements | value for White to move | plies to the end |')
    print('| --- | --- | ---: | --- | ---: |')
    for ((w, b), count), v in zip(reps, values):
        plies = v.get('plies', v.get('distance', ''))
        print(f"| {name(w)} | {name(b)} | {count} | {v['value']} | {plies} |")


if __name__ == '__main__':
    main()
