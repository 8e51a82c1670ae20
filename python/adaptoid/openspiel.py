"""A variant shaped as an OpenSpiel game: `Game` and `State` with pyspiel's method names and
semantics (a sequential, deterministic, perfect-information, zero-sum game with terminal
rewards). Actions are the variant's fixed action space (docs/library.md); the observation is
the state's planes, flattened. Registering it with pyspiel where OpenSpiel is installed is
shown in python/README.md; this module does not need OpenSpiel.
"""

from collections import namedtuple

from . import _core

# pyspiel.PlayerId
TERMINAL = -4
INVALID = -3

GameType = namedtuple(
    "GameType",
    "short_name long_name dynamics chance_mode information utility reward_model "
    "max_num_players min_num_players provides_information_state_string "
    "provides_information_state_tensor provides_observation_string provides_observation_tensor "
    "parameter_specification",
)


class Game:
    """pyspiel.Game's shape over an adaptoid.Variant. `params` may name the variant
    ({"variant": "adapt3"}) or give a TOML file's path; a Variant may be passed instead."""

    def __init__(self, params=None):
        if isinstance(params, _core.Variant):
            self._variant, params = params, {"variant": params.name}
        else:
            params = dict(params or {})
            self._variant = _core.Variant(params.get("variant", "adaptoid"))
        self._params = {"variant": self._variant.name, **params}

    @property
    def variant(self):
        return self._variant

    def get_type(self):
        players = self._variant.players
        return GameType(
            short_name="adaptoid",
            long_name="Adaptoid toolkit: " + self._variant.name,
            dynamics="sequential",
            chance_mode="deterministic",
            information="perfect_information",
            utility="zero_sum",
            reward_model="terminal",
            max_num_players=players,
            min_num_players=players,
            provides_information_state_string=True,
            provides_information_state_tensor=True,
            provides_observation_string=True,
            provides_observation_tensor=True,
            parameter_specification={"variant": "adaptoid"},
        )

    def get_parameters(self):
        return dict(self._params)

    def num_distinct_actions(self):
        return self._variant.num_distinct_actions

    def num_players(self):
        return self._variant.players

    def min_utility(self):
        return -1.0

    def max_utility(self):
        return 1.0

    def utility_sum(self):
        return 0.0

    def max_game_length(self):
        """Plies: the variant's turn cap (max_turns) where it has one; else a bound for
        buffers, not a rule (Quantum Leap ends within its stones, the Adaptoid family may not)."""
        cap = self._variant.options.get("max_turns", 0)
        if cap:
            return cap * self._variant.players
        stones = self._variant.options.get("stones")
        return stones * self._variant.players + 1 if stones else 1000

    def observation_tensor_shape(self):
        return list(self._variant.observation_shape)

    def observation_tensor_size(self):
        planes, rows, columns = self._variant.observation_shape
        return planes * rows * columns

    information_state_tensor_shape = observation_tensor_shape
    information_state_tensor_size = observation_tensor_size

    def new_initial_state(self, seed=None):
        return State(self, self._variant.start(seed))

    def new_state_from_text(self, position):
        return State(self, self._variant.state(position))

    def deserialize_state(self, text):
        state = self.new_initial_state()
        for line in text.splitlines():
            if line.strip():
                state.apply_action(int(line))
        return state

    def __str__(self):
        return "adaptoid(variant=" + self._variant.name + ")"


class State:
    """pyspiel.State's shape over an adaptoid.State."""

    def __init__(self, game, state):
        self._game = game
        self._state = state
        self._history = []

    @property
    def native(self):
        """The adaptoid.State underneath (turn texts, undo, the tools)."""
        return self._state

    def get_game(self):
        return self._game

    def num_players(self):
        return self._game.num_players()

    def current_player(self):
        return TERMINAL if self._state.is_over() else self._state.current_player

    def is_terminal(self):
        return self._state.is_over()

    def is_chance_node(self):
        return False

    def is_simultaneous_node(self):
        return False

    def is_player_node(self):
        return not self._state.is_over()

    def legal_actions(self, player=None):
        if self._state.is_over() or (player is not None and player != self._state.current_player):
            return []
        return sorted(self._state.legal_actions())

    def legal_actions_mask(self, player=None):
        mask = [0] * self._game.num_distinct_actions()
        for action in self.legal_actions(player):
            mask[action] = 1
        return mask

    def apply_action(self, action):
        self._state.apply_action(action)
        self._history.append(action)

    def undo_action(self, player, action):
        if not self._history or self._history[-1] != action:
            raise ValueError("undo_action: %d is not the last action applied" % action)
        self._state.undo()
        self._history.pop()

    def child(self, action):
        state = self.clone()
        state.apply_action(action)
        return state

    def clone(self):
        state = State(self._game, self._state.clone())
        state._history = list(self._history)
        return state

    def history(self):
        return list(self._history)

    def history_str(self):
        return ", ".join(str(a) for a in self._history)

    def move_number(self):
        return len(self._history)

    def returns(self):
        return self._state.returns()

    def rewards(self):
        return self._state.returns() if self._state.is_over() else [0.0] * self.num_players()

    def player_return(self, player):
        return self._state.returns()[player]

    def action_to_string(self, player_or_action, action=None):
        """action_to_string(player, action) or action_to_string(action): the turn's notation."""
        return self._state.action_to_turn(player_or_action if action is None else action)

    def string_to_action(self, player_or_text, text=None):
        return self._state.turn_to_action(player_or_text if text is None else text)

    def observation_tensor(self, player=None):
        """The planes (adaptoid.State.observation), flattened; the same for every player."""
        return self._state.observation().ravel().tolist()

    def observation_string(self, player=None):
        return str(self._state)

    information_state_tensor = observation_tensor

    def information_state_string(self, player=None):
        return self.history_str()

    def serialize(self):
        return "".join("%d\n" % a for a in self._history)

    def __str__(self):
        return str(self._state)

    def __eq__(self, other):
        return isinstance(other, State) and self._state == other._state

    def __hash__(self):
        return hash(self._state)
