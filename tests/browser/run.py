#!/usr/bin/env python3
"""Browser test of the daily puzzle page (puzzles/web/) in headless Chromium.

Loads the page from the file system with its self-test switched on (puzzles/web/selftest.js):
the page solves puzzles by dispatching clicks on its own cells and buttons, enters a wrong turn
and checks it is called wrong, and writes TEST PASSED / TEST FAILED into the DOM, which Chromium
dumps (--dump-dom) and this script reads. A turn is checked by the page against the day's sealed
line (WebCrypto), so the lines to click come from the year files (puzzles/*.jsonl), passed to the
page as a script of their own (?data=).

1. The committed page (puzzles/web, `adaptoid puzzle export` up to the day of days/index.json):
   the last published day of every game that has puzzles is solved (its line sealed, not in
   clear) and a wrong turn is called wrong; no day after it is in the files, and that day's files
   hold none of its solution's positions; a visitor's day opens that day's puzzle.
2. A fresh export of every day into an empty folder (the export writes the page's own files
   too): a few puzzles per game, chosen so
   that together their solutions use every kind of turn they contain, are solved by clicking.
   A game of the menu without a year file takes its puzzles from tests/browser/puzzles/ (small
   files made with `adaptoid puzzle generate`, see the README there), so every game of the
   family is solved; a game with neither fails the test.
3. The editor's daily step: `puzzle export --out DIR` of the year files up to today (or their last
   day) into an empty folder, opened from file:// as it is: the day's puzzle of every game is
   solved by clicking, and three days later the page says plainly that its newest puzzle is old.

--screenshot PNG saves a picture of the page (docs/puzzles.md's, docs/puzzle-page.png) on the puzzle
given by --screenshot-of GAME:DATE, from the fresh export.

Exit status: 0 passed, 1 failed, 77 Chromium is not installed (ctest reports the test skipped;
under ADAPTOID_REQUIRE_BROWSER=1, as in CI, that is a failure).
"""
import argparse
import datetime
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from headless import run_headless

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "puzzles" / "web"
SKIP = 77
PER_VARIANT = 6  # puzzles solved per variant at most (each costs a little virtual time)


def find_chromium(explicit):
    for name in [explicit, os.environ.get("CHROMIUM"), "chromium", "chromium-browser", "google-chrome"]:
        if name and shutil.which(name):
            return shutil.which(name)
    return None


FIXTURES = ROOT / "tests" / "browser" / "puzzles"
GAMES = ["adaptoid", "superadaptoid", "adapt3", "quantum-leap", "quantum-leap-3p"]  # the page's menu


def read_puzzles(paths):
    """variant -> its puzzles (the files' objects), in date order."""
    puzzles = {}
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                p = json.loads(line)
                puzzles.setdefault(p["variant"], []).append(p)
    return {v: sorted(items, key=lambda p: p["date"]) for v, items in puzzles.items()}


def load_year_files():
    return read_puzzles(sorted((ROOT / "puzzles").glob("*.jsonl")))


def fixture_files(year):
    """The test's own puzzle files of the games that have no year file yet."""
    return [f for f in sorted(FIXTURES.glob("*.jsonl")) if f.stem not in year]


def lines_script(path, chosen):
    """The lines the self-test clicks, as a script the page loads with ?data=."""
    lines = {f"{p['variant']}/{p['date']}": {"solution": p["solution"], "tempting": p["tempting"]} for p in chosen}
    path.write_text("window.ADAPTOID_TEST_LINES = " + json.dumps(lines) + ";\n", encoding="utf-8")


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
            kinds = {turn_kind(ply["turn"], variant) for ply in p["solution"] if ply["player"] == p["side"]}
            if not picked or not kinds <= seen:
                picked.append(p)
                seen |= kinds
            if len(picked) == PER_VARIANT:
                break
        chosen += [(variant, p) for p in picked]
        print(f"  {variant}: {' '.join(p['date'] for p in picked)} (solver turns: {', '.join(sorted(seen))})")
    return chosen


def load_page(chromium, page, query, profile, budget_ms):
    url = page.as_uri() + "?" + query
    return run_headless(chromium, profile, f"--virtual-time-budget={budget_ms}", "--dump-dom", url)


def element_text(dom, element_id):
    match = re.search(rf'id="{element_id}"[^>]*>(.*?)</', dom, re.S)
    return html.unescape(match.group(1)).strip() if match else None


def run_cases(chromium, page, cases, data, profile, budget, failures):
    for name, query in cases:
        result = element_text(load_page(chromium, page, f"{query}&data={data.as_uri()}", profile, budget), "test-result")
        print(f"  {name}: {result}")
        if not result or not result.startswith("TEST PASSED"):
            failures.append(f"{name}: {result or 'the page wrote no result'}")


def committed_page(chromium, year, scratch, failures):
    """Part 1: the page as committed, up to its export's day."""
    index = json.loads((WEB / "days" / "index.json").read_text(encoding="utf-8"))
    until = index["until"]
    print(f"the committed page, days up to {until}:")
    chosen = []
    for game in index["games"]:
        if not game["days"]:
            continue
        last = max(game["days"])
        p = next(p for p in year[game["variant"]] if p["date"] == last)
        chosen.append(p)
        # The day's files must not give its line away: no solution, none of its positions.
        for suffix in (".js", ".json"):
            text = (WEB / "days" / game["variant"] / (last + suffix)).read_text(encoding="utf-8")
            day = json.loads(text[text.index("] = {") + 4:].rstrip().rstrip(";") if suffix == ".js" else text)
            leaked = [ply["position"] for ply in p["solution"] if ply["position"] in text]
            if (last == until and day["solution"] is not None) or leaked:
                failures.append(f"{game['variant']} {last}{suffix}: the solution is in clear")
        late = [f.name for f in (WEB / "days" / game["variant"]).iterdir() if f.name[:10] > until]
        if late:
            failures.append(f"{game['variant']}: days after {until} are published: {late[:3]}")
    data = scratch / "committed-lines.js"
    lines_script(data, chosen)
    page = WEB / "index.html"
    cases = [("solve", f"test=solve&puzzles={','.join(p['variant'] + ':' + p['date'] for p in chosen)}&today={until}")]
    cases += [(f"wrong {p['variant']}", f"test=wrong&puzzles={p['variant']}:{p['date']}&today={until}") for p in chosen]
    run_cases(chromium, page, cases, data, scratch / "profile", 5000 + 2500 * sum(len(p["solution"]) for p in chosen), failures)
    # The visitor's day: that day's puzzle; before the first day, the first; after the export's
    # day, the export's day (no later one is there to show).
    game = next(g for g in index["games"] if g["days"])
    days = sorted(game["days"])
    for today, expected in [(days[len(days) // 2], days[len(days) // 2]), ("1999-01-01", days[0]), ("9999-12-31", days[-1])]:
        dom = load_page(chromium, page, f"today={today}&variant={game['variant']}", scratch / "profile", 3000)
        title = re.search(r'<h2[^>]*id="title"[^>]*>', dom)
        shown = re.search(r'data-date="([^"]+)"', title.group(0)) if title else None
        shown = shown.group(1) if shown else None
        print(f"  today={today}: shows {shown}")
        if shown != expected:
            failures.append(f"today={today}: the page shows {shown}, expected {expected}")
    # Every game of the family in the menu; those without puzzles shown but not offered.
    for g in index["games"]:
        button = re.search(rf'<button[^>]*id="variant-{re.escape(g["variant"])}"[^>]*>', dom)
        if not button or (" disabled" in button.group(0)) != (not g["days"]):
            failures.append(f"the game menu: {g['variant']} is {'missing' if not button else 'wrongly (not) offered'}")
    if not re.search(r'id="score"[^>]*>Lost adaptoids: [^<]*has lost 5,', dom):
        failures.append("the page does not show the lost adaptoids against the goal")


def full_export(chromium, cli, year, scratch, failures):
    """Part 2: every day exported into an empty folder (the export writes the page's own files);
    puzzles chosen to cover every kind of turn; every game of the menu solved (from its year file,
    else from the test's own file)."""
    web = scratch / "web"
    web.mkdir()
    fixtures = fixture_files(year)
    year = {**year, **read_puzzles(fixtures)}
    missing = [g for g in GAMES if g not in year]
    if missing:
        failures.append(f"no puzzles to solve for {', '.join(missing)} (neither puzzles/<game>.jsonl nor {FIXTURES.relative_to(ROOT)})")
    last = max(p["date"] for items in year.values() for p in items)
    files = [str(f) for f in [*sorted((ROOT / "puzzles").glob("*.jsonl")), *fixtures]]
    subprocess.run([cli, "puzzle", "export", *files, "--out", str(web), "--until", last], check=True, stdout=subprocess.DEVNULL)
    print(f"every day exported (up to {last}; test files: {', '.join(f.name for f in fixtures) or 'none'}):")
    chosen = [p for _, p in choose(year)]
    specs = ",".join(f"{p['variant']}:{p['date']}" for p in chosen)
    cases = [("solve", f"test=solve&puzzles={specs}&today=9999-12-31")]
    # A wrong turn in each game, on a puzzle that lists a tempting turn when there is one.
    wrong = [next((p for p in items if p.get("tempting")), items[0]) for items in year.values()]
    cases += [(f"wrong {p['variant']}", f"test=wrong&puzzles={p['variant']}:{p['date']}&today=9999-12-31") for p in wrong]
    data = scratch / "all-lines.js"
    lines_script(data, chosen + wrong)
    run_cases(chromium, web / "index.html", cases, data, scratch / "profile",
              5000 + 2500 * sum(len(p["solution"]) for p in chosen), failures)
    return web


def fresh_day(chromium, cli, year, scratch, failures):
    """Part 3: the editor's daily step, `puzzle export --out DIR` into an empty folder, opened from
    the file system as it is: the day's puzzle of every game that has one is solved; the page says
    nothing of its age that day, and says plainly that its newest puzzle is old three days later."""
    today = datetime.datetime.now(datetime.timezone.utc).date().isoformat()
    dates = sorted({p["date"] for items in year.values() for p in items})
    day = today if today in dates else dates[-1]
    web = scratch / "fresh"
    web.mkdir()
    run = subprocess.run([cli, "puzzle", "export", *map(str, sorted((ROOT / "puzzles").glob("*.jsonl"))), "--out", str(web),
                          "--until", day], check=True, capture_output=True, text=True)
    print(f"a fresh export of {day} ({len(list(web.rglob('*')))} files; {run.stdout.strip()}):")
    for name in ["index.html", "app.js", "board.js", "notation.js", "style.css"]:
        if not (web / name).is_file():
            failures.append(f"the fresh export has no {name}: its folder does not open as a page")
    chosen = [p for items in year.values() for p in items if p["date"] == day]
    data = scratch / "fresh-lines.js"
    lines_script(data, chosen)
    cases = [("solve the day's puzzles", f"test=solve&puzzles={','.join(p['variant'] + ':' + day for p in chosen)}&today={day}")]
    run_cases(chromium, web / "index.html", cases, data, scratch / "profile", 5000 + 2500 * sum(len(p["solution"]) for p in chosen), failures)
    later = (datetime.date.fromisoformat(day) + datetime.timedelta(days=3)).isoformat()
    for when, expected in [(day, None), (later, f"last published for {day}; today is {later}, so the newest puzzle is 3 days old")]:
        stale = element_text(load_page(chromium, web / "index.html", f"today={when}", scratch / "profile", 3000), "stale")
        print(f"  today={when}: {stale or 'no notice of age'}")
        if (expected is None) != (stale is None or stale == "") or (expected and expected not in (stale or "")):
            failures.append(f"today={when}: the page's notice of age is {stale!r}, expected {expected!r}")


def screenshot(chromium, web, spec, shot, profile, failures):
    """The page on one puzzle, as a person sees it on opening it on that day (for docs/puzzles.md)."""
    variant, date = spec.split(":")
    url = (web / "index.html").as_uri() + f"?variant={variant}&date={date}&today={date}"
    try:
        run_headless(chromium, profile, "--hide-scrollbars", "--virtual-time-budget=3000", "--window-size=1100,1080",
                     f"--screenshot={shot}", url)
    except RuntimeError as e:
        failures.append(f"the screenshot {shot}: {e}")
        return
    if not shot.exists() or shot.stat().st_size < 10000:
        failures.append(f"the screenshot {shot} is missing or blank")
    else:
        print(f"screenshot of {spec}: {shot}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", help="the browser to run (default: chromium on the PATH)")
    parser.add_argument("--cli", default=str(ROOT / "build" / "bin" / "adaptoid"), help="the adaptoid tool")
    parser.add_argument("--screenshot", type=Path, help="save a picture of the page here (PNG)")
    parser.add_argument("--screenshot-of", default="adapt3:2027-06-20", help="the puzzle pictured, GAME:DATE")
    args = parser.parse_args()

    chromium = find_chromium(args.chromium)
    if not chromium:
        print("browser test: chromium is not installed (Debian package 'chromium'; setup.sh installs it)")
        # CI (.ci/run) installs it, so there a missing browser is a failure, not a skip.
        return 1 if os.environ.get("ADAPTOID_REQUIRE_BROWSER") == "1" else SKIP
    print(f"browser test: {chromium}")
    year = load_year_files()
    failures = []
    with tempfile.TemporaryDirectory(prefix="adaptoid-browser-") as tmp:
        committed_page(chromium, year, Path(tmp), failures)
        web = full_export(chromium, args.cli, year, Path(tmp), failures)
        fresh_day(chromium, args.cli, year, Path(tmp), failures)
        if args.screenshot:
            screenshot(chromium, web, args.screenshot_of, args.screenshot.resolve(), Path(tmp) / "profile", failures)
    if failures:
        print("browser test FAILED:\n  " + "\n  ".join(failures))
        return 1
    print("browser test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
