#!/usr/bin/env python3
"""The daily publication as the package installs it (cmake/install.cmake, cmake/systemd/):
installs the tool component into a scratch prefix, checks the service and timer are there and
not enabled (nothing under etc/), that systemd-analyze accepts them when it is installed, and
runs the service's ExecStart as systemd would (its $$ and %% undone, the folder StateDirectory
makes already there): the folder must then hold a page that opens (index.html and its scripts)
and the days' index.

    tests/install/check_daily_unit.py BUILD_DIR
"""
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

UNIT = "adaptoid-puzzle-page"


def exec_start(service):
    for line in service.read_text(encoding="utf-8").splitlines():
        if line.startswith("ExecStart="):
            return line[len("ExecStart="):].replace("$$", "$").replace("%%", "%")
    return None


def verdict(failures):
    """The exit status, after saying what failed (or that all passed)."""
    print("daily unit FAILED:\n  " + "\n  ".join(failures) if failures
          else "daily unit: installed disabled, and its export writes a page that opens")
    return 1 if failures else 0


def main():
    build = Path(sys.argv[1])
    failures = []
    with tempfile.TemporaryDirectory(prefix="adaptoid-install-") as tmp:
        prefix = Path(tmp) / "prefix"
        subprocess.run(["cmake", "--install", str(build), "--prefix", str(prefix), "--component", "tool"], check=True,
                       stdout=subprocess.DEVNULL)
        units = prefix / "lib" / "systemd" / "system"
        service, timer = units / f"{UNIT}.service", units / f"{UNIT}.timer"
        for f in (service, timer):
            if not f.is_file():
                failures.append(f"{f.relative_to(prefix)} is not installed")
        if (prefix / "etc").exists():
            failures.append("the install writes under etc/: the timer must stay disabled until enabled")
        if not list((prefix / "share" / "adaptoid" / "puzzles").glob("*.jsonl")):
            failures.append("no year files under share/adaptoid/puzzles for the service to export")
        if failures:
            return verdict(failures)
        if shutil.which("systemd-analyze"):
            check = subprocess.run(["systemd-analyze", "verify", str(service), str(timer)], capture_output=True, text=True)
            # It also complains of the tool not being on this machine's PATH; only the units' own syntax counts.
            errors = [l for l in check.stderr.splitlines() if UNIT in l and "not executable" not in l]
            if errors:
                failures.append("systemd-analyze verify: " + "; ".join(errors))
        command = exec_start(service)
        page = Path(tmp) / "page"
        page.mkdir()
        env = {**os.environ, "PATH": f"{prefix / 'bin'}:{os.environ.get('PATH', '')}", "ADAPTOID_PAGE": str(page)}
        env.pop("ADAPTOID_PUZZLES", None)
        run = subprocess.run(["/bin/sh", "-c", command.split("-c ", 1)[1].strip("'")], env=env, capture_output=True,
                             text=True)
        print(f"ExecStart: {run.stdout.strip()}")
        if run.returncode != 0:
            failures.append(f"ExecStart failed ({run.returncode}): {run.stderr.strip()}")
        for name in ["index.html", "app.js", "board.js", "notation.js", "style.css", "days/index.js"]:
            if not (page / name).is_file():
                failures.append(f"the service's export has no {name}")
    return verdict(failures)


if __name__ == "__main__":
    sys.exit(main())
