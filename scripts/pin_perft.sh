#!/usr/bin/env bash
# Prints perft rows (position, depth, nodes) for a position or a variant's start, depth 1..N.
# Used to extend specs/perft/*.tsv; every row must also be confirmed by a second count
# (tests/reference/perft_reference.py) before it is pinned.
#   scripts/pin_perft.sh "<position>" N
set -euo pipefail
tool="$(dirname "$0")/../build/bin/adaptoid"
position="$1"
for ((d = 1; d <= $2; d++)); do
  nodes=$("$tool" perft --position "$position" --depth "$d" --json 2>/dev/null | sed -n 's/.*"nodes": \([0-9]*\).*/\1/p')
  printf '%s\t%d\t%s\n' "$position" "$d" "$nodes"
done
