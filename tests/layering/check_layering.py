#!/usr/bin/env python3
"""The modules' layering (lib/CMakeLists.txt): a file of lib/<module>/ may include headers of its
own module and of the modules that lib/<module>/CMakeLists.txt declares, nothing else; the
declared graph must have no cycle. Reads the graph the build wrote (adaptoid_modules.txt). A
module in a folder that groups modules is named by its path (report/play, lib/report/play/).

    check_layering.py <build-dir>/adaptoid_modules.txt <lib-dir>
Prints one line per bad include (file:line: what) and exits 1, or prints a summary and exits 0.
"""
import pathlib
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]adaptoid/([^>"]+)/[^/>"]+[>"]')


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
        if not any(name == folder.name or name.startswith(folder.name + '/') for name in graph):
            problems.append(f'lib/{folder.name}/: a folder of lib/ that is no module (no adaptoid_module call)')
    for source in sorted(lib.rglob('*')):
        if source.suffix not in ('.hpp', '.cpp', '.h', '.ipp'):
            continue
        name = module_of(graph, source.parent.relative_to(lib).as_posix())
        if name is None:
            if source.parent != lib:
                problems.append(f'{source.relative_to(lib.parent)}: in a folder of no module')
            continue
        allowed = {name, *graph[name]}
        for number, text in enumerate(source.read_text().splitlines(), 1):
            match = INCLUDE.match(text)
            if not match:
                continue
            used = module_of(graph, match.group(1)) or match.group(1).split('/')[0]
            if used not in allowed:
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


def module_of(graph, folder):
    """The module of a folder of lib/ (or of an include's folder): the longest module name that is
    the folder or a folder above it; None for none."""
    best = None
    for name in graph:
        if (folder == name or folder.startswith(name + '/')) and (best is None or len(name) > len(best)):
            best = name
    return best


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
