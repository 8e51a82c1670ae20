"""The OpenSpiel-shaped facade and the examples that need only numpy."""

import random
import subprocess
import sys

import numpy as np

import adaptoid
from adaptoid import openspiel

from conftest import SOURCE


def test_a_random_game_through_pyspiels_methods():
    game = openspiel.Game({"variant": "adapt3"})
    assert game.num_players() == 3 and game.get_type().utility == "zero_sum"
    state = game.new_initial_state()
    rng = random.Random(2)
    while not state.is_terminal() and state.move_number() < 300:
        player = state.current_player()
        actions = state.legal_actions()
        assert actions == sorted(actions) and state.legal_actions((player + 1) % 3) == []
        assert sum(state.legal_actions_mask()) == len(actions)
        tensor = state.observation_tensor(player)
        assert len(tensor) == game.observation_tensor_size()
        action = rng.choice(actions)
        assert state.string_to_action(player, state.action_to_string(player, action)) == action
        child = state.child(action)
        state.apply_action(action)
        assert child == state and child.history() == state.history()
    if state.is_terminal():
        assert state.current_player() == openspiel.TERMINAL and state.legal_actions() == []
        assert abs(sum(state.returns())) < 1e-9 and state.rewards() == state.returns()
    again = game.deserialize_state(state.serialize())
    assert again == state


def test_undo_action_and_clone():
    game = openspiel.Game(adaptoid.Variant("quantum-leap-19"))
    state = game.new_initial_state()
    first = state.clone()
    action = state.legal_actions()[0]
    state.apply_action(action)
    state.undo_action(0, action)
    assert state == first and state.history() == []


def test_the_examples_run():
    for example, args in [("aec_loop.py", ["adaptoid", "2"]), ("random_playouts.py", ["quantum-leap", "0.2"])]:
        done = subprocess.run([sys.executable, str(SOURCE / "python" / "examples" / example), *args],
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip()


def test_observation_is_a_numpy_array_the_size_pyspiel_says():
    game = openspiel.Game()
    state = game.new_initial_state()
    planes = state.native.observation()
    assert isinstance(planes, np.ndarray) and list(planes.shape) == game.observation_tensor_shape()
    assert np.array_equal(planes.ravel(), np.array(state.observation_tensor(), dtype=np.float32))
