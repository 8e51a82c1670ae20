#!/usr/bin/env python3
"""The concept rule: a source file of lib/ (or tools/) holds one concept whole, and no file is over
800 lines. The bound is generous so that a concept is never split to fit it; a file past it holds
more than one concept and is split where its concepts part. Functions are held to about 80 lines
by clang-tidy's readability-function-size (.clang-tidy, scripts/tidy.sh).

    check_sizes.py <dir> [max-lines [max-files]]   (lib/ or tools/: the C++ files below it)
With max-files, no folder holds more C++ files than that either: a module past it holds parts
that should show in the tree (lib/report/, lib/solving/). Prints one line per file or folder over
its limit and exits 1, or prints a summary and exits 0.
"""
import pathlib
import sys

SOURCES = ('.hpp', '.cpp', '.h', '.ipp')


def main():
    if len(sys.argv) not in (2, 3, 4):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    lib = pathlib.Path(sys.argv[1])
    limit = int(sys.argv[2]) if len(sys.argv) >= 3 else 800
    most_files = int(sys.argv[3]) if len(sys.argv) == 4 else None
    files = sorted(p for p in lib.rglob('*') if p.suffix in SOURCES and p.is_file())
    sizes = {path: len(path.read_bytes().splitlines()) for path in files}
    over = [f'{path.relative_to(lib.parent)}: {n} lines, over {limit}' for path, n in sizes.items() if n > limit]
    if most_files is not None:
        folders = {}
        for path in files:
            folders[path.parent] = folders.get(path.parent, 0) + 1
        over += [f'{folder.relative_to(lib.parent)}/: {n} files, over {most_files}'
                 for folder, n in sorted(folders.items()) if n > most_files]
    if not over:
        files_rule = f', no folder over {most_files} files' if most_files is not None else ''
        print(f'sizes: {len(files)} files of {lib.name}/, none over {limit} lines{files_rule}')
        return 0
    print('\n'.join(over))
    print(f'sizes: {len(over)} file(s) or folder(s) of {lib.name}/ over their limit; split each where its '
          'concepts part')
    return 1


if __name__ == '__main__':
    sys.exit(main())
