#!/usr/bin/env python3
"""Independent reference implementation of the rules, for cross-checking perft counts.

Written from specs/rules.md, specs/notation.md and the variant files in specs/variants/ only (never from the C++ sources), so that a count on which this file and the
engine agree was reached twice, independently. Clarity over speed.

Usage:
    python3 tests/reference/perft_reference.py --variant adaptoid --depth 3 [--divide]
    python3 tests/reference/perft_reference.py --position "<position text>" --depth 3
    python3 tests/reference/perft_reference.py --variant-file my.toml --position "..." --depth 2

Prints `perft N: <count>`; with --divide, one line `<turn>: <count>` per legal turn before it.
Python 3.11+, standard library only.
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator, NamedTuple

VARIANTS_DIR = Path(__file__).resolve().parents[2] / "specs" / "variants"


def builtin_file(name: str) -> Path:
    """A built-in variant's file: specs/variants/NAME.toml, or specs/variants/small/NAME.toml."""
    top = VARIANTS_DIR / f"{name}.toml"
    return top if top.exists() else VARIANTS_DIR / "small" / f"{name}.toml"

COLOURS = ["white", "black", "red", "green", "yellow", "orange"]        # T1, Q5 colour order
LETTER = {"white": "W", "black": "B", "red": "R", "green": "G", "yellow": "Y", "orange": "O"}
COLOUR_OF_LETTER = {letter: colour for colour, letter in LETTER.items()}


class RulesError(Exception):
    """A variant or a position that the rules reject."""


# ---------------------------------------------------------------------------------------------
# Cells and boards (notation.md "Cells", A1, S2-S4, Q1)
# ---------------------------------------------------------------------------------------------

# Axial coordinates (column, row), both from 1. The six neighbours of (c, r) are (c±1, r),
# (c, r±1), (c+1, r+1), (c-1, r-1); these six steps are also the six straight lines (Q4).
DIRECTIONS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)]

Cell = tuple[int, int]


def cell_name(cell: Cell) -> str:
    column, row = cell
    return chr(ord("a") + column - 1) + str(row)


def parse_cell(name: str) -> Cell:
    name = name.strip().lower()
    if len(name) < 2 or not name[0].isalpha() or not name[1:].isdigit():
        raise RulesError(f"bad cell name {name!r}")
    return (ord(name[0]) - ord("a") + 1, int(name[1:]))


def step(cell: Cell, direction: Cell, distance: int = 1) -> Cell:
    return (cell[0] + direction[0] * distance, cell[1] + direction[1] * distance)


def hexagon(side: int) -> set[Cell]:
    """The hexagon of side n: 1 <= c, r <= 2n-1 and |c - r| <= n-1 (notation.md)."""
    span = 2 * side - 1
    return {(c, r) for c in range(1, span + 1) for r in range(1, span + 1) if abs(c - r) <= side - 1}


@dataclass
class Board:
    """The playable cells and their heights (1, or 2 for a stack). Holes are not cells (S2)."""

    height: dict[Cell, int]

    def __post_init__(self) -> None:
        # Placement order: columns a, b, ...; each column from its lowest row up.
        self.order: list[Cell] = sorted(self.height)
        self.rank = {cell: i for i, cell in enumerate(self.order)}
        # S3: steps go only between adjacent playable cells.
        self.neighbours: dict[Cell, list[Cell]] = {
            cell: [step(cell, d) for d in DIRECTIONS if step(cell, d) in self.height]
            for cell in self.order
        }

    def __contains__(self, cell: Cell) -> bool:
        return cell in self.height

    def columns(self) -> list[int]:
        return sorted({c for c, _ in self.order})

    def is_connected(self) -> bool:
        if not self.order:
            return False
        seen = {self.order[0]}
        todo = [self.order[0]]
        while todo:
            for nb in self.neighbours[todo.pop()]:
                if nb not in seen:
                    seen.add(nb)
                    todo.append(nb)
        return len(seen) == len(self.order)


def build_board(spec: dict, default_side: int) -> Board:
    """[board] shape = "hexagon" (side, holes) or "custom" (cells); stacks raise cells (S1, S2)."""
    shape = spec.get("shape", "hexagon")
    if shape == "hexagon":
        cells = hexagon(int(spec.get("side", default_side)))
        for hole in spec.get("holes", []):
            cells.discard(parse_cell(hole))
    elif shape == "custom":
        cells = {parse_cell(name) for name in spec.get("cells", [])}
    else:
        raise RulesError(f"unknown board shape {shape!r}")
    height = {cell: 1 for cell in cells}
    for name in spec.get("stacks", []):
        cell = parse_cell(name)
        if cell not in height:
            raise RulesError(f"stack on {name}, which is not a playable cell (S5)")
        height[cell] = 2          # S1: no stack holds more than 2 discs
    if not height:
        raise RulesError("the board has no cell")
    return Board(height)


# ---------------------------------------------------------------------------------------------
# Variants (rules.md "Options, by variant key"; `base` inheritance)
# ---------------------------------------------------------------------------------------------

COMMON_KEYS = {"game", "players", "turn_order", "board", "name", "description"}
ADAPTOID_KEYS = {"start", "supply", "attacker_needs_pincer", "suicide_attacks", "max_extremities",
                 "no_grow", "win_check", "max_turns"}
ADAPTOID_2P_KEYS = {"capture_goal", "opening"}
ADAPTOID_3P_KEYS = {"prey", "attack", "elimination_goal"}
QUANTUM_KEYS = {"stones", "seed", "setup", "swap"}


def load_variant_table(path: Path, seen: tuple[Path, ...] = ()) -> dict:
    """Read a variant file and merge it over its `base` (resolved beside it, then in specs)."""
    path = path.resolve()
    if path in seen:
        raise RulesError(f"variant base cycle through {path}")
    with open(path, "rb") as f:
        table = tomllib.load(f)
    base_name = table.pop("base", None)
    if base_name is None:
        return table
    base_path = path.parent / f"{base_name}.toml"
    if not base_path.exists():
        base_path = builtin_file(base_name)
    if not base_path.exists():
        raise RulesError(f"base variant {base_name!r} not found")
    base = load_variant_table(base_path, seen + (path,))
    # Changing the number of players resets what was written for the base's players
    # (quantum-leap-3p.toml: "Changing `players` resets the inherited turn order").
    if "players" in table and table["players"] != base.get("players", 2):
        for key in ("turn_order", "start", "prey"):
            if key not in table:
                base.pop(key, None)
    return merge_tables(base, table)


def merge_tables(base: dict, child: dict) -> dict:
    """Tables merge key by key; a child's [board] that names a `shape` replaces the base's."""
    merged = dict(base)
    for key, value in child.items():
        if key == "board" and isinstance(value, dict) and "shape" in value:
            merged[key] = dict(value)
        elif isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = merge_tables(merged[key], value)
        else:
            merged[key] = value
    return merged


@dataclass
class Variant:
    name: str
    game: str                          # "adaptoid" or "quantum-leap"
    players: int
    turn_order: list[str]
    board: Board
    # Adaptoid family
    start: dict[str, list[Cell]] = field(default_factory=dict)
    supply_adaptoids: int = 12         # A3
    supply_legs: int = 12
    supply_pincers: int = 12
    attacker_needs_pincer: bool = True  # A6
    suicide_attacks: bool = True       # A7
    opening: str = "fixed"             # A21: "placement" starts on the empty board
    max_extremities: int = 6           # A9
    no_grow: str = "skip"              # A11
    win_check: str = "end"             # A14
    capture_goal: int = 5              # A15 (two players)
    max_turns: int = 0                 # A17
    prey: dict[str, str] = field(default_factory=dict)  # T2
    attack: str = "any"                # T4
    elimination_goal: int = 8          # T7
    # Quantum Leap
    stones: int = 30                   # Q2
    seed: int = 1
    setup: object = None
    swap: bool = True                  # Q3

    def hunter_of(self, colour: str) -> str:
        """T2: the hunter of X is the colour whose prey is X."""
        return next(hunter for hunter, prey in self.prey.items() if prey == colour)


def variant_from_table(name: str, t: dict) -> Variant:
    game = t.get("game")
    if game not in ("adaptoid", "quantum-leap"):
        raise RulesError(f"variant {name}: game must be 'adaptoid' or 'quantum-leap', not {game!r}")
    players = int(t.get("players", 2))
    allowed = set(COMMON_KEYS)
    if game == "adaptoid":
        if players not in (2, 3):
            raise RulesError(f"variant {name}: Adaptoid takes 2 or 3 players")
        allowed |= ADAPTOID_KEYS | (ADAPTOID_2P_KEYS if players == 2 else ADAPTOID_3P_KEYS)
    else:
        if not 2 <= players <= 6:
            raise RulesError(f"variant {name}: Quantum Leap takes 2 to 6 players (Q5)")
        allowed |= QUANTUM_KEYS
    extra = set(t) - allowed
    if extra:
        raise RulesError(f"variant {name}: keys {sorted(extra)} do not apply to this game "
                         f"with {players} players")

    colours = COLOURS[:players]
    turn_order = list(t.get("turn_order", colours))
    if sorted(turn_order, key=COLOURS.index) != colours or turn_order[0] != "white":
        raise RulesError(f"variant {name}: turn_order must list each colour once, white first (Q6)")

    board = build_board(t.get("board", {}), default_side=4 if game == "adaptoid" else 5)
    v = Variant(name=name, game=game, players=players, turn_order=turn_order, board=board)

    if game == "adaptoid":
        if not board.is_connected():
            raise RulesError(f"variant {name}: the board is not connected (S5)")
        default_start = {"white": ["d2"], "black": ["d6"]} if players == 2 else \
            {"white": ["d2"], "black": ["f6"], "red": ["b4"]}                   # A2, T3
        start = {**default_start, **t.get("start", {})}
        v.start = {colour: [parse_cell(n) for n in start.get(colour, [])] for colour in colours}
        for colour, cells in v.start.items():
            for cell in cells:
                if cell not in board:
                    raise RulesError(f"variant {name}: start cell {cell_name(cell)} is not playable (S5)")
        supply = t.get("supply", {})
        v.supply_adaptoids = int(supply.get("adaptoids", 12))
        v.supply_legs = int(supply.get("legs", 12))
        v.supply_pincers = int(supply.get("pincers", 12))
        v.attacker_needs_pincer = bool(t.get("attacker_needs_pincer", True))
        v.suicide_attacks = bool(t.get("suicide_attacks", True))
        v.opening = str(t.get("opening", "fixed"))
        if v.opening not in ("fixed", "placement"):
            raise RulesError(f"variant {name}: opening is 'fixed' or 'placement'")
        v.max_extremities = int(t.get("max_extremities", 6))
        v.no_grow = t.get("no_grow", "skip")
        v.win_check = t.get("win_check", "end")
        v.capture_goal = int(t.get("capture_goal", 5))
        v.max_turns = int(t.get("max_turns", 0))
        v.prey = dict(t.get("prey", {"white": "red", "red": "black", "black": "white"})) \
            if players == 3 else {}
        v.attack = t.get("attack", "any")
        v.elimination_goal = int(t.get("elimination_goal", 8))
        if v.no_grow not in ("skip", "lose") or v.win_check not in ("end", "immediate") \
                or v.attack not in ("any", "prey-only") or not 0 <= v.max_extremities <= 7:
            raise RulesError(f"variant {name}: an option has a value outside its range")
    else:
        v.stones = int(t.get("stones", 30))
        v.seed = int(t.get("seed", 1))
        v.setup = t.get("setup")
        v.swap = bool(t.get("swap", True))
    return v


def load_variant(name: str | None = None, path: str | None = None) -> Variant:
    file = Path(path) if path else builtin_file(name)
    if not file.exists():
        raise RulesError(f"no variant file {file}")
    return variant_from_table(file.stem, load_variant_table(file))


# ---------------------------------------------------------------------------------------------
# Adaptoid (A1-A20, S1-S5, T1-T7)
# ---------------------------------------------------------------------------------------------

class Adaptoid(NamedTuple):
    colour: str
    legs: int
    pincers: int

    @property
    def limbs(self) -> int:
        return self.legs + self.pincers


@dataclass
class AdaptoidState:
    pieces: dict[Cell, Adaptoid]   # the adaptoids on the board
    lost: dict[str, int]           # adaptoids each colour has lost (counts field)
    side: str                      # colour to move
    turn: int                      # turn number
    over: bool = False             # the game has ended: no turns (notation.md "Perft")
    phase: str = "play"            # A21, A22: "place" before the placement, "choose" before the choice


def next_colour(v: Variant, colour: str) -> str:
    i = v.turn_order.index(colour)
    return v.turn_order[(i + 1) % len(v.turn_order)]


def previous_colour(v: Variant, colour: str) -> str:
    i = v.turn_order.index(colour)
    return v.turn_order[i - 1]


def supply(v: Variant, pieces: dict[Cell, Adaptoid], colour: str) -> tuple[int, int, int]:
    """A3: the supply is the variant's totals minus what of that colour is on the board."""
    own = [a for a in pieces.values() if a.colour == colour]
    return (v.supply_adaptoids - len(own),
            v.supply_legs - sum(a.legs for a in own),
            v.supply_pincers - sum(a.pincers for a in own))


def is_fed(v: Variant, pieces: dict[Cell, Adaptoid], cell: Cell) -> bool:
    """A12/S4: food = sum of the heights of empty neighbouring cells (occupied/hole/edge: 0);
    fed when food >= legs + pincers (so a bare adaptoid is always fed)."""
    food = sum(v.board.height[nb] for nb in v.board.neighbours[cell] if nb not in pieces)
    return food >= pieces[cell].limbs


def losers(v: Variant, pieces: dict[Cell, Adaptoid], lost: dict[str, int],
           mover: str | None, failed_to_grow: bool) -> list[str]:
    """A15/T7 (with A11 "lose"): the colours that meet a losing condition at this check."""
    goal = v.capture_goal if v.players == 2 else v.elimination_goal
    on_board = {a.colour for a in pieces.values()}
    result = []
    for colour in v.turn_order:
        if lost[colour] >= goal or colour not in on_board \
                or (failed_to_grow and v.no_grow == "lose" and colour == mover):
            result.append(colour)
    return result


def winner(v: Variant, losing: list[str], mover: str) -> str | None:
    """A15/A16 (2 players) and T7 (3 players). Perft only needs "is the game over", but the
    rule is spelled out here for completeness."""
    if not losing:
        return None
    if v.players == 2:
        if len(losing) == 1:
            return next(c for c in v.turn_order if c not in losing)   # A15: the other side
        return mover                                                    # A16: the mover wins
    if len(losing) == 1:
        return v.hunter_of(losing[0])                                   # T7: its hunter wins
    if len(losing) == 2:
        return next(c for c in v.turn_order if c not in losing)         # T7: the third wins
    return mover                                                        # T7: the mover wins


def may_attack(v: Variant, attacker: Adaptoid, defender: Adaptoid) -> bool:
    if defender.colour == attacker.colour:
        return False
    if v.players == 3 and v.attack == "prey-only" and v.prey[attacker.colour] != defender.colour:
        return False                                                    # T4 prey-only
    if v.attacker_needs_pincer and attacker.pincers == 0:
        return False                                                    # A6
    if not v.suicide_attacks and attacker.pincers < defender.pincers:
        return False                                                    # A7 option
    return True


def adaptoid_moves(v: Variant, pieces: dict[Cell, Adaptoid], mover: str) -> Iterator[tuple[Cell, Cell, bool]]:
    """A5/A6/A7/A18/S3/T4: (origin, destination, is_attack) for every move of the mover.
    Only the destination matters: each reachable destination is one move."""
    for origin, adaptoid in pieces.items():
        if adaptoid.colour != mover or adaptoid.legs == 0:
            continue                                   # A5: no legs, no move
        # Breadth-first search over empty cells: distance[c] = fewest steps to reach c.
        distance = {origin: 0}
        frontier = [origin]
        for steps in range(1, adaptoid.legs + 1):
            next_frontier = []
            for cell in frontier:
                for nb in v.board.neighbours[cell]:
                    if nb not in distance and nb not in pieces:
                        distance[nb] = steps
                        next_frontier.append(nb)
            frontier = next_frontier
        for cell, d in distance.items():
            if d >= 1:                                 # A18: a move goes somewhere
                yield origin, cell, False
        # The last step may enter an enemy: any enemy next to a cell reached in <= L-1 steps.
        targets = set()
        for cell, d in distance.items():
            if d <= adaptoid.legs - 1:
                for nb in v.board.neighbours[cell]:
                    if nb in pieces and may_attack(v, adaptoid, pieces[nb]):
                        targets.add(nb)
        for target in targets:
            yield origin, target, True


def apply_move(pieces: dict[Cell, Adaptoid], lost: dict[str, int], origin: Cell, dest: Cell,
               attack: bool) -> tuple[dict[Cell, Adaptoid], dict[str, int]]:
    """A5 step, or an attack resolved by A7/A8 (removed adaptoids return to supply, A3)."""
    pieces = dict(pieces)
    lost = dict(lost)
    attacker = pieces.pop(origin)
    if not attack:
        pieces[dest] = attacker
        return pieces, lost
    defender = pieces[dest]
    if attacker.pincers > defender.pincers:            # A7: the defender is removed
        lost[defender.colour] += 1
        pieces[dest] = attacker
    elif attacker.pincers < defender.pincers:          # A7: suicide, the attacker is removed
        lost[attacker.colour] += 1
    else:                                              # A8: both are removed
        lost[attacker.colour] += 1
        lost[defender.colour] += 1
        del pieces[dest]
    return pieces, lost


def grow_options(v: Variant, pieces: dict[Cell, Adaptoid], mover: str) -> list[tuple[str, Cell]]:
    """A10: every grow (kind "+", "L" or "P"; cell) on the board as it stands after the move."""
    options = []
    free_adaptoids, free_legs, free_pincers = supply(v, pieces, mover)
    own = [(cell, a) for cell, a in pieces.items() if a.colour == mover]
    if free_adaptoids > 0:                             # create next to a friendly adaptoid
        targets = {nb for cell, _ in own for nb in v.board.neighbours[cell] if nb not in pieces}
        options += [("+", cell) for cell in sorted(targets)]
    for cell, a in own:                                # a limb, up to max_extremities (A9)
        if a.limbs < v.max_extremities:
            if free_legs > 0:
                options.append(("L", cell))
            if free_pincers > 0:
                options.append(("P", cell))
    return options


def apply_grow(pieces: dict[Cell, Adaptoid], mover: str, kind: str, cell: Cell) -> dict[Cell, Adaptoid]:
    grown = dict(pieces)
    if kind == "+":
        grown[cell] = Adaptoid(mover, 0, 0)
    elif kind == "L":
        grown[cell] = grown[cell]._replace(legs=grown[cell].legs + 1)
    else:
        grown[cell] = grown[cell]._replace(pincers=grown[cell].pincers + 1)
    return grown


def grow_text(kind: str, cell: Cell) -> str:
    return f"+{cell_name(cell)}" if kind == "+" else f"{cell_name(cell)}+{kind}"


def finish_turn(v: Variant, pieces: dict[Cell, Adaptoid], lost: dict[str, int], mover: str,
                turn: int, grew: bool) -> AdaptoidState:
    """A13/T5 starvation, then A14 end check, then the next player (and A17's turn cap)."""
    # A13/T5: every unfed adaptoid of the mover's opponent(s) is removed at once.
    starving = [cell for cell, a in pieces.items() if a.colour != mover and not is_fed(v, pieces, cell)]
    if starving:
        pieces = dict(pieces)
        lost = dict(lost)
        for cell in starving:
            lost[pieces.pop(cell).colour] += 1
    # A14-A16, T7 (with A11 "lose": the mover who could not grow).
    over = bool(losers(v, pieces, lost, mover, failed_to_grow=not grew))
    # Turn number grows after the last colour in the turn order has moved.
    next_turn = turn + 1 if mover == v.turn_order[-1] else turn
    if v.max_turns > 0 and next_turn > v.max_turns:
        over = True                                    # A17: drawn by the cap
    return AdaptoidState(pieces, lost, next_colour(v, mover), next_turn, over)


def move_options(v: Variant, s: AdaptoidState) -> list[tuple[str | None, dict[Cell, Adaptoid], dict[str, int]]]:
    """A4 (1): at most one move: (notation or None for no move, pieces and lost after it)."""
    options: list[tuple[str | None, dict[Cell, Adaptoid], dict[str, int]]] = [(None, s.pieces, s.lost)]
    for origin, dest, attack in adaptoid_moves(v, s.pieces, s.side):
        pieces, lost = apply_move(s.pieces, s.lost, origin, dest, attack)
        options.append((f"{cell_name(origin)}{'x' if attack else '-'}{cell_name(dest)}", pieces, lost))
    return options


def ends_after_move(v: Variant, move_text: str | None, pieces: dict[Cell, Adaptoid],
                    lost: dict[str, int], mover: str) -> bool:
    """A14 "immediate": a move that ends the game ends the turn (no grow, no starvation)."""
    return move_text is not None and v.win_check == "immediate" \
        and bool(losers(v, pieces, lost, mover, failed_to_grow=False))


def adaptoid_turns(v: Variant, s: AdaptoidState) -> Iterator[tuple[str, AdaptoidState]]:
    """A4, A11, A19, A20: every legal turn (notation, resulting state)."""
    if s.over:
        return
    if s.phase == "place":  # A21: a bare white and a bare black adaptoid on two distinct cells
        for w in v.board.order:
            for b in v.board.order:
                if b != w:
                    pieces = {w: Adaptoid("white", 0, 0), b: Adaptoid("black", 0, 0)}
                    yield f"+{cell_name(w)} +{cell_name(b)}", AdaptoidState(
                        pieces, dict(s.lost), "black", s.turn, phase="choose")
        return
    if s.phase == "choose":  # A22: either choice leaves the board; White moves, turn 1 still
        for text in ("keep", "swap"):
            yield text, AdaptoidState(dict(s.pieces), dict(s.lost), "white", s.turn)
        return
    mover = s.side
    for move_text, pieces, lost in move_options(v, s):
        if ends_after_move(v, move_text, pieces, lost, mover):
            next_turn = s.turn + 1 if mover == v.turn_order[-1] else s.turn
            yield move_text, AdaptoidState(pieces, lost, next_colour(v, mover), next_turn, over=True)
            continue
        # A4 (2) / A10: the grow is mandatory when one is possible.
        grows = grow_options(v, pieces, mover)
        for kind, cell in grows:
            text = grow_text(kind, cell) if move_text is None else f"{move_text} {grow_text(kind, cell)}"
            yield text, finish_turn(v, apply_grow(pieces, mover, kind, cell), lost, mover, s.turn, grew=True)
        if not grows:
            # A11: no grow possible: the move alone, or `pass` when there is no move either.
            yield (move_text or "pass"), finish_turn(v, pieces, lost, mover, s.turn, grew=False)


def count_adaptoid_turns(v: Variant, s: AdaptoidState) -> int:
    """The number of turns adaptoid_turns lists, without building the positions (perft speed)."""
    if s.over:
        return 0
    if s.phase != "play":
        return sum(1 for _ in adaptoid_turns(v, s))
    total = 0
    for move_text, pieces, lost in move_options(v, s):
        if ends_after_move(v, move_text, pieces, lost, s.side):
            total += 1
        else:
            total += max(1, len(grow_options(v, pieces, s.side)))
    return total


def adaptoid_start(v: Variant) -> AdaptoidState:
    """A2/T3: bare adaptoids on the start cells; White moves first; nothing lost; turn 1.
    A21: with the placement opening, the empty board and the first player's placement."""
    if v.opening == "placement":
        return AdaptoidState({}, {c: 0 for c in v.turn_order}, "white", 1, phase="place")
    pieces = {cell: Adaptoid(colour, 0, 0) for colour, cells in v.start.items() for cell in cells}
    return AdaptoidState(pieces, {c: 0 for c in v.turn_order}, v.turn_order[0], 1)


# ---------------------------------------------------------------------------------------------
# Quantum Leap (Q1-Q6)
# ---------------------------------------------------------------------------------------------

@dataclass
class QuantumState:
    stones: dict[Cell, str]        # cell -> colour
    side: str
    swap_pending: bool             # Q3: Black's swap decision is still to be made
    turn: int


def quantum_captures(v: Variant, stones: dict[Cell, str], mover: str) -> Iterator[tuple[Cell, Cell]]:
    """Q4: a stone with k >= 1 friendly neighbours leaps exactly k cells in a straight line,
    over anything, and lands on an enemy stone (any other colour) on the board."""
    for origin, colour in stones.items():
        if colour != mover:
            continue
        k = sum(1 for nb in v.board.neighbours[origin] if stones.get(nb) == mover)
        if k == 0:
            continue
        for direction in DIRECTIONS:
            target = step(origin, direction, k)
            if target in v.board and target in stones and stones[target] != mover:
                yield origin, target


def quantum_turns(v: Variant, s: QuantumState) -> Iterator[tuple[str, QuantumState]]:
    first = v.turn_order[0]
    if s.swap_pending:
        # Q3: decline, or exchange two stones of different colours; then White moves and the
        # turn number stays as it is.
        yield "-", QuantumState(s.stones, first, False, s.turn)
        cells = sorted(s.stones, key=v.board.rank.get)
        for i, a in enumerate(cells):
            for b in cells[i + 1:]:
                if s.stones[a] != s.stones[b]:
                    swapped = dict(s.stones)
                    swapped[a], swapped[b] = s.stones[b], s.stones[a]
                    yield f"{cell_name(a)}~{cell_name(b)}", QuantumState(swapped, first, False, s.turn)
        return
    # Q4: exactly one capture. Q5: no capture = the game is over (no turns).
    next_turn = s.turn + 1 if s.side == v.turn_order[-1] else s.turn
    for origin, target in quantum_captures(v, s.stones, s.side):
        stones = dict(s.stones)
        stones[target] = stones.pop(origin)
        yield (f"{cell_name(origin)}x{cell_name(target)}",
               QuantumState(stones, next_colour(v, s.side), False, next_turn))


# ---------------------------------------------------------------------------------------------
# Position text (notation.md "Positions")
# ---------------------------------------------------------------------------------------------

def split_placement(v: Variant, placement: str) -> dict[Cell, str]:
    """Map each playable cell (placement order) to its token text ('.', 'W21' or 'W')."""
    segments = placement.split("/")
    columns = v.board.columns()
    if len(segments) == len(columns):
        by_column = dict(zip(columns, segments))
    elif len(segments) == columns[-1]:
        # Also accept a segment for every column from a, empty for columns without cells.
        by_column = {i + 1: seg for i, seg in enumerate(segments)}
    else:
        raise RulesError(f"placement: {len(segments)} columns, the board has {len(columns)}")
    tokens: dict[Cell, str] = {}
    for column in columns:
        text = by_column[column]
        cells = [cell for cell in v.board.order if cell[0] == column]
        parts, i = [], 0
        while i < len(text):
            ch = text[i]
            if ch == ".":
                parts.append(ch)
                i += 1
            elif ch in COLOUR_OF_LETTER:
                if v.game == "adaptoid":
                    token = text[i:i + 3]
                    if len(token) != 3 or not token[1:].isdigit():
                        raise RulesError(f"placement: adaptoid {token!r} without its two digits")
                    parts.append(token)
                    i += 3
                else:
                    if i + 1 < len(text) and text[i + 1].isdigit():
                        raise RulesError(f"placement: a stone with digits at {text!r}")
                    parts.append(ch)
                    i += 1
            else:
                raise RulesError(f"placement: unknown character {ch!r}")
        if len(parts) != len(cells):
            raise RulesError(f"placement: column {chr(ord('a') + column - 1)} has {len(parts)} "
                             f"cells, the board has {len(cells)}")
        tokens.update(zip(cells, parts))
    return tokens


def parse_position(v: Variant, text: str) -> AdaptoidState | QuantumState:
    fields = text.split()
    if len(fields) not in (4, 5):
        raise RulesError(f"position: {len(fields)} fields, expected 4 or 5")
    _name, placement, side_text, counts = fields[:4]
    turn = int(fields[4]) if len(fields) == 5 else 1
    if not 1 <= turn <= 65535:
        raise RulesError("position: turn number out of range")
    side = COLOUR_OF_LETTER.get(side_text.upper()) if side_text.islower() else None
    if side not in v.turn_order:
        raise RulesError(f"position: side to move {side_text!r} is not a player")
    tokens = split_placement(v, placement)

    for token in tokens.values():
        if token != "." and COLOUR_OF_LETTER[token[0]] not in v.turn_order:
            raise RulesError(f"position: colour {token[0]} is not a player")

    if v.game == "quantum-leap":
        stones = {cell: COLOUR_OF_LETTER[t] for cell, t in tokens.items() if t != "."}
        for colour in v.turn_order:
            if sum(1 for c in stones.values() if c == colour) > v.stones:
                # notation.md rejects this, but specs/notation.md's own quantum-leap-19 example
                # has 10 white stones for `stones = 9`: warn and go on, so it can be counted.
                print(f"warning: position: more {colour} stones than a player has "
                      f"({v.stones})", file=sys.stderr)
        if counts == "swap":
            if not v.swap or side != "black":
                raise RulesError("position: 'swap' needs a variant with swap and b to move")
            return QuantumState(stones, side, True, turn)
        if counts != "-":
            raise RulesError("position: Quantum Leap counts are '-' or 'swap'")
        return QuantumState(stones, side, False, turn)

    pieces = {}
    for cell, t in tokens.items():
        if t != ".":
            a = Adaptoid(COLOUR_OF_LETTER[t[0]], int(t[1]), int(t[2]))
            if a.limbs > v.max_extremities:
                raise RulesError(f"position: {cell_name(cell)} has more limbs than max_extremities")
            pieces[cell] = a
    for colour in v.turn_order:
        if min(supply(v, pieces, colour)) < 0:
            raise RulesError(f"position: more {colour} material on the board than the supply holds")
    if counts in ("place", "choose"):  # A21, A22
        if v.opening != "placement":
            raise RulesError(f"position: '{counts}' needs the placement opening")
        want = {} if counts == "place" else None
        if (counts == "place") != (side == "white") or (want is not None and pieces):
            raise RulesError(f"position: '{counts}' with the wrong side or board")
        return AdaptoidState(pieces, {c: 0 for c in v.turn_order}, side, turn, phase=counts)
    numbers = counts.split("/")
    if len(numbers) != v.players or not all(n.isdigit() for n in numbers):
        raise RulesError("position: counts must be one number per player")
    lost = {colour: int(n) for colour, n in zip(v.turn_order, numbers)}
    state = AdaptoidState(pieces, lost, side, turn)
    # A position is already over if the end check (mover = the player before the side to move,
    # nothing known about grows) finds losers, or if the turn cap has passed (A17).
    if losers(v, pieces, lost, previous_colour(v, side), failed_to_grow=False) \
            or (v.max_turns > 0 and turn > v.max_turns):
        state.over = True
    return state


def start_position(v: Variant) -> AdaptoidState | QuantumState:
    if v.game == "adaptoid":
        return adaptoid_start(v)
    if v.setup is None:
        raise RulesError("random Quantum Leap setups are out of scope: pass --position")
    if isinstance(v.setup, str):
        side, counts = ("b", "swap") if v.swap else ("w", "-")
        return parse_position(v, f"{v.name} {v.setup} {side} {counts} 1")
    # A table {colour = [cells]}.
    stones = {parse_cell(n): colour for colour, cells in v.setup.items() for n in cells}
    return QuantumState(stones, "black" if v.swap else "white", v.swap, 1)


# ---------------------------------------------------------------------------------------------
# Perft (notation.md "Perft")
# ---------------------------------------------------------------------------------------------

def turns(v: Variant, state) -> Iterator[tuple[str, object]]:
    return adaptoid_turns(v, state) if v.game == "adaptoid" else quantum_turns(v, state)


def perft(v: Variant, state, depth: int) -> int:
    """Turn sequences of exactly `depth` turns; every legal turn counts once; depth 0 is 1."""
    if depth == 0:
        return 1
    if depth == 1:
        if v.game == "adaptoid":
            return count_adaptoid_turns(v, state)
        return sum(1 for _ in turns(v, state))
    return sum(perft(v, child, depth - 1) for _, child in turns(v, state))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--position", help="position text (notation.md)")
    source.add_argument("--variant", help="start position of this variant")
    parser.add_argument("--variant-file", help="variant TOML file (default: by name in specs/variants)")
    parser.add_argument("--depth", type=int, required=True)
    parser.add_argument("--divide", action="store_true", help="print each first turn's count")
    args = parser.parse_args(argv)

    try:
        if args.position is not None:
            name = args.position.split()[0] if args.position.split() else ""
            v = load_variant(name, args.variant_file)
            state = parse_position(v, args.position)
        else:
            v = load_variant(args.variant, args.variant_file)
            state = start_position(v)
    except (RulesError, OSError, tomllib.TOMLDecodeError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2

    if args.divide and args.depth >= 1:
        total = 0
        for text, child in turns(v, state):
            count = perft(v, child, args.depth - 1)
            total += count
            print(f"{text}: {count}")
    else:
        total = perft(v, state, args.depth)
    print(f"perft {args.depth}: {total}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
