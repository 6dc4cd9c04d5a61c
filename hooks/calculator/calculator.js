// The calculator page (docs/<lang>/calculator.md): the reference itself, in the reader's browser.
// Pyodide and our own wheel are part of the built site (hooks/pyodide.py); nothing comes from a CDN.
// Every number is computed by tiebreak_ref.web.calculator.handle (JSON in, JSON out); this file only draws.
// Loaded on every page (mkdocs.yml extra_javascript, type: module); it does nothing without #tb-calculator.

const root = document.getElementById("tb-calculator");

const STRINGS = {
  en: {
    loading: "Loading Python and the reference ({mb} MB, once; the browser caches it) …",
    slow: "Still loading … a server must send .wasm files as application/wasm.",
    ready: "Ready: tiebreak-ref {version} on Python {python} (Pyodide {pyodide}), loaded in {seconds} s.",
    failed: "The calculator could not start: {error}",
    tournament: "Whole tournament", onePlayer: "One player",
    file: "TRF file (TRF-16 or TRF-2026)", paste: "… or paste the TRF text", usePasted: "Use the pasted text",
    rules: "Rules", auto: "from the start date (record 042)", edition2026: "FIDE C.07, March 2026", edition2024: "FIDE C.07, 2024",
    preset: "Recommended list", presetFile: "the file's own list (record 212/202)", presetDefault: "the default for this event",
    presets: {"open-swiss": "Open Swiss", "rapid-blitz": "Rapid and blitz", "round-robin": "Round robin", youth: "Youth events"},
    list: "Tie-break list", addCode: "Add a code", add: "Add", up: "Move up", down: "Move down", remove: "Remove",
    compareAdd: "Compare with another list", compareRemove: "Remove this list",
    noFile: "Choose or paste a TRF file.",
    summary: "{source}: {players} players, {rounds} rounds, {version}.",
    standings: "Standings after round {round} ({rules})", moved: "changes place",
    rank: "Rank", tpn: "TPN", name: "Name", rating: "Rating", pts: "Pts",
    clickHint: "Click any value for its round-by-round explanation.",
    round: "Round", kind: "Kind of round", oppScore: "Opponent's score", addRound: "Add a round", clear: "Clear",
    score: "Score: {score} of {rounds}.", code: "Tie-break", differs: "differs",
    kinds: {win: "win", draw: "draw", loss: "loss", "forfeit-win": "forfeit win", "forfeit-loss": "forfeit loss",
            pab: "pairing-allocated bye", fpb: "full-point bye", hpb: "half-point bye", zpb: "zero-point bye / absent"},
  },
  nl: {
    loading: "Python en de referentie worden geladen ({mb} MB, eenmalig; de browser bewaart ze) …",
    slow: "Nog steeds bezig … de server moet .wasm-bestanden als application/wasm versturen.",
    ready: "Klaar: tiebreak-ref {version} op Python {python} (Pyodide {pyodide}), geladen in {seconds} s.",
    failed: "De rekenmachine kon niet starten: {error}",
    tournament: "Heel toernooi", onePlayer: "Eén speler",
    file: "TRF-bestand (TRF-16 of TRF-2026)", paste: "… of plak de TRF-tekst", usePasted: "Geplakte tekst gebruiken",
    rules: "Reglement", auto: "volgens de begindatum (record 042)", edition2026: "FIDE C.07, maart 2026", edition2024: "FIDE C.07, 2024",
    preset: "Aanbevolen volgorde", presetFile: "de eigen lijst van het bestand (record 212/202)", presetDefault: "de standaard voor dit toernooi",
    presets: {"open-swiss": "Open Zwitsers", "rapid-blitz": "Rapid en snelschaken", "round-robin": "Gesloten toernooi (round robin)", youth: "Jeugdtoernooien"},
    list: "Volgorde van de weerstandspunten", addCode: "Code toevoegen", add: "Toevoegen", up: "Omhoog", down: "Omlaag", remove: "Verwijderen",
    compareAdd: "Vergelijken met een andere volgorde", compareRemove: "Deze volgorde verwijderen",
    noFile: "Kies of plak een TRF-bestand.",
    summary: "{source}: {players} spelers, {rounds} ronden, {version}.",
    standings: "Stand na ronde {round} ({rules})", moved: "andere plaats",
    rank: "Pl.", tpn: "Nr.", name: "Naam", rating: "Rating", pts: "Ptn",
    clickHint: "Klik op een waarde voor de uitleg per ronde.",
    round: "Ronde", kind: "Soort ronde", oppScore: "Score van de tegenstander", addRound: "Ronde toevoegen", clear: "Leegmaken",
    score: "Score: {score} uit {rounds}.", code: "Weerstandspunten", differs: "verschilt",
    kinds: {win: "winst", draw: "remise", loss: "verlies", "forfeit-win": "reglementaire winst", "forfeit-loss": "reglementair verlies",
            pab: "bye van de indeling (PAB)", fpb: "vrije ronde, 1 punt", hpb: "vrije ronde, ½ punt", zpb: "vrije ronde, 0 punten / afwezig"},
  },
  de: {
    loading: "Python und die Referenz werden geladen ({mb} MB, einmalig; der Browser speichert sie) …",
    slow: "Lädt noch … der Server muss .wasm-Dateien als application/wasm ausliefern.",
    ready: "Bereit: tiebreak-ref {version} mit Python {python} (Pyodide {pyodide}), geladen in {seconds} s.",
    failed: "Der Rechner konnte nicht starten: {error}",
    tournament: "Ganzes Turnier", onePlayer: "Ein Spieler",
    file: "TRF-Datei (TRF-16 oder TRF-2026)", paste: "… oder den TRF-Text einfügen", usePasted: "Eingefügten Text verwenden",
    rules: "Regeln", auto: "nach dem Startdatum (Satz 042)", edition2026: "FIDE C.07, März 2026", edition2024: "FIDE C.07, 2024",
    preset: "Empfohlene Reihenfolge", presetFile: "die Liste der Datei (Satz 212/202)", presetDefault: "die Vorgabe für dieses Turnier",
    presets: {"open-swiss": "Offenes Turnier nach Schweizer System", "rapid-blitz": "Schnell- und Blitzschach", "round-robin": "Rundenturnier", youth: "Jugendturniere"},
    list: "Reihenfolge der Feinwertungen", addCode: "Wertung hinzufügen", add: "Hinzufügen", up: "Nach oben", down: "Nach unten", remove: "Entfernen",
    compareAdd: "Mit einer anderen Reihenfolge vergleichen", compareRemove: "Diese Reihenfolge entfernen",
    noFile: "Wählen Sie eine TRF-Datei oder fügen Sie den Text ein.",
    summary: "{source}: {players} Spieler, {rounds} Runden, {version}.",
    standings: "Tabelle nach Runde {round} ({rules})", moved: "anderer Platz",
    rank: "Pl.", tpn: "Nr.", name: "Name", rating: "Elo", pts: "Pkt.",
    clickHint: "Ein Klick auf einen Wert zeigt seine Berechnung Runde für Runde.",
    round: "Runde", kind: "Art der Runde", oppScore: "Punkte des Gegners", addRound: "Runde hinzufügen", clear: "Leeren",
    score: "Punkte: {score} aus {rounds}.", code: "Feinwertung", differs: "unterscheidet sich",
    kinds: {win: "Sieg", draw: "Remis", loss: "Niederlage", "forfeit-win": "kampfloser Sieg", "forfeit-loss": "kampflose Niederlage",
            pab: "Freilos (von der Auslosung)", fpb: "spielfrei, 1 Punkt", hpb: "spielfrei, ½ Punkt", zpb: "spielfrei, 0 Punkte / abwesend"},
  },
  nb: {
    loading: "Laster Python og referansen ({mb} MB, én gang; nettleseren tar vare på dem) …",
    slow: "Laster fortsatt … serveren må sende .wasm-filer som application/wasm.",
    ready: "Klar: tiebreak-ref {version} på Python {python} (Pyodide {pyodide}), lastet på {seconds} s.",
    failed: "Kalkulatoren kunne ikke starte: {error}",
    tournament: "Hele turneringen", onePlayer: "Én spiller",
    file: "TRF-fil (TRF-16 eller TRF-2026)", paste: "… eller lim inn TRF-teksten", usePasted: "Bruk den innlimte teksten",
    rules: "Regler", auto: "etter startdatoen (post 042)", edition2026: "FIDE C.07, mars 2026", edition2024: "FIDE C.07, 2024",
    preset: "Anbefalt rekkefølge", presetFile: "filens egen liste (post 212/202)", presetDefault: "standarden for denne turneringen",
    presets: {"open-swiss": "Åpen monrad (sveitsisk system)", "rapid-blitz": "Hurtig- og lynsjakk", "round-robin": "Alle-mot-alle (rundturnering)", youth: "Ungdomsturneringer"},
    list: "Rekkefølge for kvalitetspoengene", addCode: "Legg til en kode", add: "Legg til", up: "Flytt opp", down: "Flytt ned", remove: "Fjern",
    compareAdd: "Sammenlign med en annen rekkefølge", compareRemove: "Fjern denne rekkefølgen",
    noFile: "Velg eller lim inn en TRF-fil.",
    summary: "{source}: {players} spillere, {rounds} runder, {version}.",
    standings: "Resultatliste etter runde {round} ({rules})", moved: "ny plass",
    rank: "Pl.", tpn: "Nr.", name: "Navn", rating: "Rating", pts: "P",
    clickHint: "Klikk på en verdi for å se utregningen runde for runde.",
    round: "Runde", kind: "Type runde", oppScore: "Motstanderens poeng", addRound: "Legg til en runde", clear: "Tøm",
    score: "Poeng: {score} av {rounds}.", code: "Kvalitetspoeng", differs: "forskjellig",
    kinds: {win: "seier", draw: "remis", loss: "tap", "forfeit-win": "seier på walkover (w.o.)", "forfeit-loss": "tap på walkover (w.o.)",
            pab: "fri runde fra paringen (PAB)", fpb: "bye, 1 poeng", hpb: "bye, ½ poeng", zpb: "bye, 0 poeng / fravær"},
  },
};

// Recommended lists: the guide's "Choosing an order" page (choosing-an-order.md, sections of the same ids).
const PRESETS = {
  "open-swiss": ["BH/C1", "BH", "SB", "DE"],
  "rapid-blitz": ["BH/C1", "BH", "WIN", "DE"],
  "round-robin": ["DE", "SB", "KS", "WIN"],
  youth: ["BH/C1", "BH", "DE", "WIN", "TPN"],
};
// One-player mode starts with the guide's Example A, player 5 (Echo): docs/examples/buchholz*.md.
const EXAMPLE_ROUNDS = [["loss", "3.5"], ["forfeit-win", "1.5"], ["draw", "2.5"], ["loss", "4"], ["hpb", ""]];
const KINDS = ["win", "draw", "loss", "forfeit-win", "forfeit-loss", "pab", "fpb", "hpb", "zpb"];
const WITH_OPPONENT = new Set(["win", "draw", "loss", "forfeit-win", "forfeit-loss"]);

const lang = (document.documentElement.lang || "en").slice(0, 2);
const S = STRINGS[lang] || STRINGS[lang === "no" ? "nb" : "en"] || STRINGS.en;
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, key) => String(values[key] ?? ""));

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child);
  return node;
}

let call = null; // (request object) -> answer object; set when Python is ready

function showError(box, message) {
  box.textContent = message || "";
  box.hidden = !message;
}

function run(request, errorBox) {
  let answer;
  try {
    answer = call(request);
  } catch (error) { // a bug of ours: still shown on the page, never only in the console
    answer = {error: "tiebreak-ref: internal error: " + String(error && error.message || error)};
  }
  showError(errorBox, answer.error);
  return answer.error ? null : answer;
}

function table(header, rows, options = {}) {
  return el("table", {class: "tb-table " + (options.class || "")},
    el("thead", {}, el("tr", {}, header.map((h) => el("th", {text: h})))),
    el("tbody", {}, rows));
}

function explanationView(answer) {
  return el("div", {class: "tb-explanation", "data-code": answer.code},
    el("p", {class: "tb-explanation-title"}, el("code", {text: answer.title})),
    table(answer.header, answer.rows.map((row) => el("tr", {}, row.map((cell) => el("td", {text: cell}))))));
}

// ------------------------------------------------------------------------------------ whole tournament

function tournamentMode(section) {
  const state = {text: null, data: null, source: "pasted.trf", info: null, lists: [[]], rules: "auto"};
  const error = el("div", {id: "tb-error", class: "tb-error admonition failure", role: "alert", hidden: true});
  const summary = el("p", {id: "tb-summary", text: S.noFile});
  const results = el("div", {id: "tb-results"});
  const explanation = el("div", {id: "tb-explain", "aria-live": "polite"});
  const fileInput = el("input", {id: "tb-file", type: "file", accept: ".trf,.txt,text/plain"});
  const pasted = el("textarea", {id: "tb-trf", rows: 5, spellcheck: "false", placeholder: "012 …\n001    1 …"});
  const rules = el("select", {id: "tb-rules"},
    el("option", {value: "auto", text: S.auto}), el("option", {value: "fide-2026", text: S.edition2026}),
    el("option", {value: "fide-2024", text: S.edition2024}));
  const preset = el("select", {id: "tb-preset"});
  const listsBox = el("div", {id: "tb-lists", class: "tb-lists"});
  const compareButton = el("button", {id: "tb-compare-add", type: "button", class: "md-button", text: S.compareAdd});

  function request(extra) {
    const source = {source: state.source};
    if (state.data !== null) source.data_b64 = state.data; else source.text = state.text;
    return {...source, rules: state.rules, ...extra};
  }

  function fillPresets() {
    preset.replaceChildren(el("option", {value: "", text: "—"}));
    if (state.info && state.info.file_list.length) preset.append(el("option", {value: "file", text: S.presetFile}));
    for (const [key, codes] of Object.entries(PRESETS)) {
      preset.append(el("option", {value: key, text: `${S.presets[key]}: ${codes.join(" ")}`}));
    }
  }

  function chooseDefaultList() {
    const info = state.info;
    if (info.file_list.length) { state.lists[0] = [...info.file_list]; preset.value = "file"; return; }
    state.lists[0] = [...info.default_list];
    preset.value = info.round_robin ? "round-robin" : "open-swiss";
  }

  function load(source, text, data) {
    Object.assign(state, {source, text, data});
    const info = run(request({action: "info"}), error);
    state.info = info;
    explanation.replaceChildren();
    if (!info) { summary.textContent = ""; results.replaceChildren(); return; }
    summary.textContent = fill(S.summary, {source: info.source, players: info.players, rounds: info.rounds,
                                           version: info.version});
    fillPresets();
    chooseDefaultList();
    drawLists();
    recompute();
  }

  function drawLists() {
    listsBox.replaceChildren(...state.lists.map((codes, index) => listEditor(codes, index)));
    compareButton.hidden = state.lists.length >= 3;
  }

  function listEditor(codes, index) {
    const letter = "ABC"[index];
    const items = codes.map((code, i) => {
      const move = (to) => { codes.splice(to, 0, codes.splice(i, 1)[0]); changed(); };
      const li = el("li", {class: "tb-code", draggable: "true", "data-code": code},
        el("span", {class: "tb-grip", "aria-hidden": "true", text: "⠿"}), el("code", {text: code}),
        el("button", {type: "button", class: "tb-up", title: S.up, "aria-label": `${S.up}: ${code}`, text: "↑",
                      disabled: i === 0, onclick: () => move(i - 1)}),
        el("button", {type: "button", class: "tb-down", title: S.down, "aria-label": `${S.down}: ${code}`, text: "↓",
                      disabled: i === codes.length - 1, onclick: () => move(i + 1)}),
        el("button", {type: "button", class: "tb-remove", title: S.remove, "aria-label": `${S.remove}: ${code}`,
                      text: "✕", onclick: () => { codes.splice(i, 1); changed(); }}));
      li.addEventListener("dragstart", (event) => {
        event.dataTransfer.setData("text/plain", `${index}:${i}`);
        event.dataTransfer.effectAllowed = "move";
      });
      li.addEventListener("dragover", (event) => { event.preventDefault(); li.classList.add("tb-over"); });
      li.addEventListener("dragleave", () => li.classList.remove("tb-over"));
      li.addEventListener("drop", (event) => {
        event.preventDefault();
        const [fromList, from] = event.dataTransfer.getData("text/plain").split(":").map(Number);
        if (fromList !== index || from === i) return;
        codes.splice(i, 0, codes.splice(from, 1)[0]);
        changed();
      });
      return li;
    });
    const input = el("input", {type: "text", class: "tb-add-code", size: 8, placeholder: "BH/C1", "aria-label": S.addCode});
    const add = () => {
      const code = input.value.trim();
      if (code) { codes.push(...code.split(/[\s,]+/).filter(Boolean)); changed(); }
    };
    input.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); add(); } });
    return el("div", {class: "tb-list-editor", "data-list": index},
      el("div", {class: "tb-list-head"}, el("strong", {text: state.lists.length > 1 ? `${letter}: ${S.list}` : S.list}),
        index > 0 ? el("button", {type: "button", class: "tb-list-remove", text: S.compareRemove,
                                  onclick: () => { state.lists.splice(index, 1); changed(); }}) : null),
      el("ol", {class: "tb-list", id: `tb-list-${index}`}, items),
      el("div", {class: "tb-add"}, input, el("button", {type: "button", class: "tb-add-button", text: S.add, onclick: add})));
  }

  function changed() { drawLists(); recompute(); }

  function valueButton(listIndex, row, code) {
    return el("button", {type: "button", class: "tb-value", "data-tpn": row.tpn, "data-code": code, "data-list": listIndex,
                         title: `${code}: ${row.name}`, text: row.values[code],
                         onclick: () => explain(listIndex, row.tpn, code)});
  }

  function standingsTable(result, listIndex, moved) {
    const header = [S.rank, S.tpn, S.name, S.rating, S.pts, ...result.tiebreaks];
    const rows = result.rows.map((row) => el("tr", {"data-tpn": row.tpn, class: moved.has(row.tpn) ? "tb-moved" : "",
                                                    title: moved.has(row.tpn) ? S.moved : undefined},
      el("td", {text: row.rank}), el("td", {text: row.tpn}), el("td", {text: row.name}),
      el("td", {text: row.rating ?? ""}), el("td", {text: row.points}),
      result.tiebreaks.map((code) => el("td", {}, valueButton(listIndex, row, code)))));
    const letter = state.lists.length > 1 ? `${"ABC"[listIndex]}: ` : "";
    return el("div", {class: "tb-standings", "data-list": listIndex},
      el("p", {class: "tb-caption"}, el("strong", {text: letter + fill(S.standings, {round: result.after_round, rules: result.rules})}),
        el("br"), el("code", {text: result.tiebreaks.join(" ") || "PTS"})),
      table(header, rows));
  }

  function recompute() {
    if (!state.info) return;
    if (state.lists.length === 1) {
      const answer = run(request({action: "standings", tiebreaks: state.lists[0]}), error);
      if (!answer) { results.replaceChildren(); return; }
      const warnings = answer.warnings.map((w) => el("p", {class: "tb-warning", text: w}));
      results.replaceChildren(...warnings, standingsTable(answer, 0, new Set()), el("p", {class: "tb-hint", text: S.clickHint}));
      return;
    }
    const answer = run(request({action: "compare", lists: state.lists}), error);
    if (!answer) { results.replaceChildren(); return; }
    const moved = new Set(answer.moved);
    results.replaceChildren(el("div", {class: "tb-side-by-side", id: "tb-compare"},
      answer.lists.map((result, i) => standingsTable(result, i, moved))), el("p", {class: "tb-hint", text: S.clickHint}));
  }

  function explain(listIndex, tpn, code) {
    const answer = run(request({action: "explain", tiebreaks: state.lists[listIndex], tpn, code}), error);
    explanation.replaceChildren(...(answer ? [explanationView(answer)] : []));
    if (answer) explanation.scrollIntoView({block: "nearest"});
  }

  fileInput.addEventListener("change", async () => {
    const file = fileInput.files[0];
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    load(file.name, null, btoa(binary)); // bytes, decoded by the reference exactly as the command line does
  });
  rules.addEventListener("change", () => { state.rules = rules.value; recompute(); explanation.replaceChildren(); });
  preset.addEventListener("change", () => {
    if (!preset.value) return;
    state.lists[0] = preset.value === "file" ? [...state.info.file_list] : [...PRESETS[preset.value]];
    changed();
  });
  compareButton.addEventListener("click", () => {
    state.lists.push([...state.lists[state.lists.length - 1]]);
    changed();
  });

  section.append(
    el("div", {class: "tb-row"},
      el("label", {}, S.file, el("br"), fileInput)),
    el("details", {class: "tb-paste"}, el("summary", {text: S.paste}), pasted,
      el("button", {id: "tb-use-pasted", type: "button", class: "md-button", text: S.usePasted,
                    onclick: () => load("pasted.trf", pasted.value, null)})),
    summary,
    el("div", {class: "tb-row"}, el("label", {}, S.rules, " ", rules), " ", el("label", {}, S.preset, " ", preset)),
    listsBox, compareButton, error, results, explanation);
  fillPresets();
  drawLists();
}

// ------------------------------------------------------------------------------------------ one player

function onePlayerMode(section) {
  const rows = EXAMPLE_ROUNDS.map(([kind, score]) => ({kind, score}));
  const error = el("div", {id: "tb-player-error", class: "tb-error admonition failure", role: "alert", hidden: true});
  const body = el("tbody", {});
  const output = el("div", {id: "tb-player-values"});
  const explanation = el("div", {id: "tb-player-explain", "aria-live": "polite"});
  let timer = null;

  function drawRows() {
    body.replaceChildren(...rows.map((row, i) => {
      const kind = el("select", {class: "tb-kind", "aria-label": `${S.round} ${i + 1}: ${S.kind}`},
        KINDS.map((k) => el("option", {value: k, text: S.kinds[k], selected: k === row.kind})));
      const score = el("input", {type: "text", class: "tb-opp-score", inputmode: "decimal", size: 5, value: row.score,
                                 "aria-label": `${S.round} ${i + 1}: ${S.oppScore}`, disabled: !WITH_OPPONENT.has(row.kind)});
      kind.addEventListener("change", () => { row.kind = kind.value; score.disabled = !WITH_OPPONENT.has(row.kind); soon(); });
      score.addEventListener("input", () => { row.score = score.value; soon(); });
      return el("tr", {"data-round": i + 1}, el("td", {text: i + 1}), el("td", {}, kind), el("td", {}, score),
        el("td", {}, el("button", {type: "button", class: "tb-remove-round", title: S.remove, "aria-label": `${S.remove}: ${S.round} ${i + 1}`,
                                   text: "✕", onclick: () => { rows.splice(i, 1); drawRows(); soon(); }})));
    }));
  }

  function request(extra) {
    return {rounds: rows.map((row) => [row.kind, WITH_OPPONENT.has(row.kind) ? row.score : ""]), ...extra};
  }

  function soon() { clearTimeout(timer); timer = setTimeout(recompute, 120); }

  function recompute() {
    if (!call) return;
    const answer = run(request({action: "one_player"}), error);
    explanation.replaceChildren();
    if (!answer) { output.replaceChildren(); return; }
    const cell = (code, rules, value) => el("td", {}, el("button", {type: "button", class: "tb-value", "data-code": code,
      "data-rules": rules, text: value, onclick: () => explain(code, rules)}));
    const lines = Object.entries(answer.values).map(([code, values]) => {
      const differs = values["fide-2024"] !== values["fide-2026"];
      return el("tr", {"data-code": code, class: differs ? "tb-moved" : "", title: differs ? S.differs : undefined},
        el("td", {}, el("code", {text: code})), cell(code, "fide-2024", values["fide-2024"]),
        cell(code, "fide-2026", values["fide-2026"]));
    });
    output.replaceChildren(el("p", {id: "tb-player-score", text: fill(S.score, {score: answer.score, rounds: answer.rounds})}),
      table([S.code, S.edition2024, S.edition2026], lines, {class: "tb-variants"}), el("p", {class: "tb-hint", text: S.clickHint}));
  }

  function explain(code, rules) {
    const answer = run(request({action: "one_player_explain", code, rules}), error);
    explanation.replaceChildren(...(answer ? [explanationView(answer)] : []));
  }

  section.append(
    table([S.round, S.kind, S.oppScore, ""], [], {class: "tb-rounds"}),
    el("div", {class: "tb-row"},
      el("button", {id: "tb-add-round", type: "button", class: "md-button", text: S.addRound,
                    onclick: () => { rows.push({kind: "draw", score: ""}); drawRows(); soon(); }}), " ",
      el("button", {id: "tb-clear-rounds", type: "button", class: "md-button", text: S.clear,
                    onclick: () => { rows.splice(0, rows.length, {kind: "win", score: ""}); drawRows(); soon(); }})),
    error, output, explanation);
  section.querySelector(".tb-rounds").replaceChild(body, section.querySelector(".tb-rounds tbody"));
  drawRows();
  return recompute;
}

// ------------------------------------------------------------------------------------------ start-up

async function start() {
  const status = el("p", {id: "tb-status", class: "tb-status", role: "status", "data-state": "loading"});
  const tabs = el("div", {class: "tb-tabs", role: "tablist"});
  const sections = {tournament: el("section", {id: "tb-mode-tournament", class: "tb-mode"}),
                    player: el("section", {id: "tb-mode-player", class: "tb-mode", hidden: true})};
  for (const [key, label] of [["tournament", S.tournament], ["player", S.onePlayer]]) {
    tabs.append(el("button", {type: "button", role: "tab", id: `tb-tab-${key}`, "aria-selected": String(key === "tournament"),
      text: label, onclick: () => {
        for (const [other, section] of Object.entries(sections)) {
          section.hidden = other !== key;
          document.getElementById(`tb-tab-${other}`).setAttribute("aria-selected", String(other === key));
        }
      }}));
  }
  root.replaceChildren(status, tabs, sections.tournament, sections.player);
  const started = performance.now();
  const manifestUrl = new URL("manifest.json", import.meta.url);
  const timing = {};
  window.tbCalculator = {timing, ready: false};
  const slow = setTimeout(() => { if (!call) status.textContent += " " + S.slow; }, 45000);
  try {
    const manifest = await (await fetch(manifestUrl)).json();
    status.textContent = fill(S.loading, {mb: (manifest.total_bytes / 1e6).toFixed(1)});
    const base = new URL(manifest.pyodide_dir, manifestUrl);
    const {loadPyodide} = await import(new URL("pyodide.mjs", base).href);
    const py = await loadPyodide({indexURL: base.href});
    timing.interpreter = performance.now() - started;
    await py.loadPackage(new URL(manifest.wheel, manifestUrl).href, {messageCallback: () => {}, errorCallback: () => {}});
    const handle = py.pyimport("tiebreak_ref.web.calculator").handle;
    call = (request) => JSON.parse(handle(JSON.stringify(request)));
    const version = py.runPython("import sys, tiebreak_ref; f'{tiebreak_ref.__version__} {sys.version.split()[0]}'").split(" ");
    tournamentMode(sections.tournament);
    const recomputePlayer = onePlayerMode(sections.player);
    recomputePlayer();
    timing.ready = performance.now() - started;
    Object.assign(window.tbCalculator, {ready: true, python: version[1], bytes: manifest.total_bytes});
    status.dataset.state = "ready";
    status.textContent = fill(S.ready, {version: version[0], python: version[1], pyodide: manifest.pyodide,
                                        seconds: (timing.ready / 1000).toFixed(1)});
  } catch (error) {
    status.dataset.state = "failed";
    status.textContent = fill(S.failed, {error: String(error && error.message || error)});
  } finally {
    clearTimeout(slow);
  }
}

if (root) start();
