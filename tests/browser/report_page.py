#!/usr/bin/env python3
"""Browser test of the variant report page (`adaptoid report`) in headless Chromium.

Writes a tiny report (adaptoid-7 against itself with suicide attacks forbidden, 4 games a side),
opens it from the file system (the page has no script; the test checks there is none), and checks from the DOM
Chromium built that every section (rules, consistency, self-play, exact, verdict) and every chart
(outcomes, lengths, branching) is there with drawn content; that at 1200 px no two labels of a chart
overlap and every witness diagram is readable with its position in notation beside it
(report_layout.py); then takes a screenshot.

    report_page.py ADAPTOID [--report FILE] [--screenshot PNG] [--chromium PATH]
--report: check this page instead of writing a tiny one. --screenshot: where the picture goes
(default: a temporary file, removed); docs/report.png in docs/variants.md was taken with it.

Exit status: 0 passed, 1 failed, 77 Chromium is not installed (ctest reports the test skipped;
under ADAPTOID_REQUIRE_BROWSER=1, as in CI, that is a failure).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from headless import run_headless
from report_layout import layout_problems

SKIP = 77
SECTIONS = ["rules", "consistency", "self-play", "exact", "verdict"]
# A fresh report's first screen and its measures (a committed page may be older than them).
FRESH_SECTIONS = ["glance", "measures"]
CHARTS = ["outcomes", "lengths", "branching"]


def find_chromium(explicit):
    for name in [explicit, os.environ.get("CHROMIUM"), "chromium", "chromium-browser", "google-chrome"]:
        if name and shutil.which(name):
            return shutil.which(name)
    return None


def browser_or_skip(explicit, test):
    """(chromium, None), or (None, the exit status) after saying it is not installed."""
    chromium = find_chromium(explicit)
    if chromium:
        return chromium, None
    print(f"{test}: chromium is not installed (Debian package 'chromium'; setup.sh installs it)")
    return None, 1 if os.environ.get("ADAPTOID_REQUIRE_BROWSER") == "1" else SKIP


def tiny_report(tool, work):
    variant = work / "no-suicide-7.toml"
    variant.write_text('base = "adaptoid-7"\nsuicide_attacks = false\n')
    out = work / "report.html"
    subprocess.run([tool, "report", "--variant", str(variant), "--against", "adaptoid-7", "--games", "4",
                    "--players", "engine:nodes=200", "--check-positions", "1", "--max-plies", "60",
                    "--out", str(out)], check=True, capture_output=True, timeout=600)
    return out


def problems_in(dom, sections):
    problems = []
    for section in sections:
        match = re.search(rf'<section id="{section}">(.*?)</section>', dom, re.S)
        if not match:
            problems.append(f"section {section} is missing")
        elif len(re.sub(r"<[^>]+>", "", match.group(1)).strip()) < 20:
            problems.append(f"section {section} is empty")
    for chart in CHARTS:
        match = re.search(rf'<svg[^>]*data-chart="{chart}"[^>]*>(.*?)</svg>', dom, re.S)
        if not match:
            problems.append(f"chart {chart} is missing")
        elif not re.search(r"<(rect|polyline)", match.group(1)):
            problems.append(f"chart {chart} draws nothing")
    if not re.search(r'<div class="board">\s*<svg', dom):
        problems.append("the board picture is missing")
    if "<script" in dom:
        problems.append("the page has a script")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tool", help="the adaptoid tool")
    parser.add_argument("--report", type=Path, help="a report to check instead of a tiny one")
    parser.add_argument("--screenshot", type=Path, help="where to save the screenshot")
    parser.add_argument("--chromium", help="the browser to run (default: chromium on the PATH)")
    args = parser.parse_args()
    chromium, status = browser_or_skip(args.chromium, "report browser test")
    if not chromium:
        return status
    with tempfile.TemporaryDirectory(prefix="adaptoid-report-browser-") as tmp:
        work = Path(tmp)
        page = args.report.resolve() if args.report else tiny_report(args.tool, work)
        dom = run_headless(chromium, work / "profile", "--dump-dom", page.as_uri())
        sections = SECTIONS + ([] if args.report else FRESH_SECTIONS)
        problems = problems_in(dom, sections)
        found, measured = layout_problems(chromium, work / "layout-profile", page, work)
        problems += found
        shot = args.screenshot.resolve() if args.screenshot else work / "report.png"
        run_headless(chromium, work / "profile", f"--screenshot={shot}", "--window-size=1200,1800",
                     "--hide-scrollbars", page.as_uri())
        if not shot.exists() or shot.stat().st_size < 10000:
            problems.append(f"the screenshot {shot} is missing or blank")
    for p in problems:
        print("report browser test: " + p)
    if problems:
        return 1
    print(f"report browser test: {page.name}: {len(sections)} sections and {len(CHARTS)} charts present; "
          f"{measured['charts']} charts and {measured['witnesses']} witnesses laid out without overlap; screenshot taken")
    return 0


if __name__ == "__main__":
    sys.exit(main())
