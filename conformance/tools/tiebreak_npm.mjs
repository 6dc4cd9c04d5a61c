// Cross-check of the fide-2017 cases (C.02 13.15, the virtual opponent) with the npm package `tiebreak`
// (Tiebreaker with UnplayedRoundsAdjustment.FIDE_2009), which has no TRF reader: this script reads the TRF itself.
//
//     TIEBREAK_NPM_DIR=DIR node conformance/tools/tiebreak_npm.mjs FILE.trf ROUNDS   (DIR: where `npm install tiebreak` ran)
//
// prints {"version": ..., "values": {tpn: {"BH": x, "BH/C1": x, "BH/C2": x, "BH/M1": x, "BH/M2": x}}}.
// Results 1 = 0 and W D L (less than one move) are games; + and - against an opponent are forfeits; U, F and +
// without an opponent are byes worth a point (the package's pairing-allocated byes), H a half-point bye; Z, - and
// a blank without an opponent are rounds not paired (0 points). Scoring 1 / ½ / 0 only.
import { readFileSync } from "fs";
import { join } from "path";
import { pathToFileURL } from "url";

const home = join(process.env.TIEBREAK_NPM_DIR || ".", "node_modules", "tiebreak");
const { Results, TournamentType, Tiebreaker, UnplayedRoundsAdjustment, Tiebreak } =
  await import(pathToFileURL(join(home, "build", "index.js")).href);
const version = JSON.parse(readFileSync(join(home, "package.json"), "utf8")).version;
const [file, rounds] = [process.argv[2], Number(process.argv[3])];
const records = readFileSync(file, "utf8").replace(/\r/g, "").split("\n").filter(l => l.startsWith("001"));
const byTpn = new Map(records.map(l => [Number(l.slice(4, 8)), l]));
const POINTS = { "1": 1, "=": 0.5, "0": 0, "+": 1, "-": 0, "W": 1, "D": 0.5, "L": 0 };
const cell = (line, r) => line.slice(91 + 10 * r, 101 + 10 * r).padEnd(10);
const rounds_ = Array.from({ length: rounds }, () => ({ pairings: [], pairingAllocatedByes: [], halfPointByes: [] }));
for (const [tpn, line] of byTpn) {
  for (let r = 0; r < rounds; r++) {
    const c = cell(line, r);
    const opponent = Number(c.slice(0, 4).trim() || 0), colour = c[5].toLowerCase(), code = c[7].toUpperCase();
    if (opponent > 0) {
      if (colour === "w") {
        const other = cell(byTpn.get(opponent), r)[7].toUpperCase();
        rounds_[r].pairings.push({ white: tpn, black: opponent, scoreWhite: POINTS[code], scoreBlack: POINTS[other],
                                   forfeited: code === "+" || code === "-" });
      }
    } else if (code === "U" || code === "F" || code === "+") rounds_[r].pairingAllocatedByes.push(tpn);
    else if (code === "H") rounds_[r].halfPointByes.push(tpn);
  }
}
const tiebreaker = new Tiebreaker(new Results(TournamentType.SWISS, rounds_), UnplayedRoundsAdjustment.FIDE_2009);
const codes = { "BH": Tiebreak.BUCHHOLZ, "BH/C1": Tiebreak.BUCHHOLZ_CUT1, "BH/C2": Tiebreak.BUCHHOLZ_CUT2,
                "BH/M1": Tiebreak.BUCHHOLZ_MEDIAN1, "BH/M2": Tiebreak.BUCHHOLZ_MEDIAN2 };  // its SB gives no value here
const values = {};
for (const tpn of byTpn.keys()) {
  values[tpn] = Object.fromEntries(Object.entries(codes).map(([name, tb]) => [name, tiebreaker.tiebreak(tb, tpn, rounds)]));
}
console.log(JSON.stringify({ version, values }));
