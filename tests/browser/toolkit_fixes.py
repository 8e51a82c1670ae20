"""The toolkit page's broken items of its first edition, each clicked as a person would and checked
(toolkit_page.py runs them): each of these failed on the page before they were mended.

- Analyse: another position (pasted, or a record stepped) clears the lines of the one before;
- perft: Stop stops it (the worker ended and started again), Analyse runs after it, the depth bounded;
- Try a variant's "Play it": the game menu names the edited variant, New game plays it again;
- the selected tab stays readable under the mouse (both pages);
- Resign asks first, says who won, and the saved record reads back resigned;
- the engine's ranked lines in order, every line of the same depth.
"""
import json
import re

from toolkit_input import Hands

ADAPTOID = "adaptoid ..../...../....../.W10...B01./....../...../.... w 0/0 2"


def analyse_tab(b):
    b.evaluate("window.adaptoidPage.show('analyse'); true")
    b.wait_for("!!window.adaptoidPage.tabs.analyse && !!document.querySelector('#an-board svg')")


def set_position(b, text):
    """A position pasted into the box; waits until the board shows it."""
    b.evaluate(f"(() => {{ const t = document.getElementById('an-position'); t.value = {json.dumps(text)};"
               "t.dispatchEvent(new Event('change')); return true; })()")
    b.wait_for(f"(window.adaptoidPage.tabs.analyse.current || {{}}).position === {json.dumps(text)}")


def start_analysis(b, position, lines, seconds):
    set_position(b, position)
    b.evaluate(f"document.getElementById('an-multipv').value = {lines}; document.getElementById('an-time').value = {seconds};"
               "T.button('#an-go')")


def rows(b):
    return b.evaluate("[...document.querySelectorAll('#an-lines tbody tr')].map((r) => r.textContent)")


def stale_lines(b, tool_start, failures):
    """Lines of one position never stand beside another's board: a position pasted, a record stepped."""
    analyse_tab(b)
    other = tool_start("quantum-leap")
    for how in ("pasted", "stepped"):
        start_analysis(b, ADAPTOID, 2, 60)
        b.wait_for("document.querySelectorAll('#an-lines tbody tr').length >= 2")
        if how == "pasted":
            set_position(b, other)
        else:
            record = '[Variant "adaptoid"]\n1w d2+L\n1b d6+L\n'
            b.evaluate(f"document.getElementById('an-record').value = {json.dumps(record)}; T.button('#an-record-load')")
            b.wait_for("document.getElementById('an-ply').textContent.startsWith('2 / 2')")
            b.evaluate("T.button('#an-prev')")
            b.wait_for("document.getElementById('an-ply').textContent.startsWith('1 / 2')")
        b.wait_for("!document.getElementById('an-go').disabled")
        left = rows(b)
        print(f"  analyse, a position {how} while it thinks: {len(left)} lines left")
        if left:
            failures.append(f"analyse: after a position was {how}, the lines of the one before stay: {left}")


def perft_stop(b, failures):
    """A long perft: Stop is offered and stops it; Analyse then runs; a depth past the bound is refused."""
    analyse_tab(b)
    set_position(b, ADAPTOID)
    b.evaluate("document.getElementById('an-depth').value = 12; T.button('#an-perft')")
    refused = b.wait_for("document.getElementById('an-message').textContent")
    if "from 0 to" not in refused:
        failures.append(f"perft 12: not refused ({refused!r})")
        b.evaluate("T.button('#an-stop')")
    b.evaluate("document.getElementById('an-depth').value = 7; T.button('#an-perft')")
    b.wait_for("document.getElementById('an-perft-result').textContent.includes('counting')")
    offered = b.evaluate("!document.getElementById('an-stop').disabled")
    if not offered:
        failures.append("perft: Stop is disabled while it counts")
        b.evaluate("window.adaptoidPage.tabs.analyse.stop(); true")
    else:
        b.evaluate("T.button('#an-stop')")
    stopped = b.wait_for("document.getElementById('an-perft-result').textContent.includes('stopped') && "
                         "document.getElementById('an-perft-result').textContent", timeout=10)
    start_analysis(b, ADAPTOID, 1, 0.5)
    b.wait_for("document.querySelectorAll('#an-lines tbody tr').length >= 1 && !document.getElementById('an-go').disabled",
               timeout=20)
    print(f"  perft 7 stopped: {stopped}; Analyse ran after it")


def edited_variant_menu(b, failures):
    """After "Play it" the menu names the edited variant, and New game plays it again (not the
    built-in named before)."""
    shown = b.evaluate("document.getElementById('play-variant').selectedOptions[0].textContent")
    games = b.evaluate("T.page().games")
    b.evaluate("T.button('#play-new')")
    state = b.wait_for(f"T.page().games > {games} && T.state()")
    print(f"  try a variant: the menu shows {shown!r}; New game plays {state['position'].split()[0]}")
    if "variant" not in shown.lower() or "adaptoid" in shown.lower():
        failures.append(f"try a variant: the game menu names {shown!r}, not the edited variant")
    if not state["position"].startswith("my-variant "):
        failures.append(f"try a variant: New game plays {state['position']}, not the edited variant")


def contrast(rgb_a, rgb_b):
    def lum(rgb):
        c = [v / 255 for v in rgb]
        c = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
    hi, lo = sorted([lum(rgb_a), lum(rgb_b)], reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def readable_under_mouse(b, selector, where, failures):
    """The selected button, the mouse on it: its text against its background (WCAG's ratio, 4.5)."""
    hands = Hands(b, False, failures, where)
    hands.install()
    box = hands.box(selector)
    b.mouse_move(box["x"], box["y"])
    colours = b.evaluate(f"(() => {{ const s = getComputedStyle(document.querySelector({json.dumps(selector)}));"
                         "return [s.color, s.backgroundColor, document.querySelector(" + json.dumps(selector) + ").matches(':hover')]; })()")
    fg, bg = ([int(v) for v in re.findall(r"\d+", c)[:3]] for c in colours[:2])
    ratio = contrast(fg, bg)
    print(f"  {where}: the selected button under the mouse (hover {colours[2]}): {colours[0]} on {colours[1]}, contrast {ratio:.1f}")
    b.mouse_move(1, 1)
    if not colours[2] or ratio < 4.5:
        failures.append(f"{where}: the selected button under the mouse reads {colours[0]} on {colours[1]} (contrast {ratio:.1f})")


def resign(b, tool, scratch, new_game, failures):
    """Resign asks first; then the status and the caption say who resigned and who won; the saved
    record carries it (read back by the command line) and loads back resigned."""
    new_game(b, "adaptoid", {"w": "human", "b": "engine:nodes=1000"})
    b.evaluate("T.button('#play-resign')")
    asked = b.evaluate("!!document.getElementById('play-resign-yes') && !T.page().over")
    if not asked:
        failures.append("resign: Resign asks nothing")
        return
    b.evaluate("T.button('#play-resign-no')")
    if b.evaluate("T.page().over"):
        failures.append("resign: 'No' resigned the game")
    b.evaluate("T.button('#play-resign'); T.button('#play-resign-yes')")
    state = b.wait_for("T.page().over && T.state()")
    caption = b.evaluate("document.getElementById('play-caption').textContent")
    print(f"  resign: {state['status_text']}; caption ends {caption[-40:]!r}")
    if "White resigned: Black wins" not in state["status_text"] or "ongoing" in caption or "resigned" not in caption:
        failures.append(f"resign: the status says {state['status_text']!r}, the caption {caption!r}")
    record = b.evaluate("T.page().recordText().then((a) => a.text || a.error)")
    path = scratch / "resigned.txt"
    path.write_text(record, encoding="utf-8")
    code = tool_reads(tool, path)
    if '[Result "0-1"]' not in record or "white resigned" not in record or code != 0:
        failures.append(f"resign: the record does not say it (read back: status {code}): {record[:300]}")
    new_game(b, "adaptoid", {"w": "human", "b": "engine:nodes=1000"})
    games = b.evaluate("T.page().games")
    b.evaluate(f"T.page().loadRecord({json.dumps(record)}); true")
    loaded = b.wait_for(f"T.page().games > {games} && T.state()")
    if not loaded["over"] or "resigned" not in loaded["status_text"]:
        failures.append(f"resign: the saved game loads as {loaded['status_text']!r}, not resigned")


def tool_reads(tool, path):
    import subprocess
    return subprocess.run([tool, "play", "--game", str(path), "--json"], capture_output=True, text=True).returncode


def score_rank(score):
    """An order on scores for the side to move: a win (sooner better) > an estimate > a loss (later better)."""
    if score["kind"] == "win":
        return (2, -score["value"])
    if score["kind"] == "loss":
        return (0, score["value"])
    if score["kind"] == "draw":
        return (1, 0)
    return (1, score["value"])


def lines_consistent(b, failures):
    """The ranked lines in the page: scores in order, every line of the same depth, while it thinks
    and at the end (the search stopped by its time mid-depth)."""
    analyse_tab(b)
    start_analysis(b, ADAPTOID, 4, 1.5)
    b.wait_for("!document.getElementById('an-go').disabled && document.querySelectorAll('#an-lines tbody tr').length", timeout=30)
    lines = b.evaluate("window.adaptoidPage.tabs.analyse.lines.map((l) => ({score: l.score, depth: l.depth, pv: l.pv[0]}))")
    depths = {l["depth"] for l in lines}
    ranks = [score_rank(l["score"]) for l in lines]
    print(f"  ranked lines: {[(l['pv'], l['score']['text'], l['depth']) for l in lines]}")
    if len(depths) != 1 or ranks != sorted(ranks, reverse=True):
        failures.append(f"ranked lines out of order or of mixed depths: {lines}")
