#!/usr/bin/env python3
"""Checks the puzzle page's Atom feed against what RFC 4287 requires of a feed and its entries.

    tests/browser/check_feed.py ADAPTOID

Reads the committed puzzles/web/feed.xml, and the feed of a fresh export (the year files, the
browser test's own files of the other games, absolute links with --site) in a scratch directory.
Each must be well-formed XML in the Atom namespace with only Atom's elements; the feed and every
entry exactly one id (an IRI), title and updated (RFC 3339); an author for the feed; each entry an
alternate link (it has no content), unique ids, a category per game and no date after the
export's day. The check is tried on a broken copy first, so a checker that sees nothing fails.
"""
import json
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "puzzles" / "web"
A = "{http://www.w3.org/2005/Atom}"
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")  # RFC 3339
IRI = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:\S+$")
FEED_CHILDREN = {"author", "category", "contributor", "generator", "icon", "id", "link", "logo", "rights",
                 "subtitle", "title", "updated", "entry"}
ENTRY_CHILDREN = {"author", "category", "content", "contributor", "id", "link", "published", "rights", "source",
                  "summary", "title", "updated"}


def one(node, name, where, problems):
    found = node.findall(A + name)
    if len(found) != 1:
        problems.append(f"{where}: {len(found)} <{name}> elements, RFC 4287 wants exactly one")
        return None
    return (found[0].text or "").strip()


def check_common(node, where, allowed, problems):
    for child in node:
        if not child.tag.startswith(A) or child.tag[len(A):] not in allowed:
            problems.append(f"{where}: <{child.tag}> is not an Atom element here")
    ident = one(node, "id", where, problems)
    if ident is not None and not IRI.match(ident):
        problems.append(f"{where}: id '{ident}' is not an IRI")
    title = one(node, "title", where, problems)
    if title == "":
        problems.append(f"{where}: empty title")
    updated = one(node, "updated", where, problems)
    if updated is not None and not DATE.match(updated):
        problems.append(f"{where}: updated '{updated}' is not an RFC 3339 date")
    for link in node.findall(A + "link"):
        if not link.get("href"):
            problems.append(f"{where}: a link without href")
    for category in node.findall(A + "category"):
        if not category.get("term"):
            problems.append(f"{where}: a category without term")
    return ident, updated


def check_feed(text, until):
    """The problems of a feed's text, [] when none."""
    problems = []
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        return [f"not well-formed XML: {e}"]
    if root.tag != A + "feed":
        return [f"the root is <{root.tag}>, not Atom's <feed>"]
    _, updated = check_common(root, "feed", FEED_CHILDREN, problems)
    if not root.findall(A + "author"):
        problems.append("feed: no author (RFC 4287 wants one in the feed or in every entry)")
    if not any(link.get("rel") == "self" for link in root.findall(A + "link")):
        problems.append("feed: no link rel=\"self\"")
    ids, latest = set(), ""
    entries = root.findall(A + "entry")
    if not entries:
        problems.append("feed: no entries")
    for k, entry in enumerate(entries):
        where = f"entry {k + 1}"
        ident, stamp = check_common(entry, where, ENTRY_CHILDREN, problems)
        if ident in ids:
            problems.append(f"{where}: id {ident} repeated")
        ids.add(ident)
        latest = max(latest, stamp or "")
        if stamp and stamp[:10] > until:
            problems.append(f"{where}: dated {stamp[:10]}, after the export's day {until}")
        links = {link.get("rel", "alternate") for link in entry.findall(A + "link")}
        if entry.find(A + "content") is None and "alternate" not in links:
            problems.append(f"{where}: neither content nor an alternate link")
        if not entry.findall(A + "category"):
            problems.append(f"{where}: no category (the game)")
    if updated and latest and updated < latest:
        problems.append(f"feed: updated {updated} is before its latest entry {latest}")
    return problems


def main():
    cli = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "build" / "bin" / "adaptoid")
    until = json.loads((WEB / "days" / "index.json").read_text(encoding="utf-8"))["until"]
    committed = (WEB / "feed.xml").read_text(encoding="utf-8")
    broken = re.sub(r"<id>[^<]*</id>", "", committed.split("<entry>", 1)[0]) + "<entry>" + committed.split("<entry>", 1)[1]
    if not check_feed(broken, until):
        print("check_feed.py saw nothing wrong in a feed without its id: the check is broken")
        return 1
    feeds = {"puzzles/web/feed.xml": (committed, until)}
    year = sorted((ROOT / "puzzles").glob("*.jsonl"))
    own = [f for f in sorted((ROOT / "tests" / "browser" / "puzzles").glob("*.jsonl")) if f.stem not in {y.stem for y in year}]
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([cli, "puzzle", "export", *map(str, year + own), "--out", tmp, "--until", "2099-12-31",
                        "--site", "https://example.org/puzzles"], check=True, stdout=subprocess.DEVNULL)
        feeds["a fresh export of every game"] = ((Path(tmp) / "feed.xml").read_text(encoding="utf-8"), "2099-12-31")
    failed = False
    for name, (text, day) in feeds.items():
        problems = check_feed(text, day)
        entries = text.count("<entry>")
        print(f"{name}: {entries} entries, " + ("valid Atom" if not problems else "NOT valid:\n  " + "\n  ".join(problems[:10])))
        failed |= bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
