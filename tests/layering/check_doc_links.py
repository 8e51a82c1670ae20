#!/usr/bin/env python3
"""Every relative link of README.md and docs/*.md leads somewhere: the file exists, and a
#fragment names a heading of that file (GitHub's slugs: lower case, spaces to hyphens,
punctuation dropped). The README is an index into docs/, so a moved section must not leave a
dead link behind.

    check_doc_links.py <source-dir>
Prints one line per dead link (file:line: link) and exits 1, or a summary and exits 0.
"""
import pathlib
import re
import sys

LINK = re.compile(r'\]\(([^)\s]+)\)')


def slug(heading):
    text = heading.strip().lower()
    text = re.sub(r'[^\w\- ]', '', text)
    return text.replace(' ', '-')


def anchors(path):
    found = set()
    fenced = False
    for line in path.read_text().splitlines():
        if line.startswith('```'):
            fenced = not fenced
        elif not fenced and line.startswith('#'):
            found.add(slug(line.lstrip('#')))
    return found


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    root = pathlib.Path(sys.argv[1])
    pages = [root / 'README.md'] + sorted((root / 'docs').glob('*.md'))
    problems, checked = [], 0
    for page in pages:
        for number, line in enumerate(page.read_text().splitlines(), 1):
            for link in LINK.findall(line):
                if re.match(r'[a-z]+:', link):
                    continue
                checked += 1
                target, _, fragment = link.partition('#')
                path = (page.parent / target).resolve() if target else page
                if not path.exists():
                    problems.append(f'{page.relative_to(root)}:{number}: {link}: no such file')
                elif fragment and path.suffix == '.md' and fragment not in anchors(path):
                    problems.append(f'{page.relative_to(root)}:{number}: {link}: no such heading')
    for p in problems:
        print(p)
    if problems:
        return 1
    print(f'{checked} links of {len(pages)} pages lead somewhere')
    return 0


if __name__ == '__main__':
    sys.exit(main())
