// tiebreaks.mjs: a small tie-break program, written from conformance/README.md of tiebreak-ref.
//   node tiebreaks.mjs FILE.trf "WIN BPG BH"
// prints the standings as JSON (the protocol of the conformance suite) on standard output.
// Plain definitions only (C.07 Arts. 7.1-7.4 and 8.1): no Art. 16 for unplayed rounds, no cuts.
import { readFileSync } from "node:fs";

const [path, codeList = "", ...extra] = process.argv.slice(2);

// Every problem: "file:line:column: found ...; expected ..." on standard error, exit status 2.
function refuse(line, column, found, expected) {
  process.stderr.write(`${path}:${line}:${column}: found ${found}; expected ${expected}\n`);
  process.exit(2);
}

// UTF-8 (TextDecoder drops a byte-order mark), or else Windows-1252.
function decode(bytes) {
  if (bytes.includes(0)) refuse(1, 1, "a NUL byte", "a text file");
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

// Columns count characters: cut the line as an array of characters ([...line]).
const field = (chars, first, last) => chars.slice(first - 1, last).join("").trim();

const POINTS = { "1": 1, "W": 1, "+": 1, "U": 1, "F": 1, "=": 0.5, "D": 0.5, "H": 0.5,
                 "0": 0, "L": 0, "-": 0, "Z": 0, "": 0 };
const PLAYED = ["1", "=", "0", "W", "D", "L"];    // over the board (W D L: less than one move)
const WON = ["1", "W"];                           // won over the board
const WINS = ["1", "W", "+", "U", "F"];           // the points of a win, with or without playing
const BYES = ["U", "F", "H", "Z", ""];            // no opponent
const OTHER_SIDE = { "1": "0", "0": "1", "=": "=", "W": "L", "L": "W", "D": "D", "+": "-", "-": "+" };

function readRounds(number, chars, scheduled) {
  const rounds = [];
  for (let start = 92; start <= chars.length; start += 10) {
    if (rounds.length === scheduled) refuse(number, start, `round ${rounds.length + 1}`, `${scheduled} rounds`);
    for (const gap of [start - 1, start + 4, start + 6]) {
      if (field(chars, gap, gap) !== "") refuse(number, gap, `"${chars[gap - 1]}"`, "a blank between fields");
    }
    const opponent = Number(field(chars, start, start + 3) || "0");
    const colour = field(chars, start + 5, start + 5).toLowerCase();
    const result = field(chars, start + 7, start + 7).toUpperCase();
    if (!(result in POINTS)) refuse(number, start + 7, `result "${result}"`, "one of 1 = 0 W D L + - U F H Z");
    if (BYES.includes(result) && opponent !== 0) refuse(number, start, `a bye against ${opponent}`, "0000");
    rounds.push({ opponent, colour, result, line: number, column: start });
  }
  return rounds;
}

function readTrf() {
  let bytes;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    process.stderr.write(`${path}: ${error.message}\n`);
    process.exit(2);
  }
  const players = new Map();
  let scheduled = Infinity;                       // XXR, or record 142 (TRF-2026)
  decode(bytes).split(/\r?\n/).forEach((line, index) => {
    const number = index + 1;
    const chars = [...line];
    if (chars.includes("\t")) refuse(number, chars.indexOf("\t") + 1, "a tab", "blanks (a tab shifts columns)");
    if (line.startsWith("XXR ") || line.startsWith("142 ")) scheduled = Number(line.slice(4).trim());
    if (!line.startsWith("001")) return;
    const tpn = Number(field(chars, 5, 8));
    if (!(tpn >= 1) || players.has(tpn)) refuse(number, 5, `start rank "${field(chars, 5, 8)}"`, "a new one");
    if (!/^\d*$/.test(field(chars, 49, 52))) refuse(number, 49, `rating "${field(chars, 49, 52)}"`, "digits");
    const rounds = readRounds(number, chars, scheduled);
    const points = rounds.reduce((sum, r) => sum + POINTS[r.result], 0);
    players.set(tpn, { tpn, rounds, points, declared: field(chars, 81, 84), line: number });
  });
  if (players.size === 0) refuse(1, 1, "no 001 record", "at least one player");
  // Both sides of every game must agree (opponent, result, colour); the points must add up.
  for (const p of players.values()) {
    p.rounds.forEach((r, i) => {
      if (r.opponent === 0) return;
      const other = players.get(r.opponent)?.rounds[i];
      if (other?.opponent !== p.tpn) refuse(r.line, r.column, `opponent ${r.opponent}`, `one paired with ${p.tpn}`);
      if (other.result !== OTHER_SIDE[r.result] && !(r.result === "-" && other.result === "-")) {
        refuse(r.line, r.column + 7, `"${r.result}" against "${other.result}"`, "results that fit together");
      }
      if (PLAYED.includes(r.result) && r.colour === other.colour) {
        refuse(r.line, r.column + 5, `"${r.colour}" on both sides`, "w and b");
      }
    });
    if (p.declared !== "" && Number(p.declared) !== p.points) {
      refuse(p.line, 81, `${p.declared} points`, `${p.points}, the sum of the results`);
    }
  }
  return players;
}

// The tie-breaks: one function per article of C.07.
const count = (p, test) => p.rounds.filter(test).length;
const TIEBREAKS = {
  WIN: (p) => count(p, (r) => WINS.includes(r.result)),                             // 7.1
  WON: (p) => count(p, (r) => WON.includes(r.result)),                              // 7.2
  BPG: (p) => count(p, (r) => PLAYED.includes(r.result) && r.colour === "b"),       // 7.3
  BWG: (p) => count(p, (r) => WON.includes(r.result) && r.colour === "b"),          // 7.4
  BH: (p, players) => p.rounds                                                      // 8.1
    .filter((r) => PLAYED.includes(r.result))
    .reduce((sum, r) => sum + players.get(r.opponent).points, 0),
};

if (!path || extra.length > 0) {
  process.stderr.write('usage: node tiebreaks.mjs FILE.trf "CODE CODE ..."\n');
  process.exit(2);
}
const codes = codeList.split(" ").filter((code) => code !== "");
const players = readTrf();
const rows = [...players.values()].map((p) => {
  const values = {};
  for (const code of codes) {
    if (code in TIEBREAKS) values[code] = TIEBREAKS[code](p, players);  // an unknown code is left out
  }
  return { tpn: p.tpn, points: p.points, values, key: [p.points, ...codes.map((code) => values[code] ?? 0)] };
});

// Rank: by points, then each code in order; participants equal on all of them share the rank.
const compare = (a, b) => a.key.reduce((found, x, i) => found || b.key[i] - x, 0);
rows.sort(compare);
rows.forEach((row, i) => {
  row.rank = i > 0 && compare(rows[i - 1], row) === 0 ? rows[i - 1].rank : i + 1;
});
const standings = rows.map(({ rank, tpn, points, values }) => ({ rank, tpn, points, values }));
const lines = standings.map((row) => "  " + JSON.stringify(row));   // one row per line: easy to read
process.stdout.write(`{"standings": [\n${lines.join(",\n")}\n]}\n`);
