"""gacrux's answers for the differential tests (tests/test_differential_gacrux.py, tests/test_differential_team.py).

gacrux is FIDE's checker; on the generated corpora it needs minutes, almost all of it reading the TRF text. Its
answers are kept in tests/fixtures/gacrux_answers.json, each under the SHA-256 of the TRF text it read, the
parameters it was called with and the gacrux version. An answer is used only when all three match the call at
hand; any other call runs gacrux live. ``TIEBREAK_REF_GACRUX=live`` ignores the file. Our side is always computed
live. Each differential test module has a test that the file is fresh (every call of the default corpus is in it,
made by the installed gacrux) and that a few answers in it are what gacrux answers now.

Rewrite the file after a change of the generator, the corpus or gacrux::

    PYTHONPATH=. python tests/gacrux_cache.py
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any

from gacrux.version import __version__ as GACRUX_VERSION

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "conformance" / "tools"))
import gacrux_inprocess  # the one in-process gacrux runner

CACHE = Path(__file__).resolve().parent / "fixtures" / "gacrux_answers.json"

# An answer: gacrux's status for the file and, when it read it (status 0), one row per competitor:
# [cid, rank, str(value) or None for each code asked for] (the tests read a value as Fraction(str(value))).
Answer = dict[str, Any]
_recording: dict[str, Answer] | None = None


def key(text: str, params: dict[str, Any]) -> str:
    """What an answer depends on: the bytes gacrux reads, what it is asked and its version."""
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return hashlib.sha256(json.dumps([GACRUX_VERSION, digest, params], sort_keys=True).encode()).hexdigest()


@functools.cache
def stored() -> dict[str, Answer]:
    """The answers in the file, when the installed gacrux made them."""
    if not CACHE.exists():
        return {}
    data = json.loads(CACHE.read_text(encoding="utf-8"))
    answers: dict[str, Answer] = data["answers"] if data.get("gacrux") == GACRUX_VERSION else {}
    return answers


def cached() -> dict[str, Answer]:
    return {} if os.environ.get("TIEBREAK_REF_GACRUX") == "live" else stored()


def live(text: str, params: dict[str, Any]) -> Answer:
    """gacrux run in-process on the text (as its own tests call it)."""
    status, result = gacrux_inprocess.run(text, params)
    if result is None:
        return {"status": status}
    rows = [
        [c["cid"], c["rank"], *(None if v is None else str(v) for v in c["tiebreakScore"])]
        for c in result["competitors"]
    ]
    return {"status": status, "competitors": rows}


def answer(text: str, params: dict[str, Any]) -> Answer:
    """gacrux's answer: from the file when it was made from these very bytes, parameters and gacrux version."""
    k = key(text, params)
    if _recording is not None:
        _recording[k] = live(text, params)
        return _recording[k]
    found = cached().get(k)
    return found if found is not None else live(text, params)


def assert_fresh(calls: list[tuple[str, dict[str, Any]]]) -> None:
    """Every call is answered from the file, and one call in a hundred (spread over the corpus) is answered
    there exactly as gacrux answers it now."""
    missing = sum(1 for text, params in calls if key(text, params) not in stored())
    assert not missing, (
        f"{missing} of {len(calls)} gacrux calls are not in {CACHE.relative_to(CACHE.parents[2])} "
        f"(gacrux {GACRUX_VERSION}): run `PYTHONPATH=. python tests/gacrux_cache.py`"
    )
    for text, params in calls[::100]:
        assert stored()[key(text, params)] == live(text, params), f"a stored answer is not gacrux's: {params}"


def main() -> None:
    """Run gacrux on every call of both differential tests' default corpora and rewrite the file."""
    global _recording
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import test_differential_gacrux as individual
    import test_differential_team as team

    _recording = {}
    for text, params in (*individual.gacrux_calls(), *team.gacrux_calls()):
        answer(text, params)
    lines = ",\n".join(
        f"{json.dumps(k)}: {json.dumps(v, separators=(',', ':'))}" for k, v in sorted(_recording.items())
    )  # one answer a line
    CACHE.write_text(f'{{"gacrux": {json.dumps(GACRUX_VERSION)}, "answers": {{\n{lines}\n}}}}\n', encoding="utf-8")
    print(f"{CACHE}: {len(_recording)} answers of gacrux {GACRUX_VERSION}")


if __name__ == "__main__":
    main()
