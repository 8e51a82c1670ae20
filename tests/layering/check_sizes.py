#!/usr/bin/env python3
"""The concept rule: a source file of lib/ (or tools/) holds one concept whole, and no file is over
800 lines. The bound is generous so that a concept is never split to fit it; a file past it holds
more than one concept and is split where its concepts part. Functions are held to about 80 lines
by clang-tidy's readability-function-size (.clang-tidy, scripts/tidy.sh).

    check_sizes.py <dir> [max-lines]       (lib/ or tools/: the C++ files below it)
Prints one line per file over the limit (path: N lines, over M) and exits 1, or prints a summary
and exits 0.
"""
import pathlib
import sys

SOURCES = ('.hpp', '.cpp', '.h', '.ipp')


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    lib = pathlib.Path(sys.argv[1])
    limit = int(sys.argv[2]) if len(sys.argv) == 3 else 800
    files = sorted(p for p in lib.rglob('*') if p.suffix in SOURCES and p.is_file())
    sizes = {path: len(path.read_bytes().splitlines()) for path in files}
    over = [f'{path.relative_to(lib.parent)}: {n} lines, over {limit}' for path, n in sizes.items() if n > limit]
    if not over:
        print(f'sizes: {len(files)} files of {lib.name}/, none over {limit} lines')
        return 0
    print('\n'.join(over))
    print(f'sizes: {len(over)} file(s) of {lib.name}/ over {limit} lines; split each where its concepts part')
    return 1


if __name__ == '__main__':
    sys.exit(main())
