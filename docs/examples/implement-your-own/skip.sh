tiebreak-ref conformance --cmd 'node tiebreaks.mjs {trf} {tiebreaks}' --codes "WIN WON BPG BWG BH" \
    --skip 'unplayed/*' --skip 'options/*'
