"""The garbage collector's thresholds while a front end reads and ranks (the command line, the calculator, the
reader's benchmark): one setting, written once here.

Reading and ranking a large field make many small objects and free none in cycles, so the young generation is
collected less often than Python's default (700, 10, 10) would (THRESHOLDS gives what was measured)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

THRESHOLDS = (1_000_000, 50, 100)
"""The collector thresholds (generation 0, 1, 2) of fewer_collections. A young generation of a million objects: the
full individual list of a 9,999 x 13 Swiss (standings --format json) then runs without a collection, where
(100_000, 50, 100) made two, of about 20 ms of CPU each (a gc.callbacks timer, 2026-12-02); callgrind, the whole
command: 5,802 M instructions with 100_000, 5,670 M with 1_000_000 (-2.3 %); peak memory the same (82 MB).
gc.freeze() saves nothing here: it spares the older generations, which a command never reaches."""


@contextmanager
def fewer_collections() -> Iterator[None]:
    """Run the block under THRESHOLDS, and give the collector its former thresholds back after it."""
    before = gc.get_threshold()
    gc.set_threshold(*THRESHOLDS)
    try:
        yield
    finally:
        gc.set_threshold(*before)
