"""``python -m tiebreak_ref``: the ``tiebreak-ref`` command."""

from .command import main

raise SystemExit(main())
