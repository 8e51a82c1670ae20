#!/usr/bin/env python3
"""Recount the pinned perft rows of specs/perft/*.tsv with the independent reference.

Rows with more nodes than --budget are skipped (the reference is slow by design). Prints a
line per disagreement and closes with 'N passed, N failed'; exits 1 on any disagreement.
"""
import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import perft_reference as ref  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=int, default=30000, help="largest node count recounted")
    args = parser.parse_args()
    passed = failed = 0
    for table in sorted((ROOT / "specs" / "perft").glob("*.tsv")):
        if table.stem == "starts":
            continue
        for line in table.read_text().splitlines():
            if not line or line.startswith("#"):
                continue
            position, depth, nodes = line.split("\t")
            if int(nodes) > args.budget:
                continue
            name = position.split()[0]
            custom = ROOT / "specs" / "perft" / "variants" / f"{name}.toml"
            variant = ref.load_variant(name, str(custom) if custom.exists() else None)
            got = ref.perft(variant, ref.parse_position(variant, position), int(depth))
            if got == int(nodes):
                passed += 1
            else:
                failed += 1
                print(f"{table.name}: {position} depth {depth}: pinned {nodes}, reference {got}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
