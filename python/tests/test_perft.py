"""Perft through the module against the pinned counts of specs/perft/, for every built-in
variant (the rows up to a budget of nodes, so the suite stays fast), and against the tool."""

import json

import adaptoid
import pytest

from conftest import SOURCE, run

BUDGET = 200_000


def pinned_rows(name):
    """The rows of every file of specs/perft/ whose position is of the variant."""
    rows = []
    for path in sorted((SOURCE / "specs" / "perft").glob("*.tsv")):
        for line in path.read_text().splitlines():
            fields = line.split("\t")
            if line.startswith("#") or len(fields) != 3 or fields[0].split(" ")[0] != name:
                continue
            if fields[1].isdigit() and fields[2].isdigit() and int(fields[2]) <= BUDGET:
                rows.append((fields[0], int(fields[1]), int(fields[2])))
    return rows


@pytest.mark.parametrize("name", adaptoid.builtin_variants())
def test_pinned_counts(cli, name):
    variant = adaptoid.Variant(name)
    rows = pinned_rows(name)
    if not rows:  # a built-in no file pins: the tool's count of its start
        start = variant.start()
        counted = json.loads(run(cli, "perft", "--position", str(start), "--depth", "2", "--json").stdout)
        rows = [(str(start), 2, counted["nodes"])]
    for position, depth, nodes in rows:
        state = variant.state(position)
        assert adaptoid.perft(state, depth) == nodes, (position, depth)
        assert adaptoid.perft(state, depth, plain=True) == nodes, (position, depth)


def test_the_same_count_as_the_tool(cli):
    state = adaptoid.Variant("adapt3").start()
    counted = json.loads(run(cli, "perft", "--variant", "adapt3", "--depth", "3", "--json").stdout)
    assert adaptoid.perft(state, 3, threads=2) == counted["nodes"]
