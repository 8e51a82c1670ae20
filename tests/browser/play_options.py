"""The Play tab's move list and its options, clicked in the toolkit page's browser (toolkit_page.py
runs them, in the Chromium it has open):

- the move list: numbered turns, each colour named; a turn clicked with the browser's mouse shows
  the position after it, the arrow keys, Home and End step through the game, and while looking
  back the board is not played on (a typed turn is refused: it would be played elsewhere);
- sounds on: a sound a turn, made by the page (Web Audio, no file);
- a clock of a few seconds a side: the flag of the side that does not move falls, it loses, and
  the result is in the saved record (read back by the command line), in a record loaded back and
  in the game the browser keeps across a reload.
"""
import json
import random
import subprocess


def press_key(b, key, code):
    b.send("Input.dispatchKeyEvent", type="keyDown", key=key, code=key, windowsVirtualKeyCode=code)
    b.send("Input.dispatchKeyEvent", type="keyUp", key=key, code=key, windowsVirtualKeyCode=code)


def shown(b):
    """The ply the board shows after (0: the start) and the position text under it."""
    return b.evaluate("(() => { const h = document.querySelector('#play-moves .here');"
                      " return [h ? Number(h.dataset.ply) : null, document.getElementById('play-position').textContent]; })()")


def move_list(b, new_game, click_turn, wait_turn, failures):
    rng = random.Random(11)
    new_game(b, "adaptoid", {"w": "human", "b": "engine:nodes=1000"})
    b.evaluate("document.getElementById('play-sound').click(); true")  # the page's own checkbox, a gesture
    sounds = b.evaluate("Sounds.played")
    for _ in range(3):
        click_turn(b, rng.choice(wait_turn(b)["turns"]))
    state = wait_turn(b)
    made = b.evaluate("Sounds.played") - sounds
    b.evaluate("document.getElementById('play-sound').click(); true")
    if made < len(state["moves"]):
        failures.append(f"sounds: {made} sounds for {len(state['moves'])} turns")
    turns = b.evaluate("[...document.querySelectorAll('#play-moves > li')].map((li) => [li.value,"
                       " [...li.querySelectorAll('.who')].map((w) => w.textContent.trim())])")
    if [t[0] for t in turns] != [1, 2, 3] or any(t[1] != ["White", "Black"] for t in turns):
        failures.append(f"move list: the turns read {turns}, not 1-3 each with White and Black")
    positions = b.evaluate("T.page().history.map((h) => h.position.position)")
    # The browser's own click on Black's first turn.
    box = b.evaluate("(() => { const e = document.querySelector('#play-moves [data-ply=\"2\"]'); e.scrollIntoView({block: 'center'});"
                     " const r = e.getBoundingClientRect(); return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()")
    b.mouse_click(box["x"], box["y"])
    steps = [("a click on Black's first turn", shown(b), [2, positions[2]])]
    before = b.evaluate("T.page().history.length")
    b.evaluate("document.getElementById('play-turn').value = 'd2+L'; T.button('#play-form button')")
    refused = b.evaluate("document.getElementById('play-message').textContent")
    if b.evaluate("T.page().history.length") != before or not refused.startswith("Not played"):
        failures.append(f"move list: a turn typed while looking back was played (the page says {refused!r})")
    for key, code, expected in [("ArrowLeft", 37, 1), ("Home", 36, 0), ("ArrowRight", 39, 1), ("End", 35, len(positions) - 1)]:
        press_key(b, key, code)
        steps.append((key, shown(b), [expected or None, positions[expected]]))
    for what, got, expected in steps:
        if got != expected:
            failures.append(f"move list: after {what} the page shows ply {got[0]} ({got[1]}), not {expected[0]} ({expected[1]})")
    looking = b.evaluate("T.page().viewing")
    print(f"  move list: {len(turns)} numbered turns; clicked, then {', '.join(s[0] for s in steps[1:])}; "
          f"{made} sounds; looking back {'ended' if looking is None else 'still on'}")
    if looking is not None:
        failures.append("move list: End did not return to the game")


def timed_game(b, tool, scratch, new_game, failures):
    b.evaluate("document.getElementById('play-clock-on').click(); document.getElementById('play-clock-minutes').value = 0.05;"
               "document.getElementById('play-clock-minutes').dispatchEvent(new Event('change')); true")
    new_game(b, "adaptoid", {"w": "human", "b": "engine:nodes=1000"})
    clocks = b.evaluate("document.getElementById('play-clocks').textContent")
    state = b.wait_for("T.page().over && T.state()", timeout=30)
    flagged = b.evaluate("[...document.querySelectorAll('#play-clocks .flagged')].map((c) => c.dataset.letter)")
    print(f"  clock: {clocks} at the start; {state['status_text']} (flagged: {flagged})")
    if "White lost on time: Black wins" not in state["status_text"] or flagged != ["w"]:
        failures.append(f"clock: White's flag fell, the page says {state['status_text']!r}, flagged {flagged}")
    record = b.evaluate("T.page().recordText().then((a) => a.text || a.error)")
    path = scratch / "on-time.txt"
    path.write_text(record, encoding="utf-8")
    read = subprocess.run([tool, "play", "--game", str(path), "--json"], capture_output=True, text=True)
    if '[Result "0-1"]' not in record or '[Termination "white lost on time"]' not in record or read.returncode != 0:
        failures.append(f"clock: the record does not say the loss on time (read back: {read.stderr.strip()}): {record[:300]}")
    b.evaluate("window.beforeReload = true; true")
    b.send("Page.reload")
    b.wait_for("!window.beforeReload && document.body && document.body.dataset.ready === 'true'", timeout=60)
    kept = b.evaluate("document.getElementById('play-status').textContent")
    games = b.evaluate("window.adaptoidPage.tabs.play.games")
    b.evaluate(f"window.adaptoidPage.tabs.play.loadRecord({json.dumps(record)}); true")
    loaded = b.wait_for(f"window.adaptoidPage.tabs.play.games > {games} && document.getElementById('play-status').textContent")
    print(f"  clock: after a reload {kept!r}; the record loaded back: {loaded!r}")
    for what, text in [("after a reload", kept), ("loaded from its record", loaded)]:
        if "White lost on time" not in text:
            failures.append(f"clock: the game {what} says {text!r}, not the loss on time")
    b.evaluate("document.getElementById('play-clock-on').click(); true")  # off again for the games after
