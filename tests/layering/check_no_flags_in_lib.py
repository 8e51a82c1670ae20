#!/usr/bin/env python3
"""No string literal of lib/ names a command-line flag: the library names a setting by its mark
(lib/util/setting.hpp), and each front end phrases it (the tool as its flag,
tools/setting_flags.cpp). docs/developing.md, "How errors travel".

    check_no_flags_in_lib.py <lib dir>
Prints each literal that names a flag (file:line: the literal) and exits 1, or prints a summary
and exits 0. Comments do not count; a CSS custom property read (`var(--accent)`) is no flag.
    check_no_flags_in_lib.py --self-test
Checks the checker on literals that name a flag and on ones that do not.
"""
import pathlib
import re
import sys

import cpp_text

# "--word" where a word starts: after the start of the literal or a character that is not part
# of a name (so "a--b" and "x-->" do not count).
FLAG = re.compile(r'(?:^|[^\w-])--[a-z][a-z0-9-]*')
# CSS: a custom property read (var(--name)).
CSS = re.compile(r'var\(--[a-z][\w-]*')


def string_literals(text):
    """(line, contents) of each string literal of C++ `text`, comments and character literals
    skipped; a raw string's contents whole."""
    out, line = [], 1
    for kind, piece, inside in cpp_text.pieces(text):
        if kind == 'string':
            out.append((line, inside))
        line += piece.count('\n')
    return out


def flags_named(literal):
    return [m.group(0).lstrip() for m in FLAG.finditer(CSS.sub('', literal))]


def problems(lib):
    found = []
    for path in sorted(lib.rglob('*')):
        if path.suffix not in ('.cpp', '.hpp', '.h', '.cc') or not path.is_file():
            continue
        for line, literal in string_literals(path.read_text(encoding='utf-8', errors='replace')):
            if flags_named(literal):
                found.append(f'{path.relative_to(lib.parent)}:{line}: "{literal}"')
    return found


def self_test():
    named = ['raise --max-positions', '--turn 1', 'solve it with --dense)', '(<code>--no-check</code>)',
             'x --dense-table: y']
    not_named = ['a -- b', 'x-->y', 'var(--accent)', 'plies--', '<!-- a comment -->',
                 'a---b']
    bad = [t for t in named if not flags_named(t)] + [t for t in not_named if flags_named(t)]
    source = ('// "--out" in a comment\n/* "--force" */\nconst char* a = "fine";\n'
              'const char* b = "raise --turns";\nchar c = \'"\'; int d = 200\'000;\n'
              'auto e = R"(--by-search)";\n')
    seen = [(line, lit) for line, lit in string_literals(source) if flags_named(lit)]
    if seen != [(4, 'raise --turns'), (6, '--by-search')]:
        bad.append(f'literals found in the sample source: {seen}')
    for b in bad:
        print(f'checker wrong on: {b}')
    return 1 if bad else 0


def main():
    if sys.argv[1:2] == ['--self-test']:
        sys.exit(self_test())
    lib = pathlib.Path(sys.argv[1]).resolve()
    found = problems(lib)
    for f in found:
        print(f)
    if found:
        print(f'{len(found)} string literal(s) of lib/ name a command-line flag: name the setting with '
              'mention(Setting::...) (lib/util/setting.hpp), and spell its flag in tools/setting_flags.cpp')
        sys.exit(1)
    print('no string literal of lib/ names a command-line flag')


if __name__ == '__main__':
    main()
