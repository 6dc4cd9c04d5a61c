tiebreak-ref conformance --list --codes "WIN WON BPG BWG BH"
