#!/usr/bin/env python3
"""The size rule: no source file of lib/ (or tools/) over 400 lines, so that each file stays one
concept a reader can hold (a bigger file is split by section; see lib/variants/variant_loader*).
Functions are held to about 80 lines by clang-tidy's readability-function-size (.clang-tidy,
scripts/tidy.sh).

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
    limit = int(sys.argv[2]) if len(sys.argv) == 3 else 400
    files = sorted(p for p in lib.rglob('*') if p.suffix in SOURCES and p.is_file())
    sizes = {path: len(path.read_bytes().splitlines()) for path in files}
    over = [f'{path.relative_to(lib.parent)}: {n} lines, over {limit}' for path, n in sizes.items() if n > limit]
    if not over:
        print(f'sizes: {len(files)} files of {lib.name}/, none over {limit} lines')
        return 0
    print('\n'.join(over))
    print(f'sizes: {len(over)} file(s) of {lib.name}/ over {limit} lines; split each by section')
    return 1


if __name__ == '__main__':
    sys.exit(main())
