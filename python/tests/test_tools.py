"""The tools as calls: the endgame search, players, a match, a solved table's probe."""

import threading

import adaptoid
import pytest

from conftest import run

# White to move wins at once (examples/ and CI use it too).
WIN_IN_ONE = "adaptoid ..../...../..B11.../...W11B01../....../...../...B00 w 4/4 12"


def test_endgame_search_finds_the_win(cli):
    state = adaptoid.Variant("adaptoid").state(WIN_IN_ONE)
    found = adaptoid.solve_endgame(state, 1)
    assert found["value"] == "win" and found["distance"] == 1 and found["winning_turns"]
    for turn in found["winning_turns"]:
        child = state.clone()
        child.apply(turn)
        assert child.winner() == 0
    assert adaptoid.solve_endgame(adaptoid.Variant("adaptoid").start(), 2)["value"] == "unknown"


def test_engine_choice_with_a_node_budget_is_the_tools():
    variant = adaptoid.Variant("adaptoid")
    state = variant.start()
    first = adaptoid.Player(variant, "engine").choose(state, nodes=3000)
    again = adaptoid.Player(variant, "engine").choose(state, nodes=3000)
    assert first["turn"] == again["turn"] and first["turn"] in state.legal_turns()
    assert first["action"] == state.turn_to_action(first["turn"])
    assert first["nodes"] >= 3000 and first["pv"][0] == first["turn"]


def test_a_search_releases_the_interpreter():
    variant = adaptoid.Variant("adaptoid")
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(1)
            stop.wait(0.001)

    ticker = threading.Thread(target=tick)
    ticker.start()
    adaptoid.Player(variant, "engine").choose(variant.start(), nodes=200_000)
    stop.set()
    ticker.join()
    assert len(ticks) > 5


def test_player_errors():
    variant = adaptoid.Variant("adaptoid")
    with pytest.raises(adaptoid.AdaptoidError, match="unknown player"):
        adaptoid.Player(variant, "alphazero")
    with pytest.raises(adaptoid.AdaptoidError, match="cannot start"):
        adaptoid.Player(variant, "cmd:/no/such/engine")
    over = variant.state(WIN_IN_ONE)
    over.apply(adaptoid.solve_endgame(over, 1)["winning_turns"][0])
    with pytest.raises(adaptoid.AdaptoidError, match="over"):
        adaptoid.Player(variant, "random").choose(over)


def test_match_gives_the_tools_numbers(cli):
    variant = adaptoid.Variant("adaptoid")
    result = adaptoid.match(variant, ["greedy", "random"], games=4, seed=3)
    assert result["games"] == 4 and result["elo"] is not None
    tool = run(cli, "match", "--variant", "adaptoid", "--players", "greedy", "random", "--games", "4",
               "--seed", "3", "--json").stdout
    import json
    numbers = json.loads(tool)
    first = result["players"][0]
    assert [first["wins"], first["draws"], first["losses"]] == [
        numbers["players"][0]["wins"], numbers["players"][0]["draws"], numbers["players"][0]["losses"]]


def test_table_probe(cli, tmp_path):
    table = tmp_path / "ql7.table"
    run(cli, "solve", "--variant", "quantum-leap-7", "--out", str(table))
    probed = adaptoid.Table(str(table))
    assert probed.variant.name == "quantum-leap-7"
    state = probed.variant.start()
    answer = probed.probe(state)
    tool = run(cli, "probe", "--table", str(table), "--position", str(state), "--json").stdout
    import json
    assert answer["value"] == json.loads(tool)["value"]
    with pytest.raises(adaptoid.AdaptoidError):
        probed.probe(adaptoid.Variant("adaptoid").start())
