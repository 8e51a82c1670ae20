#!/usr/bin/env python3
"""Seconds a `go time S` takes (the time rule of specs/engine-protocol.md), over the positions of
games the engine plays against itself through `adaptoid engine` after 2 random plies: wall time
from sending `go` to reading `bestmove`, all positions and those not decided (no proven score, not
a forced win or a single turn, which may answer at once). A wall-time measure: say the load.
  scripts/time_use.py BINARY VARIANT SECONDS POSITIONS [SEED]     (VERBOSE=1: the quick answers)
  e.g. scripts/time_use.py build/bin/adaptoid quantum-leap 0.5 60"""
import subprocess, sys, time, random, statistics, os
VERBOSE = os.environ.get('VERBOSE')

def run(binary, variant, seconds, positions, seed, opening=2):
    p = subprocess.Popen([binary, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         text=True, bufsize=1)
    def send(line):
        p.stdin.write(line + "\n"); p.stdin.flush()
    def read_until(prefix):
        lines = []
        while True:
            l = p.stdout.readline()
            if not l:
                raise SystemExit("engine died")
            l = l.rstrip("\n")
            lines.append(l)
            if l.startswith(prefix) or l.startswith("error"):
                return lines
    send("adaptoid"); read_until("adaptoidok")
    send("variant " + variant)
    rng = random.Random(seed)
    used, depths, decided = [], [], []
    game = 0
    while len(used) < positions:
        game += 1
        start = f"position startpos seed {seed * 1000 + game}" if "quantum" in variant else "position startpos"
        turns = []
        send("newgame")
        ply = 0
        while len(used) < positions:
            send(start + (" turns " + "; ".join(turns) if turns else ""))
            random_ply = ply < opening
            if random_ply or ply == opening:
                send("setoption name Player value " + ("random:seed=%d" % rng.randrange(1, 10**9) if random_ply else "engine"))
                if not random_ply:  # the player is made at the first go after the option
                    send("go nodes 1"); read_until("bestmove")
            t0 = time.monotonic()
            send("go" if random_ply else f"go time {seconds}")
            out = read_until("bestmove")
            t = time.monotonic() - t0
            if out[-1].startswith("error"):
                break
            if not random_ply:
                used.append(t)
                infos = [l for l in out if l.startswith("info depth")]
                decided.append(not infos or infos[-1].startswith("info depth 0 ") or " score win " in infos[-1] or " score loss " in infos[-1] or " score draw " in infos[-1])
                depths.append(int(infos[-1].split()[2]) if infos else -1)
                if t < 0.5 * seconds and VERBOSE:
                    print(f"quick {t:.3f} ply {ply}:", out[-2] if len(out) > 1 else "", "|", out[-1], file=sys.stderr)
            turns.append(out[-1][len("bestmove "):])
            ply += 1
            if ply > 300:
                break
    send("quit"); p.wait()
    return used, depths, decided

if __name__ == "__main__":
    binary, variant, seconds, positions = sys.argv[1], sys.argv[2], float(sys.argv[3]), int(sys.argv[4])
    seed = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    used, depths, decided = run(binary, variant, seconds, positions, seed)
    quick = sum(1 for u in used if u < 0.5 * seconds)
    print(f"{variant} S={seconds}: n={len(used)} mean={statistics.mean(used):.3f} "
          f"min={min(used):.3f} max={max(used):.3f} mean/S={statistics.mean(used)/seconds:.3f} "
          f"over S+5%={sum(1 for u in used if u > 1.05*seconds)} under S/2={quick} "
          f"mean depth={statistics.mean([d for d in depths if d >= 0] or [0]):.2f}")
    open_ = [u for u, d in zip(used, decided) if not d]
    if open_:
        print(f"  undecided positions (not proven, not a forced or single turn): n={len(open_)} mean={statistics.mean(open_):.3f} "
              f"min={min(open_):.3f} max={max(open_):.3f} mean/S={statistics.mean(open_)/seconds:.3f} over S+5%={sum(1 for u in open_ if u > 1.05*seconds)}")
