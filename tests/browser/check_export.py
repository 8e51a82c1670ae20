#!/usr/bin/env python3
"""Checks that puzzles/web/puzzles.js is exactly what `adaptoid puzzle export` writes from the
year files (puzzles/*.jsonl), so the page never shows a puzzle that `puzzle verify` did not see.

    tests/browser/check_export.py build/bin/adaptoid
"""
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FILES = [ROOT / "puzzles" / "adaptoid.jsonl", ROOT / "puzzles" / "quantum-leap.jsonl"]
PAGE_DATA = ROOT / "puzzles" / "web" / "puzzles.js"


def main():
    cli = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "build" / "bin" / "adaptoid")
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "puzzles.js"
        subprocess.run([cli, "puzzle", "export", *map(str, FILES), "--out", str(out)], check=True,
                       stdout=subprocess.DEVNULL)
        if not PAGE_DATA.exists() or out.read_bytes() != PAGE_DATA.read_bytes():
            print(f"{PAGE_DATA} is not the export of the year files; rerun:\n  adaptoid puzzle export "
                  f"puzzles/adaptoid.jsonl puzzles/quantum-leap.jsonl --out puzzles/web/puzzles.js")
            return 1
    print("puzzles/web/puzzles.js is the export of the year files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
