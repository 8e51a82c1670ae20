"""What the module's tests share: the command-line tool they check the module against
(ADAPTOID_CLI, set by ctest), the source tree, and a session of `adaptoid engine`."""

import os
import pathlib
import subprocess

import pytest

SOURCE = pathlib.Path(os.environ.get("ADAPTOID_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))


@pytest.fixture(scope="session")
def cli():
    path = os.environ.get("ADAPTOID_CLI", str(SOURCE / "build" / "bin" / "adaptoid"))
    if not os.access(path, os.X_OK):
        pytest.fail("the tool is not built: " + path)
    return path


def run(cli, *args, check=True):
    """The tool's standard output, stripped; a failure's standard error when check=False."""
    done = subprocess.run([cli, *args], capture_output=True, text=True, timeout=120)
    if check and done.returncode != 0:
        raise AssertionError("adaptoid %s: %s" % (" ".join(args), done.stderr.strip()))
    return done


class EngineSession:
    """`adaptoid engine`, one command a line; `ask` returns the first answer line."""

    def __init__(self, cli):
        self.process = subprocess.Popen([cli, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def ask(self, line):
        self.send(line)
        return self.process.stdout.readline().rstrip("\n")

    def close(self):
        self.send("quit")
        self.process.communicate(timeout=30)


@pytest.fixture
def engine(cli):
    session = EngineSession(cli)
    yield session
    session.close()
