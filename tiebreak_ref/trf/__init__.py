"""Files in and out: TRF-16 and TRF-2026, individual (``individual.py``) and team (``team.py``) records, dates
(``dates.py``), and the reader's located notices."""

from .individual import parse_trf, read_file, read_trf, write_trf
from .team import is_team_file, parse_team_trf, read_team_trf

__all__ = ["is_team_file", "parse_team_trf", "parse_trf", "read_file", "read_team_trf", "read_trf", "write_trf"]
