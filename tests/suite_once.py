"""The conformance suite read once per test process (tests/test_conformance.py, tests/test_runner_hostile.py).

``runner.load_suite`` checks every case against its schema: 0.6 s of CPU for each read of conformance/, which
those tests made some twenty times, in their own code and in the runs of the runner they make in-process. The
fixture ``suite_read_once`` puts ``load_suite_once`` in its place for a test (what ``cf.load_cases`` and the
runner's ``main`` call); the tests only read the cases. A suite that does not load is read again each time (its
error is the test's). The runs of the runner as a process of its own read the suite themselves.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tiebreak_ref.conformance import runner

LOAD_SUITE = runner.load_suite
_loaded: dict[Path, list[runner.Case]] = {}


def load_suite_once(suite: Path) -> list[runner.Case]:
    """runner.load_suite(suite), read once per folder in this process; a new list of the same cases each time."""
    key = Path(suite).resolve()
    if key not in _loaded:
        _loaded[key] = LOAD_SUITE(suite)
    return list(_loaded[key])


@pytest.fixture
def suite_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(runner, "load_suite", load_suite_once)
