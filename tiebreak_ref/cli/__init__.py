"""The ``tiebreak-ref`` command line: one module per command family (parse the arguments, call, print; no rules).

``main.py`` dispatches; ``common.py`` reads the input and the options; ``team.py`` and ``roundrobin.py`` are the team
and organiser commands."""

from .main import main

__all__ = ["main"]
