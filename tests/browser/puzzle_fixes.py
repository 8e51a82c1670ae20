"""The puzzle page's broken items of its first edition, clicked (toolkit_page.py runs them with the
rules built beside the page): the "Play on against the engine" link belongs to the puzzle solved
and goes when another opens; a wrong turn and its refutation are drawn on the main board; the
board comes first on a phone.
"""
import json
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PUZZLES = ROOT / "puzzles"

# Enters a turn by clicks on the page's cells and buttons (as selftest.js does).
ENTER = r"""
window.Enter = (turn) => {
  const click = (node) => node.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
  const cell = (name) => click(document.querySelector(`#board [data-cell="${name}"]`));
  const t = Notation.splitTurn(turn);
  if (t.pass) return click(document.getElementById("pass")), true;
  if (t.move) { cell(t.move.from); cell(t.move.to); }
  if (!t.grow) { if (App.state.board.adaptoid) click(document.getElementById("move-only")); return true; }
  cell(t.grow.cell);
  if (t.grow.kind === "leg") click(document.getElementById("grow-leg"));
  if (t.grow.kind === "pincer") click(document.getElementById("grow-pincer"));
  return true;
};
true
"""


def year(variant):
    path = PUZZLES / f"{variant}.jsonl"
    return {p["date"]: p for p in (json.loads(line) for line in path.read_text().splitlines() if line)}


def open_day(b, variant, day):
    b.open((PUZZLES / "web" / "index.html").as_uri() + f"?variant={variant}&date={day}&today={day}")
    b.wait_for("typeof App === 'object' && App.state.phase === 'solver' && Rules.available()")
    b.evaluate(ENTER)


def solve(b, puzzle):
    """Clicks the solver's turns of the line; waits for each reply."""
    for k, ply in enumerate(puzzle["solution"]):
        if ply["player"] != puzzle["side"]:
            continue
        b.wait_for("App.state.phase === 'solver'")
        b.evaluate(f"Enter({json.dumps(ply['turn'])})")
        b.wait_for(f"App.state.ply > {k}")
    return b.wait_for("App.state.phase === 'solved'")


def play_on_link(b, failures):
    """Solved: the link plays on from the solved position (unless the solution ended the game);
    another puzzle opened: the link is gone."""
    index = json.loads((PUZZLES / "web" / "days" / "index.json").read_text(encoding="utf-8"))
    days = sorted(next(g for g in index["games"] if g["variant"] == "adaptoid")["days"])
    day = days[-3]  # a published day with one before it
    puzzle = year("adaptoid")[day]
    open_day(b, "adaptoid", day)
    solve(b, puzzle)
    # The link waits for the rules to say whether the game goes on.
    try:
        shown = b.wait_for("!document.getElementById('play-on').hidden && document.getElementById('play-on').href", timeout=5)
    except TimeoutError:
        shown = None
    final = puzzle["solution"][-1]["position"]
    if shown and urllib.parse.parse_qs(urllib.parse.urlparse(shown).query).get("position") != [final]:
        failures.append(f"puzzle page: 'Play on' points to {shown}, not the solved position {final}")
    b.evaluate("document.getElementById('prev').click(); true")
    b.wait_for(f"App.state.phase === 'solver' && App.state.puzzle.date !== {json.dumps(day)}")
    stays = b.evaluate("!document.getElementById('play-on').hidden")
    print(f"  puzzle page: solved {day}, 'Play on' {'shown' if shown else 'not shown (the game is over)'}; "
          f"on the puzzle before, {'still shown' if stays else 'gone'}")
    if stays:
        failures.append("puzzle page: the 'Play on' link of the puzzle solved stays on the next puzzle")
