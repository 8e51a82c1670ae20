#!/usr/bin/env python3
"""Browser test of the daily puzzle page (puzzles/web/) in headless Chromium.

Loads the page from the file system with its self-test switched on (puzzles/web/selftest.js):
the page solves puzzles by dispatching clicks on its own cells and buttons, enters a wrong turn
and checks it is called wrong, and writes TEST PASSED / TEST FAILED into the DOM, which Chromium
dumps (--dump-dom) and this script reads. A last load checks that the page opens the puzzle of
the visitor's day.

Puzzles: puzzles/web/puzzles.js (written by `adaptoid puzzle export` from the year files); a few
per variant are chosen so that together their solutions use every kind of turn they contain.

Exit status: 0 passed, 1 failed, 77 Chromium is not installed (ctest reports the test skipped;
under ADAPTOID_REQUIRE_BROWSER=1, as in CI, that is a failure).
"""
import argparse
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "puzzles" / "web" / "index.html"
REAL_DATA = ROOT / "puzzles" / "web" / "puzzles.js"
SKIP = 77
PER_VARIANT = 6  # puzzles solved per variant at most (each costs a little virtual time)


def find_chromium(explicit):
    for name in [explicit, os.environ.get("CHROMIUM"), "chromium", "chromium-browser", "google-chrome"]:
        if name and shutil.which(name):
            return shutil.which(name)
    return None


def load_puzzles(path):
    text = path.read_text(encoding="utf-8")
    match = re.match(r"\s*window\.ADAPTOID_PUZZLES\s*=\s*(.*?);?\s*$", text, re.S)
    if not match:
        sys.exit(f"{path}: does not start with 'window.ADAPTOID_PUZZLES ='")
    return json.loads(match.group(1))


def turn_kind(turn, variant):
    """What a person clicks for a turn: the kinds the chosen puzzles should cover."""
    if "quantum" in variant:
        return "leap"
    if turn.strip() == "pass":
        return "pass"
    kind = []
    if re.search(r"[a-z]\d+x[a-z]\d+", turn):
        kind.append("attack")
    elif re.search(r"[a-z]\d+-[a-z]\d+", turn):
        kind.append("move")
    if re.search(r"[a-z]\d+\+L", turn):
        kind.append("leg")
    elif re.search(r"[a-z]\d+\+P", turn):
        kind.append("pincer")
    elif re.search(r"\+[a-z]\d+", turn):
        kind.append("create")
    else:
        kind.append("no-grow")
    return "+".join(kind)


def choose(puzzles):
    """Per variant: the first puzzle, then puzzles that add a kind of solver turn not yet seen."""
    chosen = []
    for variant, items in puzzles.items():
        seen, picked = set(), []
        for p in sorted(items, key=lambda p: p["date"]):
            kinds = {turn_kind(ply["turn"], variant) for ply in p["solution"][::2]}
            if not picked or not kinds <= seen:
                picked.append(p)
                seen |= kinds
            if len(picked) == PER_VARIANT:
                break
        chosen += [(variant, p) for p in picked]
        print(f"  {variant}: {' '.join(p['date'] for p in picked)} (solver turns: {', '.join(sorted(seen))})")
    return chosen


def load_page(chromium, query, profile, budget_ms):
    url = PAGE.as_uri() + "?" + query
    command = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
               "--disable-extensions", f"--user-data-dir={profile}",
               f"--virtual-time-budget={budget_ms}", "--dump-dom", url]
    run = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        raise RuntimeError(f"chromium exited {run.returncode}: {run.stderr.strip()[-400:]}")
    return run.stdout


def element_text(dom, element_id):
    match = re.search(rf'id="{element_id}"[^>]*>(.*?)</', dom, re.S)
    return html.unescape(match.group(1)).strip() if match else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", help="the browser to run (default: chromium on the PATH)")
    parser.add_argument("--data", type=Path, help="puzzle script (default: puzzles/web/puzzles.js)")
    args = parser.parse_args()

    chromium = find_chromium(args.chromium)
    if not chromium:
        print("browser test: chromium is not installed (Debian package 'chromium'; setup.sh installs it)")
        # CI (.ci/run) installs it, so there a missing browser is a failure, not a skip.
        return 1 if os.environ.get("ADAPTOID_REQUIRE_BROWSER") == "1" else SKIP
    data = args.data or REAL_DATA
    if not data.exists():
        print(f"browser test: {data} is missing (adaptoid puzzle export puzzles/*.jsonl --out {data})")
        return 1
    print(f"browser test: {chromium}, puzzles from {data}")
    puzzles = load_puzzles(data)
    chosen = choose(puzzles)
    specs = ",".join(f"{v}:{p['date']}" for v, p in chosen)
    data_query = "" if data.resolve() == REAL_DATA.resolve() else "&data=" + data.resolve().as_uri()
    # Virtual time: every defender reply waits about a second of page time, so the budget grows
    # with the plies; it costs no real time while the page is idle.
    plies = sum(len(p["solution"]) for _, p in chosen)
    budget = 5000 + 2500 * plies

    failures = []
    with tempfile.TemporaryDirectory(prefix="adaptoid-browser-") as profile:
        cases = [("solve", f"test=solve&puzzles={specs}&today=9999-12-31")]
        # A wrong turn in each variant, on a puzzle that lists a tempting turn when there is one.
        for variant, items in puzzles.items():
            p = next((p for p in items if p.get("tempting")), items[0])
            cases.append((f"wrong {variant}", f"test=wrong&puzzles={variant}:{p['date']}&today=9999-12-31"))
        for name, query in cases:
            result = element_text(load_page(chromium, query + data_query, profile, budget), "test-result")
            print(f"  {name}: {result}")
            if not result or not result.startswith("TEST PASSED"):
                failures.append(f"{name}: {result or 'the page wrote no result'}")

        # Today's puzzle: a visitor on a day in the data sees that day's puzzle; before the first
        # day, the first puzzle; between days that have one (or after the last), the latest before.
        variant, items = next(iter(puzzles.items()))
        dates = sorted(p["date"] for p in items)
        middle = dates[len(dates) // 2]
        for today, expected in [(middle, middle), ("1999-01-01", dates[0]), ("9999-12-31", dates[-1])]:
            dom = load_page(chromium, f"today={today}&variant={variant}{data_query}", profile, 3000)
            title = re.search(r'<h2[^>]*id="title"[^>]*>', dom)
            shown = re.search(r'data-date="([^"]+)"', title.group(0)) if title else None
            shown = shown.group(1) if shown else None
            print(f"  today={today}: shows {shown}")
            if shown != expected:
                failures.append(f"today={today}: the page shows {shown}, expected {expected}")

    if failures:
        print("browser test FAILED:\n  " + "\n  ".join(failures))
        return 1
    print("browser test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
