#!/usr/bin/env python3
"""The variant report opens with its verdict: in headless Chromium at 1200 px, the verdict's
sentence and its key numbers end within the first 900 px of a report of one custom board against
another, whose rules table lists the board's cells by value (the cell only one board has named).

    report_glance.py ADAPTOID [--chromium PATH]

Exit status: 0 passed, 1 failed, 77 Chromium is not installed (ctest reports the test skipped;
under ADAPTOID_REQUIRE_BROWSER=1, as in CI, that is a failure).
"""
import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from report_layout import layout
from report_page import browser_or_skip

FIRST_SCREEN_PX = 900

# The six cells around d4, and the same with d4: two custom boards that differ in one cell.
RING = """base = "adaptoid"
[board]
shape = "custom"
cells = ["c3", "c4", "d3", "d5", "e4", "e5"{extra}]
stacks = []
[start]
white = ["c3"]
black = ["e5"]
"""


def custom_report(tool, work):
    ring = work / "ring.toml"
    ring.write_text(RING.format(extra=""))
    ring7 = work / "ring7.toml"
    ring7.write_text(RING.format(extra=', "d4"'))
    out = work / "report.html"
    subprocess.run([tool, "report", "--variant", str(ring7), "--against", str(ring), "--games", "4",
                    "--players", "engine:nodes=64", "--skill-games", "2", "--check-positions", "1",
                    "--max-plies", "40", "--no-exact", "--out", str(out)],
                   check=True, capture_output=True, timeout=600)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tool", help="the adaptoid tool")
    parser.add_argument("--chromium", help="the browser to run (default: chromium on the PATH)")
    args = parser.parse_args()
    chromium, status = browser_or_skip(args.chromium, "report glance test")
    if not chromium:
        return status
    problems = []
    with tempfile.TemporaryDirectory(prefix="adaptoid-report-glance-") as tmp:
        work = Path(tmp)
        page = custom_report(args.tool, work)
        html = page.read_text()
        row = re.search(r'<tr data-option="board.cells">(.*?)</tr>', html, re.S)
        if not row:
            problems.append("the rules table has no row for board.cells")
        elif "only in ring7: d4" not in row.group(1) or "<svg" not in row.group(1):
            problems.append("the board.cells row does not name d4 or draw the board")
        measured = layout(chromium, work / "profile", page, work)
    bottom = measured.get("glance_bottom")
    if bottom is None:
        problems.append("no verdict sentence or key numbers on the page")
    elif bottom > FIRST_SCREEN_PX:
        problems.append(f"the verdict and key numbers end {bottom:.0f} px down, past {FIRST_SCREEN_PX} px")
    for p in problems:
        print("report glance test: " + p)
    if problems:
        return 1
    print(f"report glance test: the verdict and key numbers end {bottom:.0f} px down (at most {FIRST_SCREEN_PX}); "
          "the diff lists the custom board by value")
    return 0


if __name__ == "__main__":
    sys.exit(main())
