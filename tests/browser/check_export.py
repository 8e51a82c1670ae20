#!/usr/bin/env python3
"""Checks that the page's data (puzzles/web/days/, puzzles/web/feed.xml) is exactly what
`adaptoid puzzle export` writes from the year files (puzzles/*.jsonl) for the day it was made
(the "until" of days/index.json), so the page never shows a puzzle that `puzzle verify` did not
see, and that no day after it is published.

    tests/browser/check_export.py build/bin/adaptoid
"""
import filecmp
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "puzzles").glob("*.jsonl"))
WEB = ROOT / "puzzles" / "web"


def data_files(web):
    return sorted(str(p.relative_to(web)) for p in [*(web / "days").rglob("*"), web / "feed.xml"] if p.is_file())


def main():
    cli = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "build" / "bin" / "adaptoid")
    index = WEB / "days" / "index.json"
    if not index.exists():
        print(f"{index} is missing; make the page's data with:\n  adaptoid puzzle export puzzles/*.jsonl --out puzzles/web")
        return 1
    until = json.loads(index.read_text())["until"]
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "web"
        out.mkdir()
        subprocess.run([cli, "puzzle", "export", *map(str, FILES), "--out", str(out), "--until", until], check=True,
                       stdout=subprocess.DEVNULL)
        made, committed = data_files(out), data_files(WEB)
        differ = [f for f in made if f in committed and not filecmp.cmp(out / f, WEB / f, shallow=False)]
        if made != committed or differ:
            print(f"puzzles/web is not the export of the year files up to {until}: "
                  f"missing {sorted(set(made) - set(committed))[:5]}, extra {sorted(set(committed) - set(made))[:5]}, "
                  f"different {differ[:5]}; rerun:\n  adaptoid puzzle export puzzles/*.jsonl --out puzzles/web --until {until}")
            return 1
    late = [f for f in committed if f.startswith("days/") and f.count("/") == 2 and f.split("/")[2][:10] > until]
    if late:
        print(f"days after {until} are published: {late[:5]}")
        return 1
    print(f"puzzles/web is the export of the year files up to {until} ({len(committed)} files)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
