"""Outside players: the Python example engine (python/examples/engine.py) in matches through
`cmd:`, against `random` and `engine:nodes=1000`, with the Elo printed; engines that die, hang or
garble are bad input of one line, in time."""

import subprocess
import sys
import time

import adaptoid
import pytest

from conftest import SOURCE

EXAMPLE = "cmd:%s %s" % (sys.executable, SOURCE / "python" / "examples" / "engine.py")


def match(cli, *players, games="2", extra=()):
    return subprocess.run([cli, "match", "--variant", "adaptoid", "--players", *players, "--games", games,
                           "--max-plies", "80", *extra], capture_output=True, text=True, timeout=600)


@pytest.mark.parametrize("opponent", ["random", "engine:nodes=1000"])
def test_the_example_engine_plays_a_match(cli, opponent):
    done = match(cli, EXAMPLE, opponent)
    assert done.returncode == 0, done.stderr
    assert "Elo" in done.stdout or "elo" in done.stdout
    print(done.stdout)


def test_the_example_engine_as_a_player_of_the_module():
    variant = adaptoid.Variant("adaptoid")
    state = variant.start()
    player = adaptoid.Player(variant, EXAMPLE)
    for _ in range(4):
        choice = player.choose(state, time=1)
        assert choice["turn"] in state.legal_turns()
        state.apply(choice["turn"])


def engine_script(tmp_path, body):
    path = tmp_path / "engine.sh"
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(0o755)
    return "cmd:timeout=2,%s" % path


HANDSHAKE = 'read line; echo adaptoidok; read line; read line; echo readyok; '
BAD_ENGINES = [
    ("exit 3", "exited with status 3"),
    ("echo hello", "answered 'hello' while awaiting 'adaptoidok'"),
    ("exec sleep 30", "no 'adaptoidok' in time"),
    (HANDSHAKE + "read line; read line; echo nonsense; exec sleep 5", "answered 'nonsense' while awaiting 'bestmove'"),
    (HANDSHAKE + "read line; read line; echo bestmove z9-z8; exec sleep 5", "bestmove z9-z8"),
    (HANDSHAKE + "read line; read line; exit 0", "exited with status 0 before 'bestmove'"),
    (HANDSHAKE + "read line; read line; exec sleep 30", "no 'bestmove' in time"),
]


@pytest.mark.parametrize("body,why", BAD_ENGINES)
def test_a_bad_engine_is_one_line_of_bad_input(cli, tmp_path, body, why):
    began = time.monotonic()
    done = match(cli, engine_script(tmp_path, body), "random")
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and why in lines[0] and "player 'cmd:" in lines[0], done.stderr
    assert time.monotonic() - began < 20


def test_a_missing_program_is_named(cli):
    done = match(cli, "cmd:/no/such/engine --flag", "random")
    assert done.returncode == 2
    assert done.stderr.strip() == ("adaptoid: --players: player 'cmd:/no/such/engine --flag': cannot start "
                                   "'/no/such/engine': No such file or directory")
