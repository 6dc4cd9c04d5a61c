// Conformance adapter for tournament-organizer (npm `tournament-organizer`, MIT; github.com/slashinfty/tournament-organizer).
//
//     node conformance/adapters/tournament_organizer.mjs FILE --tiebreaks "BH SB PS" --rules fide-2026 [--after-round N]
//
// tournament-organizer is a JavaScript library for running tournaments (Swiss, round robin,
// elimination) with tie-breaks of its own; it has no TRF reader. This adapter reads the TRF itself
// (its own small reader below, written for this adapter: tiebreak-ref is not used), gives the
// library one match per player and round, and asks the library's `computeScores(round)` for the
// values. The codes it can answer, and the library's tie-break behind each:
//
//   BH     'solkoff'          sum of the opponents' points (opponents met in a match only)
//   BH/M1  'median buchholz'  the same without the highest and the lowest (more than two opponents)
//   SB     'sonneborn berger' points of the opponents beaten, half of those drawn
//   KS     'koya system'      points scored against opponents with at least half the possible points
//   PS     'cumulative'       the sum of the running scores
//
// Any other code is left out (the suite reports it as missing). The library knows no rule sets:
// fide-2024 and fide-2026 give the same answer; uscf is refused. Results: 1 0 = W L D (either case)
// and the forfeits + - are matches against the opponent (the library cannot tell a forfeit from a
// game); U and F are the library's byes (a win's points); H a drawn match without an opponent;
// Z, blank and a double forfeit a lost one. Ranks are worked out here: by points, then the codes
// in order, shared when still tied. The library's numbers are JavaScript floats; sums of half
// points are exact in them. Exit 2 when the file cannot be read (no player, a field that is not a
// number, two sides of a game that disagree).
//
// Finding the library: `import('tournament-organizer/components')` as Node resolves it from this
// folder, else the folder named by $TOURNAMENT_ORGANIZER_DIR (where `npm install tournament-organizer`
// was run; `make compat` uses .venv-peers/node).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const NAMES = { BH: 'solkoff', 'BH/M1': 'medianBuchholz', SB: 'sonnebornBerger', KS: 'koyaSystem', PS: 'cumulative' };

class Refused extends Error {}

function args(argv) {
  const out = { file: null, tiebreaks: '', rules: 'fide-2026', afterRound: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--tiebreaks') out.tiebreaks = argv[++i];
    else if (a === '--rules') out.rules = argv[++i];
    else if (a === '--after-round') out.afterRound = Number(argv[++i]);
    else if (a === '--format' || a === '--unrated-rating' || a === '--set') i++;
    else if (out.file === null) out.file = a;
    else throw new Refused(`unexpected argument ${a}`);
  }
  if (out.file === null) throw new Refused('no file');
  return out;
}

function decode(bytes) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

// The TRF, as far as this adapter needs it: player records 001 and the number of rounds (XXR or 142).
function readTrf(text) {
  if (text.includes('\0')) throw new Refused('binary data');
  const players = new Map();
  let rounds = 0;
  const lines = text.split(/\r?\n/);
  lines.forEach((line, index) => {
    const where = `line ${index + 1}`;
    const chars = Array.from(line); // columns count characters, not UTF-16 units
    const field = (from, to) => chars.slice(from - 1, to).join('');
    const tag = field(1, 3);
    if (tag === 'XXR' || tag === '142') rounds = Number(field(4, 20).trim()) || rounds;
    if (tag !== '001') return;
    if (line.includes('\t')) throw new Refused(`${where}: a tab in a player record`);
    const tpn = Number(field(5, 8));
    const rating = field(49, 52).trim();
    if (!Number.isInteger(tpn) || tpn < 1) throw new Refused(`${where}: start rank ${field(5, 8)}`);
    if (rating !== '' && !/^\d+$/.test(rating)) throw new Refused(`${where}: rating ${rating}`);
    if (players.has(tpn)) throw new Refused(`${where}: start rank ${tpn} twice`);
    const games = [];
    for (let start = 92; start <= chars.length; start += 10) {
      const block = field(start, start + 7);
      if (block.trim() === '') { games.push({ opponent: 0, colour: '-', result: ' ' }); continue; }
      if (field(start - 1, start - 1).trim() !== '' || block.length < 8 || block[4] !== ' ' || block[6] !== ' ') {
        throw new Refused(`${where}: round block at column ${start}`);
      }
      const opp = block.slice(0, 4).trim();
      if (opp !== '' && !/^\d+$/.test(opp)) throw new Refused(`${where}: opponent ${opp}`);
      const result = block[7].toUpperCase();
      if (!'10=WDL+-HFUZ '.includes(result)) throw new Refused(`${where}: result ${block[7]}`);
      games.push({ opponent: Number(opp || 0), colour: block[5].toLowerCase(), result });
    }
    players.set(tpn, { tpn, name: field(15, 47).trim(), games, declared: field(81, 84).trim() });
  });
  if (players.size === 0) throw new Refused('no player record (001)');
  const played = Math.max(...[...players.values()].map(p => p.games.length));
  if (rounds && played > rounds) throw new Refused(`${played} rounds in the player records, XXR ${rounds}`);
  return { players, rounds: played };
}

const SCORE = { '1': 1, W: 1, '+': 1, F: 1, U: 1, '=': 0.5, D: 0.5, H: 0.5 };

function check(event) {
  for (const p of event.players.values()) {
    p.games.forEach((g, r) => {
      if (g.opponent === 0) {
        if (!' HFUZ-'.includes(g.result)) throw new Refused(`player ${p.tpn} round ${r + 1}: ${g.result} without opponent`);
        return;
      }
      if ('HFUZ'.includes(g.result)) throw new Refused(`player ${p.tpn} round ${r + 1}: bye ${g.result} with an opponent`);
      const o = event.players.get(g.opponent);
      const back = o && o.games[r];
      if (!back || back.opponent !== p.tpn) throw new Refused(`player ${p.tpn} round ${r + 1}: opponent ${g.opponent} disagrees`);
      if (g.colour !== '-' && g.colour === back.colour) throw new Refused(`player ${p.tpn} round ${r + 1}: same colour`);
      const sum = (SCORE[g.result] ?? 0) + (SCORE[back.result] ?? 0);
      if (g.result !== ' ' && !(g.result === '-' && back.result === '-') && sum !== 1) {
        throw new Refused(`player ${p.tpn} round ${r + 1}: results ${g.result} and ${back.result}`);
      }
    });
    const points = p.games.reduce((s, g) => s + (SCORE[g.result] ?? 0), 0);
    if (p.declared !== '' && Number(p.declared) !== points) throw new Refused(`player ${p.tpn}: points ${p.declared}, results ${points}`);
  }
}

async function library() {
  try {
    return await import('tournament-organizer/components');
  } catch (first) {
    const dir = process.env.TOURNAMENT_ORGANIZER_DIR;
    if (!dir) throw first;
    return import(pathToFileURL(join(dir, 'node_modules', 'tournament-organizer', 'dist', 'components', 'index.js')).href);
  }
}

function lastRound(event, afterRound) {
  const pending = [];
  for (const p of event.players.values()) p.games.forEach((g, r) => { if (g.opponent && g.result === ' ') pending.push(r + 1); });
  const completed = pending.length ? Math.min(...pending) - 1 : event.rounds; // paired, no result: not played yet
  return afterRound ?? completed;
}

async function main() {
  const a = args(process.argv.slice(2));
  if (!['fide-2024', 'fide-2026'].includes(a.rules)) throw new Refused(`rules ${a.rules}: tournament-organizer has FIDE-like tie-breaks only`);
  const event = readTrf(decode(readFileSync(a.file)));
  check(event);
  const { Tournament, Player, Match } = await library();
  const t = new Tournament('conformance', 'conformance');
  t.set({ scoring: { win: 1, draw: 0.5, loss: 0, bye: 1 } });
  const last = lastRound(event, a.afterRound);
  const people = new Map([...event.players.keys()].map(tpn => [tpn, new Player(String(tpn), event.players.get(tpn).name)]));
  const matches = [];
  for (const p of event.players.values()) {
    p.games.slice(0, last).forEach((g, r) => {
      const round = r + 1;
      const double = g.result === '-' && g.opponent !== 0 && event.players.get(g.opponent).games[r].result === '-';
      if (g.opponent && !double && g.opponent < p.tpn) return; // one match per pair, made by the lower number
      const id = `${round}-${p.tpn}`;
      const m = new Match(id, round, matches.length + 1);
      const mine = { win: 0, loss: 0, draw: 0 };
      const s = SCORE[g.result] ?? 0;
      if (s === 1) mine.win = 1; else if (s === 0.5) mine.draw = 1; else mine.loss = 1;
      const bye = g.opponent === 0 && (g.result === 'U' || g.result === 'F');
      if (g.opponent === 0 || double) {
        // an unplayed round without an opponent (a double forfeit gives each side a lost match of its own)
        m.set({ active: false, bye, player1: { id: String(p.tpn), ...mine } });
        people.get(p.tpn).addMatch({ id, opponent: null, bye, ...(bye ? { win: 1 } : mine) });
      } else {
        const theirs = { win: mine.loss, loss: mine.win, draw: mine.draw };
        m.set({ active: false, player1: { id: String(p.tpn), ...mine }, player2: { id: String(g.opponent), ...theirs } });
        people.get(p.tpn).addMatch({ id, opponent: String(g.opponent), ...mine });
        people.get(g.opponent).addMatch({ id, opponent: String(p.tpn), ...theirs });
      }
      matches.push(m);
    });
  }
  t.set({ players: [...people.values()], matches });
  const scores = t.computeScores(last);
  const codes = a.tiebreaks.split(/[\s,]+/).filter(c => c && c.toUpperCase() !== 'PTS');
  const rows = scores.map(s => {
    const values = {};
    for (const c of codes) if (NAMES[c.toUpperCase()]) values[c] = s.tiebreaks[NAMES[c.toUpperCase()]];
    return { tpn: Number(s.player.getId()), name: s.player.getName(), points: s.matchPoints, values };
  });
  const key = r => [r.points, ...codes.map(c => r.values[c] ?? -Infinity)];
  const better = (x, y) => { const kx = key(x), ky = key(y); for (let i = 0; i < kx.length; i++) if (kx[i] !== ky[i]) return ky[i] - kx[i]; return 0; };
  rows.sort((x, y) => better(x, y) || x.tpn - y.tpn);
  rows.forEach((r, i) => { r.rank = i > 0 && better(rows[i - 1], r) === 0 ? rows[i - 1].rank : i + 1; });
  process.stdout.write(JSON.stringify({ rules: a.rules, tiebreaks: codes, standings: rows }) + '\n');
}

main().catch(err => {
  process.stderr.write(`tournament_organizer adapter: ${err instanceof Refused ? '' : 'error: '}${err.message}\n`);
  process.exit(2);
});
