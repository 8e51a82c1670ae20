#!/usr/bin/env python3
"""SPRT of two engines over the engine protocol (specs/engine-protocol.md), as fishtest and cutechess
run them: a candidate and a base, each a command that speaks `adaptoid engine` (two binaries, or
two commits' builds: --build-base COMMIT), play game pairs from the same opening with the colours
exchanged, at the same `go time S`, until the SPRT accepts H0 or H1 or --max-games is reached.

The test is the normalised GSPRT on logistic Elo (fishtest's approximation):
LLR = N (s1 - s0) (2 m - s0 - s1) / (2 v), where m is the mean and v the variance of the scores of
the N samples, s0 and s1 the expected scores at elo0 and elo1. --model pentanomial (the default)
takes each pair as one sample scoring 0, 1/4, ..., 1 (the pairing cancels most of the opening's
bias, so fewer games decide); trinomial takes each game. Accept H1 at log((1 - beta) / alpha),
H0 at log(beta / (1 - alpha)).

With three or more players (Adapt3) there is no SPRT: --seats plays the candidate in every seat
in turn against copies of the base and reports its wins by seat (a third is the even share).

Openings: a Quantum Leap start by seed (the variant sets up at random), then --random-plies
random turns, the same for both games of a pair. Referee: the candidate binary's `play --json`
(--referee: another adaptoid binary).

An outside engine (any program that speaks the protocol, as `match` takes it) is given as
`cmd:PROGRAM ARGS` to --new or --base: it is run as it is (not as `PROGRAM engine`) and sent no
Player option; with a `cmd:` candidate the referee is --referee, by default build/bin/adaptoid.
The games go to --log as JSON lines; the machine's load is printed with the tallies, because
timed games on a busy machine are slower for both engines alike but not fairer.

  scripts/sprt.py --variant adaptoid --new build/bin/adaptoid --base /work/engine-ref/build/bin/adaptoid \\
      --time 0.2 --elo0 0 --elo1 50
  scripts/sprt.py --variant adapt3 --new ... --base ... --time 0.2 --seats --max-games 60
"""
import argparse, json, math, os, random, shlex, shutil, subprocess, sys, threading, time

LETTERS = "wbrgyp"  # colour letters in colour order (lib/core/colour.hpp)


class Engine:
    """One engine process: `adaptoid engine` or any command that speaks the protocol."""

    def __init__(self, command, name):
        self.name = name
        # An outside engine (cmd:) is its own command; a binary of the toolkit speaks as `engine`.
        self.outside = command[0].startswith("cmd:")
        words = [command[0][len("cmd:"):]] + command[1:] if self.outside else command + ["engine"]
        self.proc = subprocess.Popen([w for w in words if w], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)
        self.send("adaptoid")
        self.read_until("adaptoidok")
        self.seconds = []  # wall time of each `go`

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def read_until(self, prefix):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise SystemExit(f"sprt: engine {self.name} ended (exit {self.proc.poll()})")
            line = line.rstrip("\n")
            lines.append(line)
            if line.startswith(prefix) or line.startswith("error"):
                return lines

    def new_game(self, variant, player):
        self.send("variant " + variant)
        if player and not self.outside:
            self.send("setoption name Player value " + player)
        self.send("newgame")

    def best(self, start, turns, go):
        self.send("position " + start + (" turns " + "; ".join(turns) if turns else ""))
        t0 = time.monotonic()
        self.send(go)
        out = self.read_until("bestmove")
        self.seconds.append(time.monotonic() - t0)
        if out[-1].startswith("error"):
            raise SystemExit(f"sprt: engine {self.name}: {out[-1]} (position {start}, turns {'; '.join(turns)})")
        return out[-1][len("bestmove "):]

    def quit(self):
        self.send("quit")
        self.proc.wait()


class Referee:
    """The rules, from the candidate binary's CLI: the position after a turn, and who won."""

    def __init__(self, binary):
        self.binary = binary

    def run(self, args):
        out = subprocess.run([self.binary] + args + ["--json"], capture_output=True, text=True)
        if out.returncode:
            raise SystemExit(f"sprt: referee {' '.join(args)}: {out.stderr.strip()}")
        return json.loads(out.stdout)

    def start(self, variant, seed):
        return self.run(["play", "--variant", variant] + (["--seed", str(seed)] if seed is not None else []))

    def play(self, position, turn):
        return self.run(["play", "--position", position, turn])

    def moves(self, position):
        return self.run(["moves", "--position", position])


def side(position):
    return position.split()[2]  # "variant board side ...": the side to move's letter


def opening(ref, variant, seed, plies):
    """A start and random plies that leave the game going (the same for both games of a pair)."""
    rng = random.Random(seed)
    seeded = "quantum" in variant
    at = ref.start(variant, seed if seeded else None)
    start, turns = at["position"], []
    for _ in range(plies):
        moves = [m for m in ref.moves(at["position"]) if m["winner"] is None]
        if not moves:
            break
        m = rng.choice(moves)
        turns.append(m["turn"])
        at = ref.play(at["position"], m["turn"])
        if at["status"] != "ongoing":
            return opening(ref, variant, seed + 7919, plies)
    return start, turns, at


def play_game(ref, engines_by_letter, variant, start, turns, at, go, max_plies):
    """Plays to the end; returns the winner's letter (None: a draw, by the rules or at max_plies)."""
    turns = list(turns)
    for e in set(engines_by_letter.values()):
        e.new_game(variant, None)
    while at["status"] == "ongoing":
        if len(turns) >= max_plies:
            return None, turns
        mover = engines_by_letter[side(at["position"])]
        turn = mover.best(start, turns, go)
        at = ref.play(at["position"], turn)
        turns.append(turn)
    return at["winner"], turns


def moments(samples, prior):
    """Mean and variance of the scores, with `prior` pseudo-samples of each of 0 and 1 and of the
    outcomes between (a pair's 1/4, 1/2, 3/4; a game's draw): a few games all alike (a sweep, or
    one pair split) then have a spread, so the first samples cannot decide the test by themselves;
    the prior's weight is a game or two and fades as the games add up."""
    grid = [0, 0.25, 0.5, 0.75, 1] if prior == "pentanomial" else [0, 0.5, 1]
    weight = 1.0 / len(grid)
    n = len(samples) + weight * len(grid)
    m = (sum(samples) + weight * sum(grid)) / n
    v = (sum((x - m) ** 2 for x in samples) + weight * sum((x - m) ** 2 for x in grid)) / n
    return n, m, v


def llr(samples, model, elo0, elo1):
    """The normalised GSPRT's log-likelihood ratio for scores in [0, 1] (one per sample)."""
    n, m, v = moments(samples, model)
    s0, s1 = (1 / (1 + 10 ** (-e / 400)) for e in (elo0, elo1))
    return n * (s1 - s0) * (2 * m - s0 - s1) / (2 * v)


def elo_of(s):
    s = min(max(s, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / s - 1)


def elo_text(samples, model):
    """Logistic Elo of the mean score and its 95% interval, the spread taken from the samples."""
    n = len(samples)
    m = sum(samples) / n
    se = math.sqrt(moments(samples, model)[2] / n)
    return f"elo {elo_of(m):+.0f} [{elo_of(m - 1.96 * se):+.0f},{elo_of(m + 1.96 * se):+.0f}]"


def load():
    return "load %.2f %.2f %.2f" % os.getloadavg()


def build(commit, where):
    """The base engine from a commit: a worktree outside the repository (moved to the commit when
    it holds another), its own Release build, through ccache when the machine has it."""
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if not os.path.isdir(where):
        subprocess.run(["git", "-C", repo, "worktree", "add", "--detach", where, commit], check=True)
    else:
        subprocess.run(["git", "-C", where, "checkout", "--quiet", "--detach", commit], check=True)
    env = dict(os.environ)
    launcher = []
    if shutil.which("ccache"):
        env.update(CCACHE_BASEDIR=os.path.dirname(os.path.abspath(where)))  # ccache's own cache folder
        launcher = ["-DCMAKE_CXX_COMPILER_LAUNCHER=ccache", "-DCMAKE_C_COMPILER_LAUNCHER=ccache"]
    b = os.path.join(where, "build")
    subprocess.run(["cmake", "-S", where, "-B", b, "-DCMAKE_BUILD_TYPE=Release", *launcher],
                   check=True, env=env, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", b, f"-j{os.cpu_count()}", "--target", "adaptoid"], check=True,
                   env=env, stdout=subprocess.DEVNULL)
    return os.path.join(b, "bin", "adaptoid")


def main():
    a = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    a.add_argument("--variant", required=True)
    a.add_argument("--new", required=True,
                   help="the candidate: a binary or a command (split as a shell would), or cmd:PROGRAM ARGS")
    a.add_argument("--base", help="the base: a binary or a command, or cmd:PROGRAM ARGS")
    a.add_argument("--referee", help="the adaptoid binary whose `play` referees (default: the candidate's, "
                   "or build/bin/adaptoid for a cmd: candidate)")
    a.add_argument("--build-base", metavar="COMMIT", help="build the base from this commit in --base-dir")
    a.add_argument("--base-dir", default="/tmp/adaptoid-base", help="the base's worktree (outside the repository)")
    a.add_argument("--player", default="engine", help="the player text both engines use (Player option)")
    a.add_argument("--time", type=float, default=0.2, help="go time S for every turn")
    a.add_argument("--nodes", type=int, help="go nodes N instead: the same games on every machine, whatever the load")
    a.add_argument("--elo0", type=float, default=0)
    a.add_argument("--elo1", type=float, default=50)
    a.add_argument("--alpha", type=float, default=0.05)
    a.add_argument("--beta", type=float, default=0.05)
    a.add_argument("--model", choices=["pentanomial", "trinomial"], default="pentanomial")
    a.add_argument("--max-games", type=int, default=1000)
    a.add_argument("--max-plies", type=int, default=400, help="a game this long is a draw")
    a.add_argument("--random-plies", type=int, default=2, help="random opening plies")
    a.add_argument("--seed", type=int, default=1)
    a.add_argument("--seats", action="store_true", help="three or more players: the candidate in each seat")
    a.add_argument("--log", help="append each game as a JSON line")
    a.add_argument("--concurrency", type=int, default=1,
                   help="pairs played at once, each by its own two engines (two players only)")
    o = a.parse_args()
    if o.build_base:
        o.base = build(o.build_base, o.base_dir)
    if not o.base:
        a.error("--base or --build-base is needed")
    new_cmd, base_cmd = shlex.split(o.new), shlex.split(o.base)
    default_referee = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "build", "bin", "adaptoid")
    ref = Referee(o.referee or (default_referee if o.new.startswith("cmd:") else new_cmd[0]))
    go = f"go nodes {o.nodes}" if o.nodes else f"go time {o.time}"
    upper, lower = math.log((1 - o.beta) / o.alpha), math.log(o.beta / (1 - o.alpha))
    log = open(o.log, "a") if o.log else None
    print(f"sprt: {o.variant}, {go}, elo0 {o.elo0} elo1 {o.elo1} alpha {o.alpha} beta {o.beta}, "
          f"{o.model}; bounds {lower:.2f} {upper:.2f}; {load()}", flush=True)
    t_start = time.monotonic()
    if o.seats:
        run_seats(o, ref, new_cmd, base_cmd, go, log)
    else:
        run_pairs(o, ref, new_cmd, base_cmd, go, log, lower, upper)
    print(f"sprt: {(time.monotonic() - t_start) / 60:.1f} minutes; {load()}", flush=True)


def engines(cmd, name, player, count=1):
    es = [Engine(cmd, name) for _ in range(count)]
    for e in es:
        if not e.outside:
            e.send("setoption name Player value " + player)
    return es


def time_text(es):
    t = [s for e in es for s in e.seconds]
    return f"{sum(t) / len(t):.3f} s/turn (max {max(t):.3f})" if t else "-"


def logged_pairs(path):
    """The finished pairs of an earlier run's log, by pair: the candidate's score in each game (a
    pair cut off by a kill is played again)."""
    pairs = {}
    if path and os.path.exists(path):
        with open(path) as f:
            for line in f:
                g = json.loads(line)
                score = 0.5 if g["winner"] is None else 1.0 if g["winner"] == g["new"] else 0.0
                pairs.setdefault(g["pair"], []).append(score)
    return {p: s for p, s in pairs.items() if len(s) == 2}, max(pairs, default=0)


def run_pairs(o, ref, new_cmd, base_cmd, go, log, lower, upper):
    wdl = [0, 0, 0]  # the candidate's wins, draws, losses
    penta = [0] * 5  # pairs by the candidate's points in them: 0, 1/2, 1, 3/2, 2
    pair_scores, game_scores = [], []
    tally = {"games": 0, "state": "continue"}
    lock = threading.Lock()

    def count(scores):
        for score in scores:
            wdl[0 if score == 1 else 1 if score == 0.5 else 2] += 1
            game_scores.append(score)
        tally["games"] += 2
        penta[int(sum(scores) * 2)] += 1
        pair_scores.append(sum(scores) / 2)

    # The same command again goes on from its log: the pairs it holds count, new ones follow.
    logged, last = logged_pairs(o.log)
    for _, scores in sorted(logged.items()):
        count(scores)
    if tally["games"]:
        print(f"sprt: {tally['games']} games from {o.log}", flush=True)
    next_pair = [last]  # a cut-off pair's number is not used again
    workers = []

    def claim(me):
        """The next pair's number, or None once the test is decided or the games are all given out
        (the pairs other workers are still playing count towards --max-games)."""
        with lock:
            given = tally["games"] + 2 * sum(w["busy"] for w in workers)
            if tally["state"] != "continue" or given >= o.max_games:
                return None
            next_pair[0] += 1
            me["busy"] = True
            return next_pair[0]

    def work(me):
        # Each worker has its own engines and referee calls; pairs are claimed one at a time, so
        # with --concurrency N the pairs run N at a time (each engine still plays one game at once).
        new, = engines(new_cmd, "new", o.player)
        base, = engines(base_cmd, "base", o.player)
        me["engines"] = (new, base)
        while True:
            pair = claim(me)
            if pair is None:
                break
            start, turns, at = opening(ref, o.variant, o.seed * 100000 + pair, o.random_plies)
            first = side(at["position"])
            other = "b" if first == "w" else "w"
            scores, records = [], []
            for new_letter in (first, other):
                by_letter = {new_letter: new, (other if new_letter == first else first): base}
                winner, played = play_game(ref, by_letter, o.variant, start, turns, at, go, o.max_plies)
                scores.append(0.5 if winner is None else 1.0 if winner == new_letter else 0.0)
                records.append({"pair": pair, "start": start, "new": new_letter, "winner": winner,
                                "turns": played})
            with lock:
                me["busy"] = False
                if tally["state"] != "continue":
                    continue  # decided while this pair was played: not counted, not logged
                if log:
                    for r in records:
                        log.write(json.dumps(r) + "\n")
                    log.flush()
                count(scores)
                samples = pair_scores if o.model == "pentanomial" else game_scores
                value = llr(samples, o.model, o.elo0, o.elo1)
                tally["state"] = "H1 accepted" if value >= upper else "H0 accepted" if value <= lower else "continue"
                games = tally["games"]
                score = (wdl[0] + wdl[1] / 2) / games
                news = [w["engines"][0] for w in workers if "engines" in w]
                bases = [w["engines"][1] for w in workers if "engines" in w]
                print(f"games {games}: +{wdl[0]} ={wdl[1]} -{wdl[2]} pairs {penta} score {score:.3f} "
                      f"{elo_text(samples, o.model)} LLR {value:.2f} [{lower:.2f},{upper:.2f}] {tally['state']}; "
                      f"new {time_text(news)}, base {time_text(bases)}; {load()}", flush=True)
        for e in (new, base):
            e.quit()

    workers.extend({"busy": False} for _ in range(max(o.concurrency, 1)))
    threads = [threading.Thread(target=work, args=(w,)) for w in workers]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def run_seats(o, ref, new_cmd, base_cmd, go, log):
    letters = []
    # The colours in play order: the sides to move over the first plies of a walk.
    probe = ref.start(o.variant, None)
    while side(probe["position"]) not in letters:
        letters.append(side(probe["position"]))
        probe = ref.play(probe["position"], ref.moves(probe["position"])[0]["turn"])
    new, = engines(new_cmd, "new", o.player)
    bases = engines(base_cmd, "base", o.player, len(letters) - 1)
    wins = {c: [0, 0] for c in letters}  # seat: candidate's wins, games
    games = 0
    while games < o.max_games:
        start, turns, at = opening(ref, o.variant, o.seed * 100000 + games // len(letters) + 1, o.random_plies)
        for seat in letters:
            others = [c for c in letters if c != seat]
            by_letter = {seat: new, **{c: b for c, b in zip(others, bases)}}
            winner, played = play_game(ref, by_letter, o.variant, start, turns, at, go, o.max_plies)
            wins[seat][1] += 1
            wins[seat][0] += winner == seat
            games += 1
            if log:
                log.write(json.dumps({"start": start, "new": seat, "winner": winner, "turns": played}) + "\n")
                log.flush()
        print(f"games {games}: candidate's wins by seat " +
              ", ".join(f"{c} {w}/{g} ({w / g:.2f})" for c, (w, g) in wins.items()) +
              f"; new {time_text([new])}, base {time_text(bases)}; {load()}", flush=True)
    for e in [new] + bases:
        e.quit()


if __name__ == "__main__":
    main()
