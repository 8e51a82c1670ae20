"""Random games played through the module, every position checked against the tool: the
position after each turn and the status against `adaptoid play --json`, the legal turns and the
status against the engine protocol's `legal` and `status`."""

import json
import random

import adaptoid
import pytest

from conftest import run

# A game of each family and player count, the placement opening and the stacks included.
GAMES = [("adaptoid", 1), ("adaptoid-online", 2), ("superadaptoid", 3), ("adapt3", 4), ("quantum-leap-19", 5),
         ("quantum-leap-3p", 6)]
MAX_PLIES = 40


def colour_letter(colour):
    return None if colour is None else adaptoid.COLOURS[colour][0]


@pytest.mark.parametrize("name,seed", GAMES)
def test_random_game_matches_the_tool(cli, engine, name, seed):
    rng = random.Random(seed)
    variant = adaptoid.Variant(name)
    state = variant.start()
    engine.send("variant " + name)
    for _ in range(MAX_PLIES):
        text = str(state)
        engine.send("position " + text)
        legal = engine.ask("legal")
        assert legal.split(" ", 2)[:2] == ["legal", str(len(state.legal_turns()))]
        assert legal.split(" ", 2)[2:] == (["; ".join(state.legal_turns())] if state.legal_turns() else [])
        status = engine.ask("status").split()
        assert status[1] == ("over" if state.is_over() else "ongoing")
        if state.is_over():
            assert status[3] == (adaptoid.COLOURS[state.winner()] if state.winner() is not None else "none")
            break
        turn = rng.choice(state.legal_turns())
        state.apply(turn)
        played = json.loads(run(cli, "play", "--position", text, turn, "--json").stdout)
        assert played["position"] == str(state)
        assert played["status"] == ("over" if state.is_over() else "ongoing")
        assert played["winner"] == colour_letter(state.winner())


def test_actions_name_each_legal_turn_once_and_read_back():
    for name in ["adaptoid", "adaptoid-online", "adapt3", "quantum-leap"]:
        variant = adaptoid.Variant(name)
        state = variant.start()
        rng = random.Random(7)
        for _ in range(12):
            if state.is_over():
                break
            actions = state.legal_actions()
            assert len(set(actions)) == len(actions) == len(state.legal_turns())
            assert all(0 <= a < variant.num_distinct_actions for a in actions)
            for action, turn in zip(actions, state.legal_turns()):
                assert state.action_to_turn(action) == turn
                assert state.turn_to_action(turn) == action
            state.apply_action(rng.choice(actions))


def test_apply_undo_clone_equality_and_hash():
    variant = adaptoid.Variant("adaptoid")
    state = variant.start()
    start = state.clone()
    assert state == start and hash(state) == hash(start)
    turn = state.legal_turns()[3]
    state.apply(turn)
    assert state != start and state.current_player == 1
    other = start.clone()
    other.apply(start.turn_to_action(turn))
    assert other == state and hash(other) == hash(state)
    state.undo()
    assert state == start and str(state) == str(start)
    with pytest.raises(IndexError):
        state.undo()


def test_errors_are_the_librarys_lines(cli):
    with pytest.raises(adaptoid.AdaptoidError) as bad_name:
        adaptoid.Variant("no-such-variant")
    assert str(bad_name.value) in run(cli, "show", "--variant", "no-such-variant", check=False).stderr
    with pytest.raises(adaptoid.AdaptoidError) as bad_toml:
        adaptoid.Variant.from_toml('base = "adaptoid"\n[supply]\nlegs = -3\n')
    assert "legs" in str(bad_toml.value) and "\n" not in str(bad_toml.value)
    state = adaptoid.Variant("adaptoid").start()
    with pytest.raises(adaptoid.AdaptoidError) as illegal:
        state.apply("d2-d5")
    tool = run(cli, "play", "--variant", "adaptoid", "d2-d5", check=False)
    assert tool.returncode == 2 and str(illegal.value) in tool.stderr
    with pytest.raises(adaptoid.AdaptoidError):
        state.apply_action(-1)
    with pytest.raises(ValueError):
        state.apply_action(adaptoid.Variant("adaptoid").num_distinct_actions)


def test_variant_options_and_toml_round_trip():
    variant = adaptoid.Variant("adaptoid")
    options = variant.options
    assert options["game"] == "adaptoid" and options["players"] == 2
    assert options["supply.legs"] == 12 and options["suicide_attacks"] is True
    assert options["no_grow"] == "skip"
    changed = adaptoid.Variant.from_toml('base = "adaptoid"\nsuicide_attacks = false\n', name="mine")
    assert changed.name == "mine" and changed.options["suicide_attacks"] is False
    assert adaptoid.Variant.from_toml(variant.toml(), name="adaptoid") == variant
    assert changed != variant
    assert "stones" in adaptoid.Variant("quantum-leap").options


def test_observation_planes():
    variant = adaptoid.Variant("adaptoid")
    state = variant.start()
    planes = state.observation()
    assert planes.shape == variant.observation_shape and planes.dtype.name == "float32"
    names = variant.observation_planes
    assert len(names) == planes.shape[0]
    assert planes[names.index("playable")].sum() == len(variant.cells)
    assert planes[names.index("to move white")].sum() == len(variant.cells)
    assert planes[names.index("to move black")].sum() == 0
    white = planes[names.index("adaptoid white")].sum()
    assert white == str(state).split()[1].count("W") and white > 0
    state.apply(state.legal_turns()[0])
    assert state.observation()[names.index("to move black")].sum() == len(variant.cells)
    ql = adaptoid.Variant("quantum-leap").start()
    stones = ql.observation()
    qnames = ql.variant.observation_planes
    field = str(ql).split()[1]
    assert stones[qnames.index("stone white")].sum() == field.count("W")
    assert stones[qnames.index("stone black")].sum() == field.count("B")
    assert stones[qnames.index("swap pending")].sum() in (0, len(ql.variant.cells))
