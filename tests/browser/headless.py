"""Headless Chromium for the browser tests (run.py, report_page.py): one run, killed and tried again
when Chromium hangs.

A load takes seconds, yet a CI run (2026-11-29) saw Chromium print nothing for 120 s at one load,
which took 3 s before and after. So a run that hangs is killed with every process it started (its
renderer and helpers would hold the profile) and tried again in a fresh profile; the test fails
only when every attempt hangs.
"""
import os
import signal
import subprocess

ATTEMPTS = 3
TIMEOUT_S = 80


def run_headless(chromium, profile, *args):
    """Chromium's standard output for `args`, in profile folder `profile` (a fresh one each attempt)."""
    for attempt in range(1, ATTEMPTS + 1):
        command = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                   "--disable-extensions", f"--user-data-dir={profile}-{attempt}", *args]
        with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              start_new_session=True) as run:
            try:
                out, err = run.communicate(timeout=TIMEOUT_S)
            except subprocess.TimeoutExpired:
                os.killpg(run.pid, signal.SIGKILL)
                run.communicate()
                print(f"  (chromium hung for {TIMEOUT_S} s: killed, attempt {attempt} of {ATTEMPTS})", flush=True)
                continue
        if run.returncode != 0:
            raise RuntimeError(f"chromium exited {run.returncode}: {err.strip()[-400:]}")
        return out
    raise RuntimeError(f"chromium hung {ATTEMPTS} times for {TIMEOUT_S} s: {' '.join(args)}")
