tiebreak-ref conformance --copy suite
node tiebreaks.mjs suite/cases/buchholz/basics-no-unplayed-round.trf "WIN BPG BH"
