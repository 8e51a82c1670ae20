#!/usr/bin/env python3
"""docs/architecture.md's table of modules says what each module declares; the build's graph
(adaptoid_modules.txt, written from lib/<module>/CMakeLists.txt) is what it declares. They must be
the same modules with the same declarations, so the document a newcomer reads cannot drift.

    check_architecture.py <build-dir>/adaptoid_modules.txt <docs/architecture.md>
Prints one line per difference and exits 1, or prints a summary and exits 0.
"""
import pathlib
import re
import sys

from check_layering import read_graph

ROW = re.compile(r'^\| `([a-z/]+)` \|.*\| ([^|]*) \|$')


def read_table(path):
    table = {}
    for number, line in enumerate(pathlib.Path(path).read_text().splitlines(), 1):
        match = ROW.match(line.strip())
        if match:
            declared = match.group(2).strip()
            names = set() if declared in ('—', '-', '') else {d.strip() for d in declared.split(',')}
            table[match.group(1)] = (number, names)
    return table


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    graph = {name: set(deps) for name, deps in read_graph(sys.argv[1]).items()}
    doc = sys.argv[2]
    table = read_table(doc)
    problems = []
    for name in sorted(set(graph) - set(table)):
        problems.append(f'{doc}: module {name} is built but has no row in the table')
    for name, (line, declared) in sorted(table.items()):
        if name not in graph:
            problems.append(f'{doc}:{line}: module {name} has a row but is not built')
            continue
        missing, extra = graph[name] - declared, declared - graph[name]
        if missing:
            problems.append(f'{doc}:{line}: {name} declares {", ".join(sorted(missing))} in its CMakeLists.txt, '
                            'not in the table')
        if extra:
            problems.append(f'{doc}:{line}: {name} does not declare {", ".join(sorted(extra))}, which the table says')
    for p in problems:
        print(p)
    if problems:
        return 1
    print(f'{len(table)} modules: the table of {doc} declares what the build declares')
    return 0


if __name__ == '__main__':
    sys.exit(main())
