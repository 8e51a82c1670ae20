"""The Adaptoid toolkit's rules library in Python (docs/library.md).

Variants, positions and turns, the observation planes, and the tools (perft, the endgame
search, players, solved tables, matches) are the C++ library's own, through adaptoid._core;
this package adds no rule. `adaptoid.openspiel` shapes a variant as an OpenSpiel game.
"""

from ._core import (  # noqa: F401
    AdaptoidError,
    Player,
    State,
    Table,
    Variant,
    builtin_variants,
    match,
    perft,
    solve_endgame,
)

COLOURS = ("white", "black", "red", "green", "yellow", "orange")


def load_variant(name_or_path):
    """A built-in variant's name, or the path of a .toml file."""
    return Variant(name_or_path)


def split_action(variant, action):
    """An action's (move_part, grow_part), as docs/library.md numbers them."""
    return divmod(action, variant.grow_parts)
