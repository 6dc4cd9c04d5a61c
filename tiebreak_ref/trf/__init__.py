"""Files in and out: TRF-16 and TRF-2026, individual (``individual.py``) and team (``team.py``) records, dates
(``dates.py``), and the reader's located notices."""

from typing import TYPE_CHECKING, Any

from .individual import parse_trf, read_file, read_trf, write_trf

if TYPE_CHECKING:
    from .team import is_team_file, parse_team_trf, read_team_trf


def __getattr__(name: str) -> Any:
    """The team reader is loaded on first use: an individual event never pays for importing it."""
    if name in ("is_team_file", "parse_team_trf", "read_team_trf"):
        from . import team

        return getattr(team, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["is_team_file", "parse_team_trf", "parse_trf", "read_file", "read_team_trf", "read_trf", "write_trf"]
