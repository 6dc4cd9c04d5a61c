"""The regulations: FIDE C.07 (2026, 2024) with C.02 13.15 before 2024, and US Chess rule 34.

``codes`` (the descriptor grammar), ``editions`` (rule sets by date), ``played`` (the last round played),
``unplayed`` (Arts. 15-16), ``virtual_opponent`` (C.02 13.15), ``modifiers`` (Art. 14), ``fide/`` (Arts. 6-13, one
module per family), ``uschess`` (rule 34) and ``registry`` (every tie-break by name). Imports nothing above itself."""
