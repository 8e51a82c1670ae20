#!/usr/bin/env python3
"""The layering check must fail on a bad include: copies lib/ to a temporary folder, adds to a
core header an include of the puzzle module (above it), to a table header one of the
solvers (above it), and to a part of the report one of a part above it, and expects check_layering.py to name
that file and line and exit 1; the same for a module that includes one it does not declare."""
import pathlib
import shutil
import subprocess
import sys
import tempfile

here = pathlib.Path(__file__).resolve().parent
checker = here / 'check_layering.py'
graph, lib = sys.argv[1], pathlib.Path(sys.argv[2])

# The tables sit below the solvers that write them: a table format that reached into a solver
# would tie reading a table to the code that made it.
cases = [('core/position.hpp', 'puzzle', 'a module above it'),
         ('tables/table.hpp', 'solving/solve', 'a module above it'),
         ('render/diagram.hpp', 'fast', 'a module it does not declare'),
         # A module in a folder of modules (lib/report/, lib/solving/) is a module like any other.
         ('report/exact/small_board.hpp', 'report/page', 'a module above it'),
         ('report/text/report_text.hpp', 'report/play', 'a module above it'),
         ('solving/retro/class_index.hpp', 'solving/densesolve', 'a module above it')]
failed = False
for target, used, why in cases:
    with tempfile.TemporaryDirectory() as tmp:
        copy = pathlib.Path(tmp) / 'lib'
        shutil.copytree(lib, copy, ignore=shutil.ignore_patterns('*.o'))
        path = copy / target
        lines = path.read_text().splitlines()
        lines.insert(1, f'#include <adaptoid/{used}/bad.hpp>')
        path.write_text('\n'.join(lines) + '\n')
        run = subprocess.run([sys.executable, str(checker), graph, str(copy)], capture_output=True, text=True)
        expected = f'lib/{target}:2: includes <adaptoid/{used}/...>, {why}'
        if run.returncode != 1 or expected not in run.stdout:
            print(f'FAIL: {target} including {used}: exit {run.returncode}, output:\n{run.stdout}{run.stderr}')
            failed = True
        else:
            print(f'ok: {expected}')
sys.exit(1 if failed else 0)
