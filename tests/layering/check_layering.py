#!/usr/bin/env python3
"""The modules' layering (lib/CMakeLists.txt): a file of lib/<module>/ may include headers of its
own module and of the modules that lib/<module>/CMakeLists.txt declares, nothing else; the
declared graph must have no cycle. Reads the graph the build wrote (adaptoid_modules.txt).

    check_layering.py <build-dir>/adaptoid_modules.txt <lib-dir>
Prints one line per bad include (file:line: what) and exits 1, or prints a summary and exits 0.
"""
import pathlib
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]adaptoid/([^/>"]+)/[^>"]+[>"]')


def read_graph(path):
    graph = {}
    for line in pathlib.Path(path).read_text().splitlines():
        if line.strip():
            name, _, deps = line.partition(':')
            graph[name.strip()] = deps.split()
    return graph


def find_cycle(graph):
    state = {}

    def visit(node, trail):
        state[node] = 'open'
        for dep in graph.get(node, []):
            if state.get(dep) == 'open':
                return trail + [node, dep]
            if dep not in state:
                found = visit(dep, trail + [node])
                if found:
                    return found
        state[node] = 'done'
        return None

    for node in graph:
        if node not in state:
            found = visit(node, [])
            if found:
                return found
    return None


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    graph = read_graph(sys.argv[1])
    lib = pathlib.Path(sys.argv[2])
    problems = []
    cycle = find_cycle(graph)
    if cycle:
        problems.append('lib/CMakeLists.txt: the modules depend on each other in a cycle: ' + ' -> '.join(cycle))
    for folder in sorted(p for p in lib.iterdir() if p.is_dir()):
        name = folder.name
        if name not in graph:
            problems.append(f'lib/{name}/: a folder of lib/ that is no module (no adaptoid_module call)')
            continue
        allowed = {name, *graph[name]}
        for source in sorted(folder.rglob('*')):
            if source.suffix not in ('.hpp', '.cpp', '.h', '.ipp'):
                continue
            for number, text in enumerate(source.read_text().splitlines(), 1):
                match = INCLUDE.match(text)
                if match and match.group(1) not in allowed:
                    used = match.group(1)
                    why = ('a module above it' if used in graph and name in reachable(graph, used)
                           else 'a module it does not declare' if used in graph else 'no such module')
                    problems.append(f'{source.relative_to(lib.parent)}:{number}: includes <adaptoid/{used}/...>, '
                                    f'{why} (module {name} declares: {" ".join(graph[name]) or "nothing"})')
    for p in problems:
        print(p)
    if problems:
        print(f'layering: {len(problems)} problem(s)')
        return 1
    print(f'layering: {len(graph)} modules, every include of lib/ within its declared modules')
    return 0


def reachable(graph, start):
    seen, todo = set(), [start]
    while todo:
        node = todo.pop()
        for dep in graph.get(node, []):
            if dep not in seen:
                seen.add(dep)
                todo.append(dep)
    return seen


if __name__ == '__main__':
    sys.exit(main())
