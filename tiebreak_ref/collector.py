"""The garbage collector's thresholds while a front end reads and ranks (the command line, the calculator, the
reader's benchmark): one setting, written once here.

Reading and ranking a large field make many small objects and free none in cycles, so the young generation is
collected less often than Python's default (700, 10, 10) would (benchmarks/README.md gives the time saved)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

THRESHOLDS = (100_000, 50, 100)
"""The collector thresholds (generation 0, 1, 2) of fewer_collections."""


@contextmanager
def fewer_collections() -> Iterator[None]:
    """Run the block under THRESHOLDS, and give the collector its former thresholds back after it."""
    before = gc.get_threshold()
    gc.set_threshold(*THRESHOLDS)
    try:
        yield
    finally:
        gc.set_threshold(*before)
