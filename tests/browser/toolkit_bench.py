"""The toolkit page's numbers against the native tool, in one run (toolkit_page.py --bench):
perft and the engine's nodes per second inside the page and natively, the computer's answer at
the page's default strength, the page's start from the file system, and what its first load downloads."""
import json
import subprocess
import time
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "tools" / "web"
START = "adaptoid ..../...../....../.W00...B00./....../...../.... w 0/0 1"


def native(tool, *args):
    run = subprocess.run([tool, *args], capture_output=True, text=True, check=True)
    return run.stdout, run.stderr


def page_call(b, request):
    return b.evaluate(f"window.adaptoidPage.tabs.play.engine.call({json.dumps(request)})", timeout=600)


def bench(b, tool, ready_seconds, downloaded):
    print("bench (the page in Chromium against the native tool, one thread each):")
    # The first count runs while V8 still compiles the module's hot functions with its optimising
    # tier (the baseline code is slower): depth 6 first (cold, its ratio said but not counted).
    # Then depth 7 five times, each time the page and the native tool back to back, so a load that
    # comes and goes on the machine falls on both sides of a pair; the median pair is the ratio.
    ratios = []
    for depth in (6, 7, 7, 7, 7, 7):
        page = page_call(b, {"op": "perft", "position": START, "depth": depth})
        out, err = native(tool, "perft", "--position", START, "--depth", str(depth))
        nodes = int(out.split(": ")[1])
        seconds = float(err.split("time: ")[1].split(" s")[0])  # its own timing, as the page's
        if depth == 7:
            ratios.append(seconds / page["seconds"])
        print(f"  perft {depth} of adaptoid: page {page['nodes']} nodes in {page['seconds']:.3f} s, native {nodes} "
              f"in {seconds:.3f} s: {seconds / page['seconds']:.2f}x native")
    ratios.sort()
    print(f"  perft 7 in the page: {ratios[len(ratios) // 2]:.2f}x native (median of {len(ratios)} pairs; "
          f"{ratios[0]:.2f}x to {ratios[-1]:.2f}x)")
    for variant, position in [("adaptoid", START), ("quantum-leap", None)]:
        if position is None:
            position = json.loads(native(tool, "start", "--variant", variant, "--json")[0])["position"]
        nodes = 300000
        page = page_call(b, {"op": "choose", "position": position, "player": f"engine:nodes={nodes}"})
        out, _ = native(tool, "analyse", "--position", position, "--nodes", str(nodes), "--json")
        n = json.loads(out)
        same = "the same" if n["best"] == page["best"] and n["nodes"] == page["nodes"] else "NOT the same"
        print(f"  engine on {variant}'s start, {nodes} nodes: page {page['nps']} nodes/s (best {page['best']}), native "
              f"{n['nps']} nodes/s (best {n['best']}): {page['nps'] / n['nps']:.2f}x native; {same} answer")
    answers = []
    for k in range(4):
        position = page_call(b, {"op": "position", "position": START})
        if k:
            position = page_call(b, {"op": "play", "position": START, "turn": position["turns"][k]["text"]})
        t = time.monotonic()
        page_call(b, {"op": "choose", "position": position["position"], "player": "engine:time=0.5"})
        answers.append(time.monotonic() - t)
    print(f"  the computer's answer at the default strength (engine:time=0.5), request to answer: "
          f"{', '.join(f'{a:.2f}' for a in answers)} s")
    print(f"  the page ready {ready_seconds:.2f} s after it was opened from the file system")
    print(f"  the page's first load downloads {downloaded} bytes ({downloaded / 1e6:.2f} MB, counted by the browser), "
          f"of which adaptoid-engine.js {(WEB / 'adaptoid-engine.js').stat().st_size} bytes")
