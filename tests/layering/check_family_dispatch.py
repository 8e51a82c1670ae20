#!/usr/bin/env python3
"""Family dispatch in one place: outside lib/core (where each game states its FamilyTraits and
visit_family chooses a game's code) and lib/variants (where a variant file names its family as
data), no code of lib/ or tools/ asks which family a variant is. It asks visit_family / visit_game
for the game's own code, or family_traits() for a property (random_setup, counts_losses, ...).
A game type may still compare a variant with its own kFamily (its `supports`).

    check_family_dispatch.py <project root>
Prints one line per test of a variant's family (file:line: text) and exits 1, or prints a summary
and exits 0. Then checks itself: a file that asks `v.is_quantum_leap()` in a scratch tree is
refused, and the same file asking family_traits(v) is not.
"""
import pathlib
import re
import sys
import tempfile

ROOTS = ('lib', 'tools')
ALLOWED = ('lib/core/', 'lib/variants/')
SUFFIXES = {'.cpp', '.hpp', '.h'}
# Asking which family a variant is: the Variant shorthands, a Family enumerator, a comparison of a
# `family` member with anything but a game type's own kFamily or another variant's family.
ASKS = re.compile(r'\bis_adaptoid\(\)|\bis_quantum_leap\(\)|\bFamily::\w+|'
                  r'\bfamily\s*[!=]=(?!\s*(\w*::)?kFamily\b|\s*[\w:.>()-]*\bfamily\b)')


def code_lines(text):
    """The lines with their // comments and string literals blanked."""
    for line in text.splitlines():
        line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
        yield line.split('//', 1)[0]


def offences(root):
    out = []
    for top in ROOTS:
        for path in sorted((root / top).rglob('*')):
            rel = path.relative_to(root).as_posix()
            if path.suffix not in SUFFIXES or rel.startswith(ALLOWED):
                continue
            for number, line in enumerate(code_lines(path.read_text(errors='replace')), 1):
                if ASKS.search(line):
                    out.append(f'{rel}:{number}: {line.strip()}')
    return out


def self_test():
    with tempfile.TemporaryDirectory() as scratch:
        root = pathlib.Path(scratch)
        (root / 'lib' / 'puzzle').mkdir(parents=True)
        (root / 'tools').mkdir()
        bad = root / 'lib' / 'puzzle' / 'x.cpp'
        bad.write_text('bool f(const Variant& v) { return v.is_quantum_leap(); }\n')
        if not offences(root):
            return 'the checker let `v.is_quantum_leap()` in lib/puzzle pass'
        bad.write_text('bool f(const Variant& v) { return family_traits(v).always_ends; }  // is_adaptoid()\n'
                       'bool g(const Variant& v) { return v.family == QuantumLeapGame::kFamily.family; }\n')
        if offences(root):
            return 'the checker refused family_traits(v), a comment or a comparison with kFamily'
    return ''


def main():
    root = pathlib.Path(sys.argv[1])
    found = offences(root)
    for line in found:
        print(line)
    problem = self_test()
    if problem:
        print(problem)
    if found or problem:
        if found:
            print(f'{len(found)} tests of a variant\'s family outside lib/core and lib/variants: '
                  'ask visit_family or family_traits() (lib/core/game.hpp)')
        return 1
    print('family dispatch only in lib/core and lib/variants')
    return 0


if __name__ == '__main__':
    sys.exit(main())
