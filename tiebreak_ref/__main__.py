"""``python -m tiebreak_ref``: the same as the ``tiebreak-ref`` command."""

from .cli import main

raise SystemExit(main())
