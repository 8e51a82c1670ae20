#!/usr/bin/env python3
"""Browser test of the toolkit's page (tools/web/: the rules library in WebAssembly) in headless
Chromium, driven through the DevTools protocol (cdp.py) by clicks on the board's cells and the
page's buttons, from the file system:

- a whole game of Adaptoid against the engine, clicked to its end (A14-A17: the game ends);
- a game of Quantum Leap whose first turn is Black's swap (Q3), clicked to its end;
- a few turns of Adapt3 (T1: three players in turn), the two others played by the computer, and
  of three-player Quantum Leap from its third seat;
- an illegal click is explained with the same line the command line gives (A10: a created
  adaptoid must touch one of its own; A5: a step's reach);
- perft inside the page equals the pinned counts of specs/perft/;
- a broken variant pasted into "Try a variant" shows the loader's one line, the same as the
  command line's for that file;
- undo, save (a game record adaptoid play --game reads back), analysis lines;
- the game kept across a reload (the address and the browser's storage);
- the move list clicked and stepped with the keys, sounds, a clock whose flag falls (play_options.py);
- the first edition's broken items, each clicked (toolkit_fixes.py, puzzle_fixes.py): stale
  analysis lines, perft that could not be stopped, "Play it" and the game menu, a selected tab
  unreadable under the mouse (both pages), Resign, the puzzle page's stale "Play on" link and its
  refutation drawn on the main board, the ranked lines in order;
- whole games of each main game pressed with the browser's own mouse (1200x900) and touch
  (400x800) events, every control measured against the screen first; the puzzle page's board
  on a phone's first screen; a picture of each page at both widths (toolkit_layout.py);
- a first load of each page downloads at most 1.5 MB, counted by the browser (page_weight.py); the
  puzzle page leaves the rules library for the first wrong turn;
- no console error, no uncaught exception.

    toolkit_page.py ADAPTOID [--chromium PATH] [--bench | --bench-only] [--screenshots DIR]
--bench: also measure against the native tool in the same run (perft, the engine's nodes per
second, the computer's answer, the page's start, what it downloads) and print the numbers;
--bench-only: only that (a minute on an idle machine, none of the clicking).
--screenshots: where the pictures go (docs/playing.md's: --screenshots docs); default a temporary folder.

Exit status: 0 passed, 1 failed, 77 Chromium or the built page (tools/web/adaptoid-engine.js) is
missing (ctest reports the test skipped; under ADAPTOID_REQUIRE_BROWSER=1, as in CI, a failure).
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import toolkit_layout
from cdp import Browser
from page_weight import first_load
from play_options import move_list, timed_game
from puzzle_fixes import play_on_link
from report_page import find_chromium
from toolkit_fixes import (edited_variant_menu, lines_consistent, perft_stop, readable_under_mouse, resign,
                           stale_lines)

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "tools" / "web"
SKIP = 77

# Helpers the test puts into the page: clicks on cells and buttons, as a person makes them.
HELPERS = r"""
window.T = {
  cell: (name) => document.querySelector(`#play-board polygon[data-cell="${name}"]`),
  click: (name) => { T.cell(name).dispatchEvent(new MouseEvent("click", {bubbles: true})); return true; },
  button: (selector) => { document.querySelector(selector).click(); return true; },
  page: () => window.adaptoidPage.tabs.play,
  state: () => { const p = T.page(); const c = p.current(); return {
    position: c.position, status: c.status, side: c.side, turns: c.turns, thinking: p.thinking, over: p.over,
    human: p.humanToMove(), message: document.getElementById("play-message").textContent,
    moves: [...document.querySelectorAll("#play-moves [data-turn]")].map((e) => e.dataset.turn),
    status_text: document.getElementById("play-status").textContent }; },
  seat: (letter, player) => { const s = document.getElementById("seat-" + letter);
    const known = [...s.options].some((o) => o.value === player);
    s.value = known ? player : "other";
    if (!known) document.getElementById("seat-other-" + letter).value = player;
    s.dispatchEvent(new Event("change")); return true; },
  choose: (value, selector) => { const s = document.querySelector(selector); s.value = value;
    s.dispatchEvent(new Event("change")); return true; },
};
true
"""


def start_position(tool, variant):
    return json.loads(cli(tool, "start", "--variant", variant, "--json")[1])["position"]


def cli(tool, *args):
    run = subprocess.run([tool, *args], capture_output=True, text=True)
    return run.returncode, run.stdout, run.stderr.strip()


def new_game(b, variant, seats, seed=None):
    """A new game of `variant`: chosen in the menu (set up, not started), the seats given as
    {letter: player} taken, then New game; waits for the first human turn."""
    if seed is not None:
        b.evaluate(f"document.getElementById('play-seed').value = {seed}; true")
    games = b.evaluate("T.page().games")
    b.evaluate(f"T.choose({json.dumps(variant)}, '#play-variant')")
    b.wait_for(f"T.page().games > {games} && T.page().game.name === {json.dumps(variant)}")
    if b.evaluate("T.page().thinking || T.state().moves.length > 0"):
        raise RuntimeError(f"{variant}: the game chosen in the menu started before its seats were chosen")
    for letter, player in seats.items():
        b.evaluate(f"T.seat('{letter}', {json.dumps(player)})")
    games = b.evaluate("T.page().games")
    b.evaluate("T.button('#play-new')")
    b.wait_for(f"T.page().games > {games} && T.page().started")
    return wait_turn(b)


def wait_turn(b, timeout=120):
    """The state once a human is to move or the game is over."""
    return b.wait_for("(() => { const s = T.state(); return (s.human || s.over) && !s.thinking ? s : null; })()", timeout)


def click_turn(b, turn):
    """Plays a legal turn of the page's list by clicking its cells, then its button when it has one
    (in one step of the page: no answer of the worker comes between the clicks)."""
    before = b.evaluate("T.state().moves.length")
    b.evaluate(f"""(() => {{
      for (const cell of {json.dumps(turn["cells"])}) T.click(cell);
      const button = document.querySelector('#play-choices button[data-turn="{turn["text"]}"]');
      if (button) button.click();
      return true; }})()""")
    return b.wait_for(f"T.state().moves.length > {before} ? T.state() : null")


def play_out(b, name, rng, limit, failures):
    """Clicks the human's turns (chosen at random) until the game ends or `limit` turns; the state."""
    state = wait_turn(b)
    while not state["over"] and len(state["moves"]) < limit:
        click_turn(b, rng.choice(state["turns"]))
        state = wait_turn(b)
    print(f"  {name}: {len(state['moves'])} turns, {state['status_text']}")
    return state


def check_game(b, tool, name, state, failures):
    """The page's move list replayed by the command line gives the page's position and status."""
    start = b.evaluate("T.page().history[0].position.position")
    code, out, err = cli(tool, "play", "--position", start, *state["moves"], "--json")
    if code != 0:
        return failures.append(f"{name}: the command line refuses the page's turns: {err}")
    played = json.loads(out)
    if played["position"] != state["position"] or played["status"] != state["status"]:
        failures.append(f"{name}: the page ends at {state['position']} ({state['status']}), the command line at "
                        f"{played['position']} ({played['status']})")


def games(b, tool, failures):
    rng = random.Random(45)
    state = new_game(b, "adaptoid", {"w": "human", "b": "engine:nodes=3000"})
    state = play_out(b, "adaptoid against the engine", rng, 400, failures)
    if not state["over"]:
        failures.append("adaptoid: the game did not end")
    check_game(b, tool, "adaptoid", state, failures)

    state = new_game(b, "quantum-leap", {"w": "engine:nodes=2000", "b": "human"}, seed=7)
    swaps = [t for t in state["turns"] if "~" in t["text"]]
    if not swaps or state["side"] != "b":
        failures.append(f"quantum-leap: Black does not decide the swap first ({state['position']})")
    else:
        click_turn(b, swaps[0])
        state = play_out(b, "quantum-leap with the swap", rng, 400, failures)
        if not state["over"] or "~" not in state["moves"][0]:
            failures.append(f"quantum-leap: not a whole game with the swap: {state['moves'][:3]}, {state['status_text']}")
        check_game(b, tool, "quantum-leap", state, failures)

    # The third seat of three-player Quantum Leap (T1: the turn order), the others the computer's.
    state = new_game(b, "quantum-leap-3p", {"w": "engine:nodes=500", "b": "uct:iterations=200", "r": "human"})
    state = play_out(b, "quantum-leap-3p as red, a few turns", rng, 7, failures)
    if len(state["moves"]) < 7:
        failures.append(f"quantum-leap-3p: only {len(state['moves'])} turns were played")
    check_game(b, tool, "quantum-leap-3p", state, failures)

    state = new_game(b, "adapt3", {"w": "human", "b": "engine:nodes=1000", "r": "greedy"})
    state = play_out(b, "adapt3, a few turns", rng, 9, failures)
    if len(state["moves"]) < 9:
        failures.append(f"adapt3: only {len(state['moves'])} turns were played")
    check_game(b, tool, "adapt3", state, failures)


def illegal_clicks(b, tool, failures):
    """Clicks no legal turn begins with: the page's message is the command line's (A10: a new
    adaptoid must touch one of its colour; A5: a step's reach is its legs)."""
    state = new_game(b, "adaptoid", {"w": "human", "b": "engine:nodes=1000"})
    check_illegal(b, tool, state, "a create away from every white adaptoid (A10)", ["a1"], failures)
    b.evaluate("document.getElementById('play-turn').value = 'd2+L'; T.button('#play-form button')")
    state = b.wait_for("(() => { const s = T.state(); return s.moves.length === 2 && s.human ? s : null; })()")
    reach = [t["cells"][1] for t in state["turns"] if t["cells"][:1] == ["d2"] and len(t["cells"]) > 1]
    far = next(c for c in b.evaluate("T.page().game.cells")
               if c not in reach and c != "d2" and b.evaluate(f"T.page().pieceAt('{c}')") == "")
    check_illegal(b, tool, state, f"a step out of reach (A5), d2 to {far}", ["d2", far], failures)


def check_illegal(b, tool, state, name, clicks, failures):
    b.evaluate("T.button('#play-clear')")
    for cell in clicks:
        b.evaluate(f"T.click({json.dumps(cell)})")
    message = b.wait_for("document.getElementById('play-message').classList.contains('illegal') && "
                         "document.getElementById('play-message').textContent")
    turn = message.split("'")[1]
    code, _, err = cli(tool, "play", "--position", state["position"], turn)
    print(f"  illegal click, {name}: {message}")
    # The command line says which of its turn arguments it was: "adaptoid: turn 1: <the line>".
    if code != 2 or err != "adaptoid: turn 1: " + message:
        failures.append(f"illegal click {name}: the page says '{message}', the command line '{err}'")


def saved_record(b, tool, scratch, failures):
    """Undo takes back the human's turn and the computer's; the saved record reads back."""
    rng = random.Random(7)
    state = new_game(b, "adaptoid", {"w": "human", "b": "engine:nodes=1000"})
    for _ in range(3):
        state = click_turn(b, rng.choice(wait_turn(b)["turns"]))
    state = wait_turn(b)
    b.evaluate("T.button('#play-undo')")
    undone = wait_turn(b)
    if len(undone["moves"]) != len(state["moves"]) - 2:
        failures.append(f"undo: {len(state['moves'])} turns became {len(undone['moves'])}, not two fewer")
    record = b.evaluate("T.page().recordText().then((a) => a.text || a.error)")
    path = scratch / "game.txt"
    path.write_text(record, encoding="utf-8")
    code, out, err = cli(tool, "play", "--game", str(path), "--json")
    if code != 0 or json.loads(out)["position"] != undone["position"]:
        failures.append(f"save: the record does not read back to the page's position: {err or out}")
    else:
        print(f"  undo and save: {len(undone['moves'])} turns in the record, read back by adaptoid play --game")
    games = b.evaluate("T.page().games")
    b.evaluate(f"T.page().loadRecord({json.dumps(record)}); true")
    loaded = b.wait_for(f"T.page().games > {games} && T.state()")
    if loaded["moves"] != undone["moves"] or loaded["position"] != undone["position"]:
        failures.append(f"load: the record loads as {loaded['moves']}, it was saved from {undone['moves']}")


def perft(b, failures):
    """Perft inside the page against specs/perft/ (the pinned counts)."""
    b.evaluate("window.adaptoidPage.show('analyse'); true")
    b.wait_for("window.adaptoidPage.tabs.analyse && !window.adaptoidPage.tabs.analyse.engine.busy()")
    cases = []
    for name, depth in [("adaptoid", 4), ("adapt3", 3), ("quantum-leap", 3), ("superadaptoid", 3)]:
        rows = [line.split("\t") for line in (ROOT / "specs" / "perft" / f"{name}.tsv").read_text().splitlines()
                if line and not line.startswith("#")]
        row = next(r for r in rows if int(r[1]) == depth)
        cases.append((row[0], depth, int(row[2])))
    for position, depth, nodes in cases:
        counted = run_perft(b, position, depth)[0]
        print(f"  perft {depth} of {position.split()[0]}: {counted} (pinned {nodes})")
        if counted != nodes:
            failures.append(f"perft {depth} of {position}: the page counts {counted}, specs/perft pins {nodes}")


def run_perft(b, position, depth):
    b.evaluate(f"document.getElementById('an-position').value = {json.dumps(position)};"
               f"document.getElementById('an-depth').value = {depth};"
               "document.getElementById('an-perft-result').dataset.nodes = ''; T.button('#an-perft')")
    nodes = int(b.wait_for("document.getElementById('an-perft-result').dataset.nodes", timeout=300))
    return nodes, float(b.evaluate("document.getElementById('an-perft-result').dataset.seconds"))


def analysis(b, tool, failures):
    """Analyse: two ranked lines of a position as the command line ranks them (the same search,
    by nodes), then a long search stopped by Stop, its lines kept."""
    position = "adaptoid ..../...../....../.W10...B01./....../...../.... w 0/0 2"
    code, out, err = cli(tool, "analyse", "--position", position, "--multipv", "2", "--nodes", "20000", "--json")
    native = json.loads(out) if code == 0 else None
    page = b.evaluate("window.adaptoidPage.tabs.analyse.engine.call({op: 'choose', position: "
                      f"{json.dumps(position)}, player: 'engine:nodes=20000', multipv: 2}})")
    if not native or [l["pv"][0] for l in page["lines"]] != [l["pv"][0] for l in native["lines"]]:
        failures.append(f"analyse: the page ranks {[l['pv'][0] for l in page['lines']]}, the command line "
                        f"{[l['pv'][0] for l in native['lines']] if native else err}")
    b.evaluate(f"document.getElementById('an-position').value = {json.dumps(position)};"
               "document.getElementById('an-multipv').value = 2; document.getElementById('an-time').value = 60;"
               "T.button('#an-go')")
    b.wait_for("document.querySelectorAll('#an-lines tbody tr').length >= 2")
    b.evaluate("T.button('#an-stop')")
    b.wait_for("!document.getElementById('an-go').disabled && document.getElementById('an-message').textContent === 'stopped'")
    rows = b.evaluate("[...document.querySelectorAll('#an-lines tbody tr')].map((r) => r.textContent)")
    print(f"  analyse: {page['lines'][0]['score']['text']} {page['best']}; stopped with {len(rows)} lines shown")
    if len(rows) < 2:
        failures.append(f"analyse: {len(rows)} lines shown after Stop")


def edit_variant(b, text):
    b.evaluate(f"(() => {{ const t = document.getElementById('tv-toml'); t.value = {json.dumps(text)};"
               "t.dispatchEvent(new Event('input')); return true; })()")


def broken_variant(b, tool, scratch, failures):
    """Broken variant files: the loader's line, as `adaptoid start --variant FILE` gives it, for
    a value out of range and for text that is not TOML (the parser's exception, caught)."""
    b.evaluate("window.adaptoidPage.show('variant'); true")
    b.wait_for("!!(window.adaptoidPage.tabs.variant && document.querySelector('#tv-board svg'))")
    toml = b.evaluate("document.getElementById('tv-toml').value")
    for name, broken in [("players out of range", toml.replace("players = 2", "players = 9")),
                         ("not TOML", toml.replace("players = 2", "players = = 2"))]:
        edit_variant(b, broken)
        message = b.wait_for("document.getElementById('tv-error').textContent")
        path = scratch / "my-variant.toml"
        path.write_text(broken, encoding="utf-8")
        code, _, err = cli(tool, "start", "--variant", str(path))
        expected = err.replace(str(path), "my-variant.toml")
        print(f"  broken variant, {name}: {message}")
        if code != 2 or "adaptoid: " + message != expected:
            failures.append(f"broken variant, {name}: the page says '{message}', the command line '{err}'")
        edit_variant(b, toml)
        b.wait_for("!document.getElementById('tv-error').textContent && !!document.querySelector('#tv-board svg')")
    # "Play it": the edited variant (a hole added) on the Play tab.
    edit_variant(b, toml.replace("holes = []", 'holes = ["a1"]'))
    b.wait_for("!document.getElementById('tv-error').textContent && !!document.querySelector('#tv-board svg')")
    games = b.evaluate("T.page().games")
    b.evaluate("T.button('#tv-play')")
    state = b.wait_for(f"T.page().games > {games} && T.state()")
    cells = b.evaluate("T.page().game.cells")
    print(f"  try a variant, played: {state['position']} ({len(cells)} cells)")
    if not state["position"].startswith("my-variant ") or "a1" in cells or len(cells) != 18:
        failures.append(f"try a variant: 'Play it' plays {state['position']} on {len(cells)} cells, not the edited one")


def puzzle_page(b, tool, failures):
    """The puzzle page with the rules: an illegal turn is explained by the rule it breaks (A10,
    the command line's line), and a legal wrong turn by the defender's answer."""
    index = json.loads((ROOT / "puzzles" / "web" / "days" / "index.json").read_text(encoding="utf-8"))
    # The newest published day whose position has a wrong turn of one click (a bare create).
    year = {p["date"]: p for p in (json.loads(line) for line in
                                   (ROOT / "puzzles" / "adaptoid.jsonl").read_text().splitlines() if line)}
    for day in sorted(next(g for g in index["games"] if g["variant"] == "adaptoid")["days"], reverse=True):
        position = year[day]["position"]
        right = year[day]["solution"][0]["turn"]
        _, out, _ = cli(tool, "moves", "--position", position, "--json")
        legal = [m["turn"] for m in json.loads(out)]
        wrong = next((t for t in legal if t.startswith("+") and " " not in t and t != right), None)
        if wrong:
            break
    b.count_downloads()
    b.open((ROOT / "puzzles" / "web" / "index.html").as_uri() + f"?variant=adaptoid&date={day}&today={day}")
    b.wait_for("typeof App === 'object' && App.state.phase === 'solver' && Rules.available()")
    illegal = None
    for cell in b.evaluate("[...document.querySelectorAll('#board [data-cell]')].map((c) => c.dataset.cell)"):
        code, _, err = cli(tool, "play", "--position", position, "+" + cell)
        if code == 2 and err.endswith("(A10)"):
            illegal = (cell, err.split("turn 1: ", 1)[1])
            break
    # Everything before the first click: the rules library waits for a wrong turn to explain.
    first_load(b, "the puzzle page", failures, absent=("adaptoid-engine.js",))
    for turn, expected in [("+" + illegal[0], "It is not legal: " + illegal[1]), (wrong, " answers ")]:
        b.evaluate(f"(() => {{ const c = document.querySelector('#board [data-cell=\"{turn[1:]}\"]');"
                   "c.dispatchEvent(new MouseEvent('click', {bubbles: true})); return true; })()")
        # A wrong turn with the day's refutation shows that sentence instead of the engine's answer;
        # either way its line is drawn on the main board.
        message = b.wait_for("(() => { const m = document.getElementById('message').textContent;"
                             f" return m.includes({json.dumps(expected)}) || ({json.dumps(expected)} === ' answers '"
                             " && document.getElementById('board').dataset.refutation === '2') ? m : null; })()",
                             timeout=60)
        print(f"  the puzzle page, {turn}: {message}")
        if "answers" in expected:
            # The wrong turn, then the answer, drawn on the main board (not an inset).
            try:
                drawn = b.wait_for("document.getElementById('board').dataset.refutation === '2' && "
                                   "document.getElementById('board').getAttribute('data-position')", timeout=10)
            except TimeoutError:
                drawn = None
            if not drawn or drawn == position:
                failures.append("the puzzle page does not draw the board after the defender's answer")
        b.evaluate("document.getElementById('retry').click(); true")
        if "answers" in expected and b.evaluate("document.getElementById('board').getAttribute('data-position')") != position:
            failures.append("the puzzle page: Try again does not put the puzzle's position back")
    readable_under_mouse(b, "#variant-adaptoid", "the puzzle page", failures)
    play_on_link(b, failures)


def kept_across_reload(b, failures):
    """The game is in the address and the browser's storage: a reload plays on from it."""
    rng = random.Random(3)
    state = new_game(b, "adaptoid", {"w": "human", "b": "engine:nodes=1000"})
    for _ in range(2):
        state = click_turn(b, rng.choice(wait_turn(b)["turns"]))
    state = wait_turn(b)
    address = b.evaluate("window.beforeReload = true; location.href")
    b.send("Page.reload")
    b.wait_for("!window.beforeReload && document.body && document.body.dataset.ready === 'true'", timeout=60)
    b.evaluate(HELPERS)
    again = wait_turn(b)
    print(f"  reloaded at {address.split('#')[1][:60]}…: {len(again['moves'])} turns")
    if again["moves"] != state["moves"] or again["position"] != state["position"]:
        failures.append(f"reload: the game of {state['moves']} came back as {again['moves']}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tool")
    parser.add_argument("--chromium")
    parser.add_argument("--bench", action="store_true")
    parser.add_argument("--bench-only", action="store_true")
    parser.add_argument("--screenshots", type=Path,
                        help="where the pictures of the pages go (docs/ holds those of docs/playing.md; default: a temporary folder)")
    args = parser.parse_args()
    chromium = find_chromium(args.chromium)
    required = os.environ.get("ADAPTOID_REQUIRE_BROWSER") == "1"
    missing = None if chromium else "chromium is not installed"
    if not (WEB / "adaptoid-engine.js").exists():
        missing = "tools/web/adaptoid-engine.js is not built (the WebAssembly build, tools/web/README.md)"
    if missing:
        print(missing + ("" if required else ": skipped"))
        return 1 if required else SKIP
    failures = []
    with tempfile.TemporaryDirectory() as tmp, Browser(chromium, Path(tmp) / "profile") as b:
        scratch = Path(tmp)
        b.count_downloads()
        opened = time.monotonic()
        b.open((WEB / "index.html").as_uri())
        b.wait_for("document.body && document.body.dataset.ready === 'true'", timeout=60, step=0.01)
        ready = time.monotonic() - opened
        print(f"the page is ready {ready:.2f} s after it was opened from the file system")
        downloaded = first_load(b, "the toolkit page", failures)
        if args.bench_only:
            from toolkit_bench import bench
            bench(b, args.tool, ready, downloaded)
            return 1 if failures else 0
        b.evaluate(HELPERS)
        readable_under_mouse(b, "#tab-play", "the toolkit page", failures)
        illegal_clicks(b, args.tool, failures)
        broken_variant(b, args.tool, scratch, failures)
        edited_variant_menu(b, failures)
        saved_record(b, args.tool, scratch, failures)
        resign(b, args.tool, scratch, new_game, failures)
        move_list(b, new_game, click_turn, wait_turn, failures)
        timed_game(b, args.tool, scratch, new_game, failures)
        b.evaluate(HELPERS)  # the page was reloaded
        games(b, args.tool, failures)
        kept_across_reload(b, failures)
        perft(b, failures)
        analysis(b, args.tool, failures)
        stale_lines(b, lambda v: start_position(args.tool, v), failures)
        perft_stop(b, failures)
        lines_consistent(b, failures)
        if args.bench:
            from toolkit_bench import bench
            bench(b, args.tool, ready, downloaded)
        puzzle_page(b, args.tool, failures)  # last: it leaves the toolkit's page
        failures += [f"the page logged {e}" for e in b.errors]
        shots = args.screenshots.resolve() if args.screenshots else scratch / "pictures"
        toolkit_layout.run(chromium, scratch, HELPERS, shots, failures)
    for f in failures:
        print("FAILED: " + f)
    print("TEST PASSED" if not failures else f"TEST FAILED ({len(failures)})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
