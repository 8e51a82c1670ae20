#!/usr/bin/env bash
# Writes the variant reports of specs/reports/ (specs/results.md, "Variant reports"): every
# built-in variant, and the designer questions against their base. Small on purpose (the machine
# is shared): N games a variant between engine:nodes=2000 players, 2 positions cross-checked, Z3
# at most 30 s of work a query (Z3's resource count, so the same answers under any load), 200
# random Quantum Leap starts on the small boards. A question's base is not played again: its
# games are read from the base's own report (--against-games). Three
# chains run side by side at nice 10. Resumable: each report's games are in <report>.html.games,
# so a rerun plays only what is missing (the check and the small boards are redone).
#     specs/reports/generate.sh [build/bin/adaptoid] [N]
set -euo pipefail
cd "$(dirname "$0")"
tool=${1:-../../build/bin/adaptoid}
games=${2:-40}
common=(--games "$games" --players engine:nodes=2000 --check-positions 2 --check-timeout 30 --starts 200)
report() {  # report NAME ARGS...: NAME.html, its log (stderr, timed) in NAME.log
  local name=$1
  shift
  /usr/bin/time -f "$name: %U s user, %S s system, %e s wall" nice -n 10 "$tool" report "$@" "${common[@]}" \
    --out "$name.html" >/dev/null 2>"$name.log"
  tail -1 "$name.log"
}
adaptoid_chain() {
  report adaptoid --variant adaptoid
  report adaptoid-no-suicide --variant adaptoid-no-suicide.toml --against adaptoid --against-games adaptoid.html.games
  report adaptoid-bare-attack --variant adaptoid-bare-attack.toml --against adaptoid \
    --against-games adaptoid.html.games
  report superadaptoid --variant superadaptoid
}
quantum_leap_chain() {
  report quantum-leap --variant quantum-leap
  report quantum-leap-no-swap --variant quantum-leap-no-swap.toml --against quantum-leap \
    --against-games quantum-leap.html.games
  report quantum-leap-19 --variant quantum-leap-19
}
three_player_chain() {
  report adapt3 --variant adapt3
  report adapt3-reversed --variant adapt3-reversed --against adapt3 --against-games adapt3.html.games
  report quantum-leap-3p --variant quantum-leap-3p
}
adaptoid_chain &
quantum_leap_chain &
three_player_chain &
wait
