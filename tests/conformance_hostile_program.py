"""Hostile 'implementations' for tests/test_conformance_runner.py (not a test module).

    python tests/conformance_hostile_program.py MODE [PIDFILE] -- {trf} ...

MODE sleeper: starts a child that writes its process id to PIDFILE and sleeps, then sleeps itself
(the runner's timeout must kill both). MODE leave-child: the same child, but the program prints a
valid answer (every value 0) and exits at once (the child must die after the case). MODE flood:
prints without end on standard output (the runner must stop at its bound). MODE stderr-flood:
writes 1 MB on standard error and exits 3. MODE bad-schema: a 'standings' list whose rows have
a string tpn and no rank. MODE garbage: prints text that is not JSON and exits 0. MODE argv:
prints its arguments as a JSON list on standard error, exits 4.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

CHILD = "import os, sys, time; open(sys.argv[1], 'w').write(str(os.getpid())); time.sleep(120)"


def spawn_child(pidfile: str) -> None:
    subprocess.Popen([sys.executable, "-c", CHILD, pidfile])
    for _ in range(500):  # wait until the child has written its id
        if os.path.exists(pidfile) and Path(pidfile).read_text().strip():
            return
        time.sleep(0.01)


def main() -> int:
    mode = sys.argv[1]
    if mode == "sleeper":
        spawn_child(sys.argv[2])
        time.sleep(120)
    elif mode == "leave-child":
        spawn_child(sys.argv[2])
        json.dump({"standings": []}, sys.stdout)
    elif mode == "flood":
        block = b"[" * 65536
        while True:
            sys.stdout.buffer.write(block)
    elif mode == "stderr-flood":
        sys.stderr.write("first line of the complaint\n" + "x" * 1_000_000 + "\nlast line\n")
        return 3
    elif mode == "bad-schema":
        json.dump({"standings": [{"tpn": "1", "values": {"BH": "a lot"}}]}, sys.stdout)
    elif mode == "garbage":
        print("this is not JSON")
    elif mode == "argv":
        sys.stderr.write(json.dumps(sys.argv[2:]) + "\n")
        return 4
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
