#!/usr/bin/env python3
"""tests/cli holds the command line's tests end to end, and only those: every test of a file of
tests/cli runs the built tool (the ADAPTOID_CLI binary, through tests/support/cli_runner.hpp's
run_cli, cli_process.hpp's CliProcess, or a helper of its own that does). A test of a library
module belongs in tests/<module>/ (docs/developing.md, "Layout").

    check_cli_tests.py <tests dir>
Prints one line per test of tests/cli that does not run the tool (file: Suite.Name) and exits 1,
or prints a summary and exits 0.
    check_cli_tests.py --self-test <tests dir>
Checks the checker: a copy of the support headers with a file of tests/cli that tests a library
function is refused, and the same file running the tool (itself or through a helper) is not.
"""
import pathlib
import re
import shutil
import sys
import tempfile

import cpp_text

KEYWORDS = {'if', 'for', 'while', 'switch', 'catch', 'return', 'sizeof', 'alignof', 'decltype',
            'TEST', 'TEST_F', 'TEST_P', 'static_assert', 'defined'}
# The one thing every way of running the tool ends in: the built binary's path.
BINARY = 'ADAPTOID_CLI'


def without_comments(text):
    """The text with its comments and the insides of its string and character literals blanked,
    so that braces and names inside them count for nothing."""
    blanked = {'comment': '', 'string': '""', 'char': "''"}
    return ''.join(blanked.get(kind, piece) for kind, piece, _ in cpp_text.pieces(text))


def body_at(text, open_brace):
    """The text from the brace at `open_brace` to its matching one."""
    depth = 0
    for j in range(open_brace, len(text)):
        if text[j] == '{':
            depth += 1
        elif text[j] == '}':
            depth -= 1
            if depth == 0:
                return text[open_brace:j + 1]
    return text[open_brace:]


HEADS = [
    re.compile(r'\b(\w+)\s*\([^;{}]*\)\s*(?:const\s*)?(?:override\s*)?(?:->\s*[\w:<>,\s]+?)?\s*\{'),
    re.compile(r'\b(?:class|struct)\s+(\w+)[^;{()]*\{'),
    re.compile(r'\b(\w+)\s*=\s*\[[^\]]*\]\s*(?:\([^)]*\))?[^{;]*\{'),
]


def definitions(text):
    """(name, body) of every function, class and named lambda in `text`."""
    for head in HEADS:
        for m in head.finditer(text):
            if m.group(1) not in KEYWORDS:
                yield m.group(1), body_at(text, m.end() - 1)


def runners(texts):
    """The names that run the tool: what mentions the binary, or a name that does, to a fixpoint."""
    defs = [d for t in texts for d in definitions(t)]
    names = {BINARY}
    while True:
        more = {name for name, body in defs if name not in names and uses(body, names)}
        if not more:
            return names
        names |= more


def uses(body, names):
    return any(re.search(r'\b' + re.escape(name) + r'\b', body) for name in names)


TEST = re.compile(r'\bTEST(_F|_P)?\s*\(\s*(\w+)\s*,\s*(\w+)\s*\)\s*\{')


def check(tests):
    support = [without_comments(p.read_text()) for p in sorted((tests / 'support').glob('*.hpp'))]
    bad, count, files = [], 0, sorted((tests / 'cli').glob('*.cpp'))
    for path in files:
        text = without_comments(path.read_text())
        names = runners(support + [text])
        for m in TEST.finditer(text):
            count += 1
            fixture_runs = m.group(1) and m.group(2) in names
            if not fixture_runs and not uses(body_at(text, m.end() - 1), names):
                bad.append(f'{path.relative_to(tests.parent)}: {m.group(2)}.{m.group(3)} does not run the tool')
    if not files or not count:
        print(f'cli tests: no test found in {tests / "cli"}')
        return 1
    if bad:
        print('\n'.join(bad))
        print(f'cli tests: {len(bad)} test(s) of tests/cli do not run the tool; '
              'move each to tests/<module>/ of the module it tests')
        return 1
    print(f'cli tests: {count} tests in {len(files)} files of tests/cli, each runs the tool')
    return 0


LIBRARY_TEST = '''#include "cli_runner.hpp"
TEST(Sample, ParsesATurn) { EXPECT_TRUE(parse_turn_text(v, "d2-d3").ok()); }
'''
HELPER_TEST = '''#include "cli_runner.hpp"
std::string start_of(const std::string& v) { return testing::run_cli({"start", "-v", v}).out; }
TEST(Sample, StartsTheVariant) { EXPECT_FALSE(start_of("adaptoid").empty()); }
'''


def self_test(tests):
    with tempfile.TemporaryDirectory() as scratch:
        root = pathlib.Path(scratch) / 'tests'
        shutil.copytree(tests / 'support', root / 'support')
        (root / 'cli').mkdir()
        sample = root / 'cli' / 'test_sample.cpp'
        sample.write_text(LIBRARY_TEST)
        refused = check(root) == 1
        sample.write_text(HELPER_TEST)
        accepted = check(root) == 0
    print(f'self-test: a library test in tests/cli {"refused" if refused else "NOT refused"}, '
          f'a test through a helper that runs the tool {"accepted" if accepted else "NOT accepted"}')
    return 0 if refused and accepted else 1


def main():
    if len(sys.argv) == 3 and sys.argv[1] == '--self-test':
        return self_test(pathlib.Path(sys.argv[2]))
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    return check(pathlib.Path(sys.argv[1]))


if __name__ == '__main__':
    sys.exit(main())
