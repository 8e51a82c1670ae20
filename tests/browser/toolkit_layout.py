"""Whole games of each main game played by pressing the page's controls, on a 1200x900 mouse screen
and on a 400x800 touch screen (toolkit_page.py runs it): every control pressed is measured against
the viewport first (toolkit_input.py), and a step whose control is off screen fails the test. Then
the puzzle page's board on a phone (it comes first), and a picture of each page at both widths.
"""
import json
import random
from pathlib import Path

from cdp import Browser
from toolkit_input import Hands, press_turn

ROOT = Path(__file__).resolve().parents[2]

# The main games, their opponents cheap so that a whole game is quick, and a cap on its turns.
GAMES = [
    ("adaptoid", {"w": "human", "b": "engine:nodes=1000"}, 400),
    ("superadaptoid", {"w": "human", "b": "engine:nodes=1000"}, 400),
    ("adapt3", {"w": "human", "b": "greedy", "r": "greedy"}, 600),
    ("quantum-leap", {"w": "human", "b": "engine:nodes=1000"}, 400),
    ("quantum-leap-3p", {"w": "human", "b": "greedy", "r": "greedy"}, 600),
]
SCREENS = [(1200, 900, False), (400, 800, True)]


def set_up(b, hands, variant, seats):
    """The game chosen in the menu and its seats (each control measured), then New game pressed."""
    games = b.evaluate("T.page().games")
    hands.check("#play-variant", "the game menu")
    b.evaluate(f"T.choose({json.dumps(variant)}, '#play-variant')")
    b.wait_for(f"T.page().games > {games} && T.page().game.name === {json.dumps(variant)}")
    for letter, player in seats.items():
        hands.check(f"#seat-{letter}", f"the seat of {letter}")
        b.evaluate(f"T.seat('{letter}', {json.dumps(player)})")
    games = b.evaluate("T.page().games")
    hands.press("#play-new", "New game")
    b.wait_for(f"T.page().games > {games} && T.page().started")


def wait_turn(b):
    return b.wait_for("(() => { const s = T.state(); return (s.human || s.over) && !s.thinking ? s : null; })()", 120)


def whole_game(b, hands, variant, seats, cap, rng):
    set_up(b, hands, variant, seats)
    state = wait_turn(b)
    while not state["over"] and len(state["moves"]) < cap:
        press_turn(hands, rng.choice(state["turns"]))
        state = wait_turn(b)
    return state


def screen_games(chromium, profile, helpers, width, height, touch, shots, failures):
    with Browser(chromium, profile, width, height) as b:
        b.emulate(width, height, touch)
        b.open((ROOT / "tools" / "web" / "index.html").as_uri())
        b.wait_for("document.body && document.body.dataset.ready === 'true'", timeout=60)
        b.evaluate(helpers)
        where = f"{width}x{height} {'touch' if touch else 'mouse'}"
        rng = random.Random(width)
        for variant, seats, cap in GAMES:
            hands = Hands(b, touch, failures, f"{variant} at {where}")
            hands.install()
            state = whole_game(b, hands, variant, seats, cap, rng)
            hands.report()
            print(f"    {len(state['moves'])} turns, {state['status_text']}")
            if not state["over"] and len(state["moves"]) < cap:
                failures.append(f"{variant} at {where}: the game stopped at {len(state['moves'])} turns")
        # The picture: a game of Adaptoid a few turns in, a piece selected.
        hands = Hands(b, touch, failures, f"the picture at {where}")
        set_up(b, hands, "adaptoid", {"w": "human", "b": "engine:nodes=1000"})
        for _ in range(4):
            press_turn(hands, rng.choice(wait_turn(b)["turns"]))
        state = wait_turn(b)
        piece = next(t["cells"][0] for t in state["turns"] if t.get("label") == "leg")
        hands.press(f'#play-board polygon[data-cell="{piece}"]', f"cell {piece}")
        b.evaluate("scrollTo(0, 0); true")
        shot(b, shots / f"toolkit-page-{width}.png", failures)


def puzzle_phone(chromium, profile, shots, failures):
    """The puzzle page: on a phone the board starts on the first screen, under the title and goal."""
    index = json.loads((ROOT / "puzzles" / "web" / "days" / "index.json").read_text(encoding="utf-8"))
    day = max(next(g for g in index["games"] if g["variant"] == "adaptoid")["days"])
    url = (ROOT / "puzzles" / "web" / "index.html").as_uri() + f"?variant=adaptoid&date={day}&today={day}"
    for width, height, touch in SCREENS:
        with Browser(chromium, profile, width, height) as b:
            b.emulate(width, height, touch)
            b.open(url)
            b.wait_for("typeof App === 'object' && App.state.phase === 'solver'")
            box = b.evaluate("(() => { const r = document.getElementById('board').getBoundingClientRect();"
                             "return {top: r.top + scrollY, bottom: r.bottom + scrollY}; })()")
            print(f"  the puzzle page at {width} px: the board from {box['top']:.0f} to {box['bottom']:.0f} px")
            if touch and (box["top"] > 200 or box["bottom"] > height):
                failures.append(f"the puzzle page at {width} px: the board is at {box['top']:.0f}-{box['bottom']:.0f} px, "
                                f"not on the first screen of {height}")
            shot(b, shots / f"puzzle-page-{width}.png", failures)


def shot(b, path, failures):
    b.screenshot(path)
    if not path.exists() or path.stat().st_size < 10000:
        failures.append(f"the picture {path} is missing or blank")
    else:
        print(f"  picture: {path}")


def run(chromium, scratch, helpers, shots, failures):
    shots.mkdir(parents=True, exist_ok=True)
    for width, height, touch in SCREENS:
        print(f"whole games at {width}x{height} ({'touch' if touch else 'mouse'}):")
        screen_games(chromium, scratch / f"profile-{width}", helpers, width, height, touch, shots, failures)
    puzzle_phone(chromium, scratch / "profile-puzzle", shots, failures)
