"""``python -m tiebreak_ref.conformance``: run the conformance suite against a program."""

import os

from .runner import main

os.environ.setdefault("PYTHONIOENCODING", "utf-8")  # programs the runner starts write UTF-8
raise SystemExit(main())
