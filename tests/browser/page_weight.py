"""What a first visit to a page downloads, counted by the browser (cdp.py's count_downloads: every
request that finished, with its bytes), against the bound of the web app: at most 1.5 MB. The puzzle
page leaves the rules library (tools/web/adaptoid-engine.js, 1.3 MB) for when a wrong turn needs it.
"""
from urllib.parse import unquote, urlparse

BOUND = 1_500_000  # bytes: 1.5 MB


def first_load(b, page, failures, absent=()):
    """The bytes downloaded since count_downloads(), said file by file at the largest; a failure past
    the bound, or when a file named in `absent` was downloaded."""
    files = {}
    for url, size in b.downloads:
        name = unquote(urlparse(url).path).rsplit("/", 1)[-1] if not url.startswith("data:") else "(data: address)"
        files[name] = files.get(name, 0) + size
    total = sum(files.values())
    largest = sorted(files.items(), key=lambda f: -f[1])[:3]
    print(f"  first load of {page}: {total} bytes ({total / 1e6:.2f} MB) in {len(b.downloads)} requests; "
          f"largest {', '.join(f'{n} {s}' for n, s in largest)}")
    if total > BOUND:
        failures.append(f"{page}: a first load downloads {total} bytes, over {BOUND}")
    for name in absent:
        if name in files:
            failures.append(f"{page}: a first load downloads {name} ({files[name]} bytes) before it is needed")
    return total
