"""The specification of one conformance case, as the case lists (cases_all.py, cases_more.py, cases_wave2.py) write
it and build_cases.py turns it into conformance/cases/<area>/<name>.json."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Spec:
    """One case to write."""

    area: str
    name: str
    title: str
    trf: str | bytes  # the file's text (bytes: written as they are)
    tiebreaks: list[str] = field(default_factory=list)
    rules: str = "fide-2026"
    articles: list[str] = field(default_factory=list)
    notes: str = ""
    kind: str = "hand"  # fide-publication | hand | cross-checked (hand is upgraded when a peer agrees)
    ref: str = ""
    players: list[int] | None = None  # None: every player
    after_round: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    ranking: bool = False
    points: bool = False  # expected.points: the primary score of every listed participant (reading cases)
    published: dict[int, dict[str, Any]] | None = None  # values from the publication, asserted
    error: bool = False  # an invalid file: a conforming reader must reject it (the location is recorded)
    explain: dict[str, str] = field(default_factory=dict)  # peer name -> why it differs
    peers: tuple[str, ...] | None = None  # the peers to run (None: all of PEERS)
    also_checked: list[str] = field(default_factory=list)  # other programs that read the file and agree (checked
    # by the case's own generator, e.g. the npm package tiebreak for fide-2017)

    @property
    def id(self) -> str:
        return f"{self.area}/{self.name}"
