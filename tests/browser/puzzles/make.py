#!/usr/bin/env python3
"""Makes the browser test's own puzzle files, for the games of the page's menu that have no year
file yet (tests/browser/run.py uses a file here only while puzzles/<game>.jsonl is missing).

    tests/browser/puzzles/make.py build/bin/adaptoid

superadaptoid.jsonl: `adaptoid puzzle generate` (proven as every published puzzle). Adapt3 and
three-player Quantum Leap have year files (puzzles/adapt3.jsonl, puzzles/quantum-leap-3p.jsonl)
and need none here.
"""
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATES = ["2026-11-23", "2026-11-24"]


def main():
    cli = sys.argv[1] if len(sys.argv) > 1 else "build/bin/adaptoid"
    out = HERE / "superadaptoid.jsonl"
    subprocess.run([cli, "puzzle", "generate", "--variant", "superadaptoid", "--count", str(len(DATES)),
                    "--from", DATES[0], "--out", str(out), "--no-svg"], check=True)


if __name__ == "__main__":
    main()
